import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { logIn } from '~/features/auth/accounts.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { publicUser } from '~/features/auth/session.server'
import { signInRefusal } from '~/features/auth/two-factor/api-answers.server'
import { ApiLoginSchema } from '~/features/auth/two-factor/schema'
import type { Route } from './+types/api.auth.login'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/auth/login {email, password, rememberMe?, totp?, recoveryCode?} → {user, token,
 * message} and the session cookie (persistent for 30 days with rememberMe). The token also works
 * as `Authorization: Bearer <token>`. An account with two-step verification also sends the code
 * from its authenticator app (`totp`) or a recovery code; without one, 401 with
 * `twoFactorRequired: true`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, ApiLoginSchema)
  const outcome = await logIn(db(), data, requestInfo(request, context), {
    secondFactor: { via: 'request', answer: data.secondFactor },
  })
  if (outcome.ok !== true) return signInRefusal(outcome)
  return Response.json(
    { user: publicUser(outcome.user), token: outcome.token, message: 'Signed in.' },
    { headers: { 'Set-Cookie': outcome.setCookie, 'Cache-Control': 'no-store' } },
  )
}
