import { expect, test } from 'vitest'
import { ADVISOR_MONTHLY_PRICE } from '~/features/advisors'
import {
  CTA_DISCLOSURE_TEXT,
  DISCLOSURE_TEXT,
  DISCLOSURE_VERSION,
  SCORE_ONLY_LABEL,
} from './disclosure'
import {
  ADVISOR_PAYMENT_DISCLOSURE,
  CONSENT_RECORD_TEXT,
  PHONE_CONSENT_LABEL,
  PHONE_CONSENT_TEXT,
  STOP_CALLS_LABEL,
} from './lead-consent'

test('the phone consent names who may call, automated calls, no condition of purchase, how to revoke, and rates (47 CFR 64.1200(f)(9))', () => {
  expect(PHONE_CONSENT_TEXT).toContain(
    'registered investment advisors Wealthward introduces me to (up to 5, named on my results and in my confirmation email)',
  )
  expect(PHONE_CONSENT_TEXT).toContain('automated technology')
  expect(PHONE_CONSENT_TEXT).toContain('prerecorded or artificial-voice messages')
  expect(PHONE_CONSENT_TEXT).toContain('not a condition of any purchase or service')
  expect(PHONE_CONSENT_TEXT).toContain('replying STOP to any text')
  expect(PHONE_CONSENT_TEXT).toContain('by telling the advisor')
  expect(PHONE_CONSENT_TEXT).toContain(
    `the “${STOP_CALLS_LABEL}” link in every email from Wealthward, which takes effect at once`,
  )
  // The Do Not Sell page files a request an administrator handles: it is not how phone consent ends.
  expect(PHONE_CONSENT_TEXT).not.toContain('Do Not Sell')
  expect(PHONE_CONSENT_TEXT).toContain('Message and data rates may apply')
})

test('a lead’s consent record holds the disclosure and the phone wording as shown, under a new version', () => {
  expect(CONSENT_RECORD_TEXT).toContain(DISCLOSURE_TEXT)
  expect(CONSENT_RECORD_TEXT).toContain(`${PHONE_CONSENT_LABEL} ${PHONE_CONSENT_TEXT}`)
  // The wording changed twice on this date (the second time: how to revoke phone consent); records
  // made with earlier text keep '2026-11-21' or '2026-11-26'.
  expect(DISCLOSURE_VERSION).toBe('2026-11-26b')
})

test('the disclosures say who pays, for what, and that score only shares nothing', () => {
  expect(DISCLOSURE_TEXT).toContain(
    'up to 5 registered investment advisors, who pay Wealthward a flat monthly fee for introductions',
  )
  expect(DISCLOSURE_TEXT).toContain(
    `Choose “${SCORE_ONLY_LABEL}” and we share nothing with any advisor`,
  )
  expect(CTA_DISCLOSURE_TEXT).toContain(
    'up to 5 registered investment advisors who pay Wealthward for introductions',
  )
  expect(CTA_DISCLOSURE_TEXT).toContain(`unless you choose “${SCORE_ONLY_LABEL}”`)
  expect(ADVISOR_PAYMENT_DISCLOSURE).toContain(`flat fee of $${ADVISOR_MONTHLY_PRICE} a month`)
  expect(ADVISOR_PAYMENT_DISCLOSURE).toContain('conflict of interest')
  expect(ADVISOR_PAYMENT_DISCLOSURE).toContain('does not endorse, recommend or rate any advisor')
  // Nothing says that submitting the form by itself is agreement to be matched.
  for (const text of [DISCLOSURE_TEXT, CTA_DISCLOSURE_TEXT])
    expect(text).not.toMatch(/by submitting/i)
})
