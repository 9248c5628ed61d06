import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  jsonLdTypes,
  output,
  test,
} from './fixtures'

const PATH = '/calculators/retirement'
/** Ten retirement years with no return and no inflation: every figure is plain arithmetic. */
const NO_GROWTH =
  'age=60&retireAt=65&lifeExpectancy=75&savings=100000&monthly=1000&return=0&income=30000&inflation=0'

test('defaults are computed on the server: balance, needs, status and recommendation', async ({
  page,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // 50,000 at 7% a year for 35 years plus 1,000 a month at 7%/12 (numpy-financial fv: 2,334,884).
  expect(html).toMatch(/<output name="retirementBalance"[^>]*>\$2,334,884<\/output>/)
  expect(html).toMatch(/<output name="status"[^>]*>Needs Adjustment<\/output>/)
  await gotoHydrated(page, PATH)
  await expect(output(page, 'requiredMonthlySavings')).toHaveText('$1,758')
  await expect(output(page, 'adjustedRetirementIncome')).toHaveText('$225,109')
  await expect(output(page, 'yearsToRetirement')).toHaveText('35')
  await expect(output(page, 'retirementYears')).toHaveText('25')
  await expect(output(page, 'totalContributions')).toHaveText('$420,000')
  await expect(output(page, 'statusMessage')).toHaveText(
    'You have a projected shortfall of $1,363,763.',
  )
  await expect(page.getByTestId('recommendation')).toContainText(
    'Increase your monthly savings by $758 to reach your retirement goal.',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Retirement Calculator' })).toBeVisible()
  await expect(page.getByTestId('chart-canvas')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a plan that lasts is On Track with no recommendation; cutting savings brings one back', async ({
  page,
}) => {
  await gotoHydrated(page, `${PATH}?age=40&savings=2000000&monthly=0&return=6`)
  await expect(output(page, 'status')).toHaveText('On Track')
  await expect(output(page, 'statusMessage')).toHaveText(
    'Your savings will cover 100+ years of retirement.',
  )
  await expect(output(page, 'requiredMonthlySavings')).toHaveText('$0')
  await expect(page.getByTestId('recommendation')).toHaveCount(0)
  await expect(page.getByRole('cell', { name: /\(covers\)/ })).toHaveCount(4)

  await page.getByLabel('Current savings').fill('50000')
  await expect(output(page, 'status')).toHaveText('Needs Adjustment')
  await expect(page.getByTestId('recommendation')).toBeVisible()
  await expect(page.getByRole('cell', { name: /short\)/ }).first()).toBeVisible()
})

test('changing an input recomputes at once and replaces the URL; the link reproduces the page', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  const historyLength = await page.evaluate(() => history.length)
  await page.getByLabel('Monthly contribution').fill('2000')
  await page.getByLabel('Expected annual return').fill('6.5')
  await expect(output(page, 'totalContributions')).toHaveText('$840,000')
  await expect(page).toHaveURL(/monthly=2000/)
  await expect(page).toHaveURL(/return=6\.5/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
  const balance = await output(page, 'retirementBalance').textContent()

  const shared = page.url()
  await gotoHydrated(page, shared.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page.getByLabel('Monthly contribution')).toHaveValue('2000')
  await expect(page.getByLabel('Expected annual return')).toHaveValue('6.5')
  await expect(output(page, 'retirementBalance')).toHaveText(balance ?? '')
})

test('crossed ages are explained beside the field and the ages actually used are named', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await page.getByLabel('Current age').fill('70')
  await expect(
    page.getByText('Retirement age must be after your current age (70). Using 71 for now.'),
  ).toBeVisible()
  await expect(page.getByLabel('Retirement age')).toHaveValue('65')
  await expect(output(page, 'yearsToRetirement')).toHaveText('1')
  await expect(output(page, 'retirementYears')).toHaveText('19')

  await page.getByLabel('Current age').fill('30')
  await page.getByLabel('Retirement age').fill('95')
  await expect(page.getByText('Retirement age must be after')).toHaveCount(0)
  await expect(
    page.getByText('Life expectancy must be after your retirement age (95). Using 96 for now.'),
  ).toBeVisible()
  await expect(output(page, 'retirementYears')).toHaveText('1')

  // A shared link with crossed ages shows the same explanation, rendered on the server.
  const html = await (await page.request.get(`${PATH}?age=70&retireAt=65`)).text()
  expect(html).toContain('Retirement age must be after your current age (70). Using 71 for now.')
})

test('malformed or out-of-range URL values fall back to the defaults, never an error page', async ({
  page,
}) => {
  const response = await gotoHydrated(
    page,
    `${PATH}?age=abc&retireAt=49&lifeExpectancy=200&savings=-1&monthly=x&return=25&income=&inflation=11`,
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Current age')).toHaveValue('30')
  await expect(page.getByLabel('Retirement age')).toHaveValue('65')
  await expect(page.getByLabel('Life expectancy')).toHaveValue('90')
  await expect(page.getByLabel('Expected annual return')).toHaveValue('7')
  await expect(output(page, 'retirementBalance')).toHaveText('$2,334,884')
})

test('a bad value is explained, keeps what was typed, and the results keep the last valid value', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  const field = page.getByLabel('Expected annual return')
  await field.fill('25')
  await expect(page.getByText('Enter a number from 0% to 20%')).toBeVisible()
  await expect(field).toHaveValue('25')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(output(page, 'retirementBalance')).toHaveText('$2,334,884')
})

test('Calculate moves focus to the results; chart tabs work from the keyboard', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await page.getByRole('button', { name: 'Calculate Retirement Plan' }).click()
  await expect(page.getByRole('heading', { name: 'Your retirement plan' })).toBeFocused()

  await page.getByRole('tab', { name: 'Balance Over Time' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Income vs Expenses' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Withdrawal Phase' })).toBeFocused()
  await expect(page.getByTestId('chart-canvas')).toBeVisible()
  await expect(page.getByRole('tabpanel')).toContainText(
    'Your savings run out: they pay the full income for 12 years and run short at age 77, 13 years before your life expectancy.',
  )
})

test('reset restores the defaults and the first chart tab', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?${NO_GROWTH}`)
  await page.getByRole('tab', { name: 'Withdrawal Phase' }).click()
  await page.getByRole('button', { name: 'Reset Calculator' }).click()
  await expect(output(page, 'retirementBalance')).toHaveText('$2,334,884')
  await expect(page.getByRole('tab', { name: 'Balance Over Time' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('timeline, scenarios and statistics: reached in words, sourced figures only', async ({
  page,
}) => {
  await gotoHydrated(page, `${PATH}?${NO_GROWTH}`)
  const timeline = page.getByRole('list').filter({ hasText: 'Age 60' })
  await expect(timeline.getByRole('listitem')).toHaveCount(4)
  await expect(timeline.getByRole('listitem').last()).toContainText('Not reached')
  await expect(timeline.getByRole('listitem').first()).toContainText('Reached')

  const current = page.getByRole('row', { name: /Current/ })
  await expect(current).toContainText('$160,000')
  await expect(current).toContainText('5 years (5 short)')

  await expect(page.getByText('Northwestern Mutual, 2025 Planning & Progress Study')).toBeVisible()
  await expect(page.getByText('Source: IRS, 2026')).toBeVisible()
  await expect(page.getByText('Average retirement age')).toHaveCount(0)
  await expect(page.getByText('Unconfirmed')).toHaveCount(0)
})

test('checklist boxes tick and count on the page', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await expect(page.getByText('0 of 6 done')).toBeVisible()
  await page.getByLabel(/employer’s full 401\(k\) or 403\(b\) match/).check()
  await page.getByLabel(/Review your investment mix/).check()
  await expect(page.getByText('2 of 6 done')).toBeVisible()
  await page.getByLabel(/Review your investment mix/).uncheck()
  await expect(page.getByText('1 of 6 done')).toBeVisible()
})

test('the CSV download holds the year-by-year projection', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?${NO_GROWTH}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('retirement-projection-by-year.csv')
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'))
  expect(text.split('\r\n')).toEqual([
    'Age,Phase,Balance ($),Contributions ($),Income needed ($),Withdrawals ($)',
    '60,Saving,100000,12000,0,0',
    '61,Saving,112000,12000,0,0',
    '62,Saving,124000,12000,0,0',
    '63,Saving,136000,12000,0,0',
    '64,Saving,148000,12000,0,0',
    '65,Retired,160000,0,30000,30000',
    '66,Retired,130000,0,30000,30000',
    '67,Retired,100000,0,30000,30000',
    '68,Retired,70000,0,30000,30000',
    '69,Retired,40000,0,30000,30000',
    '70,Retired,10000,0,30000,10000',
    '71,Retired,0,0,30000,0',
    '72,Retired,0,0,30000,0',
    '73,Retired,0,0,30000,0',
    '74,Retired,0,0,30000,0',
    '75,Retired,0,0,0,0',
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
  await page.getByLabel('Monthly contribution').fill('2000')
  await page.getByLabel('Current age').fill('70')
  await page.getByRole('button', { name: 'Calculate Retirement Plan' }).click()
  await expect(page).toHaveURL(/monthly=2000/)
  await expect(output(page, 'totalContributions')).toHaveText('$24,000')
  await expect(page.getByText('Using 71 for now.')).toBeVisible()
  await context.close()
})

test('on paper only the inputs, results and tables are printed', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Balance Over Time' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your retirement checklist' })).toBeHidden()
  await expect(page.getByLabel('Current age')).toBeVisible()
  await expect(output(page, 'retirementBalance')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Retirement Timeline' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Scenario Analysis' })).toBeVisible()
})

test('the page works at 390 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(output(page, 'retirementBalance')).toBeVisible()
  const overflow = await horizontalOverflow(page)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
})

test('metadata: title, canonical and WebApplication, BreadcrumbList and FAQPage JSON-LD', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, PATH)
  await expect(page).toHaveTitle('Retirement Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /savings will last through retirement/,
  )
  const types = await jsonLdTypes(page)
  expect(types).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])
})
