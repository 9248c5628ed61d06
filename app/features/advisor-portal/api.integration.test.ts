import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import {
  ADVISOR_ROUTE_CASES,
  advisorRouteRequest,
  createAdvisorAccount,
  createMatchedLead,
  type AdvisorRouteCase,
} from '../../../tests/advisor-portal'
import { createAdvisor, createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { callPage, callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leadEvents, leadMatches, leadReturns } from '~/db/schema'

const { db } = await setUpTestDatabase()
const loginRoute = await import('~/routes/api.ria.login')
const leadsRoute = await import('~/routes/api.ria.leads')
const csvRoute = await import('~/routes/api.ria.leads.csv')
const leadRoute = await import('~/routes/api.ria.leads.$id')
const contactRoute = await import('~/routes/api.ria.leads.$id.contact')
const returnRoute = await import('~/routes/api.ria.leads.$id.return')
const statsRoute = await import('~/routes/api.ria.stats')
const { FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT } = await import('~/features/auth/index.server')

const NOT_A_UUID = 'not-a-lead-id'

/** What a route answered: status, headers and the body as text (JSON or CSV). */
async function call(routeCase: AdvisorRouteCase, leadId: string, headers: Record<string, string>) {
  const handler = await routeCase.handler()
  const request = advisorRouteRequest(routeCase, leadId, headers)
  const params = routeCase.params?.(leadId) ?? {}
  if (routeCase.kind === 'api') {
    const response = await callRoute(handler, request, params)
    return { status: response.status, headers: response.headers, text: await response.text() }
  }
  const answer = await callPage(handler, request, params)
  return { status: answer.status, headers: answer.headers, text: JSON.stringify(answer.data) }
}

const expectSignInPage = (answer: { status: number; headers: Headers }) => {
  expect([302, 303]).toContain(answer.status)
  expect(answer.headers.get('location')).toMatch(/^\/ria\/login\?redirect=/)
}

test.each(ADVISOR_ROUTE_CASES.map((c) => [c.name, c] as const))(
  '%s keeps out visitors, user accounts and other advisors',
  async (_name, routeCase) => {
    const a = await createAdvisorAccount(db)
    const b = await createAdvisorAccount(db)
    const user = await createUserWithSession(db)
    const lead = await createMatchedLead(db, a.advisor.id, {
      lead: { email: `only.for.a.${Date.now()}@example.com` },
    })

    const anonymous = await call(routeCase, lead.id, {})
    const asUser = await call(routeCase, lead.id, { Cookie: user.cookie })
    if (routeCase.kind === 'api') {
      expect(anonymous.status).toBe(401)
      expect(JSON.parse(anonymous.text)).toEqual({
        error: 'Sign in to continue.',
        login: '/ria/login',
      })
      expect(asUser.status).toBe(403)
      expect(JSON.parse(asUser.text)).toEqual({ error: 'Your account cannot do this.' })
    } else {
      expectSignInPage(anonymous)
      expectSignInPage(asUser)
    }

    const asB = await call(routeCase, lead.id, { Authorization: b.authorization })
    if (routeCase.scope === 'lead') {
      expect(asB.status).toBe(404)
      if (routeCase.kind === 'api')
        expect(JSON.parse(asB.text)).toEqual({ error: 'Lead not found.' })
      const badId = await call(routeCase, NOT_A_UUID, { Authorization: b.authorization })
      expect(badId.status).toBe(404)
    } else {
      expect(asB.status).toBe(200)
      expect(asB.text).not.toContain(lead.id)
      expect(asB.text).not.toContain(lead.email)
    }

    // Nothing B tried left a trace on A's lead.
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))
    expect(events).toEqual([])
    expect(await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead.id))).toEqual([])
    const [match] = await db.select().from(leadMatches).where(eq(leadMatches.leadId, lead.id))
    expect(match?.status).toBe('NEW')

    // And the same request works for A, so the refusals above are about access.
    const asA = await call(routeCase, lead.id, { Cookie: a.cookie })
    expect(asA.status).toBeGreaterThanOrEqual(200)
    expect(asA.status).toBeLessThan(300)
    if (routeCase.scope === 'list' && routeCase.name !== 'GET /api/ria/stats')
      expect(asA.text).toContain(lead.id)
  },
)

test('an advisor account not linked to an advisor record is refused with 403', async () => {
  const unlinked = await createUserWithSession(db, { role: 'advisor' })
  const response = await callRoute(
    leadsRoute.loader,
    new Request('http://localhost:3000/api/ria/leads', {
      headers: { Authorization: unlinked.authorization },
    }),
  )
  expect(response.status).toBe(403)
  expect(await response.json()).toEqual({
    error: 'This account is not linked to an advisor profile.',
  })
})

const riaLogin = (body: unknown) =>
  callRoute(loginRoute.action, jsonRequest('/api/ria/login', body))

test('the token from /api/ria/login works as a bearer token on /api/ria/leads', async () => {
  const { advisor, user } = await createAdvisorAccount(db, {
    name: 'Maria Test',
    firm: 'Test Firm',
  })
  const lead = await createMatchedLead(db, advisor.id)
  const response = await riaLogin({ email: user.email, password: TEST_PASSWORD })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('set-cookie')).toMatch(/^ww_session=[\w-]+; Path=\/; HttpOnly/)
  const body = await response.json()
  expect(body).toEqual({
    token: expect.stringMatching(/^[\w-]{40,}$/),
    advisor: { email: user.email, name: 'Maria Test', firm: 'Test Firm' },
  })

  const leads = await callRoute(
    leadsRoute.loader,
    new Request('http://localhost:3000/api/ria/leads', {
      headers: { Authorization: `Bearer ${body.token}` },
    }),
  )
  expect(leads.status).toBe(200)
  const page = await leads.json()
  expect(page).toMatchObject({ totalElements: 1, totalPages: 1, page: 0, size: 20 })
  expect(page.content[0].id).toBe(lead.id)
})

test('a wrong password, an unknown email or a non-advisor account all get the same 401', async () => {
  const { user } = await createAdvisorAccount(db)
  const visitor = await createUserWithSession(db)
  const invalid = { error: 'Invalid credentials' }

  const wrong = await riaLogin({ email: user.email, password: 'not-the-password-1' })
  expect(wrong.status).toBe(401)
  expect(wrong.headers.get('content-type')).toMatch(/application\/json/)
  expect(await wrong.json()).toEqual(invalid)
  const unknown = await riaLogin({ email: 'nobody@example.com', password: TEST_PASSWORD })
  expect(await unknown.json()).toEqual(invalid)
  // The right password of a visitor's account opens nothing here.
  const notAdvisor = await riaLogin({ email: visitor.user.email, password: TEST_PASSWORD })
  expect(notAdvisor.status).toBe(401)
  expect(notAdvisor.headers.get('set-cookie')).toBeNull()
  expect(await notAdvisor.json()).toEqual(invalid)
  const missing = await riaLogin({ email: user.email })
  expect(missing.status).toBe(400)
})

test('advisor sign-in is throttled like the user sign-in: that client waits, even with the right password', async () => {
  const { user } = await createAdvisorAccount(db)
  for (let i = 0; i < FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT; i++)
    expect((await riaLogin({ email: user.email, password: 'wrong-password-9' })).status).toBe(401)
  const waiting = await riaLogin({ email: user.email, password: TEST_PASSWORD })
  expect(waiting.status).toBe(429)
  expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await waiting.json()).error).toMatch(/^Too many sign-in attempts\. Please wait/)
})

const get = (handler: (args: never) => unknown, path: string, auth: string, id?: string) =>
  callRoute(
    handler,
    new Request(`http://localhost:3000${path}`, { headers: { Authorization: auth } }),
    id ? { id } : {},
  )
const send = (
  handler: (args: never) => unknown,
  method: string,
  path: string,
  auth: string,
  id: string,
  body: unknown,
) =>
  callRoute(handler, jsonRequest(path, body, { method, headers: { Authorization: auth } }), { id })

test('PATCH moves a lead through the pipeline and answers refusals with 409 and 400', async () => {
  const { advisor, authorization } = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, advisor.id, { match: { status: 'QUALIFIED' } })
  const path = `/api/ria/leads/${lead.id}`
  const patch = (body: unknown) =>
    send(leadRoute.action, 'PATCH', path, authorization, lead.id, body)

  const skip = await patch({ status: 'NEW' })
  expect(skip.status).toBe(409)
  expect(await skip.json()).toEqual({ error: 'A lead cannot move from QUALIFIED to NEW.' })
  const noRevenue = await patch({ status: 'CONVERTED' })
  expect(noRevenue.status).toBe(400)
  expect((await noRevenue.json()).fieldErrors.expectedAnnualRevenue).toMatch(/expected annual/)
  const bad = await patch({ status: 'WON', note: 5 })
  expect(bad.status).toBe(400)
  expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual(['note', 'status'])

  const converted = await patch({ status: 'CONVERTED', expectedAnnualRevenue: 7_200 })
  expect(converted.status).toBe(200)
  const detail = await converted.json()
  expect(detail).toMatchObject({ id: lead.id, status: 'CONVERTED', expectedAnnualRevenue: 7_200 })
  expect(detail.events[0]).toMatchObject({
    type: 'STATUS_CHANGED',
    fromStatus: 'QUALIFIED',
    toStatus: 'CONVERTED',
    actor: expect.stringMatching(/^advisor:user\..+@example\.com$/),
  })

  const put = await callRoute(
    leadRoute.action,
    jsonRequest(path, {}, { method: 'PUT', headers: { Authorization: authorization } }),
    { id: lead.id },
  )
  expect(put.status).toBe(405)
  expect(put.headers.get('allow')).toBe('GET, PATCH')
})

test('the detail hides the phone without consent, and calling such a lead is refused', async () => {
  const { advisor, authorization } = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, advisor.id, { phoneConsent: false })
  const detail = await (
    await get(leadRoute.loader, `/api/ria/leads/${lead.id}`, authorization, lead.id)
  ).json()
  expect(detail.phone).toBeNull()
  expect(detail.phoneConsent).toBe(false)
  expect(JSON.stringify(detail)).not.toContain('555-0142')

  const contact = (channel: unknown) =>
    send(contactRoute.action, 'POST', `/api/ria/leads/${lead.id}/contact`, authorization, lead.id, {
      channel,
    })
  const phone = await contact('phone')
  expect(phone.status).toBe(409)
  expect(await phone.json()).toEqual({
    error: 'This lead did not agree to phone calls or texts. Contact them by email.',
  })
  expect((await contact('fax')).status).toBe(400)
  const email = await contact('email')
  expect(email.status).toBe(200)
  expect((await email.json()).status).toBe('CONTACTED')
})

test('a return is requested once (201), a second time is a 409', async () => {
  const { advisor, authorization } = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, advisor.id)
  const ask = (body: unknown) =>
    send(
      returnRoute.action,
      'POST',
      `/api/ria/leads/${lead.id}/return`,
      authorization,
      lead.id,
      body,
    )
  expect((await ask({ reason: 'spam' })).status).toBe(400)
  const first = await ask({ reason: 'out-of-state', details: 'Moved to Canada' })
  expect(first.status).toBe(201)
  expect((await first.json()).returnRequest).toMatchObject({
    reason: 'out-of-state',
    status: 'pending',
  })
  const second = await ask({ reason: 'duplicate' })
  expect(second.status).toBe(409)
  expect(await second.json()).toEqual({ error: 'A return was already requested for this lead.' })
})

test('the CSV download holds the same leads as the filtered list, as an attachment', async () => {
  const { advisor, authorization } = await createAdvisorAccount(db)
  for (const status of ['NEW', 'NEW', 'CONTACTED', 'LOST'] as const)
    await createMatchedLead(db, advisor.id, { match: { status } })
  await createMatchedLead(db, advisor.id, {
    lead: { firstName: '=cmd|calc', lastName: '@Example' },
  })

  const list = await (
    await get(leadsRoute.loader, '/api/ria/leads?status=NEW&sort=score', authorization)
  ).json()
  const csv = await get(csvRoute.loader, '/api/ria/leads.csv?status=NEW&sort=score', authorization)
  expect(csv.status).toBe(200)
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(csv.headers.get('cache-control')).toBe('no-store')
  expect(csv.headers.get('content-disposition')).toBe(
    `attachment; filename="wealthward-leads-${new Date().toISOString().slice(0, 10)}.csv"`,
  )
  const lines = (await csv.text()).trimEnd().split('\r\n')
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    list.content.map((row: { id: string }) => row.id),
  )
  expect(lines).toHaveLength(4)
  expect(lines.join('\n')).toContain(`,'=cmd|calc @Example,`)

  const badQuery = await get(csvRoute.loader, '/api/ria/leads.csv?size=0', authorization)
  expect(badQuery.status).toBe(400)
  expect((await badQuery.json()).fieldErrors).toHaveProperty('size')
})

test('the list answers bad parameters with 400, and the stats count the advisor’s leads', async () => {
  const { advisor, authorization } = await createAdvisorAccount(db)
  await createMatchedLead(db, advisor.id)
  await createMatchedLead(db, advisor.id, {
    match: { status: 'CONVERTED', expectedAnnualRevenue: 3_000 },
  })
  await createMatchedLead(db, (await createAdvisor(db)).id)

  const bad = await get(leadsRoute.loader, '/api/ria/leads?sort=email&page=-1', authorization)
  expect(bad.status).toBe(400)
  expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual(['page', 'sort'])

  const stats = await (await get(statsRoute.loader, '/api/ria/stats', authorization)).json()
  expect(stats).toMatchObject({
    totalLeads: 2,
    hotLeads: 2,
    newLeads: 1,
    conversions: 1,
    funnel: { total: 2, converted: 1 },
  })
  expect(stats.activity).toHaveLength(30)
  expect(stats.roi.totalRevenue).toBe(3_000)
  expect(stats.roi.monthlyCost).toBe(997)
})
