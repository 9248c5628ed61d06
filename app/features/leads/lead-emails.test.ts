import { expect, test } from 'vitest'
import { assessmentBody } from '../../../tests/factories'
import { ADVISOR_PAYMENT_DISCLOSURE } from '~/features/legal'
import { advisorLeadAlertEmail, visitorConfirmationEmail } from './lead-emails'
import type { CaptureOutcome, MatchedAdvisor } from './capture.server'
import { AssessmentSchema } from '~/features/assessment'
import { scoreAssessment } from '~/features/assessment'

const input = AssessmentSchema.parse(assessmentBody({ phoneConsent: true }))
const advisor: MatchedAdvisor = {
  id: 'a1',
  name: 'Avery Advisor',
  firm: 'Example Wealth',
  crd: '1234567',
  city: 'Columbus',
  state: 'OH',
  phone: null,
  email: 'avery@example.com',
  website: null,
  bio: null,
  reasons: [],
}
const outcome = (matchedAdvisors: MatchedAdvisor[]): CaptureOutcome => ({
  kind: 'created',
  leadId: 'lead-1',
  submissionId: 'lead-1',
  newlyMatched: matchedAdvisors.length > 0,
  result: scoreAssessment(input),
  matchedAdvisors,
  matchingWithheld: null,
  shownWithheld: null,
  browserToken: 'token',
  updateLink: null,
  stopCallsToken: null,
  submittedAt: new Date('2026-11-26T12:00:00Z'),
})
const links = { siteUrl: 'https://wealthward.example' }

test('the match email names the advisors and says how they pay us, in both parts', () => {
  const email = visitorConfirmationEmail(input, outcome([advisor]), links)
  for (const part of [email.text, email.html]) {
    expect(part).toContain('Avery Advisor (Example Wealth, CRD 1234567)')
    expect(part).toContain('Reply STOP to any text to stop texts.')
  }
  expect(email.text).toContain(`How we are paid: ${ADVISOR_PAYMENT_DISCLOSURE}`)
  expect(email.html).toContain('conflict of interest')
  // Every action item still sits in the list, and the lines after it follow.
  expect(email.html.match(/<li>/g)).toHaveLength(outcome([]).result.actionItems.length)
  expect(email.html.indexOf('How we are paid')).toBeGreaterThan(email.html.indexOf('</ul>'))
})

test('an email that shows no advisor carries no advisor payment line', () => {
  const email = visitorConfirmationEmail(input, outcome([]), links)
  expect(email.text).not.toContain('How we are paid')
  expect(email.text).toContain('Your details have not been shared with any advisor')
})

test('the advisor alert repeats what the visitor was told about payment and links to the claims rule', () => {
  const alert = advisorLeadAlertEmail(input, outcome([advisor]), advisor, links)
  expect(alert.text).toContain(ADVISOR_PAYMENT_DISCLOSURE)
  expect(alert.text).toContain('Do not present this introduction as an endorsement')
  expect(alert.text).toContain('https://wealthward.example/ria#claims-heading')
})
