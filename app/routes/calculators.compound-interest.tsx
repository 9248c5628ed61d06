import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { calculatorMeta } from '~/features/calculators/meta'
import {
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

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/compound-page-text')).COMPOUND_PAGE_TEXT

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser, with no call to the server (docs/decisions/052).
export const loader = pageText
export const clientLoader = pageText

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({ ...COMPOUND_PAGE, faqs: loaderData?.faqs ?? [], siteUrl: siteUrlFrom(matches) })

export default function CompoundInterestPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={COMPOUND_PAGE.title}
        intro="Enter a starting amount, what you add each month and a rate of return to see how your money could grow, year by year."
      />
      <PrefillNote type="compound-interest" filled={COMPOUND_PREFILL_NOTE} />
      <CompoundCalculator />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={COMPOUND_RELATED}
        bannerMessage="Growth needs a solid base. Your free Investment Readiness score shows whether to invest now or pay down debt first."
        newsletterSource="calculator-compound"
      />
    </>
  )
}
