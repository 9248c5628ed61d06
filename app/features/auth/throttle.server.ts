import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

/**
 * Failed sign-ins are counted per account and per address in fixed 15-minute windows (in the
 * rate_limits table, so every server process agrees). Past the limit, sign-in is refused for the
 * rest of the window even with the right password; a success clears the account's count.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60
export const MAX_FAILURES_PER_ACCOUNT = 5
export const MAX_FAILURES_PER_IP = 20

const digest = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 22)

function keysFor(email: string, ip: string) {
  return { account: `login-fail:account:${digest(email)}`, ip: `login-fail:ip:${digest(ip)}` }
}

function windowOf(now: Date) {
  const ms = LOGIN_WINDOW_SECONDS * 1000
  const start = new Date(Math.floor(now.getTime() / ms) * ms)
  return { start, end: new Date(start.getTime() + ms) }
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number }

export async function checkLoginThrottle(
  db: Database,
  attempt: { email: string; ip: string },
  options: { ipMultiplier?: number; now?: Date } = {},
): Promise<ThrottleVerdict> {
  const now = options.now ?? new Date()
  const { start, end } = windowOf(now)
  const keys = keysFor(attempt.email, attempt.ip)
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [keys.account, keys.ip]), eq(rateLimits.windowStart, start)))
  const hits = (key: string) => rows.find((row) => row.key === key)?.hits ?? 0
  const ipLimit = Math.ceil(MAX_FAILURES_PER_IP * (options.ipMultiplier ?? 1))
  if (hits(keys.account) >= MAX_FAILURES_PER_ACCOUNT || hits(keys.ip) >= ipLimit) {
    return { blocked: true, retryAfterSeconds: Math.ceil((end.getTime() - now.getTime()) / 1000) }
  }
  return { blocked: false }
}

export async function recordLoginFailure(
  db: Database,
  attempt: { email: string; ip: string },
  now = new Date(),
) {
  const { start, end } = windowOf(now)
  const keys = keysFor(attempt.email, attempt.ip)
  await db
    .insert(rateLimits)
    .values(
      [keys.account, keys.ip].map((key) => ({ key, windowStart: start, hits: 1, expiresAt: end })),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
}

export async function clearAccountFailures(db: Database, email: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keysFor(email, '').account))
}

export function throttleMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`
}

/** "<what> Please wait N minutes and try again." for any limit on emails sent. */
export function waitMessage(what: string, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}
