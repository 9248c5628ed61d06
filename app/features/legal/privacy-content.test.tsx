import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { OWNER_PROOF_TTL_SECONDS } from '~/features/assessment/ownership.server'
import { DEDUPE_WINDOW_MS, UPDATE_LINK_TTL_MS } from '~/features/assessment/leads.server'
import { IDEMPOTENCY_KEY_TTL_MS } from '~/features/api/idempotency.server'
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
