import { expect, test } from 'vitest'
import { actorLabel, describeEvent } from './portal-format'
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
