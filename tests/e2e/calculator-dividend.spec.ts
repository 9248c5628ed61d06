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

// Figures, URL parsing and fallbacks, the refusal's message and the CSV's rows are checked in
// dividend.test.ts, dividend-breakdown.test.tsx and calculator-csv.test.ts.

// Each test walks one page through several checks that used to be separate tests, so it gets
// the time of several.
test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/dividend'
const breakdownRows = (page: Page) =>
  page.getByRole('table', { name: /Portfolio value, dividends and yield/ }).getByRole('row')

test('at 390 px the defaults are rendered on the server as named outputs; the yearly table toggles; metadata and print view', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // $10,000 + $500 a month, 3.5% yield growing 5%, price +7%, 20 years, reinvested after 15% tax.
  expect(html).toMatch(/<output name="finalValue"[^>]*>\$400,430<\/output>/)
  expect(html).toMatch(/<output name="totalDividends"[^>]*>\$67,255<\/output>/)
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(output(page, 'finalValue')).toBeVisible()
  await expect(output(page, 'totalInvested')).toHaveText('$130,000')
  await expect(output(page, 'finalYearDividends')).toHaveText('$7,630')
  await expect(output(page, 'totalReturn')).toHaveText('$270,430')
  await expect(output(page, 'totalReturnPercent')).toHaveText('208.02%')
  await expect(output(page, 'cagr')).toHaveText('9.51%')
  await expect(output(page, 'yieldOnCost')).toHaveText('6.91%')
  await expect(output(page, 'monthlyIncome')).toHaveText('$636')
  await expect(page.getByRole('heading', { level: 1, name: 'Dividend Calculator' })).toBeVisible()
  await expect(page.getByLabel('Reinvest dividends (DRIP)')).toBeChecked()
  await expect(page.getByTestId('chart-svg')).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

  // The yearly table shows five years and toggles to all of them.
  const rows = breakdownRows(page)
  // Header plus years 1, 2, 10, 19 and 20.
  await expect(rows).toHaveCount(6)
  await expect(rows.nth(3).getByRole('rowheader')).toHaveText('10')
  const toggle = page.getByRole('button', { name: 'Show all 20 years' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(rows).toHaveCount(21)
  const fewer = page.getByRole('button', { name: 'Show fewer years' })
  await expect(fewer).toHaveAttribute('aria-expanded', 'true')
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
  await fewer.click()
  await expect(rows).toHaveCount(6)

  await expect(page).toHaveTitle('Dividend Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /DRIP/)
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /yield on cost/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Dividend Calculator | Wealthward',
  )
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { '@type': string; mainEntity?: unknown[] },
  )
  expect(data.map((d) => d['@type'])).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])
  expect(data[2]?.mainEntity?.length).toBeGreaterThanOrEqual(5)

  // On paper the inputs, results and every year of the table are printed.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show all 20 years' })).toBeHidden()
  await expect(
    page.getByRole('heading', { name: 'Dividend investing: tips and strategy' }),
  ).toBeHidden()
  await expect(page.getByLabel('Initial investment')).toBeVisible()
  await expect(output(page, 'finalValue')).toBeVisible()
  await expect(breakdownRows(page)).toHaveCount(21)
})

test('a bad value is explained; changes recompute at once and replace the URL; a shared link reproduces the page; tabs and reset', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: page.getByLabel('Dividend yield'),
        value: '30',
        message: 'Enter a number from 0% to 25%',
        restore: '3.5',
      },
      {
        field: page.getByLabel('Time period (years)'),
        value: '2.5',
        message: 'Enter a whole number',
        restore: '20',
      },
    ],
    kept: [['finalValue', '$400,430']],
  })
  const historyLength = await page.evaluate(() => history.length)

  const first = page.getByRole('tab', { name: 'Growth Over Time' })
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Portfolio vs Dividends' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Yield Evolution' })).toBeFocused()
  await expect(page.getByTestId('chart-svg')).toBeVisible()

  await page.getByLabel('Reinvest dividends (DRIP)').uncheck()
  await expect(output(page, 'finalValue')).toHaveText('$292,465')
  await expect(output(page, 'totalDividends')).toHaveText('$54,169')
  // Dividends taken as cash still count in the total return.
  await expect(output(page, 'totalReturn')).toHaveText('$216,634')
  await expect(page).toHaveURL(/reinvest=false/)

  await page.getByLabel('Reinvest dividends (DRIP)').check()
  await expect(output(page, 'finalValue')).toHaveText('$400,430')
  await expect(page).toHaveURL(/reinvest=true/)

  await page.getByLabel('Dividend tax rate').fill('0')
  await expect(output(page, 'finalValue')).toHaveText('$424,021')
  await expect(output(page, 'totalDividends')).toHaveText('$82,334')
  await expect(output(page, 'monthlyIncome')).toHaveText('$791')
  await expect(page).toHaveURL(/tax=0/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)

  // Reset restores the defaults and the first chart tab.
  await page.getByRole('button', { name: 'Reset Calculator' }).click()
  await expect(output(page, 'finalValue')).toHaveText('$400,430')
  await expect(page.getByLabel('Reinvest dividends (DRIP)')).toBeChecked()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))

  await page.getByLabel('Dividend yield').fill('4.2')
  await page.getByLabel('Share price growth rate').fill('-3.5')
  await page.getByLabel('Time period (years)').fill('10')
  await page.getByLabel('Reinvest dividends (DRIP)').uncheck()
  await expect(output(page, 'finalValue')).toHaveText('$57,553')
  await expect(page).toHaveURL(/yield=4\.2&.*priceGrowth=-3\.5&years=10&reinvest=false/)

  const shared = page.url()
  await gotoHydrated(page, shared.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page.getByLabel('Dividend yield')).toHaveValue('4.2')
  await expect(page.getByLabel('Share price growth rate')).toHaveValue('-3.5')
  await expect(page.getByLabel('Reinvest dividends (DRIP)')).not.toBeChecked()
  await expect(output(page, 'finalValue')).toHaveText('$57,553')
  await expect(output(page, 'totalDividends')).toHaveText('$21,174')
  await expect(output(page, 'totalReturnPercent')).toHaveText('12.47%')
})

test('works without JavaScript: malformed URL values fall back, and the form reloads the page with the results, reinvest off or on', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto(
    `${PATH}?initial=abc&yield=99&monthly=-5&dividendGrowth=x&priceGrowth=51&years=0&reinvest=maybe&tax=101`,
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Initial investment')).toHaveValue('10000')
  await expect(page.getByLabel('Dividend yield')).toHaveValue('3.5')
  await expect(page.getByLabel('Time period (years)')).toHaveValue('20')
  await expect(page.getByLabel('Dividend tax rate')).toHaveValue('15')
  await expect(page.getByLabel('Reinvest dividends (DRIP)')).toBeChecked()
  await expect(output(page, 'finalValue')).toHaveText('$400,430')

  await page.goto(PATH)
  await expect(output(page, 'finalValue')).toHaveText('$400,430')
  await page.getByLabel('Initial investment').fill('2000')
  await page.getByLabel('Reinvest dividends (DRIP)').uncheck()
  await page.getByRole('button', { name: 'Calculate Dividend Income' }).click()
  await expect(page).toHaveURL(/initial=2000/)
  expect(new URL(page.url()).searchParams.getAll('reinvest')).toEqual(['false'])
  await expect(output(page, 'totalInvested')).toHaveText('$122,000')
  await expect(output(page, 'finalValue')).toHaveText('$261,508')
  await expect(page.getByLabel('Reinvest dividends (DRIP)')).not.toBeChecked()

  await page.getByLabel('Reinvest dividends (DRIP)').check()
  await page.getByRole('button', { name: 'Calculate Dividend Income' }).click()
  await expect(page).toHaveURL(/reinvest=true/)
  await expect(output(page, 'finalValue')).toHaveText('$350,489')
  await expect(page.getByLabel('Reinvest dividends (DRIP)')).toBeChecked()
  await context.close()
})

test('rates that push the yield past the limit get a message instead of figures, and the fix brings them back', async ({
  page,
}) => {
  const runaway = `${PATH}?initial=10000&yield=3.5&monthly=500&dividendGrowth=50&priceGrowth=-50&years=50&reinvest=true&tax=15`
  const html = await (await page.request.get(runaway)).text()
  expect(html).not.toMatch(/Infinity|e\+\d|\$∞/)
  expect(html).not.toContain('<output name="finalValue"')
  await gotoHydrated(page, runaway)
  const refusal = page.getByTestId('dividend-refusal')
  await expect(refusal).toContainText('more than 25% of the share price in year 3')
  await expect(refusal).toContainText('Lower the dividend growth rate to -48.0% or less')
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0)
  // What was typed stays; following the advice shows figures again.
  await expect(page.getByLabel('Dividend growth rate')).toHaveValue('50')
  await page.getByLabel('Dividend growth rate').fill('-48')
  await expect(refusal).toHaveCount(0)
  await expect(output(page, 'finalValue')).toBeVisible()
  await expectNoA11yViolations(page)
})
