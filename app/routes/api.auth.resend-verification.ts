import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { resendVerificationEmail } from '~/features/auth/accounts.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { requireApiUser } from '~/features/auth/session.server'
import type { Route } from './+types/api.auth.resend-verification'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/auth/resend-verification (signed in by cookie or bearer token, no body) → 202
 * {message} with a fresh confirmation link emailed; 409 when the address is already confirmed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user } = await requireApiUser(request)
  const outcome = await resendVerificationEmail(db(), user, requestInfo(request, context))
  if (!outcome.ok) {
    if (outcome.status === 409) return jsonError(409, outcome.message)
    const response = jsonError(429, outcome.message, {
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
