import { useId, useState } from 'react'
import { ChartLegend, type LegendEntry } from './chart-legend'
import { areaPath, linePath, type Point } from './paths'
import { labelIndexes, valueAxis, type ValueAxis } from './scale'

/**
 * Bar and line charts drawn as SVG on the server: they show without JavaScript and in print, and
 * the page loads no chart library. The drawing stretches to its box (`preserveAspectRatio="none"`)
 * with strokes kept at their width in pixels, and the axis labels are HTML beside it, so text stays
 * at its real size on a phone and on a wide screen alike. The only client code is the tooltip.
 * docs/decisions/045-charts-as-svg.md
 */

export interface XYSeries {
  label: string
  values: readonly number[]
  kind: 'line' | 'bar'
  color: string
  /** One colour per bar (bars coloured by status). Such a series has no legend entry. */
  barColors?: readonly string[]
  /** A line shaded down to zero. */
  fill?: boolean
  dashed?: boolean
  /** Points marked on a line: every one, or those at the indexes given. */
  marks?: 'all' | readonly number[]
  /** The colour of the marks, when it is not the line's. */
  markColor?: string
  /** Measured on a second axis, on the right (a series of another size than the rest). */
  rightAxis?: boolean
}

export interface XYChartProps {
  /** The chart's accessible name: what it shows. */
  title: string
  /** What it says, in a sentence or two, and where the same figures are as text. */
  description: string
  labels: readonly string[]
  series: readonly XYSeries[]
  /** Values on the axis ("$1.2M"). */
  formatTick: (value: number) => string
  /** Values in the tooltip and the table ("$1,234,567"). */
  formatValue: (value: number) => string
  /** Bars of several series stacked on one another rather than side by side. */
  stacked?: boolean
  /** Whole numbers only on the value axis (counts). */
  integers?: boolean
  /** Values the value axis must reach even when no point does (a score's 0 to 100). */
  valueRange?: readonly [number, number]
  /** Dashed lines across the chart at fixed values (thresholds), named in the legend. */
  guides?: readonly { value: number; label: string; color: string }[]
  xTitle?: string
  yTitle?: string
  /** The right axis's title, when a series is measured on it. */
  rightTitle?: string
  legend?: 'top' | 'bottom' | 'none'
  /** The tooltip's heading and lines for one point, when the defaults (label; series: value) will not do. */
  tooltip?: (index: number) => { heading: string; lines: string[] }
  /** The drawing's height, as utility classes. */
  heightClass?: string
}

/** The plot's coordinate system: 1000 × 1000, stretched to the box. */
const SIZE = 1000
/** At most this many category labels on a phone, and on a wider screen. */
const NARROW_LABELS = 4
const WIDE_LABELS = 8

export function XYChart(props: XYChartProps) {
  const id = useId()
  const [active, setActive] = useState<number | null>(null)
  const { labels, series } = props
  const count = labels.length
  const bars = series.filter((s) => s.kind === 'bar')
  const banded = bars.length > 0
  const stackedBars = props.stacked === true && bars.length > 1

  const left = series.filter((s) => !s.rightAxis)
  const right = series.filter((s) => s.rightAxis)
  const axis = valueAxis(
    [
      ...axisValues(left, stackedBars, count),
      ...(props.valueRange ?? []),
      ...(props.guides ?? []).map((guide) => guide.value),
    ],
    { integers: props.integers },
  )
  const rightAxis =
    right.length > 0
      ? valueAxis(axisValues(right, stackedBars, count), { integers: props.integers })
      : null
  const yOn = (scale: ValueAxis) => (value: number) => SIZE * (1 - scale.position(value))
  const yOf = yOn(axis)
  const yFor = (s: XYSeries) => (s.rightAxis && rightAxis ? yOn(rightAxis) : yOf)
  const xOf = (index: number) =>
    banded ? ((index + 0.5) / count) * SIZE : count === 1 ? SIZE / 2 : (index / (count - 1)) * SIZE
  const zeroY = yOf(Math.min(Math.max(0, axis.min), axis.max))

  const wide = labelIndexes(count, WIDE_LABELS)
  const narrow = labelIndexes(count, NARROW_LABELS)
  // The plot's edges leave room for the longest tick label on each side that has them.
  const gutter = (scale: ValueAxis) =>
    `${Math.max(...scale.ticks.map((tick) => props.formatTick(tick).length)) + 1}ch`
  const plotBox = { left: gutter(axis), right: rightAxis ? gutter(rightAxis) : '0.5rem' }

  const legend: LegendEntry[] = [
    ...series.flatMap((s) =>
      s.barColors ? [] : [{ label: s.label, color: s.color, kind: s.kind, dashed: s.dashed }],
    ),
    ...(props.guides ?? []).map((guide) => ({
      label: guide.label,
      color: guide.color,
      kind: 'line' as const,
      dashed: true,
    })),
  ]
  const legendList =
    props.legend === 'none' || legend.length === 0 ? null : <ChartLegend entries={legend} />

  function pointAt(clientX: number, box: DOMRect) {
    if (count === 0 || box.width === 0) return null
    const share = Math.min(Math.max((clientX - box.left) / box.width, 0), 1)
    const index = banded ? Math.floor(share * count) : Math.round(share * (count - 1))
    return Math.min(index, count - 1)
  }

  const tip = active === null ? null : tooltipFor(props, active)

  return (
    <figure className="w-full">
      {props.legend === 'bottom' ? null : legendList}
      {props.yTitle || props.rightTitle ? (
        <p className="mb-2 flex justify-between gap-4 text-xs font-semibold text-slate-700">
          <span>{props.yTitle}</span>
          <span>{rightAxis ? props.rightTitle : null}</span>
        </p>
      ) : null}
      <div
        className={`relative w-full text-xs text-slate-700 ${props.heightClass ?? 'h-64 sm:h-80'}`}
      >
        <Ticks axis={axis} format={props.formatTick} side="left" width={plotBox.left} />
        {rightAxis ? (
          <Ticks axis={rightAxis} format={props.formatTick} side="right" width={plotBox.right} />
        ) : null}
        <div
          className="absolute top-0 bottom-10"
          style={plotBox}
          data-testid="chart-plot"
          onPointerMove={(event) =>
            setActive(pointAt(event.clientX, event.currentTarget.getBoundingClientRect()))
          }
          onPointerDown={(event) =>
            setActive(pointAt(event.clientX, event.currentTarget.getBoundingClientRect()))
          }
          onPointerLeave={() => setActive(null)}
        >
          <svg
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            className="block h-full w-full overflow-visible"
            data-testid="chart-svg"
          >
            <title id={`${id}-title`}>{props.title}</title>
            <desc id={`${id}-desc`}>{props.description}</desc>
            {axis.ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={SIZE}
                y1={yOf(tick)}
                y2={yOf(tick)}
                stroke="#cbd5e1"
                strokeWidth={tick === 0 ? 1.5 : 1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {(props.guides ?? []).map((guide) => (
              <line
                key={guide.label}
                x1={0}
                x2={SIZE}
                y1={yOf(guide.value)}
                y2={yOf(guide.value)}
                stroke={guide.color}
                strokeWidth={1.5}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {drawBars(bars, { count, stackedBars, yOf: bars[0] ? yFor(bars[0]) : yOf })}
            {series.map((s, index) =>
              s.kind === 'line' ? (
                <LinePath key={index} series={s} xOf={xOf} yOf={yFor(s)} zeroY={zeroY} />
              ) : null,
            )}
            {active === null ? null : (
              <line
                x1={xOf(active)}
                x2={xOf(active)}
                y1={0}
                y2={SIZE}
                stroke="#475569"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
                data-testid="chart-guide"
              />
            )}
          </svg>
          {tip && active !== null ? (
            <div
              className="pointer-events-none absolute top-2 z-10 w-max max-w-[16rem] rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
              style={{
                left: `${(xOf(active) / SIZE) * 100}%`,
                transform:
                  xOf(active) > SIZE / 2 ? 'translateX(calc(-100% - 8px))' : 'translateX(8px)',
              }}
              data-testid="chart-tooltip"
            >
              <p className="font-semibold">{tip.heading}</p>
              {tip.lines.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          ) : null}
        </div>
        <div aria-hidden="true" className="absolute bottom-0 h-10 leading-tight" style={plotBox}>
          {labels.map((label, index) => {
            const onWide = wide.has(index)
            const onNarrow = narrow.has(index)
            if (!onWide && !onNarrow) return null
            const visibility = onWide && onNarrow ? '' : onWide ? 'hidden sm:block' : 'sm:hidden'
            return (
              <span
                key={index}
                className={`absolute top-1.5 whitespace-pre text-center ${visibility}`}
                style={{
                  left: `${(xOf(index) / SIZE) * 100}%`,
                  transform: edgeShift(index, count, banded),
                }}
              >
                {label}
              </span>
            )
          })}
        </div>
      </div>
      {props.xTitle ? (
        <p className="text-center text-xs font-semibold text-slate-700">{props.xTitle}</p>
      ) : null}
      {props.legend === 'bottom' ? legendList : null}
    </figure>
  )
}

/** An axis's tick labels, in HTML beside the drawing so that they keep their size. */
function Ticks({
  axis,
  format,
  side,
  width,
}: {
  axis: ValueAxis
  format: (value: number) => string
  side: 'left' | 'right'
  width: string
}) {
  return (
    <div
      aria-hidden="true"
      className={`absolute top-0 bottom-10 tabular-nums ${side === 'left' ? 'left-0 text-right' : 'right-0'}`}
      style={{ width }}
    >
      {axis.ticks.map((tick) => (
        <span
          key={tick}
          className={`absolute -translate-y-1/2 whitespace-nowrap ${side === 'left' ? 'right-2' : 'left-2'}`}
          style={{ top: `${(1 - axis.position(tick)) * 100}%` }}
        >
          {format(tick)}
        </span>
      ))}
    </div>
  )
}

/** The values the axis must hold: each value, and each stack's top and bottom when bars stack. */
function* axisValues(series: readonly XYSeries[], stackedBars: boolean, count: number) {
  for (const s of series) if (!(stackedBars && s.kind === 'bar')) yield* s.values
  if (!stackedBars) return
  for (let index = 0; index < count; index++) {
    let up = 0
    let down = 0
    for (const s of series) {
      if (s.kind !== 'bar') continue
      const value = s.values[index] ?? 0
      if (value >= 0) up += value
      else down += value
    }
    yield up
    yield down
  }
}

/** Labels at the ends of a line chart lean inwards, so they do not stand out of the box. */
function edgeShift(index: number, count: number, banded: boolean) {
  if (!banded && count > 1 && index === 0) return 'none'
  if (!banded && count > 1 && index === count - 1) return 'translateX(-100%)'
  return 'translateX(-50%)'
}

function drawBars(
  bars: readonly XYSeries[],
  {
    count,
    stackedBars,
    yOf,
  }: { count: number; stackedBars: boolean; yOf: (value: number) => number },
) {
  if (bars.length === 0) return null
  const band = SIZE / count
  const group = band * 0.7
  const width = stackedBars ? group : group / bars.length
  const up = new Array<number>(count).fill(0)
  const down = new Array<number>(count).fill(0)
  return bars.map((s, seriesIndex) => (
    <g key={seriesIndex} fill={s.color}>
      {s.values.map((value, index) => {
        if (!Number.isFinite(value) || index >= count) return null
        let from = 0
        if (stackedBars) {
          const stack = value >= 0 ? up : down
          from = stack[index] ?? 0
          stack[index] = from + value
        }
        const top = yOf(Math.max(from, from + value))
        const bottom = yOf(Math.min(from, from + value))
        const x = index * band + (band - group) / 2 + (stackedBars ? 0 : seriesIndex * width)
        return (
          <rect
            key={index}
            x={x}
            y={top}
            width={width}
            // A zero still shows as a sliver, so the bar is there to point at.
            height={Math.max(bottom - top, 4)}
            fill={s.barColors?.[index]}
          />
        )
      })}
    </g>
  ))
}

function LinePath({
  series,
  xOf,
  yOf,
  zeroY,
}: {
  series: XYSeries
  xOf: (index: number) => number
  yOf: (value: number) => number
  zeroY: number
}) {
  const points = series.values.flatMap((value, index): Point[] =>
    Number.isFinite(value) ? [[xOf(index), yOf(value)]] : [],
  )
  const path = linePath(points)
  const shade = series.fill ? areaPath(points, zeroY) : null
  const marked =
    series.marks === 'all'
      ? points
      : (series.marks ?? []).flatMap((index) => {
          const value = series.values[index]
          return value === undefined || !Number.isFinite(value)
            ? []
            : [[xOf(index), yOf(value)] as const]
        })
  return (
    <g>
      {shade ? <path d={shade} fill={series.color} fillOpacity={0.12} /> : null}
      <path
        d={path}
        fill="none"
        stroke={series.color}
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeDasharray={series.dashed ? '6 4' : undefined}
        vectorEffect="non-scaling-stroke"
      />
      {marked.length > 0 ? (
        <path
          // Each mark is a zero-length stroke with round caps: a dot that keeps its size in pixels.
          d={marked.map(([x, y]) => `M${Math.round(x)},${Math.round(y)}h0`).join('')}
          stroke={series.markColor ?? series.color}
          strokeWidth={series.marks === 'all' ? 8 : 10}
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </g>
  )
}

function tooltipFor(props: XYChartProps, index: number) {
  if (props.tooltip) return props.tooltip(index)
  return {
    heading: props.labels[index] ?? '',
    lines: props.series.map((s) => `${s.label}: ${props.formatValue(s.values[index] ?? 0)}`),
  }
}
