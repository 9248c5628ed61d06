import type { Page } from '@playwright/test'
import {
  DEMO_ADMIN,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  outboxMessagesTo,
  test,
  uniqueEmail,
  joinStaffSession,
} from './fixtures'

/** A CRD number no other test run uses (real ones are at most 8 digits). */
const uniqueCrd = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999))

// These pages carry long forms (50 state boxes) and axe runs on each, so the longer tests get
// more time than the default.
const LONG_TEST_MS = 120_000

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text })

test('an administrator adds an advisor, edits, invites, deactivates and reactivates them', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(LONG_TEST_MS)
  const email = uniqueEmail('e2e-advisor')
  const crd = uniqueCrd()
  const name = `Rowan Test ${crd}`
  await loginAs('admin', '/admin/advisors')
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Advisors' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 1, name: 'Advisors' })).toBeVisible()
  // The demo seed's advisors are listed.
  await expect(
    page.getByRole('region', { name: 'Advisors' }).getByRole('link', { name: 'Maria Alvarez' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'Add an advisor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add an advisor' })).toBeVisible()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('CRD number').fill('12ab')
  await page.getByRole('button', { name: 'Add advisor' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'problems' })
  await expect(summary).toBeFocused()
  await expect(
    summary.getByRole('link', { name: /CRD number: A CRD number is 1 to 8 digits/ }),
  ).toBeVisible()
  await expect(summary.getByRole('link', { name: /States served:/ })).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await expectNoA11yViolations(page)

  await page.getByLabel('Firm').fill('Front Range Planning')
  await page.getByLabel('CRD number').fill(crd)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Office city').fill('Denver')
  await page.getByLabel('Office state').selectOption('CO')
  await page.getByLabel('Colorado').check()
  await page.getByLabel('Utah').check()
  await page.getByLabel('Minimum investable assets (US dollars)').fill('100,000')
  await page.getByLabel('Monthly capacity').fill('15')
  await page.getByRole('button', { name: 'Add advisor' }).click()

  await expect(notice(page, 'Advisor added')).toBeFocused()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByLabel('Minimum investable assets (US dollars)')).toHaveValue('100000')
  await expectNoA11yViolations(page)

  await page.getByLabel('Monthly capacity').fill('35')
  await page.getByLabel('Nevada').check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(notice(page, 'Changes saved.')).toBeVisible()
  await expect(page.getByLabel('Monthly capacity')).toHaveValue('35')
  await expect(page.getByText('0 of 35 leads this month')).toBeVisible()

  await page.getByRole('button', { name: 'Send invite' }).click()
  await expect(notice(page, 'Invite sent')).toBeVisible()
  await expect(page.getByText('Invite pending')).toBeVisible()
  await expect.poll(() => outboxMessagesTo(email).length).toBe(1)
  expect(outboxMessagesTo(email)[0]).toContain('/ria/set-password?token=')

  await page.getByRole('link', { name: 'Deactivate…' }).click()
  const confirm = page.getByRole('group', { name: 'Deactivate this advisor?' })
  await expect(confirm).toBeVisible()
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Yes, deactivate' }).click()
  await expect(notice(page, 'Advisor deactivated')).toBeVisible()
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Reactivate' }).click()
  await expect(notice(page, 'Advisor reactivated')).toBeVisible()

  await expect(page.locator('section', { hasText: 'Recent changes' })).toContainText(
    `Deactivated ${name}`,
  )

  await gotoHydrated(page, `/admin/advisors?q=${crd}`)
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toContainText('Front Range Planning')
  await expect(row).toContainText('CO, NV, UT')
  await expect(row).toContainText('$100,000')
  await expect(row).toContainText('0 of 35')
  await expect(row).toContainText('Active')
  await expect(row).toContainText('Invite pending')
})

test('an application sent from /ria is approved; the advisor sets a password and signs in', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(LONG_TEST_MS)
  const email = uniqueEmail('e2e-applicant')
  const crd = uniqueCrd()
  const firm = `Mesa Verde Advisors ${crd}`
  await gotoHydrated(page, '/ria')
  await page.getByLabel('Firm name').fill(firm)
  await page.getByLabel('CRD number').fill(crd)
  await page.getByLabel('Contact name').fill('Inez Ramirez')
  await page.getByLabel('Business email').fill(email)
  await page.getByLabel('New Mexico').check()
  await page.getByLabel('Minimum investable assets (US dollars)').fill('50000')
  await page.getByLabel('Monthly lead capacity').fill('12')
  await page.getByLabel(/I confirm that my firm is a registered investment adviser/).check()
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Application received' })).toBeVisible()

  await loginAs('admin', '/admin/applications')
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: firm }).click()
  await expect(page.getByRole('heading', { level: 1, name: firm })).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Inez Ramirez')
  await expect(page.getByLabel('Office state')).toHaveValue('NM')
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Approve and send invite' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Office city' })).toBeFocused()
  await page.getByLabel('Office city').fill('Santa Fe')
  await page.getByRole('button', { name: 'Approve and send invite' }).click()
  await expect(notice(page, 'Approved.')).toBeVisible()
  await expect(page.getByText(/Approved by admin@wealthward\.test/)).toBeVisible()
  await page.getByRole('link', { name: 'Open the advisor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inez Ramirez' })).toBeVisible()
  await expect(page.getByText('Invite pending')).toBeVisible()

  await expect.poll(() => outboxMessagesTo(email).length).toBe(2)
  const invite = outboxMessagesTo(email).find((m) =>
    m.includes('Welcome to the Wealthward advisor network'),
  )
  const link = invite?.match(/http:\/\/[^\s"<>]+\/ria\/set-password\?token=[\w-]+/)?.[0]
  expect(link).toBeTruthy()

  // The advisor opens the link in their own browser.
  const advisorContext = await browser.newContext()
  const advisorPage = await advisorContext.newPage()
  await gotoHydrated(advisorPage, new URL(link!).pathname + new URL(link!).search)
  await expect(
    advisorPage.getByRole('heading', { level: 1, name: 'Set your password' }),
  ).toBeVisible()
  await expect(advisorPage.getByText(email)).toBeVisible()
  await expectNoA11yViolations(advisorPage)
  await advisorPage.getByLabel('New password', { exact: true }).fill('canyon-Light-58')
  await advisorPage.getByLabel('Confirm new password').fill('canyon-Light-58')
  await advisorPage.getByRole('button', { name: 'Save password' }).click()
  await expect(advisorPage).toHaveURL(/\/ria\/login\?password=set$/)

  const signIn = await advisorPage.request.post('/api/auth/login', {
    data: { email, password: 'canyon-Light-58' },
  })
  expect(signIn.status()).toBe(200)
  expect((await signIn.json()).user).toMatchObject({ email, role: 'advisor' })
  await advisorContext.close()
})

test('declining an application asks for the reason and emails it', async ({ page, loginAs }) => {
  const email = uniqueEmail('e2e-declined')
  const crd = uniqueCrd()
  const firm = `Tidewater Capital ${crd}`
  const applied = await page.request.post('/api/ria/applications', {
    data: {
      firmName: firm,
      crd,
      contactName: 'Noor Haddad',
      email,
      states: ['VA'],
      minAssets: 0,
      monthlyCapacity: 5,
      registeredAdviser: true,
    },
  })
  expect(applied.status()).toBe(201)
  const { id } = (await applied.json()) as { id: string }

  await loginAs('admin', `/admin/applications/${id}`)
  await page.getByLabel('Reason').fill('Too short')
  await page.getByRole('button', { name: 'Decline and email the applicant' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'at least 10 characters' })).toBeFocused()
  await expect(page.getByLabel('Reason')).toHaveValue('Too short')
  const reason = 'We only work with firms registered in at least two states for now.'
  await page.getByLabel('Reason').fill(reason)
  await page.getByRole('button', { name: 'Decline and email the applicant' }).click()
  await expect(notice(page, 'Declined.')).toBeVisible()
  await expect(page.getByText(reason)).toBeVisible()
  await expect.poll(() => outboxMessagesTo(email).length).toBe(2)
  expect(outboxMessagesTo(email).some((m) => m.includes(reason))).toBe(true)

  await gotoHydrated(page, '/admin/applications?status=declined')
  await expect(page.getByRole('row', { name: new RegExp(firm) })).toContainText('Declined')
})

test('the advisor and application pages fit a 390 px wide phone', async ({ page, loginAs }) => {
  test.setTimeout(LONG_TEST_MS)
  const applied = await page.request.post('/api/ria/applications', {
    data: {
      firmName: 'Narrow Screen Wealth Partners of the Greater Mid-Atlantic Region',
      crd: uniqueCrd(),
      contactName: 'Pat Lee',
      // A long, unbroken address must wrap rather than widen the page.
      email: uniqueEmail('e2e-narrow-screen-with-a-rather-long-address'),
      states: ['MD', 'DE', 'PA', 'NJ', 'VA', 'WV', 'NY'],
      minAssets: 1_000_000,
      monthlyCapacity: 40,
      message: 'A long message. '.repeat(20),
      registeredAdviser: true,
    },
  })
  const { id } = (await applied.json()) as { id: string }
  await page.setViewportSize({ width: 390, height: 844 })
  await loginAs('admin', '/admin/advisors')
  const fits = async (label: string) => {
    expect(await horizontalOverflow(page), label).toBe(0)
    await page.screenshot({
      path: `test-results/admin-${label.replace(/[^a-z]+/g, '-')}-390.png`,
      fullPage: true,
    })
  }
  for (const path of ['/admin/advisors', '/admin/advisors/new', '/admin/applications']) {
    await gotoHydrated(page, path)
    await fits(path)
  }
  await gotoHydrated(page, `/admin/applications/${id}`)
  await fits('application pending')
  await page.getByLabel('Office city').fill('Baltimore')
  await page.getByLabel('Office state').selectOption('MD')
  await page.getByRole('button', { name: 'Approve and send invite' }).click()
  await expect(notice(page, 'Approved.')).toBeVisible()
  await fits('application approved')
  await page.getByRole('link', { name: 'Open the advisor' }).click()
  await expect(page.getByText('Invite pending')).toBeVisible()
  await fits('advisor invited')
  await page.getByRole('link', { name: 'Deactivate…' }).click()
  await expect(page.getByRole('button', { name: 'Yes, deactivate' })).toBeVisible()
  await fits('advisor confirm deactivate')
  await expectNoA11yViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an advisor is added and deactivated through the confirmation step', async ({ page }) => {
    const crd = uniqueCrd()
    await joinStaffSession(page, DEMO_ADMIN)
    await page.goto('/admin/advisors/new')
    await page.getByLabel('Name').fill(`No Script ${crd}`)
    await page.getByLabel('Firm').fill('Plain Forms LLC')
    await page.getByLabel('CRD number').fill(crd)
    await page.getByLabel('Email').fill(uniqueEmail('e2e-nojs'))
    await page.getByLabel('Office city').fill('Boise')
    await page.getByLabel('Office state').selectOption('ID')
    await page.getByLabel('Idaho').check()
    await page.getByLabel('Minimum investable assets (US dollars)').fill('0')
    await page.getByLabel('Monthly capacity').fill('5')
    await page.getByRole('button', { name: 'Add advisor' }).click()
    await expect(notice(page, 'Advisor added')).toBeVisible()
    await page.getByRole('link', { name: 'Deactivate…' }).click()
    await page.getByRole('button', { name: 'Yes, deactivate' }).click()
    await expect(notice(page, 'Advisor deactivated')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible()
  })
})
