import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  jsonLdTypes,
  output,
  test,
} from './fixtures'

const PATH = '/calculators/compound-interest'

test('defaults are computed on the server and shown as named outputs', async ({ page }) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // 10,000 + 500 a month at 7% compounded monthly for 20 years (numpy-financial fv: 300,850.72).
  expect(html).toMatch(/<output name="futureValue"[^>]*>\$300,851<\/output>/)
  await gotoHydrated(page, PATH)
  await expect(output(page, 'totalContributions')).toHaveText('$130,000')
  await expect(output(page, 'interestEarned')).toHaveText('$170,851')
  await expect(output(page, 'effectiveRate')).toHaveText('7.23%')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compound Interest Calculator' }),
  ).toBeVisible()
  await expect(page.getByTestId('chart-canvas')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('changing an input recomputes at once and replaces the URL; the link reproduces the page', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  const historyLength = await page.evaluate(() => history.length)
  await page.getByLabel('Monthly contribution').fill('0')
  await page.getByLabel('Time period (years)').fill('10')
  await expect(output(page, 'futureValue')).toHaveText('$20,097')
  await expect(page).toHaveURL(/monthly=0/)
  await expect(page).toHaveURL(/years=10/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)

  const shared = page.url()
  await gotoHydrated(page, shared.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page.getByLabel('Monthly contribution')).toHaveValue('0')
  await expect(output(page, 'futureValue')).toHaveText('$20,097')
})

test('a bad value is explained, keeps what was typed, and the results keep the last valid value', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await page.getByLabel('Annual interest rate').fill('45')
  await expect(page.getByText('Enter a number from 0% to 30%')).toBeVisible()
  await expect(page.getByLabel('Annual interest rate')).toHaveValue('45')
  await expect(page.getByLabel('Annual interest rate')).toHaveAttribute('aria-invalid', 'true')
  await expect(output(page, 'futureValue')).toHaveText('$300,851')
})

test('malformed or out-of-range URL values fall back to the defaults, never an error page', async ({
  page,
}) => {
  const response = await gotoHydrated(
    page,
    `${PATH}?initial=abc&monthly=-5&rate=99&years=0&frequency=7`,
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Initial investment')).toHaveValue('10000')
  await expect(page.getByLabel('Time period (years)')).toHaveValue('1')
  await expect(page.getByLabel('Compounding frequency')).toHaveValue('12')
})

test('frequency 365 and the chart tabs work from the keyboard', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?initial=10000&monthly=0&rate=5&years=1&frequency=365`)
  await expect(output(page, 'futureValue')).toHaveText('$10,513')
  const first = page.getByRole('tab', { name: 'Total Growth' })
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Contribution vs Interest' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Compare Frequencies' })).toBeFocused()
  await expect(page.getByTestId('chart-canvas')).toBeVisible()
})

test('reset restores the defaults and the first chart tab', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?initial=1&monthly=1&rate=1&years=2&frequency=1`)
  await page.getByRole('tab', { name: 'Compare Frequencies' }).click()
  await page.getByRole('button', { name: 'Reset Calculator' }).click()
  await expect(output(page, 'futureValue')).toHaveText('$300,851')
  await expect(page.getByRole('tab', { name: 'Total Growth' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('the CSV download holds the year-by-year table', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?initial=1000&monthly=100&rate=0&years=3&frequency=12`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('compound-interest-by-year.csv')
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'))
  expect(text.split('\r\n')).toEqual([
    'Year,Balance ($),Contributions ($),Interest ($),Growth (%)',
    '1,2200,2200,0,0',
    '2,3400,3400,0,0',
    '3,4600,4600,0,0',
    '',
  ])
})

test('works without JavaScript: the form reloads the page with the results', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(PATH)
  await page.getByLabel('Initial investment').fill('2000')
  await page.getByRole('button', { name: 'Calculate Growth' }).click()
  await expect(page).toHaveURL(/initial=2000/)
  await expect(output(page, 'totalContributions')).toHaveText('$122,000')
  await context.close()
})

test('on paper only the inputs, results and tables are printed', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(output(page, 'futureValue')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Growth Milestones' })).toBeVisible()
})

test('the page works at 390 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(output(page, 'futureValue')).toBeVisible()
  const overflow = await horizontalOverflow(page)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
})

test('metadata: title, canonical and WebApplication, BreadcrumbList and FAQPage JSON-LD', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, PATH)
  await expect(page).toHaveTitle('Compound Interest Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  const types = await jsonLdTypes(page)
  expect(types).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])
})

test('the chart library is fetched only when a chart comes near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const chartRequests: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/chart-setup-/.test(request.url())) chartRequests.push(request.url())
  })
  await gotoHydrated(page, PATH)
  await page.waitForLoadState('networkidle')
  expect(chartRequests).toEqual([])
  await page.getByTestId('chart-canvas').scrollIntoViewIfNeeded()
  await expect.poll(() => chartRequests.length).toBe(1)
})
