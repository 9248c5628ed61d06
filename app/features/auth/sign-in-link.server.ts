import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { authTokens, sessions, users } from '~/db/schema'
import { enqueueEmailIf, nudgeEmailQueue } from '~/features/email/index.server'
import { countHit, type RateLimit } from '~/lib/security/rate-limit.server'
import { safeRedirectPath } from '~/lib/security/redirect'
import type { RequestInfo } from './accounts.server'
import { finishSignIn, type PageSignIn } from './two-factor/sign-in.server'
import { signInLinkEmail } from './auth-emails'
import { clientNetwork } from './client-address.server'
import { INVALID_SIGN_IN_LINK_MESSAGE, SIGN_IN_LINK_SENT_MESSAGE } from './messages'
import type { SignInLinkRequestInput } from './schema'
import { headerUser } from './session.server'
import { waitMessage } from './throttle.server'
import {
  consumeToken,
  issueTokenForAddress,
  peekToken,
  tokenIsStored,
  TOKEN_LIFETIME_SECONDS,
} from './tokens.server'

/**
 * "Email me a sign-in link" (docs/decisions/022-sign-in-throttling.md): the way in that no count of
 * wrong passwords ever holds back, so the owner of an account cannot be locked out of it.
 */

/** Link requests per client (an IPv4 address or IPv6 /64), whichever addresses they are for. */
export const SIGN_IN_LINKS_PER_CLIENT: RateLimit = {
  name: 'sign-in-link',
  limit: 10,
  windowSeconds: 600,
}

/**
 * One address is sent a new link at most this often. Asking again sooner sends nothing and is
 * answered the same: the link sent before still works for at least another 10 minutes. No count
 * per address ever refuses, so strangers asking for someone's links cannot keep them out.
 */
export const SIGN_IN_LINK_RESEND_SECONDS = 5 * 60

export const SIGN_IN_LINK_MINUTES = TOKEN_LIFETIME_SECONDS['sign-in-link'] / 60

export type SignInLinkRequestOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

function linkUrl(siteUrl: string, token: string, redirectTo: string | null | undefined) {
  const query = new URLSearchParams({ token })
  const target = redirectTo ? safeRedirectPath(redirectTo, '') : ''
  if (target) query.set('redirect', target)
  return `${siteUrl}/login/link/open?${query}`
}

/**
 * Emails a single-use sign-in link, valid for 15 minutes, to the account with that address. The
 * answer, and the work done, are the same whether or not the address has an account.
 */
export async function requestSignInLink(
  db: Database,
  input: SignInLinkRequestInput & { redirectTo?: string | null },
  info: Pick<RequestInfo, 'ip' | 'siteUrl' | 'rateLimitMultiplier'>,
  now = new Date(),
): Promise<SignInLinkRequestOutcome> {
  const perClient = await countHit(db, SIGN_IN_LINKS_PER_CLIENT, clientNetwork(info.ip), {
    multiplier: info.rateLimitMultiplier,
    now,
  })
  if (perClient.limited) {
    return {
      ok: false,
      status: 429,
      message: waitMessage(
        'Several sign-in links were asked for from your connection in the last few minutes.',
        perClient.retryAfterSeconds,
      ),
      retryAfterSeconds: perClient.retryAfterSeconds,
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
      purpose: 'sign-in-link',
      retireEarlier: false,
      onlyIfNoneSince: new Date(now.getTime() - SIGN_IN_LINK_RESEND_SECONDS * 1000),
      now,
    })
    const message = signInLinkEmail(
      { firstName: account?.firstName ?? '' },
      linkUrl(info.siteUrl, token, input.redirectTo),
    )
    await enqueueEmailIf(
      tx,
      { template: 'sign-in-link', to: input.email, ...message },
      tokenIsStored(token),
    )
  })
  nudgeEmailQueue()
  return { ok: true, message: SIGN_IN_LINK_SENT_MESSAGE }
}

/** The address a sign-in link is for while it can still be used, for the page it opens; or null. */
export async function signInLinkAccount(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ email: string } | null> {
  const userId = await peekToken(db, token, 'sign-in-link', now)
  if (!userId) return null
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user ?? null
}

export type SignInWithLinkOutcome =
  (PageSignIn & { redirectTo: string }) | { ok: false; status: 400; message: string }

/**
 * Signs in with an emailed link, once (the button on the page it opens: a mail scanner that only
 * loads the page signs nobody in). Following it proves the address: an account whose address was
 * never confirmed is confirmed, and, as with Google or Facebook (010), loses a password chosen
 * before that proof and every session opened with it.
 */
export async function signInWithLink(
  db: Database,
  input: { token: string; redirectTo?: string | null },
  info: Pick<RequestInfo, 'userAgent' | 'sessionToken' | 'secure'>,
  now = new Date(),
): Promise<SignInWithLinkOutcome> {
  const user = await db.transaction(async (tx) => {
    // Atomic: of two submissions of one link, only one gets the account.
    const userId = await consumeToken(tx, input.token, 'sign-in-link', now)
    if (!userId) return null
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).limit(1)
    if (!account) return null
    // The other links sent to this address stop working once one has been used.
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.purpose, 'sign-in-link'),
          isNull(authTokens.usedAt),
        ),
      )
    if (account.emailVerifiedAt) return account
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
    return confirmed ?? null
  })
  if (!user) return { ok: false, status: 400, message: INVALID_SIGN_IN_LINK_MESSAGE }
  const redirectTo = safeRedirectPath(input.redirectTo, headerUser(user).dashboardPath)
  // The link stands in for the password only: an account with two-step verification still gives its code.
  const signedIn = await finishSignIn(db, user, {
    persistent: false,
    info,
    secondFactor: { via: 'page', redirectTo },
    now,
  })
  return { ...signedIn, redirectTo }
}
