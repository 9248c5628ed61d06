import { expect, test } from 'vitest'
import { formatDateTime } from './zoned-time'

test('a date and time in UTC unless a zone is given, with the zone named', () => {
  expect(formatDateTime('2026-05-03T14:30:00.000Z')).toBe('May 3, 2026, 2:30 PM UTC')
  expect(formatDateTime('2026-05-03T14:30:00.000Z', 'America/Chicago')).toBe(
    'May 3, 2026, 9:30 AM CDT',
  )
  expect(formatDateTime(new Date('2026-01-03T14:30:00.000Z'), 'America/New_York')).toBe(
    'Jan 3, 2026, 9:30 AM EST',
  )
})
