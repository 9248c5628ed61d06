import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { requireApiUser } from '~/features/auth/session.server'
import { deleteCalculation } from '~/features/dashboard/calculator-history.server'
import type { Route } from './+types/api.user.calculator-history.$id'

export function loader() {
  return methodNotAllowed(['DELETE'])
}

/** DELETE /api/user/calculator-history/{id}: 204, or 404 when the user has no such entry. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const { user } = await requireApiUser(request)
  if (!(await deleteCalculation(db(), user.id, params.id))) {
    return jsonError(404, 'No saved calculation with this id.')
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
