import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/features/api/json.server'
import { jsonError } from '~/features/api/json.server'
import { signUp } from '~/features/auth/accounts.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { SignupSchema } from '~/features/auth/schema'
import { publicUser } from '~/features/auth/session.server'
import type { Route } from './+types/api.auth.signup'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** POST /api/auth/signup → 201 {user, token, message} and a browser-session cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, SignupSchema)
  const outcome = await signUp(db(), data, requestInfo(request, context))
  if (!outcome.ok) return jsonError(outcome.status, outcome.message)
  return Response.json(
    {
      user: publicUser(outcome.user),
      token: outcome.token,
      message: 'Account created. Check your email to confirm your address.',
    },
    { status: 201, headers: { 'Set-Cookie': outcome.setCookie, 'Cache-Control': 'no-store' } },
  )
}
