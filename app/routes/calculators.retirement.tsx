import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { calculatorMeta } from '~/features/calculators/meta'
import { RetirementCalculator } from '~/features/calculators/retirement-calculator'
import {
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

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/retirement-page-text')).RETIREMENT_PAGE_TEXT

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser, with no call to the server (docs/decisions/052).
export const loader = pageText
export const clientLoader = pageText

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({
    ...RETIREMENT_PAGE,
    faqs: loaderData?.faqs ?? [],
    siteUrl: siteUrlFrom(matches),
  })

export default function RetirementPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={RETIREMENT_PAGE.title}
        intro="Enter your age, what you have saved and the income you want in retirement to see whether your savings could last, and what to change if they fall short."
      />
      <PrefillNote type="retirement" filled={RETIREMENT_PREFILL_NOTE} />
      <RetirementCalculator />
      <HowWeCalculate html={loaderData.method} />
      <RetirementGuide />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={RETIREMENT_RELATED}
        bannerMessage="A retirement plan works best on solid ground. Your free Investment Readiness score shows whether to invest more now or shore up your emergency fund and debts first."
        newsletterSource="calculator-retirement"
      />
    </>
  )
}
