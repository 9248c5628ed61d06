import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { IDEMPOTENCY_KEY_TTL_MS } from '~/lib/http/idempotency.server'
import { UNCONFIRMED_SIGNUP_DAYS } from '~/features/auth/index.server'
import { FORGET_AFTER_SECONDS } from '~/features/auth/index.server'
import { TOKEN_LIFETIME_SECONDS } from '~/features/auth/index.server'
import {
  DEDUPE_WINDOW_MS,
  UPDATE_LINK_TTL_MS,
  OWNER_PROOF_TTL_SECONDS,
} from '~/features/leads/index.server'
import { RETENTION_SCHEDULE } from '~/features/retention'
import {
  isMeasuredPath,
  CONTENT_READ_SCROLL,
  CONTENT_READ_SECONDS,
  CONTENT_RETURN_AWAY_SECONDS,
  LINK_TEXT_MAX,
  QUICK_BOUNCE_SECONDS,
  READING_MILESTONES,
  SCROLL_THRESHOLDS,
} from '~/features/analytics'
import { RETENTION } from '~/features/retention'
import { ANALYTICS_OPT_OUT_SECONDS, COOKIE_TABLE, SITE_COOKIES } from '~/lib/security/site-cookies'
import { PHONE_CONSENT_LABEL, PHONE_CONSENT_TEXT, STOP_CALLS_LABEL } from './lead-consent'
import { DoNotSellContent } from './do-not-sell-content'
import { PrivacyContent } from './privacy-content'
import { TermsContent } from './terms-content'

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
  expect(OWNER_PROOF_TTL_SECONDS).toBe(24 * 60 * 60)
  expect(text).toContain(
    'ww_lead (over HTTPS __Host-ww_lead ) Lets the browser that sent an Investment Readiness assessment update it and ask a matched advisor to contact you.',
  )
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
    'the links we email for password resets, sign-in and email confirmation, and sign-ins waiting for their second step (for 5 minutes), all stored only in hashed form',
  )
})

test('the policy states when a sign-up that is never confirmed is deleted, as the code has it', () => {
  expect(UNCONFIRMED_SIGNUP_DAYS).toBe(7)
  expect(TOKEN_LIFETIME_SECONDS['signup-confirmation']).toBe(24 * 60 * 60)
  expect(text).toContain(
    'A sign-up whose email address is never confirmed is deleted 7 days after it was made; its link expires after 24 hours.',
  )
})

/** The policy's table with this caption, as rows of cell texts. */
function tableRows(html: string, caption: string): string[][] {
  const table = html.split('<table>').find((part) => part.includes(`<caption>${caption}</caption>`))
  if (!table) throw new Error(`no table captioned ${caption}`)
  const body = table.slice(table.indexOf('<tbody>'), table.indexOf('</tbody>'))
  return body
    .split('</tr>')
    .filter((row) => row.includes('<t'))
    .map((row) =>
      row
        .split(/<\/t[hd]>/)
        .filter((cell) => cell.includes('<t'))
        .map((cell) =>
          cell
            .replace(/<[^>]+>/g, ' ')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
    )
}

const html = renderToStaticMarkup(<PrivacyContent />)

test('the cookie table lists each cookie of the list the code sets them from, with its lifetime', () => {
  expect(tableRows(html, 'The cookies Wealthward sets')).toEqual(
    COOKIE_TABLE.map((cookie) => [
      cookie.hostPrefixed ? `${cookie.name} (over HTTPS __Host-${cookie.name} )` : cookie.name,
      cookie.purpose,
      cookie.lifetime,
      cookie.strictlyNecessary ? 'Yes' : 'No',
    ]),
  )
  expect(COOKIE_TABLE.map((cookie) => [cookie.name, cookie.lifetime])).toEqual([
    [
      'ww_session',
      'Until you close your browser, or 30 days if you tick “Remember me” (12 hours for advisor and staff accounts); signing out removes it',
    ],
    ['ww_lead', '24 hours'],
    ['ww_sign_in', '1 hour; removed when the sign-in is finished'],
    ['ww_oauth_google', '10 minutes; removed when you come back from Google'],
    ['ww_oauth_facebook', '10 minutes; removed when you come back from Facebook'],
    ['ww_viewed', 'Until you close your browser'],
    ['ww_no_analytics', '365 days; removed when you turn analytics back on'],
  ])
})

test('the retention table is written from the schedule the retention job carries out', () => {
  expect(tableRows(html, 'Retention schedule')).toEqual(
    RETENTION_SCHEDULE.map((row) => [row.data, row.kept, row.then]),
  )
  expect(text).toContain('Emails: the record of each email we sent')
  expect(text).toContain('12 months from when the email was made')
  expect(text).toContain('24 months after the submission’s last activity')
  expect(text).toContain('5 years from your submission')
})

test('the policy says which law needs which period', () => {
  expect(text).toContain(
    'the FTC’s Telemarketing Sales Rule (16 CFR 310.5) requires records of consent to be contacted to be kept for 5 years',
  )
  expect(text).toContain(
    'California Code of Regulations, title 11, section 7101) require a record of each request and of our response to be kept for at least 24 months',
  )
  expect(text).toContain(
    'the CAN-SPAM Act requires us to stop emailing an address that unsubscribed',
  )
})

test('nothing in the policy, the terms or the opt-out page mentions Google Analytics or a third-party tracker', () => {
  const pages = [
    text,
    renderToStaticMarkup(<TermsContent />),
    renderToStaticMarkup(<DoNotSellContent />),
  ].join(' ')
  expect(pages).not.toMatch(/Google Analytics|gaoptout|analytics cookies/i)
  expect(text).toContain('We don’t use outside analytics or advertising services.')
  expect(text).not.toContain('educational emails')
  expect(text).not.toMatch(/Our forms require you to be 18/)
})

test('the policy describes "Just show my score" as the code stores it, and quotes the phone consent', async () => {
  const { getTableColumns } = await import('drizzle-orm')
  const { scoreOnlySubmissions } = await import('~/db/schema')
  // What the policy says the count holds is every column it has, and no more.
  expect(Object.keys(getTableColumns(scoreOnlySubmissions)).sort()).toEqual(
    ['campaign', 'createdAt', 'id', 'medium', 'readinessLevel', 'score', 'source', 'step'].sort(),
  )
  expect(text).toContain(
    'What we keep is a count of the submission: its score, readiness level, recommended step, the time, and the source, medium and campaign that brought you.',
  )
  expect(text).toContain('we don’t ask for your name, email address, phone number, city or state')
  expect(text).toContain(
    'If you take the Investment Readiness assessment, choose “Show my score and introduce me to advisors” and your result qualifies',
  )
  expect(text).toContain(`${PHONE_CONSENT_LABEL} ${PHONE_CONSENT_TEXT}`)
})

test('the policy says phone consent ends at once with the emailed link, as the code does it', () => {
  expect(STOP_CALLS_LABEL).toBe('Stop calls and texts')
  expect(text).toContain(
    'every email we send you about your assessment, once you have ticked the phone and text box, has a “Stop calls and texts” link. Open it and press the button: from that moment the advisors matched with you no longer see your number as one they may call or text, and we email each of them to stop.',
  )
  expect(text).not.toContain('Withdraw phone and text consent only: email us')
})

test('the analytics paragraph says what the tracker measures, with the numbers the code uses', () => {
  expect(SCROLL_THRESHOLDS).toEqual([10, 25, 50, 75, 90, 100])
  expect(READING_MILESTONES).toEqual([15, 30, 60, 120, 300, 600])
  expect([CONTENT_READ_SCROLL, CONTENT_READ_SECONDS]).toEqual([75, 120])
  expect([CONTENT_RETURN_AWAY_SECONDS, LINK_TEXT_MAX, QUICK_BOUNCE_SECONDS]).toEqual([60, 50, 10])
  expect(RETENTION.analyticsEvents).toEqual({ months: 13 })
  expect(['/ria/dashboard', '/admin/leads'].map(isMeasuredPath)).toEqual([false, false])
  for (const sentence of [
    'measured by our own script and sent from your browser to our own server, never to an analytics company',
    'its address without the part after the question mark, and its title; pages of the advisor portal and of our admin area are not measured',
    'at 10, 25, 50, 75, 90 and 100 percent',
    'at 15 and 30 seconds and 1, 2, 5 and 10 minutes',
    'whether you come back to it after more than a minute away',
    'whether you read to three quarters of it after two minutes',
    'the address and first 50 characters of the text of links you click',
    'which one, how many fields held a value and whether it produced a result, not the figures',
    'We don’t store your IP address',
    'with a secret key that changes every day and is never stored',
    'Events are deleted after 13 months.',
    'Nothing is measured, and article views are not counted, when your browser sends Global Privacy Control or Do Not Track, or when you turn analytics off for your browser',
    'the page sends no events, our server stores none, and article views are not counted',
  ])
    expect(text).toContain(sentence)
  // Calculator figures are no longer said to reach the analytics.
  expect(text).not.toContain('recorded with analytics events')
})

test('the opt-out cookie is the one the script reads, and the policy says so', () => {
  expect(ANALYTICS_OPT_OUT_SECONDS).toBe((365 * DAY_MS) / 1000)
  const scriptReadable = COOKIE_TABLE.filter((cookie) => 'readableByScripts' in cookie)
  expect(scriptReadable).toEqual([SITE_COOKIES.analyticsOptOut])
  expect(text).toContain(
    'Scripts on the page can’t read any of them (they are “httpOnly”) except the analytics opt-out, which holds only the value 1',
  )
  expect(text).toContain('(a cookie remembers that choice for a year)')
})

test('the policy says how a calculator is filled from the assessment, as the code does it', async () => {
  const { carriesAssessmentFigures, prefillHref, withoutPrefillMarker } =
    await import('~/features/calculators')
  for (const sentence of [
    'Nothing is filled in unless you follow that link.',
    'The link puts the figures in the page address, as a calculator does with anything you type, with the date of the assessment.',
    'We answer such a page as private, so that no shared cache may keep a copy, and we tell your browser not to pass its address to other websites.',
    '“Copy link” on that page leaves out the date, so a link you send doesn’t say it came from your assessment; the figures are still in it.',
  ])
    expect(text).toContain(sentence)
  const href = prefillHref('compound-interest', {
    assessedAt: new Date('2026-11-29T10:00:00Z'),
    age: 30,
    totalDebt: 0,
    monthlyExpenses: 2_000,
    emergencyFund: 1_000,
    investableAssets: 8_000,
    monthlyDebtPayment: 0,
    freeMonthlyIncome: 500,
  })
  const url = new URL(href ?? '', 'https://wealthward.test')
  // The figures and the date are in the address, and such an address is the one the server
  // answers privately (server.ts asks carriesAssessmentFigures); the copied link has no date.
  expect(url.searchParams.get('initial')).toBe('8000')
  expect(url.searchParams.get('fromAssessment')).toBe('2026-11-29')
  expect(carriesAssessmentFigures(url)).toBe(true)
  const copied = new URL(withoutPrefillMarker(url.toString()))
  expect(copied.searchParams.has('fromAssessment')).toBe(false)
  expect(copied.searchParams.get('initial')).toBe('8000')
})
