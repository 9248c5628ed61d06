import { useId, useState } from 'react'
import {
  addMonths,
  UNFINISHED_MESSAGES,
  type DebtPlan,
  type StrategyComparison,
  type StrategyOutcome,
  type YearMonth,
} from './debt'
import {
  debtLabel,
  formatMonth,
  formatMonths,
  formatShortMonth,
  formatYearsAndMonths,
} from './debt-form'
import { formatDollars } from './money'
import { ResultStat } from './ui/calculator-page'
import { TableScroll } from './ui/table-scroll'

/** Rows of the schedule shown before "Show All N Months" (seed 001 §2). */
export const SCHEDULE_PREVIEW_ROWS = 12

/** The sentence at the top of the results, read out when it changes. */
export function PlanSummary({ plan }: { plan: DebtPlan }) {
  let content: React.ReactNode
  if (plan.totalDebt === 0) {
    content = (
      <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
        Enter a balance above $0 for at least one debt to see your payoff plan.
      </p>
    )
  } else if (!plan.finished || !plan.debtFreeDate) {
    content = (
      <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {UNFINISHED_MESSAGES[plan.unfinishedReason ?? 'longer-than-360-months']}
        </p>
        <p className="mt-1">
          After 360 months you would still owe {formatDollars(plan.remainingBalance)}.
        </p>
      </div>
    )
  } else {
    content = (
      <p className="rounded-xl bg-green-50 p-4 text-lg text-green-900">
        You can be debt-free by <strong>{formatMonth(plan.debtFreeDate)}</strong>,{' '}
        {formatMonths(plan.monthsToPayoff)} from now, paying {formatDollars(plan.monthlyPayment)} a
        month.
      </p>
    )
  }
  return (
    <div aria-live="polite" data-testid="plan-summary">
      {content}
    </div>
  )
}

export function PlanStats({ plan, extra }: { plan: DebtPlan; extra: number }) {
  const finished = plan.finished && plan.debtFreeDate !== null
  const minimums = plan.monthlyPayment - extra
  return (
    // Seven figures: on wide screens the date leads its row and the two savings share the last.
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-6">
      <Cell className="sm:col-span-2 xl:col-span-4">
        <ResultStat
          name="debtFreeDate"
          label="Debt-Free Date"
          value={
            finished && plan.debtFreeDate ? formatMonth(plan.debtFreeDate) : 'Not within 30 years'
          }
          detail={finished ? `${formatMonths(plan.monthsToPayoff)} from now` : 'Payments too low'}
          tone={finished ? 'brand' : 'red'}
        />
      </Cell>
      <Cell className="xl:col-span-2">
        <ResultStat
          name="monthsToPayoff"
          label="Time to Payoff"
          value={finished ? formatMonths(plan.monthsToPayoff) : 'More than 360 months'}
          detail={finished ? (formatYearsAndMonths(plan.monthsToPayoff) ?? undefined) : undefined}
        />
      </Cell>
      <Cell className="xl:col-span-2">
        <ResultStat name="totalDebt" label="Total Debt" value={formatDollars(plan.totalDebt)} />
      </Cell>
      <Cell className="xl:col-span-2">
        <ResultStat
          name="totalInterest"
          label="Total Interest"
          value={formatDollars(plan.totalInterest)}
          detail={finished ? 'paid over the whole plan' : 'paid in the first 30 years'}
        />
      </Cell>
      <Cell className="xl:col-span-2">
        <ResultStat
          name="monthlyPayment"
          label="Monthly Payment"
          value={formatDollars(plan.monthlyPayment)}
          detail={`${formatDollars(minimums)} in minimums + ${formatDollars(extra)} extra`}
        />
      </Cell>
      <Cell className="xl:col-span-3">
        <ResultStat
          name="interestSaved"
          label="Interest Saved"
          value={formatDollars(plan.interestSaved)}
          detail={
            finished
              ? 'compared with paying only the minimums'
              : 'in the first 30 years, compared with paying only the minimums'
          }
          tone="green"
        />
      </Cell>
      <Cell className="xl:col-span-3">
        <ResultStat
          name="monthsSaved"
          label="Months Saved"
          value={formatMonths(plan.monthsSaved)}
          detail={
            !finished
              ? 'neither this plan nor the minimums alone finish within 30 years'
              : plan.minimumOnly.finished
                ? 'sooner than paying only the minimums'
                : 'at least: the minimums alone would take more than 30 years'
          }
          tone="green"
        />
      </Cell>
    </div>
  )
}

/** A grid cell whose card fills the row's height. */
function Cell({ className, children }: { className: string; children: React.ReactNode }) {
  return <div className={`${className} [&>div]:h-full`}>{children}</div>
}

export function PayoffOrder({ plan, start }: { plan: DebtPlan; start: YearMonth }) {
  const paidOff = new Set(plan.payoffOrder.map((step) => step.debtIndex))
  const unpaid = plan.balancesByDebt.filter((series) => !paidOff.has(series.debtIndex))
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Payoff Order</h3>
      <ol className="mt-3 space-y-2">
        {plan.payoffOrder.map((step, position) => (
          <li
            key={step.debtIndex}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {position + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">
                {debtLabel(step.name, step.debtIndex)}
              </span>
              <span className="block text-sm text-slate-700">
                Paid off in {formatMonth(step.date)} (month {step.month})
              </span>
            </span>
          </li>
        ))}
        {unpaid.map((series) => (
          <li
            key={series.debtIndex}
            className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-red-700 font-bold text-white"
            >
              !
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">
                {debtLabel(series.name, series.debtIndex)}
              </span>
              <span className="block text-sm text-red-900">
                Not paid off by {formatMonth(addMonths(start, plan.monthsToPayoff))}:{' '}
                {formatDollars(series.balances.at(-1) ?? 0)} still owed
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}

export function PaymentSchedule({ plan, start }: { plan: DebtPlan; start: YearMonth }) {
  const [showAll, setShowAll] = useState(false)
  const bodyId = useId()
  const rows = plan.monthlySchedule
  const long = rows.length > SCHEDULE_PREVIEW_ROWS
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
                <td className="py-2">{formatDollars(row.principal)}</td>
                <td className="py-2">{formatDollars(row.interest)}</td>
                <td className="py-2">{formatDollars(row.balance)}</td>
                <td className="py-2">{row.progressPercent.toFixed(1)}%</td>
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
  if (Math.round(Math.abs(interestGap)) === 0 && monthGap === 0)
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
                  <td className="py-2">{formatDollars(outcome.totalInterest)}</td>
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
