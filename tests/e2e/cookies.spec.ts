import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { startTestServer, type TestServer } from '../../scripts/test-server'
import { startMockProvider, type MockProvider } from '../mock-oauth-provider'
import { readOutbox } from '../outbox'
import { DEMO_ADVISOR, expect, gotoHydrated, signInAsStaff, test, uniqueEmail } from './fixtures'

// The privacy policy's cookie table against the Set-Cookie headers of a browser going through the
// main flows, on a server of its own with Google and Facebook sign-in pointed at a mock provider.
test.describe.configure({ mode: 'serial' })

const PASSWORD = 'plum-Tree-48'

/** One Set-Cookie header: the cookie's name and its attributes, lower-cased names. */
interface SetCookie {
  name: string
  maxAge: number | null
  httpOnly: boolean
  path: string | null
}

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  const attribute = (key: string) =>
    attributes
      .find((a) => a.toLowerCase().startsWith(`${key}=`))
      ?.split('=')
      .slice(1)
      .join('=') ?? null
  const maxAge = attribute('max-age')
  return {
    name: pair.split('=')[0]!,
    maxAge: maxAge === null ? null : Number(maxAge),
    httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    path: attribute('path'),
  }
}

/** Records every Set-Cookie header of every response the page receives, redirects included. */
function watchSetCookies(page: Page) {
  const seen: SetCookie[] = []
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    reading.push(
      response
        .headersArray()
        .then((headers) => {
          for (const header of headers)
            if (header.name.toLowerCase() === 'set-cookie')
              for (const line of header.value.split('\n')) seen.push(parseSetCookie(line))
        })
        // A response whose page went away has no headers left to read; it set nothing we need.
        .catch(() => undefined),
    )
  })
  return async () => {
    await Promise.all(reading)
    return seen
  }
}

/** "10 minutes; …", "24 hours", "… or 30 days if …": the first fixed duration, in seconds. */
function firstDurationSeconds(lifetime: string): number | null {
  const match = /(\d+) (minute|hour|day)s?\b/.exec(lifetime)
  if (!match) return null
  const unit = { minute: 60, hour: 3_600, day: 86_400 }[match[2] as 'minute' | 'hour' | 'day']
  return Number(match[1]) * unit
}

test.describe('with Google and Facebook configured', () => {
  let provider: MockProvider
  let server: TestServer
  test.beforeAll(async () => {
    // A fresh embedded database can take a while to create on a busy machine.
    test.setTimeout(120_000)
    provider = await startMockProvider()
    server = await startTestServer({ ...provider.envFor('google'), ...provider.envFor('facebook') })
  })
  test.afterAll(async () => {
    await server?.stop()
    await provider?.stop()
  })

  test('every cookie the main flows set is in the privacy policy’s table with its lifetime, and every row is set', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const setCookies = watchSetCookies(page)
    const signOut = async () => {
      await page.getByRole('button', { name: 'Sign out', exact: true }).click()
      await expect(page).toHaveURL(`${server.url}/`)
    }

    // Read an article: the page counts a view.
    const view = page.waitForResponse((r) => r.url().endsWith('/view') && r.status() === 200)
    await gotoHydrated(page, `${server.url}/blog/debt-snowball-vs-avalanche`)
    await view

    // Take the assessment (a qualified profile in a state the demo advisors serve).
    await gotoHydrated(page, `${server.url}/investment-readiness`)
    await page.getByLabel('Show my score and introduce me to advisors').check()
    for (const [label, value] of Object.entries({
      'First name': 'Casey',
      'Last name': 'Example',
      Age: '41',
      City: 'Cleveland',
      'Annual income': '140,000',
      'Monthly expenses': '5500',
      'Total debt': '0',
      'Emergency fund': '45000',
      'Investable assets': '$200,000',
    }))
      await page.getByLabel(label, { exact: true }).fill(value)
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('cookies-lead'))
    await page.getByLabel('State').selectOption('OH')
    await page.getByRole('button', { name: 'Get My Score' }).click()
    await expect(
      page.getByRole('heading', { name: 'Your Investment Readiness Score' }),
    ).toBeVisible()

    // Sign up, sign out, sign in with "Remember me", sign out.
    const email = uniqueEmail('cookies-account')
    await gotoHydrated(page, `${server.url}/signup`)
    await page.getByLabel('First name').fill('Jordan')
    await page.getByLabel('Last name').fill('Rivera')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByLabel('Start investing').check()
    await page.getByLabel(/I agree to the/).check()
    await page.getByRole('button', { name: 'Create Free Account' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible()
    // The emailed link's page, and its button, finish the sign-up.
    let confirmLink: string | undefined
    await expect
      .poll(() => {
        confirmLink = readOutbox(server.dataDir, email)
          .join('\n')
          .replaceAll('&amp;', '&')
          .match(/https?:\/\/[^/\s"<>]+\/signup\/confirm\?[\w=&%.-]+/)?.[0]
        return confirmLink
      })
      .toBeTruthy()
    await gotoHydrated(page, confirmLink!)
    await page.getByRole('button', { name: 'Confirm my email and sign in' }).click()
    await expect(page).toHaveURL(`${server.url}/dashboard`)
    await signOut()
    await gotoHydrated(page, `${server.url}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByLabel('Remember me for 30 days').check()
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(`${server.url}/dashboard`)
    await signOut()

    // Continue with Google, then with Facebook, against the mock provider.
    provider.nextGoogleUser({
      sub: `google-${randomBytes(6).toString('hex')}`,
      email: uniqueEmail('cookies-google'),
      email_verified: true,
      given_name: 'Casey',
      family_name: 'Nguyen',
    })
    await gotoHydrated(page, `${server.url}/login`)
    await page.getByRole('link', { name: 'Continue with Google' }).click()
    await expect(page).toHaveURL(`${server.url}/dashboard`)
    await signOut()
    provider.nextFacebookUser({
      id: `fb-${randomBytes(6).toString('hex')}`,
      email: uniqueEmail('cookies-facebook'),
      first_name: 'Robin',
      last_name: 'Sample',
    })
    await gotoHydrated(page, `${server.url}/login`)
    await page.getByRole('link', { name: 'Continue with Facebook' }).click()
    await expect(page).toHaveURL(`${server.url}/dashboard`)
    await signOut()

    // An advisor with two-step verification: the password, then the code on a page of its own.
    await signInAsStaff(page, { ...DEMO_ADVISOR, loginPath: `${server.url}/ria/login` })
    await expect(page).toHaveURL(`${server.url}/ria/dashboard`)

    // Analytics turned off in this browser on /do-not-sell, then back on.
    await gotoHydrated(page, `${server.url}/do-not-sell`)
    await page.getByRole('button', { name: 'Turn off analytics in this browser' }).click()
    await expect(page.getByText('Analytics is off in this browser.')).toBeVisible()
    await page.getByRole('button', { name: 'Turn analytics back on' }).click()
    await expect(page.getByText('Analytics is on in this browser.')).toBeVisible()

    // The policy's cookie table, as a visitor reads it.
    await gotoHydrated(page, `${server.url}/privacy`)
    const table = page.getByRole('table', { name: 'The cookies Wealthward sets' })
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        names: [...tr.querySelectorAll('th code')].map((code) => code.textContent ?? ''),
        lifetime: tr.querySelectorAll('td')[1]?.textContent ?? '',
      })),
    )
    expect(rows.length).toBeGreaterThan(0)
    const listed = rows.flatMap((row) => row.names)

    const seen = await setCookies()
    const seenNames = [...new Set(seen.map((cookie) => cookie.name))].sort()
    // Every cookie set is in the table ...
    expect(seenNames.filter((name) => !listed.includes(name))).toEqual([])
    // ... and every row is set by some flow: on this plain-HTTP server under its first name (the
    // `__Host-` name beside it is the same cookie on an HTTPS site).
    expect(rows.filter((row) => !seenNames.includes(row.names[0]!))).toEqual([])
    // Scripts can read none of them but the analytics opt-out, as the policy says.
    expect([...new Set(seen.filter((cookie) => !cookie.httpOnly).map((c) => c.name))]).toEqual([
      'ww_no_analytics',
    ])

    for (const row of rows) {
      const name = row.names[0]!
      const set = seen.filter((cookie) => cookie.name === name && cookie.maxAge !== 0)
      const longest = Math.max(...set.map((cookie) => cookie.maxAge ?? 0))
      const duration = firstDurationSeconds(row.lifetime)
      // The longest lifetime set is the one the table gives ...
      if (duration !== null) expect(longest, `${name}: ${row.lifetime}`).toBe(duration)
      // ... and a cookie said to last until the browser closes is set without Max-Age.
      if (row.lifetime.startsWith('Until you close your browser'))
        expect(
          set.some((cookie) => cookie.maxAge === null),
          name,
        ).toBe(true)
      else
        expect(
          set.every((cookie) => cookie.maxAge !== null),
          name,
        ).toBe(true)
    }
  })
})
