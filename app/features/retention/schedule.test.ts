import { expect, test } from 'vitest'
import { formatRetentionReport } from './report'
import { describePeriod, periodBefore, RETENTION } from './schedule'

const at = (iso: string) => new Date(iso)

test('periods count calendar months and years in UTC, keeping the time of day', () => {
  expect(periodBefore(at('2027-06-15T10:30:00.250Z'), { months: 13 })).toEqual(
    at('2026-05-15T10:30:00.250Z'),
  )
  expect(periodBefore(at('2027-01-10T00:00:00Z'), { months: 24 })).toEqual(
    at('2025-01-10T00:00:00Z'),
  )
  expect(periodBefore(at('2031-03-01T23:59:59Z'), { years: 5 })).toEqual(at('2026-03-01T23:59:59Z'))
  expect(periodBefore(at('2027-06-15T10:30:00Z'), { days: 7 })).toEqual(at('2027-06-08T10:30:00Z'))
})

test('a month back from a day the earlier month lacks is that month’s last day, never a day after', () => {
  expect(periodBefore(at('2027-03-31T12:00:00Z'), { months: 1 })).toEqual(
    at('2027-02-28T12:00:00Z'),
  )
  expect(periodBefore(at('2028-03-31T12:00:00Z'), { months: 13 })).toEqual(
    at('2027-02-28T12:00:00Z'),
  )
  expect(periodBefore(at('2028-02-29T08:00:00Z'), { years: 5 })).toEqual(at('2023-02-28T08:00:00Z'))
  expect(periodBefore(at('2027-12-31T00:00:00Z'), { months: 12 })).toEqual(
    at('2026-12-31T00:00:00Z'),
  )
})

test('the schedule is the one DECISIONS §11 sets, in the words the policy uses', () => {
  expect(
    Object.fromEntries(
      Object.entries(RETENTION).map(([key, period]) => [key, describePeriod(period)]),
    ),
  ).toEqual({
    analyticsEvents: '13 months',
    leadDetails: '24 months',
    consentProof: '5 years',
    emailRecords: '12 months',
    afterExpiry: '7 days',
    declinedApplications: '12 months',
  })
  expect(describePeriod({ days: 1 })).toBe('1 day')
})

test('the command prints one aligned line per rule, saying when a rule was skipped or failed', () => {
  expect(
    formatRetentionReport([
      { rule: 'sessions', status: 'done', counts: { deleted: 2 }, summary: 'Deleted 2 sessions' },
      { rule: 'email-records', status: 'busy' },
      { rule: 'leads', status: 'failed', error: 'relation "leads" does not exist' },
    ]),
  ).toEqual([
    'sessions       Deleted 2 sessions',
    'email-records  skipped: another copy was applying it',
    'leads          FAILED: relation "leads" does not exist',
  ])
})
