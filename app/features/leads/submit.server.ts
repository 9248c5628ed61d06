import type { Database } from '~/db/client.server'
import {
  runIdempotent,
  type IdempotencyClaim,
  type IdempotentOutcome,
} from '~/lib/http/idempotency.server'
import { recordReadinessScore } from '~/features/dashboard/index.server'
import {
  nudgeEmailQueue,
  type DeferredEmail,
  type RenderEmail,
} from '~/features/email/index.server'
import { logError } from '~/lib/log.server'
import {
  advisorLeadAlertEmail,
  leadUpdateEmail,
  visitorConfirmationEmail,
  type EmailedOutcome,
} from './lead-emails'
import {
  captureLead,
  type CaptureContext,
  type CaptureOutcome,
  type MatchedAdvisor,
} from './capture.server'
import { leadResponse, scoreOnlyResponse, type LeadResponse } from './response'
import type { AssessmentInput, Submission } from '~/features/assessment'
import { storeScoreOnly, type ScoreOnlyOutcome } from './score-only.server'

export interface EmailLinks {
  siteUrl: string
  postalAddress?: string
}

/** What a submission's emails are rendered from, stored with each queued message. */
interface SubmissionEmailData {
  input: AssessmentInput
  outcome: EmailedOutcome
  links: EmailLinks
  /** The advisor an alert goes to. */
  advisor?: MatchedAdvisor
}

/**
 * The messages a stored submission calls for: a confirmation to the visitor and an alert to each
 * newly matched advisor; or, when it was held for the owner of a known address, only the owner's
 * "apply this update?" email. Queued as their data: the email worker renders them
 * (renderSubmissionEmail) when it sends them, off the request's path.
 */
export function submissionEmails(
  input: AssessmentInput,
  stored: CaptureOutcome,
  links: EmailLinks,
): DeferredEmail[] {
  // Only what the emails read: never the browser's cookie token.
  const { kind, result, matchedAdvisors, matchingWithheld, stopCallsToken, updateLink } = stored
  const outcome: EmailedOutcome = {
    kind,
    result,
    matchedAdvisors,
    matchingWithheld,
    stopCallsToken,
    updateLink,
    submittedAt: stored.submittedAt,
  }
  const data = (advisor?: MatchedAdvisor): SubmissionEmailData => ({
    input,
    outcome,
    links,
    advisor,
  })
  if (kind === 'held') return [{ template: 'lead-update-request', to: input.email, data: data() }]
  const messages: DeferredEmail[] = [
    { template: 'lead-confirmation', to: input.email, data: data() },
  ]
  if (stored.newlyMatched) {
    for (const advisor of matchedAdvisors) {
      messages.push({ template: 'advisor-lead-alert', to: advisor.email, data: data(advisor) })
    }
  }
  return messages
}

/**
 * Renders a submission's queued email from its data (the email worker's renderer): the same
 * message the templates give for the outcome, its dates read back from JSON.
 */
export const renderSubmissionEmail: RenderEmail = (template, data) => {
  // Written by submissionEmails: JSON keeps every value but the dates' type.
  const stored = data as SubmissionEmailData
  const outcome: EmailedOutcome = {
    ...stored.outcome,
    submittedAt: new Date(stored.outcome.submittedAt),
    updateLink: stored.outcome.updateLink && {
      token: stored.outcome.updateLink.token,
      expiresAt: new Date(stored.outcome.updateLink.expiresAt),
    },
  }
  const { input, links, advisor } = stored
  switch (template) {
    case 'lead-confirmation':
      return visitorConfirmationEmail(input, outcome, links)
    case 'lead-update-request':
      return leadUpdateEmail(input, outcome, links)
    case 'advisor-lead-alert':
      if (!advisor) throw new Error('An advisor alert needs its advisor')
      return advisorLeadAlertEmail(input, outcome, advisor, links)
    default:
      throw new Error(`Not a submission email: ${template}`)
  }
}

/** Every accepted submission answers 201, so the status never says whether the address was known. */
export const SUBMISSION_STATUS = 201

export type SubmissionResult = IdempotentOutcome<LeadResponse, CaptureOutcome | ScoreOnlyOutcome>

/**
 * An assessment submitted from the page or the API: stored (captureLead) together with its emails.
 * The emails are queued in the lead's transaction and sent by the email worker once it has
 * committed, so the visitor's answer never waits for a mail server and a failed send is retried,
 * not lost. With an Idempotency-Key (`idempotency`), the key is claimed in that same transaction
 * and the answer stored with it: the same request again is a replay, never a second submission.
 * When a signed-in user (`userId`) submits it, the result also joins their score history.
 *
 * "Just show my score" (`matching: 'score-only'`) stores no lead: only a count with the score and
 * the campaign (storeScoreOnly), under the same Idempotency-Key rule, and sends no email at all.
 */
export async function submitAssessment(
  db: Database,
  submission: Submission,
  context: CaptureContext &
    EmailLinks & { userId?: string | null; idempotency?: IdempotencyClaim | null },
): Promise<SubmissionResult> {
  const links = { siteUrl: context.siteUrl, postalAddress: context.postalAddress }
  const submitted = await runIdempotent(
    db,
    context.idempotency ?? null,
    async (
      tx,
    ): Promise<{
      answer: { status: number; body: LeadResponse }
      value: CaptureOutcome | ScoreOnlyOutcome
    }> => {
      if (submission.matching === 'score-only') {
        const outcome = await storeScoreOnly(tx, submission, context.now ?? new Date())
        return {
          answer: { status: SUBMISSION_STATUS, body: scoreOnlyResponse(outcome.result) },
          value: outcome,
        }
      }
      const { matching: _choice, ...input } = submission
      const outcome = await captureLead(tx, input, context, {
        emails: (stored) => submissionEmails(input, stored, links),
      })
      return {
        answer: { status: SUBMISSION_STATUS, body: leadResponse(outcome) },
        value: outcome,
      }
    },
    context.now,
  )
  if (submitted.kind === 'done') {
    nudgeEmailQueue()
    if (context.userId) await addToScoreHistory(db, context.userId, submitted.value)
  }
  return submitted
}

/** The lead is stored whatever happens here: a failure is logged, never shown to the visitor. */
async function addToScoreHistory(
  db: Database,
  userId: string,
  outcome: CaptureOutcome | ScoreOnlyOutcome,
) {
  const { result } = outcome
  try {
    await recordReadinessScore(db, userId, {
      score: result.score,
      breakdown: result.breakdown,
      readinessLevel: result.readinessLevel,
      step: result.step,
      leadId: outcome.leadId,
    })
  } catch (error) {
    logError(error, { msg: 'readiness score not added to the account history' })
  }
}
