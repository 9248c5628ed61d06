import { eq } from 'drizzle-orm'
import { data } from 'react-router'
import type { Database } from '~/db/client.server'
import { advisors } from '~/db/schema'
import { jsonError } from '~/lib/http/json.server'
import {
  requireApiUser,
  requireUser,
  type CurrentSession,
  type User,
} from '~/features/auth/index.server'
import { NOT_LINKED_MESSAGE } from './messages'

/** The signed-in advisor: the account, the advisor record it speaks for, and how events name it. */
export interface AdvisorAccess {
  user: User
  advisorId: string
  /** "advisor:<email>", the `actor` of every event the advisor causes. */
  actor: string
}

const accessOf = (user: User & { advisorId: string }): AdvisorAccess => ({
  user,
  advisorId: user.advisorId,
  actor: `advisor:${user.email}`,
})

/**
 * For the advisor JSON API: 401 without a session, 403 for another role or an advisor account
 * not linked to an advisor record.
 */
export async function requireApiAdvisor(request: Request): Promise<AdvisorAccess> {
  const { user } = await requireApiUser(request, ['advisor'])
  if (!user.advisorId) throw jsonError(403, NOT_LINKED_MESSAGE)
  return accessOf({ ...user, advisorId: user.advisorId })
}

/**
 * For the advisor portal's pages: without an advisor session, a redirect to /ria/login that comes
 * back afterwards; an advisor account not linked to an advisor record gets a 403 page.
 */
export async function requireAdvisor(
  request: Request,
): Promise<AdvisorAccess & { session: CurrentSession }> {
  const session = await requireUser(request, ['advisor'])
  const { user } = session
  if (!user.advisorId) throw data({ error: NOT_LINKED_MESSAGE }, { status: 403 })
  return { ...accessOf({ ...user, advisorId: user.advisorId }), session }
}

/** What the portal shows of the advisor: the sign-in email, their name and firm. */
export async function advisorProfile(db: Database, user: Pick<User, 'email' | 'advisorId'>) {
  if (!user.advisorId) return null
  const [advisor] = await db
    .select({ name: advisors.name, firm: advisors.firm })
    .from(advisors)
    .where(eq(advisors.id, user.advisorId))
    .limit(1)
  return advisor ? { email: user.email, name: advisor.name, firm: advisor.firm } : null
}
