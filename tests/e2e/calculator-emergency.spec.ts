import type { Page } from '@playwright/test'
import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  output,
  test,
} from './fixtures'
import { expectBadValuesExplained } from './calculator-frame'

// Figures, advice, URL parsing and fallbacks, the scenario table and the CSV's rows are checked in
// emergency.test.ts, emergency-tables.test.tsx and calculator-csv.test.ts.

// Each test walks one page through several checks that used to be separate tests, so it gets
// the time of several.
test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/emergency-fund'
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const recommendations = (page: Page) => page.getByTestId('recommendations')

test('at 390 px the defaults are rendered on the server as named outputs; with nothing saved the goal shows N/A; metadata and print view', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // 1,500 + 200 + 600 + 400 + 300 + 500 = 3,500 a month; × 6 = 21,000; (21,000 − 1,000) / 500 = 40.
  expect(html).toMatch(/<output name="monthlyExpenses"[^>]*>\$3,500<\/output>/)
  expect(html).toMatch(/<output name="targetAmount"[^>]*>\$21,000<\/output>/)
  expect(html).toMatch(/<output name="amountNeeded"[^>]*>\$20,000<\/output>/)
  expect(html).toMatch(/<output name="monthsToGoal"[^>]*>40<\/output>/)
  expect(html).toMatch(/<output name="progressPercent"[^>]*>4\.8%<\/output>/)

  await page.setViewportSize({ width: 390, height: 844 })
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
  await expect(page.getByTestId('chart-svg')).toBeVisible()

  // With nothing saved each month the goal shows N/A and says why.
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
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)

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
    '/calculators/budget',
  ])

  // On paper only the inputs, results and tables are printed.
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

test('Calculate, a bad value, chart tabs, the goal select, a recomputed and shared URL, reset, advice that comes and goes, a funded goal', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  const historyLength = await page.evaluate(() => history.length)
  await page.getByRole('button', { name: 'Calculate My Plan' }).click()
  await expect(page.getByRole('heading', { name: 'Your emergency fund plan' })).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: field(page, 'Housing'),
        value: '-5',
        message: 'Enter a number from $0 to $1,000,000,000',
        restore: '1500',
      },
    ],
    kept: [['targetAmount', '$21,000']],
  })

  const first = page.getByRole('tab', { name: 'Savings Progress' })
  await first.focus()
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

  // The goal select changes the target.
  const goal = field(page, 'Emergency fund goal')
  await goal.selectOption('12')
  await expect(output(page, 'targetAmount')).toHaveText('$42,000')
  await expect(page.getByText('12 months of expenses (Maximum Security)')).toBeVisible()
  await expect(page).toHaveURL(/months=12/)
  await goal.selectOption({ label: '3 months (Minimum)' })
  await expect(output(page, 'targetAmount')).toHaveText('$10,500')
  await expect(output(page, 'progressPercent')).toHaveText('9.5%')

  await field(page, 'Food').fill('450')
  await goal.selectOption('9')
  await expect(output(page, 'monthlyExpenses')).toHaveText('$3,350')
  await expect(output(page, 'targetAmount')).toHaveText('$30,150')
  await expect(page).toHaveURL(/food=450/)
  await expect(page).toHaveURL(/months=9/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)

  const shared = page.url()
  await gotoHydrated(page, shared.replace(/^https?:\/\/[^/]+/, ''))
  await expect(field(page, 'Food')).toHaveValue('450')
  await expect(goal).toHaveValue('9')
  await expect(output(page, 'targetAmount')).toHaveText('$30,150')

  // Reset restores the defaults and the first chart tab.
  await page.getByRole('tab', { name: 'Goal Timeline' }).click()
  await page.getByRole('button', { name: 'Reset Calculator' }).click()
  await expect(output(page, 'targetAmount')).toHaveText('$21,000')
  await expect(field(page, 'Housing')).toHaveValue('1500')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))

  // Recommendations appear and disappear as the numbers change.
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

  // An already funded goal needs 0 months and the bar stops at 100%.
  await field(page, 'Monthly savings').fill('500')
  await field(page, 'Current emergency fund').fill('30000')
  await expect(output(page, 'progressPercent')).toHaveText('142.9%')
  await expect(output(page, 'amountNeeded')).toHaveText('$0')
  await expect(output(page, 'monthsToGoal')).toHaveText('0')
  const bar = page.getByRole('progressbar', { name: 'Progress to goal' })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(bar.locator('div')).toHaveAttribute('style', /width: ?100%/)
  await expect(page.getByText('Fully funded: $30,000 saved for a $21,000 target.')).toBeVisible()
  await expect(recommendations(page)).toHaveCount(0)
})

test('works without JavaScript: malformed URL values fall back, and the form reloads the page with the results', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto(
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
