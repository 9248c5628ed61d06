import type { ChartConfiguration } from 'chart.js'
import { useEffect, useRef } from 'react'

/**
 * A Chart.js chart whose library is fetched only when a chart is on screen. The canvas is an image
 * with a label; every chart on our pages has the same figures in a table for screen readers.
 * The chart is destroyed when its data changes or the page is left.
 */
export function LazyChart({
  config,
  label,
  height = 320,
}: {
  config: ChartConfiguration
  label: string
  height?: number
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
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
  }, [config])

  return (
    <div style={{ height }} className="relative w-full">
      <canvas ref={canvasRef} role="img" aria-label={label} data-testid="chart-canvas" />
    </div>
  )
}
