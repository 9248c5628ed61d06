import { redirect } from 'react-router'
import { db } from '~/db/client.server'
import {
  clearedSessionCookie,
  destroySession,
  destroyUserSessions,
  getSession,
} from '~/features/auth/session.server'
import type { Route } from './+types/logout'
import { readFormData } from '~/lib/http/form.server'
import { secureCookies } from '~/lib/security/cookies.server'

/** Signing out is a POST (a link or prefetch must not sign anyone out); a GET goes home. */
export function loader() {
  return redirect('/')
}

/** Ends this session; with `scope=everywhere`, every session of the user ('Sign out everywhere'). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request)
  const session = form.get('scope') === 'everywhere' ? await getSession(request) : null
  if (session) await destroyUserSessions(db(), session.user.id)
  else await destroySession(request)
  return redirect(session ? '/?notice=signed-out-everywhere' : '/', {
    headers: { 'Set-Cookie': clearedSessionCookie(secureCookies(context)) },
  })
}
