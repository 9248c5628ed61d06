import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  DEMO_ADMIN,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  SANDBOXED_FRAME_NOTICE,
  test,
  uniqueEmail,
} from './fixtures'

const EMAIL_FRAME = '[data-testid="email-html"]'

async function subscribeOnHomePage(page: Page, email: string) {
  await gotoHydrated(page, '/')
  const section = page.locator('#newsletter')
  await section.getByLabel('Email address').fill(email)
  await section.getByRole('button', { name: 'Join Now' }).click()
  await expect(page.getByTestId('welcome-popup')).toBeVisible()
}

// Each test runs axe several times, on a machine that may be busy: more than the default 30 s.
test.describe.configure({ timeout: 60_000 })
// The email pages show each email in a sandboxed frame.
test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOTICE] })

test('a new subscriber appears in the admin list and in its CSV, and can be unsubscribed', async ({
  page,
  loginAs,
}) => {
  const email = uniqueEmail('admin-sub')
  await subscribeOnHomePage(page, email)

  await loginAs('admin', '/admin/newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletter' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('signups-chart')).toBeVisible()
  await expect(page.getByRole('table', { name: /Newsletter sign-ups per week/ })).toBeAttached()
  await expectNoA11yViolations(page)

  await page.getByLabel('Email contains').fill(email)
  await page.getByLabel('Status').selectOption('active')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('subscriber-count')).toHaveText('1 subscriber')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('home')
  await expect(row).toContainText('Active')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV of these subscribers' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n')
  expect(csv).toHaveLength(2)
  expect(csv[0]).toBe('Email,Source,Subscribed (UTC),Unsubscribed (UTC),Status')
  expect(csv[1]).toMatch(new RegExp(`^${email.replace(/[.]/g, '\\.')},home,\\d{4}-.*Z,,active$`))

  await row.getByRole('link', { name: `Unsubscribe ${email}` }).click()
  const confirm = page.getByRole('region', { name: `Unsubscribe ${email}?` })
  await expect(confirm).toBeFocused()
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Yes, unsubscribe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is unsubscribed' })).toHaveText(
    `${email} is unsubscribed.`,
  )
  await expect(confirm).toHaveCount(0)
  // Still filtered to active subscribers: the address has left the list.
  await expect(page.getByTestId('subscriber-count')).toHaveText('0 subscribers')
  await page.getByLabel('Status').selectOption('unsubscribed')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Unsubscribed')
})

test('the welcome email of a new subscriber opens from /admin/emails, its HTML in a sandboxed frame', async ({
  page,
  loginAs,
}) => {
  const email = uniqueEmail('admin-mail')
  await subscribeOnHomePage(page, email)
  await loginAs('admin', '/admin/dashboard')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Emails' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible()
  await page.getByLabel('Recipient or subject contains').fill(email)
  await page.getByLabel('Template').selectOption('newsletter-welcome')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('email-count')).toHaveText('1 email')
  await expectNoA11yViolations(page)
  await page
    .getByRole('link', { name: new RegExp(`^Open .* to ${email.replace(/[.]/g, '\\.')}$`) })
    .click()

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome')
  await expect(page.getByRole('row').filter({ hasText: 'List-Unsubscribe-Post' })).toContainText(
    'List-Unsubscribe=One-Click',
  )
  // The message's HTML is shown in a frame that may run no scripts, so only its source is read here.
  const frame = page.getByTestId('email-html')
  await expect(frame).toHaveAttribute('sandbox', '')
  await expect(frame).toHaveAttribute('srcdoc', /Welcome to Wealthward/)
  await expect(page.getByTestId('email-text')).toContainText('unsubscribe')
  await expect(page.getByText('wealthward-debt-tracker.xlsx')).toBeVisible()
  await expectNoA11yViolations(page, { exclude: [EMAIL_FRAME] })
})

test('a deletion request made on the site is marked handled in /admin/privacy', async ({
  page,
  loginAs,
}) => {
  const email = uniqueEmail('admin-privacy')
  await gotoHydrated(page, '/do-not-sell')
  await page.getByLabel('Delete my information').check()
  await page.getByLabel('Email address you used with us').fill(email)
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('status')).toContainText('delete your information within 45 days')

  await loginAs('admin', '/admin/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByLabel('Email or name contains').fill(email)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('request-count')).toHaveText('1 request')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Delete my data')
  await expect(row).toContainText('Open')

  await row.getByRole('button', { name: /^Mark handled/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'marked handled' })).toHaveText(
    'The request is marked handled.',
  )
  await expect(page.getByTestId('request-count')).toHaveText('0 requests')
  await page.getByLabel('Status').selectOption('handled')
  await page.getByRole('button', { name: 'Filter' }).click()
  const handled = page.getByRole('row').filter({ hasText: email })
  await expect(handled).toContainText('Handled')
  await expect(handled).toContainText(`by ${DEMO_ADMIN.email} on`)
  await expectNoA11yViolations(page)

  // Deleting the person: a review step first, then the deletion.
  await page.getByLabel('Email address', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Review what will be deleted' }).click()
  const confirm = page.getByRole('region', { name: `Delete the data of ${email}?` })
  await expect(confirm).toBeFocused()
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Delete permanently' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is deleted' })).toContainText(
    `The data of ${email} is deleted: 0 leads scrubbed`,
  )
})

test('the newsletter, email and privacy pages fit a 390 px screen and pass axe there', async ({
  page,
  loginAs,
}) => {
  await subscribeOnHomePage(page, uniqueEmail('narrow'))
  await page.setViewportSize({ width: 390, height: 844 })
  await loginAs('admin', '/admin/newsletter')
  for (const path of ['/admin/newsletter', '/admin/emails', '/admin/privacy']) {
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0)
    await expectNoA11yViolations(page)
  }
  await gotoHydrated(page, '/admin/emails?template=newsletter-welcome')
  await page
    .getByRole('link', { name: /^Open / })
    .first()
    .click()
  await expect(page.getByTestId('email-html')).toBeVisible()
  expect(await horizontalOverflow(page), 'email page').toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page, { exclude: [EMAIL_FRAME] })
})
