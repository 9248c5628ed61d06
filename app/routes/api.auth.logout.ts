import { methodNotAllowed } from '~/lib/http/json.server'
import {
  clearedSessionCookie,
  destroySession,
  destroyUserSessions,
  getSession,
} from '~/features/auth/session.server'
import { db } from '~/db/client.server'
import type { Route } from './+types/api.auth.logout'
import { secureCookies } from '~/lib/security/cookies.server'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** POST /api/auth/logout ends this session; `?everywhere=true` ends all of the user's sessions. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const everywhere = new URL(request.url).searchParams.get('everywhere') === 'true'
  const session = everywhere ? await getSession(request) : null
  if (session) await destroyUserSessions(db(), session.user.id)
  else await destroySession(request)
  return Response.json(
    { message: everywhere ? 'Signed out on every device.' : 'Signed out.' },
    {
      headers: {
        'Set-Cookie': clearedSessionCookie(secureCookies(context)),
        'Cache-Control': 'no-store',
      },
    },
  )
}
