import { useEffect } from 'react'
import { newThresholds, scrollDepthPercent } from './reading-progress'

/**
 * Reading analytics for an article (seed 001 §4): scroll depth once at 25, 50, 75 and 90 %, time
 * on page counted every second while the page is visible, and a final report when the reader
 * leaves if any depth was reached. Events are dispatched on `window` as READING_EVENT for the
 * site's analytics to forward; until something listens they go nowhere. Nothing is measured when
 * the browser sends Global Privacy Control or Do Not Track (DECISIONS §8).
 */
export const READING_EVENT = 'wealthward:reading'

export type ReadingEvent =
  | { type: 'scroll_depth'; slug: string; percent: number; secondsOnPage: number }
  | { type: 'reading_end'; slug: string; maxPercent: number; secondsOnPage: number }

function trackingAllowed() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return !nav.globalPrivacyControl && nav.doNotTrack !== '1'
}

function emit(event: ReadingEvent) {
  window.dispatchEvent(new CustomEvent<ReadingEvent>(READING_EVENT, { detail: event }))
}

export function useReadingAnalytics(slug: string, bodyId: string) {
  useEffect(() => {
    if (!trackingAllowed()) return
    const reported = new Set<number>()
    let seconds = 0
    let maxPercent = 0
    let frame = 0
    let ended = false

    const measure = () => {
      frame = 0
      const body = document.getElementById(bodyId)
      if (!body) return
      const rect = body.getBoundingClientRect()
      const depth = scrollDepthPercent(rect, window.innerHeight)
      for (const percent of newThresholds(depth, reported)) {
        reported.add(percent)
        maxPercent = percent
        emit({ type: 'scroll_depth', slug, percent, secondsOnPage: seconds })
      }
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') seconds++
    }, 1000)
    const end = () => {
      if (ended || reported.size === 0) return
      ended = true
      emit({ type: 'reading_end', slug, maxPercent, secondsOnPage: seconds })
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') end()
    }

    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', end)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      // Leaving the article inside the app (a client-side navigation) ends the reading too.
      end()
      clearInterval(timer)
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', end)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [slug, bodyId])
}
