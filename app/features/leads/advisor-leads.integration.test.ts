import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createMatchedLead } from '../../../tests/advisor-portal'
import { createAdvisor } from '../../../tests/factories'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leadConsents, leadEvents, leadMatches, leadReturns, leads } from '~/db/schema'
import type { LeadListQuery, LeadStatus } from '~/features/advisor-portal'

const { db } = await setUpTestDatabase()
const portal = await import('./advisor-leads.server')
const { LeadListQuerySchema } = await import('~/features/advisor-portal')

const query = (params: Record<string, string> = {}): LeadListQuery =>
  LeadListQuerySchema.parse(params)
const actor = 'advisor:maria@example.com'
const eventsOf = (leadId: string) =>
  db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(leadEvents.seq)
const matchOf = async (leadId: string, advisorId: string) => {
  const [match] = await db
    .select()
    .from(leadMatches)
    .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.advisorId, advisorId)))
  return match!
}
const DAY = 86_400_000

// Numbers that score COLD: little saved, heavy debt, nothing to invest.
const COLD = {
  annualIncome: 40_000,
  totalDebt: 30_000,
  emergencyFund: 200,
  monthlyExpenses: 3_000,
  investableAssets: 0,
  creditScore: 560,
}
// WARM: a middling score with $120,000 to invest.
const WARM = {
  annualIncome: 70_000,
  totalDebt: 8_000,
  emergencyFund: 2_000,
  monthlyExpenses: 3_500,
  investableAssets: 120_000,
  creditScore: 640,
}

test('the leads list holds only this advisor’s HOT and WARM leads, filtered, sorted and paged', async () => {
  const mine = await createAdvisor(db)
  const other = await createAdvisor(db)
  const base = Date.parse('2026-05-01T12:00:00Z')
  const hot = await createMatchedLead(db, mine.id, {
    lead: { firstName: 'Rosa', lastName: 'Quintero', city: 'El Paso', state: 'TX' },
    matchedAt: new Date(base),
  })
  const warm = await createMatchedLead(db, mine.id, {
    numbers: WARM,
    lead: { firstName: 'Ben', lastName: 'Okafor', email: 'ben.100%@example.com' },
    match: { status: 'QUALIFIED' },
    matchedAt: new Date(base + DAY),
  })
  const cold = await createMatchedLead(db, mine.id, {
    numbers: COLD,
    lead: { firstName: 'Chloe', lastName: 'Abbott', state: 'NM', city: 'Santa Fe' },
    match: { status: 'LOST' },
    matchedAt: new Date(base + 2 * DAY),
  })
  const shared = await createMatchedLead(db, [other.id, mine.id], {
    lead: { firstName: 'Dana', lastName: 'Zimmer' },
    matchedAt: new Date(base + 3 * DAY),
  })
  const foreign = await createMatchedLead(db, other.id, { lead: { firstName: 'Rosa' } })

  // A COLD lead is not sold (a resubmission can turn a matched lead COLD): the portal leaves it out.
  const all = await portal.listAdvisorLeads(db, mine.id, query())
  expect(all.totalElements).toBe(3)
  expect(all.content.map((row) => row.id)).toEqual([shared.id, warm.id, hot.id])
  expect(all.content.map((row) => row.id)).not.toContain(foreign.id)
  expect(await portal.getAdvisorLead(db, mine.id, cold.id)).toBeNull()
  expect(all.content[2]).toEqual({
    id: hot.id,
    name: 'Rosa Quintero',
    email: hot.email,
    score: hot.score,
    category: 'HOT',
    location: 'El Paso, TX',
    investableAssets: 150_000,
    status: 'NEW',
    matchedAt: '2026-05-01T12:00:00.000Z',
  })

  const ids = async (params: Record<string, string>) =>
    (await portal.listAdvisorLeads(db, mine.id, query(params))).content.map((row) => row.id)
  expect(await ids({ status: 'QUALIFIED' })).toEqual([warm.id])
  expect(await ids({ status: 'new' })).toEqual([shared.id, hot.id])
  expect(await ids({ category: 'warm' })).toEqual([warm.id])
  // Name, email, city and state, whatever the case; % is looked for literally.
  expect(await ids({ q: 'rosa quin' })).toEqual([hot.id])
  expect(await ids({ q: 'SANTA' })).toEqual([])
  expect(await ids({ q: 'tx' })).toEqual([hot.id])
  expect(await ids({ q: '100%' })).toEqual([warm.id])
  expect(await ids({ q: '%' })).toEqual([warm.id])
  expect(await ids({ q: 'Rosa', status: 'LOST' })).toEqual([])

  expect(await ids({ sort: 'name' })).toEqual([warm.id, shared.id, hot.id])
  expect(await ids({ sort: 'name', dir: 'desc' })).toEqual([hot.id, shared.id, warm.id])
  expect(await ids({ sort: 'matched', dir: 'asc' })).toEqual([hot.id, warm.id, shared.id])
  // Pipeline order, not the alphabet: NEW, …, QUALIFIED, …, LOST.
  expect(await ids({ sort: 'status' })).toEqual([shared.id, hot.id, warm.id])
  const byScore = (await portal.listAdvisorLeads(db, mine.id, query({ sort: 'score' }))).content
  expect(byScore.map((row) => row.score)).toEqual(
    [...byScore.map((row) => row.score)].sort((a, b) => b - a),
  )
  const byAssets = await ids({ sort: 'assets', dir: 'asc' })
  expect(byAssets[0]).toBe(warm.id)

  const page = await portal.listAdvisorLeads(db, mine.id, query({ page: '1', size: '2' }))
  expect(page).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 })
  expect(page.content.map((row) => row.id)).toEqual([hot.id])
  const past = await portal.listAdvisorLeads(db, mine.id, query({ page: '9', size: '2' }))
  expect(past.content).toEqual([])
})

test('the list query schema reads URL parameters, fills defaults and names bad ones', () => {
  expect(LeadListQuerySchema.parse({})).toEqual({ sort: 'matched', dir: 'desc', page: 0, size: 20 })
  expect(LeadListQuerySchema.parse({ sort: 'name', status: '', q: '  ' })).toMatchObject({
    sort: 'name',
    dir: 'asc',
  })
  const bad = LeadListQuerySchema.safeParse({
    status: 'WON',
    size: '500',
    page: '-1',
    q: 'x'.repeat(101),
    sort: 'email',
  })
  expect(bad.success).toBe(false)
  expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
    'page',
    'q',
    'size',
    'sort',
    'status',
  ])
})

test('a lead’s detail shows the phone only with phone consent, the newest consent and this advisor’s events', async () => {
  const mine = await createAdvisor(db)
  const other = await createAdvisor(db)
  const lead = await createMatchedLead(db, [mine.id, other.id], { phoneConsent: false })
  // A later submission: the newest consent record is the one shown.
  await db.insert(leadConsents).values({
    leadId: lead.id,
    disclosureText: 'Newer disclosure',
    disclosureVersion: '2099-01-01',
    emailConsent: true,
    phoneConsent: false,
    ipAddress: '203.0.113.8',
    userAgent: 'test',
    pageUrl: 'http://localhost:3000/investment-readiness?again',
    consentedAt: new Date(Date.now() + 60_000),
  })
  await db.insert(leadEvents).values([
    { leadId: lead.id, advisorId: mine.id, type: 'CONTACT_REQUESTED', actor: 'visitor' },
    { leadId: lead.id, advisorId: other.id, type: 'NOTE', note: 'private', actor: 'advisor:x' },
    { leadId: lead.id, advisorId: null, type: 'WITHDRAWN', actor: 'system' },
  ])

  const detail = await portal.getAdvisorLead(db, mine.id, lead.id)
  expect(detail).not.toBeNull()
  expect(detail!.phone).toBeNull()
  expect(detail!.phoneConsent).toBe(false)
  expect(detail!.consent).toMatchObject({ disclosureVersion: '2099-01-01', phoneConsent: false })
  expect(detail!.events.map((e) => e.type).sort()).toEqual(['CONTACT_REQUESTED', 'WITHDRAWN'])
  expect(detail!.events.some((e) => e.note === 'private')).toBe(false)
  expect(detail!.nextStatuses).toEqual(['CONTACTED', 'LOST'])
  expect(detail!.breakdown).toEqual(lead.breakdown)
  expect(detail).toMatchObject({
    firstName: 'Avery',
    age: 40,
    annualIncome: 120_000,
    readinessLevel: lead.readinessLevel,
    meetingScheduledAt: null,
    expectedAnnualRevenue: null,
    returnRequest: null,
  })

  const called = await createMatchedLead(db, mine.id, { phoneConsent: true })
  expect((await portal.getAdvisorLead(db, mine.id, called.id))!.phone).toBe('(614) 555-0142')

  const foreign = await createMatchedLead(db, other.id)
  expect(await portal.getAdvisorLead(db, mine.id, foreign.id)).toBeNull()
  expect(await portal.getAdvisorLead(db, mine.id, 'not-a-uuid')).toBeNull()
  expect(
    await portal.getAdvisorLead(db, mine.id, '00000000-0000-4000-8000-000000000000'),
  ).toBeNull()
})

test('a lead moves one step at a time or to LOST; each move is an event with actor and time', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id)
  const at = new Date('2026-06-01T15:00:00.000Z')
  const move = (status: string, extra: Record<string, unknown> = {}) =>
    portal.changeAdvisorLead(db, advisor.id, lead.id, actor, { status, ...extra } as never, at)

  expect(await move('QUALIFIED')).toEqual({
    ok: false,
    status: 409,
    error: 'A lead cannot move from NEW to QUALIFIED.',
  })
  const contacted = await move('CONTACTED', { note: 'Left a voicemail' })
  expect(contacted.ok).toBe(true)
  if (!contacted.ok) return
  expect(contacted.lead.status).toBe('CONTACTED')
  expect(contacted.lead.nextStatuses).toEqual(['NURTURING', 'LOST'])
  expect((await move('NURTURING')).ok).toBe(true)
  expect((await move('CONTACTED')).ok).toBe(false)
  expect((await move('QUALIFIED')).ok).toBe(true)

  // CONVERTED needs the expected revenue in whole dollars; nothing changes without it.
  const noRevenue = await move('CONVERTED')
  expect(noRevenue).toMatchObject({ ok: false, status: 400 })
  expect(await move('CONVERTED', { expectedAnnualRevenue: 0 })).toMatchObject({ status: 400 })
  expect(await move('CONVERTED', { expectedAnnualRevenue: 4_500.5 })).toMatchObject({
    status: 400,
  })
  expect((await matchOf(lead.id, advisor.id)).status).toBe('QUALIFIED')
  const converted = await move('CONVERTED', { expectedAnnualRevenue: 6_000 })
  expect(converted.ok && converted.lead).toMatchObject({
    status: 'CONVERTED',
    expectedAnnualRevenue: 6_000,
    nextStatuses: [],
  })
  // The same conversion sent again is no change; anything after CONVERTED is refused.
  expect((await move('CONVERTED', { expectedAnnualRevenue: 6_000 })).ok).toBe(true)
  expect(await move('LOST')).toEqual({
    ok: false,
    status: 409,
    error: 'A lead cannot move from CONVERTED to LOST.',
  })

  const events = await eventsOf(lead.id)
  expect(events.map((e) => [e.type, e.fromStatus, e.toStatus])).toEqual([
    ['STATUS_CHANGED', 'NEW', 'CONTACTED'],
    ['STATUS_CHANGED', 'CONTACTED', 'NURTURING'],
    ['STATUS_CHANGED', 'NURTURING', 'QUALIFIED'],
    ['STATUS_CHANGED', 'QUALIFIED', 'CONVERTED'],
  ])
  expect(events.every((e) => e.actor === actor && e.at.getTime() === at.getTime())).toBe(true)
  expect(events.every((e) => e.advisorId === advisor.id)).toBe(true)
  expect(events[0]!.note).toBe('Left a voicemail')
})

test('any open stage can be LOST, and a LOST lead stays lost', async () => {
  const advisor = await createAdvisor(db)
  for (const status of ['NEW', 'CONTACTED', 'NURTURING', 'QUALIFIED'] as const) {
    const lead = await createMatchedLead(db, advisor.id, { match: { status } })
    const lost = await portal.changeAdvisorLead(db, advisor.id, lead.id, actor, {
      status: 'LOST',
      note: 'Chose another firm',
    })
    expect(lost.ok && lost.lead.status).toBe('LOST')
    const again = await portal.changeAdvisorLead(db, advisor.id, lead.id, actor, {
      status: 'CONTACTED',
    })
    expect(again).toEqual({
      ok: false,
      status: 409,
      error: 'A lead cannot move from LOST to CONTACTED.',
    })
  }
})

test('notes and meetings are events; a meeting needs a lead being worked', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id)
  const now = new Date('2026-06-01T15:00:00.000Z')
  const change = (c: Record<string, unknown>) =>
    portal.changeAdvisorLead(db, advisor.id, lead.id, actor, c, now)

  const noted = await change({ note: '  Prefers email after 5pm  ' })
  expect(noted.ok && noted.lead.events[0]).toMatchObject({
    type: 'NOTE',
    note: 'Prefers email after 5pm',
    actor,
    at: now.toISOString(),
  })
  expect(await change({ note: '   ' })).toMatchObject({ ok: false, status: 400 })
  expect(await change({ note: 'x'.repeat(2001) })).toMatchObject({ ok: false, status: 400 })
  expect(await change({})).toMatchObject({ ok: false, status: 400 })

  const meetingAt = '2026-06-10T14:00:00-05:00'
  expect(await change({ meetingAt })).toMatchObject({ ok: false, status: 409 })
  // Moving to CONTACTED and booking the meeting in the same change is allowed.
  const booked = await change({ status: 'CONTACTED', meetingAt })
  expect(booked.ok).toBe(true)
  if (!booked.ok) return
  expect(booked.lead.meetingScheduledAt).toBe('2026-06-10T19:00:00.000Z')
  expect(booked.lead.events.slice(0, 2).map((e) => e.type)).toEqual([
    'MEETING_SCHEDULED',
    'STATUS_CHANGED',
  ])
  expect(booked.lead.events[0]!.note).toBe('2026-06-10T19:00:00.000Z')
  expect(await change({ meetingAt: '2031-01-01T00:00:00Z' })).toMatchObject({ status: 400 })
  // A status equal to the current one is no move; the note is still kept.
  const same = await change({ status: 'CONTACTED', note: 'Confirmed the time' })
  expect(same.ok && same.lead.events[0]).toMatchObject({ type: 'NOTE' })
  expect(await change({ expectedAnnualRevenue: 100, note: 'x' })).toMatchObject({ status: 400 })
})

test('another advisor’s lead or an unknown id is “Lead not found.” for every change, and nothing is written', async () => {
  const mine = await createAdvisor(db)
  const other = await createAdvisor(db)
  const lead = await createMatchedLead(db, other.id)
  const notFound = { ok: false, status: 404, error: 'Lead not found.' }
  expect(
    await portal.changeAdvisorLead(db, mine.id, lead.id, actor, { status: 'CONTACTED' }),
  ).toEqual(notFound)
  expect(await portal.recordAdvisorContact(db, mine.id, lead.id, actor, 'email')).toEqual(notFound)
  expect(
    await portal.requestLeadReturn(db, mine.id, lead.id, actor, { reason: 'duplicate' }),
  ).toEqual(notFound)
  expect(await portal.recordAdvisorContact(db, mine.id, 'nope', actor, 'email')).toEqual(notFound)
  expect(await eventsOf(lead.id)).toEqual([])
  expect(await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead.id))).toEqual([])
  expect((await matchOf(lead.id, other.id)).status).toBe('NEW')
})

test('recording a contact moves a NEW lead to CONTACTED; calling needs phone consent', async () => {
  const advisor = await createAdvisor(db)
  const emailOnly = await createMatchedLead(db, advisor.id, { phoneConsent: false })
  const first = new Date('2026-06-02T09:00:00.000Z')

  expect(
    await portal.recordAdvisorContact(db, advisor.id, emailOnly.id, actor, 'phone', first),
  ).toEqual({
    ok: false,
    status: 409,
    error: 'This lead did not agree to phone calls or texts. Contact them by email.',
  })
  expect(await eventsOf(emailOnly.id)).toEqual([])

  const emailed = await portal.recordAdvisorContact(
    db,
    advisor.id,
    emailOnly.id,
    actor,
    'email',
    first,
  )
  expect(emailed.ok && emailed.lead.status).toBe('CONTACTED')
  expect((await eventsOf(emailOnly.id)).map((e) => [e.type, e.note, e.toStatus])).toEqual([
    ['CONTACTED', 'email', null],
    ['STATUS_CHANGED', null, 'CONTACTED'],
  ])
  // A later contact is another event; the first contact time and the status stay.
  await portal.recordAdvisorContact(
    db,
    advisor.id,
    emailOnly.id,
    actor,
    'email',
    new Date(first.getTime() + DAY),
  )
  const match = await matchOf(emailOnly.id, advisor.id)
  expect(match.contactedAt?.toISOString()).toBe(first.toISOString())
  expect(match.status).toBe('CONTACTED')
  expect(await eventsOf(emailOnly.id)).toHaveLength(3)

  const callable = await createMatchedLead(db, advisor.id, { phoneConsent: true })
  const called = await portal.recordAdvisorContact(db, advisor.id, callable.id, actor, 'phone')
  expect(called.ok && called.lead.events.map((e) => e.type)).toEqual([
    'STATUS_CHANGED',
    'CONTACTED',
  ])
})

test('a lead can be returned once, with an event, unless it converted', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id)
  const first = await portal.requestLeadReturn(db, advisor.id, lead.id, actor, {
    reason: 'wrong-contact',
    details: 'The number belongs to a dentist',
  })
  expect(first.ok && first.lead.returnRequest).toMatchObject({
    reason: 'wrong-contact',
    details: 'The number belongs to a dentist',
    status: 'pending',
    decisionNote: null,
  })
  expect(first.ok && first.lead.events[0]).toMatchObject({
    type: 'RETURN_REQUESTED',
    note: 'Wrong contact details: The number belongs to a dentist',
    actor,
  })
  expect(
    await portal.requestLeadReturn(db, advisor.id, lead.id, actor, { reason: 'duplicate' }),
  ).toEqual({ ok: false, status: 409, error: 'A return was already requested for this lead.' })

  const client = await createMatchedLead(db, advisor.id, {
    match: { status: 'CONVERTED', expectedAnnualRevenue: 5_000 },
  })
  expect(
    await portal.requestLeadReturn(db, advisor.id, client.id, actor, { reason: 'not-real' }),
  ).toMatchObject({ ok: false, status: 409 })
})

test('the statistics equal a direct count of the advisor’s rows', async () => {
  const advisor = await createAdvisor(db)
  const other = await createAdvisor(db)
  const now = new Date('2026-06-15T12:00:00.000Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY)
  const plan: {
    days: number
    numbers: Partial<typeof WARM>
    status: LeadStatus
    contacted?: boolean
    meeting?: boolean
    revenue?: number
    convertedDays?: number
    wasQualified?: boolean
  }[] = [
    { days: 0, numbers: {}, status: 'NEW' },
    { days: 1, numbers: WARM, status: 'NEW', contacted: true },
    { days: 3, numbers: COLD, status: 'CONTACTED' },
    { days: 3, numbers: {}, status: 'NURTURING', meeting: true },
    { days: 12, numbers: WARM, status: 'QUALIFIED' },
    { days: 29, numbers: {}, status: 'CONVERTED', revenue: 4_800, convertedDays: 2 },
    { days: 35, numbers: {}, status: 'CONVERTED', revenue: 9_000, convertedDays: 20 },
    { days: 50, numbers: WARM, status: 'LOST', wasQualified: true },
    { days: 70, numbers: COLD, status: 'LOST' },
  ]
  for (const item of plan) {
    const lead = await createMatchedLead(db, advisor.id, {
      numbers: item.numbers,
      matchedAt: daysAgo(item.days),
      match: {
        status: item.status,
        contactedAt: item.contacted ? daysAgo(item.days) : null,
        meetingScheduledAt: item.meeting ? daysAgo(-3) : null,
        expectedAnnualRevenue: item.revenue ?? null,
      },
    })
    if (item.convertedDays !== undefined)
      await db.insert(leadEvents).values({
        leadId: lead.id,
        advisorId: advisor.id,
        type: 'STATUS_CHANGED',
        fromStatus: 'QUALIFIED',
        toStatus: 'CONVERTED',
        actor,
        at: daysAgo(item.convertedDays),
      })
    if (item.wasQualified)
      await db.insert(leadEvents).values({
        leadId: lead.id,
        advisorId: advisor.id,
        type: 'STATUS_CHANGED',
        fromStatus: 'NURTURING',
        toStatus: 'QUALIFIED',
        actor,
        at: daysAgo(item.days - 5),
      })
  }
  await createMatchedLead(db, other.id, {
    match: { status: 'CONVERTED', expectedAnnualRevenue: 1 },
  })

  const stats = await portal.advisorStats(db, advisor.id, now)

  // The same figures, counted here from the raw rows: the HOT and WARM ones, as COLD leads are
  // not sold.
  const rows = (
    await db
      .select({ match: leadMatches, lead: leads })
      .from(leadMatches)
      .innerJoin(leads, eq(leads.id, leadMatches.leadId))
      .where(eq(leadMatches.advisorId, advisor.id))
  ).filter((row) => row.lead.category !== 'COLD')
  const events = await db.select().from(leadEvents).where(eq(leadEvents.advisorId, advisor.id))
  const where = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length
  const reached = (leadId: string, status: string) =>
    events.some((e) => e.leadId === leadId && e.toStatus === status)
  const scoreSum = rows.reduce((sum, row) => sum + row.lead.score, 0)
  expect(stats).toMatchObject({
    totalLeads: rows.length,
    hotLeads: where((r) => r.lead.category === 'HOT'),
    warmLeads: where((r) => r.lead.category === 'WARM'),
    newLeads: where((r) => r.match.status === 'NEW'),
    conversions: where((r) => r.match.status === 'CONVERTED'),
    avgScore: Math.round((scoreSum / rows.length) * 10) / 10,
    distribution: {
      HOT: where((r) => r.lead.category === 'HOT'),
      WARM: where((r) => r.lead.category === 'WARM'),
    },
    funnel: {
      total: rows.length,
      contacted: where((r) => r.match.status !== 'NEW' || r.match.contactedAt !== null),
      qualified: where(
        (r) =>
          ['QUALIFIED', 'CONVERTED'].includes(r.match.status) || reached(r.lead.id, 'QUALIFIED'),
      ),
      meetingScheduled: where(
        (r) => r.match.meetingScheduledAt !== null || r.match.status === 'CONVERTED',
      ),
      converted: where((r) => r.match.status === 'CONVERTED'),
    },
  })
  expect(stats.totalLeads).toBe(7)
  expect(stats).not.toHaveProperty('coldLeads')
  expect(stats.distribution).toEqual({ HOT: expect.any(Number), WARM: expect.any(Number) })
  expect(stats.funnel).toEqual({
    total: 7,
    contacted: 6,
    qualified: 4,
    meetingScheduled: 3,
    converted: 2,
  })

  // 30 UTC days ending today, days without leads included.
  expect(stats.activity).toHaveLength(30)
  expect(stats.activity[0]!.date).toBe('2026-05-17')
  expect(stats.activity.at(-1)).toEqual({ date: '2026-06-15', count: 1 })
  const inWindow = rows.filter((r) => r.match.createdAt >= new Date('2026-05-17T00:00:00Z'))
  expect(stats.activity.reduce((sum, day) => sum + day.count, 0)).toBe(inWindow.length)
  // Two leads matched that day; the COLD one is not counted.
  expect(stats.activity.find((day) => day.date === '2026-06-12')?.count).toBe(1)

  // From the month of the first match sold (50 days ago: April) to June; revenue in the month converted.
  expect(stats.roi).toEqual({
    months: [
      { month: '2026-04', cost: 997, revenue: 0 },
      { month: '2026-05', cost: 997, revenue: 9_000 },
      { month: '2026-06', cost: 997, revenue: 4_800 },
    ],
    monthlyCost: 997,
    totalCost: 2_991,
    totalRevenue: 13_800,
    roiPercent: Math.round(((13_800 - 2_991) / 2_991) * 100),
  })
})

test('an advisor without leads gets zeros and no ROI yet', async () => {
  const advisor = await createAdvisor(db)
  const stats = await portal.advisorStats(db, advisor.id)
  expect(stats).toMatchObject({ totalLeads: 0, avgScore: 0, conversions: 0 })
  expect(stats.activity.every((day) => day.count === 0)).toBe(true)
  expect(stats.roi).toEqual({
    months: [],
    monthlyCost: 997,
    totalCost: 0,
    totalRevenue: 0,
    roiPercent: null,
  })
})

test('the ROI covers at most the last 12 months', async () => {
  const advisor = await createAdvisor(db)
  const now = new Date('2026-06-15T12:00:00.000Z')
  await createMatchedLead(db, advisor.id, { matchedAt: new Date('2024-01-10T00:00:00Z') })
  const { roi } = await portal.advisorStats(db, advisor.id, now)
  expect(roi.months.map((m) => m.month)).toEqual([
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
  ])
  expect(roi.totalCost).toBe(12 * 997)
})

test('the CSV holds the filtered rows and defuses text a spreadsheet would run', async () => {
  const advisor = await createAdvisor(db)
  const names = ['=HYPERLINK("http://example.com")', '+1 555', '-2+3', '@SUM(A1)']
  for (const [i, firstName] of names.entries())
    await createMatchedLead(db, advisor.id, {
      lead: { firstName, lastName: 'Example', city: i === 0 ? 'Austin, North' : 'Austin' },
      match: { status: i === 3 ? 'LOST' : 'NEW' },
    })
  await createMatchedLead(db, advisor.id, { lead: { city: 'Dallas' } })

  const filters = query({ q: 'austin', status: 'NEW', sort: 'name' })
  const rows = await portal.allAdvisorLeads(db, advisor.id, filters)
  expect(rows).toHaveLength(3)
  const csv = portal.leadsCsv(rows)
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'Lead ID,Name,Email,Score,Category,Location,Investable assets (USD),Status,Matched (UTC)',
  )
  expect(lines).toHaveLength(1 + rows.length)
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row.id))
  expect(lines[1]).toContain(`,'+1 555 Example,`)
  expect(lines[2]).toContain(`,'-2+3 Example,`)
  expect(lines[3]).toContain(`,"'=HYPERLINK(""http://example.com"") Example",`)
  expect(lines[3]).toContain(`,"Austin, North, OH",`)
  expect(csv).not.toContain('@SUM')
  expect(lines[1]).toMatch(/,150000,NEW,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  const single = portal.leadsCsv([{ ...rows[0]!, name: '@SUM(A1)', email: '=1+1' }])
  expect(single).toContain(`,'@SUM(A1),'=1+1,`)
})
