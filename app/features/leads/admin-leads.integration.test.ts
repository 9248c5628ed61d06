import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisorAccount, createMatchedLead } from '../../../tests/advisor-portal'
import { createAdvisor, createUserWithSession } from '../../../tests/factories'
import { readOutbox } from '../../../tests/outbox'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { auditLog, leadEvents, leadMatches, leadReturns } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
const { adminLeadQueryFrom, listAdminLeads, getAdminLead } = await import('./admin-leads.server')
const { getAdvisorLead, requestLeadReturn } = await import('./advisor-leads.server')
const leadPage = await import('~/routes/admin.leads.$leadId')
const leadsPage = await import('~/routes/admin.leads')

const admin = await createUserWithSession(db, { role: 'admin', email: 'ops.admin@example.com' })
const asAdmin = { Cookie: admin.cookie }
const adminActor = { id: admin.user.id, email: admin.user.email, role: admin.user.role }

const post = (leadId: string, fields: [string, string][]) =>
  callPage<{ ok: boolean; error?: string; message?: string }>(
    leadPage.action,
    formRequest(`/admin/leads/${leadId}`, fields, asAdmin),
    { leadId },
  )

test('the leads list searches and filters every lead, with pending returns on top', async () => {
  const first = await createAdvisor(db)
  const lead = await createMatchedLead(db, first.id, {
    lead: { firstName: 'Quinn', lastName: 'Searchable', city: 'Tulsa', state: 'OK' },
  })
  const withheld = await createMatchedLead(db, [], {
    lead: { firstName: 'Rowan', lastName: 'Private', matchingWithheld: 'gpc' },
  })
  const list = async (query: string) =>
    (await listAdminLeads(db, adminLeadQueryFrom(new URLSearchParams(query)))).content.map(
      (row) => row.id,
    )
  expect(await list('q=searchable')).toEqual([lead.id])
  expect(await list('q=tulsa')).toEqual([lead.id])
  expect(await list('matching=withheld')).toEqual([withheld.id])
  expect(await list('matching=unmatched')).toContain(withheld.id)
  expect(await list('matching=matched')).not.toContain(withheld.id)
  expect(await list('matching=returns')).toEqual([])
  // A LIKE wildcard is a plain character; unknown filter values are ignored.
  expect(await list('q=%25')).toEqual([])
  expect(adminLeadQueryFrom(new URLSearchParams('category=LUKEWARM&page=-1'))).toEqual({
    category: undefined,
    matching: undefined,
    q: undefined,
    page: 0,
  })

  await requestLeadReturn(db, first.id, lead.id, 'advisor:test', { reason: 'duplicate' })
  expect(await list('matching=returns')).toEqual([lead.id])
  const [row] = (await listAdminLeads(db, adminLeadQueryFrom(new URLSearchParams('q=searchable'))))
    .content
  expect(row).toMatchObject({ matches: 1, pendingReturns: 1 })
  const answer = await callPage<{ returns: { leadId: string; reason: string }[] }>(
    leadsPage.loader,
    new Request('http://localhost:3000/admin/leads', { headers: asAdmin }),
  )
  expect(answer.data?.returns).toEqual([
    expect.objectContaining({ leadId: lead.id, reason: 'Duplicate of a lead I already have' }),
  ])
})

test('a lead’s page shows its answers, consent, advisors and history; an unknown id is a 404', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id, { phoneConsent: false })
  const detail = await getAdminLead(db, adminActor, lead.id)
  expect(detail).toMatchObject({
    id: lead.id,
    phoneConsent: false,
    matches: [expect.objectContaining({ advisorId: advisor.id, status: 'NEW', return: null })],
    consents: [expect.objectContaining({ phoneConsent: false, emailConsent: true })],
  })
  // The advisor already matched is not offered again.
  expect(detail!.candidates.map((c) => c.id)).not.toContain(advisor.id)

  for (const leadId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    const missing = await callPage(
      leadPage.loader,
      new Request(`http://localhost:3000/admin/leads/${leadId}`, { headers: asAdmin }),
      { leadId },
    )
    expect(missing.status).toBe(404)
  }
})

test('an admin can send a lead to one more advisor, up to five, never twice to the same one', async () => {
  const advisors = await Promise.all(Array.from({ length: 6 }, () => createAdvisor(db)))
  const lead = await createMatchedLead(db, advisors[0]!.id)

  const added = await post(lead.id, [
    ['intent', 'add-match'],
    ['advisorId', advisors[1]!.id],
  ])
  expect(added.status).toBe(200)
  expect(added.data?.message).toMatch(/now goes to/)
  const [match] = await db
    .select()
    .from(leadMatches)
    .where(and(eq(leadMatches.leadId, lead.id), eq(leadMatches.advisorId, advisors[1]!.id)))
  expect(match?.position).toBe(1)
  const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))
  expect(events).toContainEqual(
    expect.objectContaining({
      type: 'MATCH_ADDED',
      advisorId: advisors[1]!.id,
      actor: 'admin:ops.admin@example.com',
    }),
  )
  const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, lead.id))
  expect(audit).toMatchObject({ action: 'lead.match-add', actorEmail: 'ops.admin@example.com' })
  // The new advisor sees the lead in the portal.
  expect(await getAdvisorLead(db, advisors[1]!.id, lead.id)).not.toBeNull()

  const again = await post(lead.id, [
    ['intent', 'add-match'],
    ['advisorId', advisors[1]!.id],
  ])
  expect(again.status).toBe(409)
  for (const advisor of advisors.slice(2, 5))
    expect(
      (
        await post(lead.id, [
          ['intent', 'add-match'],
          ['advisorId', advisor.id],
        ])
      ).status,
    ).toBe(200)
  const sixth = await post(lead.id, [
    ['intent', 'add-match'],
    ['advisorId', advisors[5]!.id],
  ])
  expect(sixth.status).toBe(409)
  expect(sixth.data?.error).toMatch(/at most 5 advisors/)

  const inactive = await createAdvisor(db, { active: false })
  const other = await createMatchedLead(db, advisors[0]!.id)
  const refused = await post(other.id, [
    ['intent', 'add-match'],
    ['advisorId', inactive.id],
  ])
  expect(refused.status).toBe(400)
  const bad = await post(other.id, [
    ['intent', 'add-match'],
    ['advisorId', 'nobody'],
  ])
  expect(bad.status).toBe(400)
})

test('reassigning moves the lead to another advisor in the same place; the first loses access', async () => {
  const from = await createAdvisorAccount(db)
  const to = await createAdvisor(db)
  const keep = await createAdvisor(db)
  const lead = await createMatchedLead(db, [keep.id, from.advisor.id])
  const moved = await post(lead.id, [
    ['intent', 'reassign'],
    ['fromAdvisorId', from.advisor.id],
    ['toAdvisorId', to.id],
  ])
  expect(moved.status).toBe(200)
  const matches = await db.select().from(leadMatches).where(eq(leadMatches.leadId, lead.id))
  expect(matches.map((m) => [m.advisorId, m.position]).sort()).toEqual(
    [
      [keep.id, 0],
      [to.id, 1],
    ].sort(),
  )
  expect(await getAdvisorLead(db, from.advisor.id, lead.id)).toBeNull()
  expect(await getAdvisorLead(db, to.id, lead.id)).not.toBeNull()
  const types = (await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).map(
    (e) => [e.type, e.advisorId],
  )
  expect(types).toEqual(
    expect.arrayContaining([
      ['MATCH_REMOVED', from.advisor.id],
      ['MATCH_ADDED', to.id],
    ]),
  )
  const notTheirs = await post(lead.id, [
    ['intent', 'reassign'],
    ['fromAdvisorId', from.advisor.id],
    ['toAdvisorId', to.id],
  ])
  expect(notTheirs.status).toBe(400)
})

test('a return is credited or declined once, with a note, an event, an audit line and an email', async () => {
  const advisor = await createAdvisor(db, { email: 'returns.advisor@example.com' })
  const lead = await createMatchedLead(db, advisor.id)
  await requestLeadReturn(db, advisor.id, lead.id, 'advisor:test', {
    reason: 'wrong-contact',
    details: 'The number rings a bakery',
  })
  const [request] = await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead.id))

  const noNote = await post(lead.id, [
    ['intent', 'decide-return'],
    ['returnId', request!.id],
    ['decision', 'credited'],
    ['note', ''],
  ])
  expect(noNote.status).toBe(400)
  expect(noNote.data?.error).toMatch(/short note/)

  const credited = await post(lead.id, [
    ['intent', 'decide-return'],
    ['returnId', request!.id],
    ['decision', 'credited'],
    ['note', 'Confirmed the number is wrong'],
  ])
  expect(credited.status).toBe(200)
  const [decided] = await db.select().from(leadReturns).where(eq(leadReturns.id, request!.id))
  expect(decided).toMatchObject({
    status: 'credited',
    decisionNote: 'Confirmed the number is wrong',
    decidedBy: 'admin:ops.admin@example.com',
  })
  expect(decided?.decidedAt).toBeInstanceOf(Date)
  // The advisor sees the decision in the portal, and is told by email.
  expect((await getAdvisorLead(db, advisor.id, lead.id))?.returnRequest).toMatchObject({
    status: 'credited',
    decisionNote: 'Confirmed the number is wrong',
  })
  const [email] = readOutbox(dataDir, 'returns.advisor@example.com')
  expect(email).toContain('Subject: Your lead return was credited')
  expect(email).toContain('Confirmed the number is wrong')
  const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, request!.id))
  expect(audit?.action).toBe('return.credit')

  const twice = await post(lead.id, [
    ['intent', 'decide-return'],
    ['returnId', request!.id],
    ['decision', 'declined'],
    ['note', 'Changed my mind'],
  ])
  expect(twice.status).toBe(409)
  // A return id on another lead's page is not found.
  const other = await createMatchedLead(db, advisor.id)
  const elsewhere = await post(other.id, [
    ['intent', 'decide-return'],
    ['returnId', request!.id],
    ['decision', 'declined'],
    ['note', 'Wrong page'],
  ])
  expect(elsewhere.status).toBe(404)
})
