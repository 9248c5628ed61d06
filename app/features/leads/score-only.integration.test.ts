import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody, createAdvisor, createUserWithSession } from '../../../tests/factories'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import {
  emailQueue,
  idempotencyKeys,
  leadConsents,
  leadMatches,
  leads,
  readinessScores,
  scoreOnlySubmissions,
} from '~/db/schema'
import { MATCHING_CHOICE_ERROR } from '~/features/assessment'

const { db } = await setUpTestDatabase()
const api = await import('~/routes/api.leads.capture')
const page = await import('~/routes/investment-readiness')
const { loadAdminDashboard } = await import('~/features/admin/index.server')

const capture = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(
    (args: Parameters<typeof api.action>[0]) =>
      api.action({ ...args, pattern: '/api/leads/capture' }),
    jsonRequest('/api/leads/capture', body, { headers }),
  )

const tally = async () => ({
  leads: (await db.select({ n: count() }).from(leads))[0]!.n,
  consents: (await db.select({ n: count() }).from(leadConsents))[0]!.n,
  matches: (await db.select({ n: count() }).from(leadMatches))[0]!.n,
  emails: (await db.select({ n: count() }).from(emailQueue))[0]!.n,
  scoreOnly: (await db.select({ n: count() }).from(scoreOnlySubmissions))[0]!.n,
})

/** The answers of a visitor who is ready to invest, in a state where advisors have room. */
const hotVisitor = (overrides: Record<string, unknown> = {}) =>
  assessmentBody({ state: 'ND', city: 'Fargo', phoneConsent: true, ...overrides })

test('score only through the API: the full result, and no lead, consent, match, email or cookie', async () => {
  await createAdvisor(db, { states: ['ND'] })
  await createAdvisor(db, { states: ['ND'] })
  const before = await tally()

  const response = await capture(hotVisitor({ matching: 'score-only' }))
  expect(response.status).toBe(201)
  expect(response.headers.get('set-cookie')).toBeNull()
  const body = await response.json()
  expect(body).toMatchObject({
    leadId: null,
    matching: 'score-only',
    readinessLevel: 'Investment Ready',
    category: 'HOT',
    matchedRIA: null,
    matchedAdvisors: [],
    matchingWithheld: null,
    nextStep: { step: expect.any(Number), title: expect.any(String) },
  })
  expect(body.score).toBe(
    Object.values(body.scoreBreakdown as Record<string, number>).reduce((a, b) => a + b, 0),
  )
  expect(body.actionItems.length).toBeGreaterThanOrEqual(3)

  expect(await tally()).toEqual({ ...before, scoreOnly: before.scoreOnly + 1 })
  // The count holds nothing that identifies the visitor: none of what they typed is in it.
  const rows = await db.select().from(scoreOnlySubmissions)
  const stored = JSON.stringify(rows.at(-1))
  for (const typed of ['Jordan', 'Example', 'example.com', '555-0134', 'Fargo', '"ND"', '150000'])
    expect(stored).not.toContain(typed)
  expect(rows.at(-1)).toMatchObject({ score: body.score, readinessLevel: 'Investment Ready' })
})

test('score only needs no name or contact details, and ignores them when sent', async () => {
  const before = await tally()
  const { firstName, lastName, email, phone, city, state, ...finances } = hotVisitor()
  void [firstName, lastName, email, phone, city, state]
  const response = await capture({ ...finances, matching: 'score-only' })
  expect(response.status).toBe(201)
  expect((await response.json()).matching).toBe('score-only')
  expect(await tally()).toEqual({ ...before, scoreOnly: before.scoreOnly + 1 })

  // Age and the figures are still checked: an under-18 visitor gets the same refusal.
  const young = await capture({ ...finances, age: 17, matching: 'score-only' })
  expect(young.status).toBe(400)
  expect((await young.json()).fieldErrors).toEqual({
    age: 'You must be 18 or older to use this service',
  })
})

test('a client that sends no choice is introduced, as before the choice existed', async () => {
  await createAdvisor(db, { states: ['SD'] })
  const before = await tally()
  const response = await capture(assessmentBody({ state: 'SD' }))
  expect(response.status).toBe(201)
  const body = await response.json()
  expect(body.matching).toBe('advisors')
  expect(body.matchedAdvisors).toHaveLength(1)
  expect(response.headers.get('set-cookie')).toMatch(/^ww_lead=/)
  const after = await tally()
  expect(after.leads).toBe(before.leads + 1)
  expect(after.scoreOnly).toBe(before.scoreOnly)
  // Visitor confirmation and the advisor's alert.
  expect(after.emails).toBe(before.emails + 2)
})

test('an unknown choice is a 400 that names the field, and stores nothing', async () => {
  const before = await tally()
  const response = await capture(hotVisitor({ matching: 'maybe' }))
  expect(response.status).toBe(400)
  expect((await response.json()).fieldErrors).toMatchObject({ matching: MATCHING_CHOICE_ERROR })
  expect(await tally()).toEqual(before)
})

test('score only sent twice with one Idempotency-Key is counted once and answered the same', async () => {
  const before = await tally()
  const body = hotVisitor({ matching: 'score-only', state: 'MN' })
  const headers = { 'Idempotency-Key': 'score-only-key-0001' }
  const [a, b] = await Promise.all([capture(body, headers), capture(body, headers)])
  expect([a.status, b.status]).toEqual([201, 201])
  expect(await a.json()).toEqual(await b.json())
  expect(await tally()).toEqual({ ...before, scoreOnly: before.scoreOnly + 1 })
  expect((await db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBeGreaterThan(0)
})

test('the page without JavaScript: a choice is required, nothing typed is lost, score only stores no lead', async () => {
  await createAdvisor(db, { states: ['NE'] })
  const fields = Object.entries(hotVisitor({ state: 'NE', phoneConsent: 'on' })).map(
    ([key, value]) => [key, String(value)] as [string, string],
  )
  const post = (extra: [string, string][]) =>
    callPage<{
      ok: boolean
      fieldErrors?: Record<string, string>
      values?: Record<string, string>
      lead?: { leadId: string | null; matching: string; matchedAdvisors: unknown[] }
      phoneConsent?: boolean
    }>(page.action, formRequest('/investment-readiness', [...fields, ...extra]))

  const before = await tally()
  const unchosen = await post([])
  expect(unchosen.status).toBe(400)
  expect(unchosen.data?.fieldErrors).toEqual({ matching: MATCHING_CHOICE_ERROR })
  expect(unchosen.data?.values).toMatchObject({ firstName: 'Jordan', city: 'Fargo' })
  expect(await tally()).toEqual(before)

  const scoreOnly = await post([['matching', 'score-only']])
  expect(scoreOnly.status).toBe(200)
  expect(scoreOnly.data).toMatchObject({
    ok: true,
    phoneConsent: false,
    lead: { leadId: null, matching: 'score-only', matchedAdvisors: [] },
  })
  expect(scoreOnly.headers.get('set-cookie')).toBeNull()
  expect(await tally()).toEqual({ ...before, scoreOnly: before.scoreOnly + 1 })
})

test('the admin dashboard counts leads and score-only assessments apart', async () => {
  const now = new Date()
  const before = await loadAdminDashboard(db, now)
  await capture(hotVisitor({ matching: 'score-only', state: 'IA' }))
  await capture(hotVisitor({ matching: 'score-only', state: 'IA' }))
  await capture(hotVisitor({ state: 'IA' }))
  const after = await loadAdminDashboard(db, new Date())
  for (const period of ['today', 'week', 'month'] as const) {
    expect(after.scoreOnly[period]).toBe(before.scoreOnly[period] + 2)
    expect(after.leads[period].total).toBe(before.leads[period].total + 1)
  }
})

test('signed in, a score-only result joins the user’s own score history, with no lead behind it', async () => {
  const { user, authorization } = await createUserWithSession(db)
  const before = await tally()
  const response = await capture(hotVisitor({ matching: 'score-only', state: 'KS' }), {
    Authorization: authorization,
  })
  const body = await response.json()
  expect(body.leadId).toBeNull()
  const history = await db.select().from(readinessScores).where(eq(readinessScores.userId, user.id))
  expect(history).toEqual([
    expect.objectContaining({
      score: body.score,
      leadId: null,
      readinessLevel: 'Investment Ready',
    }),
  ])
  expect(await tally()).toEqual({ ...before, scoreOnly: before.scoreOnly + 1 })
})
