import { db } from '~/db/client.server'
import { methodNotAllowed, parseQuery } from '~/lib/http/json.server'
import { requireApiAdvisor } from '~/features/advisor-portal/access.server'
import { LeadListQuerySchema } from '~/features/advisor-portal/portal-schema'
import { allAdvisorLeads, leadsCsv } from '~/features/leads/index.server'
import type { Route } from './+types/api.ria.leads.csv'

/** GET /api/ria/leads.csv?status&category&q&sort&dir: every lead the filters select, as a CSV file. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { advisorId } = await requireApiAdvisor(request)
  const { page: _page, size: _size, ...filters } = parseQuery(url, LeadListQuerySchema)
  const rows = await allAdvisorLeads(db(), advisorId, filters)
  const filename = `wealthward-leads-${new Date().toISOString().slice(0, 10)}.csv`
  return new Response(leadsCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
