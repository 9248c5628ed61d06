import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { DividendCalculator } from '~/features/calculators/dividend-calculator'
import {
  DIVIDEND_PAGE,
  DIVIDEND_RELATED,
  DIVIDEND_PREFILL_NOTE,
} from '~/features/calculators/dividend-content'
import { DividendGuide } from '~/features/calculators/dividend-guide'
import { calculatorMeta } from '~/features/calculators/meta'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.dividend'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/dividend-page-text')).DIVIDEND_PAGE_TEXT

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser, with no call to the server (docs/decisions/052).
export const loader = pageText
export const clientLoader = pageText

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({ ...DIVIDEND_PAGE, faqs: loaderData?.faqs ?? [], siteUrl: siteUrlFrom(matches) })

export default function DividendPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={DIVIDEND_PAGE.title}
        intro="Enter what you invest, the dividend yield and how fast the dividend and share price grow to see the income your investment could pay you, year by year, with or without reinvesting."
      />
      <PrefillNote type="dividend" filled={DIVIDEND_PREFILL_NOTE} />
      <DividendCalculator />
      <DividendGuide />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={DIVIDEND_RELATED}
        bannerMessage="Dividends grow best on a solid base. Your free Investment Readiness score shows whether you are ready to invest or should build savings and pay down debt first."
        newsletterSource="calculator-dividend"
      />
    </>
  )
}
