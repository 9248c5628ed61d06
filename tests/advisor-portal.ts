import { randomBytes } from 'node:crypto'
import type { Database } from '~/db/client.server'
import { leadConsents, leadMatches, leads } from '~/db/schema'
import { scoreAssessment, type AssessmentFinancials } from '~/features/assessment/scoring'
import { DISCLOSURE_VERSION } from '~/features/legal/disclosure'
import { CONSENT_RECORD_TEXT } from '~/features/legal/lead-consent'
import { createAdvisor, createUserWithSession } from './factories'

/** An advisor record with a signed-in advisor account linked to it. */
export async function createAdvisorAccount(
  db: Database,
  overrides: Parameters<typeof createAdvisor>[1] = {},
) {
  const advisor = await createAdvisor(db, overrides)
  const account = await createUserWithSession(db, { role: 'advisor', advisorId: advisor.id })
  return { advisor, ...account }
}

export interface MatchedLeadOptions {
  /** The assessment numbers; the lead is scored from them with the real scoring. */
  numbers?: Partial<AssessmentFinancials>
  lead?: Partial<typeof leads.$inferInsert>
  match?: Partial<typeof leadMatches.$inferInsert>
  /** Ticked "advisors may call or text me" (default true). */
  phoneConsent?: boolean
  matchedAt?: Date
}

const HOT_NUMBERS: AssessmentFinancials = {
  annualIncome: 120_000,
  totalDebt: 0,
  emergencyFund: 40_000,
  monthlyExpenses: 5_000,
  investableAssets: 150_000,
  creditScore: 780,
}

/**
 * A lead as the assessment stores one (scored, with its consent record), matched to the given
 * advisors in order (none for an empty list). A strong (HOT) profile unless `numbers` say otherwise.
 */
export async function createMatchedLead(
  db: Database,
  advisorIds: string | string[],
  options: MatchedLeadOptions = {},
) {
  const numbers = { ...HOT_NUMBERS, ...options.numbers }
  const result = scoreAssessment(numbers)
  const phoneConsent = options.phoneConsent ?? true
  const matchedAt = options.matchedAt ?? new Date()
  const id = randomBytes(4).toString('hex')
  const [lead] = await db
    .insert(leads)
    .values({
      firstName: 'Avery',
      lastName: `Example ${id}`,
      email: `avery.${id}@example.com`,
      phone: '(614) 555-0142',
      age: 40,
      city: 'Columbus',
      state: 'OH',
      ...numbers,
      creditScore: numbers.creditScore ?? null,
      score: result.score,
      breakdown: result.breakdown,
      readinessLevel: result.readinessLevel,
      category: result.category,
      step: result.step,
      source: 'investment-readiness-calculator',
      medium: 'organic',
      campaign: 'website',
      phoneConsent,
      createdAt: matchedAt,
      ...options.lead,
    })
    .returning()
  if (!lead) throw new Error('lead not inserted')
  await db.insert(leadConsents).values({
    leadId: lead.id,
    disclosureText: CONSENT_RECORD_TEXT,
    disclosureVersion: DISCLOSURE_VERSION,
    emailConsent: true,
    phoneConsent,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    pageUrl: 'http://localhost:3000/investment-readiness',
    consentedAt: matchedAt,
  })
  const ids = Array.isArray(advisorIds) ? advisorIds : [advisorIds]
  // No advisors: a lead that was not sent to anyone.
  if (ids.length)
    await db.insert(leadMatches).values(
      ids.map((advisorId, position) => ({
        leadId: lead.id,
        advisorId,
        position,
        createdAt: matchedAt,
        ...options.match,
      })),
    )
  return lead
}

/**
 * Every route of the advisor portal that reads or changes leads, for the access test to loop
 * over: anonymous, a 'user' account, and another advisor must all be kept out. Add a case for
 * each new advisor page loader, action or API route.
 */
export interface AdvisorRouteCase {
  /** How the test names the case, e.g. "PATCH /api/ria/leads/{id}". */
  name: string
  /** 'api' answers 401/403 JSON; 'page' sends the browser to /ria/login. */
  kind: 'api' | 'page'
  /** 'lead': a lead that is not the advisor's is a 404. 'list': such leads are left out. */
  scope: 'lead' | 'list'
  method: 'GET' | 'POST' | 'PATCH'
  /** The route module's loader (GET) or action (anything else). */
  handler: () => Promise<(args: never) => unknown>
  path: (leadId: string) => string
  params?: (leadId: string) => Record<string, string>
  /** The JSON body of a write: one that succeeds for the lead's own advisor. */
  body?: unknown
  /** For a page action: the form fields, posted as a browser posts them (instead of `body`). */
  form?: [string, string][]
}

const byId = (leadId: string) => ({ id: leadId })
const byLeadId = (leadId: string) => ({ leadId })

/** The lead page's forms that succeed on a NEW lead (the meeting and conversion forms need a later stage). */
const LEAD_PAGE_FORMS: [string, string][][] = [
  [
    ['intent', 'status'],
    ['status', 'CONTACTED'],
  ],
  [
    ['intent', 'note'],
    ['note', 'Called and left a message'],
  ],
  [
    ['intent', 'contact'],
    ['channel', 'email'],
  ],
  [
    ['intent', 'return'],
    ['reason', 'duplicate'],
  ],
]

export const ADVISOR_ROUTE_CASES: AdvisorRouteCase[] = [
  {
    name: 'GET /api/ria/leads',
    kind: 'api',
    scope: 'list',
    method: 'GET',
    handler: async () => (await import('~/routes/api.ria.leads')).loader,
    path: () => '/api/ria/leads?size=100',
  },
  {
    name: 'GET /api/ria/leads.csv',
    kind: 'api',
    scope: 'list',
    method: 'GET',
    handler: async () => (await import('~/routes/api.ria.leads.csv')).loader,
    path: () => '/api/ria/leads.csv',
  },
  {
    name: 'GET /api/ria/stats',
    kind: 'api',
    scope: 'list',
    method: 'GET',
    handler: async () => (await import('~/routes/api.ria.stats')).loader,
    path: () => '/api/ria/stats',
  },
  {
    name: 'GET /api/ria/leads/{id}',
    kind: 'api',
    scope: 'lead',
    method: 'GET',
    handler: async () => (await import('~/routes/api.ria.leads.$id')).loader,
    path: (id) => `/api/ria/leads/${id}`,
    params: byId,
  },
  {
    name: 'PATCH /api/ria/leads/{id}',
    kind: 'api',
    scope: 'lead',
    method: 'PATCH',
    handler: async () => (await import('~/routes/api.ria.leads.$id')).action,
    path: (id) => `/api/ria/leads/${id}`,
    params: byId,
    body: { status: 'CONTACTED', note: 'Called and left a message' },
  },
  {
    name: 'POST /api/ria/leads/{id}/contact',
    kind: 'api',
    scope: 'lead',
    method: 'POST',
    handler: async () => (await import('~/routes/api.ria.leads.$id.contact')).action,
    path: (id) => `/api/ria/leads/${id}/contact`,
    params: byId,
    body: { channel: 'email' },
  },
  {
    name: 'POST /api/ria/leads/{id}/return',
    kind: 'api',
    scope: 'lead',
    method: 'POST',
    handler: async () => (await import('~/routes/api.ria.leads.$id.return')).action,
    path: (id) => `/api/ria/leads/${id}/return`,
    params: byId,
    body: { reason: 'duplicate', details: 'Already a client' },
  },
  {
    name: 'GET /ria/dashboard',
    kind: 'page',
    scope: 'list',
    method: 'GET',
    handler: async () => (await import('~/routes/ria.dashboard')).loader,
    path: () => '/ria/dashboard',
  },
  {
    name: 'GET /ria/leads/{id}',
    kind: 'page',
    scope: 'lead',
    method: 'GET',
    handler: async () => (await import('~/routes/ria.leads.$leadId')).loader,
    path: (id) => `/ria/leads/${id}`,
    params: byLeadId,
  },
  ...LEAD_PAGE_FORMS.map((form): AdvisorRouteCase => ({
    name: `POST /ria/leads/{id} (${form[0]?.[1]})`,
    kind: 'page',
    scope: 'lead',
    method: 'POST',
    handler: async () => (await import('~/routes/ria.leads.$leadId')).action,
    path: (id) => `/ria/leads/${id}`,
    params: byLeadId,
    form,
  })),
]

/** A request for a case, with the given headers (a cookie or Authorization, or none). */
export function advisorRouteRequest(
  routeCase: AdvisorRouteCase,
  leadId: string,
  headers: Record<string, string> = {},
) {
  const url = `http://localhost:3000${routeCase.path(leadId)}`
  if (routeCase.form)
    return new Request(url, {
      method: routeCase.method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(routeCase.form).toString(),
    })
  const hasBody = routeCase.body !== undefined
  return new Request(url, {
    method: routeCase.method,
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(routeCase.body) : undefined,
  })
}
