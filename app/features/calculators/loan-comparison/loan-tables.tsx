import { formatDollars, formatPercent } from '~/lib/money'
import { PaymentSchedule } from '../ui/payment-schedule'
import { TableScroll } from '../ui/table-scroll'
import type { LoanResult } from './loan'

export interface ComputedLoan {
  index: number
  label: string
  result: LoanResult
}

function termText(months: number) {
  if (months % 12 === 0) return `${months / 12} ${months === 12 ? 'year' : 'years'}`
  return `${months} ${months === 1 ? 'month' : 'months'}`
}

/** The loans side by side; each figure is an <output> named `{figure}-{loan number}`. */
export function LoanComparisonTable({
  loans,
  cheapest,
}: {
  loans: readonly ComputedLoan[]
  cheapest: readonly number[]
}) {
  const rows: { key: string; label: string; value: (r: LoanResult) => string }[] = [
    { key: 'payment', label: 'Monthly payment', value: (r) => formatDollars(r.monthlyPayment) },
    { key: 'term', label: 'Term', value: (r) => termText(r.months) },
    {
      key: 'upfront',
      label: 'Points and fees upfront',
      value: (r) => formatDollars(r.upfrontCost),
    },
    { key: 'interest', label: 'Total interest', value: (r) => formatDollars(r.totalInterest) },
    { key: 'total', label: 'Total cost', value: (r) => formatDollars(r.totalCost) },
    { key: 'apr', label: 'APR with fees', value: (r) => formatPercent(r.aprWithFees, 3) },
  ]
  return (
    <TableScroll label="Loans compared">
      {/* Two loans fit a phone's width; three or four scroll sideways. */}
      <table
        className={`w-full text-right text-sm tabular-nums ${loans.length > 2 ? 'min-w-[34rem]' : 'min-w-[20rem]'}`}
      >
        <caption className="sr-only">Each loan’s payment, costs and APR including fees</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 text-left">
              <span className="sr-only">Figure</span>
            </th>
            {loans.map((loan) => (
              <th key={loan.index} scope="col" className="py-2 pl-3">
                {loan.label}
                {cheapest.includes(loan.index) ? (
                  <span className="block text-xs font-semibold text-green-800">Lowest cost</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="py-2 text-left font-medium">
                {row.label}
              </th>
              {loans.map((loan) => (
                <td key={loan.index} className="py-2 pl-3">
                  <output name={`${row.key}-${loan.index + 1}`}>{row.value(loan.result)}</output>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

/** One loan's amortization schedule, month by month, folded away until opened. */
export function AmortizationSchedule({ loan }: { loan: ComputedLoan }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer font-semibold text-slate-900">
        {loan.label}: amortization schedule ({loan.result.months}{' '}
        {loan.result.months === 1 ? 'month' : 'months'})
      </summary>
      <PaymentSchedule
        rows={loan.result.schedule}
        label={`${loan.label} amortization schedule`}
        caption={`${loan.label}: payment, interest, principal and balance left after each month`}
        format={formatDollars}
      />
    </details>
  )
}
