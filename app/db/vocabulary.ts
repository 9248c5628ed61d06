/**
 * The closed lists of values that text columns may hold. Each list is written once here: the
 * schema turns it into a CHECK constraint and a column type, and the features take their
 * TypeScript unions from it. Pure data, so browser code may import it too.
 *
 * Adding a value means a migration (`npm run db:generate`) that replaces the column's constraint;
 * removing one also needs the rows holding it changed first.
 */

/** DECISIONS §3: NEW → CONTACTED → NURTURING → QUALIFIED → CONVERTED; any state → LOST. */
export const LEAD_STATUSES = [
  'NEW',
  'CONTACTED',
  'NURTURING',
  'QUALIFIED',
  'CONVERTED',
  'LOST',
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** A lead's temperature from its score: only HOT and WARM leads are sold (DECISIONS §3). */
export const LEAD_CATEGORIES = ['HOT', 'WARM', 'COLD'] as const
export type LeadCategory = (typeof LEAD_CATEGORIES)[number]

export const READINESS_LEVELS = [
  'Investment Ready',
  'Nearly Ready',
  'Building Foundations',
  'Getting Started',
] as const
export type ReadinessLevel = (typeof READINESS_LEVELS)[number]

/**
 * Why a lead that could have been offered to advisors was not: the browser sent Global Privacy
 * Control and the visitor did not confirm ('gpc'), or the address has a do-not-sell request ('opt-out').
 */
export const MATCHING_WITHHELD_REASONS = ['gpc', 'opt-out'] as const
export type MatchingWithheldReason = (typeof MATCHING_WITHHELD_REASONS)[number]

/** What a lead event records (`lead_events.type`). */
export const LEAD_EVENT_TYPES = [
  'CONTACT_REQUESTED',
  'CONTACTED',
  'STATUS_CHANGED',
  'MEETING_SCHEDULED',
  'NOTE',
  'RETURN_REQUESTED',
  'RETURN_CREDITED',
  'RETURN_DECLINED',
  'MATCH_ADDED',
  'MATCH_REMOVED',
  'WITHDRAWN',
] as const
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number]

/** Why an advisor may ask for a lead to be credited. */
export const RETURN_REASON_VALUES = [
  'wrong-contact',
  'duplicate',
  'out-of-state',
  'not-real',
] as const
export type ReturnReason = (typeof RETURN_REASON_VALUES)[number]

export const RETURN_STATUSES = ['pending', 'credited', 'declined'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const USER_ROLES = ['user', 'advisor', 'admin'] as const
export type Role = (typeof USER_ROLES)[number]

/** Where a partner application stands: waiting for review, or decided by an administrator. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

export const TOKEN_PURPOSES = [
  'password-reset',
  'email-verification',
  'advisor-invite',
  'sign-in-link',
  'signup-confirmation',
] as const
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number]

/**
 * What a person asks for on the "Do Not Sell or Share" page: to opt out of sale and sharing, or to
 * have their information deleted (which stops sharing too).
 */
export const PRIVACY_REQUEST_KINDS = ['do-not-sell', 'deletion'] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

export const EMAIL_TRANSPORTS = ['smtp', 'outbox'] as const
export type EmailTransport = (typeof EMAIL_TRANSPORTS)[number]

export const EMAIL_DELIVERY_STATUSES = ['sent', 'failed'] as const
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number]
