import { useId } from 'react'
import { formatDay, formatShortDay } from '~/lib/format'

export interface ChartPoint {
  id: string
  score: number
  readinessLevel: string
  fromAssessment: boolean
  at: string
}

/**
 * The chart is drawn twice, at two widths, and CSS shows the one that fits: an SVG scales its text
 * with its width, so the narrow drawing keeps the labels readable (at least 12 px) on a phone.
 */
interface Layout {
  width: number
  height: number
  pad: { top: number; right: number; bottom: number; left: number }
  fontSize: number
  /** Up to this many points, every date is labelled; otherwise the first and the last. */
  allDatesUpTo: number
}

const WIDE: Layout = {
  width: 640,
  height: 240,
  pad: { top: 18, right: 24, bottom: 38, left: 44 },
  fontSize: 15,
  allDatesUpTo: 6,
}
const NARROW: Layout = {
  width: 320,
  height: 200,
  pad: { top: 20, right: 14, bottom: 36, left: 34 },
  fontSize: 14,
  allDatesUpTo: 3,
}
const GRID = [0, 25, 50, 75, 100]

/**
 * The readiness score history as a small inline SVG line chart (no chart library to load), with
 * a text summary as its name and the same figures in a table.
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
    <figure className="space-y-3">
      <ChartDrawing
        points={points}
        layout={NARROW}
        title={`Investment Readiness score history. ${summary}`}
        className="mx-auto block h-auto w-full max-w-md sm:hidden"
      />
      <ChartDrawing
        points={points}
        layout={WIDE}
        title={`Investment Readiness score history. ${summary}`}
        className="hidden h-auto w-full sm:block"
      />
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
                <td className="py-2 pr-3">{formatDay(point.at)}</td>
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

function ChartDrawing({
  points,
  layout,
  title,
  className,
}: {
  points: readonly ChartPoint[]
  layout: Layout
  title: string
  className: string
}) {
  const titleId = useId()
  const { width, height, pad, fontSize } = layout
  const plotWidth = width - pad.left - pad.right
  const plotHeight = height - pad.top - pad.bottom
  const yOf = (score: number) => pad.top + plotHeight * (1 - score / 100)
  const xOf = (index: number, count: number) =>
    pad.left + (count === 1 ? plotWidth / 2 : (plotWidth * index) / (count - 1))
  const coordinates = points.map((point, index) => ({
    ...point,
    x: xOf(index, points.length),
    y: yOf(point.score),
  }))
  const labelled = (index: number) =>
    points.length <= layout.allDatesUpTo || index === 0 || index === points.length - 1

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      className={`text-slate-600 ${className}`}
    >
      <title id={titleId}>{title}</title>
      {GRID.map((score) => (
        <g key={score}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={yOf(score)}
            y2={yOf(score)}
            stroke="currentColor"
            strokeOpacity={score === 0 ? 0.6 : 0.2}
            strokeDasharray={score === 75 || score === 50 ? '6 4' : undefined}
          />
          <text
            x={pad.left - 8}
            y={yOf(score)}
            textAnchor="end"
            dominantBaseline="middle"
            fontSize={fontSize}
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
              textAnchor={points.length > 1 ? 'end' : 'middle'}
              fontSize={fontSize + 1}
              fontWeight="700"
              fill="#0f172a"
            >
              {point.score}
            </text>
          ) : null}
          {labelled(index) ? (
            <text
              x={point.x}
              y={height - 12}
              textAnchor={
                points.length > 1 && index === 0
                  ? 'start'
                  : points.length > 1 && index === points.length - 1
                    ? 'end'
                    : 'middle'
              }
              fontSize={fontSize}
              fill="currentColor"
            >
              {formatShortDay(point.at)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  )
}
