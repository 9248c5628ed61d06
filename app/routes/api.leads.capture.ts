import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import {
  IDEMPOTENCY_KEY_ERROR,
  IDEMPOTENCY_KEY_REUSED_ERROR,
  idempotencyClaim,
  idempotencyClient,
  idempotentJson,
  isValidIdempotencyKey,
} from '~/lib/http/idempotency.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { getSession } from '~/features/auth/session.server'
import { secureCookies } from '~/lib/security/cookies.server'
import {
  ownerProofCookie,
  ownershipProofFrom,
  submitAssessment,
} from '~/features/leads/index.server'
import { SubmissionApiSchema } from '~/features/assessment/schema'
import type { Route } from './+types/api.leads.capture'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/leads/capture: score an assessment, store it with its consent record, match advisors.
 * Answers 201 with the lead response for a new address and a known one alike (DECISIONS §3).
 * `matching: 'score-only'` stores no lead and matches nobody; without `matching` it is 'advisors'.
 */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, SubmissionApiSchema)
  // People never see the honeypot field; only bots fill it in.
  if (data.website) return jsonError(400, 'This submission could not be accepted.')
  const key = request.headers.get('idempotency-key')
  if (key !== null && !isValidIdempotencyKey(key)) return jsonError(400, IDEMPOTENCY_KEY_ERROR)

  // A signed-in user's result also goes into their score history (cookie or bearer token).
  const session = await getSession(request)
  const config = getConfig()
  const submitted = await submitAssessment(db(), data, {
    ipAddress: context.clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
    globalPrivacyControl: request.headers.get('sec-gpc') === '1',
    pageUrl: request.headers.get('referer') ?? new URL(request.url).href,
    maxAdvisors: config.MAX_ADVISORS_PER_LEAD,
    siteUrl: config.SITE_URL,
    postalAddress: config.COMPANY_POSTAL_ADDRESS,
    userId: session?.user.id ?? null,
    proof: ownershipProofFrom(request, session),
    idempotency:
      key === null
        ? null
        : idempotencyClaim({
            key,
            endpoint: pattern,
            client: idempotencyClient({
              userId: session?.user.id,
              email: data.matching === 'score-only' ? undefined : data.email,
              clientIp: context.clientIp,
            }),
            body: data,
          }),
  })
  switch (submitted.kind) {
    case 'key-reused':
      return jsonError(422, IDEMPOTENCY_KEY_REUSED_ERROR)
    case 'replay':
      return idempotentJson(submitted.answer, { replayed: true })
    case 'done': {
      // A score-only answer made no lead, so there is nothing for a lead cookie to prove.
      const token = submitted.value.browserToken
      return idempotentJson(submitted.answer, {
        headers: token ? { 'Set-Cookie': ownerProofCookie(token, secureCookies(context)) } : {},
      })
    }
  }
}
