import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { authTokens } from '~/db/schema'
import { hashToken } from './session.server'

export type TokenPurpose = 'password-reset' | 'email-verification' | 'advisor-invite'

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'password-reset': 60 * 60,
  'email-verification': 7 * 86_400,
  // An advisor invited by an administrator sets a first password; a week allows for travel and holidays.
  'advisor-invite': 7 * 86_400,
}

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
  const token = randomBytes(32).toString('base64url')
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
  if (!wellFormed(token)) return null
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: authTokens.userId })
  return row?.userId ?? null
}
