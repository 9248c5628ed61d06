import { randomUUID } from 'node:crypto'
import type { Database } from '~/db/client.server'
import { advisorApplications } from '~/db/schema'
import { sendEmail } from '~/features/email/index.server'
import { emailLayout, escapeHtml } from '~/features/email'
import type { AdvisorApplication } from './application-schema'

/**
 * Stores an application for admin review (status 'pending') and emails the applicant that it is
 * under review. A filled honeypot is answered like a person but nothing is stored or sent.
 */
export async function submitApplication(
  db: Database,
  application: AdvisorApplication,
  options: { siteUrl: string },
): Promise<{ id: string }> {
  if (application.website) return { id: randomUUID() }
  const [row] = await db
    .insert(advisorApplications)
    .values({
      firmName: application.firmName,
      crd: application.crd,
      contactName: application.contactName,
      email: application.email,
      phone: application.phone ?? null,
      website: application.firmWebsite ?? null,
      states: application.states,
      minAssets: application.minAssets,
      monthlyCapacity: application.monthlyCapacity,
      message: application.message ?? null,
    })
    .returning({ id: advisorApplications.id })
  const email = applicationReceivedEmail({ ...application, siteUrl: options.siteUrl })
  await sendEmail(
    { template: 'advisor-application-received', to: application.email, ...email },
    { db },
  )
  return { id: row!.id }
}

export function applicationReceivedEmail(input: {
  contactName: string
  firmName: string
  crd: string
  states: readonly string[]
  monthlyCapacity: number
  siteUrl: string
}) {
  const subject = 'Your Wealthward partner application is under review'
  const pageUrl = `${input.siteUrl}/ria`
  const text = [
    `Hello ${input.contactName},`,
    '',
    `Thank you for applying to join the Wealthward advisor network on behalf of ${input.firmName} (CRD ${input.crd}).`,
    'Your application is under review. We check every firm’s registration before it can receive leads, and we will write to you again once the review is done.',
    '',
    `States: ${input.states.join(', ')}`,
    `Monthly lead capacity requested: ${input.monthlyCapacity}`,
    '',
    `Plan details and our compliance commitments: ${pageUrl}`,
    '',
    '— The Wealthward partner team',
  ].join('\n')
  const bodyHtml = `
<h1 style="font-size:22px;margin:0 0 12px">Your application is under review</h1>
<p>Hello ${escapeHtml(input.contactName)},</p>
<p>Thank you for applying to join the Wealthward advisor network on behalf of <strong>${escapeHtml(input.firmName)}</strong> (CRD ${escapeHtml(input.crd)}).</p>
<p>We check every firm’s registration before it can receive leads, and we will write to you again once the review is done.</p>
<ul>
<li>States: ${escapeHtml(input.states.join(', '))}</li>
<li>Monthly lead capacity requested: ${input.monthlyCapacity}</li>
</ul>
<p><a href="${escapeHtml(pageUrl)}" style="color:#1d4ed8">Plan details and our compliance commitments</a></p>
<p>— The Wealthward partner team</p>`
  const footerHtml =
    'You receive this email because this address was given on our partner application form.'
  return { subject, text, html: emailLayout({ title: subject, bodyHtml, footerHtml }) }
}
