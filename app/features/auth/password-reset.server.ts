import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { users } from '~/db/schema'
import { enqueueEmailIf, nudgeEmailQueue } from '~/features/email/index.server'
import { countHit, type RateLimit } from '~/lib/security/rate-limit.server'
import type { RequestInfo } from './accounts.server'
import { passwordResetEmail } from './auth-emails'
import {
  INVALID_INVITE_LINK_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from './messages'
import { hashPassword } from './password.server'
import type { ForgotPasswordInput, ResetPasswordInput } from './schema'
import { sendPasswordChangedEmail } from './password-change.server'
import { destroyUserSessions } from './session.server'
import { clearCodeAttempts } from './two-factor/code-attempts.server'
import { clearAccountFailures, waitMessage } from './throttle.server'
import {
  consumeToken,
  issueTokenForAddress,
  peekToken,
  tokenIsStored,
  type TokenPurpose,
} from './tokens.server'

/**
 * Reset emails per address, counted whether or not the address has an account, so hitting the
 * limit says nothing about who has one. The per-client limit is the 'account-email' path tier.
 */
export const RESET_EMAILS_PER_ADDRESS: RateLimit = {
  name: 'reset-email',
  limit: 3,
  windowSeconds: 3600,
}

export type ResetRequestOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

/**
 * 'Forgot password': emails a single-use link valid for 1 hour to the account's address. The
 * answer is the same whether or not the address has an account, and so is the work: the same
 * lookup and the same statements, which store the token and queue the email only when there is an
 * account, and the email is sent by the queue's worker rather than inside the request. An account
 * that signs in only through Google or Facebook sets its first password the same way.
 */
export async function requestPasswordReset(
  db: Database,
  input: ForgotPasswordInput,
  info: Pick<RequestInfo, 'siteUrl'>,
  now = new Date(),
): Promise<ResetRequestOutcome> {
  const verdict = await countHit(db, RESET_EMAILS_PER_ADDRESS, input.email, { now })
  if (verdict.limited) {
    return {
      ok: false,
      status: 429,
      message: waitMessage(
        'Several reset links were asked for this address in the last hour.',
        verdict.retryAfterSeconds,
      ),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  }
  const [account] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1)
  await db.transaction(async (tx) => {
    const { token } = await issueTokenForAddress(tx, {
      email: input.email,
      purpose: 'password-reset',
      now,
    })
    const link = `${info.siteUrl}/reset-password?${new URLSearchParams({ token })}`
    const message = passwordResetEmail({ firstName: account?.firstName ?? '' }, link)
    await enqueueEmailIf(
      tx,
      { template: 'password-reset', to: input.email, ...message },
      tokenIsStored(token),
    )
  })
  nudgeEmailQueue()
  return { ok: true, message: RESET_REQUESTED_MESSAGE }
}

/** Emailed links that set a password: 'forgot password', and an administrator's advisor invite. */
export type PasswordLinkPurpose = Extract<TokenPurpose, 'password-reset' | 'advisor-invite'>

const INVALID_LINK_MESSAGES: Record<PasswordLinkPurpose, string> = {
  'password-reset': INVALID_RESET_LINK_MESSAGE,
  'advisor-invite': INVALID_INVITE_LINK_MESSAGE,
}

/**
 * The account a password link can still be used for (its address, so the page can say which
 * account and password managers can file the new password under it), or null.
 */
export async function passwordLinkAccount(
  db: Database,
  token: string,
  purpose: PasswordLinkPurpose,
  now = new Date(),
): Promise<{ email: string } | null> {
  const userId = await peekToken(db, token, purpose, now)
  if (!userId) return null
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user ?? null
}

export const resetLinkAccount = (db: Database, token: string, now = new Date()) =>
  passwordLinkAccount(db, token, 'password-reset', now)

export type ResetOutcome = { ok: true } | { ok: false; status: 400; message: string }

/**
 * Sets a password with an emailed token, once. Following the link proved control of the address,
 * so it counts as confirmed; every session of the account ends, so whoever knew the old password
 * is signed out, and the waits that failed sign-in attempts put on the account are cleared. After a
 * reset (not an advisor's first password) the owner gets an email saying the password changed.
 */
export async function setPasswordWithLink(
  db: Database,
  input: ResetPasswordInput,
  purpose: PasswordLinkPurpose,
  now = new Date(),
): Promise<ResetOutcome> {
  const invalid = { ok: false, status: 400, message: INVALID_LINK_MESSAGES[purpose] } as const
  // A bad token costs no password hashing.
  if (!(await peekToken(db, input.token, purpose, now))) return invalid
  const passwordHash = await hashPassword(input.password)
  const account = await db.transaction(async (tx) => {
    // Consuming is atomic: of two requests with the same token, only one gets the user id.
    const userId = await consumeToken(tx, input.token, purpose, now)
    if (!userId) return null
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, firstName: users.firstName })
    await destroyUserSessions(tx, userId)
    return user ?? null
  })
  if (account === null) return invalid
  await clearAccountFailures(db, account.email)
  // The owner proved they read the account's mail: earlier wrong codes no longer count.
  await clearCodeAttempts(db, account.id)
  if (purpose === 'password-reset') await sendPasswordChangedEmail(db, account, now)
  return { ok: true }
}

/** 'Forgot password': the new password from the reset link. */
export const resetPassword = (db: Database, input: ResetPasswordInput, now = new Date()) =>
  setPasswordWithLink(db, input, 'password-reset', now)
