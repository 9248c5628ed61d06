import { roundHalfAwayFromZero } from './money'

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | null
}

/** One CSV cell: quoted when needed, and text that a spreadsheet would run as a formula is defused. */
function cell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(roundHalfAwayFromZero(value, 2)) : ''
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A CSV document (RFC 4180, CRLF line ends) with amounts to the cent. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}
