import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { RESET_DONE_MESSAGE } from '~/features/auth/messages'
import { resetPassword } from '~/features/auth/password-reset.server'
import { ResetPasswordSchema } from '~/features/auth/schema'
import { clearedSessionCookie } from '~/features/auth/session.server'
import type { Route } from './+types/api.auth.reset-password'
import { secureCookies } from '~/lib/security/cookies.server'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/auth/reset-password {token, password} → 200 {message}. The token works once; every
 * session of the account ends, so the client signs in again with the new password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, ResetPasswordSchema)
  const outcome = await resetPassword(db(), data)
  if (!outcome.ok) {
    return jsonError(outcome.status, outcome.message, { fieldErrors: { token: outcome.message } })
  }
  return Response.json(
    { message: RESET_DONE_MESSAGE },
    {
      headers: {
        'Set-Cookie': clearedSessionCookie(secureCookies(context)),
        'Cache-Control': 'no-store',
      },
    },
  )
}
