import { expect, expectNoA11yViolations, test } from './fixtures'

// The accessibility check every spec relies on must itself fail on a page with a problem.

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

test('the axe check fails on a violation and names it', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="${PIXEL}"></main></body></html>`,
  )
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/image-alt/)
  // Checked again in the same document: axe is already there and still finds it.
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/image-alt/)
})

test('the axe check fails on a frame it does not enter, unless that frame is excluded', async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><iframe title="Inside" srcdoc="<p>Inside</p>"></iframe></main></body></html>`,
  )
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/frames axe does not enter/)
  await expectNoA11yViolations(page, { exclude: ['iframe'] })
})
