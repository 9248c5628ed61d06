import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { SignupSchema } from '~/features/auth/schema'
import { signUp } from '~/features/auth/signup.server'
import type { Route } from './+types/api.auth.signup'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/auth/signup → 202 {message}, the same answer for every address. A new address gets a
 * link that confirms it and signs the new account in; an address with an account gets an email
 * saying so, and that account does not change.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, SignupSchema)
  const outcome = await signUp(db(), data, requestInfo(request, context))
  if (!outcome.ok) {
    const response = jsonError(outcome.status, outcome.message, {
      retryAfterSeconds: outcome.retryAfterSeconds,
    })
    response.headers.set('Retry-After', String(outcome.retryAfterSeconds))
    return response
  }
  return Response.json(
    { message: outcome.message },
    { status: 202, headers: { 'Cache-Control': 'no-store' } },
  )
}
