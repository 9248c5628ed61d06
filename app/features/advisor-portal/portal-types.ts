/**
 * What the advisor portal's pages and JSON API exchange with its server module
 * (`portal.server.ts`). Shared by the loaders, the API routes and the components.
 */
import {
  LEAD_STATUSES,
  type LeadCategory,
  type LeadStatus,
  type ReturnReason,
  type RETURN_REASON_VALUES,
} from '~/db/vocabulary'

export { LEAD_STATUSES, type LeadCategory, type LeadStatus, type ReturnReason }

/**
 * The categories of lead an advisor is sold, and so the only ones the portal shows: COLD leads are
 * not sold (DECISIONS §3), even when a resubmission turns a matched lead COLD.
 */
export const SOLD_CATEGORIES = ['HOT', 'WARM'] as const satisfies readonly LeadCategory[]
export type SoldCategory = (typeof SOLD_CATEGORIES)[number]

/** Why an advisor may ask for a lead to be credited (issue: lead returns). */
export const RETURN_REASONS = [
  { value: 'wrong-contact', label: 'Wrong contact details' },
  { value: 'duplicate', label: 'Duplicate of a lead I already have' },
  { value: 'out-of-state', label: 'Lives outside the states I serve' },
  { value: 'not-real', label: 'Not a real person' },
] as const satisfies readonly { value: (typeof RETURN_REASON_VALUES)[number]; label: string }[]

export const LEAD_SORTS = ['matched', 'score', 'name', 'assets', 'status'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]

/** Filters of the leads table, the CSV export and `GET /api/ria/leads`. `page` counts from 0. */
export interface LeadListQuery {
  status?: LeadStatus
  category?: SoldCategory
  /** Matches name, email, city or state, case-insensitively. */
  q?: string
  sort: LeadSort
  dir: 'asc' | 'desc'
  page: number
  size: number
}

/** A row of the leads table (and of the CSV). */
export interface AdvisorLeadRow {
  id: string
  name: string
  email: string
  score: number
  category: SoldCategory
  /** "City, ST" */
  location: string
  investableAssets: number
  status: LeadStatus
  /** ISO timestamp of the match with this advisor. */
  matchedAt: string
}

export interface LeadPage {
  content: AdvisorLeadRow[]
  totalPages: number
  totalElements: number
  page: number
  size: number
}

export interface LeadEventView {
  type: string
  fromStatus: LeadStatus | null
  toStatus: LeadStatus | null
  note: string | null
  /** "advisor:<email>", "visitor", "admin:<email>" or "system". */
  actor: string
  at: string
}

export interface AdvisorLeadDetail extends AdvisorLeadRow {
  /** The lead's state (two letters), for their time zone. */
  state: string
  firstName: string
  lastName: string
  /** Null unless the visitor agreed to be called or texted. */
  phone: string | null
  phoneConsent: boolean
  /** When the visitor withdrew phone consent with the emailed link (then phoneConsent is false). */
  phoneConsentWithdrawnAt: string | null
  age: number
  annualIncome: number
  totalDebt: number
  emergencyFund: number
  monthlyExpenses: number
  creditScore: number | null
  readinessLevel: string
  breakdown: {
    emergencyFund: number
    debtManagement: number
    cashFlow: number
    creditHealth: number
  }
  consent: {
    disclosureText: string
    disclosureVersion: string
    emailConsent: boolean
    phoneConsent: boolean
    consentedAt: string
    pageUrl: string
  } | null
  /** Newest first; only this advisor's events and the visitor's own. */
  events: LeadEventView[]
  meetingScheduledAt: string | null
  /** Whole dollars a year, recorded when the lead converts. */
  expectedAnnualRevenue: number | null
  returnRequest: {
    reason: ReturnReason
    details: string | null
    status: 'pending' | 'credited' | 'declined'
    requestedAt: string
    decisionNote: string | null
  } | null
  /** The statuses this lead may move to now. */
  nextStatuses: LeadStatus[]
}

/** A change asked for by the advisor (`PATCH /api/ria/leads/{id}` and the detail page). */
export interface LeadChange {
  status?: LeadStatus
  note?: string
  /** ISO date-time of a scheduled meeting. */
  meetingAt?: string
  /** Required when status becomes CONVERTED: whole dollars a year. */
  expectedAnnualRevenue?: number
}

export type LeadChangeOutcome =
  { ok: true; lead: AdvisorLeadDetail } | { ok: false; status: 400 | 404 | 409; error: string }

export interface AdvisorStats {
  totalLeads: number
  hotLeads: number
  warmLeads: number
  newLeads: number
  conversions: number
  /** Mean score, one decimal; 0 without leads. */
  avgScore: number
  /** Leads matched per day for the last 30 days, oldest first, days with none included. */
  activity: { date: string; count: number }[]
  distribution: Record<SoldCategory, number>
  funnel: {
    total: number
    contacted: number
    qualified: number
    meetingScheduled: number
    converted: number
  }
  roi: {
    /** Months since the advisor's first match (at most 12), oldest first. */
    months: { month: string; cost: number; revenue: number }[]
    monthlyCost: number
    totalCost: number
    totalRevenue: number
    /** (revenue − cost) / cost × 100, rounded; null while there is no cost. */
    roiPercent: number | null
  }
}
