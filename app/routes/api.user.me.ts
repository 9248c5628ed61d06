import { db } from '~/db/client.server'
import { methodNotAllowed } from '~/lib/http/json.server'
import { requireApiUser } from '~/features/auth/session.server'
import { accountUser } from '~/features/dashboard/profile.server'
import type { Route } from './+types/api.user.me'

/** GET /api/user/me: the signed-in user (cookie or bearer token), or 401. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireApiUser(request)
  return Response.json(
    { user: await accountUser(db(), user) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export function action() {
  return methodNotAllowed(['GET'])
}
