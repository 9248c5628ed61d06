import type { ChartConfiguration } from 'chart.js'
import { useEffect, useRef, useState } from 'react'

/**
 * A Chart.js chart whose library is fetched only when the chart comes near the screen (on phones
 * the charts sit below the form, so many visits never need it). The canvas is an image with a
 * label; every chart on our pages has the same figures in a table for screen readers.
 * The chart is destroyed when its data changes or the page is left.
 *
 * The legend is HTML, drawn from the same config: it is in the page before the library arrives, its
 * text wraps and zooms like the rest of the page, and it spares the chart chunk Chart.js's legend
 * plugin. A config asks for it to be hidden or put at the bottom the way Chart.js's options do.
 */
/**
 * The chart's box takes the width of its container and a height from that width (16:10), between
 * MIN_CHART_HEIGHT and the chart's `height`: a fixed height would stand out of a narrow container
 * and over whatever follows it. The explicit minimum also stops the canvas from stretching the box.
 */
const CHART_ASPECT_RATIO = '16 / 10'
const MIN_CHART_HEIGHT = 240

export function LazyChart({
  config,
  label,
  height = 320,
}: {
  config: ChartConfiguration
  label: string
  /** The tallest the chart may be, in CSS pixels, reached when its container is wide enough. */
  height?: number
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [nearScreen, setNearScreen] = useState(false)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || nearScreen) return
    if (!('IntersectionObserver' in window)) {
      setNearScreen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNearScreen(true)
      },
      { rootMargin: '300px' },
    )
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [nearScreen])

  useEffect(() => {
    if (!nearScreen) return
    let cancelled = false
    let chart: { destroy(): void } | undefined
    void import('./chart-setup').then(({ Chart }) => {
      if (cancelled || !canvasRef.current) return
      chart = new Chart(canvasRef.current, {
        ...config,
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          ...config.options,
        },
      })
    })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [config, nearScreen])

  const legend = legendItems(config)
  const legendAtBottom = config.options?.plugins?.legend?.position === 'bottom'
  const legendList = legend.length > 0 && (
    <ul
      className="flex flex-wrap justify-center gap-x-4 gap-y-1 py-2 text-sm text-slate-700"
      data-testid="chart-legend"
    >
      {legend.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 shrink-0 rounded-sm"
            style={{ backgroundColor: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  )

  return (
    <div className="w-full">
      {legendAtBottom ? null : legendList}
      <div
        style={{ aspectRatio: CHART_ASPECT_RATIO, maxHeight: height, minHeight: MIN_CHART_HEIGHT }}
        className="relative w-full overflow-hidden"
        data-testid="chart-box"
      >
        <canvas ref={canvasRef} role="img" aria-label={label} data-testid="chart-canvas" />
      </div>
      {legendAtBottom ? legendList : null}
    </div>
  )
}

/**
 * The legend's entries: one per slice for a doughnut, one per data set otherwise, each with the
 * colour it is drawn in (a line's stroke, else its fill). Data sets coloured bar by bar have no
 * single colour and are left out; such charts hide their legend anyway.
 */
export function legendItems(config: ChartConfiguration): { label: string; color: string }[] {
  if (config.options?.plugins?.legend?.display === false) return []
  const datasets = config.data.datasets
  if (config.type === 'doughnut' || config.type === 'pie') {
    const colors = datasets[0]?.backgroundColor
    return (config.data.labels ?? []).flatMap((label, i) => {
      const color: unknown = Array.isArray(colors) ? colors[i] : colors
      return typeof color === 'string' ? [{ label: String(label), color }] : []
    })
  }
  return datasets.flatMap((dataset) => {
    const stroke = 'borderColor' in dataset ? dataset.borderColor : undefined
    const color =
      (dataset.type ?? config.type) === 'line' && typeof stroke === 'string'
        ? stroke
        : dataset.backgroundColor
    return dataset.label && typeof color === 'string' ? [{ label: dataset.label, color }] : []
  })
}
