import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { calculatorMeta } from '~/features/calculators/meta'
import { RETIREMENT_METHOD } from '~/features/calculators/retirement'
import { RetirementCalculator } from '~/features/calculators/retirement-calculator'
import {
  RETIREMENT_FAQS,
  RETIREMENT_PAGE,
  RETIREMENT_RELATED,
  RETIREMENT_PREFILL_NOTE,
} from '~/features/calculators/retirement-content'
import { RetirementGuide } from '~/features/calculators/retirement-guide'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.retirement'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...RETIREMENT_PAGE, faqs: RETIREMENT_FAQS, siteUrl: siteUrlFrom(matches) })

export default function RetirementPage() {
  return (
    <>
      <CalculatorHeader
        title={RETIREMENT_PAGE.title}
        intro="Enter your age, what you have saved and the income you want in retirement to see whether your savings could last, and what to change if they fall short."
      />
      <PrefillNote type="retirement" filled={RETIREMENT_PREFILL_NOTE} />
      <RetirementCalculator />
      <HowWeCalculate>
        <p>{RETIREMENT_METHOD}</p>
        <p>
          Savings at retirement = <em>S</em>(1 + <em>r</em>)
          <sup>
            <em>n</em>
          </sup>{' '}
          + <em>M</em> × ((1 + <em>r</em>/12)
          <sup>
            12<em>n</em>
          </sup>{' '}
          − 1) / (<em>r</em>/12), where <em>S</em> is your current savings, <em>M</em> the monthly
          contribution, <em>r</em> the expected annual return and <em>n</em> the years until
          retirement. The income needed in the first retirement year is your desired income × (1 +{' '}
          <em>i</em>)
          <sup>
            <em>n</em>
          </sup>
          , where <em>i</em> is inflation.
        </p>
        <p>
          The savings you need on the day you retire are the sum of every retirement year’s income,
          each discounted back at the expected return. You are on track when your projected savings
          pay the full income for every year until your life expectancy. Required monthly savings is
          the monthly amount that makes the money last that long, rounded up to the next whole
          dollar so that saving the figure shown works; the recommendation is the difference from
          what you save now, also rounded up.
        </p>
        <p>
          In the retirement timeline, a milestone is reached once you are that age. The ones still
          ahead show the savings your plan projects for that birthday, and a warning when the
          savings are projected to have run out by then.
        </p>
        <p>
          Scenarios change only the monthly savings (80%, 120% or 150% of yours) and the return (2
          points lower, 1 or 2 points higher, never below 0%). If the retirement age is not after
          your current age, or life expectancy is not after retirement, the calculator uses the ages
          it tells you beside those fields. Social Security and pensions are not added: enter only
          the income your savings must provide. Figures are before taxes and fees, and are shown in
          whole dollars; the CSV has them to the cent.
        </p>
      </HowWeCalculate>
      <RetirementGuide />
      <CalculatorPageEnd
        faqs={RETIREMENT_FAQS}
        related={RETIREMENT_RELATED}
        bannerMessage="A retirement plan works best on solid ground. Your free Investment Readiness score shows whether to invest more now or shore up your emergency fund and debts first."
        newsletterSource="calculator-retirement"
      />
    </>
  )
}
