import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, expectNoA11yViolations, test } from './fixtures'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
/** A dropdown is a <details>: its <summary> opens it, its `open` attribute says it is open. */
const dropdown = (scope: Locator, name: string) => {
  const summary = scope.locator('summary', { hasText: name })
  const inner = scope.page().locator('summary', { hasText: name })
  return { summary, details: scope.locator('details', { has: inner }).first() }
}

test('the Calculators dropdown opens on hover and closes when an item is chosen', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const { summary: button, details } = dropdown(mainNav(page), 'Calculators')
  await expect(details).not.toHaveAttribute('open')
  await button.hover()
  await expect(details).toHaveAttribute('open')
  const item = mainNav(page).getByRole('link', { name: /Dividend Calculator/ })
  await expect(item).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: /Emergency Fund/ })).toBeVisible()
  await item.click()
  await expect(page).toHaveURL(/\/calculators\/dividend$/)
  await expect(item).toBeHidden()
})

test('the Blog dropdown opens on click and lists the categories', async ({ page }) => {
  // A page React runs (tests/e2e/page-scripts.spec.ts has the menus on pages that run none).
  await gotoHydrated(page, '/calculators/compound-interest')
  const { summary: button, details } = dropdown(mainNav(page), 'Blog')
  await button.click()
  await expect(details).toHaveAttribute('open')
  for (const name of [
    'Debt Elimination',
    'Financial Literacy',
    'Budgeting',
    'Investment Prep',
    'Success Stories',
  ]) {
    await expect(mainNav(page).getByRole('link', { name })).toBeVisible()
  }
  await expect(mainNav(page).getByRole('link', { name: 'Budgeting' })).toHaveAttribute(
    'href',
    '/blog?category=budgeting',
  )
  await button.click()
  await expect(details).not.toHaveAttribute('open')
})

test('dropdowns work from the keyboard: Enter, arrows, Home/End, Escape', async ({ page }) => {
  await gotoHydrated(page, '/blog')
  const { summary: button, details } = dropdown(mainNav(page), 'Calculators')
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open')
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(button).toBeFocused()

  await page.keyboard.press('ArrowDown')
  await expect(details).toHaveAttribute('open')
  await expect(mainNav(page).getByRole('link', { name: /Debt Freedom Calculator/ })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(mainNav(page).getByRole('link', { name: /Dividend Calculator/ })).toBeFocused()
  await page.keyboard.press('End')
  await expect(mainNav(page).getByRole('link', { name: /All calculators/ })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(mainNav(page).getByRole('link', { name: /Debt Freedom Calculator/ })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(mainNav(page).getByRole('link', { name: /All calculators/ })).toBeFocused()
  await page.keyboard.press('Home')
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(button).toBeFocused()

  await page.keyboard.press('ArrowDown')
  // The menu opens and moves focus to its first link; Enter before that would close it again.
  await expect(mainNav(page).getByRole('link', { name: /Debt Freedom Calculator/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/calculators\/debt-freedom$/)
  await expect(details).not.toHaveAttribute('open')
})

test('Calculators is highlighted under /calculators/ and Blog under /blog', async ({ page }) => {
  await gotoHydrated(page, '/calculators/retirement')
  await expect(dropdown(mainNav(page), 'Calculators').summary).toHaveAttribute(
    'data-active',
    'true',
  )
  await expect(dropdown(mainNav(page), 'Blog').summary).not.toHaveAttribute('data-active', 'true')
  await gotoHydrated(page, '/blog/some-post')
  await expect(dropdown(mainNav(page), 'Blog').summary).toHaveAttribute('data-active', 'true')
  await gotoHydrated(page, '/')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the mobile menu at 390 px has expandable Calculators and Blog sections with popular posts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/')
  await expect(mainNav(page)).toBeHidden()
  const toggle = dropdown(page.getByRole('banner'), 'Menu')
  await toggle.summary.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await expect(toggle.details).toHaveAttribute('open')

  const calculators = dropdown(menu, 'Calculators')
  await calculators.summary.click()
  await expect(calculators.details).toHaveAttribute('open')
  await expect(menu.getByRole('link', { name: 'Retirement Savings' })).toBeVisible()

  await dropdown(menu, 'Blog').summary.click()
  await expect(menu.getByRole('link', { name: 'All Articles' })).toBeVisible()
  for (const name of [
    'Debt Elimination',
    'Financial Education',
    'Investing Basics',
    'Retirement Planning',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'The Hidden Cost of Car Payments' })).toHaveAttribute(
    'href',
    '/blog/hidden-cost-car-payments',
  )
  await expect(
    menu.getByRole('link', { name: 'Illustrative case: clearing $68,000 of student loans' }),
  ).toHaveAttribute('href', '/blog/student-debt-rebellion')
  await expect(menu.getByRole('link', { name: 'How Student Loans Work' })).toHaveAttribute(
    'href',
    '/blog/how-student-loans-work',
  )
  await expectNoA11yViolations(page)

  await menu.getByRole('link', { name: 'Investment Readiness' }).click()
  await expect(page).toHaveURL(/\/investment-readiness$/)
  await expect(menu).toBeHidden()
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('navigating scrolls to the top of the new page', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the footer disclosure toggle reveals the lead-generation disclosure', async ({ page }) => {
  await gotoHydrated(page, '/')
  const footer = page.getByRole('contentinfo')
  const { summary: toggle, details } = dropdown(footer, 'Lead Generation Disclosure')
  const text = footer.getByText('up to 5 registered investment advisors', { exact: false })
  await expect(text).toBeHidden()
  await toggle.click()
  await expect(details).toHaveAttribute('open')
  await expect(text).toBeVisible()
  await expect(footer.getByText(`© ${new Date().getFullYear()} Wealthward`)).toBeVisible()
  for (const [name, href] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Do Not Sell or Share My Personal Information', '/do-not-sell'],
  ]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href!)
  }
  await expectNoA11yViolations(page)
  await toggle.click()
  await expect(text).toBeHidden()
})

test('the head fetches the stylesheet and no script, and the stylesheet stays single across navigations', async ({
  page,
  request,
}) => {
  // Module preloads in the head would share the connection with the stylesheet, and the first
  // paint waits for the stylesheet: the scripts start once the page has painted (decision 059).
  const html = await (await request.get('/calculators/emergency-fund')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head.search(/<link[^>]*rel="stylesheet"/)).toBeGreaterThan(-1)
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
  expect(head).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/)

  await gotoHydrated(page, '/')
  await mainNav(page).getByRole('link', { name: 'Investment Readiness' }).click()
  await expect(page).toHaveURL(/\/investment-readiness$/)
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
  // Still styled: the body's `flex` class only takes effect through the stylesheet.
  await expect(page.locator('body')).toHaveCSS('display', 'flex')
})

for (const path of ['/blog', '/calculators/budget']) {
  test(`${path}: scripts start once the styled page can paint, and the page then hydrates`, async ({
    page,
    request,
  }) => {
    // Each module preload added to the document, by the parser or a script.
    await page.addInitScript(() => {
      const added: string[] = []
      Object.assign(window, { preloadsAdded: added })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
              added.push(node.href)
      }).observe(document, { childList: true, subtree: true })
    })
    // The document imports nothing itself: its module script waits for the first paint.
    const html = await (await request.get(path)).text()
    const moduleScript = html.match(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1]
    expect(moduleScript).toMatch(/^if \(document\.visibilityState !== "hidden"\)/)
    expect(moduleScript).not.toMatch(/(^|[;\n])\s*import\s*[\w*{"']/)

    await gotoHydrated(page, path)
    const { stylesheetLoaded, scriptStarts, preloadsAdded } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      return {
        stylesheetLoaded: resources.find((r) => /\/assets\/[^/]+\.css$/.test(r.name))!.responseEnd,
        preloadsAdded: (window as unknown as { preloadsAdded: string[] }).preloadsAdded,
        scriptStarts: resources
          .filter((r) => /\/assets\/[^/]+\.js$/.test(r.name))
          .map((r) => r.startTime),
      }
    })
    // Nothing paints before the stylesheet has loaded, so no script starts before it either.
    expect(scriptStarts.length).toBeGreaterThan(3)
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(stylesheetLoaded)
    // The preloads the server no longer writes were added by the script, so the modules still
    // came down together rather than one import after another.
    expect(preloadsAdded.length).toBeGreaterThan(3)
    expect(preloadsAdded.some((href) => /\/assets\/entry\.client-[\w-]+\.js$/.test(href))).toBe(
      true,
    )
  })
}

test('pages show their numbers and dates without building an Intl formatter in the browser', async ({
  page,
}) => {
  // The first Intl formatter a browser process builds loads ICU's data, 100 ms and more of a
  // phone's main thread on a visitor's first page: the site writes en-US numbers and UTC dates
  // itself (app/lib/format.ts).
  await page.addInitScript(() => {
    const built: string[] = []
    Object.assign(window, { intlBuilt: built })
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(Original, {
          construct(target, args) {
            built.push(name)
            return new target(...args)
          },
          apply(target, _this, args) {
            built.push(name)
            return new target(...args)
          },
        }),
      })
    }
  })
  const built = () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)
  await gotoHydrated(page, '/')
  await expect(
    page
      .getByRole('main')
      .getByText(/^\$\d{1,3},\d{3}$/)
      .first(),
  ).toBeVisible()
  await gotoHydrated(page, '/blog/debt-snowball-vs-avalanche')
  await gotoHydrated(page, '/calculators/compound-interest')
  // A change of input formats the results and redraws the chart's axes in the browser.
  await page.getByLabel('Monthly contribution').fill('0')
  await page.getByLabel('Time period (years)').fill('10')
  await expect(page.getByRole('main')).toContainText('$20,097')
  expect(await built()).toEqual([])
})
