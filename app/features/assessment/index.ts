/** What other features use of this feature (safe in the browser). */
export {
  ContactRequestAnswerSchema,
  ContactRequestSchema,
  LeadResponseSchema,
  SubmissionDocumentSchema,
} from './api-schema'
export { type UpdateLinkProblem } from './lead-update-page'
export { assessmentFigures } from './calculator-figures'
export { SavedNumbersPanel } from './saved-numbers-loader'
export {
  type AssessmentInput,
  AssessmentSchema,
  MATCHING_CHOICE_ERROR,
  type MatchingChoice,
  type ScoreOnlyInput,
  type Submission,
  SubmissionApiSchema,
} from './schema'
export {
  type AssessmentFinancials,
  type AssessmentResult,
  type LeadCategory,
  type MethodStep,
  type ReadinessLevel,
  readinessLevelFor,
  scoreAssessment,
  type ScoreBreakdown,
} from './scoring'
export { type FinancialSnapshot, type SnapshotFill } from './snapshot'
export { type StopCallsView } from './stop-calls-page'
export { US_STATE_CODES, US_STATES } from './us-states'
