import { useState } from 'react'
import { formatDollars } from '~/lib/money'
import { RETIREMENT_CHECKLIST, RETIREMENT_STATISTIC_CARDS } from './retirement-content'
import { TableScroll } from './ui/table-scroll'
import { FIGURES_YEAR, IRS_LIMITS } from './yearly-figures'

const LIMITS = [
  {
    label: '401(k), 403(b), most 457 plans and the Thrift Savings Plan: your own contributions',
    limit: IRS_LIMITS.elective401k,
  },
  {
    label: 'Extra catch-up contribution to those plans at age 50 or older',
    limit: IRS_LIMITS.catchUp401k,
    total: IRS_LIMITS.elective401k + IRS_LIMITS.catchUp401k,
  },
  {
    label: 'Higher catch-up at ages 60 to 63, instead of the one above',
    limit: IRS_LIMITS.catchUp401kAges60To63,
    total: IRS_LIMITS.elective401k + IRS_LIMITS.catchUp401kAges60To63,
  },
  { label: 'Traditional and Roth IRAs, all of yours together', limit: IRS_LIMITS.ira },
  {
    label: 'Extra IRA catch-up contribution at age 50 or older',
    limit: IRS_LIMITS.iraCatchUp,
    total: IRS_LIMITS.ira + IRS_LIMITS.iraCatchUp,
  },
]

function Statistics() {
  return (
    <section aria-labelledby="statistics-heading">
      <h2 id="statistics-heading" className="text-2xl font-bold text-slate-900">
        Retirement by the numbers
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {RETIREMENT_STATISTIC_CARDS.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{card.value}</dd>
            {card.note ? <dd className="mt-1 text-sm text-slate-700">{card.note}</dd> : null}
            <dd className="mt-1 text-xs text-slate-600">Source: {card.source}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Article() {
  return (
    <section aria-labelledby="guide-heading" className="max-w-3xl space-y-3 text-slate-700">
      <h2 id="guide-heading" className="text-2xl font-bold text-slate-900">
        Planning for retirement
      </h2>

      <h3 className="pt-2 text-xl font-bold text-slate-900">The 4% rule</h3>
      <p>
        The 4% rule comes from a 1994 study by financial planner William Bengen, who tested
        withdrawals against historical US stock and bond returns. Taking 4% of your savings in the
        first year of retirement, then raising that dollar amount with inflation each year, would
        have lasted at least 30 years in every period he looked at. Turned around, it says you need
        about 25 times the yearly income you want from your savings: $1,000,000 supports roughly
        $40,000 in the first year.
      </p>
      <p>
        It is a rule of thumb drawn from past US markets, not a guarantee. Future returns may be
        lower, fees reduce what you can take out, and a retirement longer than 30 years calls for
        more caution. This calculator uses your own return, inflation and time horizon instead.
      </p>

      <h3 className="pt-2 text-xl font-bold text-slate-900">Savings milestones by age</h3>
      <p>
        A commonly cited guideline from Fidelity Investments suggests aiming to have saved about 1×
        your salary by 30, 3× by 40, 6× by 50, 8× by 60 and 10× by 67. It assumes you save around
        15% of your pay from age 25 and retire at 67, so treat it as a rough benchmark. Your own
        target depends on the income you want, which is what the calculator above works out.
      </p>
      <p>
        If you are behind, you have more levers than you might think: catch-up contributions from
        50, working a few years longer, and delaying Social Security, whose monthly benefit grows
        for each year you wait past your full retirement age, up to 70.
      </p>

      <h3 className="pt-2 text-xl font-bold text-slate-900">{FIGURES_YEAR} contribution limits</h3>
      <TableScroll label={`${FIGURES_YEAR} contribution limits`}>
        <table className="w-full text-left text-sm">
          <caption className="pb-2 text-left text-slate-700">
            Yearly limits per person (IRS, {IRS_LIMITS.year})
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2">
                Account
              </th>
              <th scope="col" className="py-2 text-right">
                {IRS_LIMITS.year} limit
              </th>
            </tr>
          </thead>
          <tbody>
            {LIMITS.map((row) => (
              <tr key={row.label} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 align-top font-normal">
                  {row.label}
                </th>
                <td className="py-2 text-right align-top whitespace-nowrap tabular-nums">
                  <span className="font-semibold text-slate-900">{formatDollars(row.limit)}</span>
                  {row.total ? (
                    <span className="block text-xs">{formatDollars(row.total)} in total</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        Employer contributions such as a match do not count toward your own limit. From{' '}
        {FIGURES_YEAR}, people who earned above a set amount from their employer the year before
        must make their workplace catch-up contributions as Roth contributions.
      </p>

      <h3 className="pt-2 text-xl font-bold text-slate-900">Types of retirement accounts</h3>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong className="text-slate-900">401(k):</strong> a workplace plan offered by many
          private employers. Contributions come straight out of your paycheck, either before tax
          (traditional) or after tax (Roth, where the plan offers it). Many employers add a match.
        </li>
        <li>
          <strong className="text-slate-900">403(b):</strong> the same idea for public schools,
          hospitals and other nonprofit employers, with the same contribution limits.
        </li>
        <li>
          <strong className="text-slate-900">Traditional IRA:</strong> an account you open yourself
          if you have earned income. Contributions may be tax-deductible, depending on your income
          and whether you have a workplace plan; withdrawals are taxed as income.
        </li>
        <li>
          <strong className="text-slate-900">Roth IRA:</strong> you contribute money you have
          already paid tax on, and qualified withdrawals in retirement are tax-free. There are
          income limits on who can contribute directly.
        </li>
      </ul>
      <p>
        <strong className="text-slate-900">A note on HSAs:</strong> if you have a high-deductible
        health plan, a health savings account lets you save for medical costs with a tax deduction,
        tax-free growth and tax-free withdrawals for qualified medical expenses. After 65 you can
        also withdraw for other purposes without a penalty (paying income tax), so an HSA can help
        with healthcare costs in retirement. It has its own yearly limits.
      </p>
      <p className="text-sm">
        This page is for education, not personal financial advice. Consider talking with a fiduciary
        financial planner about your situation.
      </p>
    </section>
  )
}

function Checklist() {
  const [done, setDone] = useState<readonly boolean[]>(() => RETIREMENT_CHECKLIST.map(() => false))
  const count = done.filter(Boolean).length
  return (
    <section aria-labelledby="checklist-heading">
      <h2 id="checklist-heading" className="text-2xl font-bold text-slate-900">
        Your retirement checklist
      </h2>
      <p className="mt-1 text-slate-700">
        Tick what you have done. Your ticks stay on this page only and are not saved.
      </p>
      <ul className="mt-4 space-y-2">
        {RETIREMENT_CHECKLIST.map((item, index) => (
          <li key={item}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 has-checked:border-green-700 has-checked:bg-green-50">
              <input
                type="checkbox"
                checked={done[index] ?? false}
                onChange={(event) =>
                  setDone((current) =>
                    current.map((value, i) => (i === index ? event.target.checked : value)),
                  )
                }
                className="mt-0.5 size-6 shrink-0 accent-green-700"
              />
              <span className="text-slate-800">{item}</span>
            </label>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 font-semibold text-slate-900">
        {count} of {RETIREMENT_CHECKLIST.length} done
        {count === RETIREMENT_CHECKLIST.length ? ': well done!' : ''}
      </p>
    </section>
  )
}

/** Statistics, guide text and checklist below the calculator (seed 001 §2, retirement page). */
export function RetirementGuide() {
  return (
    <div className="no-print mx-auto max-w-6xl space-y-10 px-4 py-10">
      <Statistics />
      <Article />
      <Checklist />
    </div>
  )
}
