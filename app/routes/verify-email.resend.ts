import { redirect } from 'react-router'
import { db } from '~/db/client.server'
import { resendVerificationEmail } from '~/features/auth/accounts.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { requireUser } from '~/features/auth/session.server'
import { safeRedirectPath } from '~/lib/security/redirect'
import type { Route } from './+types/verify-email.resend'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'

/** What the page named by `returnTo` is told, in `?verification=…`. */
const VERIFICATION_STATE = {
  ok: 'sent',
  409: 'already-confirmed',
  429: 'wait',
} as const

/** Sending happens only on POST; a visit (a link, a prefetch) goes to the dashboard. */
export function loader() {
  return redirect('/dashboard')
}

/**
 * The form version of POST /api/auth/resend-verification, for pages without JavaScript: sends a
 * fresh confirmation link to the signed-in user, then goes back to the same-site `returnTo` path
 * with `?verification=sent` (or `already-confirmed`, or `wait` when too many were sent).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request)
  // A body that is not a form (JSON, garbage) simply carries no returnTo.
  const form = await readFormData(request)
  const returnTo = safeRedirectPath(formText(form.get('returnTo'), ''), '/dashboard')
  const outcome = await resendVerificationEmail(db(), user, requestInfo(request, context))
  const target = new URL(returnTo, 'http://local')
  target.searchParams.set('verification', VERIFICATION_STATE[outcome.ok ? 'ok' : outcome.status])
  return redirect(`${target.pathname}${target.search}${target.hash}`)
}
