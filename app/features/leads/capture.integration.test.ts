import { count, eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { assessmentBody, createAdvisor } from '../../../tests/factories'
import { readOutbox } from '../../../tests/outbox'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import {
  advisors,
  emailQueue,
  leadConsents,
  leadMatches,
  leadOwnerProofs,
  leads,
  leadUpdateRequests,
  phoneConsentStopTokens,
  privacyOptOuts,
} from '~/db/schema'
import { hashToken } from '~/features/auth/index.server'
import { advisorLeadAlertEmail, leadUpdateEmail, visitorConfirmationEmail } from './lead-emails'
import { sendQueuedEmails } from '../../../tests/emailed-links'
import { CONSENT_RECORD_TEXT, DISCLOSURE_VERSION } from '~/features/legal'

const { db, dataDir } = await setUpTestDatabase()
const route = await import('~/routes/api.leads.capture')
const { captureLead } = await import('./capture.server')
const { isAddressChanged, matchAdvisors } = await import('./matching.server')
const { renderSubmissionEmail, submissionEmails } = await import('./submit.server')
const { AssessmentSchema } = await import('~/features/assessment')

const capture = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(
    // The route pattern React Router matched, which an Idempotency-Key is scoped to.
    (args: Parameters<typeof route.action>[0]) =>
      route.action({ ...args, pattern: '/api/leads/capture' }),
    jsonRequest('/api/leads/capture', body, {
      headers: {
        'User-Agent': 'TestBrowser/1.0',
        Referer: 'http://localhost:3000/investment-readiness?utm_source=test',
        ...headers,
      },
    }),
  )

/** What the email worker has sent to `email`, after it has sent everything queued so far. */
async function sentTo(email: string) {
  await sendQueuedEmails(db)
  return readOutbox(dataDir, email)
}

const total = async (
  table: typeof leads | typeof leadConsents | typeof leadMatches | typeof emailQueue,
) => (await db.select({ n: count() }).from(table))[0]!.n

/** What a submission made through captureLead directly (not the route) brings with it. */
const directContext = {
  ipAddress: '203.0.113.1',
  userAgent: 'x',
  pageUrl: 'http://localhost/',
  globalPrivacyControl: false,
  maxAdvisors: 5,
}

// Each test uses its own state so that advisors from other tests never interfere.
test('a HOT lead is scored, stored with its consent proof, and matched with at most five advisors', async () => {
  const eligible = await Promise.all(
    Array.from({ length: 7 }, () => createAdvisor(db, { states: ['VT', 'NH'] })),
  )
  await createAdvisor(db, { states: ['NH'] })
  await createAdvisor(db, { states: ['VT'], minAssets: 500_000 })
  await createAdvisor(db, { states: ['VT'], active: false })

  const response = await capture(
    assessmentBody({ state: 'VT', city: 'Burlington', phoneConsent: true }),
  )
  expect(response.status).toBe(201)
  const body = await response.json()
  expect(body).toMatchObject({
    score: expect.any(Number),
    readinessLevel: 'Investment Ready',
    category: 'HOT',
  })
  expect(body.scoreBreakdown).toEqual({
    emergencyFund: 25,
    debtManagement: 25,
    cashFlow: expect.any(Number),
    creditHealth: expect.any(Number),
  })
  expect(body.score).toBe(
    Object.values(body.scoreBreakdown as Record<string, number>).reduce((a, b) => a + b, 0),
  )
  expect(body.actionItems.length).toBeGreaterThanOrEqual(3)
  expect(typeof body.recommendation).toBe('string')
  expect(body.matchedAdvisors).toHaveLength(5)
  expect(body.matchedRIA).toEqual(body.matchedAdvisors[0])
  const eligibleIds = new Set(eligible.map((a) => a.id))
  for (const advisor of body.matchedAdvisors) {
    expect(eligibleIds.has(advisor.id)).toBe(true)
    expect(advisor.reasons[0]).toBe('Registered to work with clients in Vermont (VT)')
  }

  const [lead] = await db.select().from(leads).where(eq(leads.id, body.leadId))
  expect(lead).toMatchObject({
    state: 'VT',
    category: 'HOT',
    phoneConsent: true,
    source: 'investment-readiness-calculator',
    medium: 'organic',
    campaign: 'website',
    phone: '(614) 555-0134',
  })
  const [consent] = await db.select().from(leadConsents).where(eq(leadConsents.leadId, body.leadId))
  expect(consent).toMatchObject({
    disclosureText: CONSENT_RECORD_TEXT,
    disclosureVersion: DISCLOSURE_VERSION,
    emailConsent: true,
    phoneConsent: true,
    ipAddress: '203.0.113.9',
    userAgent: 'TestBrowser/1.0',
    pageUrl: 'http://localhost:3000/investment-readiness?utm_source=test',
  })
  expect(consent?.consentedAt).toBeInstanceOf(Date)
  expect(
    await db.select().from(leadMatches).where(eq(leadMatches.leadId, body.leadId)),
  ).toHaveLength(5)
})

test('a COLD lead is stored but never sold', async () => {
  await createAdvisor(db, { states: ['ME'] })
  const response = await capture(
    assessmentBody({
      state: 'ME',
      annualIncome: 30_000,
      totalDebt: 40_000,
      emergencyFund: 200,
      monthlyExpenses: 2_400,
      investableAssets: 0,
      creditScore: 560,
    }),
  )
  expect(response.status).toBe(201)
  const body = await response.json()
  expect(body.category).toBe('COLD')
  expect(body.matchedRIA).toBeNull()
  expect(body.matchedAdvisors).toEqual([])
  expect(
    await db.select().from(leadMatches).where(eq(leadMatches.leadId, body.leadId)),
  ).toHaveLength(0)
})

test('the same email within 24 hours, from the browser that made the lead, updates it and is not sold again', async () => {
  await Promise.all([createAdvisor(db, { states: ['RI'] }), createAdvisor(db, { states: ['RI'] })])
  const body = assessmentBody({ state: 'RI' })
  const made = await capture(body)
  const first = await made.json()
  const cookie = made.headers.get('set-cookie')!.split(';')[0]!
  const again = await capture(
    { ...body, email: body.email.toUpperCase(), annualIncome: 130_000 },
    { Cookie: cookie },
  )
  expect(again.status).toBe(201)
  const second = await again.json()
  expect(second.leadId).toBe(first.leadId)
  expect(second.matchedAdvisors.map((a: { id: string }) => a.id)).toEqual(
    first.matchedAdvisors.map((a: { id: string }) => a.id),
  )
  expect(
    await db.select().from(leadMatches).where(eq(leadMatches.leadId, first.leadId)),
  ).toHaveLength(2)
  expect(
    await db.select().from(leadConsents).where(eq(leadConsents.leadId, first.leadId)),
  ).toHaveLength(2)
  const [lead] = await db.select().from(leads).where(eq(leads.id, first.leadId))
  expect(lead?.annualIncome).toBe(130_000)
})

test('simultaneous submissions with one email make one lead, sold once; the others wait for its owner', async () => {
  await createAdvisor(db, { states: ['NE'] })
  const body = assessmentBody({ state: 'NE' })
  const answers = await Promise.all(Array.from({ length: 5 }, () => capture(body)))
  expect(answers.map((a) => a.status)).toEqual(Array(5).fill(201))
  const stored = await db.select().from(leads).where(eq(leads.email, body.email))
  expect(stored).toHaveLength(1)
  expect(
    await db.select().from(leadMatches).where(eq(leadMatches.leadId, stored[0]!.id)),
  ).toHaveLength(1)
  expect(
    await db.select().from(leadUpdateRequests).where(eq(leadUpdateRequests.leadId, stored[0]!.id)),
  ).toHaveLength(4)
})

test('after 24 hours the same email is a new lead', async () => {
  const input = AssessmentSchema.parse(assessmentBody({ state: 'DE' }))
  const context = {
    ipAddress: '203.0.113.1',
    userAgent: 'x',
    pageUrl: 'http://localhost/',
    globalPrivacyControl: false,
    maxAdvisors: 5,
  }
  const first = await captureLead(db, input, { ...context, now: new Date('2026-03-01T10:00:00Z') })
  const sameDay = await captureLead(db, input, {
    ...context,
    now: new Date('2026-03-02T09:59:00Z'),
  })
  const nextDay = await captureLead(db, input, {
    ...context,
    now: new Date('2026-03-02T10:01:00Z'),
  })
  // Without proof of owning it, the same day's submission is held for the lead's owner.
  expect(sameDay).toMatchObject({ kind: 'held', leadId: null })
  expect(nextDay.kind).toBe('created')
  expect(nextDay.leadId).not.toBe(first.leadId)
})

test('an advisor with no capacity left this month is skipped; a new month restores it', async () => {
  const full = await createAdvisor(db, { states: ['MT'], monthlyCapacity: 1 })
  const context = {
    ipAddress: '203.0.113.1',
    userAgent: 'x',
    pageUrl: 'http://localhost/',
    globalPrivacyControl: false,
    maxAdvisors: 5,
  }
  const lead = (email: string) => AssessmentSchema.parse(assessmentBody({ state: 'MT', email }))
  const a = await captureLead(db, lead('mt.a@example.com'), {
    ...context,
    now: new Date('2026-04-10T12:00:00Z'),
  })
  const b = await captureLead(db, lead('mt.b@example.com'), {
    ...context,
    now: new Date('2026-04-20T12:00:00Z'),
  })
  const c = await captureLead(db, lead('mt.c@example.com'), {
    ...context,
    now: new Date('2026-05-01T00:30:00Z'),
  })
  expect(a.matchedAdvisors.map((m) => m.id)).toEqual([full.id])
  expect(b.matchedAdvisors).toEqual([])
  expect(c.matchedAdvisors.map((m) => m.id)).toEqual([full.id])
})

test('a lead whose chosen advisor filled up meanwhile is matched again from the advisors with room', async () => {
  const full = await createAdvisor(db, { states: ['ND'], monthlyCapacity: 1 })
  const open = await createAdvisor(db, { states: ['ND'], monthlyCapacity: 10 })
  const context = {
    ipAddress: '203.0.113.1',
    userAgent: 'x',
    pageUrl: 'http://localhost/',
    globalPrivacyControl: false,
    maxAdvisors: 5,
    now: new Date('2026-06-10T12:00:00Z'),
  }
  const lead = (email: string) => AssessmentSchema.parse(assessmentBody({ state: 'ND', email }))
  const first = await captureLead(db, lead('nd.a@example.com'), context)
  expect(first.matchedAdvisors.map((m) => m.id).sort()).toEqual([full.id, open.id].sort())

  // A choice made before the first lead took the last slot: both advisors, as they looked then.
  const stale = (tx: typeof db) =>
    tx
      .select()
      .from(advisors)
      .where(inArray(advisors.id, [full.id, open.id]))
  const choices: string[][] = []
  const match: typeof matchAdvisors = async (tx, forLead, options) => {
    const chosen =
      choices.length === 0 ? await stale(tx) : await matchAdvisors(tx, forLead, options)
    choices.push(chosen.map((a) => a.id))
    return chosen
  }
  const second = await captureLead(db, lead('nd.b@example.com'), context, { match })
  expect(choices).toHaveLength(2)
  expect(second.matchedAdvisors.map((m) => m.id)).toEqual([open.id])
  const sold = await db.select().from(leadMatches).where(eq(leadMatches.advisorId, full.id))
  expect(sold).toHaveLength(1)
  // The attempt that lost left nothing behind: one lead and one consent for the address.
  const stored = await db.select().from(leads).where(eq(leads.email, 'nd.b@example.com'))
  expect(stored).toHaveLength(1)
  const consents = await db
    .select()
    .from(leadConsents)
    .where(eq(leadConsents.leadId, stored[0]!.id))
  expect(consents).toHaveLength(1)
})

test('an advisor chosen again and again after filling up is given up on: the lead is stored unmatched', async () => {
  const full = await createAdvisor(db, { states: ['SD'], monthlyCapacity: 0 })
  const input = AssessmentSchema.parse(assessmentBody({ state: 'SD', email: 'sd@example.com' }))
  let calls = 0
  const alwaysFull: typeof matchAdvisors = async (tx) => {
    calls++
    return tx.select().from(advisors).where(eq(advisors.id, full.id))
  }
  const outcome = await captureLead(
    db,
    input,
    {
      ipAddress: '203.0.113.1',
      userAgent: 'x',
      pageUrl: 'http://localhost/',
      globalPrivacyControl: false,
      maxAdvisors: 5,
    },
    { match: alwaysFull },
  )
  expect(calls).toBe(3)
  expect(outcome).toMatchObject({ kind: 'created', newlyMatched: false, matchedAdvisors: [] })
  expect(await db.select().from(leadMatches).where(eq(leadMatches.advisorId, full.id))).toEqual([])
})

test('a failure mid-way rolls the whole submission back: no lead, no consent, no match', async () => {
  await createAdvisor(db, { states: ['WY'] })
  const before = [await total(leads), await total(leadConsents), await total(leadMatches)]
  const queuedBefore = await total(emailQueue)
  const input = AssessmentSchema.parse(assessmentBody({ state: 'WY' }))
  const failingMatch = async () => {
    throw new Error('matching failed')
  }
  await expect(
    captureLead(
      db,
      input,
      {
        ipAddress: '203.0.113.1',
        userAgent: 'x',
        pageUrl: 'http://localhost/',
        globalPrivacyControl: false,
        maxAdvisors: 5,
      },
      {
        match: failingMatch,
        emails: () => [
          {
            template: 'lead-confirmation',
            to: 'rollback@example.com',
            subject: 'S',
            text: 'T',
            html: 'H',
          },
        ],
      },
    ),
  ).rejects.toThrow('matching failed')
  expect([await total(leads), await total(leadConsents), await total(leadMatches)]).toEqual(before)
  expect(await total(emailQueue)).toBe(queuedBefore)
})

test('bad input answers 400 naming each field, and stores nothing', async () => {
  const before = await total(leads)
  const response = await capture(
    assessmentBody({
      firstName: '',
      age: 17,
      state: 'DC',
      creditScore: 900,
      annualIncome: -5,
      phone: '12345',
    }),
  )
  expect(response.status).toBe(400)
  const { fieldErrors } = await response.json()
  expect(fieldErrors).toMatchObject({
    firstName: 'Enter your first name',
    age: 'You must be 18 or older to use this service',
    state: 'Choose your state',
    creditScore: 'Credit scores run from 300 to 850',
    phone: expect.stringContaining('10-digit'),
  })
  expect(fieldErrors.annualIncome).toMatch(/cannot be negative/)
  expect(await total(leads)).toBe(before)
})

test('a credit score sent as null or left out is "not given": scored at the middle value, stored as null', async () => {
  const { creditScore: _left, ...withoutScore } = assessmentBody({ state: 'WY' })
  for (const body of [
    assessmentBody({ state: 'WY', creditScore: null, phone: null }),
    withoutScore,
  ]) {
    const response = await capture(body)
    expect(response.status).toBe(201)
    const result = await response.json()
    expect(result.scoreBreakdown.creditHealth).toBe(12)
    const [lead] = await db.select().from(leads).where(eq(leads.id, result.leadId))
    expect(lead?.creditScore).toBeNull()
  }
})

test('a filled honeypot, a wrong content type and malformed JSON are refused with 4xx', async () => {
  const before = await total(leads)
  expect((await capture(assessmentBody({ website: 'http://spam.example' }))).status).toBe(400)
  expect((await capture('{"firstName":')).status).toBe(400)
  const text = await callRoute(
    route.action,
    new Request('http://localhost:3000/api/leads/capture', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    }),
  )
  expect(text.status).toBe(415)
  expect(await total(leads)).toBe(before)
})

test('any JSON body gets 2xx or 4xx, never a server error, and nothing is stored on 4xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.jsonValue(),
        fc.record(
          {
            firstName: fc.string(),
            email: fc.emailAddress(),
            age: fc.anything(),
            state: fc.string(),
            annualIncome: fc.anything(),
          },
          { requiredKeys: [] },
        ),
      ),
      async (body) => {
        const before = await total(leads)
        const response = await capture(JSON.stringify(body))
        expect(response.status).toBeGreaterThanOrEqual(200)
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) expect(await total(leads)).toBe(before)
      },
    ),
    { numRuns: 60 },
  )
})

test('the visitor gets a confirmation and each newly matched advisor an alert; a repeat alerts no one again', async () => {
  const advisorsInKy = await Promise.all([
    createAdvisor(db, { states: ['KY'] }),
    createAdvisor(db, { states: ['KY'] }),
  ])
  const body = assessmentBody({ state: 'KY', phoneConsent: false })
  await capture(body)
  const [confirmation, ...others] = await sentTo(body.email)
  expect(others).toEqual([])
  expect(confirmation).toContain('Subject: Your Investment Readiness results')
  expect(confirmation).toContain('/do-not-sell')
  for (const advisor of advisorsInKy) {
    const alerts = await sentTo(advisor.email)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toContain('Subject: New Wealthward lead in KY')
    expect(alerts[0]).toContain('contact by email only')
    expect(alerts[0]).not.toContain('(614) 555-0134')
  }

  await capture({ ...body, phoneConsent: true })
  const [, request] = await sentTo(body.email)
  expect(request).toContain('Subject: Did you send new answers to your Wealthward assessment?')
  for (const advisor of advisorsInKy) expect(await sentTo(advisor.email)).toHaveLength(1)
})

test('with phone consent the advisor alert carries the phone number', async () => {
  const advisor = await createAdvisor(db, { states: ['ND'] })
  await capture(assessmentBody({ state: 'ND', phoneConsent: true }))
  const [alert] = await sentTo(advisor.email)
  expect(alert).toContain('(614) 555-0134 (phone and text consent given)')
  expect(alert?.split('\n').find((line) => line.startsWith('Subject:'))).not.toMatch(/\$|\d{3}/)
})

test('a browser sending Global Privacy Control is not matched unless the visitor confirms', async () => {
  await createAdvisor(db, { states: ['SC'] })
  const withheld = await capture(assessmentBody({ state: 'SC' }), { 'Sec-GPC': '1' })
  expect(withheld.status).toBe(201)
  const body = await withheld.json()
  expect(body).toMatchObject({ category: 'HOT', matchedAdvisors: [], matchedRIA: null })
  expect(body.matchingWithheld).toBe('gpc')
  expect(await db.select().from(leadMatches).where(eq(leadMatches.leadId, body.leadId))).toEqual([])
  const [lead] = await db.select().from(leads).where(eq(leads.id, body.leadId))
  expect(lead?.matchingWithheld).toBe('gpc')
  const [consent] = await db.select().from(leadConsents).where(eq(leadConsents.leadId, body.leadId))
  expect(consent).toMatchObject({ globalPrivacyControl: true, matchingConfirmed: false })

  const confirmed = await capture(assessmentBody({ state: 'SC', confirmMatching: true }), {
    'Sec-GPC': '1',
  })
  const confirmedBody = await confirmed.json()
  expect(confirmedBody.matchingWithheld).toBeNull()
  expect(confirmedBody.matchedAdvisors).toHaveLength(1)
  const [proof] = await db
    .select()
    .from(leadConsents)
    .where(eq(leadConsents.leadId, confirmedBody.leadId))
  expect(proof).toMatchObject({ globalPrivacyControl: true, matchingConfirmed: true })
})

test('an email on the do-not-sell list is not matched; the reason is in its owner’s email', async () => {
  await createAdvisor(db, { states: ['AR'] })
  await db.insert(privacyOptOuts).values({ email: 'opted.out@example.com', source: 'form' })
  const response = await capture(assessmentBody({ state: 'AR', email: 'Opted.Out@example.com' }))
  const body = await response.json()
  expect(body.matchingWithheld).toBe('see-email')
  expect(body.matchedAdvisors).toEqual([])
  expect(await db.select().from(leadMatches).where(eq(leadMatches.leadId, body.leadId))).toEqual([])
  const [lead] = await db.select().from(leads).where(eq(leads.id, body.leadId))
  expect(lead?.matchingWithheld).toBe('opt-out')
  const [confirmation, ...others] = await sentTo('opted.out@example.com')
  expect(others).toEqual([])
  expect(confirmation).toContain('because you asked us not to sell or share your information')
  expect(confirmation).toContain('/investment-readiness?matching=confirm')
})

test('leads arriving together never take more of an advisor than the capacity left', async () => {
  const advisor = await createAdvisor(db, { states: ['LA'], monthlyCapacity: 3 })
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      capture(assessmentBody({ state: 'LA', email: `la.${i}@example.com` })),
    ),
  )
  expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201))
  const sold = await db.select().from(leadMatches).where(eq(leadMatches.advisorId, advisor.id))
  expect(sold).toHaveLength(3)
})

/** The token in a lead cookie set by an answer. */
const cookieToken = (response: Response) =>
  response.headers.get('set-cookie')!.split(';')[0]!.split('=')[1]!

/** Every row stored about one lead, table by table, and the emails queued for these addresses. */
async function rowsOf(leadId: string, recipients: string[]) {
  const queued = await db.select().from(emailQueue)
  return {
    leads: await db.select().from(leads).where(eq(leads.id, leadId)),
    consents: await db.select().from(leadConsents).where(eq(leadConsents.leadId, leadId)),
    matches: await db
      .select()
      .from(leadMatches)
      .where(eq(leadMatches.leadId, leadId))
      .orderBy(leadMatches.position),
    ownerProofs: await db.select().from(leadOwnerProofs).where(eq(leadOwnerProofs.leadId, leadId)),
    stopCallsTokens: await db
      .select()
      .from(phoneConsentStopTokens)
      .where(eq(phoneConsentStopTokens.leadId, leadId)),
    updateRequests: await db
      .select()
      .from(leadUpdateRequests)
      .where(eq(leadUpdateRequests.leadId, leadId)),
    emails: queued
      .filter((row) => recipients.includes(row.recipient))
      .map((row) => ({ template: row.template, to: row.recipient })),
  }
}

test('a matched lead with phone consent stores exactly its lead, consent, matches, proof, stop-calls token and emails', async () => {
  const inOk = [
    await createAdvisor(db, { states: ['OK'] }),
    await createAdvisor(db, { states: ['OK'] }),
  ]
  const body = assessmentBody({ state: 'OK', phoneConsent: true })
  const response = await capture(body)
  const answer = await response.json()
  const order: string[] = answer.matchedAdvisors.map((a: { id: string }) => a.id)
  expect(order.toSorted()).toEqual(inOk.map((a) => a.id).toSorted())

  const rows = await rowsOf(answer.leadId, [body.email, ...inOk.map((a) => a.email)])
  expect(rows.leads).toHaveLength(1)
  expect(rows.leads[0]).toMatchObject({ email: body.email, state: 'OK', matchingWithheld: null })
  expect(rows.leads[0]!.createdAt).toEqual(rows.leads[0]!.updatedAt)
  expect(rows.consents).toHaveLength(1)
  expect(rows.consents[0]!.consentedAt).toEqual(rows.leads[0]!.createdAt)
  expect(rows.matches.map((m) => [m.advisorId, m.position, m.status])).toEqual(
    order.map((id, position) => [id, position, 'NEW']),
  )
  expect(rows.ownerProofs).toHaveLength(1)
  expect(rows.ownerProofs[0]!.tokenHash).toBe(hashToken(cookieToken(response)))
  expect(rows.ownerProofs[0]!.expiresAt.getTime() - rows.ownerProofs[0]!.createdAt.getTime()).toBe(
    24 * 60 * 60 * 1000,
  )
  expect(rows.stopCallsTokens).toHaveLength(1)
  expect(rows.updateRequests).toEqual([])
  expect(rows.emails).toEqual([
    { template: 'lead-confirmation', to: body.email },
    ...order.map((id) => ({
      template: 'advisor-lead-alert',
      to: inOk.find((a) => a.id === id)!.email,
    })),
  ])
  // The confirmation's "Stop calls and texts" link carries the token stored with the lead.
  const [confirmation] = await sentTo(body.email)
  const token = /stop-calls\?token=([\w-]{43})/.exec(confirmation!)?.[1]
  expect(hashToken(token!)).toBe(rows.stopCallsTokens[0]!.tokenHash)
})

test('a submission held for the owner stores one waiting update, the owner’s stop-calls token and one email, and nothing on the lead', async () => {
  const body = assessmentBody({ state: 'OR', phoneConsent: true })
  const made = await (await capture(body)).json()
  await sentTo(body.email)
  const before = await rowsOf(made.leadId, [body.email])

  const held = await capture({ ...body, annualIncome: 90_000, phoneConsent: false })
  const answer = await held.json()
  const after = await rowsOf(made.leadId, [body.email])
  expect(after.leads).toEqual(before.leads)
  expect(after.consents).toEqual(before.consents)
  expect(after.matches).toEqual(before.matches)
  expect(after.ownerProofs).toEqual(before.ownerProofs)
  expect(after.stopCallsTokens).toHaveLength(2)
  // The visitor is given the id of the update waiting for the owner, never the lead's.
  expect(after.updateRequests.map((request) => request.id)).toEqual([answer.leadId])
  expect(after.updateRequests[0]!.browserProofHash).toBe(hashToken(cookieToken(held)))
  expect(after.emails).toEqual([{ template: 'lead-update-request', to: body.email }])
})

test('a retried request with the same Idempotency-Key gets the first answer again and stores nothing more', async () => {
  const advisor = await createAdvisor(db, { states: ['ID'] })
  const body = assessmentBody({ state: 'ID' })
  const headers = { 'Idempotency-Key': `lead-retry-${body.email.split('@')[0]}` }
  const [first, again] = [await capture(body, headers), await capture(body, headers)]
  expect(first.status).toBe(201)
  expect(again.status).toBe(201)
  expect(again.headers.get('Idempotent-Replayed')).toBe('true')
  const answer = await first.json()
  expect(await again.json()).toEqual(answer)
  const rows = await rowsOf(answer.leadId, [body.email, advisor.email])
  expect(rows.leads).toHaveLength(1)
  expect(rows.consents).toHaveLength(1)
  expect(rows.matches).toHaveLength(1)
  expect(rows.ownerProofs).toHaveLength(1)
  expect(rows.emails).toHaveLength(2)
  expect(await db.select().from(leads).where(eq(leads.email, body.email))).toHaveLength(1)
})

test('the worker renders each queued submission email from its data exactly as the templates render the outcome', async () => {
  const advisor = await createAdvisor(db, { states: ['AK'] })
  const links = { siteUrl: 'http://localhost:3000', postalAddress: '1 Main St, Columbus, OH' }
  const input = AssessmentSchema.parse(assessmentBody({ state: 'AK', phoneConsent: true }))
  const context = {
    ipAddress: '203.0.113.9',
    userAgent: 'T',
    pageUrl: 'http://x/',
    globalPrivacyControl: false,
    maxAdvisors: 5,
  }
  const made = await captureLead(db, input, context)
  const held = await captureLead(db, { ...input, annualIncome: 80_000 }, context)
  expect([made.kind, held.kind, made.matchedAdvisors.length]).toEqual(['created', 'held', 1])
  const direct = [
    visitorConfirmationEmail(input, made, links),
    advisorLeadAlertEmail(input, made, made.matchedAdvisors[0]!, links),
    leadUpdateEmail({ ...input, annualIncome: 80_000 }, held, links),
  ]
  const queued = [
    ...submissionEmails(input, made, links),
    ...submissionEmails({ ...input, annualIncome: 80_000 }, held, links),
  ]
  expect(queued.map((m) => [m.template, m.to])).toEqual([
    ['lead-confirmation', input.email],
    ['advisor-lead-alert', advisor.email],
    ['lead-update-request', input.email],
  ])
  // As stored: JSON in a jsonb column.
  const rendered = queued.map((m) =>
    renderSubmissionEmail(m.template, JSON.parse(JSON.stringify(m.data))),
  )
  expect(rendered).toEqual(direct)
  expect(JSON.stringify(queued)).not.toContain(made.browserToken)
})

test('the advisors a lead may go to are read with its address, counted as the matching counts them', async () => {
  const eligible = await createAdvisor(db, { states: ['MS'], monthlyCapacity: 3 })
  await createAdvisor(db, { states: ['MS'], active: false })
  await createAdvisor(db, { states: ['MS'], minAssets: 10_000_000 })
  await createAdvisor(db, { states: ['AL'] })
  const context = {
    ipAddress: '203.0.113.1',
    userAgent: 'x',
    pageUrl: 'http://localhost/',
    globalPrivacyControl: false,
    maxAdvisors: 5,
    now: new Date('2026-07-10T12:00:00Z'),
  }
  const lead = (email: string) => AssessmentSchema.parse(assessmentBody({ state: 'MS', email }))
  const given: (Map<string, { leadsThisMonth: number }> | undefined)[] = []
  const match: typeof matchAdvisors = async (tx, forLead, options) => {
    given.push(options.candidates)
    return matchAdvisors(tx, forLead, options)
  }
  await captureLead(db, lead('ms.a@example.com'), context, { match })
  await captureLead(db, lead('ms.b@example.com'), context, { match })
  // The matching step was handed the candidates, so it read none itself: only the active advisor
  // in the state with room for the lead's assets, with the leads already matched to them.
  expect(given.map((candidates) => [...(candidates ?? new Map()).entries()])).toEqual([
    [[eligible.id, expect.objectContaining({ leadsThisMonth: 0 })]],
    [[eligible.id, expect.objectContaining({ leadsThisMonth: 1 })]],
  ])
})

test('a lead for the same address stored between a submission’s read and its write makes it wait for the owner, not a second lead', async () => {
  const advisor = await createAdvisor(db, { states: ['CO'] })
  const input = AssessmentSchema.parse(assessmentBody({ state: 'CO', email: 'co@example.com' }))
  let calls = 0
  // The other submission commits after this one read the address and before it writes.
  const match: typeof matchAdvisors = async (tx, forLead, options) => {
    if (calls++ === 0) await captureLead(db, input, directContext)
    return matchAdvisors(tx, forLead, options)
  }
  const late = await captureLead(db, input, directContext, { match })
  expect(late).toMatchObject({ kind: 'held', leadId: null, matchedAdvisors: [] })
  const stored = await db.select().from(leads).where(eq(leads.email, 'co@example.com'))
  expect(stored).toHaveLength(1)
  const sold = await db.select().from(leadMatches).where(eq(leadMatches.leadId, stored[0]!.id))
  expect(sold.map((m) => m.advisorId)).toEqual([advisor.id])
  const waiting = await db
    .select()
    .from(leadUpdateRequests)
    .where(eq(leadUpdateRequests.leadId, stored[0]!.id))
  expect(waiting).toHaveLength(1)
})

test('a do-not-sell request recorded between a submission’s read and its write keeps its lead unmatched', async () => {
  await createAdvisor(db, { states: ['NV'] })
  const input = AssessmentSchema.parse(assessmentBody({ state: 'NV', email: 'nv@example.com' }))
  let calls = 0
  const match: typeof matchAdvisors = async (tx, forLead, options) => {
    if (calls++ === 0) {
      await db.insert(privacyOptOuts).values({ email: 'nv@example.com', source: 'form' })
    }
    return matchAdvisors(tx, forLead, options)
  }
  const outcome = await captureLead(db, input, directContext, { match })
  expect(calls).toBe(1)
  expect(outcome).toMatchObject({
    kind: 'created',
    matchingWithheld: 'opt-out',
    newlyMatched: false,
    matchedAdvisors: [],
  })
  expect(
    await db.select().from(leadMatches).where(eq(leadMatches.leadId, outcome.leadId!)),
  ).toEqual([])
})

test('submissions that arrive together read their addresses in one statement, each with its own advisors', async () => {
  const inIowa = await createAdvisor(db, { states: ['IA'] })
  const inMinnesota = await createAdvisor(db, { states: ['MN'], minAssets: 50_000 })
  let reads = 0
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') reads++
      return Reflect.get(target, property, receiver)
    },
  })
  const lead = (email: string, state: string, investableAssets: number) =>
    AssessmentSchema.parse({ ...assessmentBody({ state, email }), investableAssets })
  const outcomes = await Promise.all([
    captureLead(counted, lead('ia.1@example.com', 'IA', 100_000), directContext),
    captureLead(counted, lead('mn.1@example.com', 'MN', 100_000), directContext),
    captureLead(counted, lead('mn.2@example.com', 'MN', 20_000), directContext),
    captureLead(counted, lead('ia.2@example.com', 'IA', 100_000), directContext),
  ])
  // The first read goes at once; the other three wait for it and go together.
  expect(reads).toBe(2)
  expect(outcomes.map((o) => [o.kind, o.matchedAdvisors.map((a) => a.id)])).toEqual([
    ['created', [inIowa.id]],
    ['created', [inMinnesota.id]],
    ['created', []],
    ['created', [inIowa.id]],
  ])
})

test('inside an idempotent request’s transaction, a choice overtaken by another lead is made again', async () => {
  const full = await createAdvisor(db, { states: ['AZ'], monthlyCapacity: 1 })
  const open = await createAdvisor(db, { states: ['AZ'], monthlyCapacity: 10 })
  const context = { ...directContext, now: new Date('2026-06-10T12:00:00Z') }
  const lead = (email: string) => AssessmentSchema.parse(assessmentBody({ state: 'AZ', email }))
  await captureLead(db, lead('az.a@example.com'), context)
  // The first choice still counts the full advisor in, as a choice made before the first lead.
  let calls = 0
  const match: typeof matchAdvisors = async (tx, forLead, options) =>
    calls++ === 0
      ? tx
          .select()
          .from(advisors)
          .where(inArray(advisors.id, [full.id, open.id]))
      : matchAdvisors(tx, forLead, options)
  const second = await db.transaction((tx) =>
    captureLead(tx, lead('az.b@example.com'), context, { match }),
  )
  expect(calls).toBe(2)
  expect(second.matchedAdvisors.map((m) => m.id)).toEqual([open.id])
  const stored = await db.select().from(leads).where(eq(leads.email, 'az.b@example.com'))
  expect(stored).toHaveLength(1)
})

test('the address readers tell the planner they return one row', async () => {
  // Estimated at the default 1,000 rows and joined to the advisors, a one-row read looked costly
  // enough for PostgreSQL to compile it (JIT) before running it: 160 ms on every known address.
  const functions = await db
    .select({ name: sql<string>`proname`, rows: sql<number>`prorows` })
    .from(sql`pg_proc`)
    .where(sql`proname in ('read_address', 'lock_and_read_address')`)
    .orderBy(sql`proname`)
  expect(functions.map((f) => [f.name, Number(f.rows)])).toEqual([
    ['lock_and_read_address', 1],
    ['read_address', 1],
  ])
})

test('a write checks the address as it was read: the recent lead, its phone consent, the do-not-sell list', async () => {
  const email = 'claim.check@example.com'
  const stored = await captureLead(
    db,
    AssessmentSchema.parse({ ...assessmentBody({ state: 'ME', email }), phoneConsent: true }),
    directContext,
  )
  const since = new Date(Date.now() - 60_000).toISOString()
  const check = (recent: string | null, phoneConsent: boolean | null, optedOut: boolean) =>
    db.execute(
      sql`select claim_address(${email}, ${since}::timestamptz, ${recent}::uuid, ${phoneConsent}::boolean, ${optedOut}, ${null}::uuid)`,
    )
  const changed = (attempt: Promise<unknown>) =>
    attempt.then(
      () => false,
      (error: unknown) => isAddressChanged(error),
    )
  await check(stored.leadId, true, false)
  expect(await changed(check(null, null, false))).toBe(true)
  await db.update(leads).set({ phoneConsent: false }).where(eq(leads.id, stored.leadId!))
  expect(await changed(check(stored.leadId, true, false))).toBe(true)
  await check(stored.leadId, false, false)
  await db.insert(privacyOptOuts).values({ email, source: 'form' })
  expect(await changed(check(stored.leadId, false, false))).toBe(true)
  await check(stored.leadId, false, true)
})
