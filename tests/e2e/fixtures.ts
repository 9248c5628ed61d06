import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { readOutbox } from '../outbox'

// Chrome logs every 4xx answer as a console error; tests that expect one assert on the status instead.
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/

/**
 * Every page load in a test is watched: a console error or uncaught exception fails the test,
 * unless the test lists it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
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

/**
 * axe with the WCAG 2.0–2.2 A/AA rules plus target-size: zero violations allowed. `exclude`: parts
 * axe cannot enter, such as a sandboxed frame that runs no scripts.
 */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } })
  for (const selector of options.exclude ?? []) builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
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
