import { expect, test } from 'vitest'
import {
  formatCount,
  formatDateTime,
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
} from './format'

const at = '2026-05-03T14:30:15.000Z'

test('dates are written in UTC unless a zone is given; months from YYYY-MM', () => {
  expect(formatDay('2026-05-03')).toBe('May 3, 2026')
  expect(formatDay(new Date(at))).toBe('May 3, 2026')
  expect(formatLongDay('2024-12-26')).toBe('December 26, 2024')
  expect(formatShortDay(at)).toBe('May 3')
  expect(formatMonthName(at)).toBe('May')
  expect(formatMonth('2026-01')).toBe('Jan 2026')
  expect(formatMonth(at)).toBe('May 2026')
  expect(formatDateTime('2026-05-03T14:30:00.000Z')).toBe('May 3, 2026, 2:30 PM UTC')
  expect(formatDateTime('2026-05-03T14:30:00.000Z', 'America/Chicago')).toBe(
    'May 3, 2026, 9:30 AM CDT',
  )
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
