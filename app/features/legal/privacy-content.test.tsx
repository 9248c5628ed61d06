import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { OWNER_PROOF_TTL_SECONDS } from '~/features/assessment/ownership.server'
import { DEDUPE_WINDOW_MS, UPDATE_LINK_TTL_MS } from '~/features/assessment/leads.server'
import { IDEMPOTENCY_KEY_TTL_MS } from '~/features/api/idempotency.server'
import { UNCONFIRMED_SIGNUP_DAYS } from '~/features/auth/signup.server'
import { FORGET_AFTER_SECONDS } from '~/features/auth/throttle.server'
import { TOKEN_LIFETIME_SECONDS } from '~/features/auth/tokens.server'
import { PrivacyContent } from './privacy-content'

const text = renderToStaticMarkup(<PrivacyContent />)
  .replace(/<[^>]+>/g, ' ')
  .replace(/\s+/g, ' ')
const DAY_MS = 24 * 60 * 60 * 1000

test('the policy states the lead ownership rule as the code applies it', () => {
  expect([DEDUPE_WINDOW_MS, UPDATE_LINK_TTL_MS, OWNER_PROOF_TTL_SECONDS * 1000]).toEqual([
    DAY_MS,
    DAY_MS,
    DAY_MS,
  ])
  expect(text).toContain(
    'If you submit again with the same email address within 24 hours, from the same browser or while signed in to an account whose email address you have confirmed, we update your earlier submission',
  )
  expect(text).toContain('From anywhere else we change nothing')
  expect(text).toContain('it works once, for 24 hours')
  expect(text).not.toMatch(/within 24 hours, we update your earlier submission/)
})

test('the policy names the assessment cookie and how long the waiting answers and replies are kept', () => {
  expect(IDEMPOTENCY_KEY_TTL_MS).toBe(DAY_MS)
  expect(text).toContain('Assessment cookie (strictly necessary).')
  expect(text).toContain('lets this browser, for 24 hours, update that submission')
  expect(text).toContain(
    'the emailed link works for 24 hours; the answers are deleted 7 days after that',
  )
  expect(text).toContain('Repeat-protection records:')
})

test('the policy states how long emailed links and sign-in attempt counts last, as the code has them', () => {
  expect(TOKEN_LIFETIME_SECONDS['password-reset']).toBe(60 * 60)
  expect(TOKEN_LIFETIME_SECONDS['sign-in-link']).toBe(15 * 60)
  expect(FORGET_AFTER_SECONDS).toBe(24 * 60 * 60)
  expect(text).toContain(
    'password-reset links expire after 1 hour, and emailed sign-in links after 15 minutes. Counts of sign-in attempts are forgotten after a day without any.',
  )
  expect(text).toContain(
    'emailed sign-in links and email confirmation, and sign-ins waiting for their second step (for 5 minutes), all stored only in hashed form',
  )
})

test('the policy states when a sign-up that is never confirmed is deleted, as the code has it', () => {
  expect(UNCONFIRMED_SIGNUP_DAYS).toBe(7)
  expect(TOKEN_LIFETIME_SECONDS['signup-confirmation']).toBe(24 * 60 * 60)
  expect(text).toContain(
    'A sign-up whose email address is never confirmed is deleted 7 days after it was made; its link expires after 24 hours.',
  )
})
