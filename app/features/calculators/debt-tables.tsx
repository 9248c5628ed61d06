import { useId, useState } from 'react'
import {
  addMonths,
  type DebtPlan,
  type StrategyComparison,
  type StrategyOutcome,
  type YearMonth,
} from './debt'
import { formatMonth, formatMonths, formatShortMonth } from './debt-form'
import { formatDollars, formatPercent } from '~/lib/money'
import { TableScroll } from './ui/table-scroll'

/** Rows of the schedule shown before "Show All N Months" (seed 001 §2). */
export const SCHEDULE_PREVIEW_ROWS = 12

export function PaymentSchedule({ plan, start }: { plan: DebtPlan; start: YearMonth }) {
  const [showAll, setShowAll] = useState(false)
  const bodyId = useId()
  const rows = plan.monthlySchedule
  const long = rows.length > SCHEDULE_PREVIEW_ROWS
  const oneOffs = plan.withoutOneOffs !== null
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Monthly Payment Schedule</h3>
      <TableScroll label="Monthly payment schedule">
        <table className="w-full min-w-[36rem] text-right text-sm tabular-nums">
          <caption className="sr-only">
            Payment, principal, interest and balance left at the end of each month
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 text-left">
                Month
              </th>
              <th scope="col" className="py-2">
                Payment
              </th>
              {oneOffs ? (
                <th scope="col" className="py-2">
                  One-off
                </th>
              ) : null}
              <th scope="col" className="py-2">
                Principal
              </th>
              <th scope="col" className="py-2">
                Interest
              </th>
              <th scope="col" className="py-2">
                Balance
              </th>
              <th scope="col" className="py-2">
                Progress
              </th>
            </tr>
          </thead>
          <tbody id={bodyId}>
            {rows.map((row, index) => (
              <tr
                key={row.month}
                // Rows past the preview stay in the page so that printing shows the whole plan.
                className={`border-b border-slate-100 ${
                  index >= SCHEDULE_PREVIEW_ROWS && !showAll ? 'hidden print:table-row' : ''
                }`}
              >
                <th scope="row" className="py-2 text-left font-medium">
                  {row.month}
                  <span className="ml-2 text-xs font-normal text-slate-600">
                    {formatShortMonth(addMonths(start, row.month))}
                  </span>
                </th>
                <td className="py-2">{formatDollars(row.payment)}</td>
                {oneOffs ? (
                  <td className="py-2">{row.oneOff > 0 ? formatDollars(row.oneOff) : ''}</td>
                ) : null}
                <td className="py-2">{formatDollars(row.principal)}</td>
                <td className="py-2">{formatDollars(row.interest)}</td>
                <td className="py-2">{formatDollars(row.balance)}</td>
                <td className="py-2">{formatPercent(row.progressPercent, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {long ? (
        <button
          type="button"
          className="btn-secondary no-print mt-3"
          aria-expanded={showAll}
          aria-controls={bodyId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'Show Less' : `Show All ${rows.length} Months`}
        </button>
      ) : null}
    </div>
  )
}

function outcomeTime(outcome: StrategyOutcome) {
  return outcome.finished ? formatMonths(outcome.monthsToPayoff) : 'More than 360 months'
}

/** Which of avalanche and snowball saves more, in one sentence. */
export function comparisonVerdict({ avalanche, snowball }: StrategyComparison): string {
  if (!avalanche.finished && !snowball.finished)
    return 'Neither order pays off these debts within 30 years at this payment.'
  if (avalanche.finished !== snowball.finished)
    return `Only the ${avalanche.finished ? 'avalanche' : 'snowball'} pays off these debts within 30 years.`
  const interestGap = snowball.totalInterest - avalanche.totalInterest
  const monthGap = snowball.monthsToPayoff - avalanche.monthsToPayoff
  if (formatDollars(Math.abs(interestGap)) === '$0' && monthGap === 0)
    return 'Both orders cost the same for these debts: choose the one you will stick with.'
  const [winner, loser, months] =
    interestGap >= 0 ? ['avalanche', 'snowball', monthGap] : ['snowball', 'avalanche', -monthGap]
  const timing =
    months > 0
      ? ` and finishes ${formatMonths(months)} sooner`
      : months < 0
        ? `, though it finishes ${formatMonths(-months)} later`
        : ', finishing in the same month'
  return `The ${winner} saves ${formatDollars(Math.abs(interestGap))} in interest compared with the ${loser}${timing}.`
}

export function StrategyComparisonTable({
  comparison,
  plan,
  start,
}: {
  comparison: StrategyComparison
  plan: DebtPlan
  start: YearMonth
}) {
  const rows = [
    { id: 'avalanche', label: 'Avalanche (highest interest first)', outcome: comparison.avalanche },
    { id: 'snowball', label: 'Snowball (smallest balance first)', outcome: comparison.snowball },
    ...(plan.strategy === 'custom'
      ? [
          {
            id: 'custom',
            label: 'Your custom order',
            outcome: {
              totalInterest: plan.totalInterest,
              interestPaid: plan.interestPaid,
              monthsToPayoff: plan.monthsToPayoff,
              debtFreeDate: plan.debtFreeDate,
              finished: plan.finished,
            },
          },
        ]
      : []),
  ]
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Strategy Comparison</h3>
      <p className="mt-1 font-medium text-slate-800" data-testid="comparison-verdict">
        {comparisonVerdict(comparison)}
      </p>
      <TableScroll label="Strategy comparison">
        <table className="w-full min-w-[30rem] text-right text-sm tabular-nums">
          <caption className="sr-only">
            Total interest and payoff time of each payoff order, same debts and extra payment
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 text-left">
                Strategy
              </th>
              <th scope="col" className="py-2">
                Total interest
              </th>
              <th scope="col" className="py-2">
                Payoff time
              </th>
              <th scope="col" className="py-2">
                Debt-free date
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ id, label, outcome }) => {
              const chosen = plan.strategy === id
              return (
                <tr key={id} className={`border-b border-slate-100 ${chosen ? 'bg-brand-50' : ''}`}>
                  <th scope="row" className="py-2 pl-2 text-left font-medium">
                    {label}
                    {chosen ? (
                      <span className="ml-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                        Your choice
                      </span>
                    ) : null}
                  </th>
                  <td className="py-2">
                    {outcome.finished
                      ? formatDollars(outcome.totalInterest)
                      : `${formatDollars(outcome.interestPaid)} paid in 30 years`}
                  </td>
                  <td className="py-2">{outcomeTime(outcome)}</td>
                  <td className="py-2 pr-2">
                    {outcome.debtFreeDate
                      ? formatMonth(outcome.debtFreeDate)
                      : `Not by ${formatMonth(addMonths(start, outcome.monthsToPayoff))}`}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  )
}
