import type { EventName, EventProps } from './events'

/**
 * The site's one analytics function, for components (calculators), and what starts the tracker.
 * This module stays tiny, needs no React, and is in every page's bundle (the pages React
 * hydrates and those that run their own script); the tracker itself
 * (`tracker.ts`) is fetched once the page is interactive and idle, and never when the browser
 * sends Global Privacy Control or Do Not Track, or holds the opt-out cookie set on /do-not-sell.
 */

/**
 * Whether this browser may be measured: not when it sends Global Privacy Control or Do Not Track,
 * nor while it holds the opt-out cookie set on /do-not-sell (the one cookie the site's own script
 * reads; see legal/cookies.ts). Read again before every send, so an opt-out applies at once.
 */
const OPT_OUT = /(?:^|;\s*)(?:__Host-)?ww_no_analytics=1(?:;|$)/

export function trackingAllowed(): boolean {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return false
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return false
  return !OPT_OUT.test(document.cookie)
}

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

let started = false

/**
 * Loads the tracker once per page load, once the browser is idle (later calls do nothing). Not
 * when tracking is not allowed.
 */
export function startEngagementTracker() {
  if (started) return
  started = true
  if (!trackingAllowed()) return
  whenIdle(() => {
    void import('./tracker')
      .then(({ startTracker }) => {
        tracker = startTracker(early.splice(0), trackingAllowed)
      })
      // A chunk that fails to load (offline, a new deployment) only means nothing is measured.
      .catch(() => {})
  })
}

/** Tells the tracker the page changed without a document load (a React Router navigation). */
export function engagementRouteChanged(pathname: string) {
  tracker?.routeChanged(pathname)
}
