import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// A bad value in a field (the shared NumberField, CalculatorFrame and StaleResults) is checked in
// each calculator's spec with expectBadValuesExplained (calculator-frame.ts), on a page that test
// has already opened.

// The CSV link is the shared ResultActions (ui/calculator-page.tsx) for every calculator; each
// calculator's file contents are checked in calculator-csv.test.ts.
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
 * How far the chart (its figure and its drawing) reaches past the top of the element that
 * follows it on the page; 0 or less means no overlap.
 */
function chartOverlap(page: Page) {
  return page.getByTestId('chart-svg').evaluate((canvas) => {
    const box = canvas.closest('figure')
    let next: Element | null = null
    for (let node = box; node && !next; node = node.parentElement) {
      next = node.nextElementSibling
    }
    if (!box || !next) throw new Error('chart without a following element')
    const top = next.getBoundingClientRect().top
    return Math.max(box.getBoundingClientRect().bottom, canvas.getBoundingClientRect().bottom) - top
  })
}

test('at 320, 390 and 640 px the debt chart fits its container and stays off the schedule below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await gotoHydrated(page, '/calculators/debt-freedom')
  const canvas = page.getByTestId('chart-svg')
  await canvas.scrollIntoViewIfNeeded()
  for (const width of [320, 390, 640]) {
    await page.setViewportSize({ width, height: 800 })
    await expect
      .poll(() => chartOverlap(page), { message: `overlap at ${width} px` })
      .toBeLessThanOrEqual(0)
    await expect
      .poll(
        async () => {
          const box = await canvas.boundingBox()
          return box!.x + box!.width
        },
        { message: `right edge at ${width} px` },
      )
      .toBeLessThanOrEqual(width)
  }
})
