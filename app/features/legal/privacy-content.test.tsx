import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { UNCONFIRMED_SIGNUP_DAYS } from '~/features/auth/signup.server'
import { FORGET_AFTER_SECONDS } from '~/features/auth/throttle.server'
import { TOKEN_LIFETIME_SECONDS } from '~/features/auth/tokens.server'
import { PrivacyContent } from './privacy-content'

const text = renderToStaticMarkup(<PrivacyContent />).replace(/\s+/g, ' ')

test('the policy states how long emailed links and sign-in attempt counts last, as the code has them', () => {
  expect(TOKEN_LIFETIME_SECONDS['password-reset']).toBe(60 * 60)
  expect(TOKEN_LIFETIME_SECONDS['sign-in-link']).toBe(15 * 60)
  expect(FORGET_AFTER_SECONDS).toBe(24 * 60 * 60)
  expect(text).toContain(
    'password-reset links expire after 1 hour, and emailed sign-in links after 15 minutes. Counts of sign-in attempts are forgotten after a day without any.',
  )
  expect(text).toContain(
    'emailed sign-in links and email confirmation (stored only in hashed form)',
  )
})

test('the policy states when a sign-up that is never confirmed is deleted, as the code has it', () => {
  expect(UNCONFIRMED_SIGNUP_DAYS).toBe(7)
  expect(TOKEN_LIFETIME_SECONDS['signup-confirmation']).toBe(24 * 60 * 60)
  expect(text).toContain(
    'A sign-up whose email address is never confirmed is deleted 7 days after it was made; its link expires after 24 hours.',
  )
})
