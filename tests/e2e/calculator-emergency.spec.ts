import type { Page } from '@playwright/test'
import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  output,
  test,
} from './fixtures'

const PATH = '/calculators/emergency-fund'
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const recommendations = (page: Page) => page.getByTestId('recommendations')

test('defaults are computed on the server and shown as named outputs', async ({ page }) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // 1,500 + 200 + 600 + 400 + 300 + 500 = 3,500 a month; × 6 = 21,000; (21,000 − 1,000) / 500 = 40.
  expect(html).toMatch(/<output name="monthlyExpenses"[^>]*>\$3,500<\/output>/)
  expect(html).toMatch(/<output name="targetAmount"[^>]*>\$21,000<\/output>/)
  expect(html).toMatch(/<output name="amountNeeded"[^>]*>\$20,000<\/output>/)
  expect(html).toMatch(/<output name="monthsToGoal"[^>]*>40<\/output>/)
  expect(html).toMatch(/<output name="progressPercent"[^>]*>4\.8%<\/output>/)

  await gotoHydrated(page, PATH)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Emergency Fund Calculator' }),
  ).toBeVisible()
  const bar = page.getByRole('progressbar', { name: 'Progress to goal' })
  await expect(bar).toHaveAttribute('aria-valuenow', '4.8')
  await expect(bar).toHaveAttribute('aria-valuetext', '4.8% of your goal')
  await expect(recommendations(page).getByRole('listitem')).toHaveText([
    /Your \$1,000 starter fund is in place/,
    'At $500 a month it will take 40 months to reach your goal. Increase your monthly savings to get there sooner.',
  ])
  await expect(page.getByTestId('chart-canvas')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the savings scenarios table gives months to 3, 6 and 12 months of expenses', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  const table = page.getByRole('table', { name: /Months of saving needed/ })
  const row = (amount: string | RegExp) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: amount }) })
  await expect(row('$250').getByRole('cell')).toHaveText(['38', '80', '164'])
  await expect(row(/^\$500/).getByRole('cell')).toHaveText(['19', '40', '82'])
  await expect(row('$2,000').getByRole('cell')).toHaveText(['5', '10', '21'])

  await field(page, 'Current emergency fund').fill('25000')
  await expect(row('$250').getByRole('cell')).toHaveText(['Reached', 'Reached', '68'])
})

test('with nothing saved each month the goal shows N/A and says why', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await field(page, 'Monthly savings').fill('0')
  await expect(output(page, 'monthsToGoal')).toHaveText('N/A')
  await expect(
    page.getByText('You are not adding anything to the fund each month, so it never reaches'),
  ).toBeVisible()
  await expect(output(page, 'amountNeeded')).toHaveText('$20,000')
  const timeline = page.getByRole('table', { name: /each milestone/ })
  await expect(timeline.getByRole('row', { name: /^Starter fund/ })).toContainText(
    'Already achieved!',
  )
  await expect(timeline.getByRole('row', { name: /^1 month of expenses/ })).toContainText(
    'Not reached without monthly savings',
  )
})

test('an already funded goal needs 0 months and the bar stops at 100%', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?current=30000`)
  await expect(output(page, 'progressPercent')).toHaveText('142.9%')
  await expect(output(page, 'amountNeeded')).toHaveText('$0')
  await expect(output(page, 'monthsToGoal')).toHaveText('0')
  const bar = page.getByRole('progressbar', { name: 'Progress to goal' })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(bar.locator('div')).toHaveAttribute('style', /width: ?100%/)
  await expect(page.getByText('Fully funded: $30,000 saved for a $21,000 target.')).toBeVisible()
  await expect(recommendations(page)).toHaveCount(0)
})

test('recommendations appear and disappear as the numbers change', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await expect(recommendations(page)).toBeVisible()
  // $9,000 of $21,000 at $500 a month: 24 months, 42.9%, saving over 10% of expenses: no advice.
  await field(page, 'Current emergency fund').fill('9000')
  await expect(output(page, 'monthsToGoal')).toHaveText('24')
  await expect(recommendations(page)).toHaveCount(0)
  await field(page, 'Monthly savings').fill('300')
  await expect(recommendations(page).getByRole('listitem')).toHaveText([
    /Aim to save at least \$350 a month\./,
    /it will take 40 months/,
  ])
})

test('the goal select changes the target', async ({ page }) => {
  await gotoHydrated(page, PATH)
  const goal = field(page, 'Emergency fund goal')
  await goal.selectOption('12')
  await expect(output(page, 'targetAmount')).toHaveText('$42,000')
  await expect(page.getByText('12 months of expenses (Maximum Security)')).toBeVisible()
  await expect(page).toHaveURL(/months=12/)
  await goal.selectOption({ label: '3 months (Minimum)' })
  await expect(output(page, 'targetAmount')).toHaveText('$10,500')
  await expect(output(page, 'progressPercent')).toHaveText('9.5%')
})

test('changing an input recomputes at once and replaces the URL; the link reproduces the page', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  const historyLength = await page.evaluate(() => history.length)
  await field(page, 'Food').fill('450')
  await field(page, 'Emergency fund goal').selectOption('9')
  await expect(output(page, 'monthlyExpenses')).toHaveText('$3,350')
  await expect(output(page, 'targetAmount')).toHaveText('$30,150')
  await expect(page).toHaveURL(/food=450/)
  await expect(page).toHaveURL(/months=9/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)

  const shared = page.url()
  await gotoHydrated(page, shared.replace(/^https?:\/\/[^/]+/, ''))
  await expect(field(page, 'Food')).toHaveValue('450')
  await expect(field(page, 'Emergency fund goal')).toHaveValue('9')
  await expect(output(page, 'targetAmount')).toHaveText('$30,150')
})

test('malformed or out-of-range URL values fall back to the defaults, never an error page', async ({
  page,
}) => {
  const response = await gotoHydrated(
    page,
    `${PATH}?housing=abc&utilities=-5&months=5&current=1e400&savings=&food=700`,
  )
  expect(response?.status()).toBe(200)
  await expect(field(page, 'Housing')).toHaveValue('1500')
  await expect(field(page, 'Utilities')).toHaveValue('200')
  await expect(field(page, 'Emergency fund goal')).toHaveValue('6')
  await expect(field(page, 'Current emergency fund')).toHaveValue('1000')
  await expect(field(page, 'Monthly savings')).toHaveValue('500')
  await expect(field(page, 'Food')).toHaveValue('700')
  await expect(output(page, 'monthlyExpenses')).toHaveText('$3,600')
})

test('a bad value is explained, keeps what was typed, and the results keep the last valid value', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await field(page, 'Housing').fill('-5')
  await expect(page.getByText('Enter a number from $0 to $1,000,000,000')).toBeVisible()
  await expect(field(page, 'Housing')).toHaveValue('-5')
  await expect(field(page, 'Housing')).toHaveAttribute('aria-invalid', 'true')
  await expect(output(page, 'targetAmount')).toHaveText('$21,000')
})

test('the chart tabs work from the keyboard', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await page.getByRole('tab', { name: 'Savings Progress' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Expense Breakdown' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('img', { name: /^Expense Breakdown chart/ })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Goal Timeline' })).toBeFocused()
  await expect(page.getByRole('img', { name: /^Goal Timeline chart/ })).toBeVisible()
  const breakdown = page.getByRole('table', { name: /monthly expenses by category/ })
  await expect(breakdown.getByRole('row', { name: /^Housing/ })).toHaveText(/\$1,500\s*42\.9%/)
})

test('reset restores the defaults and the first chart tab', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?housing=2000&months=12&savings=100`)
  await expect(output(page, 'targetAmount')).toHaveText('$48,000')
  await page.getByRole('tab', { name: 'Goal Timeline' }).click()
  await page.getByRole('button', { name: 'Reset Calculator' }).click()
  await expect(output(page, 'targetAmount')).toHaveText('$21,000')
  await expect(field(page, 'Housing')).toHaveValue('1500')
  await expect(page.getByRole('tab', { name: 'Savings Progress' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('Calculate My Plan moves focus to the results', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await page.getByRole('button', { name: 'Calculate My Plan' }).click()
  await expect(page.getByRole('heading', { name: 'Your emergency fund plan' })).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('the CSV download holds the savings progress month by month', async ({ page }) => {
  await gotoHydrated(page, `${PATH}?current=19000&savings=600`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('emergency-fund-progress-by-month.csv')
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'))
  expect(text.split('\r\n')).toEqual([
    'Month,Balance ($),Percent of target (%)',
    '0,19000,90.48',
    '1,19600,93.33',
    '2,20200,96.19',
    '3,20800,99.05',
    '4,21000,100',
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
  await field(page, 'Monthly savings').fill('1000')
  await field(page, 'Emergency fund goal').selectOption('3')
  await page.getByRole('button', { name: 'Calculate My Plan' }).click()
  await expect(page).toHaveURL(/savings=1000/)
  await expect(page).toHaveURL(/months=3/)
  await expect(output(page, 'targetAmount')).toHaveText('$10,500')
  await expect(output(page, 'monthsToGoal')).toHaveText('10')
  await context.close()
})

test('on paper only the inputs, results and tables are printed', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Calculate My Plan' })).toBeHidden()
  await expect(page.getByRole('tablist')).toBeHidden()
  await expect(field(page, 'Housing')).toBeVisible()
  await expect(output(page, 'targetAmount')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Savings Scenarios' })).toBeVisible()
})

test('the page works at 390 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, `${PATH}?savings=0`)
  await expect(output(page, 'monthsToGoal')).toHaveText('N/A')
  const overflow = await horizontalOverflow(page)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
})

test('metadata: title, canonical and WebApplication, BreadcrumbList and FAQPage JSON-LD', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, PATH)
  await expect(page).toHaveTitle('Emergency Fund Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /emergency fund/,
  )
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { '@type': string; mainEntity?: unknown[] },
  )
  expect(data.map((d) => d['@type'])).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])
  expect(data[2]?.mainEntity).toHaveLength(6)
  const related = page.getByRole('region', { name: 'Related Financial Tools' }).getByRole('link')
  expect(await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/calculators/debt-freedom',
    '/calculators/retirement',
    '/calculators/compound-interest',
  ])
})
