import { randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { authTokens, users } from '~/db/schema'
import { hashToken } from './session.server'
import { DAY_SECONDS } from '~/lib/time'

import type { TokenPurpose } from '~/db/vocabulary'

export type { TokenPurpose }

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'password-reset': 60 * 60,
  'email-verification': 7 * 86_400,
  // An advisor invited by an administrator sets a first password; a week allows for travel and holidays.
  'advisor-invite': 7 * 86_400,
  // It signs in on its own, so it lives only as long as it takes to switch to the inbox and back.
  'sign-in-link': 15 * 60,
  'signup-confirmation': DAY_SECONDS,
}

const newToken = () => randomBytes(32).toString('base64url')
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * A single-use token for an emailed link. Only its hash is stored; issuing a new one for the same
 * purpose retires the older ones, so only the latest link works.
 */
export async function issueToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newToken()
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
        ),
      )
    await tx.insert(authTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
    })
  })
  return token
}

/**
 * A token for the account with address `email`, issued with the same statements whether or not
 * such an account exists (and `eligible` holds for it), so that the time a request takes does not
 * tell which. Call it inside a transaction: it locks the account's row until the end. The token is always made; `issued` says whether it was stored. `retireEarlier`
 * (default) uses up the account's earlier tokens for the purpose; `onlyIfNoneSince` stores nothing
 * while an unused one newer than that time exists.
 */
export async function issueTokenForAddress(
  tx: Database,
  options: {
    email: string
    purpose: TokenPurpose
    eligible?: SQL
    details?: unknown
    retireEarlier?: boolean
    onlyIfNoneSince?: Date
    now?: Date
  },
): Promise<{ token: string; issued: boolean }> {
  const now = options.now ?? new Date()
  const token = newToken()
  const account = and(eq(users.email, options.email), options.eligible)
  // Requests for one account take turns, so each sees the tokens the one before it stored.
  await tx.select({ id: users.id }).from(users).where(account).for('update')
  const accountIds = tx.select({ id: users.id }).from(users).where(account)
  if (options.retireEarlier !== false) {
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          inArray(authTokens.userId, accountIds),
          eq(authTokens.purpose, options.purpose),
          isNull(authTokens.usedAt),
        ),
      )
  }
  const recent = options.onlyIfNoneSince
    ? sql`not exists (select 1 from ${authTokens} where ${authTokens.userId} = ${users.id} and ${authTokens.purpose} = ${options.purpose} and ${authTokens.usedAt} is null and ${authTokens.createdAt} > ${at(options.onlyIfNoneSince)})`
    : undefined
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[options.purpose] * 1000)
  const stored = await tx
    .insert(authTokens)
    .select(
      tx
        .select({
          tokenHash: sql<string>`${hashToken(token)}::text`.as('token_hash'),
          userId: users.id,
          purpose: sql<string>`${options.purpose}::text`.as('purpose'),
          expiresAt: sql<Date>`${at(expiresAt)}`.as('expires_at'),
          usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
          details:
            sql<unknown>`${options.details === undefined ? null : JSON.stringify(options.details)}::jsonb`.as(
              'details',
            ),
          createdAt: sql<Date>`${at(now)}`.as('created_at'),
        })
        .from(users)
        .where(and(account, recent)),
    )
    .returning({ tokenHash: authTokens.tokenHash })
  return { token, issued: stored.length > 0 }
}

/** True in SQL once `token` is stored: a condition for what should happen only then. */
export const tokenIsStored = (token: string) =>
  sql`exists (select 1 from ${authTokens} where ${authTokens.tokenHash} = ${hashToken(token)})`

/** Matches the row of a token that is well formed, unused and unexpired. */
function usable(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  )
}

const wellFormed = (token: string) => /^[\w-]{20,100}$/.test(token)

/** The user id a valid, unused, unexpired token belongs to, without using it up. */
export async function peekToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  if (!wellFormed(token)) return null
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(usable(token, purpose, now))
  return row?.userId ?? null
}

/** Uses a token up; returns its user id, or null when it was invalid, used or expired. */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  return (await consumeTokenWithDetails(db, token, purpose, now))?.userId ?? null
}

/** Uses a token up, atomically; its user id and what it carries, or null when not usable. */
export async function consumeTokenWithDetails(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ userId: string; details: unknown } | null> {
  if (!wellFormed(token)) return null
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: authTokens.userId, details: authTokens.details })
  return row ?? null
}
