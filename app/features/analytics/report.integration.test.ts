import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { createAdvisor, createUserWithSession } from '../../../tests/factories'
import { callPage, callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { analyticsEvents, leadMatches, leads, scoreOnlySubmissions } from '~/db/schema'
import type { EngagementEvent } from './events'
import type { AnalyticsReport } from './report'

const { db } = await setUpTestDatabase()
const eventsRoute = await import('~/routes/api.analytics.events')
const page = await import('~/routes/admin.analytics')
const exportRoute = await import('~/routes/admin.analytics.export')
const { loadAnalyticsReport } = await import('./report.server')

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const ARTICLE = '/blog/credit-score-myths'
const DAY = 86_400_000

type Draft = { name: EngagementEvent['name']; props: object }
const pageView = (path: string, title: string, ...events: Draft[]) => {
  const pageId = `pv${randomBytes(6).toString('hex')}`
  return [{ name: 'page_view', props: {} } as Draft, ...events].map((event) => ({
    ...event,
    path,
    title,
    pageId,
  }))
}
const scroll = (...percents: number[]) =>
  percents.map((percent): Draft => ({ name: 'quality_scroll_depth', props: { percent } }))
const score = (value: number): Draft => ({
  name: 'content_quality_metrics',
  props: { seconds: 100, percent: 50, interactions: 1, score: value },
})

/** Sends a batch the way the tracker does, from one client address. */
async function send(ip: string, events: object[]) {
  const answer = await callRoute(
    eventsRoute.action,
    jsonRequest(
      '/api/analytics/events',
      { events },
      { headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': CHROME } },
    ),
    {},
    { clientIp: ip },
  )
  expect(answer.status).toBe(204)
}

async function insertLead(createdAt: Date) {
  const id = randomBytes(4).toString('hex')
  const [lead] = await db
    .insert(leads)
    .values({
      firstName: `Rowan${id}`,
      lastName: 'Lee',
      email: `rowan.${id}@example.com`,
      phone: '(614) 555-0123',
      age: 40,
      city: 'Columbus',
      state: 'OH',
      annualIncome: 120_000,
      totalDebt: 0,
      emergencyFund: 30_000,
      monthlyExpenses: 4_000,
      investableAssets: 150_000,
      creditScore: 760,
      score: 88,
      breakdown: { emergencyFund: 25, debtManagement: 25, cashFlow: 18, creditHealth: 20 },
      readinessLevel: 'Investment Ready',
      category: 'HOT',
      step: 5,
      source: 'investment-readiness-calculator',
      medium: 'organic',
      campaign: 'website',
      phoneConsent: false,
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
  return lead!
}

// Two visitors today, one event and one lead long ago; a visitor under GPC whose events never count.
await send('198.51.100.1', [
  ...pageView(
    ARTICLE,
    'Credit Score Myths | Wealthward',
    ...scroll(10, 25, 50, 75, 90, 100),
    { name: 'reading_milestone', props: { seconds: 15 } },
    { name: 'reading_milestone', props: { seconds: 30 } },
    {
      name: 'external_link_click',
      props: { href: 'https://www.consumerfinance.gov/credit-reports', text: 'CFPB guide' },
    },
    score(80),
  ),
])
await send('198.51.100.2', [
  ...pageView(ARTICLE, 'Credit Score Myths | Wealthward', ...scroll(10, 25), score(40)),
  ...pageView('/investment-readiness', 'Investment Readiness | Wealthward', {
    name: 'form_engagement',
    props: { form: 'assessment', action: 'start' },
  }),
  ...pageView(
    '/calculators/dividend',
    'Dividend Calculator | Wealthward',
    { name: 'calculator_used', props: { calculator: 'dividend', inputs: 5, success: true } },
    { name: 'calculator_used', props: { calculator: 'dividend', inputs: 0, success: false } },
  ),
])
{
  const answer = await callRoute(
    eventsRoute.action,
    jsonRequest(
      '/api/analytics/events',
      { events: pageView(ARTICLE, 'Credit Score Myths', ...scroll(10)) },
      { headers: { 'User-Agent': CHROME, 'Sec-GPC': '1' } },
    ),
  )
  expect(answer.status).toBe(204)
}
const longAgo = new Date(Date.now() - 40 * DAY)
await db.insert(analyticsEvents).values({
  name: 'page_view',
  path: '/calculators',
  title: 'Calculators',
  pageId: 'old-page-view',
  visitor: 'old-visitor',
  userAgent: CHROME,
  props: {},
  createdAt: longAgo,
})
const advisor = await createAdvisor(db)
const matched = await insertLead(new Date())
await insertLead(new Date())
await insertLead(longAgo)
// A "Just show my score" submission is submitted but never matched.
await db.insert(scoreOnlySubmissions).values({
  score: 41,
  readinessLevel: 'Building Foundations',
  step: 2,
  source: 'direct',
  medium: 'none',
  campaign: 'none',
})
await db.insert(leadMatches).values({ leadId: matched.id, advisorId: advisor.id })

test('the report counts what the stored events and leads say, for the period asked', async () => {
  const report = await loadAnalyticsReport(db, 30)
  const today = new Date().toISOString().slice(0, 10)
  expect(report.daily).toHaveLength(30)
  expect(report.to).toBe(today)
  expect(report.daily.at(-1)).toEqual({ day: today, pageViews: 4, visitors: 2 })
  expect(report.daily.slice(0, -1).every((d) => d.pageViews === 0)).toBe(true)

  expect(report.topByViews.map((p) => [p.path, p.views, p.avgScore])).toEqual([
    [ARTICLE, 2, 60],
    ['/calculators/dividend', 1, null],
    ['/investment-readiness', 1, null],
  ])
  expect(report.topByScore.map((p) => [p.path, p.avgScore])).toEqual([[ARTICLE, 60]])
  expect(report.scrollDepth).toEqual([
    {
      path: ARTICLE,
      title: 'Credit Score Myths | Wealthward',
      views: 2,
      reached: [2, 2, 1, 1, 1, 1],
    },
  ])
  expect(report.milestones).toEqual([
    { seconds: 15, pageViews: 1 },
    { seconds: 30, pageViews: 1 },
    { seconds: 60, pageViews: 0 },
    { seconds: 120, pageViews: 0 },
    { seconds: 300, pageViews: 0 },
    { seconds: 600, pageViews: 0 },
  ])
  expect(report.calculators).toEqual([{ calculator: 'dividend', uses: 2, successes: 1 }])
  expect(report.funnel.map((step) => [step.step, step.count])).toEqual([
    ['Assessment page views', 1],
    ['Started the form', 1],
    ['Submitted', 3],
    ['Matched with an advisor', 1],
  ])
  expect(report.externalLinks).toEqual([
    { href: 'https://www.consumerfinance.gov/credit-reports', text: 'CFPB guide', clicks: 1 },
  ])

  // 90 days reach the old page view and the old lead.
  const quarter = await loadAnalyticsReport(db, 90)
  expect(quarter.daily).toHaveLength(90)
  expect(quarter.daily.reduce((sum, d) => sum + d.pageViews, 0)).toBe(5)
  expect(quarter.funnel[2]?.count).toBe(4)
  const week = await loadAnalyticsReport(db, 7)
  expect(week.daily).toHaveLength(7)
  expect(week.daily.reduce((sum, d) => sum + d.pageViews, 0)).toBe(4)
})

test('the page is for administrators, shows the period asked and says when a period is not one of them', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const visitor = await createUserWithSession(db)
  const get = (url: string, cookie: string) =>
    new Request(`http://localhost:3000${url}`, { headers: { Cookie: cookie } })

  const shown = await callPage<{ report: AnalyticsReport; notice: string | null }>(
    page.loader,
    get('/admin/analytics?days=7', admin.cookie),
  )
  expect(shown.status).toBe(200)
  expect(shown.data?.report.days).toBe(7)
  expect(shown.data?.notice).toBeNull()

  const odd = await callPage<{ report: AnalyticsReport; notice: string | null }>(
    page.loader,
    get('/admin/analytics?days=13', admin.cookie),
  )
  expect(odd.data?.report.days).toBe(30)
  expect(odd.data?.notice).toBe('The period must be 7, 30 or 90 days; showing 30 days.')

  expect((await callPage(page.loader, get('/admin/analytics', visitor.cookie))).status).toBe(403)
  const signedOut = await callPage(page.loader, get('/admin/analytics', ''))
  expect(signedOut.status).toBe(302)
})

test('each table downloads as CSV for administrators only', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const visitor = await createUserWithSession(db)
  const download = (query: string, cookie: string) =>
    callRoute(
      exportRoute.loader,
      new Request(`http://localhost:3000/admin/analytics/export?${query}`, {
        headers: { Cookie: cookie },
      }),
    )

  const csv = await download('table=scroll-depth&days=30', admin.cookie)
  expect(csv.status).toBe(200)
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(csv.headers.get('content-disposition')).toMatch(
    /^attachment; filename="analytics-scroll-depth-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
  )
  expect((await csv.text()).split('\r\n')).toEqual([
    'Article,Page views,10% (share of views),25% (share of views),50% (share of views),75% (share of views),90% (share of views),100% (share of views)',
    `${ARTICLE},2,100,100,50,50,50,50`,
    '',
  ])

  const calculators = await download('table=calculators&days=7', admin.cookie)
  expect(await calculators.text()).toBe(
    'Calculator,Uses,With a result,Success rate (%)\r\ndividend,2,1,50\r\n',
  )
  for (const table of [
    'daily',
    'top-pages',
    'top-engagement',
    'milestones',
    'funnel',
    'external-links',
  ])
    expect((await download(`table=${table}&days=90`, admin.cookie)).status, table).toBe(200)

  const unknown = await download('table=visitors&days=30', admin.cookie)
  expect(unknown.status).toBe(400)
  expect(await unknown.text()).toMatch(/^Choose a table: daily, top-pages/)
  expect((await download('table=daily&days=365', admin.cookie)).status).toBe(400)
  const refused = await callPage(
    exportRoute.loader,
    new Request('http://localhost:3000/admin/analytics/export?table=daily&days=30', {
      headers: { Cookie: visitor.cookie },
    }),
  )
  expect(refused.status).toBe(403)
})
