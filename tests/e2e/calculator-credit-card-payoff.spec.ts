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

// Months, payments and interest against the annuity formulas, the minimum-payment plan, URL
// parsing and the CSV's rows are checked in credit-card-payoff/credit-card.test.ts,
// input-schemas.test.ts and calculator-csv.test.ts.

// Each test walks one page through several checks, so it gets the time of several.
test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/credit-card-payoff'

test('at 390 px the defaults are rendered on the server as named outputs; metadata, chart and print view', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('public')
  const html = await response.text()
  // $6,000 at 22% paying $250: n = −ln(1 − 0.22/12 × 6000/250)/ln(1 + 0.22/12) ≈ 31.9 → 32 months.
  expect(html).toMatch(/<output name="payoffTime"[^>]*>2 years 8 months<\/output>/)
  expect(html).toMatch(/<output name="totalInterest"[^>]*>\$1,979<\/output>/)
  expect(html).toMatch(/<output name="minimumTime"[^>]*>20 years 9 months<\/output>/)
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*><title[^>]*>Balance over time chart<\/title>/)

  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Credit Card Payoff Calculator' }),
  ).toBeVisible()
  await expect(output(page, 'interestSaved')).toHaveText('$7,954')
  const schedule = page.getByRole('table', { name: /balance owed after each month/ })
  await expect(schedule.getByRole('row', { name: /^1 / })).toHaveText(
    '1$250.00$110.00$140.00$5,860.00',
  )
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)

  await expect(page).toHaveTitle('Credit Card Payoff Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  expect(await jsonLdTypes(page)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(output(page, 'payoffTime')).toBeVisible()
  await expect(page.getByTestId('chart-svg')).toBeVisible()
})

test('without JavaScript: a target in months gives the payment needed, the CSV link works, a payment below the interest says so', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const fallback = await page.goto(`${PATH}?balance=abc&apr=150&mode=weekly&targetMonths=2.5`)
  expect(fallback?.status()).toBe(200)
  await expect(page.getByLabel('Card balance')).toHaveValue('6000')
  await expect(page.getByLabel('APR', { exact: true })).toHaveValue('22')

  await page.goto(PATH)
  await page.getByLabel('Card balance').fill('1200')
  await page.getByLabel('APR', { exact: true }).fill('0')
  await page.getByLabel('Pay it off in a set number of months').check()
  await page.getByLabel('Months to pay it off').fill('12')
  await page.getByRole('button', { name: 'Calculate Payoff' }).click()
  await expect(page).toHaveURL(/mode=target/)
  await expect(output(page, 'planPayment')).toHaveText('$100')
  await expect(output(page, 'payoffTime')).toHaveText('1 year')

  const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
  expect(csvHref).toMatch(/^\/calculators\/credit-card-payoff\/csv\?balance=1200&/)
  const csv = await page.request.get(csvHref!)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const rows = (await csv.text()).trim().split('\r\n')
  expect(rows[0]).toBe('Month,Payment ($),Interest ($),Principal ($),Balance ($)')
  expect(rows).toHaveLength(13)
  expect(rows[12]).toBe('12,100,0,100,0')

  await page.goto(`${PATH}?balance=10000&apr=24&payment=150`)
  await expect(output(page, 'planProblem')).toHaveText(
    'Your payment of $150.00 does not cover the $200.00 of interest charged in month 1, so the balance never goes down: never paid off at this payment. Pay more than the interest each month.',
  )
  await expect(output(page, 'payoffTime')).toHaveText('Never paid off')
  await context.close()
})

test('a bad value is explained and the results keep the last valid figures; switching to a target recomputes at once', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: page.getByLabel('APR', { exact: true }),
        value: '120',
        message: 'Enter a number from 0% to 100%',
        restore: '22',
      },
    ],
    kept: [['payoffTime', '2 years 8 months']],
    axe: true,
  })
  await page.getByLabel('Pay it off in a set number of months').check()
  // $6,000 at 22% in 24 months: P = rB/(1 − (1 + r)^−24) = $311.11, rounded up.
  await expect(output(page, 'planPayment')).toHaveText('$312')
  await expect(page).toHaveURL(/mode=target/)
  await page.getByLabel('Months at 0% APR').fill('24')
  await expect(output(page, 'planPayment')).toHaveText('$250')
  await expect(output(page, 'totalInterest')).toHaveText('$0')
})

test('the singular address redirects permanently, keeping the query', async ({ request }) => {
  const moved = await request.get('/calculator/credit-card-payoff?apr=10', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toBe('/calculators/credit-card-payoff?apr=10')
})
