import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { users } from '~/db/schema'
import { sendEmail } from '~/features/email/index.server'
import { countHit, type RateLimit } from '~/lib/security/rate-limit.server'
import { verificationEmail } from './auth-emails'
import { verifyAgainstNothing, verifyPassword } from './password.server'
import type { LoginInput } from './schema'
import type { Role, User } from './session.server'
import {
  countSignInAttempt,
  recordSignInSuccess,
  throttleMessage,
  waitMessage,
} from './throttle.server'
import { issueToken } from './tokens.server'
import {
  finishSignIn,
  type SecondFactorMode,
  type SignInOutcome,
} from './two-factor/sign-in.server'

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password'

export interface RequestInfo {
  ip: string
  userAgent: string
  siteUrl: string
  postalAddress?: string
  /** RATE_LIMIT_MULTIPLIER, applied to the limits per client only. */
  rateLimitMultiplier?: number
  /** The session token the request came with, if any: a new sign-in here ends that session. */
  sessionToken?: string | null
  /** Cookies set in answer are Secure (`secureCookies`): the request came over HTTPS. */
  secure: boolean
}

export type AuthOutcome =
  | SignInOutcome
  | {
      ok: false
      status: 400 | 401 | 409 | 429
      message: string
      retryAfterSeconds?: number
      twoFactorRequired?: undefined
    }

export async function sendVerificationEmail(
  db: Database,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  info: Pick<RequestInfo, 'siteUrl'>,
) {
  const token = await issueToken(db, user.id, 'email-verification')
  const link = `${info.siteUrl}/verify-email?${new URLSearchParams({ token })}`
  await sendEmail(
    { template: 'email-verification', to: user.email, ...verificationEmail(user, link) },
    { db },
  )
}

export const VERIFICATION_SENT_MESSAGE =
  'We have sent a new confirmation link to your email address. It works for 7 days.'
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already confirmed.'

/** Fresh verification links per account; the per-client limit is the 'account-email' path tier. */
export const VERIFICATION_EMAILS_PER_ACCOUNT: RateLimit = {
  name: 'verification-email',
  limit: 3,
  windowSeconds: 3600,
}

export type ResendOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 409; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

/** 'Send me a new link' for a signed-in user whose address is not confirmed yet. */
export async function resendVerificationEmail(
  db: Database,
  user: Pick<User, 'id' | 'email' | 'firstName' | 'emailVerifiedAt'>,
  info: Pick<RequestInfo, 'siteUrl'>,
  now = new Date(),
): Promise<ResendOutcome> {
  if (user.emailVerifiedAt) return { ok: false, status: 409, message: ALREADY_VERIFIED_MESSAGE }
  const verdict = await countHit(db, VERIFICATION_EMAILS_PER_ACCOUNT, user.id, { now })
  if (verdict.limited) {
    return {
      ok: false,
      status: 429,
      message: waitMessage(
        'We have sent several confirmation links in the last hour.',
        verdict.retryAfterSeconds,
      ),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  }
  await sendVerificationEmail(db, user, info)
  return { ok: true, message: VERIFICATION_SENT_MESSAGE }
}

/**
 * Checks an email and password. The answer is the same whether or not the email has an account.
 * Each attempt is counted before the password is checked, per account and client and per client
 * (throttle.server.ts); past the free attempts it waits. With `roles` (the advisor sign-in), an
 * account of another role is answered and counted exactly like a wrong password. A right password
 * goes on to `finishSignIn`, which asks an account with two-step verification for its code.
 */
export async function logIn(
  db: Database,
  input: LoginInput,
  info: RequestInfo,
  options: { roles?: readonly Role[]; secondFactor: SecondFactorMode },
): Promise<AuthOutcome> {
  const attempt = { email: input.email, ip: info.ip }
  const verdict = await countSignInAttempt(db, attempt, {
    clientMultiplier: info.rateLimitMultiplier,
  })
  if (!verdict.admitted) {
    return {
      ok: false,
      status: 429,
      message: throttleMessage(verdict.retryAfterSeconds),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1)
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password)
  const allowed = !options.roles || options.roles.some((role) => role === user?.role)
  if (!user || !valid || !allowed) return { ok: false, status: 401, message: INVALID_LOGIN_MESSAGE }
  await recordSignInSuccess(db, attempt)
  return finishSignIn(db, user, {
    persistent: input.rememberMe,
    info,
    secondFactor: options.secondFactor,
  })
}
