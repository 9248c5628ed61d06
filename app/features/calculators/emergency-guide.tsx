import { Link } from 'react-router'
import { STARTER_FUND } from './emergency'
import { formatDollars } from '~/lib/money'

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'
const listClass = 'list-disc space-y-1 pl-6'

/** The page's guide: what the fund is for, where to keep it, how big, and in what order to build it. */
export function EmergencyGuide() {
  const starter = formatDollars(STARTER_FUND)
  return (
    <section aria-labelledby="guide-heading" className="no-print mx-auto max-w-6xl px-4 py-10">
      <h2 id="guide-heading" className="text-2xl font-bold text-slate-900">
        A guide to your emergency fund
      </h2>
      <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
        <h3 className="pt-2 text-xl font-bold text-slate-900">What counts as an emergency</h3>
        <p>An emergency is a cost that is necessary, urgent and unexpected. For example:</p>
        <ul className={listClass}>
          <li>losing your job, or a cut in your hours or pay</li>
          <li>a medical or dental bill your insurance does not cover</li>
          <li>a car repair you need to keep getting to work</li>
          <li>an urgent home repair, such as a broken furnace or a leaking roof</li>
          <li>last-minute travel for a family crisis</li>
        </ul>
        <p>
          Holidays, gifts and a new phone are not emergencies. Neither are bills you can see coming,
          such as car registration, a yearly insurance premium or back-to-school costs: set aside a
          little for those each month in a separate pot, so they do not drain your safety net.
        </p>

        <h3 className="pt-2 text-xl font-bold text-slate-900">Where to keep it</h3>
        <p>The right home for this money is safe, quick to reach and a little out of sight.</p>
        <ul className={listClass}>
          <li>
            A high-yield savings account at an FDIC-insured bank or an NCUA-insured credit union.
            Deposits are insured up to $250,000 per depositor, per institution, per ownership
            category. Online banks often pay more interest than branch banks, but rates change, so
            compare the APY on offer when you open one.
          </li>
          <li>
            A money market deposit account is insured the same way and works much like savings; some
            come with checks or a debit card.
          </li>
          <li>
            Keep it apart from the checking account you spend from, so it is not used by accident,
            but where a transfer takes no more than a day or two.
          </li>
          <li>
            Avoid stocks, crypto and long-term CDs for this money: their value can fall, or an early
            withdrawal can cost a penalty, just when you need it.
          </li>
        </ul>
        <p>
          Interest on savings is taxable income. This calculator leaves interest out, so your real
          balance may grow a little faster than shown.
        </p>

        <h3 className="pt-2 text-xl font-bold text-slate-900">3 months, or 6 or more?</h3>
        <p>
          Three months of essential expenses can be enough if your pay is steady, your household has
          two incomes, your skills are in demand, and you have good health insurance.
        </p>
        <p>
          Six months or more makes sense if you are the only earner, others depend on you, your
          income comes from self-employment, commission, gig or seasonal work, you own an older
          home, or finding a new job in your field can take a long time. People with very irregular
          income, business owners and people close to retirement often aim for 9 to 12 months. Try
          each goal in the calculator to see what it means for you.
        </p>

        <h3 className="pt-2 text-xl font-bold text-slate-900">Build it one step at a time</h3>
        <p>
          The first three steps of the method behind our{' '}
          <Link to="/investment-readiness" className={linkClass}>
            Investment Readiness score
          </Link>{' '}
          put your safety net first:
        </p>
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            Save a {starter} starter fund, as quickly as you can. It covers many small surprises and
            keeps them off a credit card.
          </li>
          <li>
            Pay off your debts, starting with the most expensive ones such as credit cards. The{' '}
            <Link to="/calculators/debt-freedom" className={linkClass}>
              Debt Freedom Calculator
            </Link>{' '}
            shows how.
          </li>
          <li>Grow the fund to at least 3 months of essential expenses.</li>
        </ol>
        <p>
          Set up an automatic transfer on payday, and send windfalls such as a tax refund or a bonus
          straight to the fund. Once it is full, keep the same monthly amount going toward
          investing: the{' '}
          <Link to="/calculators/compound-interest" className={linkClass}>
            Compound Interest Calculator
          </Link>{' '}
          shows what it could grow to.
        </p>
      </div>
    </section>
  )
}
