import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/features/api/json.server'
import { logIn } from '~/features/auth/accounts.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { LoginSchema } from '~/features/auth/schema'
import { publicUser } from '~/features/auth/session.server'
import type { Route } from './+types/api.auth.login'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/auth/login → {user, token, message} and the session cookie (persistent for 30 days
 * with rememberMe). The token also works as `Authorization: Bearer <token>`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, LoginSchema)
  const outcome = await logIn(db(), data, requestInfo(request, context))
  if (!outcome.ok) {
    const response = jsonError(outcome.status, outcome.message)
    if (outcome.retryAfterSeconds)
      response.headers.set('Retry-After', String(outcome.retryAfterSeconds))
    return response
  }
  return Response.json(
    { user: publicUser(outcome.user), token: outcome.token, message: 'Signed in.' },
    { headers: { 'Set-Cookie': outcome.setCookie, 'Cache-Control': 'no-store' } },
  )
}
