import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { withIdempotency } from '~/features/api/idempotency.server'
import { jsonError, methodNotAllowed, parseBody } from '~/features/api/json.server'
import { getSession } from '~/features/auth/session.server'
import { submitAssessment } from '~/features/assessment/submit.server'
import { leadResponse } from '~/features/assessment/response'
import { AssessmentSchema } from '~/features/assessment/schema'
import type { Route } from './+types/api.leads.capture'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** POST /api/leads/capture: score an assessment, store it with its consent record, match advisors. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, AssessmentSchema)
  // People never see the honeypot field; only bots fill it in.
  if (data.website) return jsonError(400, 'This submission could not be accepted.')

  // A signed-in user's result also goes into their score history (cookie or bearer token).
  const session = await getSession(request)
  return withIdempotency(db(), request, data, async () => {
    const config = getConfig()
    const outcome = await submitAssessment(db(), data, {
      ipAddress: context.clientIp,
      userAgent: request.headers.get('user-agent') ?? '',
      globalPrivacyControl: request.headers.get('sec-gpc') === '1',
      pageUrl: request.headers.get('referer') ?? new URL(request.url).href,
      maxAdvisors: config.MAX_ADVISORS_PER_LEAD,
      siteUrl: config.SITE_URL,
      postalAddress: config.COMPANY_POSTAL_ADDRESS,
      userId: session?.user.id ?? null,
    })
    return { status: outcome.updated ? 200 : 201, body: leadResponse(outcome) }
  })
}
