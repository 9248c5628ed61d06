/**
 * The lead pipeline (DECISIONS §3): NEW → CONTACTED → NURTURING → QUALIFIED → CONVERTED, and LOST
 * from any stage that is still open. Pure rules, shared by the server module and the pages.
 */
import type { LeadStatus } from '~/db/vocabulary'

const NEXT_STEP: Record<LeadStatus, LeadStatus | null> = {
  NEW: 'CONTACTED',
  CONTACTED: 'NURTURING',
  NURTURING: 'QUALIFIED',
  QUALIFIED: 'CONVERTED',
  CONVERTED: null,
  LOST: null,
}

/** A converted client or a lost lead stays that way: its history is what the funnel and ROI count. */
export function isFinalStatus(status: LeadStatus): boolean {
  return status === 'CONVERTED' || status === 'LOST'
}

/**
 * Where a lead may go from `status`: one step forward, or LOST. Steps are not skipped, so every
 * lead that reaches a stage has passed each earlier one and the funnel's counts stay nested.
 */
export function nextStatuses(status: LeadStatus): LeadStatus[] {
  if (isFinalStatus(status)) return []
  const next = NEXT_STEP[status]
  return next ? [next, 'LOST'] : ['LOST']
}

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return nextStatuses(from).includes(to)
}

export function transitionError(from: LeadStatus, to: LeadStatus): string {
  return `A lead cannot move from ${from} to ${to}.`
}

/** A meeting is booked with someone already talking to the advisor and not yet decided. */
export const MEETING_STATUSES: readonly LeadStatus[] = ['CONTACTED', 'NURTURING', 'QUALIFIED']

export function canScheduleMeeting(status: LeadStatus): boolean {
  return MEETING_STATUSES.includes(status)
}
