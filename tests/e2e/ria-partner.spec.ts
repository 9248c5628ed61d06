import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  outboxMessagesTo,
  test,
  uniqueEmail,
} from './fixtures'

test('the partner page explains the plan, matching and compliance, and is accessible', async ({
  page,
  baseURL,
}) => {
  const response = await gotoHydrated(page, '/ria')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/^Partner With Us/)
  await expect(page.getByRole('heading', { level: 1, name: 'Partner With Us' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ria`)
  const pricing = page.locator('#pricing')
  await expect(pricing).toContainText('$997')
  await expect(pricing).toContainText('a month')
  await expect(pricing).toContainText('email alert')
  const main = page.getByRole('main')
  await expect(main).toContainText('up to 5')
  await expect(main).toContainText('HOT and WARM')
  await expect(main).toContainText('Global Privacy Control')
  await expect(main).toContainText('SEC Marketing Rule')
  await expectNoA11yViolations(page)

  const sitemap = await page.request.get('/sitemap.xml')
  expect(await sitemap.text()).toContain(`${baseURL}/ria</loc>`)
})

test('the footer’s Pricing Plans link lands on the pricing section', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing Plans' }).click()
  await expect(page).toHaveURL(/\/ria#pricing$/)
  await expect(page.getByRole('heading', { name: 'The partner plan' })).toBeInViewport()
})

test('the application form explains problems, keeps values, then confirms by page and email', async ({
  page,
}) => {
  const email = uniqueEmail('ria-applicant')
  await gotoHydrated(page, '/ria')
  await page.getByLabel('Firm name').fill('Harbor Point Wealth')
  await page.getByLabel('CRD number').fill('12ab')
  await page.getByRole('button', { name: 'Submit application' }).click()

  const summary = page.getByRole('alert').filter({ hasText: 'There are' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link', { name: /CRD number: / })).toHaveAttribute(
    'href',
    '#field-crd',
  )
  await expect(summary.getByRole('link', { name: /States registered: / })).toHaveAttribute(
    'href',
    '#field-states',
  )
  await expect(page.getByLabel('Firm name')).toHaveValue('Harbor Point Wealth')
  await expectNoA11yViolations(page)

  await page.getByLabel('CRD number').fill('1234567')
  await page.getByLabel('Contact name').fill('Dana Whitfield')
  await page.getByLabel('Business email').fill(email)
  await page.getByLabel('Texas').check()
  await page.getByLabel('Oklahoma').check()
  await page.getByLabel('Minimum investable assets (US dollars)').fill('250000')
  await page.getByLabel('Monthly lead capacity').fill('20')
  await page.getByLabel(/I confirm that my firm is a registered investment adviser/).check()
  await page.getByRole('button', { name: 'Submit application' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Application received' })).toContainText(
    'under review',
  )
  await expect(page.getByLabel('Firm name')).toHaveValue('')
  await expect.poll(() => outboxMessagesTo(email).length).toBe(1)
  expect(outboxMessagesTo(email)[0]).toContain(
    'Your Wealthward partner application is under review',
  )
})

test('the partner page fits a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/ria')
  expect(await horizontalOverflow(page)).toBe(0)
  await page.locator('#apply').scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/ria-390.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: 'test-results/ria-1280.png', fullPage: true })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the application form posts to the page and confirms', async ({ page }) => {
    const email = uniqueEmail('ria-nojs')
    await page.goto('/ria')
    await page.getByLabel('Firm name').fill('Prairie Ridge Advisors')
    await page.getByLabel('CRD number').fill('98765')
    await page.getByLabel('Contact name').fill('Sam Ortega')
    await page.getByLabel('Business email').fill(email)
    await page.getByLabel('Kansas', { exact: true }).check()
    await page.getByLabel('Minimum investable assets (US dollars)').fill('100,000')
    await page.getByLabel('Monthly lead capacity').fill('10')
    await page.getByLabel(/I confirm that my firm is a registered investment adviser/).check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Application received' })).toBeVisible()
    await expect.poll(() => outboxMessagesTo(email).length).toBe(1)
  })
})
