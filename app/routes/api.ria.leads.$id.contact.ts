import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requireApiAdvisor } from '~/features/advisor-portal/access.server'
import { leadOutcomeResponse, recordAdvisorContact } from '~/features/leads/index.server'
import { ContactSchema } from '~/features/advisor-portal/portal-schema'
import type { Route } from './+types/api.ria.leads.$id.contact'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/ria/leads/{id}/contact {channel: 'email' | 'phone'} → the lead: records that the
 * advisor emailed or called (a NEW lead becomes CONTACTED). Calling without phone consent is a 409.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { advisorId, actor } = await requireApiAdvisor(request)
  const { data } = await parseBody(request, ContactSchema)
  return leadOutcomeResponse(
    await recordAdvisorContact(db(), advisorId, params.id, actor, data.channel),
  )
}
