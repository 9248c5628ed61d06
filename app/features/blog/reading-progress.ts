/** Seed 001 §9: scroll depth is reported once at each of these percentages of the article. */
export const SCROLL_THRESHOLDS = [25, 50, 75, 90] as const

/**
 * How much of the article body the reader has reached, in percent: the share of the body above
 * the bottom of the window.
 */
export function scrollDepthPercent(body: { top: number; height: number }, viewportHeight: number) {
  if (body.height <= 0) return 0
  const seen = viewportHeight - body.top
  return Math.max(0, Math.min(100, (seen / body.height) * 100))
}

/** Thresholds reached at `depth` that were not reported yet, lowest first. */
export function newThresholds(depth: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_THRESHOLDS.filter((threshold) => depth >= threshold && !reported.has(threshold))
}
