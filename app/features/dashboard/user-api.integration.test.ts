import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { assessmentBody, createUserWithSession } from '../../../tests/factories'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { calculatorHistory, leads, readinessScores, sessions, users } from '~/db/schema'
import { COMPOUND_DEFAULTS, parseCompoundParams } from '~/features/calculators'
import { parseDebtParams } from '~/features/calculators'
import { DIVIDEND_DEFAULTS, parseDividendParams } from '~/features/calculators'
import { EMERGENCY_DEFAULTS, parseEmergencyParams } from '~/features/calculators'
import { RETIREMENT_DEFAULTS, parseRetirementParams } from '~/features/calculators'
import { parseLoanParams } from '~/features/calculators'
import { WEALTH_DEFAULTS, parseWealthParams } from '~/features/calculators'

const { db } = await setUpTestDatabase()
const meRoute = await import('~/routes/api.user.me')
const profileRoute = await import('~/routes/api.user.profile')
const historyRoute = await import('~/routes/api.user.calculator-history')
const historyItemRoute = await import('~/routes/api.user.calculator-history.$id')
const readinessRoute = await import('~/routes/api.user.investment-readiness')
const exportRoute = await import('~/routes/api.user.export')
const captureRoute = await import('~/routes/api.leads.capture')

const url = (path: string) => `http://localhost:3000${path}`
const put = (path: string, body: unknown, headers: Record<string, string>) =>
  jsonRequest(path, body, { method: 'PUT', headers })
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(url(path), { headers })
const del = (path: string, headers: Record<string, string>) =>
  new Request(url(path), { method: 'DELETE', headers })
const FORGED = { Cookie: 'ww_session=forgedforgedforgedforgedforgedforgedforge1' }

/** A signed-in user whose session is then pushed past its idle limit. */
async function expiredSession() {
  const { user, cookie } = await createUserWithSession(db)
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 13 * 3_600_000) })
    .where(eq(sessions.userId, user.id))
  return { Cookie: cookie }
}

/** Every user endpoint answers 401 JSON without a valid session: none, forged or expired. */
async function expectUnauthorized(call: (headers: Record<string, string>) => Promise<Response>) {
  const visitors: Record<string, string>[] = [
    {},
    FORGED,
    { Authorization: 'Bearer not-a-token' },
    await expiredSession(),
  ]
  for (const headers of visitors) {
    const response = await call(headers)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Sign in to continue.', login: '/login' })
  }
}

test('GET /api/user/me adds the profile completion and how many calculations are saved', async () => {
  const { cookie } = await createUserWithSession(db, { goals: ['invest'] })
  const response = await callRoute(meRoute.loader, get('/api/user/me', { Cookie: cookie }))
  expect(response.status).toBe(200)
  const { user } = await response.json()
  expect(user).toMatchObject({
    firstName: 'Jordan',
    calculatorUsageCount: 0,
    profileCompletion: 60,
  })
  expect(user).not.toHaveProperty('passwordHash')
  await expectUnauthorized((headers) => callRoute(meRoute.loader, get('/api/user/me', headers)))
})

test('PUT /api/user/profile changes name and goals, by cookie or bearer token', async () => {
  const { user, cookie, authorization } = await createUserWithSession(db)
  const byCookie = await callRoute(
    profileRoute.action,
    put(
      '/api/user/profile',
      { firstName: ' Sam ', goals: ['retirement', 'invest'] },
      { Cookie: cookie },
    ),
  )
  expect(byCookie.status).toBe(200)
  const answer = await byCookie.json()
  expect(answer.message).toBe('Profile updated.')
  expect(answer.user).toMatchObject({
    firstName: 'Sam',
    lastName: 'Rivera',
    initials: 'SR',
    goals: ['retirement', 'invest'],
    profileCompletion: 60,
  })

  const byBearer = await callRoute(
    profileRoute.action,
    put('/api/user/profile', { lastName: 'Okafor', goals: [] }, { Authorization: authorization }),
  )
  expect((await byBearer.json()).user).toMatchObject({
    firstName: 'Sam',
    lastName: 'Okafor',
    goals: [],
  })
  const [stored] = await db.select().from(users).where(eq(users.id, user.id))
  expect(stored).toMatchObject({
    firstName: 'Sam',
    lastName: 'Okafor',
    goals: [],
    email: user.email,
  })
})

test('PUT /api/user/profile refuses bad input with 4xx JSON naming the field', async () => {
  const { cookie } = await createUserWithSession(db)
  const call = (body: unknown, headers: Record<string, string> = {}) =>
    callRoute(profileRoute.action, put('/api/user/profile', body, { Cookie: cookie, ...headers }))

  const bad = await call({ firstName: '', goals: ['lottery'], email: 'new@example.com' })
  expect(bad.status).toBe(400)
  expect((await bad.json()).fieldErrors).toEqual({
    firstName: 'Enter your first name',
    goals: 'Choose goals from the list',
    email: 'Your email address can’t be changed here. Email us if you need to change it.',
  })
  expect((await (await call({})).json()).fieldErrors).toEqual({
    form: 'Send at least one of firstName, lastName or goals',
  })
  expect((await call({ lastName: 'x'.repeat(61) })).status).toBe(400)
  expect((await call('{not json')).status).toBe(400)
  expect((await call([1, 2])).status).toBe(400)
  const text = await callRoute(
    profileRoute.action,
    new Request(url('/api/user/profile'), {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'text/plain' },
      body: 'firstName=A',
    }),
  )
  expect(text.status).toBe(415)
  const post = await callRoute(
    profileRoute.action,
    jsonRequest('/api/user/profile', {}, { headers: { Cookie: cookie } }),
  )
  expect(post.status).toBe(405)
  expect(post.headers.get('allow')).toBe('PUT')
  expect((await callRoute(profileRoute.loader, get('/api/user/profile'))).status).toBe(405)
  await expectUnauthorized((headers) =>
    callRoute(profileRoute.action, put('/api/user/profile', { firstName: 'Eve' }, headers)),
  )
})

test('POST /api/user/calculator-history saves the inputs in the calculator’s form with a summary, once', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const save = (body: unknown) =>
    callRoute(
      historyRoute.action,
      jsonRequest('/api/user/calculator-history', body, { headers: { Cookie: cookie } }),
    )

  const created = await save({
    calculatorType: 'dividend',
    data: { inputs: '?years=10&initial=5000' },
    timestamp: '2020-01-01T00:00:00.000Z',
  })
  expect(created.status).toBe(201)
  const item = await created.json()
  expect(item).toMatchObject({
    calculatorType: 'dividend',
    duplicate: false,
    data: {
      inputs:
        'initial=5000&yield=3.5&monthly=500&dividendGrowth=5&priceGrowth=7&years=10&reinvest=true&tax=15',
    },
  })
  expect(item.url).toBe(`/calculators/dividend?${item.data.inputs}`)
  expect(item.data.summary[1]).toEqual({
    label: 'Final portfolio value',
    value: expect.stringMatching(/^\$[\d,]+$/),
  })
  // The server's clock dates the entry, not the client's.
  expect(new Date(item.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000)

  // The same result again (the dividend page saves on every load) is not stored twice in a row.
  const again = await save({ calculatorType: 'dividend', data: { inputs: item.data.inputs } })
  expect(again.status).toBe(200)
  expect(await again.json()).toMatchObject({ id: item.id, duplicate: true })
  const other = await save({ calculatorType: 'dividend', data: { inputs: 'initial=6000' } })
  expect(other.status).toBe(201)
  // …but it may be saved again after a different result.
  expect(
    (await save({ calculatorType: 'dividend', data: { inputs: item.data.inputs } })).status,
  ).toBe(201)

  const rows = await db
    .select()
    .from(calculatorHistory)
    .where(eq(calculatorHistory.userId, user.id))
  expect(rows).toHaveLength(3)
})

test('POST /api/user/calculator-history refuses unknown calculators, oversized inputs and other bodies', async () => {
  const { cookie } = await createUserWithSession(db)
  const save = (body: unknown) =>
    callRoute(
      historyRoute.action,
      jsonRequest('/api/user/calculator-history', body, { headers: { Cookie: cookie } }),
    )
  const unknown = await save({ calculatorType: 'lottery', data: { inputs: '' } })
  expect(unknown.status).toBe(400)
  expect((await unknown.json()).fieldErrors.calculatorType).toMatch(
    /^Choose one of the calculators/,
  )
  const noData = await save({ calculatorType: 'retirement', data: 'age=30' })
  expect((await noData.json()).fieldErrors).toEqual({
    data: 'Send data as an object with the calculator’s inputs',
  })
  const long = await save({ calculatorType: 'retirement', data: { inputs: 'a'.repeat(4001) } })
  expect((await long.json()).fieldErrors).toEqual({
    'data.inputs': 'Keep the inputs under 4000 characters',
  })
  const badTime = await save({
    calculatorType: 'retirement',
    data: { inputs: '' },
    timestamp: 'yesterday',
  })
  expect((await badTime.json()).fieldErrors).toEqual({ timestamp: 'Send timestamp as an ISO date' })
  const huge = await save({
    calculatorType: 'retirement',
    data: { inputs: '', note: 'x'.repeat(300_000) },
  })
  expect(huge.status).toBe(413)
  await expectUnauthorized((headers) =>
    callRoute(
      historyRoute.action,
      jsonRequest(
        '/api/user/calculator-history',
        { calculatorType: 'dividend', data: { inputs: '' } },
        { headers },
      ),
    ),
  )
})

test('POST /api/user/calculator-history takes the seed’s body: short names and flat objects of inputs, which reopen in their calculator', async () => {
  const { cookie } = await createUserWithSession(db)
  const save = (body: unknown) =>
    callRoute(
      historyRoute.action,
      jsonRequest('/api/user/calculator-history', body, { headers: { Cookie: cookie } }),
    )
  const reopened = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1))
  const timestamp = new Date().toISOString()

  // Seed 001 §7: the dividend page's own body, with its field names and its results.
  const dividend = await save({
    calculatorType: 'dividend',
    data: {
      initialInvestment: 20000,
      dividendYield: 4,
      monthlyContribution: 250,
      investmentYears: 15,
      finalValue: 99,
      totalDividends: 1,
    },
    timestamp,
  })
  expect(dividend.status).toBe(201)
  const dividendItem = await dividend.json()
  expect(dividendItem.calculatorType).toBe('dividend')
  expect(dividendItem.url).toMatch(/^\/calculators\/dividend\?/)
  expect(parseDividendParams(reopened(dividendItem.url))).toEqual({
    ...DIVIDEND_DEFAULTS,
    initial: 20000,
    dividendYield: 4,
    monthly: 250,
    years: 15,
  })
  // The summary is the server's, from the inputs, not the values the client sent.
  expect(dividendItem.data.summary).not.toContainEqual(expect.objectContaining({ value: '$99' }))

  const cases = [
    {
      body: {
        calculatorType: 'compound',
        data: { initial: 2500, monthly: 100, rate: 6, years: 10, frequency: 4 },
      },
      slug: 'compound-interest',
      reopen: (url: string) => parseCompoundParams(reopened(url)),
      expected: { initial: 2500, monthly: 100, rate: 6, years: 10, frequency: 4 },
    },
    {
      body: {
        calculatorType: 'debt',
        data: {
          debts: [
            { name: 'Car loan', balance: 9000, rate: 6.5, minimum: 250 },
            { name: 'Store card', balance: 1200, rate: 24, minimum: 40 },
          ],
          strategy: 'snowball',
          extra: 50,
        },
        timestamp,
      },
      slug: 'debt-freedom',
      reopen: (url: string) => parseDebtParams(reopened(url)),
      expected: {
        debts: [
          { name: 'Car loan', balance: 9000, rate: 6.5, minimum: 250 },
          { name: 'Store card', balance: 1200, rate: 24, minimum: 40 },
        ],
        strategy: 'snowball',
        extra: 50,
        oneOffs: [],
      },
    },
    {
      body: {
        calculatorType: 'retirement',
        data: { currentAge: 40, retirementAge: 67, monthlySavings: 800 },
      },
      slug: 'retirement',
      reopen: (url: string) => parseRetirementParams(reopened(url)),
      expected: { ...RETIREMENT_DEFAULTS, currentAge: 40, retirementAge: 67, monthlySavings: 800 },
    },
    {
      body: {
        calculatorType: 'emergency',
        data: { housing: 1200, goalMonths: 3, currentFund: 0 },
      },
      slug: 'emergency-fund',
      reopen: (url: string) => parseEmergencyParams(reopened(url)),
      expected: { ...EMERGENCY_DEFAULTS, housing: 1200, goalMonths: 3, currentFund: 0 },
    },
    {
      // A slug with a flat object, and a short name with a share query, are as good.
      body: { calculatorType: 'compound-interest', data: { rate: 3 } },
      slug: 'compound-interest',
      reopen: (url: string) => parseCompoundParams(reopened(url)),
      expected: { ...COMPOUND_DEFAULTS, rate: 3 },
    },
    {
      body: { calculatorType: 'emergency', data: { inputs: '?months=12' } },
      slug: 'emergency-fund',
      reopen: (url: string) => parseEmergencyParams(reopened(url)),
      expected: { ...EMERGENCY_DEFAULTS, goalMonths: 12 },
    },
    {
      body: {
        calculatorType: 'loan',
        data: {
          loans: [
            { name: 'Bank', amount: 20000, apr: 7, term: 5 },
            { name: 'Union', amount: 20000, apr: 6, term: 60, unit: 'months', fees: 400 },
          ],
        },
      },
      slug: 'loan-comparison',
      reopen: (url: string) => parseLoanParams(reopened(url)),
      expected: {
        loans: [
          { name: 'Bank', amount: 20000, apr: 7, term: 5, unit: 'years', points: 0, fees: 0 },
          { name: 'Union', amount: 20000, apr: 6, term: 60, unit: 'months', points: 0, fees: 400 },
        ],
      },
    },
    {
      body: { calculatorType: 'wealth', data: { years: 10, milestones: [2_000_000, 50_000] } },
      slug: 'wealth-projection',
      reopen: (url: string) => parseWealthParams(reopened(url)),
      expected: { ...WEALTH_DEFAULTS, years: 10, milestones: [50_000, 2_000_000] },
    },
  ]
  for (const { body, slug, reopen, expected } of cases) {
    const response = await save(body)
    expect(response.status).toBe(201)
    const item = await response.json()
    expect(item.calculatorType).toBe(slug)
    expect(item.url.startsWith(`/calculators/${slug}?`)).toBe(true)
    expect(reopen(item.url)).toEqual(expected)
  }

  // The list gives them all back.
  const list = await callRoute(
    historyRoute.loader,
    get('/api/user/calculator-history', { Cookie: cookie }),
  )
  const types = (await list.json()).map((item: { calculatorType: string }) => item.calculatorType)
  expect(types.sort()).toEqual([
    'compound-interest',
    'compound-interest',
    'debt-freedom',
    'dividend',
    'emergency-fund',
    'emergency-fund',
    'loan-comparison',
    'retirement',
    'wealth-projection',
  ])
})

test('POST /api/user/calculator-history refuses a flat object the calculator’s schema refuses, naming the field', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const save = async (body: unknown) => {
    const response = await callRoute(
      historyRoute.action,
      jsonRequest('/api/user/calculator-history', body, { headers: { Cookie: cookie } }),
    )
    expect(response.status).toBe(400)
    return (await response.json()).fieldErrors
  }

  expect(await save({ calculatorType: 'compound', data: { rate: 45, years: '10' } })).toEqual({
    'data.rate': 'Enter a number from 0 to 30',
  })
  expect(
    await save({
      calculatorType: 'debt',
      data: { debts: [{ name: 'Card', balance: 'lots', rate: 19, minimum: 50 }] },
    }),
  ).toEqual({ 'data.debts.0.balance': 'Enter a number from 0 to 1,000,000,000' })
  expect(
    await save({ calculatorType: 'retirement', data: { currentAge: 70, retirementAge: 65 } }),
  ).toEqual({ 'data.retirementAge': 'Retirement age must be after the current age (70)' })
  expect(await save({ calculatorType: 'dividend', data: { intial: 5000 } })).toEqual({
    data: expect.stringMatching(/^Unknown field intial: send only initial, /),
  })
  expect(await save({ calculatorType: 'emergency', data: { inputs: 42 } })).toEqual({
    'data.inputs': 'Send the calculator’s inputs as its query string',
  })
  expect((await save({ calculatorType: 'mortgage', data: {} })).calculatorType).toMatch(
    /^Choose one of the calculators: debt-freedom, compound-interest, dividend, retirement, emergency-fund, budget, credit-card-payoff, loan-comparison, wealth-projection \(or compound, debt, dividend, retirement, emergency, credit-card, loan, wealth\)$/,
  )
  expect(
    await db.select().from(calculatorHistory).where(eq(calculatorHistory.userId, user.id)),
  ).toEqual([])
})

test('GET /api/user/calculator-history lists only the user’s own calculations, newest first, a page at a time', async () => {
  const mine = await createUserWithSession(db)
  const theirs = await createUserWithSession(db)
  const base = Date.now() - 10_000
  const insert = (userId: string, n: number) =>
    db.insert(calculatorHistory).values({
      userId,
      calculatorType: 'compound-interest',
      data: { inputs: `initial=${n}`, summary: [] },
      createdAt: new Date(base + n * 1000),
    })
  for (const n of [1, 2, 3]) await insert(mine.user.id, n)
  await insert(theirs.user.id, 4)

  const list = (query: string, headers: Record<string, string> = { Cookie: mine.cookie }) =>
    callRoute(historyRoute.loader, get(`/api/user/calculator-history${query}`, headers))
  const all = await list('')
  expect(all.headers.get('x-total-count')).toBe('3')
  expect((await all.json()).map((item: { data: { inputs: string } }) => item.data.inputs)).toEqual([
    'initial=3',
    'initial=2',
    'initial=1',
  ])
  const page = await list('?limit=1&offset=1')
  expect((await page.json()).map((item: { data: { inputs: string } }) => item.data.inputs)).toEqual(
    ['initial=2'],
  )
  const bearer = await list('', { Authorization: mine.authorization })
  expect(await bearer.json()).toHaveLength(3)

  const bad = await list('?limit=500&offset=-1')
  expect(bad.status).toBe(400)
  expect((await bad.json()).fieldErrors).toEqual({
    limit: 'limit must be a whole number from 1 to 100',
    offset: 'offset must be a whole number, 0 or more',
  })
  await expectUnauthorized((headers) => list('', headers))
})

test('DELETE /api/user/calculator-history/{id} deletes only the owner’s entry; anything else is a 404', async () => {
  const owner = await createUserWithSession(db)
  const stranger = await createUserWithSession(db)
  const [row] = await db
    .insert(calculatorHistory)
    .values({
      userId: owner.user.id,
      calculatorType: 'retirement',
      data: { inputs: '', summary: [] },
    })
    .returning()
  const remove = (id: string, headers: Record<string, string>) =>
    callRoute(historyItemRoute.action, del(`/api/user/calculator-history/${id}`, headers), { id })

  const notYours = await remove(row!.id, { Cookie: stranger.cookie })
  expect(notYours.status).toBe(404)
  expect(await notYours.json()).toEqual({ error: 'No saved calculation with this id.' })
  expect((await remove('not-a-uuid', { Cookie: owner.cookie })).status).toBe(404)
  expect((await remove(crypto.randomUUID(), { Cookie: owner.cookie })).status).toBe(404)
  await expectUnauthorized((headers) => remove(row!.id, headers))

  const deleted = await remove(row!.id, { Authorization: owner.authorization })
  expect(deleted.status).toBe(204)
  expect(
    await db.select().from(calculatorHistory).where(eq(calculatorHistory.id, row!.id)),
  ).toEqual([])
  expect((await remove(row!.id, { Cookie: owner.cookie })).status).toBe(404)
  const get405 = await callRoute(
    historyItemRoute.loader,
    get(`/api/user/calculator-history/${row!.id}`),
  )
  expect(get405.status).toBe(405)
})

test('PUT /api/user/investment-readiness stores the score in the history and as the latest', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const call = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
    callRoute(readinessRoute.action, put('/api/user/investment-readiness', body, headers))

  const ok = await call({ score: 72 })
  expect(ok.status).toBe(200)
  expect((await ok.json()).user).toMatchObject({
    investmentReadinessScore: 72,
    profileCompletion: 60,
  })
  const [stored] = await db.select().from(users).where(eq(users.id, user.id))
  expect(stored?.investmentReadinessScore).toBe(72)
  const history = await db.select().from(readinessScores).where(eq(readinessScores.userId, user.id))
  expect(history).toMatchObject([{ score: 72, breakdown: null, step: null, leadId: null }])

  for (const score of [101, -1, 55.5, '60', null]) {
    const bad = await call({ score })
    expect(bad.status).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({
      score: 'Send the score as a whole number from 0 to 100',
    })
  }
  expect((await call({ score: 0 })).status).toBe(200)
  await expectUnauthorized((headers) => call({ score: 50 }, headers))
})

test('an assessment sent with a session joins that user’s score history; without one it does not', async () => {
  const { user, authorization } = await createUserWithSession(db)
  const body = assessmentBody({ email: user.email })
  const signedIn = await callRoute(
    captureRoute.action,
    jsonRequest('/api/leads/capture', body, { headers: { Authorization: authorization } }),
  )
  expect(signedIn.status).toBe(201)
  const lead = await signedIn.json()
  const [entry] = await db.select().from(readinessScores).where(eq(readinessScores.userId, user.id))
  expect(entry).toMatchObject({
    score: lead.score,
    breakdown: lead.scoreBreakdown,
    readinessLevel: lead.readinessLevel,
    leadId: lead.leadId,
  })
  expect(entry?.step).toBeGreaterThanOrEqual(1)
  const [stored] = await db.select().from(users).where(eq(users.id, user.id))
  expect(stored?.investmentReadinessScore).toBe(lead.score)

  const before = await db.select().from(readinessScores)
  const anonymous = await callRoute(
    captureRoute.action,
    jsonRequest('/api/leads/capture', assessmentBody()),
  )
  expect(anonymous.status).toBe(201)
  expect(await db.select().from(readinessScores)).toHaveLength(before.length)
})

test('the score history failing never fails the assessment', async () => {
  const { submitAssessment } = await import('~/features/leads/index.server')
  const { AssessmentSchema } = await import('~/features/assessment')
  const logged: string[] = []
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    logged.push(String(chunk))
    return true
  })
  try {
    // No such user: the history row cannot be stored.
    const submitted = await submitAssessment(
      db,
      { matching: 'advisors', ...AssessmentSchema.parse(assessmentBody()) },
      {
        ipAddress: '203.0.113.9',
        userAgent: 'test',
        pageUrl: 'http://localhost:3000/investment-readiness',
        globalPrivacyControl: false,
        maxAdvisors: 5,
        siteUrl: 'http://localhost:3000',
        userId: crypto.randomUUID(),
      },
    )
    if (submitted.kind !== 'done') throw new Error(`unexpected ${submitted.kind}`)
    const leadId = submitted.value.leadId ?? ''
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await db.select().from(leads).where(eq(leads.id, leadId))).toHaveLength(1)
  } finally {
    stderr.mockRestore()
  }
  expect(logged.join('')).toMatch(/readiness score not added to the account history/)
})

test('GET /api/user/export is a JSON file of the user’s data, with their submissions once the email is verified', async () => {
  const unverified = await createUserWithSession(db, { goals: ['invest'] })
  await callRoute(
    captureRoute.action,
    jsonRequest('/api/leads/capture', assessmentBody({ email: unverified.user.email }), {
      headers: { Cookie: unverified.cookie },
    }),
  )
  await db.insert(calculatorHistory).values({
    userId: unverified.user.id,
    calculatorType: 'retirement',
    data: { inputs: 'age=40', summary: [] },
  })
  const response = await callRoute(
    exportRoute.loader,
    get('/api/user/export', { Cookie: unverified.cookie }),
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="wealthward-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  )
  const text = await response.text()
  expect(text).not.toMatch(/argon2|passwordHash/)
  expect(text).not.toContain(unverified.token)
  const data = JSON.parse(text)
  expect(data.account).toMatchObject({
    email: unverified.user.email,
    goals: ['invest'],
    signsInWithPassword: true,
    emailVerifiedAt: null,
  })
  expect(data.readinessScores).toHaveLength(1)
  expect(data.calculatorHistory).toHaveLength(1)
  expect(data.newsletter).toEqual({ email: unverified.user.email, subscribed: false })
  expect(data.activeSessions).toBe(1)
  expect(data.signInProviders).toEqual([])
  expect(data.assessmentSubmissions).toBeNull()
  expect(data.notes[0]).toMatch(/Verify your email address/)

  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, unverified.user.id))
  const verified = JSON.parse(
    await (
      await callRoute(exportRoute.loader, get('/api/user/export', { Cookie: unverified.cookie }))
    ).text(),
  )
  expect(verified.assessmentSubmissions).toHaveLength(1)
  expect(verified.assessmentSubmissions[0]).toMatchObject({
    email: unverified.user.email,
    consents: [expect.objectContaining({ emailConsent: true })],
  })
  expect(verified.assessmentSubmissions[0].sharedWithAdvisors).toEqual(expect.any(Array))

  await expectUnauthorized((headers) =>
    callRoute(exportRoute.loader, get('/api/user/export', headers)),
  )
  expect((await callRoute(exportRoute.action, jsonRequest('/api/user/export', {}))).status).toBe(
    405,
  )
})
