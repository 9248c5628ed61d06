import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requestPasswordReset } from '~/features/auth/password-reset.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { ForgotPasswordSchema } from '~/features/auth/schema'
import type { Route } from './+types/api.auth.forgot-password'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/auth/forgot-password {email} → 202 {message}, the same answer whether or not the
 * address has an account; the account's owner gets a reset link valid for 1 hour.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, ForgotPasswordSchema)
  const outcome = await requestPasswordReset(db(), data, requestInfo(request, context))
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
