import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody, createAdvisor } from '../../../tests/factories'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leadEvents } from '~/db/schema'

const { db } = await setUpTestDatabase()
const capture = await import('~/routes/api.leads.capture')
const contact = await import('~/routes/api.leads.$leadId.contact-request')

async function lead(body: Record<string, unknown>) {
  const response = await callRoute(
    capture.action,
    jsonRequest('/api/leads/capture', assessmentBody(body)),
  )
  return (await response.json()) as {
    leadId: string
    category: string
    matchedAdvisors: { id: string }[]
  }
}

function ask(leadId: string, advisorId: unknown) {
  const request = jsonRequest(`/api/leads/${leadId}/contact-request`, { advisorId })
  return callRoute(
    (args: { request: Request }) => contact.action({ ...args, params: { leadId } } as never),
    request,
  )
}

test('a HOT lead’s request to be contacted by a matched advisor is recorded once', async () => {
  const advisor = await createAdvisor(db, { states: ['WV'] })
  const hot = await lead({ state: 'WV' })
  expect(hot.category).toBe('HOT')
  const first = await ask(hot.leadId, advisor.id)
  expect(first.status).toBe(201)
  const again = await ask(hot.leadId, advisor.id)
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
  expect((await ask(hot.leadId, stranger.id)).status).toBe(404)
  expect((await ask('00000000-0000-4000-8000-000000000000', matched.id)).status).toBe(404)
  expect((await ask('not-a-uuid', matched.id)).status).toBe(404)
  expect((await ask(hot.leadId, 'nope')).status).toBe(400)
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
  const response = await ask(warm.leadId, advisor.id)
  expect(response.status).toBe(409)
})
