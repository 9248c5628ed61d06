import { expect, test } from 'vitest'
import { areaPath, linePath, slicePath } from './paths'

test('a line joins its points with straight segments, rounded to a tenth', () => {
  expect(
    linePath([
      [0, 10],
      [500, 250.04],
      [1000, 0.123],
    ]),
  ).toBe('M0,10L500,250L1000,0.1')
  expect(linePath([])).toBe('')
})

test('an area closes the line down to the baseline', () => {
  expect(
    areaPath(
      [
        [0, 100],
        [1000, 50],
      ],
      1000,
    ),
  ).toBe('M0,100L1000,50L1000,1000L0,1000Z')
  expect(areaPath([], 1000)).toBe('')
})

test('slices run clockwise from twelve o’clock; a large slice takes the long way round', () => {
  // A quarter of a pie: from the top to three o'clock, then back to the centre.
  expect(slicePath(0, 0.25, 100, 0)).toBe('M0,-100A100,100 0 0 1 100,0L0,0Z')
  // Three quarters of a ring: the large-arc flag is set on both edges.
  expect(slicePath(0, 0.75, 100, 50)).toBe('M0,-100A100,100 0 1 1 -100,0L-50,0A50,50 0 1 0 0,-50Z')
})

test('a slice that is the whole is drawn as two halves, since one arc could not close', () => {
  const whole = slicePath(0, 1, 100, 0)
  expect(whole.match(/A/g)).toHaveLength(2)
  expect(whole).toBe('M0,-100A100,100 0 0 1 0,100L0,0ZM0,100A100,100 0 0 1 0,-100L0,0Z')
})
