import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { calculatorMeta } from '~/features/calculators/meta'
import {
  COMPOUND_FAQS,
  COMPOUND_PAGE,
  COMPOUND_RELATED,
  COMPOUND_PREFILL_NOTE,
} from '~/features/calculators/compound-content'
import { CompoundCalculator } from '~/features/calculators/compound-calculator'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.compound-interest'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...COMPOUND_PAGE, faqs: COMPOUND_FAQS, siteUrl: siteUrlFrom(matches) })

export default function CompoundInterestPage() {
  return (
    <>
      <CalculatorHeader
        title={COMPOUND_PAGE.title}
        intro="Enter a starting amount, what you add each month and a rate of return to see how your money could grow, year by year."
      />
      <PrefillNote type="compound-interest" filled={COMPOUND_PREFILL_NOTE} />
      <CompoundCalculator />
      <HowWeCalculate>
        <p>
          Contributions are added at the end of each month. A nominal annual rate <em>r</em>{' '}
          compounded <em>n</em> times a year is turned into the equivalent monthly rate <em>i</em> =
          (1 + <em>r</em>/<em>n</em>)
          <sup>
            <em>n</em>/12
          </sup>{' '}
          − 1, so daily, quarterly and annual compounding are all handled exactly.
        </p>
        <p>
          The balance after <em>t</em> years is <em>P</em>(1 + <em>i</em>)
          <sup>
            12<em>t</em>
          </sup>{' '}
          + <em>PMT</em> × ((1 + <em>i</em>)
          <sup>
            12<em>t</em>
          </sup>{' '}
          − 1) / <em>i</em>, where <em>P</em> is the initial investment and <em>PMT</em> the monthly
          contribution. At 0% the balance is simply what you put in.
        </p>
        <p>
          Effective annual rate = (1 + <em>r</em>/<em>n</em>)
          <sup>
            <em>n</em>
          </sup>{' '}
          − 1. Return on investment is interest earned divided by total contributions. Figures are
          before taxes, fees and inflation, and are shown in whole dollars; the CSV has them to the
          cent.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={COMPOUND_FAQS}
        related={COMPOUND_RELATED}
        bannerMessage="Growth needs a solid base. Your free Investment Readiness score shows whether to invest now or pay down debt first."
        newsletterSource="calculator-compound"
      />
    </>
  )
}
