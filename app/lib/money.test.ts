import { expect, test } from 'vitest'
import {
  formatDollars,
  fromCents,
  monthsToSave,
  roundHalfAwayFromZero,
  sumDollars,
  toCents,
  wholeDollarsUp,
} from './money'

test('halves round away from zero, in both directions and at any number of decimals', () => {
  expect(roundHalfAwayFromZero(2.5)).toBe(3)
  expect(roundHalfAwayFromZero(-2.5)).toBe(-3)
  expect(roundHalfAwayFromZero(2.4999)).toBe(2)
  expect(roundHalfAwayFromZero(-0.05, 1)).toBe(-0.1)
  expect(roundHalfAwayFromZero(9.45, 1)).toBe(9.5)
  expect(formatDollars(4395.5)).toBe('$4,396')
  expect(formatDollars(-4395.5)).toBe('-$4,396')
})

test('typed amounts become exact cents and add up exactly', () => {
  expect(toCents(1185.87)).toBe(118587)
  expect(toCents(0.1) + toCents(0.2)).toBe(toCents(0.3))
  expect(fromCents(439550)).toBe(4395.5)
  expect(sumDollars([953.06, 466.56, 541.43, 377.26, 864.87, 1192.32])).toBe(4395.5)
  expect(monthsToSave(118587, 5647)).toBe(21)
  expect(monthsToSave(118588, 5647)).toBe(22)
})

test('a requirement rounds up to the next whole dollar', () => {
  expect(wholeDollarsUp(1234.01)).toBe(1235)
  expect(wholeDollarsUp(1234)).toBe(1234)
})
