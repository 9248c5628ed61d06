import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { trackingAllowed } from './consent'
import type { EventName, EventProps } from './events'

/**
 * The site's one analytics function, for components (calculators), and the hook that starts the
 * tracker. This module stays tiny and is in every page's bundle; the tracker itself
 * (`tracker.ts`) is fetched once the page is interactive and idle, and never when the browser
 * sends Global Privacy Control or Do Not Track, or holds the opt-out cookie set on /do-not-sell.
 */

type Pending = { [N in EventName]: { name: N; props: EventProps[N] } }[EventName]

interface Tracker {
  track(event: Pending): void
  routeChanged(path: string): void
}

let tracker: Tracker | undefined
/** Events recorded before the tracker has loaded; it takes them when it starts. */
const early: Pending[] = []

/** Records an event on the current page (nothing, when tracking is not allowed). */
export function track<N extends EventName>(name: N, props: EventProps[N]) {
  if (!trackingAllowed()) return
  const event = { name, props } as Pending
  if (tracker) tracker.track(event)
  else if (early.length < 50) early.push(event)
}

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: 3000 })
  else window.setTimeout(run, 1)
}

/**
 * In the root layout: loads the tracker after hydration, once the browser is idle, and tells it
 * about every route change (path and title).
 */
export function useEngagementTracker() {
  const { pathname } = useLocation()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) {
      tracker?.routeChanged(pathname)
      return
    }
    started.current = true
    if (!trackingAllowed()) return
    whenIdle(() => {
      void import('./tracker')
        .then(({ startTracker }) => {
          tracker = startTracker(early.splice(0))
        })
        // A chunk that fails to load (offline, a new deployment) only means nothing is measured.
        .catch(() => {})
    })
  }, [pathname])
}

/** How many of a calculator's inputs are given: the query's fields with a value other than 0. */
export function inputsGiven(search: string): number {
  let given = 0
  for (const [, value] of new URLSearchParams(search)) if (value !== '' && value !== '0') given++
  return given
}

/** After this long without a change, a calculation counts as used. */
export const CALCULATOR_SETTLE_MS = 1500

/**
 * Reports `calculator_used` once the visitor has changed the inputs and left them for a moment:
 * which calculator, how many inputs are given, and whether it produced a result. Never the figures.
 */
export function useCalculatorUse(calculator: string, inputs: unknown, success: boolean) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => {
      track('calculator_used', {
        calculator,
        inputs: inputsGiven(window.location.search),
        success,
      })
    }, CALCULATOR_SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [calculator, inputs, success])
}
