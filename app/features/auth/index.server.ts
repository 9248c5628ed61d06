/** What other features use of this feature on the server. */
export { logIn, resendVerificationEmail } from './accounts.server'
export { beginSocialSignIn, PENDING_SIGN_IN_SECONDS } from './oauth.server'
export { hashPassword, verifyPassword } from './password.server'
export { requestInfo } from './request-info.server'
export { runSecurityIntent } from './security.server'
export {
  createSession,
  type CurrentSession,
  destroyUserSessions,
  getSession,
  hashToken,
  publicUser,
  requireApiUser,
  requireUser,
  type Role,
  SESSION_LIMITS,
  sessionCookie,
  sessionTokenFrom,
  type User,
} from './session.server'
export { sweepUnconfirmedSignUps, UNCONFIRMED_SIGNUP_DAYS } from './signup.server'
export { FORGET_AFTER_SECONDS, FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT } from './throttle.server'
export { issueToken, TOKEN_LIFETIME_SECONDS } from './tokens.server'
export { twoFactorKey } from './two-factor/secret-key.server'
export { challengeCookie } from './two-factor/sign-in.server'
export {
  enrolledCredential,
  isTwoFactorEnabled,
  twoFactorSummary,
} from './two-factor/two-factor.server'
