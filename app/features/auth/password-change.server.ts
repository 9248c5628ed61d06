import { and, count, eq, gt, ne } from 'drizzle-orm'
import { getConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { sessions, users } from '~/db/schema'
import { sendEmail } from '~/features/email/index.server'
import { passwordChangedEmail } from './auth-emails'
import { hashPassword } from './password.server'
import type { ChangePasswordInput } from './password-rules'
import { destroyUserSessions, type CurrentSession, type User } from './session.server'
import { confirmPassword } from './two-factor/two-factor.server'

export const NO_PASSWORD_MESSAGE =
  'Your account has no password yet: you sign in with Google or Facebook. To add one, use “Forgot password?” on the sign-in page.'

export type PasswordChangeOutcome =
  | { ok: true; otherSessionsEnded: number }
  | {
      ok: false
      status: 400 | 429
      message: string
      field?: 'currentPassword'
      retryAfterSeconds?: number
    }

/** Emails the account's owner that its password changed (after a change here or a reset). */
export async function sendPasswordChangedEmail(
  db: Database,
  user: Pick<User, 'email' | 'firstName'>,
  now = new Date(),
) {
  const forgotPasswordUrl = `${getConfig().SITE_URL}/forgot-password`
  await sendEmail(
    {
      template: 'password-changed',
      to: user.email,
      ...passwordChangedEmail(user, { when: now, forgotPasswordUrl }),
    },
    { db },
  )
}

/**
 * A signed-in person changes their password: the current one must be right (a few tries per
 * quarter hour), the new one pass the password rules. Every other session of the account ends,
 * this one stays, and the owner is told by email.
 */
export async function changePassword(
  db: Database,
  session: CurrentSession,
  input: ChangePasswordInput,
  now = new Date(),
): Promise<PasswordChangeOutcome> {
  const { user } = session
  if (!user.passwordHash) return { ok: false, status: 400, message: NO_PASSWORD_MESSAGE }
  const checked = await confirmPassword(db, user, input.currentPassword, now)
  if (!checked.ok) return { ...checked, field: 'currentPassword' }
  const passwordHash = await hashPassword(input.newPassword)
  const otherSessionsEnded = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    return destroyUserSessions(tx, user.id, { except: session.idHash })
  })
  await sendPasswordChangedEmail(db, user, now)
  return { ok: true, otherSessionsEnded }
}

/** 'Sign out everywhere else': every session of the account but this one. */
export function signOutOtherSessions(db: Database, session: CurrentSession): Promise<number> {
  return destroyUserSessions(db, session.user.id, { except: session.idHash })
}

/** How many other browsers or API clients are signed in to the account. */
export async function otherSessionCount(
  db: Database,
  session: CurrentSession,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, session.user.id),
        ne(sessions.idHash, session.idHash),
        gt(sessions.expiresAt, now),
      ),
    )
  return row?.n ?? 0
}
