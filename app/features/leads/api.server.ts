import { jsonError } from '~/lib/http/json.server'
import type { LeadChangeOutcome } from '~/features/advisor-portal'

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** A change's outcome as the JSON API answers it: the lead's detail, or `{error}` with its status. */
export function leadOutcomeResponse(outcome: LeadChangeOutcome, successStatus = 200): Response {
  if (!outcome.ok) return jsonError(outcome.status, outcome.error)
  return Response.json(outcome.lead, { status: successStatus, headers: NO_STORE })
}
