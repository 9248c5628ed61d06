import type { Page, Request } from '@playwright/test'
import {
  DEMO_ADMIN,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  joinStaffSession,
  test,
} from './fixtures'

/** An article other browser tests only open, never read for ten minutes. */
const ARTICLE = '/blog/break-paycheck-cycle'

type SentEvent = { name: string; path: string; title: string; props: Record<string, unknown> }

/** Every event the page sends to the analytics endpoint, as the server receives it. */
function recordBeacons(page: Page) {
  const sent: SentEvent[] = []
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== '/api/analytics/events') return
    sent.push(...(JSON.parse(request.postData() ?? '{}') as { events: SentEvent[] }).events)
  })
  return sent
}

test('a route change in a page React runs starts a page view with its own path and title', async ({
  page,
}) => {
  const sent = recordBeacons(page)
  const trackerLoaded = page.waitForResponse((r) => /\/assets\/tracker-[\w-]+\.js$/.test(r.url()))
  await page.clock.install()
  await gotoHydrated(page, '/blog')
  await trackerLoaded
  await page.getByRole('contentinfo').getByRole('link', { name: 'Debt Freedom Calculator' }).click()
  await expect(page).toHaveURL(/\/calculators\/debt-freedom$/)
  // The next send is within 10 seconds.
  await page.clock.runFor('00:11')
  await expect
    .poll(() => sent.find((e) => e.path === '/calculators/debt-freedom' && e.name === 'page_view'))
    .toMatchObject({ title: expect.stringMatching(/Debt/) })
  expect(sent.find((e) => e.path === '/blog' && e.name === 'page_view')).toBeDefined()
})

test('reading an article to the end shows in /admin/analytics: the view, 100 % scroll, milestones', async ({
  page,
}) => {
  // Signing in as staff may wait for the next 30-second authenticator step.
  test.setTimeout(90_000)
  const sent = recordBeacons(page)
  const trackerLoaded = page.waitForResponse((r) =>
    /\/assets\/(?:page-script-)?tracker-[\w-]+\.js$/.test(r.url()),
  )
  // A fake clock that runs in real time until the test moves it on.
  await page.clock.install()
  await gotoHydrated(page, ARTICLE)
  await trackerLoaded

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  // Ten minutes and a bit of reading, without waiting them: every timer on the way fires.
  await page.clock.runFor('10:05')
  await expect
    .poll(() => sent.filter((e) => e.path === ARTICLE).map((e) => e.name))
    .toEqual(expect.arrayContaining(['page_view', 'quality_content_read', 'engaged_reader']))
  const mine = sent.filter((e) => e.path === ARTICLE)
  expect(mine.filter((e) => e.name === 'quality_scroll_depth').map((e) => e.props.percent)).toEqual(
    [10, 25, 50, 75, 90, 100],
  )
  expect(mine.filter((e) => e.name === 'reading_milestone').map((e) => e.props.seconds)).toEqual([
    15, 30, 60, 120, 300, 600,
  ])

  // Leaving the page ends its page view: its last event carries the engagement score. (An article
  // is a document of its own, decision 060; headless Chromium sends a beacon made while a page
  // unloads with its own HeadlessChrome user agent, which the server rightly takes for a bot, so
  // the test sends the page's pagehide itself.)
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
  await expect
    .poll(() => sent.find((e) => e.path === ARTICLE && e.name === 'content_quality_metrics'))
    .toMatchObject({ props: { percent: 100, score: expect.any(Number) } })
  // 10 minutes 5 seconds of fake time, plus the real seconds the page spent loading.
  const { seconds } = sent.find((e) => e.path === ARTICLE && e.name === 'content_quality_metrics')!
    .props as {
    seconds: number
  }
  expect(seconds).toBeGreaterThanOrEqual(605)
  expect(seconds).toBeLessThan(625)

  await joinStaffSession(page, DEMO_ADMIN)
  await gotoHydrated(page, '/admin/analytics?days=7')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }),
  ).toHaveAttribute('aria-current', 'page')

  const topPages = page.getByRole('region', { name: 'Top pages by views' })
  await expect(topPages.getByRole('row', { name: new RegExp(ARTICLE) })).toBeVisible()
  const scroll = page.getByRole('region', { name: 'Scroll depth per article' })
  const articleRow = scroll.getByRole('row', { name: new RegExp(ARTICLE) })
  // The 100 % column (the last) is more than nothing.
  await expect(articleRow.getByRole('cell').last()).not.toHaveText(/^(0|–)$/)
  const milestones = page.getByRole('region', { name: 'Reading milestones' })
  await expect(milestones.getByRole('row', { name: /^10 minutes [1-9]/ })).toBeVisible()
  await expectNoA11yViolations(page)
  // On a phone the tables scroll inside their panels; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await horizontalOverflow(page)).toBe(0)
})

test('under Global Privacy Control the browser sends nothing and the server stores nothing', async ({
  page,
}) => {
  // Signing in as staff may wait for the next 30-second authenticator step.
  test.setTimeout(90_000)
  await page.context().setExtraHTTPHeaders({ 'Sec-GPC': '1' })
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const measured: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/^\/api\/analytics\/events$|\/view$|\/assets\/(?:page-script-)?tracker-/.test(path))
      measured.push(path)
  })
  await page.clock.install()
  await gotoHydrated(page, '/blog/sinking-funds')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.clock.runFor('01:05')
  // No tracker, no events, no view counted.
  expect(measured).toEqual([])

  // A batch sent anyway with the header is answered 204 and not stored.
  const probe = `/blog/gpc-probe-${Date.now()}`
  const answer = await page.request.post('/api/analytics/events', {
    headers: {
      'Content-Type': 'text/plain',
      'Sec-GPC': '1',
      'User-Agent': await page.evaluate(() => navigator.userAgent),
    },
    data: JSON.stringify({
      events: [{ name: 'page_view', path: probe, title: 'Probe', pageId: 'gpcprobe01', props: {} }],
    }),
  })
  expect(answer.status()).toBe(204)

  await joinStaffSession(page, DEMO_ADMIN)
  await gotoHydrated(page, '/admin/analytics?days=7')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByText(probe)).toHaveCount(0)
})
