import { TableScroll } from './table-scroll'

/** One month of paying a balance down: what was paid, how it split, and what is left. */
export interface PaymentRow {
  month: number
  payment: number
  interest: number
  principal: number
  /** Owed after the month's payment. */
  balance: number
}

const COLUMNS = ['Payment', 'Interest', 'Principal', 'Balance'] as const

/** A month-by-month schedule of payments, interest, principal and the balance left. */
export function PaymentSchedule({
  rows,
  label,
  caption,
  format,
  minWidth = 'min-w-[28rem]',
}: {
  rows: readonly PaymentRow[]
  /** The scrolling region's name. */
  label: string
  caption: string
  format: (amount: number) => string
  minWidth?: string
}) {
  return (
    <TableScroll label={label}>
      <table className={`w-full ${minWidth} text-right text-sm tabular-nums`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 text-left">
              Month
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 text-left font-medium">
                {row.month}
              </th>
              <td className="py-1.5">{format(row.payment)}</td>
              <td className="py-1.5">{format(row.interest)}</td>
              <td className="py-1.5">{format(row.principal)}</td>
              <td className="py-1.5">{format(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
