import { randomBytes } from 'node:crypto'
import { emailedLink, expect, expectNoA11yViolations, test } from './fixtures'

test('the emailed “Stop calls and texts” link withdraws phone consent with one button, without JavaScript', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = `stop.${randomBytes(4).toString('hex')}@example.com`
  const created = await request.post('/api/leads/capture', {
    data: {
      firstName: 'Robin',
      lastName: 'Example',
      email,
      phone: '(614) 555-0177',
      phoneConsent: true,
      age: 44,
      city: 'Columbus',
      state: 'OH',
      annualIncome: 140_000,
      totalDebt: 0,
      emergencyFund: 45_000,
      monthlyExpenses: 5_500,
      investableAssets: 200_000,
      creditScore: 790,
      emailConsent: true,
      source: 'investment-readiness-calculator',
      medium: 'organic',
      campaign: 'website',
    },
  })
  expect(created.status()).toBe(201)
  const link = await emailedLink(email, '/stop-calls')

  // Opening the link changes nothing: the page offers one button.
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await page.goto(link))?.status()).toBe(200)
  await expect(page.getByRole('button', { name: 'Stop calls and texts' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.screenshot({ path: 'reports/stop-calls-390.png', fullPage: true })

  // The button works as a plain form.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const plain = await context.newPage()
  await plain.goto(link)
  await plain.getByRole('button', { name: 'Stop calls and texts' }).click()
  await expect(plain.getByRole('heading', { name: 'Calls and texts are stopped' })).toBeVisible()
  await expect(plain.getByRole('status')).toContainText(
    'You withdrew your consent to calls and texts on',
  )
  expect((await plain.goto('/stop-calls?token=not-a-token'))?.status()).toBe(404)
  await expect(plain.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  await context.close()

  // Opening the link again says so and offers no button.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Calls and texts are stopped' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Stop calls and texts' })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: 'reports/stop-calls-done-1280.png', fullPage: true })
})
