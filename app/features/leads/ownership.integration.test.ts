import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody, createAdvisor, createUserWithSession } from '../../../tests/factories'
import { readOutbox } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { emailQueue, leadConsents, leadMatches, leads, leadUpdateRequests } from '~/db/schema'
import { sendQueuedEmails } from '../../../tests/emailed-links'
import { AssessmentSchema } from '~/features/assessment'
import { scoreAssessment } from '~/features/assessment'

const { db, dataDir } = await setUpTestDatabase()
const capture = await import('~/routes/api.leads.capture')
const page = await import('~/routes/investment-readiness')
const update = await import('~/routes/investment-readiness.update')

type Lead = {
  leadId: string
  category: string
  matchedRIA: { id: string } | null
  matchedAdvisors: { id: string }[]
  matchingWithheld: string | null
} & Record<string, unknown>

function send(body: unknown, headers: Record<string, string> = {}) {
  return callRoute(
    capture.action,
    jsonRequest('/api/leads/capture', body, {
      headers: { 'User-Agent': 'TestBrowser/1.0', ...headers },
    }),
  )
}

/** The `name=value` of the lead cookie a response set, to send back as this browser would. */
function cookieOf(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? ''
  const pair = setCookie.split(';')[0] ?? ''
  expect(pair).toMatch(/^ww_lead=[\w-]{43}$/)
  expect(setCookie).toMatch(/HttpOnly/)
  expect(setCookie).toMatch(/SameSite=Lax/)
  return pair
}

async function sentTo(email: string) {
  await sendQueuedEmails(db)
  return readOutbox(dataDir, email)
}

/** The token of the newest "apply these answers" link emailed to `email`. */
async function updateLinkTokenFor(email: string): Promise<string> {
  const requests = (await sentTo(email)).filter((m) =>
    m.includes('Subject: Did you send new answers to your Wealthward assessment?'),
  )
  const link = requests.at(-1)?.match(/\/investment-readiness\/update\?token=([\w-]{43})/)
  if (!link?.[1]) throw new Error(`no update link emailed to ${email}`)
  return link[1]
}

const leadRow = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0]
const consentsOf = async (id: string) =>
  db.select().from(leadConsents).where(eq(leadConsents.leadId, id))
const matchesOf = async (id: string) =>
  db.select().from(leadMatches).where(eq(leadMatches.leadId, id))
const alertsQueuedFor = async (emails: string[]) =>
  (await db.select().from(emailQueue)).filter((m) => emails.includes(m.recipient)).length

/** JSON type of each key: what a client reading the response can tell apart. */
const shapeOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value,
    ]),
  )

const getLink = (token: string) =>
  callPage<{ preview: { changes: { label: string; before: string; after: string }[] } | null }>(
    update.loader,
    new Request(`http://localhost:3000/investment-readiness/update?token=${token}`),
  )
const postLink = (token: string, headers: Record<string, string> = {}) =>
  callPage<{ ok: boolean; problem?: string; lead?: Lead }>(
    update.action,
    formRequest('/investment-readiness/update', [['token', token]], headers),
  )

test('a stranger’s submission with a known email changes nothing stored and reveals none of its advisors', async () => {
  const advisors = await Promise.all([
    createAdvisor(db, { states: ['VT'] }),
    createAdvisor(db, { states: ['VT'] }),
  ])
  const owner = assessmentBody({ state: 'VT', phoneConsent: true, firstName: 'Avery' })
  const first = await send(owner)
  expect(first.status).toBe(201)
  const lead = (await first.json()) as Lead
  expect(lead.matchedAdvisors).toHaveLength(2)
  const before = await leadRow(lead.leadId)
  const consentsBefore = (await consentsOf(lead.leadId)).length
  const alertsBefore = await alertsQueuedFor(advisors.map((a) => a.email))

  const strangers = {
    ...owner,
    email: owner.email.toUpperCase(),
    firstName: 'Mallory',
    lastName: 'Stranger',
    phone: '(212) 555-0199',
    phoneConsent: false,
    annualIncome: 30_000,
    investableAssets: 0,
  }
  const stranger = await send(strangers)
  expect(await leadRow(lead.leadId)).toEqual(before)
  expect(await consentsOf(lead.leadId)).toHaveLength(consentsBefore)
  expect(await matchesOf(lead.leadId)).toHaveLength(2)
  expect(await alertsQueuedFor(advisors.map((a) => a.email))).toBe(alertsBefore)

  const fresh = await send(assessmentBody({ state: 'VT' }))
  expect(stranger.status).toBe(fresh.status)
  const held = (await stranger.json()) as Lead
  const brandNew = (await fresh.json()) as Lead
  expect(Object.keys(held)).toEqual(Object.keys(brandNew))
  // The one difference a known address leaves: no advisors listed (see the decision record).
  const { matchedRIA: _a, matchingWithheld: _b, ...heldShape } = shapeOf(held)
  const { matchedRIA: _c, matchingWithheld: _d, ...newShape } = shapeOf(brandNew)
  expect(heldShape).toEqual(newShape)
  expect(held.leadId).toMatch(/^[0-9a-f-]{36}$/)
  expect(held.leadId).not.toBe(lead.leadId)
  expect(held.matchedRIA).toBeNull()
  expect(held.matchedAdvisors).toEqual([])
  for (const advisor of advisors) expect(JSON.stringify(held)).not.toContain(advisor.id)
  // The visitor's own score, from what they sent.
  const own = scoreAssessment(AssessmentSchema.parse(strangers))
  expect(held).toMatchObject({
    score: own.score,
    readinessLevel: own.readinessLevel,
    category: own.category,
    scoreBreakdown: own.breakdown,
    actionItems: own.actionItems,
  })
  expect(held.matchingWithheld).toBe('see-email')
  expect(JSON.stringify(held)).not.toMatch(/already|on file|opt-out/i)
  cookieOf(stranger)

  const mail = await sentTo(owner.email)
  expect(mail).toHaveLength(2)
  const request = mail.find((m) => m.includes('Did you send new answers'))!
  expect(request).toMatch(/\/investment-readiness\/update\?token=[\w-]{43}/)
  expect(request).toContain('in the name Mallory Stranger, with a phone number')
  expect(request).toMatch(/If it was not you: you do not need to do anything/)
  expect(request).toMatch(/On [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/)
  expect(request).not.toContain('203.0.113.9')
  expect(request).not.toContain('30,000')
})

test('a qualified stranger on a known address is told to see the email, not who the owner was matched with', async () => {
  await createAdvisor(db, { states: ['NH'] })
  const owner = assessmentBody({ state: 'NH' })
  const first = (await (await send(owner)).json()) as Lead
  expect(first.matchedAdvisors).toHaveLength(1)
  const again = (await (await send({ ...owner, firstName: 'Mallory' })).json()) as Lead
  expect(again).toMatchObject({ category: 'HOT', matchedRIA: null, matchedAdvisors: [] })
  expect(again.matchingWithheld).toBe('see-email')
})

test('an address on the do-not-sell list reads like any address held for its owner, never "opt-out"', async () => {
  await createAdvisor(db, { states: ['AR'] })
  const { privacyOptOuts } = await import('~/db/schema')
  await db.insert(privacyOptOuts).values({ email: 'private.ar@example.com', source: 'form' })
  const response = await send(assessmentBody({ state: 'AR', email: 'Private.AR@example.com' }))
  expect(response.status).toBe(201)
  const body = (await response.json()) as Lead
  expect(body.matchingWithheld).toBe('see-email')
  expect(body.matchedAdvisors).toEqual([])
  // Where nobody could be matched anyway, it reads as it does for everyone there.
  await db.insert(privacyOptOuts).values({ email: 'private.gu@example.com', source: 'form' })
  const nobody = (await (
    await send(assessmentBody({ state: 'WY', email: 'private.gu@example.com' }))
  ).json()) as Lead
  expect(nobody.matchingWithheld).toBeNull()
})

test('the owner’s link: GET shows the changes and changes nothing; POST applies them once', async () => {
  const advisor = await createAdvisor(db, { states: ['ME'] })
  const owner = assessmentBody({ state: 'ME', firstName: 'Avery', phoneConsent: false })
  const lead = (await (await send(owner)).json()) as Lead
  await send({ ...owner, firstName: 'Avery-Jo', annualIncome: 150_000, phoneConsent: true })
  const token = await updateLinkTokenFor(owner.email)
  const before = await leadRow(lead.leadId)

  const shown = await getLink(token)
  expect(shown.status).toBe(200)
  expect(shown.data?.preview?.changes).toEqual(
    expect.arrayContaining([
      { label: 'First name', before: 'Avery', after: 'Avery-Jo' },
      { label: 'Annual income', before: '$120,000', after: '$150,000' },
      { label: 'Advisors may call or text', before: 'No', after: 'Yes' },
    ]),
  )
  expect(shown.data?.preview?.changes.map((c) => c.label)).not.toContain('City')
  expect(await getLink(token)).toMatchObject({ status: 200 })
  expect(await leadRow(lead.leadId)).toEqual(before)

  const applied = await postLink(token, { 'User-Agent': 'OwnerPhone/2.0' })
  expect(applied.status).toBe(200)
  expect(applied.data?.ok).toBe(true)
  expect(applied.headers.get('set-cookie')).toMatch(/^ww_lead=[\w-]{43};/)
  expect(applied.data?.lead?.leadId).toBe(lead.leadId)
  expect(applied.data?.lead?.matchedAdvisors.map((a) => a.id)).toEqual([advisor.id])
  expect(await leadRow(lead.leadId)).toMatchObject({
    firstName: 'Avery-Jo',
    annualIncome: 150_000,
    phoneConsent: true,
  })
  const consents = await consentsOf(lead.leadId)
  expect(consents).toHaveLength(2)
  expect(consents.find((c) => c.userAgent === 'OwnerPhone/2.0')).toMatchObject({
    phoneConsent: true,
    pageUrl: 'http://localhost:3000/investment-readiness/update',
  })
  // Not sold again: the same advisor, alerted once.
  expect(await matchesOf(lead.leadId)).toHaveLength(1)
  expect(await sentTo(advisor.email)).toHaveLength(1)

  const twice = await postLink(token)
  expect(twice.status).toBe(410)
  expect(twice.data).toEqual({ ok: false, problem: 'used' })
  expect((await getLink(token)).status).toBe(410)
  expect(await consentsOf(lead.leadId)).toHaveLength(2)
})

test('an unknown, malformed or expired link is a clear 4xx and changes nothing', async () => {
  const owner = assessmentBody({ state: 'DE' })
  const lead = (await (await send(owner)).json()) as Lead
  await send({ ...owner, firstName: 'Late' })
  const token = await updateLinkTokenFor(owner.email)
  await db
    .update(leadUpdateRequests)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(leadUpdateRequests.leadId, lead.leadId))

  expect(await getLink(token)).toMatchObject({ status: 410, data: { problem: 'expired' } })
  expect(await postLink(token)).toMatchObject({ status: 410, data: { problem: 'expired' } })
  const unknown = 'A'.repeat(43)
  expect(await getLink(unknown)).toMatchObject({ status: 404, data: { problem: 'invalid' } })
  expect(await postLink(unknown)).toMatchObject({ status: 404, data: { problem: 'invalid' } })
  expect(await getLink('short')).toMatchObject({ status: 404, data: { problem: 'invalid' } })
  expect(await postLink(`${'x'.repeat(42)}\u0000`)).toMatchObject({ status: 404 })
  expect((await leadRow(lead.leadId))?.firstName).toBe('Jordan')
})

test('a lead that had no advisors is matched once, when its owner applies the update', async () => {
  const advisor = await createAdvisor(db, { states: ['MT'] })
  const cold = assessmentBody({
    state: 'MT',
    annualIncome: 30_000,
    emergencyFund: 200,
    investableAssets: 0,
    creditScore: 560,
  })
  const lead = (await (await send(cold)).json()) as Lead
  expect(lead.matchedAdvisors).toEqual([])
  await send(assessmentBody({ state: 'MT', email: cold.email }))
  expect(await matchesOf(lead.leadId)).toHaveLength(0)
  const token = await updateLinkTokenFor(cold.email)
  const applied = await postLink(token)
  expect(applied.data?.lead?.matchedAdvisors.map((a) => a.id)).toEqual([advisor.id])
  expect(await matchesOf(lead.leadId)).toHaveLength(1)
  expect(await sentTo(advisor.email)).toHaveLength(1)
})

test('the same browser updates its own lead directly (its cookie), keeping its advisors', async () => {
  const advisor = await createAdvisor(db, { states: ['RI'] })
  const owner = assessmentBody({ state: 'RI' })
  const first = await send(owner)
  const lead = (await first.json()) as Lead
  const again = await send(
    { ...owner, email: owner.email.toUpperCase(), annualIncome: 130_000 },
    { Cookie: cookieOf(first) },
  )
  expect(again.status).toBe(201)
  const updated = (await again.json()) as Lead
  expect(updated.leadId).toBe(lead.leadId)
  expect(updated.matchedAdvisors.map((a) => a.id)).toEqual([advisor.id])
  expect((await leadRow(lead.leadId))?.annualIncome).toBe(130_000)
  expect(await consentsOf(lead.leadId)).toHaveLength(2)
  expect(await matchesOf(lead.leadId)).toHaveLength(1)
  const mail = await sentTo(owner.email)
  expect(mail.map((m) => m.match(/Subject: (.*)/)?.[1])).toEqual([
    'Your Investment Readiness results',
    'Your Investment Readiness results',
  ])
  expect(await sentTo(advisor.email)).toHaveLength(1)
  // Another lead's cookie proves nothing about this one.
  const other = await send(assessmentBody({ state: 'RI' }))
  const stranger = (await (
    await send({ ...owner, firstName: 'Mallory' }, { Cookie: cookieOf(other) })
  ).json()) as Lead
  expect(stranger.leadId).not.toBe(lead.leadId)
  expect((await leadRow(lead.leadId))?.firstName).toBe('Jordan')
})

test('the signed-in owner of the verified email updates directly; an unverified account does not', async () => {
  const verified = await createUserWithSession(db, { emailVerifiedAt: new Date() })
  const owner = assessmentBody({ state: 'OK', email: verified.user.email })
  const lead = (await (await send(owner)).json()) as Lead
  const signedIn = await send({ ...owner, city: 'Tulsa' }, { Cookie: verified.cookie })
  expect(((await signedIn.json()) as Lead).leadId).toBe(lead.leadId)
  expect((await leadRow(lead.leadId))?.city).toBe('Tulsa')
  cookieOf(signedIn)

  const unverified = await createUserWithSession(db)
  const theirs = assessmentBody({ state: 'OK', email: unverified.user.email })
  const other = (await (await send(theirs)).json()) as Lead
  const attempt = (await (
    await send({ ...theirs, city: 'Tulsa' }, { Authorization: unverified.authorization })
  ).json()) as Lead
  expect(attempt.leadId).not.toBe(other.leadId)
  expect((await leadRow(other.leadId))?.city).toBe('Columbus')
  expect(await updateLinkTokenFor(unverified.user.email)).toMatch(/^[\w-]{43}$/)
})

test('a stranger’s repeat from one browser replaces its own waiting answers, and only the newest link works', async () => {
  const owner = assessmentBody({ state: 'ND' })
  const lead = (await (await send(owner)).json()) as Lead
  const firstTry = await send({ ...owner, firstName: 'Mallory' })
  const firstHeld = (await firstTry.json()) as Lead
  const oldToken = await updateLinkTokenFor(owner.email)
  const secondTry = await send({ ...owner, firstName: 'Mallory-2' }, { Cookie: cookieOf(firstTry) })
  expect(((await secondTry.json()) as Lead).leadId).toBe(firstHeld.leadId)
  const newToken = await updateLinkTokenFor(owner.email)
  expect(newToken).not.toBe(oldToken)
  expect(
    await db.select().from(leadUpdateRequests).where(eq(leadUpdateRequests.leadId, lead.leadId)),
  ).toHaveLength(1)
  expect((await getLink(oldToken)).status).toBe(404)
  const shown = await getLink(newToken)
  expect(shown.data?.preview?.changes).toContainEqual({
    label: 'First name',
    before: 'Jordan',
    after: 'Mallory-2',
  })
})

test('without JavaScript: a known address posted from the page is held the same way', async () => {
  const advisor = await createAdvisor(db, { states: ['KS'] })
  const owner = assessmentBody({ state: 'KS' })
  const lead = (await (await send(owner)).json()) as Lead
  const before = await leadRow(lead.leadId)
  const fields = Object.entries({
    ...owner,
    matching: 'advisors',
    firstName: 'Mallory',
    phoneConsent: 'on',
  }).map(([key, value]) => [key, String(value)] as [string, string])
  const posted = await callPage<{ ok: boolean; lead: Lead }>(
    page.action,
    formRequest('/investment-readiness', fields),
  )
  expect(posted.status).toBe(200)
  expect(posted.data?.ok).toBe(true)
  expect(posted.data?.lead.leadId).not.toBe(lead.leadId)
  expect(posted.data?.lead.matchedAdvisors).toEqual([])
  expect(JSON.stringify(posted.data)).not.toContain(advisor.id)
  expect(posted.headers.get('set-cookie')).toMatch(/^ww_lead=/)
  expect(await leadRow(lead.leadId)).toEqual(before)
  expect(await updateLinkTokenFor(owner.email)).toMatch(/^[\w-]{43}$/)
})
