import { and, asc, desc, eq, isNull, gt } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { authTokens, users, type advisors } from '~/db/schema'
import { sendEmail } from '~/features/email/index.server'
import { issueToken } from '~/features/auth/index.server'
import { advisorInviteEmail } from './advisor-emails'
import type { AdvisorAccountStatus } from './advisor-schema'

export type { AdvisorAccountStatus }

/** Where an invited advisor sets a password, and where they sign in afterwards. */
export const SET_PASSWORD_PATH = '/ria/set-password'
export const ADVISOR_SIGN_IN_PATH = '/ria/login'

export interface AdvisorAccount {
  status: AdvisorAccountStatus
  email: string | null
  /** When the newest unused invite link stops working (status 'invited'). */
  inviteExpiresAt: Date | null
}

/** Splits "Dana Q. Whitfield" into the account's first and last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

/** The sign-in account linked to an advisor (the oldest, if a firm has several) and its state. */
export async function advisorAccount(
  db: Database,
  advisorId: string,
  now = new Date(),
): Promise<AdvisorAccount> {
  const [account] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.advisorId, advisorId))
    .orderBy(asc(users.createdAt))
    .limit(1)
  if (!account) return { status: 'none', email: null, inviteExpiresAt: null }
  if (account.passwordHash) return { status: 'active', email: account.email, inviteExpiresAt: null }
  const [invite] = await db
    .select({ expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, account.id),
        eq(authTokens.purpose, 'advisor-invite'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(authTokens.expiresAt))
    .limit(1)
  return invite
    ? { status: 'invited', email: account.email, inviteExpiresAt: invite.expiresAt }
    : { status: 'invite-expired', email: account.email, inviteExpiresAt: null }
}

type Advisor = Pick<typeof advisors.$inferSelect, 'id' | 'name' | 'firm' | 'email'>

/** An invite ready to email once the transaction that made it has committed. */
export interface PreparedInvite {
  to: string
  firstName: string
  firm: string
  token: string
  /** An account was created for the invite (otherwise an existing one was reused). */
  accountCreated: boolean
  /** An earlier invite had been sent to this account. */
  resent: boolean
}

export type InvitePreparation =
  { ok: true; invite: PreparedInvite } | { ok: false; message: string }

/**
 * Inside the caller's transaction: finds or creates the advisor's sign-in account (role 'advisor',
 * no password yet) and issues a single-use 'advisor-invite' token, retiring older ones. The
 * account already linked to the advisor is reused; otherwise one is created with the advisor's
 * email. An address that already signs in (a visitor, an administrator, another advisor) is
 * refused: one address, one account, one role.
 */
export async function prepareAdvisorInvite(
  tx: Database,
  advisor: Advisor,
  now = new Date(),
): Promise<InvitePreparation> {
  const [linked] = await tx
    .select()
    .from(users)
    .where(eq(users.advisorId, advisor.id))
    .orderBy(asc(users.createdAt))
    .limit(1)
  let account = linked
  let accountCreated = false
  if (account?.passwordHash) {
    return {
      ok: false,
      message: `${advisor.name} already has a password and can sign in as ${account.email}. A forgotten password is reset from the sign-in page.`,
    }
  }
  if (!account) {
    const email = advisor.email.toLowerCase()
    const [existing] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .limit(1)
    if (existing) {
      const kind =
        existing.role === 'admin'
          ? 'an administrator'
          : existing.role === 'advisor'
            ? 'another advisor'
            : 'a visitor'
      return {
        ok: false,
        message: `${email} already signs in as ${kind}, so it cannot also be this advisor’s sign-in. Give the advisor another email address.`,
      }
    }
    ;[account] = await tx
      .insert(users)
      .values({
        email,
        ...splitName(advisor.name),
        role: 'advisor',
        advisorId: advisor.id,
        passwordHash: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    accountCreated = true
  }
  if (!account) return { ok: false, message: 'The account could not be prepared. Try again.' }
  const [earlier] = await tx
    .select({ createdAt: authTokens.createdAt })
    .from(authTokens)
    .where(and(eq(authTokens.userId, account.id), eq(authTokens.purpose, 'advisor-invite')))
    .limit(1)
  const token = await issueToken(tx, account.id, 'advisor-invite', now)
  return {
    ok: true,
    invite: {
      to: account.email,
      firstName: account.firstName,
      firm: advisor.firm,
      token,
      accountCreated,
      resent: Boolean(earlier),
    },
  }
}

/** Emails a prepared invite; call it after the transaction that prepared it has committed. */
export async function sendAdvisorInvite(
  db: Database,
  invite: PreparedInvite,
  options: { siteUrl: string; approved?: boolean },
) {
  const link = `${options.siteUrl}${SET_PASSWORD_PATH}?${new URLSearchParams({ token: invite.token })}`
  const message = advisorInviteEmail({
    firstName: invite.firstName,
    firm: invite.firm,
    link,
    signInUrl: `${options.siteUrl}${ADVISOR_SIGN_IN_PATH}`,
    approved: options.approved ?? false,
  })
  return sendEmail({ template: 'advisor-invite', to: invite.to, ...message }, { db })
}
