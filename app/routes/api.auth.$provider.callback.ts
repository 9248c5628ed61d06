import { redirect } from 'react-router'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import {
  DEFAULT_TARGET,
  clearedStateCookie,
  completeSocialSignIn,
  providerSettings,
} from '~/features/auth/oauth.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { SocialProviderSchema } from '~/features/auth/schema'
import { PROVIDER_NAMES, socialErrorPath } from '~/features/auth/social'
import { signInWithSocialIdentity } from '~/features/auth/social-accounts.server'
import { secureCookies } from '~/lib/security/cookies.server'
import type { Route } from './+types/api.auth.$provider.callback'

/**
 * Where Google or Facebook sends the browser back. Signs the visitor in and goes on to the page
 * they were heading for, or back to /login with the reason when it did not work.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const provider = SocialProviderSchema.safeParse(params.provider)
  if (!provider.success) return jsonError(404, 'No such API endpoint.')
  if (!providerSettings(provider.data)) {
    return jsonError(404, `Sign-in with ${PROVIDER_NAMES[provider.data]} is not available.`)
  }
  // The state cookie is single-use whatever happens next.
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', clearedStateCookie(provider.data, secureCookies(context)))
  const failTo = (error: Parameters<typeof socialErrorPath>[0], redirectTo: string) =>
    redirect(socialErrorPath(error, provider.data, redirectTo, DEFAULT_TARGET), { headers })

  const result = await completeSocialSignIn(provider.data, request)
  if (!result.ok) return failTo(result.error, result.redirectTo)
  const outcome = await signInWithSocialIdentity(
    db(),
    result.identity,
    requestInfo(request, context),
    result.redirectTo,
  )
  if (outcome.ok === false) return failTo(outcome.error, result.redirectTo)
  headers.append('Set-Cookie', outcome.setCookie)
  // An account with two-step verification gives its code before it is signed in.
  return redirect(outcome.ok === 'code-needed' ? outcome.location : result.redirectTo, { headers })
}

export function action({ params }: Route.ActionArgs) {
  return SocialProviderSchema.safeParse(params.provider).success
    ? methodNotAllowed(['GET'])
    : jsonError(404, 'No such API endpoint.')
}
