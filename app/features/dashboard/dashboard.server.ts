import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { sessions, users } from '~/db/schema'
import { publicUser, type CurrentSession, type User } from '~/features/auth/index.server'
import { findSubscriberByEmail } from '~/features/newsletter/index.server'
import { listCalculations } from './calculator-history.server'
import { profileCompletion } from './profile-completion'
import { latestAssessment, readinessHistory } from './readiness.server'

/** Saved calculations listed on the dashboard (the API pages through all of them). */
export const DASHBOARD_CALCULATIONS = 50
/** Scores drawn in the history chart. */
export const CHART_SCORES = 12

/** Everything the dashboard shows, read in one go. */
export async function loadDashboard(db: Database, user: User) {
  const [history, assessment, calculations, subscriber] = await Promise.all([
    readinessHistory(db, user.id, CHART_SCORES),
    latestAssessment(db, user.id),
    listCalculations(db, user.id, { limit: DASHBOARD_CALCULATIONS, offset: 0 }),
    findSubscriberByEmail(db, user.email),
  ])
  return {
    user: publicUser(user),
    completion: profileCompletion({
      firstName: user.firstName,
      email: user.email,
      goals: user.goals,
      investmentReadinessScore: user.investmentReadinessScore,
      calculatorHistoryCount: calculations.total,
    }),
    readinessHistory: history,
    assessment,
    calculations: calculations.items,
    calculationsTotal: calculations.total,
    newsletterSubscribed: subscriber !== undefined && subscriber.unsubscribedAt === null,
  }
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>

export type Greeting = 'Welcome' | 'Welcome back'

/**
 * "Welcome" for the visit that first opens the dashboard, "Welcome back" afterwards. The first
 * opening is stamped on the account; the session that was open then is that first visit, so the
 * greeting stays the same while the user works on the page. A later sign-in is a return.
 */
export async function dashboardGreeting(
  db: Database,
  session: Pick<CurrentSession, 'user' | 'idHash'>,
  now = new Date(),
): Promise<Greeting> {
  const [stamped] = await db
    .update(users)
    .set({ dashboardFirstSeenAt: now })
    .where(and(eq(users.id, session.user.id), isNull(users.dashboardFirstSeenAt)))
    .returning({ id: users.id })
  if (stamped) return 'Welcome'
  const [firstSeen] = await db
    .select({ at: users.dashboardFirstSeenAt, sessionStart: sessions.createdAt })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, session.user.id), eq(sessions.idHash, session.idHash)))
    .limit(1)
  return firstSeen?.at && firstSeen.sessionStart <= firstSeen.at ? 'Welcome' : 'Welcome back'
}
