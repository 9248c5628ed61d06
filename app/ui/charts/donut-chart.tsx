import { useId } from 'react'
import { ChartLegend } from './chart-legend'
import { slicePath } from './paths'

export interface Slice {
  label: string
  value: number
  color: string
}

/**
 * Shares of a whole as a ring (or a pie, with `hole` 0), drawn as SVG on the server. Each legend
 * entry carries its amount and share, so the figures are text beside the drawing.
 * docs/decisions/045-charts-as-svg.md
 */
export interface DonutChartProps {
  title: string
  description: string
  slices: readonly Slice[]
  formatValue: (value: number) => string
  /** The hole's radius as a share of the ring's. */
  hole?: number
}

export function DonutChart({
  title,
  description,
  slices,
  formatValue,
  hole = 0.55,
}: DonutChartProps) {
  const id = useId()
  const shown = slices.filter((slice) => Number.isFinite(slice.value) && slice.value > 0)
  const total = shown.reduce((sum, slice) => sum + slice.value, 0)
  let turned = 0
  const arcs = shown.map((slice) => {
    const start = turned
    turned += slice.value / total
    return { slice, d: slicePath(start, turned, 100, hole * 100) }
  })
  return (
    <figure className="w-full">
      <svg
        viewBox="-102 -102 204 204"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="mx-auto block h-auto w-full max-w-64"
        data-testid="chart-svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {total === 0 ? (
          <circle
            r={100 - (100 - hole * 100) / 2}
            fill="none"
            stroke="#e2e8f0"
            strokeWidth={100 - hole * 100}
          />
        ) : (
          arcs.map(({ slice, d }) => (
            <path key={slice.label} d={d} fill={slice.color} stroke="#ffffff" strokeWidth={1.5} />
          ))
        )}
      </svg>
      <ChartLegend
        entries={slices.map((slice) => ({
          label: slice.label,
          color: slice.color,
          kind: 'bar',
          detail: `${formatValue(slice.value)} (${sharePercent(slice.value, total)})`,
        }))}
      />
    </figure>
  )
}

function sharePercent(value: number, total: number) {
  if (!(total > 0) || !Number.isFinite(value)) return '0%'
  return `${Math.round((value / total) * 1000) / 10}%`
}
