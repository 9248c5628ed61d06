import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requireApiAdvisor } from '~/features/advisor-portal/access.server'
import {
  leadOutcomeResponse,
  NO_STORE,
  changeAdvisorLead,
  getAdvisorLead,
} from '~/features/leads/index.server'
import { LEAD_NOT_FOUND_MESSAGE } from '~/features/advisor-portal/messages'
import { LeadChangeSchema } from '~/features/advisor-portal/portal-schema'
import type { Route } from './+types/api.ria.leads.$id'

/** GET /api/ria/leads/{id}: one of the advisor's leads with its consent and history; else 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { advisorId } = await requireApiAdvisor(request)
  const lead = await getAdvisorLead(db(), advisorId, params.id)
  if (!lead) return jsonError(404, LEAD_NOT_FOUND_MESSAGE)
  return Response.json(lead, { headers: NO_STORE })
}

/**
 * PATCH /api/ria/leads/{id} {status?, note?, meetingAt?, expectedAnnualRevenue?} → the lead.
 * A move the pipeline does not allow is a 409; CONVERTED without the expected revenue a 400.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'PATCH') return methodNotAllowed(['GET', 'PATCH'])
  const { advisorId, actor } = await requireApiAdvisor(request)
  const { data } = await parseBody(request, LeadChangeSchema)
  return leadOutcomeResponse(await changeAdvisorLead(db(), advisorId, params.id, actor, data))
}
