import { emailLayout, escapeHtml } from '~/features/email'
import { PRIVACY_CONTACT_EMAIL } from './disclosure'
import { formatLongDay } from '~/lib/format'

export interface WithdrawnLead {
  leadId: string
  matchedAt: Date
}

/**
 * Tells a matched advisor that a lead was withdrawn because the person asked for their data to be
 * deleted. It names the lead only by its reference and match date: never the person's details.
 */
export function leadWithdrawnEmail(
  advisor: { name: string },
  withdrawn: readonly WithdrawnLead[],
  links: { siteUrl: string; postalAddress?: string },
) {
  const subject =
    withdrawn.length === 1 ? 'A Wealthward lead was withdrawn' : 'Wealthward leads were withdrawn'
  const references = withdrawn.map(
    (lead) => `Lead reference ${lead.leadId}, matched to you on ${formatLongDay(lead.matchedAt)}`,
  )
  const intro = [
    `Hello ${advisor.name},`,
    withdrawn.length === 1
      ? 'The person behind a lead we matched to you has asked us to delete their personal information, and we have deleted it from Wealthward:'
      : 'The person behind these leads we matched to you has asked us to delete their personal information, and we have deleted it from Wealthward:',
  ]
  const outro = [
    'Please stop contacting this person and delete the details we sent you from your own records. Privacy laws such as the California Consumer Privacy Act require us to pass deletion requests on to everyone we shared the information with.',
    `Questions: ${PRIVACY_CONTACT_EMAIL}.`,
  ]
  const text = [
    ...intro,
    references.map((line) => `• ${line}`).join('\n'),
    ...outro,
    `${links.siteUrl}/privacy`,
    ...(links.postalAddress ? [links.postalAddress] : []),
  ].join('\n\n')
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
  const bodyHtml = `${paragraphs(intro)}
<ul>${references.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${paragraphs(outro)}`
  const footerHtml = `<a href="${escapeHtml(`${links.siteUrl}/privacy`)}" style="color:#475569">Wealthward Privacy Policy</a>${
    links.postalAddress ? `<br>${escapeHtml(links.postalAddress)}` : ''
  }`
  return { subject, text, html: emailLayout({ title: subject, bodyHtml, footerHtml }) }
}
