import { redirect } from 'react-router'
import { applyLoanFormAction } from '~/features/calculators/loan-comparison/loan'
import { LoanCalculator } from '~/features/calculators/loan-comparison/loan-calculator'
import {
  LOAN_FAQS,
  LOAN_PAGE,
  LOAN_RELATED,
} from '~/features/calculators/loan-comparison/loan-content'
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

/**
 * The form sent without JavaScript by its "Add a loan" or "Remove" button comes back as the page's
 * own query with one loan more or less. Nothing else needs the server.
 */
function pageData(url: URL) {
  const changed = applyLoanFormAction(url.searchParams)
  if (changed !== null) throw redirect(`${LOAN_PAGE.path}?${changed}`)
  return null
}

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url)
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return pageData(new URL(request.url))
}

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...LOAN_PAGE, faqs: LOAN_FAQS, siteUrl: siteUrlFrom(matches) })

export default function LoanComparisonPage() {
  return (
    <>
      <CalculatorHeader
        title={LOAN_PAGE.title}
        intro="Enter two to four loan offers to see each one’s monthly payment, total interest, total cost and APR including points and fees, which costs least, and when higher upfront fees pay for themselves."
      />
      <LoanCalculator />
      <HowWeCalculate>
        <p>
          Each loan is a fixed-rate loan repaid in equal monthly payments. With a monthly rate{' '}
          <em>r</em> = APR ÷ 12 and <em>n</em> months, the payment on an amount <em>L</em> is{' '}
          <em>P</em> = <em>rL</em> / (1 − (1 + <em>r</em>)
          <sup>
            −<em>n</em>
          </sup>
          ); at 0% it is <em>L</em> / <em>n</em>. Each month’s interest is the balance × <em>r</em>,
          the rest of the payment repays the balance, and the last payment clears what is left.
        </p>
        <p>
          Points (a percentage of the amount) and fees (in dollars) are taken as paid upfront, at
          closing or out of the money you receive; they are not added to the loan, and interest is
          charged on the full amount. Total interest is every payment less the amount; total cost is
          every payment plus the points and fees.
        </p>
        <p>
          The APR with fees is the yearly rate at which your payments exactly repay what you
          received, the amount less the points and fees: we solve (1 − (1 + <em>i</em>)
          <sup>
            −<em>n</em>
          </sup>
          ) / <em>i</em> × <em>P</em> = <em>L</em> − fees for the monthly rate <em>i</em> by
          Newton’s method, falling back to halving the interval where a step would leave it, and
          show 12 × <em>i</em>, the way US lenders state APR. Without points or fees it equals the
          interest rate.
        </p>
        <p>
          The cheapest loan is the one with the lowest total cost; loans whose totals are equal to
          the cent tie, and all of them are named. For every two loans with different upfront costs,
          the break-even month is the first month by whose end the loan with the higher upfront
          costs has cost no more in all (its upfront costs plus its payments so far) than the other.
          If it never catches up we say so, and if it catches up but its payments run longer, we
          name the month from which it costs more again. Figures are shown in whole dollars; the CSV
          has them to the cent.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={LOAN_FAQS}
        related={LOAN_RELATED}
        bannerMessage="Borrowing well is part of being ready to invest. Your free Investment Readiness score shows where you stand and what to do next."
        newsletterSource="calculator-general"
      />
    </>
  )
}
