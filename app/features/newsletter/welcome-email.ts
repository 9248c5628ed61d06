import { emailLayout, escapeHtml } from '~/features/email'

/** The welcome message a new subscriber receives, with the debt tracker attached. */
export function welcomeEmail(input: {
  siteUrl: string
  unsubscribeUrl: string
  postalAddress?: string
}) {
  const subject = 'Welcome to Wealthward: your free debt tracker is attached'
  const calculatorUrl = `${input.siteUrl}/calculators/debt-freedom`
  const assessmentUrl = `${input.siteUrl}/investment-readiness`
  const text = [
    'Welcome to the Wealthward community!',
    '',
    'Your free Excel debt tracker is attached to this email. Enter each debt with its balance, APR and minimum payment, and it shows your total, your monthly interest and the order to pay them off with the avalanche or snowball method. The second sheet tracks your progress month by month.',
    '',
    'Two next steps that take five minutes:',
    `- See your debt-free date with the Debt Freedom Calculator: ${calculatorUrl}`,
    `- Get your free Investment Readiness score: ${assessmentUrl}`,
    '',
    'Once a week we will send one practical tip on paying off debt, saving and investing. No spam, and you can leave at any time.',
    '',
    '— The Wealthward editorial team',
    '',
    'This newsletter is education, not personalized financial advice.',
    `Unsubscribe with one click: ${input.unsubscribeUrl}`,
    ...(input.postalAddress ? [input.postalAddress] : []),
  ].join('\n')

  const bodyHtml = `
<h1 style="font-size:22px;margin:0 0 12px">Welcome to the Wealthward community!</h1>
<p>Your free <strong>Excel debt tracker</strong> is attached to this email. Enter each debt with its balance, APR and minimum payment, and it shows your total, your monthly interest and the order to pay them off with the avalanche or snowball method. The second sheet tracks your progress month by month.</p>
<p>Two next steps that take five minutes:</p>
<ul>
<li><a href="${escapeHtml(calculatorUrl)}" style="color:#1d4ed8">See your debt-free date</a> with the Debt Freedom Calculator</li>
<li><a href="${escapeHtml(assessmentUrl)}" style="color:#1d4ed8">Get your free Investment Readiness score</a></li>
</ul>
<p>Once a week we will send one practical tip on paying off debt, saving and investing. No spam, and you can leave at any time.</p>
<p>— The Wealthward editorial team</p>`
  const footerHtml = `This newsletter is education, not personalized financial advice.<br>
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a> with one click.${
    input.postalAddress ? `<br>${escapeHtml(input.postalAddress)}` : ''
  }`
  return { subject, text, html: emailLayout({ title: subject, bodyHtml, footerHtml }) }
}
