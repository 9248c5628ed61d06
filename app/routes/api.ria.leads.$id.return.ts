import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requireApiAdvisor } from '~/features/advisor-portal/access.server'
import { leadOutcomeResponse, requestLeadReturn } from '~/features/leads/index.server'
import { ReturnRequestSchema } from '~/features/advisor-portal/portal-schema'
import type { Route } from './+types/api.ria.leads.$id.return'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/ria/leads/{id}/return {reason, details?} → 201 with the lead: asks for the lead to be
 * credited. One request per lead (a second is a 409); an admin decides it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { advisorId, actor } = await requireApiAdvisor(request)
  const { data } = await parseBody(request, ReturnRequestSchema)
  return leadOutcomeResponse(await requestLeadReturn(db(), advisorId, params.id, actor, data), 201)
}
