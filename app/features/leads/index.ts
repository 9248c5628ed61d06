/**
 * What other features and routes use of the lead's lifecycle, safe in the browser: the status
 * vocabulary and pipeline rules, the matching rule, labels and the lead badges. Server services
 * (database, email) are in `index.server.ts`.
 */
export {
  LEAD_CATEGORIES,
  LEAD_EVENT_TYPES,
  LEAD_STATUSES,
  READINESS_LEVELS,
  RETURN_REASON_VALUES,
  RETURN_STATUSES,
  type LeadCategory,
  type LeadEventType,
  type LeadStatus,
  type ReadinessLevel,
  type ReturnReason,
  type ReturnStatus,
} from '~/db/vocabulary'
export { CategoryBadge, StatusBadge } from './badges'
export { CATEGORY_LABELS, STATUS_LABELS } from './labels'
export {
  chooseAdvisors,
  isEligible,
  matchReasons,
  type LeadForMatching,
  type MatchCandidate,
} from './matching'
export {
  canMove,
  canScheduleMeeting,
  isFinalStatus,
  MEETING_STATUSES,
  nextStatuses,
  transitionError,
} from './pipeline'
export type { LeadResponse } from './response'
export type { MatchedAdvisor, ShownWithheld } from './capture.server'
export type { LeadActionData, LeadIntent } from './lead-actions.server'
