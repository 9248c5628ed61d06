import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { calculatorMeta } from '~/features/calculators/meta'
import {
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

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/emergency-page-text')).EMERGENCY_PAGE_TEXT

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser, with no call to the server (docs/decisions/052).
export const loader = pageText
export const clientLoader = pageText

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({ ...EMERGENCY_PAGE, faqs: loaderData?.faqs ?? [], siteUrl: siteUrlFrom(matches) })

export default function EmergencyFundPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={EMERGENCY_PAGE.title}
        intro="Add up the essential costs you would still have to pay if your income stopped, choose how many months you want covered, and see your target, how far along you are and how long it will take to get there."
      />
      <PrefillNote type="emergency-fund" filled={EMERGENCY_PREFILL_NOTE} />
      <EmergencyCalculator />
      <EmergencyGuide />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={EMERGENCY_RELATED}
        bannerMessage="Your emergency fund is the first thing your free Investment Readiness score looks at. Get your real score and see which step to take next."
        newsletterSource="calculator-emergency"
      />
    </>
  )
}
