import type { Database } from '~/db/client.server'
import { publicUser, type User } from '~/features/auth/session.server'
import { findSubscriberByEmail } from '~/features/newsletter/newsletter.server'
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
