import { formatDollars } from '~/lib/money'
import { emailLayout, escapeHtml } from '~/features/email'
import { ADVISOR_PAYMENT_DISCLOSURE, PRIVACY_CONTACT_EMAIL } from '~/features/legal'
import type { CaptureOutcome, MatchedAdvisor } from './capture.server'
import { STOP_CALLS_LABEL } from '~/features/legal'
import type { AssessmentInput } from '~/features/assessment'
import { formatDateTime } from '~/lib/zoned-time'

interface Links {
  siteUrl: string
  postalAddress?: string
}

/** What a submission's emails read of its outcome. */
export type EmailedOutcome = Pick<
  CaptureOutcome,
  | 'kind'
  | 'result'
  | 'matchedAdvisors'
  | 'matchingWithheld'
  | 'stopCallsToken'
  | 'updateLink'
  | 'submittedAt'
>

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')

const withheldReason = (withheld: CaptureOutcome['matchingWithheld']) =>
  withheld === 'gpc'
    ? ', because your browser sent a Global Privacy Control signal'
    : withheld === 'opt-out'
      ? ', because you asked us not to sell or share your information'
      : ''

/** "May 3, 2026, 2:30 PM UTC" */

/** The "Stop calls and texts" link of an email about a lead with phone consent, or null. */
function stopCalls(outcome: EmailedOutcome, links: Links) {
  if (!outcome.stopCallsToken) return null
  const url = `${links.siteUrl}/stop-calls?token=${outcome.stopCallsToken}`
  return {
    url,
    line: `To stop advisors calling or texting you, open this link and press “${STOP_CALLS_LABEL}”: it takes effect at once, and advisors may still email you.`,
    html: `<a href="${escapeHtml(url)}" style="color:#475569">${escapeHtml(STOP_CALLS_LABEL)}</a>`,
  }
}

/** The visitor's confirmation: score, next step, who may contact them and how to opt out. */
export function visitorConfirmationEmail(
  input: AssessmentInput,
  outcome: EmailedOutcome,
  links: Links,
) {
  const { result, matchedAdvisors } = outcome
  const nextStepUrl = new URL(result.recommendation.link.href, links.siteUrl).href
  const optOutUrl = `${links.siteUrl}/do-not-sell`
  const contactLine = matchedAdvisors.length
    ? `These registered investment advisors may contact you by email${input.phoneConsent ? ', and by phone or text at the number you gave' : ''}: ${matchedAdvisors
        .map((a) => `${a.name} (${a.firm}, CRD ${a.crd})`)
        .join('; ')}.${input.phoneConsent ? ' Reply STOP to any text to stop texts.' : ''}`
    : `Your details have not been shared with any advisor${withheldReason(outcome.matchingWithheld)}.${
        outcome.matchingWithheld === 'opt-out'
          ? ` If you have changed your mind, take the assessment again at ${links.siteUrl}/investment-readiness?matching=confirm and tick “Match me with advisors anyway”.`
          : ''
      }`
  const head = [
    `Hi ${input.firstName},`,
    ...(outcome.kind === 'updated'
      ? ['These answers have replaced those of your earlier assessment from the last 24 hours.']
      : []),
    `Your Investment Readiness score is ${result.score} out of 100: ${result.readinessLevel}.`,
    `Your next step (step ${result.recommendation.step} of 6, ${result.recommendation.title}): ${result.recommendation.text}`,
  ]
  const stop = input.phoneConsent ? stopCalls(outcome, links) : null
  const tail = [
    contactLine,
    ...(stop ? [stop.line] : []),
    ...(matchedAdvisors.length ? [`How we are paid: ${ADVISOR_PAYMENT_DISCLOSURE}`] : []),
    `Changed your mind? You can stop us sharing your details with advisors at ${optOutUrl}, and ask any advisor who contacts you to stop.`,
    'This is education, not personalized financial advice.',
  ]
  const subject = 'Your Investment Readiness results'
  const text = [
    ...head,
    ...result.actionItems.map((item) => `• ${item}`),
    ...tail,
    `Next step: ${nextStepUrl}`,
    ...(stop ? [`${STOP_CALLS_LABEL}: ${stop.url}`] : []),
    ...(links.postalAddress ? [links.postalAddress] : []),
  ].join('\n\n')
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">Your score: ${result.score} / 100</h1>
${paragraphs(head)}
<p><a href="${escapeHtml(nextStepUrl)}" style="color:#1d4ed8">${escapeHtml(result.recommendation.link.label)}</a></p>
<ul>${result.actionItems.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${paragraphs(tail)}`
  const footerHtml = `<a href="${escapeHtml(optOutUrl)}" style="color:#475569">Do Not Sell or Share My Personal Information</a>${
    stop ? ` · ${stop.html}` : ''
  }${links.postalAddress ? `<br>${escapeHtml(links.postalAddress)}` : ''}`
  return { subject, text, html: emailLayout({ title: subject, bodyHtml, footerHtml }) }
}

/**
 * The alert a matched advisor receives. The subject carries no financial details (mail previews
 * and notification banners are seen by others); the phone number is included only with consent.
 */
export function advisorLeadAlertEmail(
  input: AssessmentInput,
  outcome: EmailedOutcome,
  advisor: MatchedAdvisor,
  links: Links,
) {
  const { result } = outcome
  const subject = `New Wealthward lead in ${input.state}`
  const contact =
    input.phoneConsent && input.phone
      ? `Email ${input.email} or call/text ${input.phone} (phone and text consent given).`
      : `Email ${input.email}. No phone or text consent was given: contact by email only.`
  const lines = [
    `Hello ${advisor.name},`,
    `A new ${result.category} lead was matched to you: ${input.firstName} ${input.lastName}, ${input.age}, ${input.city}, ${input.state}.`,
    contact,
    `Readiness score ${result.score}/100 (${result.readinessLevel}). Annual income ${formatDollars(input.annualIncome)}; investable assets ${formatDollars(input.investableAssets)}; total debt ${formatDollars(input.totalDebt)}; emergency fund ${formatDollars(input.emergencyFund)}; monthly expenses ${formatDollars(input.monthlyExpenses)}.`,
    'The visitor chose to be introduced and agreed to be contacted by up to 5 advisors who pay for introductions. Please honor any request to stop, and reply promptly: they are expecting to hear from advisors.',
    `Beside your name the visitor was told: “${ADVISOR_PAYMENT_DISCLOSURE}” Do not present this introduction as an endorsement, a recommendation or a rating of you. What you may and may not say about being matched: ${links.siteUrl}/ria#claims-heading`,
  ]
  return advisorNotice(subject, lines, {
    url: `${links.siteUrl}/ria/dashboard`,
    label: 'Your leads',
    linkText: 'Open your leads',
  })
}

/**
 * To the owner of an address that has a recent lead, when answers were sent with it without proof
 * of owning that lead (DECISIONS §3): what was sent, when, and from where (time and page, not the
 * address), a single-use link to see and apply it, and what to do if it was not them. Nothing has
 * changed until they apply it. The subject carries no financial details.
 */
export function leadUpdateEmail(input: AssessmentInput, outcome: EmailedOutcome, links: Links) {
  if (!outcome.updateLink) throw new Error('Only a held submission has an update link')
  const url = `${links.siteUrl}/investment-readiness/update?token=${outcome.updateLink.token}`
  const contact = [
    input.phone ? 'a phone number' : null,
    input.phoneConsent ? 'permission for advisors to call or text' : null,
  ].filter(Boolean)
  const lines = [
    'Hello,',
    `On ${formatDateTime(outcome.submittedAt)}, new answers to the Investment Readiness assessment were sent with this email address from our assessment page (${links.siteUrl}/investment-readiness), from a browser that has not shown it is yours. This address already has an assessment from the last 24 hours, so to protect it we have changed nothing.`,
    `The answers were sent in the name ${input.firstName} ${input.lastName}${contact.length ? `, with ${contact.join(' and ')}` : ''}.`,
    `If it was you: open the link below to see every change and apply it. It works once, until ${formatDateTime(outcome.updateLink.expiresAt)}.`,
    `If it was not you: you do not need to do anything. Your assessment stays as it was, whoever sent these answers was not shown your details or any advisor you were matched with, and the link stops working by itself. If this keeps happening, or you never took our assessment, write to ${PRIVACY_CONTACT_EMAIL} or ask us to delete your information at ${links.siteUrl}/do-not-sell.`,
  ]
  const subject = 'Did you send new answers to your Wealthward assessment?'
  // Calls and texts concern the assessment on file, whoever sent these answers.
  const stop = stopCalls(outcome, links)
  const text = [
    ...lines.slice(0, 4),
    url,
    ...lines.slice(4),
    ...(stop ? [stop.line, stop.url] : []),
  ].join('\n\n')
  const bodyHtml = `${paragraphs(lines.slice(0, 4))}
<p><a href="${escapeHtml(url)}" style="color:#1d4ed8">See and apply the changes</a></p>
${paragraphs(lines.slice(4))}${stop ? `\n${paragraphs([stop.line])}\n<p>${stop.html}</p>` : ''}`
  return {
    subject,
    text,
    html: emailLayout({
      title: subject,
      bodyHtml,
      footerHtml:
        'Sent because answers to the Investment Readiness assessment were sent with this address.',
    }),
  }
}

/**
 * To each advisor matched with a lead whose visitor withdrew phone consent: stop calling and
 * texting now; email stays allowed. The subject carries no personal details.
 */
export function advisorPhoneConsentWithdrawnEmail(
  lead: { id: string; firstName: string; lastName: string; state: string },
  advisor: { name: string },
  withdrawnAt: Date,
  links: Links,
) {
  const subject = 'A Wealthward lead withdrew consent to calls and texts'
  const leadUrl = `${links.siteUrl}/ria/leads/${lead.id}`
  const lines = [
    `Hello ${advisor.name},`,
    `On ${formatDateTime(withdrawnAt)}, ${lead.firstName} ${lead.lastName} (${lead.state}), a lead matched to you, withdrew consent to be called or texted, using the “${STOP_CALLS_LABEL}” link in an email from Wealthward.`,
    'Do not call or text this person from now on, including with automated or prerecorded messages, and remove their number from any calling or texting list. You may still contact them by email.',
  ]
  return advisorNotice(subject, lines, {
    url: leadUrl,
    label: 'The lead',
    linkText: 'Open the lead',
  })
}

/** An email to a matched advisor: the lines, then one link into the portal. */
function advisorNotice(
  subject: string,
  lines: string[],
  link: { url: string; label: string; linkText: string },
) {
  const text = [...lines, `${link.label}: ${link.url}`].join('\n\n')
  const bodyHtml = `${paragraphs(lines)}<p><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${link.linkText}</a></p>`
  return {
    subject,
    text,
    html: emailLayout({
      title: subject,
      bodyHtml,
      footerHtml: 'Sent to Wealthward partner advisors about leads matched to them.',
    }),
  }
}
