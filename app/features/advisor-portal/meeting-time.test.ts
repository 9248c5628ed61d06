import { expect, test } from 'vitest'
import { instantToZonedTime, isTimeZone, zonedTimeToInstant } from './meeting-time'

test('a wall-clock time in a zone names the instant that zone shows it', () => {
  // New York is on daylight time (UTC−4) in June and standard time (UTC−5) in January.
  expect(zonedTimeToInstant('2026-06-02T14:30', 'America/New_York')?.toISOString()).toBe(
    '2026-06-02T18:30:00.000Z',
  )
  expect(zonedTimeToInstant('2026-01-15T09:00', 'America/New_York')?.toISOString()).toBe(
    '2026-01-15T14:00:00.000Z',
  )
  expect(zonedTimeToInstant('2026-06-02T14:30', 'UTC')?.toISOString()).toBe(
    '2026-06-02T14:30:00.000Z',
  )
  expect(zonedTimeToInstant('2026-06-02T14:30', 'Asia/Kolkata')?.toISOString()).toBe(
    '2026-06-02T09:00:00.000Z',
  )
})

test('a time skipped by the spring change moves past it; a repeated one takes the first occurrence', () => {
  // 8 March 2026: New York's clocks jump from 2:00 to 3:00, so 2:30 does not exist there.
  expect(zonedTimeToInstant('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe(
    '2026-03-08T07:30:00.000Z',
  )
  // 1 November 2026: 1:30 happens twice; the first is still on daylight time.
  expect(zonedTimeToInstant('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe(
    '2026-11-01T05:30:00.000Z',
  )
  // 25 October 2026 in Berlin: 2:30 happens first at UTC+2.
  expect(zonedTimeToInstant('2026-10-25T02:30', 'Europe/Berlin')?.toISOString()).toBe(
    '2026-10-25T00:30:00.000Z',
  )
})

test('malformed times, impossible dates and unknown zones are refused', () => {
  for (const value of [
    '2026-02-30T10:00',
    '2026-13-01T10:00',
    '2026-06-02T24:00',
    '2026-06-02T10:75',
    'tomorrow',
    '',
  ])
    expect(zonedTimeToInstant(value, 'UTC'), value).toBeNull()
  expect(zonedTimeToInstant('2026-06-02T14:30', 'Mars/Olympus_Mons')).toBeNull()
  expect(isTimeZone('America/Chicago')).toBe(true)
  expect(isTimeZone('not a zone')).toBe(false)
})

test('an instant reads back as the wall-clock value a datetime-local field shows', () => {
  expect(instantToZonedTime('2026-06-02T18:30:00.000Z', 'America/New_York')).toBe(
    '2026-06-02T14:30',
  )
  expect(instantToZonedTime('2026-06-02T18:30:00.000Z', 'UTC')).toBe('2026-06-02T18:30')
})
