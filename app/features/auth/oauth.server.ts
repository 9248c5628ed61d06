import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
} from 'arctic'
import { z } from 'zod'
import { getConfig, type Config } from '~/config.server'
import { SITE_COOKIES, SOCIAL_SIGN_IN_SECONDS } from '~/lib/security/site-cookies'
import { logWarning } from '~/lib/log.server'
import { readSiteCookie, siteCookie } from '~/lib/security/cookies.server'
import { safeRedirectPath } from '~/lib/security/redirect'
import { EmailSchema } from '~/lib/fields'
import type { SocialProvider, SocialSignInError } from './social'

/**
 * The OAuth 2.0 authorization code flow with PKCE for Google and Facebook. One code path for both,
 * driven by endpoints from the configuration, so tests can point it at a local mock provider.
 */

/** Who the provider says the visitor is. */
export interface SocialIdentity {
  provider: SocialProvider
  providerUserId: string
  /** Lower case; null when the provider did not share a usable address. */
  email: string | null
  /** The provider vouches that the visitor controls `email`. */
  emailVerified: boolean
  firstName: string
  lastName: string
}

interface ProviderSettings {
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  userinfoUrl: string
  scopes: string[]
}

export const DEFAULT_TARGET = '/dashboard'

/** How long the visitor has to come back from the provider's page. */
export const PENDING_SIGN_IN_SECONDS = SOCIAL_SIGN_IN_SECONDS

/** The provider's settings, or null when its client id or secret is not configured. */
export function providerSettings(
  provider: SocialProvider,
  config: Config = getConfig(),
): ProviderSettings | null {
  if (provider === 'google') {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null
    return {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizationUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      scopes: ['openid', 'email', 'profile'],
    }
  }
  if (!config.FACEBOOK_CLIENT_ID || !config.FACEBOOK_CLIENT_SECRET) return null
  return {
    clientId: config.FACEBOOK_CLIENT_ID,
    clientSecret: config.FACEBOOK_CLIENT_SECRET,
    authorizationUrl: config.FACEBOOK_AUTH_URL,
    tokenUrl: config.FACEBOOK_TOKEN_URL,
    userinfoUrl: config.FACEBOOK_USERINFO_URL,
    scopes: ['email', 'public_profile'],
  }
}

const clientFor = (provider: SocialProvider, settings: ProviderSettings, siteUrl: string) =>
  new OAuth2Client(
    settings.clientId,
    settings.clientSecret,
    `${siteUrl}/api/auth/${provider}/callback`,
  )

/**
 * The state and PKCE verifier of a sign-in in progress live in a short-lived HttpOnly cookie, one
 * per provider, so nothing is kept in server memory and any copy of the server can finish it.
 */
const PendingSignInSchema = z.object({
  state: z.string().min(16).max(128),
  codeVerifier: z.string().min(43).max(128),
  redirectTo: z.string().max(2048),
})
type PendingSignIn = z.infer<typeof PendingSignInSchema>

const STATE_COOKIES = { google: SITE_COOKIES.oauthGoogle, facebook: SITE_COOKIES.oauthFacebook }

/** `secure`: from `secureCookies(context)`, true when the request came over HTTPS. */
export const clearedStateCookie = (provider: SocialProvider, secure: boolean) =>
  siteCookie(STATE_COOKIES[provider], '', { secure, maxAgeSeconds: 0 })

function readPendingSignIn(request: Request, provider: SocialProvider): PendingSignIn | null {
  const value = readSiteCookie(request, STATE_COOKIES[provider])
  if (value === null) return null
  try {
    const json: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    const parsed = PendingSignInSchema.safeParse(json)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Starts a sign-in: the provider's authorization URL to send the browser to, and the cookie that
 * remembers the state, the PKCE verifier and where to go afterwards. Null when not configured.
 */
export function beginSocialSignIn(
  provider: SocialProvider,
  options: { redirectTo: string | null; secure: boolean },
): { location: string; setCookie: string } | null {
  const settings = providerSettings(provider)
  if (!settings) return null
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const url = clientFor(provider, settings, getConfig().SITE_URL).createAuthorizationURLWithPKCE(
    settings.authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    settings.scopes,
  )
  const pending: PendingSignIn = {
    state,
    codeVerifier,
    redirectTo: safeRedirectPath(options.redirectTo, DEFAULT_TARGET),
  }
  const value = Buffer.from(JSON.stringify(pending), 'utf8').toString('base64url')
  const setCookie = siteCookie(STATE_COOKIES[provider], value, {
    secure: options.secure,
    maxAgeSeconds: PENDING_SIGN_IN_SECONDS,
  })
  return { location: url.href, setCookie }
}

export type CallbackResult =
  | { ok: true; identity: SocialIdentity; redirectTo: string }
  | { ok: false; error: SocialSignInError; redirectTo: string }

/**
 * Finishes a sign-in on the provider's redirect back: checks the state against the cookie,
 * exchanges the code with the PKCE verifier and reads who the visitor is. Every failure becomes
 * an error code for the login page, never an exception.
 */
export async function completeSocialSignIn(
  provider: SocialProvider,
  request: Request,
): Promise<CallbackResult> {
  const settings = providerSettings(provider)
  const pending = readPendingSignIn(request, provider)
  const redirectTo = safeRedirectPath(pending?.redirectTo, DEFAULT_TARGET)
  const fail = (error: SocialSignInError, reason: string, detail?: string): CallbackResult => {
    // Codes only: never the query, the token or anything about the visitor.
    logWarning('social sign-in failed', { provider, reason, detail })
    return { ok: false, error, redirectTo }
  }

  const query = new URL(request.url).searchParams
  const providerError = query.get('error')
  if (providerError) {
    return fail(
      providerError === 'access_denied' ? 'denied' : 'social',
      'provider-error',
      providerError.slice(0, 64),
    )
  }
  if (!settings) return fail('social', 'not-configured')
  if (!pending) return fail('social', 'no-pending-sign-in')
  const state = query.get('state') ?? ''
  if (!sameSecret(state, pending.state)) return fail('social', 'state-mismatch')
  const code = query.get('code')
  if (!code || code.length > 2048) return fail('social', 'no-code')

  let accessToken: string
  try {
    const tokens = await clientFor(
      provider,
      settings,
      getConfig().SITE_URL,
    ).validateAuthorizationCode(settings.tokenUrl, code, pending.codeVerifier)
    accessToken = tokens.accessToken()
  } catch (error) {
    return fail(
      'social',
      'token-exchange',
      error instanceof OAuth2RequestError ? error.code.slice(0, 64) : errorName(error),
    )
  }

  try {
    const identity =
      provider === 'google'
        ? await googleIdentity(settings, accessToken)
        : await facebookIdentity(settings, accessToken)
    return { ok: true, identity, redirectTo }
  } catch (error) {
    return fail('social', 'userinfo', errorName(error))
  }
}

const errorName = (error: unknown) => (error instanceof Error ? error.constructor.name : 'unknown')

const IDENTITY_TIMEOUT_MS = 10_000

async function getJson(url: URL, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
  })
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`userinfo answered ${response.status}`)
  }
  return response.json()
}

const text = z.string().max(500).optional()

const emailOf = (value: string | undefined) => {
  const parsed = EmailSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

const nameOf = (value: string | undefined) => (value ?? '').trim().slice(0, 60)

/** OpenID Connect userinfo (Google's own, or any OIDC provider's). */
const GoogleUserinfoSchema = z.object({
  sub: z.string().min(1).max(255),
  email: text,
  // Google sends a boolean; some older answers carry the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: text,
  family_name: text,
  name: text,
})

async function googleIdentity(
  settings: ProviderSettings,
  accessToken: string,
): Promise<SocialIdentity> {
  const info = GoogleUserinfoSchema.parse(await getJson(new URL(settings.userinfoUrl), accessToken))
  return {
    provider: 'google',
    providerUserId: info.sub,
    email: emailOf(info.email),
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    firstName: nameOf(info.given_name ?? info.name?.split(/\s+/)[0]),
    lastName: nameOf(info.family_name),
  }
}

const FacebookMeSchema = z.object({
  id: z.string().min(1).max(255),
  email: text,
  first_name: text,
  last_name: text,
})

async function facebookIdentity(
  settings: ProviderSettings,
  accessToken: string,
): Promise<SocialIdentity> {
  const url = new URL(settings.userinfoUrl)
  url.searchParams.set('fields', 'id,email,first_name,last_name')
  // Proves the call comes from the app's server (Facebook's "Require App Secret" setting).
  url.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', settings.clientSecret).update(accessToken).digest('hex'),
  )
  const me = FacebookMeSchema.parse(await getJson(url, accessToken))
  const email = emailOf(me.email)
  return {
    provider: 'facebook',
    providerUserId: me.id,
    email,
    // Facebook returns an email only once its owner has confirmed it.
    emailVerified: email !== null,
    firstName: nameOf(me.first_name),
    lastName: nameOf(me.last_name),
  }
}
