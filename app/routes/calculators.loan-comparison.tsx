import { redirect } from 'react-router'
import { applyLoanFormAction } from '~/features/calculators/loan-comparison/loan'
import { LoanCalculator } from '~/features/calculators/loan-comparison/loan-calculator'
import { LOAN_PAGE, LOAN_RELATED } from '~/features/calculators/loan-comparison/loan-content'
import { calculatorMeta } from '~/features/calculators/meta'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { publicPageHeaders } from '~/lib/http/cache-control'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.loan-comparison'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/loan-comparison/loan-page-text')).LOAN_PAGE_TEXT

/**
 * The form sent without JavaScript by its "Add a loan" or "Remove" button comes back as the page's
 * own query with one loan more or less. Nothing else needs the server.
 */
function redirectFormAction(url: URL) {
  const changed = applyLoanFormAction(url.searchParams)
  if (changed !== null) throw redirect(`${LOAN_PAGE.path}?${changed}`)
}

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser (docs/decisions/052).
export function loader({ url }: Route.LoaderArgs) {
  redirectFormAction(url)
  return pageText()
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  redirectFormAction(new URL(request.url))
  return pageText()
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({ ...LOAN_PAGE, faqs: loaderData?.faqs ?? [], siteUrl: siteUrlFrom(matches) })

export default function LoanComparisonPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={LOAN_PAGE.title}
        intro="Enter two to four loan offers to see each one’s monthly payment, total interest, total cost and APR including points and fees, which costs least, and when higher upfront fees pay for themselves."
      />
      <LoanCalculator />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={LOAN_RELATED}
        bannerMessage="Borrowing well is part of being ready to invest. Your free Investment Readiness score shows where you stand and what to do next."
        newsletterSource="calculator-general"
      />
    </>
  )
}
