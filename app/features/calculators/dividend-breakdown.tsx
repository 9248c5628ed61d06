import { useId, useState } from 'react'
import {
  pickSummaryYears,
  type DividendInput,
  type DividendResult,
  type DividendYear,
} from './dividend'
import { formatDollars, formatNumber, formatPercent } from '~/lib/money'
import { TableScroll } from './ui/table-scroll'

const percent = (value: number) => formatPercent(value)
const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`

/** Figures derived from the result that the summary cards do not show. */
export function DividendStatistics({
  input,
  result,
}: {
  input: DividendInput
  result: DividendResult
}) {
  const headingId = useId()
  const rows = result.yearlyBreakdown
  const first = rows[0]
  const last = rows.at(-1)
  const yearlyAdditions = input.monthly * 12
  const coverYear =
    yearlyAdditions > 0 ? rows.find((row) => row.annualDividend >= yearlyAdditions)?.year : null

  const stats = [
    {
      label: 'Dividends before tax',
      value: formatDollars(result.totalDividendsBeforeTax),
      detail: `paid over ${yearsText(input.years)}`,
    },
    {
      label: 'Tax withheld on dividends',
      value: formatDollars(result.totalTaxPaid),
      detail: `at a ${input.taxRate}% tax rate`,
    },
    {
      label: 'Average dividend income a year',
      value: formatDollars(result.totalDividends / input.years),
      detail: 'after tax',
    },
    {
      label: 'Income growth, first to final year',
      value:
        first && last && first.annualDividend > 0
          ? `${formatNumber(last.annualDividend / first.annualDividend, 1)}×`
          : 'No dividends',
      detail: `${formatDollars(first?.annualDividend ?? 0)} in year 1, ${formatDollars(last?.annualDividend ?? 0)} in year ${input.years}`,
    },
    {
      label: 'Dividends cover your monthly additions',
      value:
        yearlyAdditions === 0 ? 'No additions' : coverYear ? `From year ${coverYear}` : 'Not yet',
      detail:
        yearlyAdditions === 0
          ? 'no monthly additions entered'
          : coverYear
            ? `after-tax dividends reach ${formatDollars(yearlyAdditions)} a year`
            : `dividends stay under ${formatDollars(yearlyAdditions)} a year for ${yearsText(input.years)}`,
    },
    {
      label: 'Current yield in the final year',
      value: percent(last?.currentYield ?? 0),
      detail: 'what a new buyer would receive',
    },
  ]

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        Dividend Statistics
      </h3>
      <dl className="mt-3 grid gap-3 [overflow-wrap:anywhere] sm:grid-cols-2 xl:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{stat.value}</dd>
            <dd className="text-sm text-slate-700">{stat.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The yearly breakdown: five telling years on screen (pickSummaryYears) with a toggle for the rest.
 * Every row is in the page so that printing always shows all years.
 */
export function DividendBreakdown({
  rows,
  taxRate,
}: {
  rows: readonly DividendYear[]
  taxRate: number
}) {
  const [showAll, setShowAll] = useState(false)
  const bodyId = useId()
  const summaryYears = new Set(pickSummaryYears(rows).map((row) => row.year))
  const canToggle = rows.length > summaryYears.size

  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Yearly Breakdown</h3>
      <p className="mt-1 text-sm text-slate-700">
        Portfolio value at the end of each year. Dividends are after the {taxRate}% tax; Dividend
        Growth is the change in your dividend income over the year before.
      </p>
      <TableScroll label="Yearly breakdown">
        <table className="w-full min-w-[36rem] text-right text-sm tabular-nums">
          <caption className="sr-only">
            Portfolio value, dividends and yield for each year
            {canToggle && !showAll ? `: ${summaryYears.size} of ${rows.length} years shown` : ''}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 text-left">
                Year
              </th>
              <th scope="col" className="py-2">
                Portfolio Value
              </th>
              <th scope="col" className="py-2">
                Annual Dividend
              </th>
              <th scope="col" className="py-2">
                Current Yield
              </th>
              <th scope="col" className="py-2">
                Total Dividends
              </th>
              <th scope="col" className="py-2">
                Dividend Growth
              </th>
            </tr>
          </thead>
          <tbody id={bodyId}>
            {rows.map((row) => (
              <tr
                key={row.year}
                className={`border-b border-slate-100 ${
                  showAll || summaryYears.has(row.year) ? '' : 'hidden print:table-row'
                }`}
              >
                <th scope="row" className="py-2 text-left font-medium">
                  {row.year}
                </th>
                <td className="py-2">{formatDollars(row.portfolioValue)}</td>
                <td className="py-2">{formatDollars(row.annualDividend)}</td>
                <td className="py-2">{percent(row.currentYield)}</td>
                <td className="py-2">{formatDollars(row.totalDividends)}</td>
                {/* relative: keeps the sr-only text inside the scroller instead of widening the page */}
                <td className="relative py-2">
                  {row.dividendGrowth === null ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">no earlier year to compare</span>
                    </>
                  ) : (
                    percent(row.dividendGrowth)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {canToggle ? (
        <button
          type="button"
          className="btn-secondary no-print mt-3"
          aria-expanded={showAll}
          aria-controls={bodyId}
          onClick={() => setShowAll((shown) => !shown)}
        >
          {showAll ? 'Show fewer years' : `Show all ${rows.length} years`}
        </button>
      ) : null}
    </div>
  )
}
