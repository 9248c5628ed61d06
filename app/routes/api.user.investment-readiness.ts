import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requireApiUser } from '~/features/auth/session.server'
import { accountUser } from '~/features/dashboard/profile.server'
import { recordReadinessScore } from '~/features/dashboard/readiness.server'
import { ReadinessScoreSchema } from '~/features/dashboard/schema'
import type { Route } from './+types/api.user.investment-readiness'

export function loader() {
  return methodNotAllowed(['PUT'])
}

/**
 * PUT /api/user/investment-readiness {score}: the score (0–100) joins the user's history and
 * becomes their latest. The assessment records its full result itself when the user is signed in.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT'])
  const session = await requireApiUser(request)
  const { data } = await parseBody(request, ReadinessScoreSchema)
  await recordReadinessScore(db(), session.user.id, { score: data.score })
  const user = { ...session.user, investmentReadinessScore: data.score }
  return Response.json(
    { user: await accountUser(db(), user), message: 'Score saved.' },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
