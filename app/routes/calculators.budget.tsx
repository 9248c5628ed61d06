import { calculatorMeta } from '~/features/calculators/meta'
import { BudgetCalculator } from '~/features/calculators/budget/budget-calculator'
import {
  BUDGET_FAQS,
  BUDGET_PAGE,
  BUDGET_RELATED,
} from '~/features/calculators/budget/budget-content'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.budget'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...BUDGET_PAGE, faqs: BUDGET_FAQS, siteUrl: siteUrlFrom(matches) })

export default function BudgetPage() {
  return (
    <>
      <CalculatorHeader
        title={BUDGET_PAGE.title}
        intro="Enter what you take home each month and what you spend it on. See how your split compares with the 50/30/20 guideline, what is left over, and which line to change first."
      />
      <BudgetCalculator />
      <HowWeCalculate>
        <p>
          Each line is put in one of the guideline’s three groups. <strong>Needs</strong> (50% of
          take-home pay): housing, transport, food, utilities, insurance and the minimum payments on
          your debts, which you must pay whatever happens. <strong>Wants</strong> (30%): personal
          spending and other. <strong>Savings and extra debt payments</strong> (20%): savings and
          anything you pay on debts above the minimums, since both raise your net worth.
        </p>
        <p>
          A group’s share is its total divided by your take-home pay; its guideline is 50%, 30% or
          20% of that pay. What is left over is take-home pay minus every line, savings included; a
          negative figure is a shortfall. Amounts are added to the cent and shown in whole dollars.
        </p>
        <p>
          What to change first: of needs and wants, the group furthest over its guideline in
          dollars, and its largest line, with the cut that would bring the group back within the
          guideline (at most the whole line). Savings above 20% is never a problem. When neither
          group is over, a shortfall comes first, then savings below 20%.
        </p>
        <p>
          The links carry your figures over. The emergency fund calculator gets housing, utilities,
          food, transport, insurance, your minimum debt payments (as its “other” essential expenses,
          since they stay due when income stops) and your savings line as the monthly amount saved;
          the fund you already have is not asked here, so enter it there. The debt freedom
          calculator gets your extra debt payment; enter each debt’s balance and rate there.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={BUDGET_FAQS}
        related={BUDGET_RELATED}
        bannerMessage="A budget with room to save is the first step. Your free Investment Readiness score shows what to do with it next."
        newsletterSource="calculator-budget"
      />
    </>
  )
}
