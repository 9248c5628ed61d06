import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import {
  idempotencyClaim,
  idempotencyClient,
  isValidIdempotencyKey,
} from '~/lib/http/idempotency.server'
import { serverActionOr } from '~/lib/http/fetcher'
import { problemsOf } from '~/lib/form-answer'
import {
  CAPTURE_FAILED_MESSAGE,
  FORM_ALREADY_SENT_MESSAGE,
  type Tracking,
} from '~/features/assessment/assessment-form'
import { Assessment, type AssessmentActionData } from '~/features/assessment/assessment-page'
import { secureCookies } from '~/lib/security/cookies.server'
import {
  ownerProofCookie,
  ownershipProofFrom,
  submitAssessment,
  requestAdvisorContact,
} from '~/features/leads/index.server'
import {
  CONTACT_REQUEST_INTENT,
  type ContactRequestAnswer,
} from '~/features/assessment/assessment-advisors'
import { validateAssessment } from '~/features/assessment/assessment-validation'
import { assessmentFigures } from '~/features/assessment/calculator-figures'
import { CALCULATOR_TYPES, prefillLinks } from '~/features/calculators'
import { getSession } from '~/features/auth/session.server'
import { logError } from '~/lib/log.server'
import { financialServiceJsonLd } from '~/seo/json-ld'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ASSESSMENT_DURATION } from '~/site'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/investment-readiness'
import { readFormData } from '~/lib/http/form.server'

const PATH = '/investment-readiness'
const TITLE = 'Investment Readiness Score'
const DESCRIPTION = `Get your free Investment Readiness Score in ${ASSESSMENT_DURATION}: see how your emergency fund, debt, cash flow and credit measure up, your next step, and, if you choose, introductions to registered advisors who work in your state.`

/**
 * The page URL's utm_* parameters become the lead's source, medium and campaign. A signed-in
 * user's name and email fill the form in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const utm = (name: string, fallback: string) =>
    params.get(`utm_${name}`)?.trim().slice(0, 100) || fallback
  const tracking: Tracking = {
    source: utm('source', 'investment-readiness-calculator'),
    medium: utm('medium', 'organic'),
    campaign: utm('campaign', 'website'),
  }
  const again = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('utm_')) again.append(key, value)
  const session = await getSession(request)
  return {
    prefill: session
      ? {
          firstName: session.user.firstName,
          lastName: session.user.lastName,
          email: session.user.email,
        }
      : {},
    tracking,
    againHref: again.size ? `${PATH}?${again}` : PATH,
    // Sent with the form posted without JavaScript, so posting it twice stores it once.
    idempotencyKey: randomUUID(),
    // A browser sending Global Privacy Control, or a visitor following the link in the email that
    // said their submission was not shared because of an opt-out, is asked whether to be matched anyway.
    offerMatching: request.headers.get('sec-gpc') === '1' || params.get('matching') === 'confirm',
  }
}

/**
 * The form, posted by the browser without JavaScript or through the page's fetcher with it: the
 * same work as POST /api/leads/capture, which is the API for other clients.
 */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const formData = await readFormData(request)
  if (formData.get('intent') === CONTACT_REQUEST_INTENT) return contactRequest(request, formData)
  const values: Record<string, string> = {}
  for (const [key, value] of formData)
    if (typeof value === 'string' && key !== 'website') values[key] = value
  const fail = (status: number, fieldErrors: Record<string, string>, formError: string | null) =>
    data<AssessmentActionData>({ ok: false, fieldErrors, formError, values }, { status })

  const submission = validateAssessment(formData)
  if (submission.status !== 'success') {
    const problems = problemsOf(submission)
    return fail(400, problems.fieldErrors, problems.formError)
  }
  const answers = submission.value
  // People never see the honeypot field; only bots fill it in.
  if (answers.website) return fail(400, {}, 'This submission could not be accepted.')
  const key = values.idempotencyKey ?? null
  if (key !== null && !isValidIdempotencyKey(key))
    return fail(400, {}, 'This submission could not be accepted.')
  try {
    const config = getConfig()
    const session = await getSession(request)
    const submitted = await submitAssessment(db(), answers, {
      ipAddress: context.clientIp,
      userAgent: request.headers.get('user-agent') ?? '',
      globalPrivacyControl: request.headers.get('sec-gpc') === '1',
      pageUrl: request.url,
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
                email: answers.matching === 'score-only' ? undefined : answers.email,
                clientIp: context.clientIp,
              }),
              body: answers,
            }),
    })
    if (submitted.kind === 'key-reused') return fail(422, {}, FORM_ALREADY_SENT_MESSAGE)
    // A replay answers as the first time did, without a new cookie.
    const token = submitted.kind === 'done' ? submitted.value.browserToken : null
    const headers: HeadersInit = token
      ? { 'Set-Cookie': ownerProofCookie(token, secureCookies(context)) }
      : {}
    return data<AssessmentActionData>(
      {
        ok: true,
        lead: submitted.answer.body,
        phoneConsent: answers.matching === 'advisors' && answers.phoneConsent,
        // Offered, not applied: the calculators open with these figures only through these links.
        calculatorLinks: prefillLinks(CALCULATOR_TYPES, assessmentFigures(answers, new Date())),
      },
      { headers },
    )
  } catch (error) {
    logError(error, { msg: 'assessment lead capture failed' })
    return fail(500, {}, CAPTURE_FAILED_MESSAGE)
  }
}

const ContactRequestSchema = z.object({ leadId: z.uuid(), advisorId: z.uuid() })

/**
 * 'Contact Your Matched Advisor' on the results: records that the visitor asked to be contacted,
 * only with proof of owning the lead (as POST /api/leads/{leadId}/contact-request does).
 */
async function contactRequest(request: Request, formData: FormData) {
  const parsed = ContactRequestSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success)
    return data<ContactRequestAnswer>(
      { intent: CONTACT_REQUEST_INTENT, ok: false },
      { status: 400 },
    )
  const outcome = await requestAdvisorContact(db(), {
    ...parsed.data,
    proof: ownershipProofFrom(request, await getSession(request)),
  })
  const status = outcome === 'not-found' ? 404 : outcome === 'not-eligible' ? 409 : 200
  return data<ContactRequestAnswer>(
    { intent: CONTACT_REQUEST_INTENT, ok: status === 200 },
    { status },
  )
}

/** With JavaScript: an answer that never arrived says so beside the form. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, {
    ok: false,
    fieldErrors: {},
    formError: CAPTURE_FAILED_MESSAGE,
    values: {},
  } satisfies AssessmentActionData)
}

/** The results are shown from the fetcher's answer; the form's data need not be loaded again. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    keywords: [
      'investment readiness score',
      'am I ready to invest',
      'financial readiness assessment',
      'find a financial advisor',
      'registered investment advisor',
    ],
    path: PATH,
    siteUrl,
    jsonLd: [
      financialServiceJsonLd(siteUrl, {
        name: 'Wealthward Investment Readiness Score and advisor matching',
        description:
          'A free readiness assessment for US residents aged 18 or over that scores emergency savings, debt, cash flow and credit, and introduces visitors who are ready to invest to registered investment advisors (RIAs) who work in their state.',
        path: PATH,
      }),
    ],
  })
}

export default function InvestmentReadiness({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={TITLE}
        intro={`Answer a few questions about your money and get a score out of 100, the next step that fits you, and a short list of actions. It takes ${ASSESSMENT_DURATION} and is free. You choose whether we also introduce you to advisors, who pay us for introductions.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Assessment
          tracking={loaderData.tracking}
          againHref={loaderData.againHref}
          idempotencyKey={loaderData.idempotencyKey}
          offerMatching={loaderData.offerMatching}
          prefill={loaderData.prefill}
          actionData={actionData && 'intent' in actionData ? undefined : actionData}
        />
      </div>
    </>
  )
}
