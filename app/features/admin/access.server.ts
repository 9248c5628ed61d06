import { data } from 'react-router'
import { getSession, requireUser, type CurrentSession } from '~/features/auth/session.server'

/**
 * For every admin page loader and action: the signed-in administrator. Anyone signed out is sent
 * to `/admin/login` (and brought back afterwards); a signed-in visitor or advisor gets a 403 page.
 * Each loader calls this itself: a parent layout's check does not protect its children's data.
 */
export async function requireAdmin(request: Request): Promise<CurrentSession> {
  const session = await getSession(request)
  if (session?.user.role === 'admin') return session
  if (!session) return requireUser(request, ['admin'])
  throw data({ error: 'Only administrators can open this page.' }, { status: 403 })
}

/** Who did it, as the audit log records it. */
export const actorOf = (session: CurrentSession) => ({
  id: session.user.id,
  email: session.user.email,
})
export type Actor = ReturnType<typeof actorOf>
