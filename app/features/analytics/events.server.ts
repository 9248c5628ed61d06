import { createHmac } from 'node:crypto'
import { isbot } from 'isbot'
import type { Database } from '~/db/client.server'
import { analyticsEvents } from '~/db/schema'
import { twoFactorKey } from '~/features/auth/index.server'
import { SITE_COOKIES } from '~/lib/security/site-cookies'
import { readSiteCookie, siteCookie } from '~/lib/security/cookies.server'
import { ANALYTICS_OPT_OUT_SECONDS } from '~/lib/security/site-cookies'
import type { StoredEvent } from './schema'

/**
 * Why engagement is not measured for a request, if it is not: Global Privacy Control, Do Not Track,
 * or the opt-out cookie set on /do-not-sell. The events endpoint stores nothing then, and the
 * article view counter does not count.
 */
export type AnalyticsRefusal = 'global-privacy-control' | 'do-not-track' | 'opt-out'

export function analyticsRefusal(request: Request): AnalyticsRefusal | null {
  if (request.headers.get('sec-gpc')?.trim() === '1') return 'global-privacy-control'
  if (request.headers.get('dnt')?.trim() === '1') return 'do-not-track'
  if (readSiteCookie(request, SITE_COOKIES.analyticsOptOut) === '1') return 'opt-out'
  return null
}

/** The opt-out cookie (`on`: analytics stays off in this browser), or its removal. */
export function analyticsOptOutCookie(on: boolean, secure: boolean): string {
  return siteCookie(SITE_COOKIES.analyticsOptOut, on ? '1' : '', {
    secure,
    maxAgeSeconds: on ? ANALYTICS_OPT_OUT_SECONDS : 0,
  })
}

/** The UTC day of `now`, `2026-11-26`. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/**
 * A visitor's key for one UTC day: HMAC-SHA256 of the client address and user agent, under a key
 * derived from the server's secret and the day. The day's key is never stored, and the address is
 * not kept anywhere, so the value counts unique visitors within a day and cannot be traced back or
 * linked to the next day.
 */
export function visitorHash(ip: string, userAgent: string, now: Date = new Date()): string {
  const dayKey = createHmac('sha256', twoFactorKey().key)
    .update(`analytics-visitor:${utcDay(now)}`)
    .digest()
  return createHmac('sha256', dayKey).update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 22)
}

export type StoreOutcome =
  { stored: number } | { stored: 0; skipped: AnalyticsRefusal | 'bot' | 'no-user-agent' }

/** Stores a checked batch, unless a privacy signal or opt-out forbids it or the client is a bot. */
export async function storeEvents(
  db: Database,
  request: Request,
  clientIp: string,
  events: readonly StoredEvent[],
  now: Date = new Date(),
): Promise<StoreOutcome> {
  const refusal = analyticsRefusal(request)
  if (refusal) return { stored: 0, skipped: refusal }
  const userAgent = (request.headers.get('user-agent') ?? '').slice(0, 300)
  if (!userAgent) return { stored: 0, skipped: 'no-user-agent' }
  if (isbot(userAgent)) return { stored: 0, skipped: 'bot' }
  const visitor = visitorHash(clientIp, userAgent, now)
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      name: event.name,
      path: event.path,
      title: event.title,
      pageId: event.pageId,
      visitor,
      userAgent,
      props: event.props,
      createdAt: now,
    })),
  )
  return { stored: events.length }
}
