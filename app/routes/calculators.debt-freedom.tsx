import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { redirect } from 'react-router'
import { DebtCalculator } from '~/features/calculators/debt-calculator'
import {
  DEBT_FAQS,
  DEBT_PAGE,
  DEBT_PREFILL_NOTE,
  DEBT_RELATED,
} from '~/features/calculators/debt-content'
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

/**
 * A form sent without JavaScript arrives as one field per card input (plus the card button that
 * was pressed); it is turned into the canonical shareable query. Otherwise the page needs only
 * the current month, read once here so that the server and the browser agree on it.
 */
function pageData(url: URL) {
  const canonical = canonicalDebtSearch(url.searchParams)
  if (canonical !== null) throw redirect(`/calculators/debt-freedom?${canonical}`)
  return { start: currentMonth(new Date()) }
}

export function loader({ request }: Route.LoaderArgs) {
  return pageData(new URL(request.url))
}

// Client-side navigations compute the same thing in the browser: the calculator needs no server call.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return pageData(new URL(request.url))
}

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...DEBT_PAGE, faqs: DEBT_FAQS, siteUrl: siteUrlFrom(matches) })

export default function DebtFreedomPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={DEBT_PAGE.title}
        intro="List your debts, choose a payoff strategy and see the month you will be debt-free, how much interest you pay, and how much an extra payment saves."
      />
      <PrefillNote type="debt-freedom" filled={DEBT_PREFILL_NOTE} />
      <DebtCalculator start={loaderData.start} />
      <HowWeCalculate>
        <p>
          Each month, interest is added to every debt first: its balance × APR ÷ 12. Then every debt
          receives its minimum payment, and the rest of your monthly budget (your extra payment)
          goes to the first debt in your payoff order. A payment never exceeds what a debt still
          owes.
        </p>
        <p>
          When a debt is paid off, whatever it no longer needs, its minimum and any leftover, goes
          to the next debt in the order in the same month. Your total monthly payment therefore
          stays the same, the sum of all minimums plus the extra payment (and any one-off payment in
          its month), until the last month, when you pay only what is left.
        </p>
        <p>
          The avalanche orders debts by interest rate, highest first; when two rates are equal, the
          smaller balance comes first. The snowball orders them by starting balance, smallest first;
          when two balances are equal, the higher rate comes first. Debts that tie on both keep the
          order you listed them in. The custom order is exactly the order of your list.
        </p>
        <p>
          A one-off payment is added in its month (month 1 is your first payment) to what your
          budget has left after the minimums, and goes down your payoff order like the extra
          payment. Only what your debts still owe is used.
        </p>
        <p>
          A promotional rate (such as 0% on a balance transfer) is charged for the months you give,
          from your first payment; then the debt’s APR applies. Deferred-interest offers, which
          charge the promotion’s interest if the balance is not cleared in time, are not modelled.
          While a promotion runs, the avalanche orders debts by the rate charged that month, checked
          every month: a debt at 0% waits behind debts that charge interest and moves up when its
          promotion ends; equal rates keep the usual order. The snowball and custom orders do not
          change.
        </p>
        <p>
          “Interest saved” and “months saved” compare your plan with paying only each debt’s own
          minimum, with no extra payment, no one-off payments and nothing rolled over, and with the
          same promotional rates, which belong to the debts. Both are followed for at most 30 years
          (360 months); a plan that would take longer says so instead of showing a date, and shows
          no interest or months saved, since a plan that does not clear the debt saves nothing. For
          such a plan we count as interest paid only the interest your payments cover (each payment
          goes to its debt’s interest first); interest they do not cover is added to what you owe,
          and we say how much, and from which month the balance grows. Debts with a zero balance are
          left out. The first payment is made next month. Amounts are shown in whole dollars; the
          CSV has them to the cent.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={DEBT_FAQS}
        related={DEBT_RELATED}
        bannerMessage="Paying off debt is one step toward investing. Your free Investment Readiness score shows where you stand and what to do next."
        newsletterSource="calculator-debt"
      />
    </>
  )
}
