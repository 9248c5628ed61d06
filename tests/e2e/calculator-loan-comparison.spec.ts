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

// The figures, the APR solver, break-even, URL parsing and the CSV's rows are checked in
// loan-comparison/loan.test.ts, input-schemas.test.ts and calculator-csv.test.ts.

test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/loan-comparison'

test('the defaults are rendered on the server as named outputs, with metadata, the chart and no overflow at 390 px', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get(PATH)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
  const html = await response.text()
  // 360 payments of $1,945.79 and $1,847.15 (numpy-financial pmt) plus $1,500 and $7,500 upfront.
  expect(html).toMatch(/<output name="payment-1">\$1,946<\/output>/)
  expect(html).toMatch(/<output name="total-2">\$672,475<\/output>/)
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*><title[^>]*>Balance Over Time chart<\/title>/)

  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)
  await expect(output(page, 'cheapest')).toHaveText('Two points costs the least: $672,475 in all.')
  await expect(output(page, 'apr-1')).toHaveText('6.799%')
  await expect(output(page, 'apr-2')).toHaveText('6.491%')
  await expect(output(page, 'breakEven')).toContainText(
    'The $6,000 higher upfront costs of Two points are paid back by month 61',
  )
  await expect(
    page.getByRole('heading', { level: 1, name: 'Loan Comparison Calculator' }),
  ).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
  await expect(page).toHaveTitle('Loan Comparison Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  expect(await jsonLdTypes(page)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Add a loan' })).toBeHidden()
  await expect(output(page, 'cheapest')).toBeVisible()
  await expect(page.getByTestId('chart-svg')).toBeVisible()
})

test('a bad value is explained; a change recomputes at once; adding and removing a loan with JavaScript', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  const first = page.getByRole('group', { name: 'No points' })
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: first.getByLabel('Interest rate (APR)'),
        value: '101',
        message: 'Enter a number from 0% to 100%',
        restore: '6.75',
      },
    ],
    kept: [['payment-1', '$1,946']],
    axe: true,
  })

  await page.getByRole('button', { name: 'Add a loan' }).click()
  const third = page.getByRole('group', { name: 'Loan 3' })
  await expect(third).toBeVisible()
  await third.getByLabel('Amount borrowed').fill('300000')
  await third.getByLabel('Interest rate (APR)').fill('0')
  await expect(output(page, 'payment-3')).toHaveText('$833')
  await expect(output(page, 'cheapest')).toHaveText('Loan 3 costs the least: $301,500 in all.')
  await expect(page).toHaveURL(/apr=0/)

  // Fees that take the whole amount are explained, and that loan drops out of the comparison.
  await third.getByLabel('Fees').fill('300000')
  await expect(page.getByRole('alert').filter({ hasText: 'Loan 3: Points and fees' })).toBeVisible()
  await expect(output(page, 'payment-3')).toHaveCount(0)

  await page.getByRole('button', { name: 'Remove No points' }).click()
  await expect(page.getByRole('group', { name: 'No points' })).toHaveCount(0)
  // Two loans are left, the least there can be: neither can be removed.
  await expect(page.locator('form fieldset')).toHaveCount(2)
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
})

test('without JavaScript: the form adds and removes loans and reloads with the results; the CSV link works', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(PATH)
  await page.getByRole('button', { name: 'Add a loan' }).click()
  await expect(page).toHaveURL(/name=Loan\+3/)
  const third = page.getByRole('group', { name: 'Loan 3' })
  await third.getByLabel('Name').fill('Credit union')
  await third.getByLabel('Amount borrowed').fill('$300,000')
  await third.getByLabel('Interest rate (APR)').fill('6')
  await third.getByLabel('Term unit').selectOption('months')
  await third.getByLabel('Term', { exact: true }).fill('180')
  await page.getByRole('button', { name: 'Compare Loans' }).click()
  await expect(page).toHaveURL(/term=180&unit=months/)
  // 180 payments at 0.5% a month on $300,000: $2,531.57 (numpy-financial pmt).
  await expect(output(page, 'payment-3')).toHaveText('$2,532')
  await expect(page.getByRole('group', { name: 'Credit union' })).toBeVisible()

  await page.getByRole('button', { name: 'Remove No points' }).click()
  await expect(page.getByRole('group', { name: 'No points' })).toHaveCount(0)
  await expect(output(page, 'payment-2')).toHaveText('$2,532')

  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
  expect(href).toMatch(/^\/calculators\/loan-comparison\/csv\?name=Two\+points&/)
  const csv = await page.request.get(href!)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const lines = (await csv.text()).trim().split('\r\n')
  expect(lines[0]).toBe('Loan,Name,Month,Payment ($),Interest ($),Principal ($),Balance ($)')
  expect(lines).toHaveLength(1 + 360 + 180)

  // A hand-made link with nonsense falls back to the defaults.
  const response = await page.goto(`${PATH}?amount=abc&apr=-3&term=9999&unit=weeks`)
  expect(response?.status()).toBe(200)
  await expect(output(page, 'payment-1')).toHaveText('$1,946')
  await context.close()
})

test('the singular address redirects here, keeping the query; a refused CSV query is a 400 naming it', async ({
  request,
}) => {
  const moved = await request.get('/calculator/loan-comparison?amount=1000', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toBe(`${PATH}?amount=1000`)
  const bad = await request.get(`${PATH}/csv?amount=1000&amount=2000&apr=5&apr=x&term=1&term=1`)
  expect(bad.status()).toBe(400)
  expect(await bad.text()).toContain('apr 2: Enter a number from 0 to 100')

  // Identical loans tie, and neither has upfront costs to earn back.
  const same = await (
    await request.get(
      `${PATH}?name=A&name=B&amount=5000&amount=5000&apr=5&apr=5&term=2&term=2&points=0&points=0`,
    )
  ).text()
  expect(same).toContain('A and B tie for the lowest cost')
  expect(same).toContain('No break-even to find: the loans have the same upfront costs')
})

test('a signed-in visitor saves a comparison to the dashboard, which reopens it', async ({
  page,
}) => {
  test.slow()
  await createAccount(page.request, { email: uniqueEmail('loans'), password: 'plum-Tree-48' })
  await gotoHydrated(
    page,
    `${PATH}?amount=20000&amount=20000&apr=7&apr=6&term=5&term=5&fees=0&fees=400`,
  )
  await page.getByRole('button', { name: 'Save to my dashboard' }).click()
  await expect(page.getByText('Saved to your dashboard.')).toBeVisible()

  await gotoHydrated(page, '/dashboard')
  const saved = page.getByRole('region', { name: 'Saved calculations' }).getByRole('listitem')
  await expect(saved).toHaveCount(1)
  await expect(saved.first()).toContainText('Loan Comparison')
  await expect(saved.first()).toContainText('Lowest total cost')
  await saved.first().getByRole('link', { name: /^Open/ }).click()
  await expect(page).toHaveURL(/\/calculators\/loan-comparison\?name=No\+points&amount=20000/)
  await expect(output(page, 'term-1')).toHaveText('5 years')
})
