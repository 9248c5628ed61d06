import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, gotoHydrated, output, test } from './fixtures'

const OUT_OF_DATE = /^Out of date: these results are for your last valid numbers/

const CALCULATORS = [
  { path: '/calculators/debt-freedom', field: 'Extra Monthly Payment', result: 'monthsToPayoff' },
  { path: '/calculators/compound-interest', field: 'Annual interest rate', result: 'futureValue' },
  { path: '/calculators/dividend', field: 'Dividend yield', result: 'finalValue' },
  { path: '/calculators/retirement', field: 'Expected annual return', result: 'retirementBalance' },
  { path: '/calculators/emergency-fund', field: 'Monthly savings', result: 'targetAmount' },
]

test('every calculator greys its results and says they are out of date while a field is invalid', async ({
  page,
}) => {
  for (const { path, field, result } of CALCULATORS) {
    await gotoHydrated(page, path)
    const notice = page.getByRole('status').filter({ hasText: OUT_OF_DATE })
    const stale = page.locator('[data-stale="true"]')
    await expect(notice).toHaveCount(0)
    const shown = await output(page, result).textContent()

    await page.getByLabel(field, { exact: true }).fill('-5')
    await expect(notice).toBeVisible()
    // The results stay, greyed and still readable by assistive technology (not aria-hidden).
    await expect(stale).toHaveCSS('filter', 'grayscale(1)')
    await expect(stale.locator(`output[name="${result}"]`)).toHaveText(shown ?? '')
    expect(await stale.evaluate((el) => el.closest('[aria-hidden="true"]'))).toBeNull()
    if (path === '/calculators/compound-interest') await expectNoA11yViolations(page)

    await page.getByLabel(field, { exact: true }).fill('7')
    await expect(notice).toHaveCount(0)
    await expect(stale).toHaveCount(0)
  }
})

test('the CSV link works without JavaScript and can be opened from its address', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/calculators/emergency-fund?housing=1000&utilities=0&food=0&transportation=0')
  const link = page.getByRole('link', { name: 'Download CSV' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/calculators\/emergency-fund\/csv\?housing=1000&utilities=0&/)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe('emergency-fund-progress-by-month.csv')
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8')
  expect(text.split('\r\n')[0]).toBe('Month,Balance ($),Percent of target (%)')

  const shared = await page.request.get(href!)
  expect(shared.headers()['content-disposition']).toBe(
    'attachment; filename="emergency-fund-progress-by-month.csv"',
  )
  expect(await shared.text()).toBe(text)
  await context.close()
})

/**
 * How far the chart (its box and its drawn canvas) reaches past the top of the element that
 * follows it on the page; 0 or less means no overlap.
 */
function chartOverlap(page: Page) {
  return page.getByTestId('chart-canvas').evaluate((canvas) => {
    const box = canvas.parentElement
    let next: Element | null = null
    for (let node = box; node && !next; node = node.parentElement) {
      next = node.nextElementSibling
    }
    if (!box || !next) throw new Error('chart without a following element')
    const top = next.getBoundingClientRect().top
    return Math.max(box.getBoundingClientRect().bottom, canvas.getBoundingClientRect().bottom) - top
  })
}

for (const width of [320, 390, 640]) {
  test(`at ${width} px the debt chart fits its container and stays off the schedule below`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, '/calculators/debt-freedom')
    const canvas = page.getByTestId('chart-canvas')
    await canvas.scrollIntoViewIfNeeded()
    // Chart.js has drawn once it has sized the canvas to its box.
    await expect(canvas).toHaveAttribute('style', /height/)
    expect(await chartOverlap(page)).toBeLessThanOrEqual(0)
    const box = await canvas.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  })
}
