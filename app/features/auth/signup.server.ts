import { and, eq, isNull, lt, not, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { authTokens, oauthAccounts, sessions, users } from '~/db/schema'
import { enqueueEmailIf, nudgeEmailQueue } from '~/features/email/index.server'
import { signUp as signUpForNewsletter } from '~/features/newsletter/index.server'
import { countHit, type RateLimit } from '~/lib/security/rate-limit.server'
import { safeRedirectPath } from '~/lib/security/redirect'
import type { RequestInfo } from './accounts.server'
import { finishSignIn, type PageSignIn } from './two-factor/sign-in.server'
import { accountExistsEmail, signupConfirmationEmail } from './auth-emails'
import { clientNetwork } from './client-address.server'
import { GOALS, type Goal } from './goals'
import { INVALID_SIGNUP_LINK_MESSAGE, SIGNUP_STARTED_MESSAGE } from './messages'
import { hashPassword } from './password.server'
import type { SignupInput } from './schema'
import { hashToken, LOGIN_PAGES, type Role } from './session.server'
import { waitMessage } from './throttle.server'
import {
  consumeTokenWithDetails,
  issueTokenForAddress,
  peekToken,
  tokenIsStored,
} from './tokens.server'
import { DAY_MS } from '~/lib/time'

/**
 * Sign-up answers the same for every address (docs/decisions/022-sign-in-throttling.md). A new
 * address, or one whose account was never confirmed, gets a link that confirms it and signs the
 * account in; the details chosen travel with that link. An address with a confirmed account gets
 * an email saying so, and nothing about that account changes.
 */

/** Sign-ups per client (an IPv4 address or IPv6 /64): each one sends an email. */
export const SIGN_UPS_PER_CLIENT: RateLimit = { name: 'signup', limit: 10, windowSeconds: 600 }

/**
 * Sign-up emails per address, counted whether or not it has an account, so reaching the limit says
 * nothing about who has one. It stops strangers flooding an inbox.
 */
export const SIGNUP_EMAILS_PER_ADDRESS: RateLimit = {
  name: 'signup-email',
  limit: 3,
  windowSeconds: 3600,
}

/** A sign-up never confirmed is deleted this long after it was made. */
export const UNCONFIRMED_SIGNUP_DAYS = 7

/** What a sign-up's link applies once followed: kept on the link, not on the account. */
const SignupDetailsSchema = z.object({
  passwordHash: z.string().startsWith('$argon2id$'),
  firstName: z.string(),
  lastName: z.string(),
  goals: z.array(z.enum(GOALS.map((goal) => goal.value) as [Goal, ...Goal[]])),
  subscribeNewsletter: z.boolean(),
})

type SignupDetails = z.infer<typeof SignupDetailsSchema>

/** Accounts a sign-up may (re)start: visitor accounts whose address nobody has proved yet. */
const unconfirmedVisitor = and(isNull(users.emailVerifiedAt), eq(users.role, 'user'))

export type SignUpOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

function tooMany(what: string, retryAfterSeconds: number): SignUpOutcome {
  return {
    ok: false,
    status: 429,
    message: waitMessage(what, retryAfterSeconds),
    retryAfterSeconds,
  }
}

const roleOf = (role: string | undefined): Role =>
  role === 'admin' || role === 'advisor' ? role : 'user'

/**
 * Starts a sign-up. Whatever the address, the answer is the same and so is the work: the password
 * is hashed, the same statements run, and one email is queued, either the link that finishes
 * the sign-up or, for an address with a confirmed account, a note saying so.
 */
export async function signUp(
  db: Database,
  input: SignupInput & { redirectTo?: string | null },
  info: Pick<RequestInfo, 'ip' | 'siteUrl' | 'rateLimitMultiplier'>,
  now = new Date(),
): Promise<SignUpOutcome> {
  const perClient = await countHit(db, SIGN_UPS_PER_CLIENT, clientNetwork(info.ip), {
    multiplier: info.rateLimitMultiplier,
    now,
  })
  if (perClient.limited)
    return tooMany(
      'Several sign-ups were made from your connection in the last few minutes.',
      perClient.retryAfterSeconds,
    )
  const perAddress = await countHit(db, SIGNUP_EMAILS_PER_ADDRESS, input.email, { now })
  if (perAddress.limited)
    return tooMany(
      'Several sign-ups were made with this address in the last hour.',
      perAddress.retryAfterSeconds,
    )

  const details: SignupDetails = {
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    goals: input.goals,
    subscribeNewsletter: input.subscribeNewsletter,
  }
  const [existing] = await db
    .select({ firstName: users.firstName, role: users.role })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1)

  await db.transaction(async (tx) => {
    // A new address gets its account now, unconfirmed and without a password.
    await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        goals: input.goals,
        passwordHash: null,
        role: 'user',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
    const { token } = await issueTokenForAddress(tx, {
      email: input.email,
      purpose: 'signup-confirmation',
      eligible: unconfirmedVisitor,
      details,
      now,
    })
    const query = new URLSearchParams({ token })
    const redirectTo = input.redirectTo ? safeRedirectPath(input.redirectTo, '') : ''
    if (redirectTo) query.set('redirect', redirectTo)
    const confirmation = signupConfirmationEmail(
      { firstName: input.firstName },
      `${info.siteUrl}/signup/confirm?${query}`,
    )
    const exists = accountExistsEmail(
      { firstName: existing?.firstName || input.firstName },
      {
        signIn: `${info.siteUrl}${LOGIN_PAGES[roleOf(existing?.role)]}`,
        resetPassword: `${info.siteUrl}/forgot-password`,
      },
    )
    await enqueueEmailIf(
      tx,
      { template: 'signup-confirmation', to: input.email, ...confirmation },
      tokenIsStored(token),
    )
    await enqueueEmailIf(
      tx,
      { template: 'signup-account-exists', to: input.email, ...exists },
      not(tokenIsStored(token)),
    )
  })
  nudgeEmailQueue()
  return { ok: true, message: SIGNUP_STARTED_MESSAGE }
}

/** Who a sign-up link would finish, while it still can: for the page it opens. */
export async function signUpLinkAccount(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ email: string; firstName: string; lastName: string } | null> {
  if (!(await peekToken(db, token, 'signup-confirmation', now))) return null
  const [row] = await db
    .select({ email: users.email, details: authTokens.details })
    .from(authTokens)
    .innerJoin(users, eq(authTokens.userId, users.id))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), unconfirmedVisitor))
    .limit(1)
  const details = SignupDetailsSchema.safeParse(row?.details)
  if (!row || !details.success) return null
  return { email: row.email, firstName: details.data.firstName, lastName: details.data.lastName }
}

export type ConfirmSignUpOutcome =
  (PageSignIn & { redirectTo: string }) | { ok: false; status: 400; message: string }

/**
 * Finishes a sign-up with its emailed link, once (the button on the page it opens). The address
 * is confirmed and the details chosen at sign-up are applied: password, names, goals, and the
 * newsletter when ticked. Sessions opened before the address was proven end, so an account someone
 * else created with this address earlier is theirs no more.
 */
export async function confirmSignUp(
  db: Database,
  input: { token: string; redirectTo?: string | null },
  info: Pick<RequestInfo, 'userAgent' | 'sessionToken' | 'secure' | 'siteUrl' | 'postalAddress'>,
  now = new Date(),
): Promise<ConfirmSignUpOutcome> {
  const confirmed = await db.transaction(async (tx) => {
    // Atomic: of two submissions of one link, only one gets the details.
    const link = await consumeTokenWithDetails(tx, input.token, 'signup-confirmation', now)
    const details = SignupDetailsSchema.safeParse(link?.details)
    if (!link || !details.success) return null
    const [user] = await tx
      .update(users)
      .set({
        passwordHash: details.data.passwordHash,
        firstName: details.data.firstName,
        lastName: details.data.lastName,
        goals: details.data.goals,
        emailVerifiedAt: now,
        updatedAt: now,
      })
      .where(and(eq(users.id, link.userId), unconfirmedVisitor))
      .returning()
    if (!user) return null
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    return { user, subscribeNewsletter: details.data.subscribeNewsletter }
  })
  if (!confirmed) return { ok: false, status: 400, message: INVALID_SIGNUP_LINK_MESSAGE }

  if (confirmed.subscribeNewsletter) {
    await signUpForNewsletter(
      db,
      { email: confirmed.user.email, source: 'signup' },
      { siteUrl: info.siteUrl, postalAddress: info.postalAddress },
    )
  }
  const redirectTo = safeRedirectPath(input.redirectTo, '/dashboard')
  const signedIn = await finishSignIn(db, confirmed.user, {
    persistent: false,
    info,
    secondFactor: { via: 'page', redirectTo },
    now,
  })
  return { ...signedIn, redirectTo }
}

/**
 * Deletes accounts made by a sign-up whose link was never followed: a visitor account without a
 * password, a confirmed address or a linked Google or Facebook sign-in, older than a week, whose
 * sign-up link is no longer usable. Such an account was never used, so nothing else is lost.
 */
export async function sweepUnconfirmedSignUps(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_SIGNUP_DAYS * DAY_MS)
  const deleted = await db
    .delete(users)
    .where(
      and(
        unconfirmedVisitor,
        isNull(users.passwordHash),
        lt(users.createdAt, before),
        sql`not exists (select 1 from ${oauthAccounts} where ${oauthAccounts.userId} = ${users.id})`,
        sql`not exists (select 1 from ${authTokens} where ${authTokens.userId} = ${users.id} and ${authTokens.usedAt} is null and ${authTokens.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: users.id })
  return deleted.length
}
