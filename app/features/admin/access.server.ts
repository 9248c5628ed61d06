import { data, redirect } from 'react-router'
import { db } from '~/db/client.server'
import { jsonError } from '~/lib/http/json.server'
import {
  getSession,
  requireApiUser,
  requireUser,
  type CurrentSession,
} from '~/features/auth/index.server'
import { ADMIN_SETUP_REQUIRED_MESSAGE } from '~/features/auth'
import { isTwoFactorEnabled } from '~/features/auth/index.server'

/** Where an administrator turns on two-step verification, change the password and sessions. */
export const ADMIN_SECURITY_PATH = '/admin/security'

/**
 * For every admin page loader and action: the signed-in administrator. Anyone signed out is sent
 * to `/admin/login` (and brought back afterwards); a signed-in visitor or advisor gets a 403 page.
 * Two-step verification is required of administrators: until it is on, every admin page sends
 * the administrator to the security page to turn it on (and back afterwards). Only the security
 * page itself, and the frame around it, pass `beforeTwoFactor`.
 * Each loader calls this itself: a parent layout's check does not protect its children's data.
 */
export async function requireAdmin(
  request: Request,
  options: { beforeTwoFactor?: boolean } = {},
): Promise<CurrentSession> {
  const session = await getSession(request)
  if (session?.user.role === 'admin') {
    if (options.beforeTwoFactor || (await isTwoFactorEnabled(db(), session.user.id))) return session
    const url = new URL(request.url)
    throw redirect(
      `${ADMIN_SECURITY_PATH}?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`,
    )
  }
  if (!session) return requireUser(request, ['admin'])
  throw data({ error: 'Only administrators can open this page.' }, { status: 403 })
}

/**
 * For the admin JSON API: 401 without a session, 403 for another role, and 403 naming the
 * security page for an administrator who has not turned on two-step verification yet.
 */
export async function requireApiAdmin(request: Request): Promise<CurrentSession> {
  const session = await requireApiUser(request, ['admin'])
  if (!(await isTwoFactorEnabled(db(), session.user.id)))
    throw jsonError(403, ADMIN_SETUP_REQUIRED_MESSAGE, { setup: ADMIN_SECURITY_PATH })
  return session
}

/** Who did it, as the audit log records it, and the role the services check. */
export const actorOf = (session: CurrentSession) => ({
  id: session.user.id,
  email: session.user.email,
  role: session.user.role,
})
export type Actor = ReturnType<typeof actorOf>
