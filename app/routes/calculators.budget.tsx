import { calculatorMeta } from '~/features/calculators/meta'
import { BudgetCalculator } from '~/features/calculators/budget/budget-calculator'
import { BUDGET_PAGE, BUDGET_RELATED } from '~/features/calculators/budget/budget-content'
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

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/budget/budget-page-text')).BUDGET_PAGE_TEXT

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser, with no call to the server (docs/decisions/052).
export const loader = pageText
export const clientLoader = pageText

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({ ...BUDGET_PAGE, faqs: loaderData?.faqs ?? [], siteUrl: siteUrlFrom(matches) })

export default function BudgetPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={BUDGET_PAGE.title}
        intro="Enter what you take home each month and what you spend it on. See how your split compares with the 50/30/20 guideline, what is left over, and which line to change first."
      />
      <BudgetCalculator />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={BUDGET_RELATED}
        bannerMessage="A budget with room to save is the first step. Your free Investment Readiness score shows what to do with it next."
        newsletterSource="calculator-budget"
      />
    </>
  )
}
