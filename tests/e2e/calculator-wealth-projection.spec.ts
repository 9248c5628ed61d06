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

// The projection is checked against closed-form future values in wealth-projection/wealth.test.ts;
// URL parsing and the CSV's rows there and in input-schemas.test.ts and calculator-csv.test.ts.

test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/wealth-projection'

// The defaults after 30 years, by the closed forms: $15,000 cash at 3%, $40,000 + $1,000 a month
// at 7%, $60,000 at 7% and $80,000 of home equity at 3.5%, less a $20,000 debt paid off in year 4:
// $2,191,631, or $1,044,844 after 2.5% inflation; ±2 points: $671,743 to $1,651,439.
test('the defaults are rendered on the server as named outputs, with metadata, the chart and no overflow at 390 px', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get(PATH)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
  const html = await response.text()
  expect(html).toMatch(/<output name="netWorthReal"[^>]*>\$1,044,844<\/output>/)
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*><title[^>]*>Today’s Dollars chart<\/title>/)

  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(output(page, 'netWorthToday')).toHaveText('$175,000')
  await expect(output(page, 'netWorthNominal')).toHaveText('$2,191,631')
  await expect(page.getByText('range $671,743 to $1,651,439')).toBeVisible()
  await expect(output(page, 'debtFree')).toHaveText('3 years 10 months')
  await expect(output(page, 'milestone-100000-expected')).toHaveText('Now')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wealth Projection Calculator' }),
  ).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
  await expect(page).toHaveTitle('Wealth Projection Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  expect(await jsonLdTypes(page)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(output(page, 'netWorthReal')).toBeVisible()
  await expect(page.getByTestId('chart-svg')).toBeVisible()
})

test('a bad value is explained; a change recomputes at once and replaces the URL; a growing debt is said', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: page.getByLabel('Years to project'),
        value: '60',
        message: 'Enter a whole number from 1 to 50',
        restore: '30',
      },
      {
        field: page.getByLabel('Milestones (today’s dollars)'),
        value: '100000,250000',
        message: 'Enter up to 6 amounts from $1 to $1,000,000,000,000, separated by spaces',
        restore: '100000 250000 500000 1000000',
      },
    ],
    kept: [['netWorthReal', '$1,044,844']],
    axe: true,
  })
  await page.getByLabel('Years to project').fill('10')
  await expect(output(page, 'netWorthNominal')).toHaveText('$500,774')
  await expect(output(page, 'netWorthReal')).toHaveText('$391,203')
  await expect(page).toHaveURL(/years=10/)

  await page.getByLabel('Monthly debt payment').fill('100')
  await expect(
    page.getByRole('alert').filter({ hasText: 'does not cover the interest' }),
  ).toBeVisible()
  await expect(output(page, 'debtFree')).toHaveText('Not within 10 years')

  await page.getByRole('tab', { name: 'Future Dollars' }).click()
  await expect(page.getByRole('img', { name: 'Future Dollars chart' })).toBeVisible()
  await expect(page).toHaveURL(/chart=nominal/)
})

test('without JavaScript: the form reloads with the results, bad URL values fall back, the CSV link works', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto(`${PATH}?years=abc&cash=-5&milestones=x`)
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Years to project')).toHaveValue('30')
  await expect(page.getByLabel('Cash and savings')).toHaveValue('15000')

  await page.getByLabel('Years to project').fill('10')
  await page.getByRole('button', { name: 'Project My Net Worth' }).click()
  await expect(page).toHaveURL(/years=10/)
  await expect(output(page, 'netWorthNominal')).toHaveText('$500,774')

  await page.getByRole('tab', { name: 'Future Dollars' }).click()
  await expect(page.getByRole('img', { name: 'Future Dollars chart' })).toBeVisible()

  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
  expect(href).toMatch(/^\/calculators\/wealth-projection\/csv\?cash=15000&/)
  const csv = await page.request.get(href!)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const lines = (await csv.text()).trim().split('\r\n')
  expect(lines).toHaveLength(1 + 11)
  // Year 10, expected net worth in future dollars, to the cent (closed forms: 500,773.5135).
  expect(lines[11]?.split(',').slice(0, 1)).toEqual(['10'])
  expect(lines[11]?.split(',')[7]).toBe('500773.51')
  await context.close()
})

test('the singular address redirects here, keeping the query', async ({ request }) => {
  const moved = await request.get('/calculator/wealth-projection?years=5', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toBe(`${PATH}?years=5`)
})

test('the saving API takes the short name and a flat object, and names a refused field', async ({
  request,
}) => {
  await createAccount(request, { email: uniqueEmail('wealth'), password: 'plum-Tree-48' })
  const saved = await request.post('/api/user/calculator-history', {
    data: {
      calculatorType: 'wealth',
      data: { years: 1, inflation: 0, spread: 0, milestones: [1] },
    },
  })
  expect(saved.status()).toBe(201)
  const body = (await saved.json()) as { data: { summary: { label: string; value: string }[] } }
  expect(body.data.summary[0]).toEqual({ label: 'Net worth today', value: '$175,000' })
  const refused = await request.post('/api/user/calculator-history', {
    data: { calculatorType: 'wealth-projection', data: { colour: 'red' } },
  })
  expect(refused.status()).toBe(400)
  const problems = Object.values(
    ((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors,
  )
  expect(problems).toContainEqual(expect.stringContaining('Unknown field colour'))
})
