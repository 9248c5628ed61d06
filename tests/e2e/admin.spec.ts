import type { Page } from '@playwright/test'
import {
  DEMO_ADMIN as ADMIN,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  signInAsStaff,
  test,
  joinStaffSession,
} from './fixtures'

const DEMO_USER = { email: 'demo@wealthward.test', password: 'wealthward-demo-1' }

async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/admin/login',
) {
  await gotoHydrated(page, path)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('a visitor’s account cannot sign in to the admin area, nor open its pages', async ({
  page,
}) => {
  await signIn(page, DEMO_USER)
  await expect(page.getByRole('alert')).toContainText('Invalid email or password')
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email)

  // Signed in on the public site, the admin pages answer 403.
  await signIn(page, DEMO_USER, '/login')
  await expect(page).toHaveURL(/\/dashboard$/)
  const response = await page.goto('/admin/dashboard')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied')
})

test('signed out, an admin page sends to the admin sign-in and back, through the code step', async ({
  page,
}) => {
  // The code step may wait for the authenticator's next code.
  test.setTimeout(90_000)
  await page.goto('/admin/leads?category=HOT')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fleads%3Fcategory%3DHOT$/)
  await signInAsStaff(page, ADMIN, { path: page.url() })
  await expect(page).toHaveURL(/\/admin\/leads\?category=HOT$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
})

test('the admin reads the dashboard, decides a return, and finds it in the audit log', async ({
  page,
}) => {
  // Four pages, each checked with axe, and a code step: longer than one page's test.
  test.setTimeout(120_000)
  // This test signs out at the end, so it signs in on its own.
  await signInAsStaff(page, ADMIN)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible()
  // The demo data's 25 advisors at least (other tests may add more), the demo advisor among them.
  const capacity = page.getByRole('region', { name: /against each active advisor/ })
  await expect(capacity.getByRole('row', { name: /Maria Alvarez/ })).toBeVisible()
  expect(await capacity.getByRole('row').count()).toBeGreaterThanOrEqual(26)
  await expectNoA11yViolations(page)

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click()
  await expect(page.getByTestId('lead-count')).toContainText('leads')
  await expectNoA11yViolations(page)
  // The demo advisor's pending return is listed first.
  const waiting = page.getByRole('region', { name: 'Return requests waiting for a decision' })
  await waiting.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}#returns$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Consent record' })).toBeVisible()
  await expectNoA11yViolations(page)

  // A blank note passes the browser's check but not the server's.
  await page.getByLabel('Note to the advisor').fill('   ')
  await page.getByRole('button', { name: 'Credit' }).click()
  await expect(page.getByRole('alert')).toContainText('at least 3 characters')
  await page.getByLabel('Note to the advisor').fill('Checked the record: the lead was a duplicate.')
  await page.getByRole('button', { name: 'Credit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Credited the return' })).toBeVisible()
  await expect(
    page.getByText('Credited: Checked the record: the lead was a duplicate.', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText('return credited: Checked the record', { exact: false }),
  ).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Audit log' })
    .click()
  await expect(page.getByRole('cell', { name: /Credited .*’s return of/ })).toBeVisible()
  await page.getByLabel('Action').selectOption('return.credit')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('audit-count')).toHaveText('1 entry')
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  const response = await page.goto('/admin/dashboard')
  expect(page.url()).toMatch(/\/admin\/login\?redirect=/)
  expect(response?.status()).toBe(200)
})

test('admin pages fit a 390-pixel screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await joinStaffSession(page, ADMIN)
  for (const path of ['/admin/dashboard', '/admin/leads', '/admin/audit', '/admin/security']) {
    await gotoHydrated(page, path)
    expect(await horizontalOverflow(page), path).toBe(0)
  }
})
