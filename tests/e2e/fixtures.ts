import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { AxeResults, ElementContext, RunOptions, run as AxeRun } from 'axe-core'
import { test as base, expect, request, type APIRequestContext, type Page } from '@playwright/test'
import { totpStep } from '../../app/features/auth/two-factor/totp.server'
import { readOutbox } from '../outbox'
import { currentTotp } from '../totp'

// Chrome logs every 4xx answer as a console error; tests that expect one assert on the status instead.
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/

/**
 * Chromium's headless shell logs, as a console error, that a sandboxed frame without
 * `allow-scripts` (an email shown in the admin) refused to run a script: the test tools' own, as
 * they look into every frame. The sandbox doing its job, for tests that show such a frame.
 */
export const SANDBOXED_FRAME_NOTICE =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/

/**
 * Every page load in a test is watched: a console error or uncaught exception fails the test,
 * unless the test lists it in `allowedConsoleErrors`.
 */
export type Role = 'user' | 'advisor' | 'admin'

/**
 * `loginAs(role, path?)` signs the page's browser in without the sign-in pages, for tests about
 * what comes after signing in, then opens `path` (hydrated) when given. Staff roles join the demo
 * account's session of this worker (made once through the JSON API with a code, decision 036); a
 * user is a new confirmed account each time, made through the API, whose email and password are
 * returned. Tests about signing in walk the forms instead.
 */
export type LoginAs = (role: Role, path?: string) => Promise<{ email: string; password: string }>

export const test = base.extend<{
  consoleErrors: string[]
  allowedConsoleErrors: RegExp[]
  loginAs: LoginAs
}>({
  loginAs: async ({ page }, provide) => {
    await provide(async (role, path) => {
      let account: { email: string; password: string }
      if (role === 'user') {
        account = { email: uniqueEmail('signed-in'), password: 'plum-Tree-48' }
        const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL })
        try {
          await createAccount(api, account)
          const { cookies } = await api.storageState()
          await page.context().addCookies(cookies)
        } finally {
          await api.dispose()
        }
      } else {
        const staff = role === 'admin' ? DEMO_ADMIN : DEMO_ADVISOR
        await joinStaffSession(page, staff)
        account = { email: staff.email, password: staff.password }
      }
      if (path) await gotoHydrated(page, path)
      return account
    })
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      const allowed = [EXPECTED_HTTP_ERROR, ...allowedConsoleErrors]
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
          errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Opens a page and waits until React has hydrated it, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/** axe-core's browser build, put into each page that is checked. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The WCAG 2.0–2.2 A and AA rules, plus target-size; only violations are gathered. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
  iframes: false,
}

/**
 * axe with the WCAG 2.0–2.2 A/AA rules plus target-size: zero violations allowed. `exclude`: parts
 * axe cannot enter, such as a sandboxed frame that runs no scripts.
 *
 * axe-core runs in the page itself, put there once per document (docs/decisions/042): the
 * Playwright wrapper put it in again for every check and opened a second page to assemble each
 * result, which made a check take several times as long. Frames are not entered, so a page with a
 * frame that is not excluded fails here rather than passing unchecked.
 */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  const exclude = options.exclude ?? []
  const hasAxe = await page.evaluate(() => 'axe' in window)
  if (!hasAxe) await page.evaluate(AXE_SOURCE)
  const outcome = await page.evaluate(
    async ({ exclude, options }) => {
      const frames = [...document.querySelectorAll('iframe, frame')].filter(
        (frame) => !exclude.some((selector) => frame.closest(selector)),
      )
      if (frames.length) return { frames: frames.length, violations: [] }
      const axe = (window as unknown as { axe: { run: typeof AxeRun } }).axe
      const context: ElementContext = { exclude }
      const results: AxeResults = await axe.run(context, options)
      return {
        frames: 0,
        violations: results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      }
    },
    { exclude, options: AXE_OPTIONS },
  )
  expect(outcome.frames, 'frames axe does not enter: exclude them or check them apart').toBe(0)
  expect(outcome.violations, 'axe violations').toEqual([])
}

/** Emails the test server wrote to its outbox for one recipient. */
export function outboxMessagesTo(email: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set')
  return readOutbox(dataDir, email)
}

/**
 * The newest link to `path` (such as `/signup/confirm`) emailed to `email`, as a path and query,
 * once the email has arrived.
 */
export async function emailedLink(email: string, path: string): Promise<string> {
  const pattern = new RegExp(
    `https?://[^/\\s"<>]+${path.replace(/[/.]/g, '\\$&')}\\?[\\w=&%.-]+`,
    'g',
  )
  let link: string | undefined
  await expect
    .poll(() => {
      link = outboxMessagesTo(email).join('\n').replaceAll('&amp;', '&').match(pattern)?.at(-1)
      return link
    })
    .toBeTruthy()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/**
 * A confirmed account, made as a visitor makes one: the sign-up, then the button on the page its
 * emailed link opens. `request` ends up signed in to it.
 */
export async function createAccount(
  request: APIRequestContext,
  account: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const started = await request.post('/api/auth/signup', {
    data: {
      firstName: account.firstName ?? 'Sam',
      lastName: account.lastName ?? 'Lee',
      email: account.email,
      password: account.password,
      agreeToTerms: true,
      subscribeNewsletter: false,
    },
  })
  expect(started.status()).toBe(202)
  const link = await emailedLink(account.email, '/signup/confirm')
  const token = new URL(link, 'http://localhost').searchParams.get('token')!
  const finished = await request.post(link, { form: { token }, maxRedirects: 0 })
  expect(finished.status()).toBe(302)
}

export function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** A calculator's headline result, by the seed's result field name. */
export const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`)

/** How far the page scrolls sideways (0 or less: it fits the viewport). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

/** The @type of every JSON-LD block on the page, in order. */
export async function jsonLdTypes(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
}

/** A staff account of the demo data: two-step verification is on with a known key. */
export interface StaffAccount {
  email: string
  password: string
  totpSecret: string
  loginPath: string
}

export const DEMO_ADMIN: StaffAccount = {
  email: 'admin@wealthward.test',
  password: 'wealthward-demo-1',
  totpSecret: 'DEMOADMINWEALTHWARDTOTPSECRETKEY',
  loginPath: '/admin/login',
}

export const DEMO_ADVISOR: StaffAccount = {
  email: 'advisor@wealthward.test',
  password: 'wealthward-demo-1',
  totpSecret: 'DEMOADVISORWEALTHWARDTOTPSECRET2',
  loginPath: '/ria/login',
}

function dataDir() {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set')
  return dir
}

/**
 * Runs `signIn` with a code for the account that no other test has used. The server accepts a code
 * once, and only for a 30-second step later than the last one it accepted, while tests in several
 * workers sign in as the same demo accounts. So sign-ins take turns (a lock directory), each
 * takes the next unused step, and one finds the app's next code, or waits for it as a person
 * would, when the current and next steps are both spent.
 */
export async function withTotpCode<T>(
  account: Pick<StaffAccount, 'email' | 'totpSecret'>,
  signIn: (code: string) => Promise<T>,
): Promise<T> {
  // Taking turns and waiting for the next step can take up to a minute: that is the sign-in's
  // own time, added to the test's rather than taken from it.
  const { timeout } = base.info()
  if (timeout > 0) base.setTimeout(timeout + 65_000)
  const dir = path.join(dataDir(), 'totp-steps')
  mkdirSync(dir, { recursive: true })
  const lock = path.join(dir, `${account.email}.lock`)
  const lastFile = path.join(dir, `${account.email}.step`)
  const tryLock = () => {
    try {
      mkdirSync(lock)
      return true
    } catch {
      return false
    }
  }
  await expect.poll(tryLock, { timeout: 90_000, intervals: [100, 250, 500] }).toBe(true)
  try {
    let last = -1
    try {
      last = Number(readFileSync(lastFile, 'utf8'))
    } catch {
      // No code used yet in this run.
    }
    const step = Math.max(totpStep(Date.now()), last + 1)
    // A code is good from the step before its own: wait until the clock gets there.
    await expect
      .poll(() => totpStep(Date.now()), { timeout: 65_000, intervals: [250] })
      .toBeGreaterThanOrEqual(step - 1)
    writeFileSync(lastFile, String(step))
    return await signIn(currentTotp(account.totpSecret, step * 30_000))
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Signs in on the account's sign-in page (or `path`) as a person does: email and password, then
 * the code from the authenticator app on the second step. Ends on the page signed in to.
 */
export async function signInAsStaff(
  page: Page,
  account: StaffAccount,
  options: { path?: string; javaScript?: boolean } = {},
) {
  const target = options.path ?? account.loginPath
  if (options.javaScript === false) await page.goto(target)
  else await gotoHydrated(page, target)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/login\/two-factor$/)
  await withTotpCode(account, async (code) => {
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.waitForURL((url) => url.pathname !== '/login/two-factor')
  })
}

const staffTokens = new Map<string, string>()

/** A session of the account for this worker, made once through the JSON API with a code. */
async function staffToken(account: StaffAccount): Promise<string> {
  const baseURL = process.env.E2E_BASE_URL
  const api = await request.newContext({ baseURL })
  try {
    const known = staffTokens.get(account.email)
    if (known) {
      const me = await api.get('/api/user/me', { headers: { Authorization: `Bearer ${known}` } })
      if (me.ok()) return known
    }
    const token = await withTotpCode(account, async (totp) => {
      const response = await api.post('/api/auth/login', {
        data: { email: account.email, password: account.password, totp },
      })
      expect(response.status(), await response.text()).toBe(200)
      return ((await response.json()) as { token: string }).token
    })
    staffTokens.set(account.email, token)
    return token
  } finally {
    await api.dispose()
  }
}

/**
 * Signs the page's browser in as a demo staff account without the sign-in pages, for tests about
 * what comes after signing in. The session is shared by the tests of one worker, so a test that
 * signs out, or signs in again, uses `signInAsStaff` instead.
 */
export async function joinStaffSession(page: Page, account: StaffAccount) {
  const token = await staffToken(account)
  await page
    .context()
    .addCookies([{ name: 'ww_session', value: token, url: process.env.E2E_BASE_URL! }])
}
