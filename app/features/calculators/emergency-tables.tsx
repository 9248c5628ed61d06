import type { EmergencyResult } from './emergency'
import { EXPENSE_COLORS, timelineStatus } from './emergency-charts'
import { percentOfTarget } from './emergency-progress'
import { formatDollars, formatPercent } from '~/lib/money'
import { TableScroll } from './ui/table-scroll'

const headClass = 'border-b border-slate-300 text-slate-700'
const rowClass = 'border-b border-slate-100'

const monthsCell = (months: number) => (months === 0 ? 'Reached' : String(months))

export function ScenarioTable({
  result,
  currentFund,
  monthlySavings,
}: {
  result: EmergencyResult
  currentFund: number
  monthlySavings: number
}) {
  const goals = [3, 6, 12].map((months) => ({
    months,
    amount: result.monthlyExpenses * months,
  }))
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Savings Scenarios</h3>
      <p className="mt-1 text-slate-700">
        Months of saving it takes to reach 3, 6 and 12 months of expenses at different monthly
        amounts, starting from your current fund of {formatDollars(currentFund)}.
      </p>
      <TableScroll label="Savings scenarios">
        <table className="w-full min-w-[20rem] text-right text-sm tabular-nums">
          <caption className="sr-only">
            Months of saving needed to reach each goal, by amount saved each month
          </caption>
          <thead>
            <tr className={headClass}>
              <th scope="col" className="py-2 text-left">
                Save each month
              </th>
              {goals.map((goal) => (
                <th key={goal.months} scope="col" className="py-2 pl-3 whitespace-nowrap">
                  {goal.months} months
                  <span className="block font-normal">{formatDollars(goal.amount)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.scenarios.map((row) => {
              const yours = row.amount === monthlySavings
              return (
                <tr key={row.amount} className={`${rowClass} ${yours ? 'bg-brand-50' : ''}`}>
                  <th scope="row" className="py-2 text-left font-medium">
                    {formatDollars(row.amount)}
                    {yours ? <span className="block text-xs font-normal">your amount</span> : null}
                  </th>
                  <td className="py-2">{monthsCell(row.threeMonths)}</td>
                  <td className="py-2">{monthsCell(row.sixMonths)}</td>
                  <td className="py-2">{monthsCell(row.twelveMonths)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  )
}

export function GoalTimelineTable({ result }: { result: EmergencyResult }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Goal Timeline</h3>
      <TableScroll label="Goal timeline">
        <table className="w-full min-w-[20rem] text-right text-sm tabular-nums">
          <caption className="sr-only">
            Months of saving needed to reach each milestone at your monthly savings
          </caption>
          <thead>
            <tr className={headClass}>
              <th scope="col" className="py-2 text-left">
                Milestone
              </th>
              <th scope="col" className="py-2">
                Amount
              </th>
              <th scope="col" className="py-2 text-left pl-6">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {result.goalTimeline.map((step) => {
              const status = timelineStatus(step.monthsNeeded)
              return (
                <tr key={step.label} className={rowClass}>
                  <th scope="row" className="py-2 text-left font-medium">
                    {step.label}
                  </th>
                  <td className="py-2">{formatDollars(step.amount)}</td>
                  <td className="py-2 pl-6 text-left">
                    <span
                      aria-hidden="true"
                      className="mr-2 inline-block size-2.5 rounded-full"
                      style={{ backgroundColor: status.color }}
                    />
                    {status.text}
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

export function ExpenseBreakdownTable({ result }: { result: EmergencyResult }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Expense Breakdown</h3>
      <TableScroll label="Expense breakdown">
        <table className="w-full min-w-[20rem] text-right text-sm tabular-nums">
          <caption className="sr-only">Your essential monthly expenses by category</caption>
          <thead>
            <tr className={headClass}>
              <th scope="col" className="py-2 text-left">
                Category
              </th>
              <th scope="col" className="py-2">
                Per month
              </th>
              <th scope="col" className="py-2">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {result.expenseBreakdown.map((share, index) => (
              <tr key={share.category} className={rowClass}>
                <th scope="row" className="py-2 text-left font-medium">
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-block size-2.5 rounded-full"
                    style={{ backgroundColor: EXPENSE_COLORS[index] }}
                  />
                  {share.label}
                </th>
                <td className="py-2">{formatDollars(share.amount)}</td>
                <td className="py-2">{formatPercent(share.percent, 1)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-2 text-left">
                Total
              </th>
              <td className="py-2">{formatDollars(result.monthlyExpenses)}</td>
              <td className="py-2">{result.monthlyExpenses > 0 ? '100.0%' : '0.0%'}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </div>
  )
}

export function ProgressTable({ result }: { result: EmergencyResult }) {
  const months = result.progressSeries.length - 1
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer font-semibold text-slate-900">
        Month-by-month savings progress ({months} {months === 1 ? 'month' : 'months'})
      </summary>
      <TableScroll label="Month-by-month savings progress">
        <table className="w-full min-w-[20rem] text-right text-sm tabular-nums">
          <caption className="sr-only">
            Emergency fund balance after each month of saving, capped at your target
          </caption>
          <thead>
            <tr className={headClass}>
              <th scope="col" className="py-2 text-left">
                Month
              </th>
              <th scope="col" className="py-2">
                Balance
              </th>
              <th scope="col" className="py-2">
                % of target
              </th>
            </tr>
          </thead>
          <tbody>
            {result.progressSeries.map((point) => (
              <tr key={point.month} className={rowClass}>
                <th scope="row" className="py-2 text-left font-medium">
                  {point.month === 0 ? 'Now' : point.month}
                </th>
                <td className="py-2">{formatDollars(point.balance)}</td>
                <td className="py-2">
                  {formatPercent(percentOfTarget(point.balance, point.target), 1)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  )
}
