import { db } from '~/db/client.server'
import { methodNotAllowed } from '~/lib/http/json.server'
import { requireApiAdvisor } from '~/features/advisor-portal/access.server'
import { NO_STORE, advisorStats } from '~/features/leads/index.server'
import type { Route } from './+types/api.ria.stats'

/** GET /api/ria/stats: the dashboard's figures (cards, activity, distribution, funnel, ROI). */
export async function loader({ request }: Route.LoaderArgs) {
  const { advisorId } = await requireApiAdvisor(request)
  return Response.json(await advisorStats(db(), advisorId), { headers: NO_STORE })
}

export function action() {
  return methodNotAllowed(['GET'])
}
