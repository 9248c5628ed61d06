import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { calculatorMeta } from '~/features/calculators/meta'
import {
  EMERGENCY_FAQS,
  EMERGENCY_PAGE,
  EMERGENCY_RELATED,
  EMERGENCY_PREFILL_NOTE,
} from '~/features/calculators/emergency-content'
import { EmergencyCalculator } from '~/features/calculators/emergency-calculator'
import { EmergencyGuide } from '~/features/calculators/emergency-guide'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.emergency-fund'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...EMERGENCY_PAGE, faqs: EMERGENCY_FAQS, siteUrl: siteUrlFrom(matches) })

export default function EmergencyFundPage() {
  return (
    <>
      <CalculatorHeader
        title={EMERGENCY_PAGE.title}
        intro="Add up the essential costs you would still have to pay if your income stopped, choose how many months you want covered, and see your target, how far along you are and how long it will take to get there."
      />
      <PrefillNote type="emergency-fund" filled={EMERGENCY_PREFILL_NOTE} />
      <EmergencyCalculator />
      <EmergencyGuide />
      <HowWeCalculate>
        <p>
          Monthly expenses are the sum of the six categories you enter. Your target is monthly
          expenses × the number of months you choose (3, 6, 9 or 12). The amount still needed is the
          target minus your current fund, and never less than $0. Amounts are added to the cent, and
          rounded only when shown: to whole dollars, with half a dollar rounded up.
        </p>
        <p>
          Months to goal = amount still needed ÷ monthly savings, rounded up to a whole month. With
          $0 a month the goal is never reached, so it shows N/A. Progress = current fund ÷ target ×
          100, shown to one decimal; it can pass 100% when you have saved more than the target, but
          the bar stops at full.
        </p>
        <p>
          Savings are added at the end of each month and earn no interest in these figures, so real
          balances may grow a little faster. The progress chart runs until you reach the target or
          for 24 months, whichever comes first. The goal timeline and the savings scenarios use the
          same rule for $1,000 and for 1, 3, 6 and 12 months of expenses, less what you already
          have.
        </p>
        <p>Recommendations appear when one of these is true:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            you have less than a quarter of your target: build a $1,000 starter fund quickly (or
            keep adding to it, if you have one);
          </li>
          <li>your essential expenses are over $5,000 a month: look for costs to cut;</li>
          <li>you save less than 10% of your monthly expenses: aim for at least 10%;</li>
          <li>
            your goal is under 6 months and you are more than halfway there: consider 6 months;
          </li>
          <li>reaching the goal would take more than 24 months: save more each month.</li>
        </ul>
        <p>
          Figures are shown in whole dollars; the CSV download has them to the cent. This is
          education, not personal financial advice.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={EMERGENCY_FAQS}
        related={EMERGENCY_RELATED}
        bannerMessage="Your emergency fund is the first thing your free Investment Readiness score looks at. Get your real score and see which step to take next."
        newsletterSource="calculator-emergency"
      />
    </>
  )
}
