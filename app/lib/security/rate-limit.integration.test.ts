import { expect, test } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { rateLimits } from '~/db/schema'
import { setUpTestDatabase } from '../../../tests/test-database'
import { checkRateLimit, RATE_LIMIT_TIERS, type RateLimitTier } from './rate-limit.server'

const { db } = await setUpTestDatabase()

const twoPerMinute: RateLimitTier[] = [
  { name: 'test', limit: 2, windowSeconds: 60, matches: ({ method }) => method === 'POST' },
]
const at = (iso: string) => new Date(iso)

test('requests over the limit in one window are refused with the seconds left in the window', async () => {
  const request = { method: 'POST', route: '/x', ip: '203.0.113.1' }
  const options = { multiplier: 1, tiers: twoPerMinute, now: at('2026-05-01T10:00:15Z') }
  expect(await checkRateLimit(db, request, options)).toEqual({ limited: false })
  expect(await checkRateLimit(db, request, options)).toEqual({ limited: false })
  expect(await checkRateLimit(db, request, options)).toEqual({
    limited: true,
    retryAfterSeconds: 45,
  })
})

test('a new window starts a fresh count', async () => {
  const request = { method: 'POST', route: '/x', ip: '203.0.113.2' }
  for (let i = 0; i < 3; i++)
    await checkRateLimit(db, request, {
      multiplier: 1,
      tiers: twoPerMinute,
      now: at('2026-05-01T10:00:30Z'),
    })
  expect(
    await checkRateLimit(db, request, {
      multiplier: 1,
      tiers: twoPerMinute,
      now: at('2026-05-01T10:01:01Z'),
    }),
  ).toEqual({ limited: false })
})

test('each address has its own count', async () => {
  const options = { multiplier: 1, tiers: twoPerMinute, now: at('2026-05-01T11:00:00Z') }
  for (let i = 0; i < 3; i++)
    await checkRateLimit(db, { method: 'POST', route: '/x', ip: '203.0.113.3' }, options)
  expect(
    await checkRateLimit(db, { method: 'POST', route: '/x', ip: '203.0.113.4' }, options),
  ).toEqual({ limited: false })
})

test('RATE_LIMIT_MULTIPLIER scales every limit', async () => {
  const request = { method: 'POST', route: '/x', ip: '203.0.113.5' }
  const options = { multiplier: 3, tiers: twoPerMinute, now: at('2026-05-01T12:00:00Z') }
  const verdicts = []
  for (let i = 0; i < 7; i++) verdicts.push((await checkRateLimit(db, request, options)).limited)
  expect(verdicts).toEqual([false, false, false, false, false, false, true])
})

test('safe methods are never counted, and the narrow tiers count every method that runs an action', async () => {
  const tierOf = (method: string, route: string) =>
    RATE_LIMIT_TIERS.find((t) => t.matches({ method, route }))?.name
  expect(tierOf('GET', '/api/newsletter/subscribe')).toBeUndefined()
  for (const route of ['/api/newsletter/subscribe', '/newsletter'])
    expect(tierOf('POST', route)).toBe('newsletter')
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
    expect(tierOf(method, '/do-not-sell'), method).toBe('privacy-request')
  for (const route of ['/ria', '/api/ria/applications'])
    expect(tierOf('POST', route)).toBe('partner-application')
  expect(tierOf('DELETE', '/anything')).toBe('write')
})

test('concurrent requests are all counted (the counter is atomic in the database)', async () => {
  const request = { method: 'POST', route: '/x', ip: '203.0.113.6' }
  const tiers: RateLimitTier[] = [{ ...twoPerMinute[0]!, limit: 10 }]
  const options = { multiplier: 1, tiers, now: at('2026-05-01T13:00:00Z') }
  const verdicts = await Promise.all(
    Array.from({ length: 15 }, () => checkRateLimit(db, request, options)),
  )
  expect(verdicts.filter((v) => v.limited)).toHaveLength(5)
})

test('requests that send account emails share one tier per address, JSON and form posts alike', async () => {
  const tierOf = (method: string, route: string) =>
    RATE_LIMIT_TIERS.find((t) => t.matches({ method, route }))?.name
  for (const route of [
    '/api/auth/forgot-password',
    '/api/auth/resend-verification',
    '/forgot-password',
    '/verify-email/resend',
  ])
    expect(tierOf('POST', route), route).toBe('account-email')
  expect(tierOf('GET', '/forgot-password')).toBeUndefined()
  expect(tierOf('POST', '/reset-password')).toBe('write')

  // Ten asks in ten minutes from one address, then 429 whichever of the routes it uses.
  const now = at('2026-05-01T14:00:00Z')
  const ask = (route: string) =>
    checkRateLimit(db, { method: 'POST', route, ip: '203.0.113.7' }, { multiplier: 1, now })
  for (let i = 0; i < 5; i++)
    expect(await ask('/api/auth/forgot-password')).toEqual({ limited: false })
  for (let i = 0; i < 5; i++) expect(await ask('/forgot-password')).toEqual({ limited: false })
  expect(await ask('/verify-email/resend')).toEqual({ limited: true, retryAfterSeconds: 600 })
})

test('hits that arrive together are counted in one statement, each as if it had come alone', async () => {
  const options = { multiplier: 1, tiers: twoPerMinute, now: at('2026-05-09T14:00:10Z') }
  const hit = (ip: string) => checkRateLimit(db, { method: 'POST', route: '/x', ip }, options)
  // The first starts alone; the rest arrive while it is counted and go together in the next.
  const verdicts = await Promise.all([
    hit('203.0.113.20'),
    hit('203.0.113.21'),
    hit('203.0.113.21'),
    hit('203.0.113.22'),
    hit('203.0.113.21'),
    hit('203.0.113.22'),
  ])
  expect(verdicts.map((v) => v.limited)).toEqual([false, false, false, false, true, false])
  // One statement is one transaction: the rows it wrote carry its transaction id.
  const rows = await db
    .select({ writer: sql<string>`xmin::text`, hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.windowStart, at('2026-05-09T14:00:00Z')))
    .orderBy(rateLimits.hits)
  expect(rows.map((row) => row.hits)).toEqual([1, 2, 3])
  expect(new Set(rows.slice(1).map((row) => row.writer)).size).toBe(1)
  expect(rows[0]!.writer).not.toBe(rows[1]!.writer)
})
