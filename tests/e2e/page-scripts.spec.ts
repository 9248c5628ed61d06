import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

/**
 * Pages that are read, not worked with, run a small script of their own instead of React
 * (docs/decisions/060): the menus still work from the mouse and the keyboard, and the page loads
 * no React.
 */

/** Every script the page fetched, by file name. */
function scriptsFetched(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.split('/').pop()!),
  )
}

for (const [path, script] of [
  ['/privacy', 'page'],
  ['/terms', 'page'],
  ['/calculators', 'page'],
  ['/', 'home'],
  ['/blog/compound-interest-explained', 'article'],
] as const) {
  test(`${path} runs its page script and no React`, async ({ page }) => {
    await gotoHydrated(page, path)
    const scripts = await scriptsFetched(page)
    expect(scripts.some((name) => name.startsWith(`page-script-${script}-`))).toBe(true)
    expect(scripts.filter((name) => !name.startsWith('page-script-'))).toEqual([])
    expect(
      await page.evaluate(() => 'React Router' in window || '__reactRouterContext' in window),
    ).toBe(false)
    // Its links load the next page as a document.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Financial Education Blog' })
      .click()
    await expect(page).toHaveURL(/\/blog$/)
  })
}

test('a page React runs loads such a page as a document, which then runs no React', async ({
  page,
}) => {
  const calculator = '/calculators/compound-interest'
  for (const [start, link] of [
    [calculator, page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })],
    [calculator, page.getByRole('banner').getByRole('link', { name: 'Wealthward' })],
    ['/blog', page.getByRole('main').locator('a[href^="/blog/"]').first()],
  ] as const) {
    await gotoHydrated(page, start)
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true)
    const path = (await link.getAttribute('href'))!
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`))
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const navigation = await page.evaluate(
      () => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname,
    )
    expect(navigation).toBe(path)
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
  }
})

test('without React, the dropdowns still open on hover, work from the keyboard and close outside', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacy')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const summary = nav.locator('summary', { hasText: 'Calculators' })
  const details = nav.locator('details', {
    has: page.locator('summary', { hasText: 'Calculators' }),
  })
  await summary.hover()
  await expect(details).toHaveAttribute('open')
  // The click that follows a hover keeps the menu open.
  await summary.click()
  await expect(details).toHaveAttribute('open')
  await page.mouse.move(5, 600)
  await expect(details).not.toHaveAttribute('open')

  await summary.focus()
  await page.keyboard.press('ArrowUp')
  await expect(nav.getByRole('link', { name: /All calculators/ })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(nav.getByRole('link', { name: /Debt Freedom Calculator/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(summary).toBeFocused()

  await summary.click()
  await expect(details).toHaveAttribute('open')
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await expect(details).not.toHaveAttribute('open')
})

test('without React, Escape closes the mobile menu and focus returns to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/terms')
  const summary = page.getByRole('banner').locator('summary', { hasText: 'Menu' })
  const details = page
    .getByRole('banner')
    .locator('details', { has: page.locator('summary', { hasText: 'Menu' }) })
    .first()
  await summary.click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(summary).toBeFocused()
})

test('a signed-in visitor gets the page script under the page nonce', async ({ page, loginAs }) => {
  await loginAs('user')
  const response = await gotoHydrated(page, '/privacy')
  const csp = response!.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  const scripts = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((all) =>
      all.map((s) => ({
        src: (s as HTMLScriptElement).src,
        nonce: (s as HTMLScriptElement).nonce,
      })),
    )
  expect(scripts.some((s) => s.src.includes('/assets/page-script-page-'))).toBe(true)
  for (const script of scripts) expect(script.nonce).toBe(nonce)
  // Signed in, the header shows the account.
  await expect(page.getByRole('banner').getByRole('link', { name: /Dashboard/ })).toBeVisible()
})

test('an article’s script starts once the styled page can paint', async ({ page }) => {
  await gotoHydrated(page, '/blog/compound-interest-explained')
  const { stylesheetLoaded, scriptStarts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return {
      stylesheetLoaded: resources.find((r) => /\/assets\/[^/]+\.css$/.test(r.name))!.responseEnd,
      scriptStarts: resources
        .filter((r) => /\/assets\/page-script-[^/]+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }
  })
  expect(scriptStarts.length).toBeGreaterThan(0)
  for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(stylesheetLoaded)
})
