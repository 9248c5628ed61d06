import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { advisorProfile } from '~/features/advisor-portal/access.server'
import {
  ADVISOR_INVALID_LOGIN_MESSAGE,
  NOT_LINKED_MESSAGE,
} from '~/features/advisor-portal/messages'
import { logIn } from '~/features/auth/accounts.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { destroyUserSessions } from '~/features/auth/session.server'
import { signInRefusal } from '~/features/auth/two-factor/api-answers.server'
import { ApiLoginSchema } from '~/features/auth/two-factor/schema'
import type { Route } from './+types/api.ria.login'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/ria/login {email, password, rememberMe?, totp?, recoveryCode?} → {token, advisor:
 * {email, name, firm}} and the session cookie. Only advisor accounts: any other account gets the
 * same 401 as a wrong password. Failures are throttled per account and per address, as on
 * /api/auth/login, and an advisor with two-step verification sends the code as it does there.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, ApiLoginSchema)
  const database = db()
  const outcome = await logIn(database, data, requestInfo(request, context), {
    roles: ['advisor'],
    secondFactor: { via: 'request', answer: data.secondFactor },
  })
  if (outcome.ok !== true) return signInRefusal(outcome, ADVISOR_INVALID_LOGIN_MESSAGE)
  const advisor = await advisorProfile(database, outcome.user)
  if (!advisor) {
    // An advisor account whose advisor record is missing can do nothing in the portal.
    await destroyUserSessions(database, outcome.user.id)
    return jsonError(403, NOT_LINKED_MESSAGE)
  }
  return Response.json(
    { token: outcome.token, advisor },
    { headers: { 'Set-Cookie': outcome.setCookie, 'Cache-Control': 'no-store' } },
  )
}
