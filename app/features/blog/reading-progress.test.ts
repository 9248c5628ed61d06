import { expect, test } from 'vitest'
import { newThresholds, scrollDepthPercent } from './reading-progress'

test('depth is the share of the article body above the bottom of the window', () => {
  // Body starts 400 px below the top of the window and is 4,000 px tall; the window is 800 px.
  expect(scrollDepthPercent({ top: 400, height: 4000 }, 800)).toBe(10)
  expect(scrollDepthPercent({ top: -1200, height: 4000 }, 800)).toBe(50)
  expect(scrollDepthPercent({ top: 900, height: 4000 }, 800)).toBe(0)
  expect(scrollDepthPercent({ top: -5000, height: 4000 }, 800)).toBe(100)
  expect(scrollDepthPercent({ top: 0, height: 0 }, 800)).toBe(0)
})

test('each threshold is reported once, even when a jump passes several', () => {
  const reported = new Set<number>()
  expect(newThresholds(10, reported)).toEqual([])
  const first = newThresholds(80, reported)
  expect(first).toEqual([25, 50, 75])
  first.forEach((t) => reported.add(t))
  expect(newThresholds(85, reported)).toEqual([])
  expect(newThresholds(95, reported)).toEqual([90])
})
