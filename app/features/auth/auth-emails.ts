import { emailLayout, escapeHtml } from '~/features/email'

/**
 * One account email: a greeting, a few lines, one button (and at most one other link), and a note
 * for people who did not ask.
 */
function accountEmail(input: {
  subject: string
  firstName: string
  lines: string[]
  button: { label: string; url: string }
  otherLink?: { label: string; url: string }
  ignoreNote: string
}) {
  const { otherLink } = input
  const text = [
    `Hi ${input.firstName},`,
    '',
    ...input.lines,
    '',
    `${input.button.label}: ${input.button.url}`,
    ...(otherLink ? ['', `${otherLink.label}: ${otherLink.url}`] : []),
    '',
    input.ignoreNote,
    '',
    '— Wealthward',
  ].join('\n')
  const bodyHtml = `
<p>Hi ${escapeHtml(input.firstName)},</p>
${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.button.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(input.button.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(input.button.url)}</p>
${otherLink ? `<p><a href="${escapeHtml(otherLink.url)}">${escapeHtml(otherLink.label)}</a></p>\n` : ''}<p style="font-size:13px;color:#475569">${escapeHtml(input.ignoreNote)}</p>`
  const html = emailLayout({
    title: input.subject,
    bodyHtml,
    footerHtml: 'You received this email because of a request on your Wealthward account.',
  })
  return { subject: input.subject, text, html }
}

export function verificationEmail(user: { firstName: string }, link: string) {
  return accountEmail({
    subject: 'Confirm your email address for Wealthward',
    firstName: user.firstName,
    lines: [
      'Thanks for creating your Wealthward account. Please confirm that this is your email address, so we can reach you about your account.',
      'The link works for 7 days.',
    ],
    button: { label: 'Confirm my email', url: link },
    ignoreNote: 'If you did not create an account, you can ignore this email.',
  })
}

export function passwordResetEmail(user: { firstName: string }, link: string) {
  return accountEmail({
    subject: 'Reset your Wealthward password',
    firstName: user.firstName,
    lines: [
      'Someone asked to reset the password of your Wealthward account. Choose a new password with the link below.',
      'The link works once, for 1 hour. Resetting your password signs you out on every other device.',
    ],
    button: { label: 'Choose a new password', url: link },
    ignoreNote: 'If you did not ask for this, ignore this email: your password stays the same.',
  })
}

/** After a password change or reset: a notice, with no link that signs anyone in. */
export function passwordChangedEmail(
  user: { firstName: string },
  input: { when: Date; forgotPasswordUrl: string },
) {
  const when = `${input.when.toISOString().slice(0, 16).replace('T', ' at ')} UTC`
  return accountEmail({
    subject: 'Your Wealthward password was changed',
    firstName: user.firstName,
    lines: [
      `The password of your Wealthward account was changed on ${when}. Every other device signed in to your account has been signed out.`,
      'If you changed it, there is nothing more to do.',
      'If you did not, someone may know your old password: choose a new one now with “Forgot password?”, and tell us by replying to this email.',
    ],
    button: { label: 'Choose a new password', url: input.forgotPasswordUrl },
    ignoreNote:
      'This message was sent to the address of your account. It contains no link that signs you in.',
  })
}

export function signInLinkEmail(user: { firstName: string }, link: string) {
  return accountEmail({
    subject: 'Your Wealthward sign-in link',
    firstName: user.firstName,
    lines: [
      'Someone asked for a link to sign in to your Wealthward account without a password. To sign in, open the link below and press the button on the page it opens.',
      'The link works once, for 15 minutes.',
    ],
    button: { label: 'Sign in to Wealthward', url: link },
    ignoreNote:
      'If you did not ask for this, ignore this email: the link only works for someone who can read it, and your password stays the same.',
  })
}

export function signupConfirmationEmail(user: { firstName: string }, link: string) {
  return accountEmail({
    subject: 'Finish creating your Wealthward account',
    firstName: user.firstName,
    lines: [
      'Thanks for signing up to Wealthward. To finish creating your account, confirm that this is your email address: open the link below and press the button on the page it opens. You will then be signed in.',
      'The link works once, for 24 hours.',
    ],
    button: { label: 'Finish creating my account', url: link },
    ignoreNote:
      'If you did not sign up, ignore this email: nobody can use an account with this address without this link.',
  })
}

export function accountExistsEmail(
  user: { firstName: string },
  links: { signIn: string; resetPassword: string },
) {
  return accountEmail({
    subject: 'You already have a Wealthward account',
    firstName: user.firstName,
    lines: [
      'Someone, probably you, tried to create a Wealthward account with this email address. There is already an account with it, so nothing was created or changed.',
      'Sign in with your password, or, if you have forgotten it, choose a new one.',
    ],
    button: { label: 'Sign in', url: links.signIn },
    otherLink: { label: 'Choose a new password', url: links.resetPassword },
    ignoreNote:
      'If this was not you, ignore this email: your account and password stay as they are.',
  })
}
