import type { Page } from '@playwright/test'
import { BUNDLED_ARTICLE_COUNT } from '../bundled-articles'
import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  jsonLdTypes,
  outboxMessagesTo,
  test,
  uniqueEmail,
} from './fixtures'

const carousel = (page: Page) => page.getByTestId('featured-carousel')
const visibleSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:visible')

test('the blog lists every bundled article newest first, 12 to a page, with six featured', async ({
  page,
}) => {
  const total = BUNDLED_ARTICLE_COUNT
  const lastPage = Math.ceil(total / 12)
  const response = await gotoHydrated(page, '/blog')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('stale-while-revalidate')
  await expect(page).toHaveTitle('Financial Education Blog | Wealthward')
  await expect(page.getByTestId('result-count')).toHaveText(
    `${total} articles, newest first. Showing 1–12.`,
  )
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(6)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  )
  await expectNoA11yViolations(page)

  const cards = page.getByRole('region', { name: 'All articles' }).getByRole('article')
  const pages = page.getByRole('navigation', { name: 'Pages of articles' })
  const dates: string[] = []
  const slugs = new Set<string>()
  for (let n = 1; n <= lastPage; n++) {
    const count = n < lastPage ? 12 : total - 12 * (lastPage - 1)
    await expect(pages.getByRole('link', { name: `Page ${n}` })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cards).toHaveCount(count)
    dates.push(
      ...(await cards
        .locator('time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!))),
    )
    for (const href of await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      slugs.add(href)
    if (n < lastPage) await pages.getByRole('link', { name: 'Older' }).click()
  }
  expect(dates).toHaveLength(total)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(slugs.size).toBe(total)
  // Later pages drop the carousel and land on the list.
  await expect(page).toHaveURL(new RegExp(`/blog\\?page=${lastPage}#articles$`))
  await expect(carousel(page)).toHaveCount(0)
  await expect(page).toHaveTitle(`Financial Education Blog (page ${lastPage}) | Wealthward`)
  await expect(page.getByTestId('result-count')).toHaveText(
    `${total} articles, newest first. Showing ${12 * (lastPage - 1) + 1}–${total}.`,
  )
  await expect(pages.getByRole('link', { name: 'Older' })).toHaveCount(0)
  await pages.getByRole('link', { name: 'Newer' }).click()
  await expect(page).toHaveURL(new RegExp(`/blog\\?page=${lastPage - 1}#articles$`))
  await expect(cards).toHaveCount(12)
})

/**
 * Stops the page's clock before it loads: the carousel's timers fire only when the test moves the
 * clock, never because a loaded machine took seconds between two steps.
 */
async function stopClock(page: Page) {
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1_000)
}

/**
 * Opens a page whose clock is stopped: its scripts wait for two animation frames (the first paint,
 * decision 059), which only a move of the clock runs.
 */
async function gotoHydratedStopped(page: Page, path: string) {
  await page.goto(path)
  await page.clock.runFor(50)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

test('carousel: previous and next wrap around, dots pick a slide', async ({ page }) => {
  await stopClock(page)
  await gotoHydratedStopped(page, '/blog')
  const box = carousel(page)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 6')
  await box.getByRole('button', { name: 'Previous slide' }).dispatchEvent('click')
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '6 of 6')
  await box.getByRole('button', { name: 'Next slide' }).dispatchEvent('click')
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 6')
  await box.getByRole('button', { name: /^Slide 4:/ }).dispatchEvent('click')
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '4 of 6')
  await expect(box.getByRole('button', { name: /^Slide 4:/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(visibleSlide(page).getByRole('link', { name: /^Read More/ })).toBeVisible()
})

test('carousel: moves on every 5 seconds, and a manual move restarts the wait', async ({
  page,
}) => {
  await stopClock(page)
  await gotoHydratedStopped(page, '/blog')
  const box = carousel(page)
  await expect(box.locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
  await page.clock.runFor(5_100)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 6')
  await page.clock.runFor(4_000)
  await box.getByRole('button', { name: 'Next slide' }).dispatchEvent('click')
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '3 of 6')
  await page.clock.runFor(4_000)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '3 of 6')
  await page.clock.runFor(1_100)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '4 of 6')
})

test('carousel: pauses on hover and focus, and the pause button stops it', async ({ page }) => {
  await stopClock(page)
  await gotoHydratedStopped(page, '/blog')
  const box = carousel(page)
  await box.hover()
  await page.clock.runFor(6_000)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 6')
  await expect(box.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
  await page.mouse.move(5, 5)
  await page.clock.runFor(5_100)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 6')

  await visibleSlide(page)
    .getByRole('link', { name: /^Read More/ })
    .focus()
  await page.clock.runFor(6_000)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 6')
  await page.getByRole('heading', { name: 'Financial Education Blog' }).click()

  const rotation = box.getByRole('button', { name: 'Pause slide show' })
  await rotation.dispatchEvent('click')
  await expect(box.getByRole('button', { name: 'Play slide show' })).toBeVisible()
  await page.clock.runFor(11_000)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 6')
})

test('carousel: never moves on its own for visitors who asked for reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await stopClock(page)
  await gotoHydratedStopped(page, '/blog')
  await expect(carousel(page).getByRole('button', { name: 'Play slide show' })).toBeVisible()
  await page.clock.runFor(11_000)
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 6')
})

test('category filters show six articles each, and the menus’ query values map to them', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog')
  const filters = page.getByRole('navigation', { name: 'Article categories' })
  await filters.getByRole('link', { name: 'Budgeting' }).click()
  await expect(page).toHaveURL(/\/blog\?category=budgeting$/)
  await expect(filters.getByRole('link', { name: 'Budgeting' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const cards = page.getByRole('region', { name: 'Budgeting' }).getByRole('article')
  await expect(cards).toHaveCount(6)
  // Each card's badge (an image's hidden placeholder also names the category).
  for (const badge of await cards
    .getByText('Budgeting', { exact: true })
    .filter({ visible: true })
    .all())
    await expect(badge).toBeVisible()

  const mapping: [string, string][] = [
    ['financial-education', 'Financial Literacy'],
    ['debt-elimination', 'Debt Elimination'],
    ['investing-basics', 'Investment Prep'],
    ['retirement-planning', 'Investment Prep'],
    ['success-stories', 'Success Stories'],
    ['unknown-value', 'All Posts'],
  ]
  for (const [query, label] of mapping) {
    await gotoHydrated(page, `/blog?category=${query}`)
    await expect(filters.getByRole('link', { name: label }), query).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByTestId('result-count'), query).toContainText(
      label === 'All Posts' ? `${BUNDLED_ARTICLE_COUNT} articles` : `6 articles in ${label}`,
    )
  }
})

test('search finds articles by their text and keeps the chosen category', async ({ page }) => {
  await gotoHydrated(page, '/blog?category=debt-elimination')
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('avalanche')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=avalanche/)
  await expect(page).toHaveURL(/category=debt-elimination/)
  await expect(page.getByTestId('result-count')).toContainText(
    'in Debt Elimination matching “avalanche”',
  )
  // Best match first: the article with the word in its title leads.
  await expect(
    page
      .getByRole('region', { name: 'Debt Elimination' })
      .getByRole('article')
      .first()
      .getByRole('link'),
  ).toHaveAttribute('href', '/blog/debt-snowball-vs-avalanche')

  // A search with no letter or number is not run; the box keeps it and says why.
  const box = page.getByRole('searchbox', { name: 'Search articles' })
  await box.fill('?!')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('result-count')).toHaveText(
    'No search was run: use at least one letter or number.',
  )
  await expect(box).toHaveValue('?!')
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(box).toHaveAccessibleDescription('Use at least one letter or number')
  await expect(page.getByText('Change the search, or browse all articles.')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('qwertyuiop')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('result-count')).toHaveText(
    '0 articles in Debt Elimination matching “qwertyuiop”.',
  )
  await expect(page.getByRole('link', { name: 'browse all articles' })).toBeVisible()
})

test('the blog newsletter box subscribes through the real API', async ({ page }) => {
  await gotoHydrated(page, '/blog')
  const email = uniqueEmail('blog')
  const box = page.getByRole('region', { name: 'Get Weekly Financial Tips' })
  await box.getByLabel('Email address').fill(email)
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(box.getByRole('status')).toContainText(`Thank you! ${email} is signed up.`)
  await expect(box.getByLabel('Email address')).toHaveValue('')
  await expect.poll(() => outboxMessagesTo(email).length).toBeGreaterThan(0)
})

test('an article has its summary, byline, body, FAQ, call to action and related posts', async ({
  page,
  request,
}) => {
  const response = await gotoHydrated(page, '/blog/debt-snowball-vs-avalanche')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
  )
  await expect(page).toHaveTitle(
    'Debt Snowball vs Debt Avalanche: The Same Debts, Side by Side | Wealthward',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/debt-snowball-vs-avalanche$/,
  )
  expect(await jsonLdTypes(page)).toEqual(['BlogPosting', 'BreadcrumbList', 'FAQPage'])
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Blog', 'Debt Elimination'])

  const summary = page.getByTestId('article-summary')
  await expect(summary).toContainText('16 min read')
  await expect(summary.getByRole('definition')).toHaveCount(3)
  await expect(summary.getByRole('listitem').first()).toBeHidden()
  await summary.getByText('Key takeaways (4)').click()
  await expect(summary.getByRole('listitem')).toHaveCount(4)
  await expect(summary.getByRole('listitem').first()).toBeVisible()

  await expect(
    page.getByRole('heading', { name: 'The two methods in plain English' }),
  ).toHaveAttribute('id', 'the-two-methods-in-plain-english')
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  await expect(page.getByTestId('article-cta').getByRole('link')).toHaveAttribute(
    'href',
    '/calculators/debt-freedom',
  )
  await expect(page.getByRole('heading', { name: 'About the author' })).toBeVisible()
  const related = page.getByRole('region', { name: 'Keep Learning' }).getByRole('article')
  await expect(related).toHaveCount(3)
  await expect(
    related.getByText('Debt Elimination', { exact: true }).filter({ visible: true }),
  ).toHaveCount(3)
  await expectNoA11yViolations(page)

  // The page counted a view for this visitor session.
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/blog/slug/debt-snowball-vs-avalanche')).json()).viewCount,
    )
    .toBeGreaterThan(0)
})

test('the glossary’s A-to-Z index scrolls to the letter and moves focus there', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/essential-financial-terms')
  const index = page.getByRole('navigation', { name: 'Glossary letters' })
  await expect(index.getByRole('link')).toHaveCount(25)
  await index.getByRole('link', { name: 'M', exact: true }).click()
  const heading = page.getByRole('heading', { name: 'M', exact: true, level: 2 })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await expect(page).toHaveURL(/#m$/)
  await expectNoA11yViolations(page)
})

test('an unknown article answers 404 with a way back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found')
  await expect(page).toHaveTitle('Post Not Found | Wealthward')
  await page.getByRole('link', { name: 'Browse all articles' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test.describe('broken images', () => {
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] })
  test('a featured image that fails to load is replaced by a placeholder', async ({ page }) => {
    await page.route('**/images/blog/**', (route) => route.abort())
    await gotoHydrated(page, '/blog/sinking-funds')
    await expect(page.getByTestId('image-placeholder').first()).toBeVisible()
    await expect(page.locator('img[src*="/images/blog/sinking-funds"]').first()).toBeHidden()
  })
})

test('list and article fit a 390-pixel screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/blog', '/blog/tax-brackets-explained', '/blog/essential-financial-terms']) {
    await gotoHydrated(page, path)
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0)
  }
  await expectNoA11yViolations(page)
})

test('old glossary address, feed and sitemap', async ({ request, baseURL }) => {
  const old = await request.get('/blog/financial-dictionary', { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers()['location']).toBe('/blog/essential-financial-terms')

  const feed = await request.get('/blog/rss.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  expect((await feed.text()).match(/<item>/g)).toHaveLength(BUNDLED_ARTICLE_COUNT)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/blog</loc>`)
  expect(sitemap).toContain(`<loc>${baseURL}/blog/compound-interest-explained</loc><lastmod>`)
  expect(sitemap).not.toContain('/blog/rss.xml')
  expect(sitemap).not.toContain('/blog/financial-dictionary')
})

/** Counts the notes the page plays through Web Audio. */
async function countNotes(page: Page) {
  await page.addInitScript(() => {
    const notes = { count: 0 }
    Object.assign(window, { __notes: notes })
    class FakeContext {
      currentTime = 0
      destination = {}
      createOscillator() {
        notes.count++
        return { type: 'sine', frequency: {}, connect: (n: unknown) => n, start() {}, stop() {} }
      }
      createGain() {
        const gain = { setValueAtTime() {}, exponentialRampToValueAtTime() {} }
        return { gain, connect: (n: unknown) => n }
      }
      close() {
        return Promise.resolve()
      }
    }
    Object.assign(window, { AudioContext: FakeContext })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __notes: { count: number } }).__notes.count)
}

test('quiz: a wrong answer explains and can be retried; a right one celebrates and locks', async ({
  page,
}) => {
  const notes = await countNotes(page)
  await gotoHydrated(page, '/blog/debt-snowball-vs-avalanche')
  const quiz = page.getByTestId('quiz-midpoint')
  await expect(quiz.getByRole('heading', { name: 'Quick Check' })).toBeVisible()
  const options = quiz.getByRole('listitem').getByRole('button')
  await expect(options).toHaveCount(4)
  await expect(options.first()).toHaveAccessibleName(/^A\. Pay the minimum/)

  await options.nth(1).click()
  const feedback = quiz.getByTestId('quiz-feedback')
  await expect(feedback).toContainText('Try Again!')
  await expect(feedback).toContainText('Learning moment: That is only the avalanche.')
  await expect(options.nth(0)).toHaveAttribute('aria-disabled', 'true')
  const retry = quiz.getByRole('button', { name: 'Try another answer' })
  await expect(retry).toBeFocused()
  await options.nth(0).click({ force: true })
  await expect(feedback).toContainText('Try Again!')

  // Keyboard only from here.
  await retry.focus()
  await page.keyboard.press('Enter')
  await expect(feedback).toBeEmpty()
  await expect(options.nth(1)).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(options.nth(0)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(feedback).toContainText('Correct!')
  await expect(feedback).toContainText('Nice work: you know the engine both methods share.')
  await expect(feedback).toContainText('Tip: the roll-forward only works')
  await expect(page.getByTestId('confetti').locator('span')).toHaveCount(100)
  expect(await notes()).toBe(3)

  await options.nth(3).click({ force: true })
  await expect(feedback).toContainText('Correct!')
  await expect(quiz.getByRole('button', { name: 'Try another answer' })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('quiz: no confetti and no sound for readers who asked for reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const notes = await countNotes(page)
  await gotoHydrated(page, '/blog/essential-financial-terms')
  const quiz = page.getByTestId('quiz-final')
  // Try each option until one is right; every wrong one is retried.
  const options = quiz.getByRole('listitem').getByRole('button')
  for (let i = 0; i < (await options.count()); i++) {
    await options.nth(i).click()
    if (await quiz.getByText('Correct!').isVisible()) break
    await quiz.getByRole('button', { name: 'Try another answer' }).click()
  }
  await expect(quiz.getByText('Correct!')).toBeVisible()
  await expect(page.getByTestId('confetti')).toHaveCount(0)
  expect(await notes()).toBe(0)
})

test('share bar: copy link says so inline, and networks open a 600×400 window', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await context.route(/^https:\/\/(x\.com|www\.facebook\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
  )
  await gotoHydrated(page, '/blog/sinking-funds')
  const bar = page.getByRole('complementary', { name: 'Share this article' })
  await bar.getByRole('button', { name: 'Copy link' }).click()
  await expect(bar.getByRole('status')).toHaveText('Link copied to clipboard!')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/blog/sinking-funds`,
  )

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    bar.getByRole('link', { name: /^LinkedIn/ }).click(),
  ])
  await popup.waitForLoadState()
  expect(popup.url()).toBe(
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${baseURL}/blog/sinking-funds`)}`,
  )
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 400])
  await expect(page).toHaveURL(/\/blog\/sinking-funds$/)
})
