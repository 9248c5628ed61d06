import type { Browser, Page } from '@playwright/test'
import {
  emailedLink,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  test,
  uniqueEmail,
} from './fixtures'

const PASSWORD = 'plum-Tree-48'
const DEMO = { email: 'demo@wealthward.test', password: 'wealthward-demo-1' }

async function signUp(page: Page, email: string) {
  await gotoHydrated(page, '/signup')
  await page.getByLabel('First name').fill('Jordan')
  await page.getByLabel('Last name').fill('Rivera')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel('Start investing').check()
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Create Free Account' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email to finish')
  await gotoHydrated(page, await emailedLink(email, '/signup/confirm'))
  await page.getByRole('button', { name: 'Confirm my email and sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

async function signIn(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  if (remember) await page.getByLabel('Remember me for 30 days').check()
  await page.getByRole('button', { name: 'Sign In' }).click()
}

const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome back/ })

test('sign-up lands on the dashboard: greeting, initials, completion, and a profile that saves', async ({
  page,
}) => {
  const email = uniqueEmail('dash-signup')
  await signUp(page, email)
  // The first visit of a brand-new account.
  const firstGreeting = page.getByRole('heading', { level: 1, name: /^Welcome/ })
  await expect(firstGreeting).toHaveText('Welcome, Jordan')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toContainText(
    'JR',
  )
  await expect(page.getByText(email).first()).toBeVisible()
  // Following the emailed link confirmed the address.
  await expect(page.getByText('✓ Verified')).toBeVisible()
  // First name, email and a goal: 3 of the 5 parts.
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
    'aria-valuenow',
    '60',
  )
  await expect(
    page.getByRole('link', { name: /Get your Investment Readiness score/ }),
  ).toBeVisible()
  await expect(page.getByText('Nothing saved yet.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByLabel('First name').fill('Jordy')
  await page.getByLabel('Plan for retirement').check()
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()
  await expect(firstGreeting).toHaveText('Welcome, Jordy')
  await expect(page.getByLabel('Plan for retirement')).toBeChecked()

  // The sign-up form's newsletter box is ticked by default.
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You are unsubscribed from the newsletter.')).toBeVisible()
  await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click()
  await expect(page.getByText(/You are subscribed\./)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})

/** Signs in a new browser context, then opens another with what a browser restart would keep. */
async function afterRestart(browser: Browser, email: string, remember: boolean) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await signIn(page, email, PASSWORD, remember)
  await expect(greeting(page)).toBeVisible()
  const state = await context.storageState()
  await context.close()
  const cookie = state.cookies.find((c) => c.name === 'ww_session')
  // A browser keeps only cookies with an expiry when it restarts; session cookies (-1) are gone.
  const restarted = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) },
  })
  const reopened = await restarted.newPage()
  await reopened.goto('/dashboard')
  return { cookie, page: reopened, close: () => restarted.close() }
}

test('remember me keeps the user signed in after a browser restart; a session-only sign-in does not', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('dash-remember')
  await signUp(page, email)

  const remembered = await afterRestart(browser, email, true)
  // About 30 days from now.
  expect(remembered.cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400)
  expect(remembered.cookie?.httpOnly).toBe(true)
  await expect(greeting(remembered.page)).toBeVisible()
  await remembered.close()

  const forgotten = await afterRestart(browser, email, false)
  expect(forgotten.cookie?.expires).toBe(-1)
  await expect(forgotten.page).toHaveURL(/\/login\?redirect=%2Fdashboard$/)
  await forgotten.close()
})

test('the guard sends a visitor to sign in and back to the dashboard', async ({ page }) => {
  const email = uniqueEmail('dash-guard')
  await signUp(page, email)
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible()
  await signIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(greeting(page)).toBeVisible()
})

test('a redirect to another site after sign-in ends on the dashboard', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('dash-open-redirect')
  await signUp(page, email)
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)

  for (const target of ['https://evil.example', '//evil.example/dashboard']) {
    await gotoHydrated(page, `/login?${new URLSearchParams({ redirect: target })}`)
    await signIn(page, email, PASSWORD)
    await expect(page).toHaveURL(`${baseURL}/dashboard`)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
  }
})

test('deleting the account asks for confirmation, then signs out and removes it', async ({
  page,
  loginAs,
}) => {
  const { email, password } = await loginAs('user', '/dashboard')
  await page.getByRole('link', { name: 'Delete my account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible()
  await expect(
    page.getByText(/Your assessment submissions are not tied to your account/),
  ).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByLabel('Your password').fill(password)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toContainText('Tick the box to confirm')
  await expect(summary).toBeFocused()

  await page.getByLabel(/I understand that my account/).check()
  await page.getByLabel('Your password').fill(password)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/\?notice=account-deleted$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account and its data are deleted' }),
  ).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/)
  await signIn(page, email, password)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
})

test('calculators save to the dashboard for signed-in users only; saved results reopen and can be deleted', async ({
  page,
}) => {
  // A whole journey over six server-rendered pages: more time than one page's test needs.
  test.slow()
  await gotoHydrated(page, '/calculators/compound-interest')
  await expect(page.getByRole('button', { name: 'Save to my dashboard' })).toHaveCount(0)

  await signUp(page, uniqueEmail('dash-save'))
  await gotoHydrated(
    page,
    '/calculators/compound-interest?initial=2500&monthly=250&rate=6&years=15&frequency=12',
  )
  await page.getByRole('button', { name: 'Save to my dashboard' }).click()
  await expect(page.getByText('Saved to your dashboard.')).toBeVisible()
  await page.getByRole('button', { name: 'Save to my dashboard' }).click()
  await expect(page.getByText('This result is already saved on your dashboard.')).toBeVisible()
  await expectNoA11yViolations(page)

  // The dividend page saves its result when it loads, but never the same result twice in a row.
  await gotoHydrated(page, '/calculators/dividend')
  await expect(page.getByText('This result is saved on your dashboard.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('This result is saved on your dashboard.')).toBeVisible()

  await page.getByRole('link', { name: 'View your dashboard' }).click()
  const saved = page.getByRole('region', { name: 'Saved calculations' }).getByRole('listitem')
  await expect(saved).toHaveCount(2)
  await expect(saved.nth(0)).toContainText('Dividend Calculator')
  await expect(saved.nth(1)).toContainText('Compound Interest')
  await expect(saved.nth(1)).toContainText('$2,500 plus $250 a month at 6% for 15 years')
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
    'aria-valuenow',
    '80',
  )

  await saved.nth(1).getByRole('link', { name: /^Open/ }).click()
  await expect(page).toHaveURL(
    /\/calculators\/compound-interest\?initial=2500&monthly=250&rate=6&years=15/,
  )
  await expect(page.getByLabel('Initial investment')).toHaveValue('2500')

  await gotoHydrated(page, '/dashboard')
  // Delete asks first; 'Keep it' keeps the calculation.
  await saved
    .nth(0)
    .locator('summary', { hasText: /^Delete/ })
    .click()
  await expect(saved.nth(0)).toContainText('This cannot be undone.')
  await saved.nth(0).getByRole('button', { name: 'Keep it' }).click()
  await expect(saved.nth(0).getByRole('button', { name: /^Yes, delete/ })).toBeHidden()
  await expect(saved).toHaveCount(2)
  await saved
    .nth(0)
    .locator('summary', { hasText: /^Delete/ })
    .click()
  await saved
    .nth(0)
    .getByRole('button', { name: /^Yes, delete/ })
    .click()
  // The button went away with the calculation: focus moves to the message saying so.
  await expect(page.getByText('The calculation is deleted.')).toBeFocused()
  await expect(saved).toHaveCount(1)
  await expect(saved.nth(0)).toContainText('Compound Interest')
})

test('a signed-in user’s assessment is pre-filled and feeds the score, its history and the step', async ({
  page,
}) => {
  const email = uniqueEmail('dash-assessment')
  await signUp(page, email)
  await gotoHydrated(page, '/investment-readiness')
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Jordan')
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Rivera')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  const numbers: Record<string, string> = {
    Age: '29',
    City: 'Dayton',
    'Annual income': '36000',
    'Monthly expenses': '2900',
    'Total debt': '22000',
    'Emergency fund': '300',
    'Investable assets': '0',
  }
  await page.getByLabel('Show my score and introduce me to advisors').check()
  for (const [label, value] of Object.entries(numbers))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('State').selectOption('OH')
  await page.getByRole('button', { name: 'Get My Score' }).click()
  await expect(page.getByRole('heading', { name: 'Your Investment Readiness Score' })).toBeVisible()

  await gotoHydrated(page, '/dashboard')
  const readiness = page.getByRole('region', { name: 'Investment Readiness score' })
  await expect(
    readiness.getByRole('img', { name: /score history\. One score so far/ }),
  ).toBeVisible()
  const step = page.getByRole('region', { name: 'Your step on the 6-step method' })
  await expect(step).toContainText('step 1 of 6: Starter Emergency Fund')
  await expect(step.locator('[aria-current="step"]')).toContainText('Starter Emergency Fund')
})

test('the demo user’s dashboard shows their score history and saved calculations', async ({
  page,
}) => {
  await gotoHydrated(page, '/login')
  await signIn(page, DEMO.email, DEMO.password)
  await expect(greeting(page)).toHaveText('Welcome back, Demo')
  await expect(page.getByText('✓ Verified')).toBeVisible()
  const response = await page.request.get('/dashboard')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  const readiness = page.getByRole('region', { name: 'Investment Readiness score' })
  await expect(
    readiness.getByRole('img', { name: /score history\. 3 scores, from \d+/ }),
  ).toBeVisible()
  await readiness.getByText('Show the scores as a table').click()
  await expect(readiness.getByRole('table').getByRole('row')).toHaveCount(4)
  await expect(
    page.getByRole('region', { name: 'Saved calculations' }).getByRole('listitem'),
  ).toHaveCount(3)
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1)
  await expectNoA11yViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})
