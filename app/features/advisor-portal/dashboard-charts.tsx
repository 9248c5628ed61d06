import { useMemo } from 'react'
import { DonutChart } from '~/ui/charts/donut-chart'
import { XYChart } from '~/ui/charts/xy-chart'
import {
  activityChart,
  activitySummary,
  distributionChart,
  distributionSummary,
  roiChart,
  roiSummary,
} from './portal-charts'
import { formatCount, formatDay, formatMonth, percentOf } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import { CATEGORY_LABELS } from './portal-format'
import { SOLD_CATEGORIES, type AdvisorStats } from './portal-types'

/** What each chart's drawing is described by: its summary is just above it, its figures below. */
const NUMBERS_BELOW = 'The figures are in the table under “Show the numbers”.'

/**
 * A chart with its numbers: a sentence that sums it up, the chart itself (SVG drawn on the server)
 * and the full figures in a table anyone can open.
 */
function ChartCard({
  id,
  title,
  summary,
  chart,
  table,
  className = '',
}: {
  id: string
  title: string
  summary: string
  chart: React.ReactNode
  table: React.ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p id={`${id}-summary`} className="mt-1 text-sm text-slate-700">
        {summary}
      </p>
      <div className="mt-4">{chart}</div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline underline-offset-2">
          Show the numbers
        </summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200">
          {table}
        </div>
      </details>
    </section>
  )
}

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string
  headers: readonly string[]
  rows: readonly (readonly string[])[]
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header, index) => (
            <th
              key={header}
              scope="col"
              className={`sticky top-0 bg-slate-100 px-3 py-2 font-semibold text-slate-900 ${index ? 'text-right' : ''}`}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]} className="border-t border-slate-200">
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="px-3 py-1.5 font-normal text-slate-800">
                  {cell}
                </th>
              ) : (
                <td key={index} className="px-3 py-1.5 text-right text-slate-800 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ActivityChart({ activity }: { activity: AdvisorStats['activity'] }) {
  const spec = useMemo(() => activityChart(activity), [activity])
  const summary = activitySummary(activity)
  return (
    <ChartCard
      id="activity"
      title="Lead activity"
      summary={summary}
      className="lg:col-span-2"
      chart={<XYChart {...spec} title="Leads matched per day" description={NUMBERS_BELOW} />}
      table={
        <DataTable
          caption="Leads matched per day, last 30 days"
          headers={['Day', 'Leads']}
          rows={activity.map((day) => [formatDay(day.date), formatCount(day.count)])}
        />
      }
    />
  )
}

export function DistributionChart({
  distribution,
}: {
  distribution: AdvisorStats['distribution']
}) {
  const spec = useMemo(() => distributionChart(distribution), [distribution])
  const summary = distributionSummary(distribution)
  const total = SOLD_CATEGORIES.reduce((sum, category) => sum + distribution[category], 0)
  return (
    <ChartCard
      id="distribution"
      title="Lead distribution"
      summary={summary}
      chart={<DonutChart {...spec} title="Leads by category" description={NUMBERS_BELOW} />}
      table={
        <DataTable
          caption="Leads by category"
          headers={['Category', 'Leads', 'Share']}
          rows={SOLD_CATEGORIES.map((category) => [
            CATEGORY_LABELS[category],
            formatCount(distribution[category]),
            percentOf(distribution[category], total),
          ])}
        />
      }
    />
  )
}

export function RoiChart({ roi }: { roi: AdvisorStats['roi'] }) {
  const spec = useMemo(() => roiChart(roi.months), [roi.months])
  const summary = roiSummary(roi)
  return (
    <ChartCard
      id="roi-chart"
      title="Return on your subscription"
      summary={summary}
      className="lg:col-span-2"
      chart={
        <XYChart
          {...spec}
          title="Subscription cost and revenue by month"
          description={NUMBERS_BELOW}
        />
      }
      table={
        <DataTable
          caption="Subscription cost and revenue from converted clients, by month"
          headers={['Month', 'Cost', 'Revenue']}
          rows={roi.months.map((m) => [
            formatMonth(m.month),
            formatDollars(m.cost),
            formatDollars(m.revenue),
          ])}
        />
      }
    />
  )
}
