import { afterEach, expect, test, vi } from 'vitest'
import {
  becameRageClick,
  cutLinkText,
  dueMilestones,
  engagementScore,
  isContentRead,
  isContentReturn,
  isEngagedReader,
  isHighlight,
  isMeasuredPath,
  isQuickBounce,
  newScrollThresholds,
  nextClickRun,
  scrollPercent,
  throttle,
} from './engagement'

test('scroll depth is the share of the page above the bottom of the window', () => {
  expect(scrollPercent(0, 800, 8000)).toBe(10)
  expect(scrollPercent(1200, 800, 8000)).toBe(25)
  expect(scrollPercent(7199, 800, 8000)).toBe(100)
  expect(scrollPercent(6000, 800, 8000)).toBe(85)
  // A page no taller than the window is seen whole.
  expect(scrollPercent(0, 800, 800)).toBe(100)
  expect(scrollPercent(0, 800, 0)).toBe(100)
})

test('each scroll threshold (10, 25, 50, 75, 90, 100 %) is reported once, lowest first', () => {
  expect(newScrollThresholds(9, new Set())).toEqual([])
  expect(newScrollThresholds(10, new Set())).toEqual([10])
  expect(newScrollThresholds(60, new Set([10]))).toEqual([25, 50])
  expect(newScrollThresholds(100, new Set([10, 25, 50]))).toEqual([75, 90, 100])
  expect(newScrollThresholds(100, new Set([10, 25, 50, 75, 90, 100]))).toEqual([])
})

test('reading milestones fall at 15 s, 30 s, 1, 2, 5 and 10 minutes, each once', () => {
  expect(dueMilestones(14, new Set())).toEqual([])
  expect(dueMilestones(15, new Set())).toEqual([15])
  expect(dueMilestones(61, new Set([15]))).toEqual([30, 60])
  expect(dueMilestones(600, new Set([15, 30, 60]))).toEqual([120, 300, 600])
  expect(dueMilestones(10_000, new Set([15, 30, 60, 120, 300, 600]))).toEqual([])
})

test('content read needs 75 % or more after over 120 s; engaged reader starts at 2 minutes', () => {
  expect(isContentRead(121, 75)).toBe(true)
  expect(isContentRead(120, 100)).toBe(false)
  expect(isContentRead(500, 74)).toBe(false)
  expect(isEngagedReader(119)).toBe(false)
  expect(isEngagedReader(120)).toBe(true)
})

test('a return counts after more than 60 s away; a highlight is over 10 characters', () => {
  expect(isContentReturn(60)).toBe(false)
  expect(isContentReturn(61)).toBe(true)
  expect(isHighlight('  ten chars  ')).toBe(false)
  expect(isHighlight('eleven char')).toBe(true)
})

test('a quick bounce is leaving under 10 s with under 25 % seen', () => {
  expect(isQuickBounce(9, 24)).toBe(true)
  expect(isQuickBounce(10, 0)).toBe(false)
  expect(isQuickBounce(3, 25)).toBe(false)
})

test('a rage click is 3 or more clicks each within 500 ms of the previous, reported once a run', () => {
  let run: number[] = []
  const reports: number[] = []
  for (const at of [0, 400, 900, 1300, 1700, 5000, 5600, 6000]) {
    run = nextClickRun(run, at)
    if (becameRageClick(run)) reports.push(at)
  }
  // 0, 400, 900 (each gap ≤ 500) → one report at 900; 1300 and 1700 extend the same run.
  // 5000 starts again, 5600 is 600 ms later (new run), 6000 makes two: no report.
  expect(reports).toEqual([900])
  expect(nextClickRun([0, 500], 1000)).toEqual([0, 500, 1000])
  expect(nextClickRun([0, 500], 1001)).toEqual([1001])
})

test('the engagement score adds time, scroll and interactions, each capped', () => {
  expect(engagementScore(0, 0, 0)).toBe(0)
  expect(engagementScore(100, 50, 1)).toBe(10 + 15 + 10)
  expect(engagementScore(10_000, 100, 9)).toBe(100)
  expect(engagementScore(299, 99, 3)).toBe(Math.round(29.9 + 29.7 + 30))
  expect(engagementScore(-5, -1, -1)).toBe(0)
})

test('the engagement score stays within 0 to 100 and never falls as any input grows (1,000 cases)', () => {
  // A small seeded generator (mulberry32), so a failure repeats.
  let seed = 0x5eed
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  for (let i = 0; i < 1000; i++) {
    const seconds = Math.floor(random() * 1000)
    const scroll = Math.floor(random() * 101)
    const acts = Math.floor(random() * 8)
    const score = engagementScore(seconds, scroll, acts)
    expect(score).toBeGreaterThanOrEqual(0)
    expect(score).toBeLessThanOrEqual(100)
    expect(engagementScore(seconds + 1, scroll, acts)).toBeGreaterThanOrEqual(score)
    expect(engagementScore(seconds, Math.min(100, scroll + 1), acts)).toBeGreaterThanOrEqual(score)
    expect(engagementScore(seconds, scroll, acts + 1)).toBeGreaterThanOrEqual(score)
  }
})

test('link text is collapsed and cut to 50 characters', () => {
  expect(cutLinkText('  Read\n  more  ')).toBe('Read more')
  expect(cutLinkText('x'.repeat(80))).toHaveLength(50)
})

afterEach(() => {
  vi.useRealTimers()
})

test('scroll handling is throttled to once per 100 ms, the last call of a burst included', () => {
  vi.useFakeTimers()
  let calls = 0
  const throttled = throttle(
    () => calls++,
    100,
    () => Date.now(),
  )
  throttled()
  throttled()
  throttled()
  expect(calls).toBe(1)
  vi.advanceTimersByTime(99)
  expect(calls).toBe(1)
  vi.advanceTimersByTime(1)
  expect(calls).toBe(2)
  for (let i = 0; i < 10; i++) {
    throttled()
    vi.advanceTimersByTime(10)
  }
  // 100 ms of calls every 10 ms: at most one per 100 ms.
  expect(calls).toBeLessThanOrEqual(4)
})

test('staff areas are not measured; the public site and the /ria partner page are', () => {
  for (const path of ['/', '/blog/sinking-funds', '/ria', '/dashboard', '/administration-fees'])
    expect(isMeasuredPath(path), path).toBe(true)
  for (const path of ['/admin', '/admin/leads/0a1b', '/ria/dashboard', '/ria/leads/0a1b'])
    expect(isMeasuredPath(path), path).toBe(false)
})
