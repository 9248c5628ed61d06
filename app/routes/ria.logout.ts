import { redirect } from 'react-router'
import { clearedSessionCookie, destroySession } from '~/features/auth/session.server'
import type { Route } from './+types/ria.logout'
import { secureCookies } from '~/lib/security/cookies.server'

/** Signing out is a POST (a link or prefetch must not sign anyone out); a GET goes to the sign-in page. */
export function loader() {
  return redirect('/ria/login')
}

/** Ends the advisor's session and returns to the advisor sign-in page (seed 000 §4). */
export async function action({ request, context }: Route.ActionArgs) {
  await destroySession(request)
  return redirect('/ria/login', {
    headers: { 'Set-Cookie': clearedSessionCookie(secureCookies(context)) },
  })
}
