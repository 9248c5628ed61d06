import { db } from '~/db/client.server'
import { methodNotAllowed, parseQuery } from '~/lib/http/json.server'
import { requireApiAdvisor } from '~/features/advisor-portal/access.server'
import { NO_STORE } from '~/features/advisor-portal/api.server'
import { LeadListQuerySchema } from '~/features/advisor-portal/portal-schema'
import { listAdvisorLeads } from '~/features/advisor-portal/portal.server'
import type { Route } from './+types/api.ria.leads'

/**
 * GET /api/ria/leads?status&category&q&sort&dir&page&size → a page of the signed-in advisor's
 * leads `{content, totalPages, totalElements, page, size}` (page from 0, size 1–100, default 20).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { advisorId } = await requireApiAdvisor(request)
  const query = parseQuery(url, LeadListQuerySchema)
  return Response.json(await listAdvisorLeads(db(), advisorId, query), { headers: NO_STORE })
}

export function action() {
  return methodNotAllowed(['GET'])
}
