import {
  createAccount,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  jsonLdTypes,
  output,
  test,
  uniqueEmail,
} from './fixtures'
import { expectBadValuesExplained } from './calculator-frame'

// Totals, shares, the advice, URL parsing and fallbacks and the CSV's rows are checked in
// budget/budget.test.ts, input-schemas.test.ts and calculator-csv.test.ts.

// Each test walks one page through several checks, so it gets the time of several.
test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/budget'

test('at 390 px the defaults are rendered on the server as named outputs with the change to make first; metadata and print view', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('public')
  const html = await response.text()
  // $5,000 take-home; 1,600 + 450 + 600 + 250 + 200 + 300 = 3,400 of needs (68%); $4,800 planned.
  expect(html).toMatch(/<output name="surplus"[^>]*>\$200<\/output>/)
  expect(html).toMatch(/<output name="needsShare"[^>]*>68\.0%<\/output>/)
  expect(html).toMatch(/<output name="savingsShare"[^>]*>8\.0%<\/output>/)
  expect(html).toMatch(
    /<output name="advice"[^>]*>Start with Housing: your needs are \$900 a month over the 50% guideline/,
  )
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*><title[^>]*>Your Split chart<\/title>/)

  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(page.getByRole('heading', { level: 1, name: 'Budget Calculator' })).toBeVisible()
  await expect(output(page, 'totalPlanned')).toHaveText('$4,800')
  await expect(output(page, 'wantsShare')).toHaveText('20.0%')
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)

  await expect(page).toHaveTitle('Budget Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  expect(await jsonLdTypes(page)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])
  const table = page.getByRole('table').filter({ hasText: 'Guideline group' })
  await expect(table.getByRole('row', { name: /^Housing/ })).toContainText('$1,60032.0%Needs')

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(output(page, 'surplus')).toBeVisible()
  await expect(page.getByTestId('chart-svg')).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Charts' })).toBeHidden()
})

test('without JavaScript: bad values fall back, the form reloads with results, the chart tabs and the CSV link work, the links carry the figures', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto(`${PATH}?income=-5&housing=abc&food=1e400`)
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Monthly take-home pay')).toHaveValue('5000')
  await expect(page.getByLabel('Housing')).toHaveValue('1600')

  await page.goto(PATH)
  await page.getByLabel('Monthly take-home pay').fill('4000')
  await page.getByLabel('Personal').fill('1100')
  await page.getByRole('button', { name: 'Check My Budget' }).click()
  await expect(page).toHaveURL(/income=4000/)
  // 4,800 − 700 + 1,100 = 5,200 planned against 4,000: a shortfall of 1,200.
  await expect(page.getByText('Monthly shortfall')).toBeVisible()
  await expect(output(page, 'surplus')).toHaveText('$1,200')

  await page.getByRole('tab', { name: 'Against 50/30/20' }).click()
  await expect(page).toHaveURL(/chart=guideline/)
  await expect(page.getByRole('img', { name: 'Against 50/30/20 chart' })).toBeVisible()

  const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
  expect(csvHref).toMatch(/^\/calculators\/budget\/csv\?income=4000&/)
  const csv = await page.request.get(csvHref!)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const rows = (await csv.text()).trim().split('\r\n')
  expect(rows[0]).toBe('Category,Amount ($),Share of pay (%),Guideline group')
  expect(rows[9]).toBe('Personal,1100,27.5,Wants')

  await page.getByRole('link', { name: 'Size your emergency fund from these figures' }).click()
  await expect(page).toHaveURL(
    /\/calculators\/emergency-fund\?housing=1600&utilities=250&food=600&transportation=450&insurance=200&other=300&savings=400$/,
  )
  await expect(page.getByLabel('Transportation', { exact: true })).toHaveValue('450')
  await context.close()
})

test('a bad value is explained and the results keep the last valid figures; a change recomputes at once and replaces the URL', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: page.getByLabel('Housing'),
        value: '-20',
        message: 'Enter a number from $0 to $1,000,000,000',
        restore: '1600',
      },
    ],
    kept: [['surplus', '$200']],
    axe: true,
  })
  await page.getByLabel('Extra debt payments', { exact: true }).fill('150')
  await expect(output(page, 'surplus')).toHaveText('$50')
  await expect(page).toHaveURL(/extraDebt=150/)
  await expect(
    page.getByRole('link', { name: 'Plan your payoff with this extra payment' }),
  ).toHaveAttribute('href', '/calculators/debt-freedom?extra=150')
})

test('the singular address redirects permanently, and a signed-in visitor saves a budget to the dashboard', async ({
  page,
}) => {
  const moved = await page.request.get('/calculator/budget?income=3000', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toBe('/calculators/budget?income=3000')

  await createAccount(page.request, { email: uniqueEmail('budget-save'), password: 'plum-Tree-48' })
  await gotoHydrated(page, `${PATH}?income=6000`)
  await page.getByRole('button', { name: 'Save to my dashboard' }).click()
  await expect(page.getByText('Saved to your dashboard.')).toBeVisible()
  await gotoHydrated(page, '/dashboard')
  const saved = page.getByRole('region', { name: 'Saved calculations' }).getByRole('listitem')
  await expect(saved.first()).toContainText('Budget Calculator')
  await expect(saved.first()).toContainText('$6,000 a month, $4,800 planned')
})
