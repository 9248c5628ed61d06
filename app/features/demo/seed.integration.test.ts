import { count, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { setUpTestDatabase } from '../../../tests/test-database'
import { demoAdvisorLeads } from '~/features/advisor-portal'
import { canMove } from '~/features/leads'
import { scoreAssessment } from '~/features/assessment'
import {
  advisors,
  calculatorHistory,
  leadConsents,
  leadEvents,
  leadMatches,
  leadReturns,
  leads,
  readinessScores,
  users,
} from '~/db/schema'
import { seedDemoData, shouldSeedDemo } from './seed.server'

const { db } = await setUpTestDatabase()
const { verifyPassword } = await import('~/features/auth/index.server')
const { advisorStats } = await import('~/features/leads/index.server')

test('the demo seed is on in development, off in production unless asked for, and can be turned off', () => {
  expect(shouldSeedDemo({ SEED_DEMO: undefined, isProduction: false })).toBe(true)
  expect(shouldSeedDemo({ SEED_DEMO: undefined, isProduction: true })).toBe(false)
  expect(shouldSeedDemo({ SEED_DEMO: true, isProduction: true })).toBe(true)
  expect(shouldSeedDemo({ SEED_DEMO: false, isProduction: false })).toBe(false)
})

test('an empty database gets the fictional advisors and the demo user once; seeding again adds nothing', async () => {
  const now = new Date('2026-06-15T12:00:00.000Z')
  expect(await seedDemoData(db, now)).toEqual({
    advisors: 25,
    users: 1,
    advisorAccounts: 1,
    advisorLeads: 40,
  })
  expect(await seedDemoData(db, now)).toEqual({
    advisors: 0,
    users: 0,
    advisorAccounts: 0,
    advisorLeads: 0,
  })
  const [all] = await db.select({ n: count() }).from(advisors)
  const [demo] = await db.select({ n: count() }).from(advisors).where(eq(advisors.isDemo, true))
  expect(all?.n).toBe(25)
  expect(demo?.n).toBe(25)

  const demoUsers = await db.select().from(users).where(eq(users.email, 'demo@wealthward.test'))
  expect(demoUsers).toHaveLength(1)
  const user = demoUsers[0]!
  expect(await verifyPassword(user.passwordHash!, 'wealthward-demo-1')).toBe(true)
  expect(user.emailVerifiedAt).toBeInstanceOf(Date)

  const scores = await db
    .select()
    .from(readinessScores)
    .where(eq(readinessScores.userId, user.id))
    .orderBy(readinessScores.createdAt)
  expect(scores).toHaveLength(3)
  // Scored by the real scoring: each set of numbers is better than the one before.
  expect(scores.map((s) => s.score)).toEqual([...scores.map((s) => s.score)].sort((a, b) => a - b))
  expect(user.investmentReadinessScore).toBe(scores.at(-1)?.score)
  expect(scores.every((s) => s.step !== null && s.breakdown !== null)).toBe(true)

  const saved = await db
    .select()
    .from(calculatorHistory)
    .where(eq(calculatorHistory.userId, user.id))
  expect(saved.map((s) => s.calculatorType).sort()).toEqual([
    'compound-interest',
    'debt-freedom',
    'emergency-fund',
  ])
})

test('a database that already has user accounts gets no demo user', async () => {
  await db.delete(users).where(eq(users.email, 'demo@wealthward.test'))
  await db.insert(users).values({ email: 'someone@example.com', firstName: 'A', lastName: 'B' })
  expect(await seedDemoData(db)).toEqual({
    advisors: 0,
    users: 0,
    advisorAccounts: 0,
    advisorLeads: 0,
  })
  const [demo] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, 'demo@wealthward.test'))
  expect(demo?.n).toBe(0)
})

const seededNow = new Date('2026-06-15T12:00:00.000Z')
const DAY = 86_400_000

async function demoAdvisor() {
  const [account] = await db.select().from(users).where(eq(users.email, 'advisor@wealthward.test'))
  const [advisor] = await db.select().from(advisors).where(eq(advisors.crd, 'DEMO-100001'))
  return { account: account!, advisor: advisor! }
}

test('the demo advisor account signs in with the demo password and speaks for the first demo advisor', async () => {
  const { account, advisor } = await demoAdvisor()
  expect(account.role).toBe('advisor')
  expect(account.advisorId).toBe(advisor.id)
  expect(advisor.name).toBe(`${account.firstName} ${account.lastName}`)
  expect(await verifyPassword(account.passwordHash!, 'wealthward-demo-1')).toBe(true)
})

test('the demo advisor has about 40 fictional leads, scored by the real scoring, at every stage', async () => {
  const { advisor } = await demoAdvisor()
  const rows = await db
    .select({ lead: leads, match: leadMatches })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(eq(leadMatches.advisorId, advisor.id))
  expect(rows).toHaveLength(40)

  for (const { lead, match } of rows) {
    expect(lead.email).toMatch(/@example\.com$/)
    expect(lead.phone === null || /^\(\d{3}\) 555-01\d\d$/.test(lead.phone)).toBe(true)
    expect(advisor.states).toContain(lead.state)
    const result = scoreAssessment(lead)
    expect(lead.score).toBe(result.score)
    expect(lead.category).toBe(result.category)
    expect(lead.breakdown).toEqual(result.breakdown)
    // Matched over the last 60 days, never in the future.
    expect(match.createdAt.getTime()).toBeLessThanOrEqual(seededNow.getTime())
    expect(match.createdAt.getTime()).toBeGreaterThan(seededNow.getTime() - 60 * DAY)
    if (match.status === 'CONVERTED') {
      expect(match.expectedAnnualRevenue).toBeGreaterThanOrEqual(3_000)
      expect(match.expectedAnnualRevenue).toBeLessThanOrEqual(12_000)
    } else expect(match.expectedAnnualRevenue).toBeNull()
    if (match.status !== 'NEW') expect(match.contactedAt ?? match.status).toBeTruthy()
  }
  const categories = new Set(rows.map((r) => r.lead.category))
  // COLD leads are not sold (DECISIONS §3): the demo advisor has none.
  expect([...categories].sort()).toEqual(['HOT', 'WARM'])
  expect(new Set(rows.map((r) => r.match.status))).toEqual(
    new Set(['NEW', 'CONTACTED', 'NURTURING', 'QUALIFIED', 'CONVERTED', 'LOST']),
  )
  expect(new Set(rows.map((r) => r.lead.email)).size).toBe(40)
  expect(rows.filter((r) => !r.lead.phoneConsent).length).toBeGreaterThanOrEqual(2)
  // Some are recent enough for this month's activity chart, and this month stays within capacity.
  const monthStart = new Date('2026-06-01T00:00:00.000Z')
  const thisMonth = rows.filter((r) => r.match.createdAt >= monthStart).length
  expect(thisMonth).toBeGreaterThan(0)
  expect(thisMonth).toBeLessThan(advisor.monthlyCapacity)
})

test('every demo lead’s events tell the story of its status, with consent records and one pending return', async () => {
  const { advisor } = await demoAdvisor()
  const matches = await db.select().from(leadMatches).where(eq(leadMatches.advisorId, advisor.id))
  for (const match of matches) {
    const events = await db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, match.leadId))
      .orderBy(leadEvents.at, leadEvents.seq)
    const moves = events.filter((e) => e.type === 'STATUS_CHANGED')
    // The moves chain from NEW to the match's status, one allowed step at a time.
    let status = 'NEW'
    for (const move of moves) {
      expect(move.fromStatus).toBe(status)
      expect(!!move.fromStatus && !!move.toStatus && canMove(move.fromStatus, move.toStatus)).toBe(
        true,
      )
      expect(move.actor).toBe('advisor:advisor@wealthward.test')
      status = move.toStatus!
    }
    expect(status).toBe(match.status)
    expect(events.every((e) => e.advisorId === advisor.id)).toBe(true)
    expect(events.every((e) => e.at.getTime() <= seededNow.getTime())).toBe(true)
    if (match.meetingScheduledAt)
      expect(events.some((e) => e.type === 'MEETING_SCHEDULED')).toBe(true)
    if (match.contactedAt) expect(events.some((e) => e.type === 'CONTACTED')).toBe(true)

    const consents = await db
      .select()
      .from(leadConsents)
      .where(eq(leadConsents.leadId, match.leadId))
    expect(consents.length).toBeGreaterThanOrEqual(1)
    expect(consents.every((c) => c.emailConsent && c.disclosureText.length > 0)).toBe(true)
  }
  const returns = await db.select().from(leadReturns).where(eq(leadReturns.advisorId, advisor.id))
  expect(returns).toHaveLength(1)
  expect(returns[0]).toMatchObject({ status: 'pending', reason: 'wrong-contact' })
})

test('the demo leads are the same every time for the same day', () => {
  expect(JSON.stringify(demoAdvisorLeads(seededNow))).toBe(
    JSON.stringify(demoAdvisorLeads(seededNow)),
  )
  expect(demoAdvisorLeads(seededNow).map((lead) => lead.email)).toEqual(
    demoAdvisorLeads(new Date('2027-01-01T00:00:00Z')).map((lead) => lead.email),
  )
})

test('the dashboard statistics of the seeded advisor equal a direct SQL count', async () => {
  const { advisor } = await demoAdvisor()
  const stats = await advisorStats(db, advisor.id, seededNow)
  const result = await db.execute(sql`
    select
      count(*)::int as total,
      count(*) filter (where l.category = 'HOT')::int as hot,
      count(*) filter (where l.category = 'WARM')::int as warm,
      count(*) filter (where m.status = 'NEW')::int as new_leads,
      count(*) filter (where m.status = 'CONVERTED')::int as converted,
      count(*) filter (where m.status <> 'NEW' or m.contacted_at is not null)::int as contacted,
      count(*) filter (where exists (
        select 1 from lead_events e
        where e.lead_id = m.lead_id and e.advisor_id = m.advisor_id
          and e.to_status in ('QUALIFIED', 'CONVERTED')))::int as qualified,
      count(*) filter (where m.meeting_scheduled_at is not null or m.status = 'CONVERTED')::int
        as meetings,
      round(avg(l.score), 1)::float8 as avg_score,
      coalesce(sum(m.expected_annual_revenue) filter (where m.status = 'CONVERTED'), 0)::int
        as revenue,
      count(*) filter (where m.created_at >= ${new Date('2026-05-17T00:00:00.000Z').toISOString()}::timestamptz)::int
        as last_30_days
    from lead_matches m join leads l on l.id = m.lead_id
    where m.advisor_id = ${advisor.id}
  `)
  // Both drivers answer with { rows }.
  const counted = (result as { rows: Record<string, number>[] }).rows[0]!
  expect(stats).toMatchObject({
    totalLeads: counted.total,
    hotLeads: counted.hot,
    warmLeads: counted.warm,
    newLeads: counted.new_leads,
    conversions: counted.converted,
    avgScore: counted.avg_score,
    distribution: { HOT: counted.hot, WARM: counted.warm },
    funnel: {
      total: counted.total,
      contacted: counted.contacted,
      qualified: counted.qualified,
      meetingScheduled: counted.meetings,
      converted: counted.converted,
    },
  })
  expect(stats.activity.reduce((sum, day) => sum + day.count, 0)).toBe(counted.last_30_days)
  // Every conversion is within the ROI's months, so its revenue is counted once.
  expect(stats.roi.totalRevenue).toBe(counted.revenue)
  expect(stats.roi.months.map((m) => m.month)).toEqual(['2026-04', '2026-05', '2026-06'])
  expect(stats.roi.totalCost).toBe(3 * 997)
  expect(stats.conversions).toBeGreaterThan(0)
})

test('a database that already has an advisor account gets no demo advisor account or leads', async () => {
  await db.delete(users).where(eq(users.email, 'advisor@wealthward.test'))
  await db
    .insert(users)
    .values({ email: 'real.advisor@example.com', firstName: 'R', lastName: 'A', role: 'advisor' })
  const [before] = await db.select({ n: count() }).from(leadMatches)
  expect(await seedDemoData(db)).toMatchObject({ advisorAccounts: 0, advisorLeads: 0 })
  const [after] = await db.select({ n: count() }).from(leadMatches)
  expect(after?.n).toBe(before?.n)
})
