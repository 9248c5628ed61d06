import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody, createAdvisor, createUserWithSession } from '../../../tests/factories'
import { callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leadEvents } from '~/db/schema'

const { db } = await setUpTestDatabase()
const capture = await import('~/routes/api.leads.capture')
const contact = await import('~/routes/api.leads.$leadId.contact-request')
const page = await import('~/routes/investment-readiness')

/** A lead made by "this browser": its answer and the lead cookie the browser now holds. */
async function lead(body: Record<string, unknown>) {
  const response = await callRoute(
    capture.action,
    jsonRequest('/api/leads/capture', assessmentBody(body)),
  )
  const answer = (await response.json()) as {
    leadId: string
    category: string
    matchedAdvisors: { id: string }[]
  }
  return { ...answer, cookie: response.headers.get('set-cookie')!.split(';')[0]! }
}

function ask(leadId: string, advisorId: unknown, headers: Record<string, string> = {}) {
  const request = jsonRequest(`/api/leads/${leadId}/contact-request`, { advisorId }, { headers })
  return callRoute(
    (args: { request: Request }) => contact.action({ ...args, params: { leadId } } as never),
    request,
  )
}

test('a HOT lead’s request to be contacted by a matched advisor is recorded once', async () => {
  const advisor = await createAdvisor(db, { states: ['WV'] })
  const hot = await lead({ state: 'WV' })
  expect(hot.category).toBe('HOT')
  const first = await ask(hot.leadId, advisor.id, { Cookie: hot.cookie })
  expect(first.status).toBe(201)
  const again = await ask(hot.leadId, advisor.id, { Cookie: hot.cookie })
  expect(again.status).toBe(200)
  const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, hot.leadId))
  expect(events).toHaveLength(1)
  expect(events[0]).toMatchObject({
    advisorId: advisor.id,
    type: 'CONTACT_REQUESTED',
    actor: 'visitor',
  })
})

test('an advisor not matched with the lead, an unknown lead or a bad id is refused with 4xx', async () => {
  const matched = await createAdvisor(db, { states: ['AK'] })
  const stranger = await createAdvisor(db, { states: ['HI'] })
  const hot = await lead({ state: 'AK' })
  expect((await ask(hot.leadId, stranger.id, { Cookie: hot.cookie })).status).toBe(404)
  expect(
    (await ask('00000000-0000-4000-8000-000000000000', matched.id, { Cookie: hot.cookie })).status,
  ).toBe(404)
  expect((await ask('not-a-uuid', matched.id, { Cookie: hot.cookie })).status).toBe(404)
  expect((await ask(hot.leadId, 'nope', { Cookie: hot.cookie })).status).toBe(400)
})

test('a WARM lead cannot use the HOT-only contact request', async () => {
  const advisor = await createAdvisor(db, { states: ['ID'] })
  const warm = await lead({
    state: 'ID',
    creditScore: 560,
    emergencyFund: 2_000,
    investableAssets: 120_000,
  })
  expect(warm.category).toBe('WARM')
  expect(warm.matchedAdvisors.map((a) => a.id)).toContain(advisor.id)
  const response = await ask(warm.leadId, advisor.id, { Cookie: warm.cookie })
  expect(response.status).toBe(409)
})

test('without proof of owning the lead the answer is the unknown-lead 404, and nothing is recorded', async () => {
  const advisor = await createAdvisor(db, { states: ['NM'] })
  const hot = await lead({ state: 'NM' })
  const unknown = await ask('00000000-0000-4000-8000-000000000000', advisor.id)
  const noProof = await ask(hot.leadId, advisor.id)
  expect(noProof.status).toBe(404)
  expect(await noProof.json()).toEqual(await unknown.json())
  const otherBrowser = await lead({ state: 'NM' })
  expect((await ask(hot.leadId, advisor.id, { Cookie: otherBrowser.cookie })).status).toBe(404)
  const forged = `ww_lead=${'a'.repeat(43)}`
  expect((await ask(hot.leadId, advisor.id, { Cookie: forged })).status).toBe(404)
  expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, hot.leadId))).toEqual([])
})

test('the signed-in owner of the lead’s verified email may ask from another browser', async () => {
  const advisor = await createAdvisor(db, { states: ['AZ'] })
  const owner = await createUserWithSession(db, { emailVerifiedAt: new Date() })
  const hot = await lead({ state: 'AZ', email: owner.user.email })
  expect((await ask(hot.leadId, advisor.id, { Cookie: owner.cookie })).status).toBe(201)
  const unverified = await createUserWithSession(db)
  const theirs = await lead({ state: 'AZ', email: unverified.user.email })
  expect((await ask(theirs.leadId, advisor.id, { Cookie: unverified.cookie })).status).toBe(404)
})

test('the results page asks through its own action: recorded once for the owner, refused without proof', async () => {
  const advisor = await createAdvisor(db, { states: ['WY'] })
  const hot = await lead({ state: 'WY' })
  const askOnPage = (fields: [string, string][], headers: Record<string, string> = {}) =>
    callRoute(page.action, formRequest('/investment-readiness', fields, headers))
  const fields: [string, string][] = [
    ['intent', 'contact-request'],
    ['leadId', hot.leadId],
    ['advisorId', advisor.id],
  ]
  const stranger = await askOnPage(fields)
  expect(stranger.status).toBe(404)
  expect(await stranger.json()).toEqual({ intent: 'contact-request', ok: false })
  expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, hot.leadId))).toEqual([])

  const owner = await askOnPage(fields, { Cookie: hot.cookie })
  expect(owner.status).toBe(200)
  expect(await owner.json()).toEqual({ intent: 'contact-request', ok: true })
  expect((await askOnPage(fields, { Cookie: hot.cookie })).status).toBe(200)
  const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, hot.leadId))
  expect(events.map((e) => e.type)).toEqual(['CONTACT_REQUESTED'])

  const malformed = await askOnPage([
    ['intent', 'contact-request'],
    ['leadId', 'x'],
    ['advisorId', advisor.id],
  ])
  expect(malformed.status).toBe(400)
})
