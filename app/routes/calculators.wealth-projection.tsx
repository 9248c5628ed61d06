import { calculatorMeta } from '~/features/calculators/meta'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { WealthCalculator } from '~/features/calculators/wealth-projection/wealth-calculator'
import {
  WEALTH_PAGE,
  WEALTH_PREFILL_NOTE,
  WEALTH_RELATED,
} from '~/features/calculators/wealth-projection/wealth-content'
import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { publicPageHeaders } from '~/lib/http/cache-control'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.wealth-projection'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/wealth-projection/wealth-page-text')).WEALTH_PAGE_TEXT

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser, with no call to the server (docs/decisions/052).
export const loader = pageText
export const clientLoader = pageText

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({ ...WEALTH_PAGE, faqs: loaderData?.faqs ?? [], siteUrl: siteUrlFrom(matches) })

export default function WealthProjectionPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={WEALTH_PAGE.title}
        intro="Enter what you own, what you owe and what you save each month to see your net worth year by year, in today’s dollars and in future dollars, and when you pass the milestones you choose."
      />
      <PrefillNote type="wealth-projection" filled={WEALTH_PREFILL_NOTE} />
      <WealthCalculator />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={WEALTH_RELATED}
        bannerMessage="A projection is only as good as the plan behind it. Your free Investment Readiness score shows what to do next."
        newsletterSource="calculator-general"
      />
    </>
  )
}
