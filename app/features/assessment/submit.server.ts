import type { Database } from '~/db/client.server'
import { recordReadinessScore } from '~/features/dashboard/readiness.server'
import { nudgeEmailQueue, type QueuedEmail } from '~/features/email/email-queue.server'
import { logError } from '~/features/observability/log.server'
import { advisorLeadAlertEmail, visitorConfirmationEmail } from './lead-emails'
import { captureLead, type CaptureContext, type CaptureOutcome } from './leads.server'
import type { AssessmentInput } from './schema'

/**
 * An assessment submitted from the page or the API: stored (captureLead) together with its emails,
 * a confirmation to the visitor and an alert to each newly matched advisor. The emails are queued
 * in the lead's transaction and sent by the email worker once it has committed, so the visitor's
 * answer never waits for a mail server and a failed send is retried, not lost.
 * When a signed-in user (`userId`) submits it, the result also joins their score history.
 */
export async function submitAssessment(
  db: Database,
  input: AssessmentInput,
  context: CaptureContext & { siteUrl: string; postalAddress?: string; userId?: string | null },
): Promise<CaptureOutcome> {
  const links = { siteUrl: context.siteUrl, postalAddress: context.postalAddress }
  const outcome = await captureLead(db, input, context, {
    emails: (stored) => {
      const confirmation = visitorConfirmationEmail(input, stored, links)
      const messages: QueuedEmail[] = [
        { template: 'lead-confirmation', to: input.email, ...confirmation },
      ]
      if (stored.newlyMatched) {
        for (const advisor of stored.matchedAdvisors) {
          const alert = advisorLeadAlertEmail(input, stored, advisor, links)
          messages.push({ template: 'advisor-lead-alert', to: advisor.email, ...alert })
        }
      }
      return messages
    },
  })
  nudgeEmailQueue()
  if (context.userId) await addToScoreHistory(db, context.userId, outcome)
  return outcome
}

/** The lead is stored whatever happens here: a failure is logged, never shown to the visitor. */
async function addToScoreHistory(db: Database, userId: string, outcome: CaptureOutcome) {
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
