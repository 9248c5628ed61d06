import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requireApiUser } from '~/features/auth/session.server'
import { accountUser, updateProfile } from '~/features/dashboard/profile.server'
import { ProfileUpdateSchema } from '~/features/dashboard/schema'
import type { Route } from './+types/api.user.profile'

export function loader() {
  return methodNotAllowed(['PUT'])
}

/** PUT /api/user/profile {firstName?, lastName?, goals?} → {user, message}. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT'])
  const { user } = await requireApiUser(request)
  const { data } = await parseBody(request, ProfileUpdateSchema)
  const updated = await updateProfile(db(), user.id, data)
  return Response.json(
    { user: await accountUser(db(), updated), message: 'Profile updated.' },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
