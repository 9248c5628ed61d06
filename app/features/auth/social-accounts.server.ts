import { and, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { oauthAccounts, sessions, users } from '~/db/schema'
import type { RequestInfo } from './accounts.server'
import type { SocialIdentity } from './oauth.server'
import type { User } from './session.server'
import { finishSignIn } from './two-factor/sign-in.server'

/** signed-in: an identity linked before; linked: an existing account by email; created: a new one. */
type How = 'signed-in' | 'linked' | 'created'

export type SocialSignInOutcome =
  | { ok: true; user: User; how: How; token: string; setCookie: string }
  /** An account with two-step verification: the browser goes to `location` for the code first. */
  | { ok: 'code-needed'; user: User; how: How; setCookie: string; location: string }
  | { ok: false; error: 'unverified' | 'no-email' | 'staff' }

type Resolution =
  { ok: true; user: User; how: How } | { ok: false; error: 'unverified' | 'no-email' | 'staff' }

/**
 * Signs in with a Google or Facebook identity (docs/decisions/010-social-sign-in.md):
 * 1. an identity linked before signs in to its account;
 * 2. otherwise the provider must vouch for the email address: unverified or missing → refused;
 * 3. an account with that address gets the identity linked to it;
 * 4. otherwise a new account is created (no password, address verified) and linked.
 * Only visitor accounts sign in this way; advisors and admins use their password.
 * The session lasts for the browser session, as after sign-up. Like every sign-in it ends in
 * `finishSignIn`, so an account with two-step verification is asked for its code before any
 * session exists; `redirectTo` is where the browser goes once signed in.
 */
export async function signInWithSocialIdentity(
  db: Database,
  identity: SocialIdentity,
  info: Pick<RequestInfo, 'userAgent' | 'sessionToken' | 'secure'>,
  redirectTo: string,
  now = new Date(),
): Promise<SocialSignInOutcome> {
  const resolution = await db.transaction(async (tx): Promise<Resolution> => {
    const linkedUser = async () => {
      const [row] = await tx
        .select({ user: users })
        .from(oauthAccounts)
        .innerJoin(users, eq(oauthAccounts.userId, users.id))
        .where(
          and(
            eq(oauthAccounts.provider, identity.provider),
            eq(oauthAccounts.providerUserId, identity.providerUserId),
          ),
        )
        .limit(1)
      return row?.user
    }
    const signInAs = (user: User, how: 'signed-in' | 'linked' | 'created'): Resolution =>
      user.role === 'user' ? { ok: true, user, how } : { ok: false, error: 'staff' }
    const linkTo = async (userId: string, how: 'linked' | 'created') => {
      await tx
        .insert(oauthAccounts)
        .values({
          provider: identity.provider,
          providerUserId: identity.providerUserId,
          userId,
          createdAt: now,
        })
        .onConflictDoNothing()
      // A concurrent sign-in may have linked the identity first: follow the stored link.
      const user = await linkedUser()
      if (!user) throw new Error('The account link was not stored')
      return signInAs(user, how)
    }

    const known = await linkedUser()
    if (known) return signInAs(known, 'signed-in')
    if (!identity.email) return { ok: false, error: 'no-email' }
    if (!identity.emailVerified) return { ok: false, error: 'unverified' }
    const email = identity.email

    const [created] = await tx
      .insert(users)
      .values({
        email,
        emailVerifiedAt: now,
        passwordHash: null,
        firstName: identity.firstName || email.split('@')[0]!.slice(0, 60),
        lastName: identity.lastName,
        role: 'user',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning()
    if (created) return linkTo(created.id, 'created')

    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1)
    if (!existing) throw new Error('The account with this email was not found')
    if (existing.role !== 'user') return { ok: false, error: 'staff' }
    if (!existing.emailVerifiedAt) {
      // Nobody had proved they own this address. Whoever chose the password may not be its owner
      // (an account made in advance to capture the owner's later sign-in), so the password and
      // its sessions go; the owner can choose a new password by email.
      await tx
        .update(users)
        .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
        .where(eq(users.id, existing.id))
      await tx.delete(sessions).where(eq(sessions.userId, existing.id))
    }
    return linkTo(existing.id, 'linked')
  })
  if (!resolution.ok) return resolution
  const signedIn = await finishSignIn(db, resolution.user, {
    persistent: false,
    info,
    secondFactor: { via: 'page', redirectTo },
    now,
  })
  return { ...signedIn, how: resolution.how }
}
