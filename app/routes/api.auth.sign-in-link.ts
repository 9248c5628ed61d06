import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { SignInLinkRequestSchema } from '~/features/auth/schema'
import { requestSignInLink } from '~/features/auth/sign-in-link.server'
import type { Route } from './+types/api.auth.sign-in-link'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/auth/sign-in-link {email} → 202 {message}, the same answer whether or not the address
 * has an account; the account's owner gets a single-use sign-in link valid for 15 minutes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, SignInLinkRequestSchema)
  const outcome = await requestSignInLink(db(), data, requestInfo(request, context))
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
