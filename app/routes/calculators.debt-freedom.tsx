import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { redirect } from 'react-router'
import { DebtCalculator } from '~/features/calculators/debt-calculator'
import { DEBT_PAGE, DEBT_PREFILL_NOTE, DEBT_RELATED } from '~/features/calculators/debt-content'
import { canonicalDebtSearch, currentMonth } from '~/features/calculators/debt-form'
import { calculatorMeta } from '~/features/calculators/meta'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.debt-freedom'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () => (await import('~/features/calculators/debt-page-text')).DEBT_PAGE_TEXT

/**
 * A form sent without JavaScript arrives as one field per card input (plus the card button that
 * was pressed); it is turned into the canonical shareable query. Otherwise the page needs the
 * current month, read once here so that the server and the browser agree on it.
 */
function pageData(url: URL) {
  const canonical = canonicalDebtSearch(url.searchParams)
  if (canonical !== null) throw redirect(`/calculators/debt-freedom?${canonical}`)
  return { start: currentMonth(new Date()) }
}

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser (docs/decisions/052). The calculator itself needs no server call.
export async function loader({ request }: Route.LoaderArgs) {
  return { ...pageData(new URL(request.url)), ...(await pageText()) }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const data = pageData(new URL(request.url))
  return { ...data, ...(await pageText()) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({ ...DEBT_PAGE, faqs: loaderData?.faqs ?? [], siteUrl: siteUrlFrom(matches) })

export default function DebtFreedomPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={DEBT_PAGE.title}
        intro="List your debts, choose a payoff strategy and see the month you will be debt-free, how much interest you pay, and how much an extra payment saves."
      />
      <PrefillNote type="debt-freedom" filled={DEBT_PREFILL_NOTE} />
      <DebtCalculator start={loaderData.start} />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={DEBT_RELATED}
        bannerMessage="Paying off debt is one step toward investing. Your free Investment Readiness score shows where you stand and what to do next."
        newsletterSource="calculator-debt"
      />
    </>
  )
}
