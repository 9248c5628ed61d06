/**
 * The engagement rules of seed 000 §9, as pure functions the browser tracker calls and the tests
 * check: scroll thresholds, reading milestones, content read, engaged reader, content return, rage
 * click, quick bounce, link text and the engagement score. Imports nothing: the tracker stays small.
 */

/** Scroll depth is reported once at each of these percentages of the page. */
export const SCROLL_THRESHOLDS = [10, 25, 50, 75, 90, 100] as const
/** Scroll events are read at most this often. */
export const SCROLL_THROTTLE_MS = 100
/** Reading milestones, in seconds of the tab being visible: 15 s, 30 s, 1, 2, 5 and 10 minutes. */
export const READING_MILESTONES = [15, 30, 60, 120, 300, 600] as const
/** Content read: at least this far down the page… */
export const CONTENT_READ_SCROLL = 75
/** …after more than this many seconds. */
export const CONTENT_READ_SECONDS = 120
/** A reader is engaged from this many visible seconds on. */
export const ENGAGED_READER_SECONDS = 120
/** A return to the tab counts once the time away adds up to more than this. */
export const CONTENT_RETURN_AWAY_SECONDS = 60
/** A text selection longer than this is a highlight. */
export const HIGHLIGHT_MIN_CHARS = 10
/** Rage click: this many clicks or more… */
export const RAGE_CLICKS = 3
/** …each within this many milliseconds of the previous one. */
export const RAGE_CLICK_GAP_MS = 500
/** Quick bounce: leaving before this many seconds… */
export const QUICK_BOUNCE_SECONDS = 10
/** …having scrolled less than this. */
export const QUICK_BOUNCE_SCROLL = 25
/** Link text is cut to this many characters. */
export const LINK_TEXT_MAX = 50
/** Above this score a page view counts as high satisfaction. */
export const HIGH_SATISFACTION_SCORE = 70

/**
 * Pages that are measured: the public site and visitors' own pages. The admin area and the advisor
 * portal (`/admin…`, `/ria/…`; the `/ria` partner page itself is public) are staff tools whose
 * addresses hold record ids; they are not measured.
 */
export function isMeasuredPath(path: string) {
  return !/^\/(admin(\/|$)|ria\/)/.test(path)
}

/**
 * How far down the page the reader has seen, in whole percent: the share of the document above the
 * bottom of the window. A page shorter than the window is seen whole.
 */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number) {
  if (documentHeight <= 0 || documentHeight <= viewportHeight) return 100
  const seen = ((scrollTop + viewportHeight) / documentHeight) * 100
  // A pixel short of the end (rounding of fractional scroll positions) is the end.
  if (documentHeight - (scrollTop + viewportHeight) < 2) return 100
  return Math.max(0, Math.min(100, Math.floor(seen)))
}

/** Thresholds reached at `percent` not reported yet, lowest first. */
export function newScrollThresholds(percent: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_THRESHOLDS.filter((threshold) => percent >= threshold && !reported.has(threshold))
}

/** Milestones reached after `visibleSeconds` not reported yet, earliest first. */
export function dueMilestones(visibleSeconds: number, reported: ReadonlySet<number>): number[] {
  return READING_MILESTONES.filter((at) => visibleSeconds >= at && !reported.has(at))
}

/** Content read: 75 % or more of the page after over 120 seconds. */
export function isContentRead(seconds: number, maxScrollPercent: number) {
  return seconds > CONTENT_READ_SECONDS && maxScrollPercent >= CONTENT_READ_SCROLL
}

export function isEngagedReader(visibleSeconds: number) {
  return visibleSeconds >= ENGAGED_READER_SECONDS
}

/** A return after the time away added up to more than a minute. */
export function isContentReturn(awaySeconds: number) {
  return awaySeconds > CONTENT_RETURN_AWAY_SECONDS
}

/** Left in under 10 seconds having seen under 25 % of the page. */
export function isQuickBounce(seconds: number, maxScrollPercent: number) {
  return seconds < QUICK_BOUNCE_SECONDS && maxScrollPercent < QUICK_BOUNCE_SCROLL
}

export function isHighlight(selectedText: string) {
  return selectedText.trim().length > HIGHLIGHT_MIN_CHARS
}

/**
 * The run of rapid clicks after a click at `now` (ms): the previous run's times when this click
 * came within 500 ms of the last one, else a new run. A run of 3 or more is a rage click.
 */
export function nextClickRun(run: readonly number[], now: number): number[] {
  const last = run[run.length - 1]
  return last !== undefined && now - last <= RAGE_CLICK_GAP_MS ? [...run, now] : [now]
}

/** Whether a run of clicks has just become a rage click (reported once per run). */
export function becameRageClick(run: readonly number[]) {
  return run.length === RAGE_CLICKS
}

/** Link text as stored: spaces collapsed, at most 50 characters. */
export function cutLinkText(text: string) {
  return text.replace(/\s+/g, ' ').trim().slice(0, LINK_TEXT_MAX)
}

/**
 * Engagement score (0–100): min(seconds/10, 30) + min(scroll% × 0.3, 30) + min(interactions × 10, 40),
 * rounded to a whole number.
 */
export function engagementScore(seconds: number, maxScrollPercent: number, interactions: number) {
  const time = Math.min(Math.max(0, seconds) / 10, 30)
  const scroll = Math.min(Math.max(0, maxScrollPercent) * 0.3, 30)
  const acts = Math.min(Math.max(0, interactions) * 10, 40)
  return Math.round(time + scroll + acts)
}

/** Calls `fn` at most once every `ms`, the last call of a burst included (trailing edge). */
export function throttle(fn: () => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    const wait = last + ms - now()
    if (wait <= 0) {
      last = now()
      fn()
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined
        last = now()
        fn()
      }, wait)
    }
  }
}
