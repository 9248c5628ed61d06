import { formatDollars } from '~/features/calculators/money'
import { emailLayout, escapeHtml } from '~/features/email/html'
import type { CaptureOutcome, MatchedAdvisor } from './leads.server'
import type { AssessmentInput } from './schema'

interface Links {
  siteUrl: string
  postalAddress?: string
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')

const withheldReason = (withheld: CaptureOutcome['matchingWithheld']) =>
  withheld === 'gpc'
    ? ', because your browser sent a Global Privacy Control signal'
    : withheld === 'opt-out'
      ? ', because you asked us not to sell or share your information'
      : ''

/** The visitor's confirmation: score, next step, who may contact them and how to opt out. */
export function visitorConfirmationEmail(
  input: AssessmentInput,
  outcome: CaptureOutcome,
  links: Links,
) {
  const { result, matchedAdvisors } = outcome
  const nextStepUrl = new URL(result.recommendation.link.href, links.siteUrl).href
  const optOutUrl = `${links.siteUrl}/do-not-sell`
  const contactLine = matchedAdvisors.length
    ? `These registered investment advisors may contact you by email${input.phoneConsent ? ', and by phone or text at the number you gave' : ''}: ${matchedAdvisors
        .map((a) => `${a.name} (${a.firm}, CRD ${a.crd})`)
        .join('; ')}.`
    : `Your details have not been shared with any advisor${withheldReason(outcome.matchingWithheld)}.`
  const lines = [
    `Hi ${input.firstName},`,
    `Your Investment Readiness score is ${result.score} out of 100: ${result.readinessLevel}.`,
    `Your next step (step ${result.recommendation.step} of 6, ${result.recommendation.title}): ${result.recommendation.text}`,
    ...result.actionItems.map((item) => `• ${item}`),
    contactLine,
    `Changed your mind? You can stop us sharing your details with advisors at ${optOutUrl}, and ask any advisor who contacts you to stop.`,
    'This is education, not personalized financial advice.',
  ]
  const subject = 'Your Investment Readiness results'
  const text = [
    ...lines,
    `Next step: ${nextStepUrl}`,
    ...(links.postalAddress ? [links.postalAddress] : []),
  ].join('\n\n')
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">Your score: ${result.score} / 100</h1>
${paragraphs(lines.slice(0, 3))}
<p><a href="${escapeHtml(nextStepUrl)}" style="color:#1d4ed8">${escapeHtml(result.recommendation.link.label)}</a></p>
<ul>${result.actionItems.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${paragraphs(lines.slice(3 + result.actionItems.length))}`
  const footerHtml = `<a href="${escapeHtml(optOutUrl)}" style="color:#475569">Do Not Sell or Share My Personal Information</a>${
    links.postalAddress ? `<br>${escapeHtml(links.postalAddress)}` : ''
  }`
  return { subject, text, html: emailLayout({ title: subject, bodyHtml, footerHtml }) }
}

/**
 * The alert a matched advisor receives. The subject carries no financial details (mail previews
 * and notification banners are seen by others); the phone number is included only with consent.
 */
export function advisorLeadAlertEmail(
  input: AssessmentInput,
  outcome: CaptureOutcome,
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
    'The visitor agreed to be contacted by up to 5 advisors who pay for qualified leads. Please honor any request to stop, and reply promptly: they are expecting to hear from advisors.',
  ]
  const dashboardUrl = `${links.siteUrl}/ria/dashboard`
  const text = [...lines, `Your leads: ${dashboardUrl}`].join('\n\n')
  const bodyHtml = `${paragraphs(lines)}<p><a href="${escapeHtml(dashboardUrl)}" style="color:#1d4ed8">Open your leads</a></p>`
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
