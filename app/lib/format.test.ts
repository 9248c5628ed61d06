import { describe, expect, test } from 'vitest'
import {
  formatCount,
  formatDay,
  formatDuration,
  formatLongDay,
  formatLongUtcDateTime,
  formatMonth,
  formatMonthName,
  formatOneDecimal,
  formatShortDay,
  formatUtcDateTime,
  formatUtcDateTimeSeconds,
  percentOf,
  writeNumber,
} from './format'
import { seededRandom } from '../../tests/seeded-random'

const at = '2026-05-03T14:30:15.000Z'

test('dates are written in UTC; months from YYYY-MM', () => {
  expect(formatDay('2026-05-03')).toBe('May 3, 2026')
  expect(formatDay(new Date(at))).toBe('May 3, 2026')
  expect(formatLongDay('2024-12-26')).toBe('December 26, 2024')
  expect(formatShortDay(at)).toBe('May 3')
  expect(formatMonthName(at)).toBe('May')
  expect(formatMonth('2026-01')).toBe('Jan 2026')
  expect(formatMonth(at)).toBe('May 2026')
})

test('UTC date-times for pages that name the zone once', () => {
  expect(formatUtcDateTime(at)).toMatch(/^May 3, 2026, 2:30\sPM$/)
  expect(formatUtcDateTimeSeconds(at)).toMatch(/^May 3, 2026, 2:30:15\sPM$/)
  expect(formatLongUtcDateTime(at)).toMatch(/^May 3, 2026 at 2:30\sPM$/)
})

test('a late evening in UTC stays on its UTC day', () => {
  expect(formatDay('2026-05-03T23:59:00Z')).toBe('May 3, 2026')
})

test('counts have thousands separators; one decimal at most', () => {
  expect(formatCount(1234567)).toBe('1,234,567')
  expect(formatOneDecimal(12.345)).toBe('12.3')
  expect(formatOneDecimal(12)).toBe('12')
})

test('shares are whole percentages, and nothing is 0%', () => {
  expect(percentOf(1, 3)).toBe('33%')
  expect(percentOf(2, 3)).toBe('67%')
  expect(percentOf(0, 0)).toBe('0%')
})

test('percentages of a thousand and more have thousands separators', () => {
  expect(percentOf(125, 10)).toBe('1,250%')
  expect(percentOf(123_456, 1)).toBe('12,345,600%')
})

test('session lengths read in their largest whole unit', () => {
  expect(formatDuration(12 * 3600)).toBe('12 hours')
  expect(formatDuration(30 * 60)).toBe('30 minutes')
  expect(formatDuration(30 * 86_400)).toBe('30 days')
  expect(formatDuration(3600)).toBe('1 hour')
  expect(formatDuration(90 * 60)).toBe('90 minutes')
})

describe('numbers and dates are written as Intl writes them for en-US', () => {
  // A fixed seed: the same values on every run.
  const random = seededRandom(20261129).next
  const edges = [
    0,
    -0,
    0.5,
    1.005,
    1.015,
    2.675,
    0.05,
    0.04,
    0.95,
    999.95,
    999.94,
    999_949,
    999_950,
    9.995,
    1_049.9,
    99_950,
    2 ** 53,
    2 ** 60,
    1e15,
    1e21,
    1.2345e18,
    1e100,
    5e-324,
    1e-7,
    123_456.785,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    NaN,
    Infinity,
  ]
  const numbers = [
    ...edges.flatMap((n) => [n, -n]),
    ...Array.from({ length: 4_000 }, () => {
      const magnitude = 10 ** Math.floor(random() * 30 - 8)
      const value = random() * magnitude
      // Some with few decimals (as amounts are typed), some with the float's full tail.
      const typed = random() < 0.5 ? Math.round(value * 1000) / 1000 : value
      return random() < 0.3 ? -typed : typed
    }),
  ]

  test.each([
    [3, 0],
    [1, 0],
    [0, 0],
    [2, 2],
    [4, 4],
  ])('up to %i decimals, at least %i', (max, min) => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    })
    for (const n of numbers) expect([n, writeNumber(n, max, min)]).toEqual([n, intl.format(n)])
  })

  test('whole dollars', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    for (const n of numbers) expect([n, writeNumber(n, 0, 0, '$')]).toEqual([n, intl.format(n)])
  })

  test('compact dollars, as on a chart axis', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
      minimumFractionDigits: 0,
    })
    for (const n of numbers)
      expect([n, writeNumber(n, 1, 0, '$', true)]).toEqual([n, intl.format(n)])
    expect(writeNumber(950, 1, 0, '$', true)).toBe('$950')
    expect(writeNumber(12_345, 1, 0, '$', true)).toBe('$12.3K')
    expect(writeNumber(999_950, 1, 0, '$', true)).toBe('$1M')
    expect(writeNumber(-1_234, 1, 0, '$', true)).toBe('-$1.2K')
  })

  test('UTC dates and times, from year 1 to 9999 and before', () => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
    const pairs: [(value: Date) => string, Intl.DateTimeFormat][] = [
      [formatDay, utc({ dateStyle: 'medium' })],
      [formatLongDay, utc({ dateStyle: 'long' })],
      [formatShortDay, utc({ month: 'short', day: 'numeric' })],
      [formatMonth, utc({ year: 'numeric', month: 'short' })],
      [formatMonthName, utc({ month: 'short' })],
      [formatUtcDateTime, utc({ dateStyle: 'medium', timeStyle: 'short' })],
      [formatUtcDateTimeSeconds, utc({ dateStyle: 'medium', timeStyle: 'medium' })],
      [formatLongUtcDateTime, utc({ dateStyle: 'long', timeStyle: 'short' })],
    ]
    const start = Date.UTC(1, 0, 1)
    const end = Date.UTC(9999, 11, 31, 23, 59, 59)
    const dates = [
      new Date(at),
      new Date('2026-05-03T00:05:00Z'),
      new Date('2026-05-03T12:00:00Z'),
      new Date(Date.UTC(0, 5, 1)),
      new Date(-8.64e15),
      new Date(8.64e15),
      ...Array.from({ length: 2_000 }, () => new Date(start + random() * (end - start))),
    ]
    for (const [ours, intl] of pairs) {
      for (const date of dates) {
        expect([date.toISOString(), ours(date)]).toEqual([date.toISOString(), intl.format(date)])
      }
    }
  })

  test('an invalid date throws, as Intl does', () => {
    expect(() => formatDay('not a date')).toThrow(RangeError)
  })
})
