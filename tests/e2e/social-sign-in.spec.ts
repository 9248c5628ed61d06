import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { startTestServer, type TestServer } from '../../scripts/test-server'
import { startMockProvider, type MockProvider } from '../mock-oauth-provider'
import { expect, expectNoA11yViolations, gotoHydrated, test, uniqueEmail } from './fixtures'

// Google sign-in runs against a local mock provider, on a server of its own configured for it.
test.describe.configure({ mode: 'serial' })

test.describe('with Google configured', () => {
  let provider: MockProvider
  let server: TestServer
  test.beforeAll(async () => {
    // A fresh embedded database can take a while to create on a busy machine.
    test.setTimeout(120_000)
    provider = await startMockProvider()
    server = await startTestServer(provider.envFor('google'))
  })
  test.afterAll(async () => {
    await server?.stop()
    await provider?.stop()
  })

  const currentUser = async (page: Page) => {
    const response = await page.request.get(`${server.url}/api/user/me`)
    expect(response.status()).toBe(200)
    return (await response.json()).user as { id: string; email: string; emailVerified: boolean }
  }

  test('Continue with Google signs in, and signing in again reuses the same account', async ({
    page,
  }) => {
    const email = uniqueEmail('google')
    provider.alwaysGoogleUser({
      sub: `google-${randomBytes(6).toString('hex')}`,
      email,
      email_verified: true,
      given_name: 'Casey',
      family_name: 'Nguyen',
    })

    await gotoHydrated(page, `${server.url}/login?redirect=%2Fcalculators`)
    const google = page.getByRole('link', { name: 'Continue with Google' })
    await expect(google).toBeVisible()
    // Facebook is not configured on this server, so it has no button.
    await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0)
    await expectNoA11yViolations(page)

    await google.click()
    await page.waitForURL(`${server.url}/calculators`)
    const first = await currentUser(page)
    expect(first).toMatchObject({ email, emailVerified: true })

    // A new browser session: signing in again finds the account, without a second one.
    await page.context().clearCookies()
    await gotoHydrated(page, `${server.url}/signup`)
    await page.getByRole('link', { name: 'Continue with Google' }).click()
    await page.waitForURL(`${server.url}/dashboard`)
    const second = await currentUser(page)
    expect(second.id).toBe(first.id)
  })

  test('declining at Google comes back to the login page with the reason', async ({ page }) => {
    provider.nextAuthorizationFails('access_denied')
    await gotoHydrated(page, `${server.url}/login`)
    await page.getByRole('link', { name: 'Continue with Google' }).click()
    await page.waitForURL(/\/login\?error=denied&provider=google$/)
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in with Google was cancelled. Try again, or sign in with your email and password.',
    )
    expect((await page.request.get(`${server.url}/api/user/me`)).status()).toBe(401)
  })

  test('a callback that does not match a sign-in started here is refused', async ({ page }) => {
    await page.goto(`${server.url}/api/auth/google/callback?code=forged&state=forged-state-value`)
    await page.waitForURL(/\/login\?error=social&provider=google$/)
    await expect(page.getByRole('alert')).toHaveText(
      "We couldn't sign you in with Google. Please try again.",
    )
    await expectNoA11yViolations(page)
    expect((await page.request.get(`${server.url}/api/user/me`)).status()).toBe(401)
  })
})

test('without configuration there are no social buttons and the endpoints are 404', async ({
  page,
  request,
}) => {
  for (const path of ['/login', '/signup']) {
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Continue with/ })).toHaveCount(0)
  }
  for (const provider of ['google', 'facebook']) {
    const response = await request.get(`/api/auth/${provider}`, { maxRedirects: 0 })
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    expect((await response.json()).error).toMatch(
      /^Sign-in with (Google|Facebook) is not available/,
    )
  }
})
