import { z } from 'zod'
import { LEAD_STATUSES, RETURN_REASONS, SOLD_CATEGORIES } from './portal-types'

/**
 * What the advisor API (/api/ria) answers, for the OpenAPI document; the requests are in
 * portal-schema.ts. Kept equal to portal-types.ts by a type test in features/api/openapi.test.ts.
 */
const LeadStatus = z.enum(LEAD_STATUSES)

/** POST /api/ria/login. */
export const AdvisorSignedInSchema = z.object({
  token: z.string().describe('The session token, for `Authorization: Bearer <token>`.'),
  advisor: z.object({ email: z.string(), name: z.string(), firm: z.string() }),
})

export const AdvisorLeadRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  score: z.number(),
  category: z.enum(SOLD_CATEGORIES),
  location: z.string().describe('"City, ST"'),
  investableAssets: z.number(),
  status: LeadStatus,
  matchedAt: z.iso.datetime().describe('When the lead was matched with this advisor.'),
})

/** GET /api/ria/leads: one page, counted from 0. */
export const LeadPageSchema = z.object({
  content: z.array(AdvisorLeadRowSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})

/** One lead with its consent record and history: GET, PATCH and the actions on a lead. */
export const AdvisorLeadDetailSchema = AdvisorLeadRowSchema.extend({
  state: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable().describe('Null unless the visitor agreed to be called or texted.'),
  phoneConsent: z.boolean(),
  phoneConsentWithdrawnAt: z.iso.datetime().nullable(),
  age: z.number().int(),
  annualIncome: z.number(),
  totalDebt: z.number(),
  emergencyFund: z.number(),
  monthlyExpenses: z.number(),
  creditScore: z.number().int().nullable(),
  readinessLevel: z.string(),
  breakdown: z.object({
    emergencyFund: z.number(),
    debtManagement: z.number(),
    cashFlow: z.number(),
    creditHealth: z.number(),
  }),
  consent: z
    .object({
      disclosureText: z.string(),
      disclosureVersion: z.string(),
      emailConsent: z.boolean(),
      phoneConsent: z.boolean(),
      consentedAt: z.iso.datetime(),
      pageUrl: z.string(),
    })
    .nullable(),
  events: z
    .array(
      z.object({
        type: z.string(),
        fromStatus: LeadStatus.nullable(),
        toStatus: LeadStatus.nullable(),
        note: z.string().nullable(),
        actor: z.string(),
        at: z.iso.datetime(),
      }),
    )
    .describe('Newest first; this advisor’s events and the visitor’s own.'),
  meetingScheduledAt: z.iso.datetime().nullable(),
  expectedAnnualRevenue: z.number().int().nullable(),
  returnRequest: z
    .object({
      reason: z.enum(RETURN_REASONS.map((reason) => reason.value)),
      details: z.string().nullable(),
      status: z.enum(['pending', 'credited', 'declined']),
      requestedAt: z.iso.datetime(),
      decisionNote: z.string().nullable(),
    })
    .nullable(),
  nextStatuses: z.array(LeadStatus).describe('The statuses this lead may move to now.'),
})

/** GET /api/ria/stats: the dashboard's figures. */
export const AdvisorStatsSchema = z.object({
  totalLeads: z.number().int(),
  hotLeads: z.number().int(),
  warmLeads: z.number().int(),
  newLeads: z.number().int(),
  conversions: z.number().int(),
  avgScore: z.number(),
  activity: z.array(z.object({ date: z.string(), count: z.number().int() })),
  distribution: z.object({ HOT: z.number().int(), WARM: z.number().int() }),
  funnel: z.object({
    total: z.number().int(),
    contacted: z.number().int(),
    qualified: z.number().int(),
    meetingScheduled: z.number().int(),
    converted: z.number().int(),
  }),
  roi: z.object({
    months: z.array(z.object({ month: z.string(), cost: z.number(), revenue: z.number() })),
    monthlyCost: z.number(),
    totalCost: z.number(),
    totalRevenue: z.number(),
    roiPercent: z.number().nullable(),
  }),
})
