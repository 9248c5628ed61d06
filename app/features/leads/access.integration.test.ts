import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createMatchedLead } from '../../../tests/advisor-portal'
import { createAdvisor } from '../../../tests/factories'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leadEvents, leadMatches, leadReturns } from '~/db/schema'

/**
 * Every service that reads or changes one lead checks who asks, whatever route calls it: a lead
 * the actor may not see answers as an unknown lead does, and nothing is written.
 */

const { db } = await setUpTestDatabase()
const leadsServer = await import('./index.server')

const NOT_FOUND = { ok: false, status: 404, error: 'Lead not found.' }
const actor = 'advisor:someone@example.com'
const admin = {
  id: '00000000-0000-4000-8000-00000000a001',
  email: 'ops@example.com',
  role: 'admin' as const,
}
// An advisor's account handed to the administrator's services, as a route without its guard would.
const notAdmin = { id: admin.id, email: 'advisor@example.com', role: 'advisor' as const }

const matchesOf = (leadId: string) =>
  db
    .select({ advisorId: leadMatches.advisorId, status: leadMatches.status })
    .from(leadMatches)
    .where(eq(leadMatches.leadId, leadId))
    .orderBy(leadMatches.position)

test('an advisor reads only a lead matched to them; another advisor’s lead is not found', async () => {
  const owner = await createAdvisor(db)
  const stranger = await createAdvisor(db)
  const lead = await createMatchedLead(db, owner.id)
  expect(await leadsServer.getAdvisorLead(db, owner.id, lead.id)).toMatchObject({ id: lead.id })
  expect(await leadsServer.getAdvisorLead(db, stranger.id, lead.id)).toBeNull()
})

test('another advisor cannot move, note, book, contact or return a lead, and nothing is written', async () => {
  const owner = await createAdvisor(db)
  const stranger = await createAdvisor(db)
  const lead = await createMatchedLead(db, owner.id)
  const changes = [
    { status: 'CONTACTED' as const },
    { note: 'Called twice' },
    { meetingAt: new Date(Date.now() + 86_400_000).toISOString() },
    { status: 'CONVERTED' as const, expectedAnnualRevenue: 5_000 },
  ]
  for (const change of changes)
    expect(await leadsServer.changeAdvisorLead(db, stranger.id, lead.id, actor, change)).toEqual(
      NOT_FOUND,
    )
  for (const channel of ['email', 'phone'] as const)
    expect(
      await leadsServer.recordAdvisorContact(db, stranger.id, lead.id, actor, channel),
    ).toEqual(NOT_FOUND)
  expect(
    await leadsServer.requestLeadReturn(db, stranger.id, lead.id, actor, { reason: 'duplicate' }),
  ).toEqual(NOT_FOUND)

  expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([])
  expect(await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead.id))).toEqual([])
  expect(await matchesOf(lead.id)).toEqual([{ advisorId: owner.id, status: 'NEW' }])
})

test('the administrator’s lead services refuse anyone who is not an administrator', async () => {
  const owner = await createAdvisor(db)
  const other = await createAdvisor(db)
  const lead = await createMatchedLead(db, owner.id)
  await leadsServer.requestLeadReturn(db, owner.id, lead.id, actor, { reason: 'duplicate' })
  const [request] = await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead.id))

  expect(await leadsServer.getAdminLead(db, admin, lead.id)).toMatchObject({ id: lead.id })
  expect(await leadsServer.getAdminLead(db, notAdmin, lead.id)).toBeNull()
  expect(await leadsServer.addMatch(db, notAdmin, lead.id, other.id)).toEqual(NOT_FOUND)
  expect(await leadsServer.reassignMatch(db, notAdmin, lead.id, owner.id, other.id)).toEqual(
    NOT_FOUND,
  )
  expect(
    await leadsServer.decideReturn(db, notAdmin, lead.id, {
      returnId: request!.id,
      decision: 'credited',
      note: 'Duplicate confirmed',
    }),
  ).toEqual(NOT_FOUND)

  expect(await matchesOf(lead.id)).toEqual([{ advisorId: owner.id, status: 'NEW' }])
  const [still] = await db
    .select({ status: leadReturns.status })
    .from(leadReturns)
    .where(and(eq(leadReturns.leadId, lead.id), eq(leadReturns.advisorId, owner.id)))
  expect(still).toEqual({ status: 'pending' })
})

test('a visitor asks a matched advisor to call only with proof of owning the lead', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id)
  const ask = (proof: { browserToken: string | null; verifiedEmail: string | null }) =>
    leadsServer.requestAdvisorContact(db, { leadId: lead.id, advisorId: advisor.id, proof })

  expect(await ask(leadsServer.NO_PROOF)).toBe('not-found')
  expect(await ask({ browserToken: null, verifiedEmail: 'someone.else@example.com' })).toBe(
    'not-found',
  )
  expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([])
  expect(await ask({ browserToken: null, verifiedEmail: lead.email })).toBe('recorded')
})
