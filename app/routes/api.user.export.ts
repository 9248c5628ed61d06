import { db } from '~/db/client.server'
import { methodNotAllowed } from '~/lib/http/json.server'
import { requireApiUser } from '~/features/auth/session.server'
import { exportAccountData } from '~/features/dashboard/account-data.server'
import type { Route } from './+types/api.user.export'

/** GET /api/user/export: everything we hold about the user, as a JSON file to download. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireApiUser(request)
  const now = new Date()
  const data = await exportAccountData(db(), user, now)
  const filename = `wealthward-my-data-${now.toISOString().slice(0, 10)}.json`
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
