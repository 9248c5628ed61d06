import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SIGNUP_STARTED_MESSAGE } from '~/features/auth'
import { ADVISOR_MONTHLY_PRICE } from '~/features/advisors'
import { PHONE_CONSENT_LABEL, PHONE_CONSENT_TEXT } from './lead-consent'
import { TermsContent } from './terms-content'

const text = renderToStaticMarkup(<TermsContent />).replace(/\s+/g, ' ')

test('the terms say a sign-up with a password is confirmed by an emailed link, as the sign-up page does', () => {
  expect(text).toContain(
    'You can sign up with an email address and password, which you confirm with the link we email you',
  )
  expect(SIGNUP_STARTED_MESSAGE).toMatch(/^Check your email to finish/)
})

test('the terms state the fee, the conflict, the score-only choice and the phone consent as shown', () => {
  expect(text).toContain(
    `pay us a flat monthly subscription (currently $${ADVISOR_MONTHLY_PRICE} a month) to receive introductions to qualified visitors. That payment is a conflict of interest`,
  )
  expect(text).toContain(
    'With “Just show my score” we calculate your score and show your results, we don’t ask for your name or contact details, and we pass nothing to any advisor.',
  )
  expect(text).toContain(`${PHONE_CONSENT_LABEL} ${PHONE_CONSENT_TEXT}`)
})
