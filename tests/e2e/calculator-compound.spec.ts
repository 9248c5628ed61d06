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

// Figures, URL parsing and fallbacks and the CSV's rows are checked in compound.test.ts and
// calculator-csv.test.ts.

// Each test walks one page through several checks that used to be separate tests, so it gets
// the time of several.
test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/compound-interest'

test('at 390 px the defaults are rendered on the server as named outputs; metadata, print view and a chart drawn on the server', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // 10,000 + 500 a month at 7% compounded monthly for 20 years (numpy-financial fv: 300,850.72).
  expect(html).toMatch(/<output name="futureValue"[^>]*>\$300,851<\/output>/)
  // The chart is in the page as SVG, named and described, before any script runs.
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*><title[^>]*>Total Growth chart<\/title>/)
  expect(html).toContain('The same figures are in the tables below.')

  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, PATH)

  await expect(output(page, 'futureValue')).toBeVisible()
  await expect(output(page, 'totalContributions')).toHaveText('$130,000')
  await expect(output(page, 'interestEarned')).toHaveText('$170,851')
  await expect(output(page, 'effectiveRate')).toHaveText('7.23%')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compound Interest Calculator' }),
  ).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)

  await expect(page).toHaveTitle('Compound Interest Calculator | Wealthward')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  expect(await jsonLdTypes(page)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])

  // Pointing at the chart shows that point's figures; leaving it hides them.
  const plot = page.getByTestId('chart-plot')
  await plot.scrollIntoViewIfNeeded()
  const box = (await plot.boundingBox())!
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2)
  await expect(page.getByTestId('chart-tooltip')).toContainText('Year 20')
  await expect(page.getByTestId('chart-tooltip')).toContainText('Balance: $300,851')
  await page.mouse.move(box.x + box.width / 2, box.y - 40)
  await expect(page.getByTestId('chart-tooltip')).toBeHidden()

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(output(page, 'futureValue')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Growth Milestones' })).toBeVisible()
  // The chart prints; the tabs that choose it do not.
  await expect(page.getByTestId('chart-svg')).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Charts' })).toBeHidden()
})

test('without JavaScript the chart shows and each tab is a link to the page with that chart', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${PATH}?initial=1000&monthly=100&rate=5&years=10&frequency=12`)
  await expect(page.getByRole('img', { name: 'Total Growth chart' })).toBeVisible()
  await page.getByRole('tab', { name: 'Contribution vs Interest' }).click()
  await expect(page).toHaveURL(/chart=split/)
  await expect(page).toHaveURL(/years=10/)
  await expect(page.getByRole('tab', { name: 'Contribution vs Interest' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('img', { name: 'Contribution vs Interest chart' })).toBeVisible()
  await context.close()
})

test('a bad value is explained; changing an input recomputes at once and replaces the URL; the link reproduces the page; tabs and reset', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: page.getByLabel('Annual interest rate'),
        value: '45',
        message: 'Enter a number from 0% to 30%',
        restore: '7',
      },
    ],
    kept: [['futureValue', '$300,851']],
    // Once for the out-of-date notice and greyed results of the shared frame.
    axe: true,
  })
  const historyLength = await page.evaluate(() => history.length)
  const first = page.getByRole('tab', { name: 'Total Growth' })
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Contribution vs Interest' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Compare Frequencies' })).toBeFocused()
  await expect(page.getByRole('img', { name: 'Compare Frequencies chart' })).toBeVisible()
  // The tab chosen is in the address, so a reload or a shared link shows the same chart.
  await expect(page).toHaveURL(/chart=frequencies/)

  await page.getByLabel('Monthly contribution').fill('0')
  await page.getByLabel('Time period (years)').fill('10')
  await expect(output(page, 'futureValue')).toHaveText('$20,097')
  await expect(page).toHaveURL(/monthly=0/)
  await expect(page).toHaveURL(/years=10/)
  // The chart chosen stays in the address when the inputs change.
  await expect(page).toHaveURL(/chart=frequencies/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)

  const shared = page.url()
  await gotoHydrated(page, shared.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page.getByLabel('Monthly contribution')).toHaveValue('0')
  await expect(output(page, 'futureValue')).toHaveText('$20,097')

  // Reset restores the defaults and the first chart tab.
  await page.getByRole('tab', { name: 'Compare Frequencies' }).click()
  await page.getByRole('button', { name: 'Reset Calculator' }).click()
  await expect(output(page, 'futureValue')).toHaveText('$300,851')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('works without JavaScript: malformed URL values fall back, and the form reloads the page with the results', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto(`${PATH}?initial=abc&monthly=-5&rate=99&years=0&frequency=7`)
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Initial investment')).toHaveValue('10000')
  await expect(page.getByLabel('Time period (years)')).toHaveValue('1')
  await expect(page.getByLabel('Compounding frequency')).toHaveValue('12')

  await page.goto(PATH)
  await page.getByLabel('Initial investment').fill('2000')
  await page.getByRole('button', { name: 'Calculate Growth' }).click()
  await expect(page).toHaveURL(/initial=2000/)
  await expect(output(page, 'totalContributions')).toHaveText('$122,000')
  await context.close()
})
