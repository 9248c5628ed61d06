import { db } from '~/db/client.server'
import { methodNotAllowed, parseQuery } from '~/lib/http/json.server'
import { requireApiAdvisor } from '~/features/advisor-portal/access.server'
import { NO_STORE, listAdvisorLeads } from '~/features/leads/index.server'
import { LeadListQuerySchema } from '~/features/advisor-portal/portal-schema'
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
