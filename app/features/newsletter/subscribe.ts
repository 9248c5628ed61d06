import {
  NEWSLETTER_FAILURE_MESSAGE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_TOO_MANY_MESSAGE,
} from './messages'
import type { NewsletterSource } from './schema'

/** Where every newsletter form posts without JavaScript (the /newsletter page's action). */
export const NEWSLETTER_ACTION = '/newsletter'
/** Where the forms post with JavaScript: the JSON sign-up, which answers with what to show. */
const SUBSCRIBE_API = '/api/newsletter/subscribe'

export type SubscribeOutcome =
  { ok: true; message: string } | { ok: false; message: string; field?: 'email' }

/**
 * Signs an address up from a newsletter form, for pages with React and pages without: the answer
 * to show (the same whether the address was new or known), the problem with the address next to
 * its field, or the form's own failure message when no answer came.
 */
export async function subscribe(fields: {
  email: string
  source: NewsletterSource
  /** The hidden honeypot field, as typed. */
  website?: string
}): Promise<SubscribeOutcome> {
  const body = new URLSearchParams({ email: fields.email, source: fields.source })
  if (fields.website) body.set('website', fields.website)
  let response: Response
  try {
    response = await fetch(SUBSCRIBE_API, { method: 'POST', body })
  } catch {
    return { ok: false, message: NEWSLETTER_FAILURE_MESSAGE }
  }
  if (response.ok) return { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE }
  if (response.status === 429) return { ok: false, message: NEWSLETTER_TOO_MANY_MESSAGE }
  const answer = (await response.json().catch(() => null)) as {
    fieldErrors?: { email?: unknown }
  } | null
  const emailProblem = answer?.fieldErrors?.email
  return typeof emailProblem === 'string'
    ? { ok: false, message: emailProblem, field: 'email' }
    : { ok: false, message: NEWSLETTER_FAILURE_MESSAGE }
}
