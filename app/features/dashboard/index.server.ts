/** What other features use of this feature on the server. */
export { exportAccountData } from './account-data.server'
export { type SavedCalculation } from './calculator-history.server'
export { type accountUser } from './profile.server'
export { latestAssessmentFigures, recordReadinessScore } from './readiness.server'
