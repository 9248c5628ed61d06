import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  jsonLdTypes,
  output,
  test,
} from './fixtures'
import { expectBadValuesExplained } from './calculator-frame'

// Figures, advice, URL parsing and fallbacks, the timeline, scenarios and statistics and the CSV's
// rows are checked in retirement.test.ts, retirement-content.test.ts, retirement-tables.test.tsx
// and calculator-csv.test.ts.

// Each test walks one page through several checks that used to be separate tests, so it gets
// the time of several.
test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/retirement'

test('at 390 px the defaults are rendered on the server: balance, needs, status and recommendation; metadata and print view', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // 50,000 at 7% a year for 35 years plus 1,000 a month at 7%/12 (numpy-financial fv: 2,334,884).
  expect(html).toMatch(/<output name="retirementBalance"[^>]*>\$2,334,884<\/output>/)
  expect(html).toMatch(/<output name="status"[^>]*>Needs Adjustment<\/output>/)
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(output(page, 'retirementBalance')).toBeVisible()
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
  await expect(page.getByTestId('chart-svg')).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)

  await expect(page).toHaveTitle('Retirement Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /savings will last through retirement/,
  )
  expect(await jsonLdTypes(page)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])

  // On paper only the inputs, results and tables are printed.
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

test('a bad value, Calculate, chart tabs, checklist, a recomputed and shared URL, crossed ages and reset', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: page.getByLabel('Expected annual return'),
        value: '25',
        message: 'Enter a number from 0% to 20%',
        restore: '7',
      },
    ],
    kept: [['retirementBalance', '$2,334,884']],
  })
  const historyLength = await page.evaluate(() => history.length)
  await page.getByRole('button', { name: 'Calculate Retirement Plan' }).click()
  await expect(page.getByRole('heading', { name: 'Your retirement plan' })).toBeFocused()

  const first = page.getByRole('tab', { name: 'Balance Over Time' })
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Income vs Expenses' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Withdrawal Phase' })).toBeFocused()
  await expect(page.getByTestId('chart-svg')).toBeVisible()
  await expect(page.getByRole('tabpanel')).toContainText(
    'Your savings run out: they pay the full income for 12 years and run short at age 77, 13 years before your life expectancy.',
  )

  // Checklist boxes tick and count on the page.
  await expect(page.getByText('0 of 6 done')).toBeVisible()
  await page.getByLabel(/employer’s full 401\(k\) or 403\(b\) match/).check()
  await page.getByLabel(/Review your investment mix/).check()
  await expect(page.getByText('2 of 6 done')).toBeVisible()
  await page.getByLabel(/Review your investment mix/).uncheck()
  await expect(page.getByText('1 of 6 done')).toBeVisible()

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

  // Crossed ages are explained beside the field and the ages actually used are named.
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

  // Reset restores the defaults and the first chart tab.
  await page.getByRole('tab', { name: 'Withdrawal Phase' }).click()
  await page.getByRole('button', { name: 'Reset Calculator' }).click()
  await expect(output(page, 'retirementBalance')).toHaveText('$2,334,884')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('works without JavaScript: malformed URL values fall back, and the form reloads the page with the results', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto(
    `${PATH}?age=abc&retireAt=49&lifeExpectancy=200&savings=-1&monthly=x&return=25&income=&inflation=11`,
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Current age')).toHaveValue('30')
  await expect(page.getByLabel('Retirement age')).toHaveValue('65')
  await expect(page.getByLabel('Life expectancy')).toHaveValue('90')
  await expect(page.getByLabel('Expected annual return')).toHaveValue('7')
  await expect(output(page, 'retirementBalance')).toHaveText('$2,334,884')

  await page.goto(PATH)
  await page.getByLabel('Monthly contribution').fill('2000')
  await page.getByLabel('Current age').fill('70')
  await page.getByRole('button', { name: 'Calculate Retirement Plan' }).click()
  await expect(page).toHaveURL(/monthly=2000/)
  await expect(output(page, 'totalContributions')).toHaveText('$24,000')
  await expect(page.getByText('Using 71 for now.')).toBeVisible()
  await context.close()
})
