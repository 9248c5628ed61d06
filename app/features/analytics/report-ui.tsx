import type { ReactNode } from 'react'
import { Panel, Table } from '~/features/admin'
import { REPORT_TABLES, type AnalyticsReport, type DayRow, type ReportTableKey } from './report'
import { formatOneDecimal } from '~/lib/format'
import { XYChart } from '~/ui/charts/xy-chart'

const cellText = (value: string | number | null) =>
  value === null ? '–' : typeof value === 'number' ? formatOneDecimal(value) : value

/** A CSV link for one table of the report, for the same period. */
function CsvLink({ table, days }: { table: ReportTableKey; days: number }) {
  return (
    <a
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      href={`/admin/analytics/export?${new URLSearchParams({ table, days: String(days) })}`}
      download
    >
      Download CSV<span className="sr-only"> of {REPORT_TABLES[table].title.toLowerCase()}</span>
    </a>
  )
}

/** One table of the report, written from its definition (the same one the CSV uses). */
export function ReportTable({
  report,
  table,
  empty,
  before,
}: {
  report: AnalyticsReport
  table: ReportTableKey
  empty: string
  /** Shown above the table (a chart of the same figures). */
  before?: ReactNode
}) {
  const definition = REPORT_TABLES[table]
  const rows = definition.rows(report)
  const note = 'note' in definition ? definition.note : undefined
  return (
    <Panel title={definition.title}>
      {note ? <p className="mb-3 text-sm text-slate-700">{note}</p> : null}
      {before}
      {rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <Table caption={definition.title}>
          <thead>
            <tr>
              {definition.columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {definition.columns.map((column) => (
                  <td key={column.header}>{cellText(column.value(row as never))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <CsvLink table={table} days={report.days} />
    </Panel>
  )
}

/**
 * Page views per day as a bar chart drawn on the server; the table below it holds the same
 * figures.
 */
export function DailyChart({ days }: { days: readonly DayRow[] }) {
  const max = Math.max(1, ...days.map((d) => d.pageViews))
  const total = days.reduce((sum, d) => sum + d.pageViews, 0)
  return (
    <figure className="mb-4">
      <XYChart
        title="Page views per day"
        description="The figures are in the table below the chart."
        labels={days.map((d) => d.day.slice(5))}
        series={[
          {
            kind: 'bar',
            label: 'Page views',
            values: days.map((d) => d.pageViews),
            color: '#2563eb',
          },
        ]}
        legend="none"
        formatTick={formatOneDecimal}
        formatValue={formatOneDecimal}
        tooltip={(index) => {
          const d = days[index]
          return {
            heading: d?.day ?? '',
            lines: d
              ? [
                  `${formatOneDecimal(d.pageViews)} page views`,
                  `${formatOneDecimal(d.visitors)} visitors`,
                ]
              : [],
          }
        }}
        heightClass="h-40"
      />
      <figcaption className="mt-2 text-sm text-slate-700">
        {formatOneDecimal(total)} page views from {days[0]?.day} to {days[days.length - 1]?.day}{' '}
        (UTC); the busiest day had {formatOneDecimal(max === 1 && total === 0 ? 0 : max)}.
      </figcaption>
    </figure>
  )
}
