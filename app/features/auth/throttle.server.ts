import { createHash } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { signInAttempts } from '~/db/schema'
import { clientNetwork } from './client-address.server'
import { DAY_SECONDS } from '~/lib/time'

/**
 * Password sign-in is slowed, never locked (docs/decisions/022-sign-in-throttling.md). Every
 * attempt is counted before its password is checked, by one statement that also decides whether
 * it may go ahead, for the account and client together and for the client alone. Past a few free
 * attempts each further one waits twice as long as the one before. The rows live in the database,
 * so every copy of the server counts together.
 */
export const FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT = 5
export const FREE_ATTEMPTS_PER_CLIENT = 20
export const FIRST_WAIT_SECONDS = 30
export const LONGEST_WAIT_SECONDS = 60 * 60
/** A count not added to for this long is forgotten. */
export const FORGET_AFTER_SECONDS = DAY_SECONDS

/**
 * Seconds to wait before the next attempt, once `attempts` have been let through: none while they
 * are within the free ones, then 30 s, 1 min, 2 min … up to an hour.
 */
export function waitAfter(attempts: number, freeAttempts: number): number {
  if (attempts < freeAttempts) return 0
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (attempts - freeAttempts))
}

const digest = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 22)

const accountPrefix = (email: string) => `account-client:${digest(email)}:`

function keysOf(attempt: SignInAttempt) {
  const client = digest(clientNetwork(attempt.ip))
  return {
    accountAndClient: `${accountPrefix(attempt.email)}${client}`,
    client: `client:${client}`,
  }
}

export interface SignInAttempt {
  /** The address typed, whether or not it has an account. */
  email: string
  ip: string
}

export type AttemptVerdict = { admitted: true } | { admitted: false; retryAfterSeconds: number }

const seconds = (n: number) => sql.raw(String(n))
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * Counts a sign-in attempt and says whether its password may be checked. One statement adds the
 * attempt to both counts and returns the rows that let it through: concurrent attempts queue on
 * the rows, so no more than the free attempts can pass at once. A refused attempt changes nothing.
 */
export async function countSignInAttempt(
  db: Database,
  attempt: SignInAttempt,
  options: { clientMultiplier?: number; now?: Date } = {},
): Promise<AttemptVerdict> {
  const now = options.now ?? new Date()
  const keys = keysOf(attempt)
  const clientFree = Math.max(
    1,
    Math.ceil(FREE_ATTEMPTS_PER_CLIENT * (options.clientMultiplier ?? 1)),
  )
  const rows = [
    { key: keys.accountAndClient, freeAttempts: FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT },
    { key: keys.client, freeAttempts: clientFree },
  ].map(({ key, freeAttempts }) => ({
    key,
    attempts: 1,
    freeAttempts,
    nextAt: new Date(now.getTime() + waitAfter(1, freeAttempts) * 1000),
    expiresAt: new Date(now.getTime() + FORGET_AFTER_SECONDS * 1000),
  }))

  const t = signInAttempts
  const forgotten = sql`${t.expiresAt} <= ${at(now)}`
  const attempts = sql`(case when ${forgotten} then 1 else ${t.attempts} + 1 end)`
  // waitAfter(attempts, free) in SQL.
  const wait = sql`(case when ${attempts} < excluded.free_attempts then 0 else least(${seconds(LONGEST_WAIT_SECONDS)}, ${seconds(FIRST_WAIT_SECONDS)} * power(2, least(${attempts} - excluded.free_attempts, 30))) end)`
  const admitted = await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts,
        freeAttempts: sql`excluded.free_attempts`,
        nextAt: sql`${at(now)} + make_interval(secs => ${wait})`,
        expiresAt: sql`excluded.expires_at`,
      },
      where: sql`${forgotten} or ${t.attempts} < excluded.free_attempts or ${t.nextAt} <= ${at(now)}`,
    })
    .returning({ key: t.key })

  const refused = rows.map((row) => row.key).filter((key) => !admitted.some((a) => a.key === key))
  if (!refused.length) return { admitted: true }
  const waiting = await db.select({ nextAt: t.nextAt }).from(t).where(inArray(t.key, refused))
  const until = Math.max(now.getTime(), ...waiting.map((row) => row.nextAt.getTime()))
  return {
    admitted: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  }
}

/**
 * After a right password: the account and client start again from nothing, and the attempt is
 * taken back from the client's count, so only failures add up for a client (a shared office
 * address is not slowed by its people signing in).
 */
export async function recordSignInSuccess(db: Database, attempt: SignInAttempt) {
  const keys = keysOf(attempt)
  const t = signInAttempts
  await db.delete(t).where(eq(t.key, keys.accountAndClient))
  await db
    .update(t)
    .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
    .where(eq(t.key, keys.client))
}

/** After a password reset: the account's counts from every client start again. */
export async function clearAccountFailures(db: Database, email: string) {
  const prefix = accountPrefix(email)
  const t = signInAttempts
  await db.delete(t).where(sql`left(${t.key}, ${prefix.length}) = ${prefix}`)
}

function duration(totalSeconds: number) {
  if (totalSeconds < 60) return `${totalSeconds} second${totalSeconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(totalSeconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/**
 * What a throttled attempt is told. On the sign-in pages and APIs it also offers the emailed
 * sign-in link, which the throttle never holds back.
 */
export function throttleMessage(retryAfterSeconds: number, options: { offerLink?: boolean } = {}) {
  const wait = `Please wait ${duration(Math.max(1, retryAfterSeconds))} and try again`
  return options.offerLink === false
    ? `Too many password attempts. ${wait}.`
    : `Too many sign-in attempts. ${wait}, or get a sign-in link by email.`
}

/** "<what> Please wait N minutes and try again." for any limit on emails sent. */
export function waitMessage(what: string, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}
