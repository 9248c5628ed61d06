import { redirect } from 'react-router'
import { clearedSessionCookie, destroySession } from '~/features/auth/session.server'
import type { Route } from './+types/admin.logout'
import { secureCookies } from '~/lib/security/cookies.server'

/** Signing out is a POST; a GET goes back to the sign-in page. */
export function loader() {
  return redirect('/admin/login')
}

export async function action({ request, context }: Route.ActionArgs) {
  await destroySession(request)
  return redirect('/admin/login', {
    headers: { 'Set-Cookie': clearedSessionCookie(secureCookies(context)) },
  })
}
