import { jsonError } from '~/lib/http/json.server'
import type { AuthOutcome } from '../accounts.server'
import { CODE_REQUIRED_MESSAGE } from './messages'

/**
 * The JSON answer of a login API that did not sign in: the refusal's status and message, with
 * `twoFactorRequired: true` when the password was right but the second factor is missing or
 * wrong, and Retry-After when throttled. `invalidMessage` replaces a wrong password's message.
 */
export function signInRefusal(
  outcome: Exclude<AuthOutcome, { ok: true }>,
  invalidMessage?: string,
): Response {
  // Only a browser sign-in is sent to the code page; an API login sends the code with it.
  if (outcome.ok === 'code-needed')
    return jsonError(401, CODE_REQUIRED_MESSAGE, { twoFactorRequired: true })
  if (outcome.twoFactorRequired) {
    const response = jsonError(outcome.status, outcome.message, { twoFactorRequired: true })
    if (outcome.retryAfterSeconds)
      response.headers.set('Retry-After', String(outcome.retryAfterSeconds))
    return response
  }
  const message = outcome.status === 401 && invalidMessage ? invalidMessage : outcome.message
  const response = jsonError(outcome.status, message)
  if (outcome.retryAfterSeconds)
    response.headers.set('Retry-After', String(outcome.retryAfterSeconds))
  return response
}
