/** What other features use of this feature (safe in the browser). */
export {
  AdvisorLeadDetailSchema,
  AdvisorLeadRowSchema,
  AdvisorSignedInSchema,
  AdvisorStatsSchema,
  LeadPageSchema,
} from './api-schema'
export {
  CONVERTED_RETURN_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
  MEETING_STATUS_MESSAGE,
  MEETING_TIME_MESSAGE,
  NO_PHONE_CONSENT_MESSAGE,
  NO_PHONE_NUMBER_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  RETURN_ALREADY_REQUESTED_MESSAGE,
  REVENUE_ALREADY_RECORDED_MESSAGE,
  REVENUE_REQUIRED_MESSAGE,
  REVENUE_WITHOUT_CONVERSION_MESSAGE,
} from './messages'
export {
  type ContactChannel,
  ContactSchema,
  ConvertFormSchema,
  LeadChangeSchema,
  LeadListQuerySchema,
  MAX_EXPECTED_ANNUAL_REVENUE,
  MeetingFormSchema,
  NOTE_MAX_LENGTH,
  NoteFormSchema,
  RETURN_DETAILS_MAX_LENGTH,
  ReturnRequestSchema,
  StatusFormSchema,
} from './portal-schema'
export {
  type AdvisorLeadDetail,
  type AdvisorLeadRow,
  type AdvisorStats,
  LEAD_STATUSES,
  type LeadCategory,
  type LeadChange,
  type LeadChangeOutcome,
  type LeadEventView,
  type LeadListQuery,
  type LeadPage,
  type LeadStatus,
  RETURN_REASONS,
  type ReturnReason,
  SOLD_CATEGORIES,
  type SoldCategory,
} from './portal-types'
export { DEMO_ADVISOR_ACCOUNT, demoAdvisorLeads } from './demo-leads'
