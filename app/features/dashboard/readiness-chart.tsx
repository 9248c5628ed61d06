import { formatDay, formatShortDay } from '~/lib/format'
import { XYChart } from '~/ui/charts/xy-chart'

export interface ChartPoint {
  id: string
  score: number
  readinessLevel: string
  fromAssessment: boolean
  at: string
}

/** The two thresholds of the score: Nearly Ready from 50, Investment Ready from 75. */
const GUIDES = [
  { value: 50, label: 'Nearly Ready (50)', color: '#b45309' },
  { value: 75, label: 'Investment Ready (75)', color: '#15803d' },
] as const

/**
 * The readiness score history as a line chart drawn on the server, with a text summary as its
 * name and the same figures in a table.
 */
export function ReadinessChart({ points }: { points: readonly ChartPoint[] }) {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const summary =
    points.length === 1
      ? `One score so far: ${last.score} out of 100 on ${formatDay(last.at)}.`
      : `${points.length} scores, from ${first.score} on ${formatDay(first.at)} to ${last.score} on ${formatDay(last.at)}.`
  return (
    <div className="space-y-3">
      <XYChart
        title={`Investment Readiness score history. ${summary}`}
        description="Dashed lines mark 50 (Nearly Ready) and 75 (Investment Ready). The scores are in the table below the chart."
        labels={points.map((point) => formatShortDay(point.at))}
        series={[
          {
            kind: 'line',
            label: 'Score',
            values: points.map((p) => p.score),
            color: '#1d4ed8',
            marks: 'all',
          },
        ]}
        guides={GUIDES}
        valueRange={[0, 100]}
        integers
        formatTick={String}
        formatValue={(score) => `${score} out of 100`}
        heightClass="h-56 sm:h-64"
      />
      <p className="text-sm text-slate-700">{summary}</p>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="min-h-6 cursor-pointer font-semibold text-brand-800">
          Show the scores as a table
        </summary>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Investment Readiness score history, oldest first</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3">
                Date
              </th>
              <th scope="col" className="py-2 pr-3">
                Score
              </th>
              <th scope="col" className="py-2 pr-3">
                Level
              </th>
              <th scope="col" className="py-2">
                From
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.id} className="border-b border-slate-100">
                <td className="py-2 pr-3">{formatDay(point.at)}</td>
                <td className="py-2 pr-3 tabular-nums">{point.score}</td>
                <td className="py-2 pr-3">{point.readinessLevel}</td>
                <td className="py-2">{point.fromAssessment ? 'Assessment' : 'Score update'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
