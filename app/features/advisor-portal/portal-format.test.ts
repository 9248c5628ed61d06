import { expect, test } from 'vitest'
import {
  actorLabel,
  describeEvent,
  formatDateTime,
  formatDay,
  formatDuration,
  formatMonth,
  percentOf,
} from './portal-format'
import type { LeadEventView } from './portal-types'

const event = (overrides: Partial<LeadEventView>): LeadEventView => ({
  type: 'NOTE',
  fromStatus: null,
  toStatus: null,
  note: null,
  actor: 'visitor',
  at: '2026-05-03T14:30:00.000Z',
  ...overrides,
})

test('events read as what happened', () => {
  expect(
    describeEvent(event({ type: 'STATUS_CHANGED', fromStatus: 'NEW', toStatus: 'CONTACTED' })),
  ).toBe('Status changed from New to Contacted')
  expect(describeEvent(event({ type: 'CONTACTED', note: 'phone' }))).toBe('Contacted by phone')
  expect(describeEvent(event({ type: 'CONTACT_REQUESTED' }))).toBe(
    'The visitor asked to be contacted',
  )
  expect(describeEvent(event({ type: 'SOMETHING_NEW' }))).toBe('Something new')
})

test('the signed-in advisor is "You"; others are named by role', () => {
  const me = 'advisor:pat@example.com'
  expect(actorLabel(me, me)).toBe('You')
  expect(actorLabel('visitor', me)).toBe('The visitor')
  expect(actorLabel('admin:ops@wealthward.test', me)).toBe('Wealthward staff')
  expect(actorLabel('system', me)).toBe('Wealthward')
})

test('dates are written in UTC unless a zone is given; months from YYYY-MM', () => {
  expect(formatDay('2026-05-03')).toBe('May 3, 2026')
  expect(formatMonth('2026-01')).toBe('Jan 2026')
  expect(formatDateTime('2026-05-03T14:30:00.000Z')).toBe('May 3, 2026, 2:30 PM UTC')
  expect(formatDateTime('2026-05-03T14:30:00.000Z', 'America/Chicago')).toBe(
    'May 3, 2026, 9:30 AM CDT',
  )
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
