import { expect, test } from 'vitest'
import {
  canMove,
  canScheduleMeeting,
  isFinalStatus,
  nextStatuses,
  transitionError,
} from './pipeline'
import { LEAD_STATUSES } from '~/db/vocabulary'

test('each open stage moves one step forward or to LOST', () => {
  expect(nextStatuses('NEW')).toEqual(['CONTACTED', 'LOST'])
  expect(nextStatuses('CONTACTED')).toEqual(['NURTURING', 'LOST'])
  expect(nextStatuses('NURTURING')).toEqual(['QUALIFIED', 'LOST'])
  expect(nextStatuses('QUALIFIED')).toEqual(['CONVERTED', 'LOST'])
})

test('CONVERTED and LOST are final: nothing follows them', () => {
  expect(nextStatuses('CONVERTED')).toEqual([])
  expect(nextStatuses('LOST')).toEqual([])
  expect(LEAD_STATUSES.filter(isFinalStatus)).toEqual(['CONVERTED', 'LOST'])
})

test('skipping a stage, going back or staying put is not a move', () => {
  expect(canMove('NEW', 'QUALIFIED')).toBe(false)
  expect(canMove('QUALIFIED', 'CONTACTED')).toBe(false)
  expect(canMove('NURTURING', 'NURTURING')).toBe(false)
  expect(canMove('LOST', 'NEW')).toBe(false)
  expect(canMove('QUALIFIED', 'CONVERTED')).toBe(true)
  expect(transitionError('NEW', 'CONVERTED')).toBe('A lead cannot move from NEW to CONVERTED.')
})

test('a meeting can be booked only while the lead is being worked', () => {
  expect(LEAD_STATUSES.filter(canScheduleMeeting)).toEqual(['CONTACTED', 'NURTURING', 'QUALIFIED'])
})
