import { emailLayout, escapeHtml } from '~/features/email'

const PARTNER_FOOTER =
  'You receive this email because this address belongs to an advisor in the Wealthward network, or applied to join it.'

const button = (label: string, url: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(url)}</p>`

/**
 * The invitation to set a first password for the advisor portal. After an approved application it
 * doubles as the approval notice.
 */
export function advisorInviteEmail(input: {
  firstName: string
  firm: string
  link: string
  signInUrl: string
  approved: boolean
}) {
  const subject = input.approved
    ? 'Welcome to the Wealthward advisor network: set your password'
    : 'Your Wealthward advisor account: set your password'
  const opening = input.approved
    ? `Good news: we have approved ${input.firm}’s application to join the Wealthward advisor network.`
    : `An advisor account has been opened for you at Wealthward, for ${input.firm}.`
  const lines = [
    opening,
    'Choose a password to sign in to the advisor portal, where you will see the leads matched to you and can track each one.',
    'The link works once, for 7 days. If it has expired, reply to this email and we will send a new one.',
  ]
  const text = [
    `Hello ${input.firstName},`,
    '',
    ...lines,
    '',
    `Set your password: ${input.link}`,
    `Then sign in at ${input.signInUrl}`,
    '',
    '— The Wealthward partner team',
  ].join('\n')
  const bodyHtml = `
<p>Hello ${escapeHtml(input.firstName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button('Set my password', input.link)}
<p>Then sign in at <a href="${escapeHtml(input.signInUrl)}" style="color:#1d4ed8">${escapeHtml(input.signInUrl)}</a>.</p>
<p>— The Wealthward partner team</p>`
  return {
    subject,
    text,
    html: emailLayout({ title: subject, bodyHtml, footerHtml: PARTNER_FOOTER }),
  }
}

/** A declined application: the reason the administrator gave, said kindly, and what to do next. */
export function applicationDeclinedEmail(input: {
  contactName: string
  firmName: string
  crd: string
  reason: string
  partnerPageUrl: string
}) {
  const subject = 'About your Wealthward partner application'
  const text = [
    `Hello ${input.contactName},`,
    '',
    `Thank you for your interest in the Wealthward advisor network and for the time you took to apply on behalf of ${input.firmName} (CRD ${input.crd}).`,
    'After reviewing your application, we are not able to approve it at this time. The reason:',
    '',
    input.reason,
    '',
    'If something has changed, or if you think we have misunderstood, you are welcome to reply to this email or to apply again.',
    `The partner page: ${input.partnerPageUrl}`,
    '',
    'With our thanks and best wishes,',
    '— The Wealthward partner team',
  ].join('\n')
  const bodyHtml = `
<p>Hello ${escapeHtml(input.contactName)},</p>
<p>Thank you for your interest in the Wealthward advisor network and for the time you took to apply on behalf of <strong>${escapeHtml(input.firmName)}</strong> (CRD ${escapeHtml(input.crd)}).</p>
<p>After reviewing your application, we are not able to approve it at this time. The reason:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #2563eb;background:#f8fafc">${escapeHtml(input.reason).replace(/\n/g, '<br>')}</blockquote>
<p>If something has changed, or if you think we have misunderstood, you are welcome to reply to this email or to <a href="${escapeHtml(input.partnerPageUrl)}" style="color:#1d4ed8">apply again</a>.</p>
<p>With our thanks and best wishes,<br>— The Wealthward partner team</p>`
  return {
    subject,
    text,
    html: emailLayout({ title: subject, bodyHtml, footerHtml: PARTNER_FOOTER }),
  }
}
