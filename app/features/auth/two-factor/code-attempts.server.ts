import { createHash } from 'node:crypto'
import { like, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

/**
 * Guesses at an account's second factor (a TOTP code or a recovery code), counted in the
 * rate_limits table so every server process agrees. Every attempt is counted before it is checked,
 * in one atomic statement, so a burst of simultaneous guesses cannot get past the limit; a right
 * code clears the count, so the owner is never held back by their own earlier typos.
 * With three codes valid at a time, 20 guesses a day give an attacker who already has the password
 * about one chance in 17,000 a day.
 */
export const CODE_ATTEMPT_LIMITS = [
  { name: '15m', limit: 5, windowSeconds: 15 * 60 },
  { name: '1d', limit: 20, windowSeconds: 86_400 },
] as const

const prefixOf = (userId: string) =>
  `two-factor:${createHash('sha256').update(userId).digest('base64url').slice(0, 22)}:`

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export async function countCodeAttempt(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<AttemptVerdict> {
  let retryAfterSeconds = 0
  for (const rule of CODE_ATTEMPT_LIMITS) {
    const windowMs = rule.windowSeconds * 1000
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
    const expiresAt = new Date(windowStart.getTime() + windowMs)
    const [row] = await db
      .insert(rateLimits)
      .values({ key: `${prefixOf(userId)}${rule.name}`, windowStart, hits: 1, expiresAt })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits })
    if ((row?.hits ?? 0) > rule.limit)
      retryAfterSeconds = Math.max(
        retryAfterSeconds,
        Math.ceil((expiresAt.getTime() - now.getTime()) / 1000),
      )
  }
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true }
}

/** After a right code, or a password reset by email: the account starts afresh. */
export async function clearCodeAttempts(db: Database, userId: string) {
  await db.delete(rateLimits).where(like(rateLimits.key, `${prefixOf(userId)}%`))
}
