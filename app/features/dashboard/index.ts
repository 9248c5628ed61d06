/** What other features use of this feature (safe in the browser). */
export {
  AccountExportSchema,
  AccountUserSchema,
  CurrentUserSchema,
  SavedCalculationAnswerSchema,
  SavedCalculationResultSchema,
  UpdatedUserSchema,
} from './api-schema'
export { DEMO_USER } from './demo-user'
export {
  HistoryPageSchema,
  ProfileUpdateSchema,
  ReadinessScoreSchema,
  SaveCalculationSchema,
} from './schema'
export { DEMO_ASSESSMENTS, DEMO_CALCULATIONS } from './demo-user'
