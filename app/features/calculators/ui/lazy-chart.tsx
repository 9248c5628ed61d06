import type { ChartConfiguration } from 'chart.js'
import { useEffect, useRef, useState } from 'react'

/**
 * A Chart.js chart whose library is fetched only when the chart comes near the screen (on phones
 * the charts sit below the form, so many visits never need it). The canvas is an image with a
 * label; every chart on our pages has the same figures in a table for screen readers.
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

  return (
    <div style={{ height }} className="relative w-full">
      <canvas ref={canvasRef} role="img" aria-label={label} data-testid="chart-canvas" />
    </div>
  )
}
