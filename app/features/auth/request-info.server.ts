import type { AppLoadContext } from 'react-router'
import { getConfig } from '~/config.server'
import { secureCookies } from '~/lib/security/cookies.server'
import type { RequestInfo } from './accounts.server'
import { sessionTokenFrom } from './session.server'
import type { SocialProvider } from './social'

/** What the account services need to know about the request. */
export function requestInfo(request: Request, context: AppLoadContext): RequestInfo {
  const config = getConfig()
  return {
    ip: context.clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
    siteUrl: config.SITE_URL,
    postalAddress: config.COMPANY_POSTAL_ADDRESS,
    rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER,
    sessionToken: sessionTokenFrom(request),
    secure: secureCookies(context),
  }
}

/** The social sign-in providers whose client id and secret are configured. */
export function configuredProviders(): SocialProvider[] {
  const config = getConfig()
  const providers: SocialProvider[] = []
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) providers.push('google')
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) providers.push('facebook')
  return providers
}
