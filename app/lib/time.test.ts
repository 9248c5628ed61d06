import { expect, test } from 'vitest'
import { DAY_MS, DAY_SECONDS, HOUR_MS, HOUR_SECONDS, MINUTE_MS, WEEK_MS } from './time'

test('the lengths of time agree with each other and with the calendar', () => {
  expect(MINUTE_MS).toBe(60_000)
  expect(HOUR_MS).toBe(3_600_000)
  expect(DAY_MS).toBe(86_400_000)
  expect(WEEK_MS).toBe(7 * 86_400_000)
  expect(DAY_SECONDS * 1_000).toBe(DAY_MS)
  expect(HOUR_SECONDS).toBe(3_600)
})
