import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { serverActionOr } from '~/lib/http/fetcher'
import { fetcherAction, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { sendWelcomeEmail, subscribe } from '~/features/newsletter/newsletter.server'
import {
  NEWSLETTER_FAILURE_MESSAGE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_TOO_MANY_MESSAGE,
} from '~/features/newsletter/messages'
import { NewsletterSubscribeSchema } from '~/features/newsletter/schema'
import { safeRedirectPath, safeRedirectPathOfUrl } from '~/lib/security/redirect'
import type { Route } from './+types/api.newsletter.subscribe'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** JSON clients, the newsletter forms' fetchers, and the forms posted without JavaScript. */
export const action = fetcherAction(async ({ request }: Route.ActionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])

  let parsed
  try {
    parsed = await parseBody(request, NewsletterSubscribeSchema, { allowForm: true })
  } catch (problem) {
    if (problem instanceof Response && isPlainFormPost(request)) {
      // A form posted without JavaScript goes back to its page, which shows the message.
      return redirectBack(request, 'invalid')
    }
    throw problem
  }
  const { data, kind } = parsed

  // A filled honeypot gets the same answer as a person, and nothing is stored or sent.
  if (!data.website) {
    const config = getConfig()
    const { outcome, subscriber } = await subscribe(db(), {
      email: data.email,
      source: data.source,
    })
    if (outcome !== 'already-subscribed') {
      await sendWelcomeEmail(db(), subscriber, {
        siteUrl: config.SITE_URL,
        postalAddress: config.COMPANY_POSTAL_ADDRESS,
      })
    }
  }

  if (kind === 'form' && isPlainFormPost(request))
    return redirectBack(request, 'subscribed', data.returnTo)
  // The same answer whether the address was new or known, so the form cannot reveal who subscribed.
  return Response.json(
    { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})

/** The forms' fetchers: an answer that never arrived shows the form's own failure message. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, (status) => ({
    error: status === 429 ? NEWSLETTER_TOO_MANY_MESSAGE : NEWSLETTER_FAILURE_MESSAGE,
  }))
}

function isPlainFormPost(request: Request) {
  return (
    request.headers.get('sec-fetch-mode') === 'navigate' ||
    (request.headers.get('accept') ?? '').includes('text/html')
  )
}

function redirectBack(request: Request, status: 'subscribed' | 'invalid', returnTo?: string) {
  const back = safeRedirectPathOfUrl(request.headers.get('referer'), '/')
  const target = new URL(safeRedirectPath(returnTo ?? back, '/'), 'http://local')
  target.searchParams.set('newsletter', status)
  return new Response(null, {
    status: 303,
    headers: { Location: `${target.pathname}${target.search}#newsletter` },
  })
}
