import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { sessions, signInChallenges, users } from '~/db/schema'
import type { RequestInfo } from '../accounts.server'
import {
  SIGN_IN_CHALLENGE_COOKIE_SECONDS,
  SIGN_IN_CHALLENGE_SECONDS,
  SITE_COOKIES,
} from '~/lib/security/site-cookies'
import { readSiteCookie, siteCookie, siteCookieName } from '~/lib/security/cookies.server'
import { LOGIN_PAGES, createSession, hashToken, roleOf, type User } from '../session.server'
import { CHALLENGE_EXPIRED_MESSAGE, CODE_REQUIRED_MESSAGE } from './messages'
import type { SecondFactorAnswer } from './schema'
import { isTwoFactorEnabled, verifySecondFactor } from './two-factor.server'

/** How long the second step may follow the password. */
export const CHALLENGE_LIFETIME_SECONDS = SIGN_IN_CHALLENGE_SECONDS
/** Where the browser enters its code. */
export const SECOND_STEP_PATH = '/login/two-factor'

/**
 * How an account with two-step verification gives its second factor: a browser gets a page of its
 * own after the password; an API client sends the code with the password in the same request.
 */
export type SecondFactorMode =
  { via: 'page'; redirectTo: string } | { via: 'request'; answer: SecondFactorAnswer | undefined }

export type SignInOutcome =
  /** Signed in: a new session. */
  | { ok: true; user: User; token: string; setCookie: string }
  /** The password was right; the browser goes to `location` for the code. No session yet. */
  | { ok: 'code-needed'; user: User; setCookie: string; location: string }
  /** The code is missing, wrong, already used, or too many were tried. No session. */
  | {
      ok: false
      status: 401 | 429
      message: string
      retryAfterSeconds?: number
      twoFactorRequired: true
    }

/** What a sign-in from a page gives: a session, or the way to the code page. */
export type PageSignIn = Exclude<SignInOutcome, { ok: false }>

export const challengeCookieName = () => siteCookieName(SITE_COOKIES.signIn)

export function challengeCookie(token: string, secure: boolean) {
  return siteCookie(SITE_COOKIES.signIn, token, {
    secure,
    maxAgeSeconds: SIGN_IN_CHALLENGE_COOKIE_SECONDS,
  })
}

export function clearedChallengeCookie(secure: boolean) {
  return siteCookie(SITE_COOKIES.signIn, '', { secure, maxAgeSeconds: 0 })
}

export function challengeTokenFrom(request: Request): string | null {
  const value = readSiteCookie(request, SITE_COOKIES.signIn)
  return value && /^[\w-]{20,100}$/.test(value) ? value : null
}

export interface FinishSignInOptions {
  persistent: boolean
  info: Pick<RequestInfo, 'userAgent' | 'sessionToken' | 'secure'>
  secondFactor: SecondFactorMode
  now?: Date
}

/**
 * The one last step of every way of signing in (password on any of the three sign-in pages, the
 * JSON login APIs, Google or Facebook, an emailed sign-in link), once it has established who is
 * signing in. An account without two-step verification gets its session now. One with it gets
 * none until the second factor is given: a browser is sent to the code page with a challenge
 * bound to it by a cookie, an API client must have sent the code with its request.
 */
export function finishSignIn(
  db: Database,
  user: User,
  options: FinishSignInOptions & { secondFactor: { via: 'page' } },
): Promise<Exclude<SignInOutcome, { ok: false }>>
export function finishSignIn(
  db: Database,
  user: User,
  options: FinishSignInOptions & { secondFactor: { via: 'request' } },
): Promise<Exclude<SignInOutcome, { ok: 'code-needed' }>>
export function finishSignIn(
  db: Database,
  user: User,
  options: FinishSignInOptions,
): Promise<SignInOutcome>
export async function finishSignIn(
  db: Database,
  user: User,
  options: FinishSignInOptions,
): Promise<SignInOutcome> {
  const now = options.now ?? new Date()
  const startSession = async (): Promise<SignInOutcome> => {
    const session = await createSession(db, user, {
      persistent: options.persistent,
      secure: options.info.secure,
      userAgent: options.info.userAgent,
      replaces: options.info.sessionToken,
      now,
    })
    return { ok: true, user, token: session.token, setCookie: session.setCookie }
  }
  if (!(await isTwoFactorEnabled(db, user.id))) return startSession()

  const mode = options.secondFactor
  if (mode.via === 'request') {
    if (!mode.answer)
      return { ok: false, status: 401, message: CODE_REQUIRED_MESSAGE, twoFactorRequired: true }
    const checked = await verifySecondFactor(db, user.id, mode.answer, now)
    if (!checked.ok) return { ...checked, twoFactorRequired: true }
    return startSession()
  }

  // A new sign-in on this browser ends the session it had, whoever's it was, right away.
  if (options.info.sessionToken)
    await db.delete(sessions).where(eq(sessions.idHash, hashToken(options.info.sessionToken)))
  const token = randomBytes(32).toString('base64url')
  await db.insert(signInChallenges).values({
    idHash: hashToken(token),
    userId: user.id,
    persistent: options.persistent,
    redirectTo: mode.redirectTo,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000),
  })
  return {
    ok: 'code-needed',
    user,
    setCookie: challengeCookie(token, options.info.secure),
    location: SECOND_STEP_PATH,
  }
}

export interface PendingSignIn {
  email: string
  /** The sign-in page of the account's kind, to start again from. */
  loginPath: string
  expired: boolean
}

/** The sign-in a browser's challenge cookie stands for, expired or not; null for none. */
export async function pendingSignIn(
  db: Database,
  token: string | null,
  now = new Date(),
): Promise<PendingSignIn | null> {
  if (!token) return null
  const [row] = await db
    .select({ email: users.email, role: users.role, expiresAt: signInChallenges.expiresAt })
    .from(signInChallenges)
    .innerJoin(users, eq(signInChallenges.userId, users.id))
    .where(eq(signInChallenges.idHash, hashToken(token)))
    .limit(1)
  if (!row) return null
  return {
    email: row.email,
    loginPath: LOGIN_PAGES[roleOf(row)],
    expired: row.expiresAt.getTime() <= now.getTime(),
  }
}

export type SecondStepOutcome =
  | { ok: true; user: User; setCookie: string; redirectTo: string }
  | {
      ok: false
      status: 401 | 429
      message: string
      retryAfterSeconds?: number
      /** The challenge is gone or past its 5 minutes: the person signs in again. */
      expired?: true
    }

/**
 * The browser's second step: the code for the sign-in its cookie names. A right code uses up the
 * challenge (once: of two requests, one wins) and starts the session the password step would have.
 */
export async function completeSecondStep(
  db: Database,
  input: {
    token: string | null
    answer: SecondFactorAnswer
    info: Pick<RequestInfo, 'userAgent' | 'sessionToken' | 'secure'>
  },
  now = new Date(),
): Promise<SecondStepOutcome> {
  const expired = {
    ok: false,
    status: 401,
    message: CHALLENGE_EXPIRED_MESSAGE,
    expired: true,
  } as const
  if (!input.token) return expired
  const idHash = hashToken(input.token)
  const [row] = await db
    .select({ challenge: signInChallenges, user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(signInChallenges.userId, users.id))
    .where(and(eq(signInChallenges.idHash, idHash), gt(signInChallenges.expiresAt, now)))
    .limit(1)
  if (!row) return expired
  const checked = await verifySecondFactor(db, row.user.id, input.answer, now)
  if (!checked.ok) return checked
  const [used] = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.idHash, idHash))
    .returning({ idHash: signInChallenges.idHash })
  if (!used) return expired
  const session = await createSession(db, row.user, {
    persistent: row.challenge.persistent,
    secure: input.info.secure,
    userAgent: input.info.userAgent,
    replaces: input.info.sessionToken,
    now,
  })
  return {
    ok: true,
    user: row.user,
    setCookie: session.setCookie,
    redirectTo: row.challenge.redirectTo,
  }
}
