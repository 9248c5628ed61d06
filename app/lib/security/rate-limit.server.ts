import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { batchedPerDatabase, countsInOrder, tally } from '~/db/batched'
import { rateLimits } from '~/db/schema'

/**
 * Rate limits by route tier, counted in the database so every copy of the server shares them.
 * A fixed window per tier; limits are multiplied by RATE_LIMIT_MULTIPLIER (benchmarks raise it).
 * Tiers name routes as app/routes.ts writes them (`/do-not-sell`, `/api/ria/leads/:id`): the server
 * hands over the route the router will match, so a trailing slash, capitals, percent-encoding or a
 * `.data` request reach the same tier as the plain spelling.
 */
export interface RateLimit {
  name: string
  limit: number
  windowSeconds: number
}

export interface RateLimitedRequest {
  method: string
  /** The pattern of the route the request matches, such as `/api/leads/capture`. */
  route: string
}

export interface RateLimitTier extends RateLimit {
  matches(request: RateLimitedRequest): boolean
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
// Any other method runs a route's action, so each tier counts them all, not only POST.
const writes = (method: string) => !SAFE_METHODS.has(method.toUpperCase())
const writeTo =
  (...routes: string[]) =>
  ({ method, route }: RateLimitedRequest) =>
    writes(method) && routes.includes(route)

// First matching tier wins, so the narrow ones come first.
export const RATE_LIMIT_TIERS: readonly RateLimitTier[] = [
  {
    name: 'newsletter',
    limit: 10,
    windowSeconds: 600,
    matches: writeTo('/api/newsletter/subscribe', '/newsletter'),
  },
  {
    name: 'lead-capture',
    limit: 10,
    windowSeconds: 600,
    matches: writeTo('/api/leads/capture', '/investment-readiness'),
  },
  {
    name: 'privacy-request',
    limit: 10,
    windowSeconds: 600,
    matches: writeTo('/do-not-sell'),
  },
  {
    name: 'partner-application',
    limit: 10,
    windowSeconds: 600,
    matches: writeTo('/api/ria/applications', '/ria'),
  },
  {
    // Each of these sends an email: one address cannot use the site to flood inboxes.
    name: 'account-email',
    limit: 10,
    windowSeconds: 600,
    matches: writeTo(
      '/api/auth/forgot-password',
      '/api/auth/resend-verification',
      '/forgot-password',
      '/verify-email/resend',
    ),
  },
  {
    // A browser sends a batch when a page is left or hidden, and every 10 seconds while it has
    // events to send: a long reading session stays far below this.
    name: 'analytics',
    limit: 300,
    windowSeconds: 600,
    matches: writeTo('/api/analytics/events'),
  },
  {
    name: 'write',
    limit: 60,
    windowSeconds: 60,
    matches: ({ method }) => writes(method),
  },
]

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number }

export async function checkRateLimit(
  db: Database,
  request: RateLimitedRequest & { ip: string },
  options: { multiplier: number; now?: Date; tiers?: readonly RateLimitTier[] },
): Promise<RateLimitVerdict> {
  const tier = (options.tiers ?? RATE_LIMIT_TIERS).find((t) => t.matches(request))
  if (!tier) return { limited: false }
  return countHit(db, tier, request.ip, options)
}

/**
 * Counts one hit of `subject` (a client address, an email address, an account id) against a limit
 * and says whether it went over. Any other limit on how often something may happen uses this too.
 */
export async function countHit(
  db: Database,
  rule: RateLimit,
  subject: string,
  options: { multiplier?: number; now?: Date } = {},
): Promise<RateLimitVerdict> {
  const now = options.now ?? new Date()
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const expiresAt = new Date(windowStart.getTime() + windowMs)
  // The subject is hashed: the table needs a stable key, not the address itself.
  const key = `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`

  const hits = await countHits(db, { key, windowStart, expiresAt })
  const limit = Math.max(1, Math.ceil(rule.limit * (options.multiplier ?? 1)))
  if (hits <= limit) return { limited: false }
  return {
    limited: true,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  }
}

interface Hit {
  key: string
  windowStart: Date
  expiresAt: Date
}

/**
 * Counts the hits that arrive together (batchedPerDatabase) in one statement, each window's row
 * once: a row may not be changed twice by one `insert … on conflict`. Every hit gets the count it
 * would have got alone, in the order given.
 */
const countHits = batchedPerDatabase(async (db, hits: readonly Hit[]): Promise<number[]> => {
  const rowOf = (hit: { key: string; windowStart: Date }) =>
    `${hit.key} ${hit.windowStart.getTime()}`
  const rows = tally(hits, rowOf).map(({ hit, count }) => ({ ...hit, hits: count }))
  const counted = await db
    .insert(rateLimits)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + excluded.hits` },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, hits: rateLimits.hits })
  return countsInOrder(hits, rowOf, new Map(counted.map((row) => [rowOf(row), row.hits])))
})
