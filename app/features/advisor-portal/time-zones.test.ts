import { expect, test } from 'vitest'
import { US_STATES } from '~/features/assessment'
import { advisorTimeZone, meetingTimes, stateTimeZone } from './time-zones'

test('every state has a time zone the runtime knows', () => {
  for (const [code] of US_STATES) {
    const zone = stateTimeZone(code)
    expect(zone, code).not.toBeNull()
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone!.timeZone })).not.toThrow()
  }
  expect(stateTimeZone('XX')).toBeNull()
  expect(advisorTimeZone('XX')).toBe('UTC')
})

test('a meeting shows in the advisor’s zone and the lead’s, each named', () => {
  // 18:30 UTC in June: 1:30 PM in Texas (Central daylight time), 2:30 PM in Ohio (Eastern).
  expect(meetingTimes('2027-06-02T18:30:00.000Z', 'TX', 'OH')).toEqual({
    advisor: { text: 'Jun 2, 2027, 1:30 PM CDT', timeZone: 'America/Chicago' },
    lead: { text: 'Jun 2, 2027, 2:30 PM EDT', timeZone: 'America/New_York', state: 'Ohio' },
  })
  // Hawaii keeps standard time all year.
  expect(meetingTimes('2027-06-02T18:30:00.000Z', 'CO', 'HI').lead).toMatchObject({
    text: 'Jun 2, 2027, 8:30 AM HST',
  })
  // Texas has El Paso on Mountain time: the lead's local time is not guessed.
  expect(meetingTimes('2027-06-02T18:30:00.000Z', 'OH', 'TX').lead).toEqual({
    unknown: 'Texas spans more than one time zone, so the lead’s local time is not known.',
  })
})
