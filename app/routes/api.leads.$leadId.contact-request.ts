import { z } from 'zod'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { ContactRequestSchema } from '~/features/assessment/api-schema'
import { requestAdvisorContact, ownershipProofFrom } from '~/features/leads/index.server'
import { getSession } from '~/features/auth/session.server'
import type { Route } from './+types/api.leads.$leadId.contact-request'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/leads/{leadId}/contact-request {advisorId}: records that the visitor asked to be
 * contacted. Only with proof of owning the lead; without it the answer is the unknown-lead 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, ContactRequestSchema)
  if (!z.uuid().safeParse(params.leadId).success) return jsonError(404, 'No such lead.')
  const outcome = await requestAdvisorContact(db(), {
    leadId: params.leadId,
    advisorId: data.advisorId,
    proof: ownershipProofFrom(request, await getSession(request)),
  })
  switch (outcome) {
    case 'not-found':
      return jsonError(404, 'This advisor is not matched with this lead.')
    case 'not-eligible':
      return jsonError(409, 'Contact requests are for leads the advisor can act on now.')
    default:
      return Response.json(
        { ok: true, status: outcome },
        { status: outcome === 'recorded' ? 201 : 200 },
      )
  }
}
