import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { signUp } from '~/features/newsletter/newsletter.server'
import { NEWSLETTER_SUCCESS_MESSAGE } from '~/features/newsletter/messages'
import { NewsletterSubscribeSchema } from '~/features/newsletter/schema'
import type { Route } from './+types/api.newsletter.subscribe'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * The newsletter sign-up for API clients (JSON or a form-encoded body). The site's own forms post
 * to the /newsletter page's action instead, which does the same sign-up.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, NewsletterSubscribeSchema, { allowForm: true })
  const config = getConfig()
  await signUp(db(), data, {
    siteUrl: config.SITE_URL,
    postalAddress: config.COMPANY_POSTAL_ADDRESS,
  })
  // The same answer whether the address was new or known, so the answer cannot reveal who subscribed.
  return Response.json(
    { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
