import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { unsubscribeByToken } from '~/features/newsletter/newsletter.server'
import type { Route } from './+types/api.newsletter.unsubscribe'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** RFC 8058 one-click unsubscribe: mail clients POST here from the List-Unsubscribe header. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const known = await unsubscribeByToken(db(), token)
  if (!known)
    return jsonError(
      404,
      'This unsubscribe link is not valid. It may have been copied incompletely.',
    )
  return Response.json(
    { ok: true, message: 'You have been unsubscribed.' },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
