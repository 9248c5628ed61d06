/**
 * The lead's server services: what routes and other features call to read and change leads.
 *
 * Each service that reads or changes one lead takes who acts (the advisor, the administrator, or
 * the visitor's proof of owning the lead) and checks access itself: a lead the actor may not see
 * answers exactly like one that does not exist.
 */
export { advisorsAvailableFor, matchAdvisors, type Advisor } from './matching.server'

// Capture: a submitted assessment becomes a lead (or a score-only count), with its emails.
export {
  DEDUPE_WINDOW_MS,
  UPDATE_LINK_TTL_MS,
  type CaptureContext,
  type CaptureOutcome,
  type MatchedAdvisor,
  type MatchingWithheld,
  type ShownWithheld,
} from './capture.server'
export {
  SUBMISSION_STATUS,
  renderSubmissionEmail,
  submitAssessment,
  type EmailLinks,
  type SubmissionResult,
} from './submit.server'
export { type ScoreOnlyOutcome } from './score-only.server'
export { leadResponse, scoreOnlyResponse, type LeadResponse } from './response'

// The ownership rule: what proves a visitor owns a lead.
export {
  NO_PROOF,
  OWNER_PROOF_TTL_SECONDS,
  ownerProofCookie,
  ownershipProofFrom,
  type OwnershipProof,
} from './ownership.server'
export { requestAdvisorContact, type ContactRequestOutcome } from './contact-request.server'
export {
  applyLeadUpdate,
  previewLeadUpdate,
  type UpdateChange,
  type UpdatePreview,
} from './lead-updates.server'
export {
  STOP_CALLS_PATH,
  readStopCalls,
  stopCallsUrl,
  withdrawPhoneConsent,
  type StopCallsState,
} from './phone-consent-withdrawal.server'

// The advisor's leads: lists, one lead, the pipeline, contacts, returns, statistics, export.
export {
  advisorOfficeState,
  advisorStats,
  allAdvisorLeads,
  changeAdvisorLead,
  getAdvisorLead,
  leadsCsv,
  listAdvisorLeads,
  recordAdvisorContact,
  requestLeadReturn,
} from './advisor-leads.server'
export { leadOutcomeResponse, NO_STORE } from './api.server'
export { leadNotFound, leadPageAction } from './lead-actions.server'

// The administrator's leads: every lead, matches added and moved, returns decided.
export {
  ADMIN_LEADS_PAGE_SIZE,
  AddMatchSchema,
  ReassignSchema,
  ReturnDecisionSchema,
  addMatch,
  adminLeadQueryFrom,
  decideReturn,
  getAdminLead,
  listAdminLeads,
  pendingReturns,
  reassignMatch,
  type AdminLead,
  type AdminLeadQuery,
  type AdminOutcome,
} from './admin-leads.server'
