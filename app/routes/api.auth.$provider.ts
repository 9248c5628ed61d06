import { redirect } from 'react-router'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { beginSocialSignIn } from '~/features/auth/oauth.server'
import { SocialProviderSchema } from '~/features/auth/schema'
import { PROVIDER_NAMES } from '~/features/auth/social'
import { secureCookies } from '~/lib/security/cookies.server'
import type { Route } from './+types/api.auth.$provider'

/**
 * GET /api/auth/google, GET /api/auth/facebook: a full-page navigation that starts social sign-in
 * by sending the browser to the provider (302). `?redirect=/path` is where to land afterwards.
 * 404 JSON when the provider is unknown or not configured.
 */
export function loader({ params, url, context }: Route.LoaderArgs) {
  const provider = SocialProviderSchema.safeParse(params.provider)
  if (!provider.success) return jsonError(404, 'No such API endpoint.')
  const start = beginSocialSignIn(provider.data, {
    redirectTo: url.searchParams.get('redirect'),
    secure: secureCookies(context),
  })
  if (!start) {
    return jsonError(404, `Sign-in with ${PROVIDER_NAMES[provider.data]} is not available.`)
  }
  return redirect(start.location, {
    headers: { 'Set-Cookie': start.setCookie, 'Cache-Control': 'no-store' },
  })
}

export function action({ params }: Route.ActionArgs) {
  return SocialProviderSchema.safeParse(params.provider).success
    ? methodNotAllowed(['GET'])
    : jsonError(404, 'No such API endpoint.')
}
