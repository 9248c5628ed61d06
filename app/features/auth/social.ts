/** Sign-in with a Google or Facebook account: names and messages shared by pages and server. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
}

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)

/**
 * Why a social sign-in ended back on the login page (`/login?error=…&provider=…`):
 * - `social`: the round trip failed (state mismatch, expired, the provider did not answer)
 * - `denied`: the visitor declined on the provider's page
 * - `unverified`: the provider has not verified the email address
 * - `no-email`: the provider did not share an email address
 * - `staff`: the address belongs to an advisor or admin account, which sign in with a password
 */
export const SOCIAL_ERRORS = ['social', 'denied', 'unverified', 'no-email', 'staff'] as const
export type SocialSignInError = (typeof SOCIAL_ERRORS)[number]

const isSocialError = (value: unknown): value is SocialSignInError =>
  (SOCIAL_ERRORS as readonly unknown[]).includes(value)

/** The message the login page shows for `?error=…&provider=…`, or null when there is none. */
export function socialErrorMessage(error: string | null, provider: string | null): string | null {
  if (!isSocialError(error)) return null
  const name = isSocialProvider(provider) ? PROVIDER_NAMES[provider] : 'that account'
  switch (error) {
    case 'social':
      return `We couldn't sign you in with ${name}. Please try again.`
    case 'denied':
      return `Signing in with ${name} was cancelled. Try again, or sign in with your email and password.`
    case 'unverified':
      return `${name} has not verified your email address, so we can't use it to sign you in. Verify it with ${name}, or sign in with your email and password.`
    case 'no-email':
      return `${name} didn't share your email address with us, so we can't sign you in with it. Try again and allow access to your email, or create an account with your email.`
    case 'staff':
      return `This email address belongs to a partner or staff account. Sign in with your email and password.`
  }
}

/**
 * Where a failed social sign-in sends the browser: the login page with the reason, keeping the
 * page the visitor was heading for.
 */
export function socialErrorPath(
  error: SocialSignInError,
  provider: SocialProvider,
  redirectTo: string,
  defaultTarget: string,
): string {
  const query = new URLSearchParams({ error, provider })
  if (redirectTo !== defaultTarget) query.set('redirect', redirectTo)
  return `/login?${query}`
}
