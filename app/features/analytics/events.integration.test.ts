import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { analyticsEvents } from '~/db/schema'
import { RATE_LIMIT_TIERS } from '~/lib/security/rate-limit.server'
import type { EngagementEvent } from './events'

const { db } = await setUpTestDatabase()
const route = await import('~/routes/api.analytics.events')
const { visitorHash } = await import('./events.server')
const doNotSell = await import('~/routes/do-not-sell')

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IP = '198.51.100.23'

let pageCounter = 0
const pageId = () => `page${String(++pageCounter).padStart(6, '0')}`

function event(overrides: Partial<EngagementEvent> = {}): EngagementEvent {
  return {
    name: 'page_view',
    path: '/blog/credit-score-myths',
    title: 'Credit Score Myths | Wealthward',
    pageId: pageId(),
    props: {},
    ...overrides,
  } as EngagementEvent
}

const send = (body: unknown, headers: Record<string, string> = {}, contentType = 'text/plain') =>
  callRoute(
    route.action,
    jsonRequest('/api/analytics/events', body, {
      headers: { 'Content-Type': contentType, 'User-Agent': BROWSER, ...headers },
    }),
    {},
    { clientIp: IP },
  )

const rowsFor = (id: string) =>
  db.select().from(analyticsEvents).where(eq(analyticsEvents.pageId, id))

test('a batch sent as text/plain (a beacon) or JSON is stored with a daily visitor hash, never the IP', async () => {
  const first = event()
  const scroll = event({
    name: 'quality_scroll_depth',
    pageId: first.pageId,
    props: { percent: 100 },
  })
  const answer = await send({ events: [first, scroll] })
  expect(answer.status).toBe(204)
  expect(await answer.text()).toBe('')
  const rows = await rowsFor(first.pageId)
  expect(rows.map((row) => [row.name, row.props]).sort()).toEqual([
    ['page_view', {}],
    ['quality_scroll_depth', { percent: 100 }],
  ])
  const visitor = rows[0]!.visitor
  expect(visitor).toBe(visitorHash(IP, BROWSER))
  expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/)
  const stored = JSON.stringify(rows)
  expect(stored).not.toContain(IP)
  expect(stored).not.toContain('198.51')

  const json = event()
  expect((await send({ events: [json] }, {}, 'application/json')).status).toBe(204)
  expect(await rowsFor(json.pageId)).toHaveLength(1)
})

test('the visitor hash changes with the UTC day, the address and the browser', () => {
  const day = new Date('2026-03-01T23:59:59Z')
  const next = new Date('2026-03-02T00:00:00Z')
  expect(visitorHash(IP, BROWSER, day)).toBe(
    visitorHash(IP, BROWSER, new Date('2026-03-01T00:00:00Z')),
  )
  expect(visitorHash(IP, BROWSER, day)).not.toBe(visitorHash(IP, BROWSER, next))
  expect(visitorHash(IP, BROWSER, day)).not.toBe(visitorHash('198.51.100.24', BROWSER, day))
  expect(visitorHash(IP, BROWSER, day)).not.toBe(visitorHash(IP, `${BROWSER} Edg/131`, day))
})

test('an unknown event name, an oversized batch or a bad field is refused with 400 naming it', async () => {
  const unknown = await send({ events: [event(), { ...event(), name: 'mouse_move' }] })
  expect(unknown.status).toBe(400)
  expect(await unknown.json()).toEqual({ error: 'Unknown event name "mouse_move" at events[1].' })

  const big = await send({ events: Array.from({ length: 51 }, () => event()) })
  expect(big.status).toBe(400)
  expect(await big.json()).toEqual({ error: 'A batch holds at most 50 events; this one has 51.' })

  const wrongDepth = await send({
    events: [event({ name: 'quality_scroll_depth', props: { percent: 33 } })],
  })
  expect(wrongDepth.status).toBe(400)
  expect(await wrongDepth.json()).toEqual({
    error: 'Event events[0] (quality_scroll_depth) is not valid.',
    fieldErrors: { 'events.0.props.percent': 'one of 10, 25, 50, 75, 90, 100' },
  })

  const withQuery = await send({ events: [event({ path: '/calculators/dividend?price=12' })] })
  expect(withQuery.status).toBe(400)
  expect((await withQuery.json()).fieldErrors).toEqual({
    'events.0.path': 'a path on this site, without a query',
  })

  const extraField = await send({ events: [{ ...event(), email: 'a@example.com' }] })
  expect(extraField.status).toBe(400)

  const nul = await send({ events: [event({ title: 'Hi\u0000there' })] })
  expect(nul.status).toBe(400)

  for (const body of ['not json', '[]', '{"events":[]}', '{"events":"x"}']) {
    const answer = await send(body)
    expect(answer.status, body).toBe(400)
    expect((await answer.json()).error, body).toEqual(expect.any(String))
  }
  expect((await send({ events: [event()] }, {}, 'application/x-www-form-urlencoded')).status).toBe(
    415,
  )
  expect(
    (await db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'mouse_move'))).length,
  ).toBe(0)
})

test('a body over 64 KB is refused with 413 before it is read', async () => {
  const answer = await send('x'.repeat(65 * 1024))
  expect(answer.status).toBe(413)
  expect((await answer.json()).error).toBe('Request body is too large (limit 64 KB).')
})

test('Global Privacy Control, Do Not Track, the opt-out cookie and bots: 204 and nothing stored', async () => {
  const signals: Record<string, string>[] = [
    { 'Sec-GPC': '1' },
    { DNT: '1' },
    { Cookie: 'ww_no_analytics=1' },
    { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    { 'User-Agent': '' },
  ]
  for (const headers of signals) {
    const sent = event()
    const answer = await send({ events: [sent] }, headers)
    expect(answer.status, JSON.stringify(headers)).toBe(204)
    expect(await rowsFor(sent.pageId), JSON.stringify(headers)).toEqual([])
  }
})

test('GET is answered 405, and the endpoint has its own rate limit', async () => {
  const answer = await callRoute(
    route.loader,
    new Request('http://localhost:3000/api/analytics/events'),
  )
  expect(answer.status).toBe(405)
  const tier = RATE_LIMIT_TIERS.find((t) =>
    t.matches({ method: 'POST', route: '/api/analytics/events' }),
  )
  expect(tier).toMatchObject({ name: 'analytics', limit: 300, windowSeconds: 600 })
})

test('/do-not-sell turns analytics off in this browser with a cookie the tracker can read, and back on', async () => {
  const page = (cookie?: string) =>
    callPage<{ analytics: string }>(
      doNotSell.loader,
      new Request('http://localhost:3000/do-not-sell', {
        headers: cookie ? { Cookie: cookie } : {},
      }),
    )
  expect((await page()).data?.analytics).toBe('on')

  const off = await callPage(
    doNotSell.action,
    formRequest('/do-not-sell', [['intent', 'analytics-off']]),
  )
  expect(off.status).toBe(200)
  const cookie = off.headers.get('set-cookie')!
  // Not HttpOnly: the tracker reads it to send nothing at all.
  expect(cookie).toBe('ww_no_analytics=1; Path=/; SameSite=Lax; Max-Age=31536000')
  expect((await page('ww_no_analytics=1')).data?.analytics).toBe('opt-out')

  // The endpoint stores nothing from that browser.
  const sent = event()
  expect((await send({ events: [sent] }, { Cookie: 'ww_no_analytics=1' })).status).toBe(204)
  expect(await rowsFor(sent.pageId)).toEqual([])

  const on = await callPage(
    doNotSell.action,
    formRequest('/do-not-sell', [['intent', 'analytics-on']], { Cookie: 'ww_no_analytics=1' }),
  )
  expect(on.headers.get('set-cookie')).toBe('ww_no_analytics=; Path=/; SameSite=Lax; Max-Age=0')

  // A signal in the request shows as such.
  const gpc = await callPage<{ analytics: string }>(
    doNotSell.loader,
    new Request('http://localhost:3000/do-not-sell', { headers: { 'Sec-GPC': '1' } }),
  )
  expect(gpc.data?.analytics).toBe('global-privacy-control')
})
