import { expect, test } from 'vitest'
import { labelIndexes, valueAxis } from './scale'

test('the value axis takes in zero and every value, on round ticks', () => {
  const axis = valueAxis([120, 980, 455])
  expect(axis.min).toBe(0)
  expect(axis.max).toBe(1000)
  expect(axis.ticks).toEqual([0, 200, 400, 600, 800, 1000])
  expect(axis.position(0)).toBe(0)
  expect(axis.position(500)).toBe(0.5)
  expect(axis.position(1000)).toBe(1)
})

test('negative values put zero inside the axis', () => {
  const axis = valueAxis([-300, 700])
  expect(axis.min).toBeLessThanOrEqual(-300)
  expect(axis.max).toBeGreaterThanOrEqual(700)
  expect(axis.ticks).toContain(0)
  expect(axis.position(0)).toBeGreaterThan(0)
})

test('nothing but zeros, no values, and values that are not numbers give an axis from 0 to 1', () => {
  for (const values of [[0, 0], [], [Number.NaN, Number.POSITIVE_INFINITY]]) {
    const axis = valueAxis(values)
    expect([axis.min, axis.max]).toEqual([0, 1])
    expect(axis.position(Number.NaN)).toBe(0)
  }
})

test('a count axis has whole-number ticks only', () => {
  expect(valueAxis([0, 1, 2, 3], { integers: true }).ticks).toEqual([0, 1, 2, 3])
  expect(valueAxis([1], { integers: true }).ticks).toEqual([0, 1])
})

test('huge values still give a handful of ticks', () => {
  const axis = valueAxis([1e15, 3e15])
  expect(axis.ticks.length).toBeGreaterThanOrEqual(2)
  expect(axis.ticks.length).toBeLessThanOrEqual(11)
  expect(axis.max).toBeGreaterThanOrEqual(3e15)
})

test('category labels are thinned evenly, the first and the last always shown', () => {
  expect([...labelIndexes(5, 8)]).toEqual([0, 1, 2, 3, 4])
  const shown = [...labelIndexes(20, 4)].sort((a, b) => a - b)
  expect(shown[0]).toBe(0)
  expect(shown.at(-1)).toBe(19)
  expect(shown.length).toBeLessThanOrEqual(4)
  for (const count of [9, 10, 13, 31, 100, 361]) {
    const indexes = [...labelIndexes(count, 6)].sort((a, b) => a - b)
    expect(indexes.length).toBeLessThanOrEqual(6)
    expect(indexes[0]).toBe(0)
    expect(indexes.at(-1)).toBe(count - 1)
    // No two labels closer than the spacing of the rest, so none run into each other.
    const step = (indexes[1] ?? 0) - (indexes[0] ?? 0)
    for (let i = 1; i < indexes.length; i++)
      expect((indexes[i] ?? 0) - (indexes[i - 1] ?? 0)).toBeGreaterThanOrEqual(step)
  }
})
