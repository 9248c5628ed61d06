import { count, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { twoFactorCredentials, users } from '~/db/schema'
import { hashPassword, verifyPassword } from '~/features/auth/index.server'
import { destroyUserSessions } from '~/features/auth/index.server'
import { enrolledCredential } from '~/features/auth/index.server'
import { DEMO_USER } from '~/features/dashboard'

/** The demo administrator: fictional, for local use; never created in production by default. */
export const DEMO_ADMIN = {
  email: 'admin@wealthward.test',
  password: DEMO_USER.password,
  /** Two-step verification is on with this known key (base32), listed in the README. */
  totpSecret: 'DEMOADMINWEALTHWARDTOTPSECRETKEY',
  firstName: 'Avery',
  lastName: 'Admin',
} as const

export type AdminAccountOutcome = 'created' | 'promoted' | 'password-changed' | 'unchanged'

/**
 * Makes sure `email` is an administrator who signs in with `password` (ADMIN_EMAIL and
 * ADMIN_PASSWORD at start-up). An existing account with that email is promoted; a changed
 * password ends the account's sessions. Starting again with the same values changes nothing.
 */
export async function ensureAdminAccount(
  db: Database,
  { email, password }: { email: string; password: string },
  now = new Date(),
): Promise<AdminAccountOutcome> {
  const address = email.toLowerCase()
  const [existing] = await db.select().from(users).where(eq(users.email, address)).limit(1)
  if (!existing) {
    await db.insert(users).values({
      email: address,
      passwordHash: await hashPassword(password),
      firstName: 'Site',
      lastName: 'Administrator',
      role: 'admin',
      emailVerifiedAt: now,
    })
    return 'created'
  }
  const samePassword = existing.passwordHash
    ? await verifyPassword(existing.passwordHash, password)
    : false
  if (existing.role === 'admin' && samePassword) return 'unchanged'
  await db
    .update(users)
    .set({
      role: 'admin',
      // An advisor promoted to administrator stops acting for the firm.
      advisorId: null,
      passwordHash: samePassword ? existing.passwordHash : await hashPassword(password),
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, existing.id))
  // Sessions opened under the old role or the old password end now.
  await destroyUserSessions(db, existing.id)
  return existing.role === 'admin' ? 'password-changed' : 'promoted'
}

/**
 * With the demo seed: the demo administrator, when the database has no administrator yet, with
 * two-step verification on (required of administrators) under the demo key.
 */
export async function seedDemoAdmin(db: Database, now = new Date()): Promise<number> {
  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))
  if ((admins?.n ?? 0) > 0) return 0
  const [created] = await db
    .insert(users)
    .values({
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      firstName: DEMO_ADMIN.firstName,
      lastName: DEMO_ADMIN.lastName,
      role: 'admin',
      emailVerifiedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  if (!created) return 0
  await db
    .insert(twoFactorCredentials)
    .values(enrolledCredential(created.id, DEMO_ADMIN.totpSecret, now))
  return 1
}
