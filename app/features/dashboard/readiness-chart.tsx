import { useId } from 'react'
import { formatDate, formatShortDate } from './format'

export interface ChartPoint {
  id: string
  score: number
  readinessLevel: string
  fromAssessment: boolean
  at: string
}

const WIDTH = 640
const HEIGHT = 240
const PAD = { top: 16, right: 24, bottom: 36, left: 40 }
const GRID = [0, 25, 50, 75, 100]

const plotWidth = WIDTH - PAD.left - PAD.right
const plotHeight = HEIGHT - PAD.top - PAD.bottom
const yOf = (score: number) => PAD.top + plotHeight * (1 - score / 100)
const xOf = (index: number, count: number) =>
  PAD.left + (count === 1 ? plotWidth / 2 : (plotWidth * index) / (count - 1))

/**
 * The readiness score history as a small inline SVG line chart (no chart library to load), with
 * a text summary as its name and the same figures in a table.
 */
export function ReadinessChart({ points }: { points: readonly ChartPoint[] }) {
  const titleId = useId()
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const summary =
    points.length === 1
      ? `One score so far: ${last.score} out of 100 on ${formatDate(last.at)}.`
      : `${points.length} scores, from ${first.score} on ${formatDate(first.at)} to ${last.score} on ${formatDate(last.at)}.`
  const coordinates = points.map((point, index) => ({
    ...point,
    x: xOf(index, points.length),
    y: yOf(point.score),
  }))
  // Every date fits under a short history; a longer one shows the first and the last.
  const labelled = (index: number) =>
    points.length <= 6 || index === 0 || index === points.length - 1

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full text-slate-600"
      >
        <title id={titleId}>{`Investment Readiness score history. ${summary}`}</title>
        {GRID.map((score) => (
          <g key={score}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yOf(score)}
              y2={yOf(score)}
              stroke="currentColor"
              strokeOpacity={score === 0 ? 0.6 : 0.2}
              strokeDasharray={score === 75 || score === 50 ? '6 4' : undefined}
            />
            <text
              x={PAD.left - 8}
              y={yOf(score)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="13"
              fill="currentColor"
            >
              {score}
            </text>
          </g>
        ))}
        <polyline
          points={coordinates.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="3"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {coordinates.map((point, index) => (
          <g key={point.id}>
            <circle cx={point.x} cy={point.y} r="5" fill="#1d4ed8" stroke="white" strokeWidth="2" />
            {index === coordinates.length - 1 ? (
              <text
                x={point.x}
                y={point.y - 12}
                textAnchor="middle"
                fontSize="14"
                fontWeight="700"
                fill="#0f172a"
              >
                {point.score}
              </text>
            ) : null}
            {labelled(index) ? (
              <text
                x={point.x}
                y={HEIGHT - 12}
                textAnchor={
                  points.length > 1 && index === 0
                    ? 'start'
                    : points.length > 1 && index === points.length - 1
                      ? 'end'
                      : 'middle'
                }
                fontSize="13"
                fill="currentColor"
              >
                {formatShortDate(point.at)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="text-sm text-slate-700">
        {summary} Dashed lines mark 50 (Nearly Ready) and 75 (Investment Ready).
      </figcaption>
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
                <td className="py-2 pr-3">{formatDate(point.at)}</td>
                <td className="py-2 pr-3 tabular-nums">{point.score}</td>
                <td className="py-2 pr-3">{point.readinessLevel}</td>
                <td className="py-2">{point.fromAssessment ? 'Assessment' : 'Score update'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
