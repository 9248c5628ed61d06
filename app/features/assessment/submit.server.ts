import type { Database } from '~/db/client.server'
import { sendEmail } from '~/features/email/email.server'
import { advisorLeadAlertEmail, visitorConfirmationEmail } from './lead-emails'
import { captureLead, type CaptureContext, type CaptureOutcome } from './leads.server'
import type { AssessmentInput } from './schema'

/**
 * An assessment submitted from the page or the API: stored (captureLead), then the visitor gets
 * a confirmation and each newly matched advisor an alert. Emails go out after the transaction has
 * committed; a failed email is logged by the email module and does not undo the submission.
 */
export async function submitAssessment(
  db: Database,
  input: AssessmentInput,
  context: CaptureContext & { siteUrl: string; postalAddress?: string },
): Promise<CaptureOutcome> {
  const outcome = await captureLead(db, input, context)
  const links = { siteUrl: context.siteUrl, postalAddress: context.postalAddress }
  const confirmation = visitorConfirmationEmail(input, outcome, links)
  await sendEmail({ template: 'lead-confirmation', to: input.email, ...confirmation }, { db })
  if (outcome.newlyMatched) {
    for (const advisor of outcome.matchedAdvisors) {
      const alert = advisorLeadAlertEmail(input, outcome, advisor, links)
      await sendEmail({ template: 'advisor-lead-alert', to: advisor.email, ...alert }, { db })
    }
  }
  return outcome
}
