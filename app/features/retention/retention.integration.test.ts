import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { assessmentBody, createAdvisor, createApplication } from '../../../tests/factories'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import {
  advisorApplications,
  analyticsEvents,
  auditLog,
  authTokens,
  emailLog,
  emailQueue,
  idempotencyKeys,
  leadConsents,
  leadEvents,
  leadMatches,
  leadOwnerProofs,
  leadReturns,
  leads,
  leadUpdateRequests,
  rateLimits,
  sessions,
  signInAttempts,
  signInChallenges,
  users,
} from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
const {
  leadRetentionRule,
  RETENTION_EVERY_MS,
  RETENTION_RULES,
  retentionRunInProgress,
  runRetention,
  startRetentionJob,
  stopRetentionJob,
} = await import('./retention.server')
const capture = await import('~/routes/api.leads.capture')

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Calendar months back from `now`, as the schedule counts them (the day clamped to the month). */
const monthsAgo = (now: Date, months: number, plusMs = 0) => {
  const at = new Date(now)
  const day = at.getUTCDate()
  at.setUTCDate(1)
  at.setUTCMonth(at.getUTCMonth() - months)
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate()
  at.setUTCDate(Math.min(day, last))
  return new Date(at.getTime() + plusMs)
}
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms)
const tag = () => randomBytes(4).toString('hex')

async function insertLead(at: Date, overrides: Partial<typeof leads.$inferInsert> = {}) {
  const id = tag()
  const [lead] = await db
    .insert(leads)
    .values({
      firstName: `Avery${id}`,
      lastName: 'Stone',
      email: `avery.${id}@example.com`,
      phone: '(307) 555-0111',
      age: 52,
      city: 'Laramie',
      state: 'WY',
      annualIncome: 140_000,
      totalDebt: 0,
      emergencyFund: 50_000,
      monthlyExpenses: 5_000,
      investableAssets: 300_000,
      creditScore: 790,
      score: 92,
      breakdown: { emergencyFund: 25, debtManagement: 25, cashFlow: 20, creditHealth: 22 },
      readinessLevel: 'Investment Ready',
      category: 'HOT',
      step: 6,
      source: 'investment-readiness-calculator',
      medium: 'organic',
      campaign: 'website',
      phoneConsent: true,
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .returning()
  return lead!
}

async function insertConsent(leadId: string, at: Date) {
  const [consent] = await db
    .insert(leadConsents)
    .values({
      leadId,
      disclosureText: 'Up to 5 registered investment advisors may contact you.',
      disclosureVersion: '2026-11-21',
      emailConsent: true,
      phoneConsent: true,
      ipAddress: '203.0.113.77',
      userAgent: 'AgedBrowser/1.0',
      pageUrl: 'https://wealthward.example/investment-readiness',
      consentedAt: at,
    })
    .returning()
  return consent!
}

async function insertUser(role: 'user' | 'advisor' | 'admin') {
  const [user] = await db
    .insert(users)
    .values({ email: `${role}.${tag()}@example.com`, firstName: 'Sam', lastName: 'Lee', role })
    .returning()
  return user!
}

async function insertSession(
  userId: string,
  values: { persistent: boolean; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
) {
  const idHash = `session-${tag()}`
  await db.insert(sessions).values({ idHash, userId, ...values })
  return idHash
}

const sessionExists = async (idHash: string) =>
  (await db.select().from(sessions).where(eq(sessions.idHash, idHash))).length === 1

/** An outbox file as the email module writes it, with its modification time set to `at`. */
function outboxFile(at: Date) {
  const name = `${at.toISOString().replace(/[:.]/g, '-')}-lead-confirmation-${tag()}.eml`
  mkdirSync(path.join(dataDir, 'outbox'), { recursive: true })
  const file = path.join(dataDir, 'outbox', name)
  writeFileSync(file, 'To: someone@example.com\r\n\r\nHello')
  utimesSync(file, at, at)
  return { name, file }
}

const retentionAudit = (now: Date) =>
  db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.action} like 'retention.%' and ${auditLog.details}->>'at' = ${now.toISOString()}`,
    )

/** Rows past their time and rows just inside it, for every rule; what should happen to each. */
async function ageRows(now: Date) {
  const advisor = await createAdvisor(db, { states: ['WY'] })

  // Leads: 24 months after the last activity.
  const idle = await insertLead(monthsAgo(now, 24, -DAY))
  const idleConsent = await insertConsent(idle.id, idle.createdAt)
  await db.insert(leadMatches).values({ leadId: idle.id, advisorId: advisor.id })
  await db.insert(leadEvents).values({
    leadId: idle.id,
    advisorId: advisor.id,
    type: 'NOTE',
    note: 'Avery prefers calls after 5 pm',
    actor: advisor.email,
    at: monthsAgo(now, 24, -2 * DAY),
  })
  await db.insert(leadReturns).values({
    leadId: idle.id,
    advisorId: advisor.id,
    reason: 'wrong-contact',
    details: 'Avery said the number is a work line',
    createdAt: monthsAgo(now, 24, -2 * DAY),
  })
  const recent = await insertLead(monthsAgo(now, 24, DAY))
  const noted = await insertLead(monthsAgo(now, 30))
  await db.insert(leadMatches).values({ leadId: noted.id, advisorId: advisor.id })
  await db.insert(leadEvents).values({
    leadId: noted.id,
    advisorId: advisor.id,
    type: 'STATUS_CHANGED',
    fromStatus: 'NEW',
    toStatus: 'CONTACTED',
    actor: advisor.email,
    at: monthsAgo(now, 3),
  })
  const meeting = await insertLead(monthsAgo(now, 30))
  await db.insert(leadMatches).values({
    leadId: meeting.id,
    advisorId: advisor.id,
    meetingScheduledAt: monthsAgo(now, 23),
  })
  // Six years without activity: anonymised, and its consent proof goes in the same run.
  const ancient = await insertLead(monthsAgo(now, 72))
  const ancientConsent = await insertConsent(ancient.id, ancient.createdAt)
  // Still active after six years: its consent proof stays as long as its contact details.
  const loyal = await insertLead(monthsAgo(now, 72))
  const loyalConsent = await insertConsent(loyal.id, loyal.createdAt)
  await db.insert(leadMatches).values({ leadId: loyal.id, advisorId: advisor.id })
  await db.insert(leadEvents).values({
    leadId: loyal.id,
    advisorId: advisor.id,
    type: 'NOTE',
    note: 'Annual review booked',
    actor: advisor.email,
    at: monthsAgo(now, 1),
  })
  // Anonymised earlier (a deletion request): proof kept to 5 years from the submission.
  const deleted = { firstName: 'Deleted', lastName: 'Deleted', email: 'Deleted', city: 'Deleted' }
  const scrubbedOld = await insertLead(monthsAgo(now, 61), deleted)
  const scrubbedOldConsent = await insertConsent(scrubbedOld.id, monthsAgo(now, 60, -HOUR))
  const scrubbedYoung = await insertLead(monthsAgo(now, 59), deleted)
  const scrubbedYoungConsent = await insertConsent(scrubbedYoung.id, monthsAgo(now, 60, HOUR))

  // Email records: 12 months.
  const oldFile = outboxFile(monthsAgo(now, 12, -DAY))
  const youngFile = outboxFile(monthsAgo(now, 12, DAY))
  const orphanFile = outboxFile(monthsAgo(now, 13))
  const logged = await db
    .insert(emailLog)
    .values([
      {
        template: 'lead-confirmation',
        recipient: 'old.recipient@example.com',
        subject: 'Your score',
        transport: 'outbox',
        outboxFile: oldFile.name,
        status: 'sent',
        createdAt: monthsAgo(now, 12, -DAY),
      },
      {
        template: 'lead-confirmation',
        recipient: 'young.recipient@example.com',
        subject: 'Your score',
        transport: 'outbox',
        outboxFile: youngFile.name,
        status: 'sent',
        createdAt: monthsAgo(now, 12, DAY),
      },
    ])
    .returning({ id: emailLog.id })
  const queued = await db
    .insert(emailQueue)
    .values(
      [monthsAgo(now, 12, -DAY), monthsAgo(now, 12, DAY)].map((at) => ({
        template: 'advisor-alert',
        recipient: 'stuck@example.com',
        subject: 'New lead',
        textBody: 'text',
        htmlBody: '<p>html</p>',
        createdAt: at,
        availableAt: at,
      })),
    )
    .returning({ id: emailQueue.id })

  // Sessions: 7 days after they end, by absolute expiry or by idle time for the role.
  const visitor = await insertUser('user')
  const staff = await insertUser('advisor')
  const expired = await insertSession(visitor.id, {
    persistent: true,
    createdAt: ago(now, 38 * DAY),
    lastSeenAt: ago(now, 9 * DAY),
    expiresAt: ago(now, 8 * DAY),
  })
  const expiredLately = await insertSession(visitor.id, {
    persistent: true,
    createdAt: ago(now, 36 * DAY),
    lastSeenAt: ago(now, 7 * DAY),
    expiresAt: ago(now, 6 * DAY),
  })
  // A browser session left alone: idle for 12 hours it ended 8.5 days ago, though its 7-day
  // absolute limit passed only 2 days ago.
  const idleVisitor = await insertSession(visitor.id, {
    persistent: false,
    createdAt: ago(now, 9 * DAY),
    lastSeenAt: ago(now, 9 * DAY),
    expiresAt: ago(now, 2 * DAY),
  })
  // An advisor's session ends after 30 idle minutes.
  const idleStaff = await insertSession(staff.id, {
    persistent: false,
    createdAt: ago(now, 7 * DAY + 2 * HOUR),
    lastSeenAt: ago(now, 7 * DAY + 2 * HOUR),
    expiresAt: ago(now, 7 * DAY - 10 * HOUR),
  })
  const remembered = await insertSession(visitor.id, {
    persistent: true,
    createdAt: ago(now, 20 * DAY),
    lastSeenAt: ago(now, 20 * DAY),
    expiresAt: new Date(now.getTime() + 10 * DAY),
  })

  // Tokens, keys, counters, proofs and waiting answers: 7 days after they expire.
  const pastExpiry = ago(now, 7 * DAY + HOUR)
  const withinExpiry = ago(now, 7 * DAY - HOUR)
  const expiries = [pastExpiry, withinExpiry]
  const tokens = await db
    .insert(authTokens)
    .values(
      expiries.map((expiresAt) => ({
        tokenHash: `token-${tag()}`,
        userId: visitor.id,
        purpose: 'password-reset' as const,
        expiresAt,
        createdAt: ago(expiresAt, HOUR),
      })),
    )
    .returning({ key: authTokens.tokenHash })
  const keys = await db
    .insert(idempotencyKeys)
    .values(
      expiries.map((expiresAt) => ({
        key: `key-${tag()}`,
        requestHash: 'hash',
        status: 201,
        body: '{"score":92}',
        expiresAt,
      })),
    )
    .returning({ key: idempotencyKeys.key })
  const counters = await db
    .insert(rateLimits)
    .values(
      expiries.map((expiresAt) => ({
        key: `write:${tag()}`,
        windowStart: ago(expiresAt, 60_000),
        hits: 3,
        expiresAt,
      })),
    )
    .returning({ key: rateLimits.key })
  const attempts = await db
    .insert(signInAttempts)
    .values(
      expiries.map((expiresAt) => ({
        key: `attempts-${tag()}`,
        attempts: 6,
        freeAttempts: 5,
        nextAt: ago(expiresAt, DAY - 30_000),
        expiresAt,
      })),
    )
    .returning({ key: signInAttempts.key })
  const challenges = await db
    .insert(signInChallenges)
    .values(
      expiries.map((expiresAt) => ({
        idHash: `challenge-${tag()}`,
        userId: staff.id,
        persistent: false,
        redirectTo: '/ria/dashboard',
        createdAt: ago(expiresAt, 5 * 60_000),
        expiresAt,
      })),
    )
    .returning({ key: signInChallenges.idHash })
  // A sign-up whose link was never followed: its account goes a week after the sign-up.
  const [unconfirmedOld, unconfirmedYoung] = await db
    .insert(users)
    .values(
      [8 * DAY, 6 * DAY].map((age) => ({
        email: `signup.${tag()}@example.com`,
        firstName: '',
        lastName: '',
        createdAt: ago(now, age),
      })),
    )
    .returning({ id: users.id })
  const proofs = await db
    .insert(leadOwnerProofs)
    .values(
      expiries.map((expiresAt) => ({ tokenHash: `proof-${tag()}`, leadId: recent.id, expiresAt })),
    )
    .returning({ key: leadOwnerProofs.tokenHash })
  const waiting = await db
    .insert(leadUpdateRequests)
    .values(
      expiries.map((expiresAt) => ({
        leadId: recent.id,
        tokenHash: `link-${tag()}`,
        browserProofHash: `browser-${tag()}`,
        submission: { firstName: 'Avery' },
        submittedAt: ago(expiresAt, DAY),
        expiresAt,
      })),
    )
    .returning({ key: leadUpdateRequests.id })

  // Engagement events: 13 months after they happened.
  const analyticsEvent = (createdAt: Date) => ({
    name: 'page_view',
    path: '/blog/credit-score-myths',
    title: 'Credit Score Myths',
    pageId: `page-${tag()}`,
    visitor: tag(),
    userAgent: 'Mozilla/5.0',
    props: {},
    createdAt,
  })
  const events = await db
    .insert(analyticsEvents)
    .values([analyticsEvent(monthsAgo(now, 13, -DAY)), analyticsEvent(monthsAgo(now, 13, DAY))])
    .returning({ id: analyticsEvents.id })

  // Declined partner applications: 12 months after the decision.
  const declinedOld = await createApplication(db, {
    status: 'declined',
    decidedAt: monthsAgo(now, 12, -DAY),
    decisionReason: 'Not registered in any state we serve',
  })
  const declinedYoung = await createApplication(db, {
    status: 'declined',
    decidedAt: monthsAgo(now, 12, DAY),
  })
  const pendingOld = await createApplication(db, { createdAt: monthsAgo(now, 36) })

  return {
    leads: { idle, recent, noted, meeting, ancient, loyal, scrubbedOld, scrubbedYoung },
    consents: {
      idle: idleConsent,
      ancient: ancientConsent,
      loyal: loyalConsent,
      scrubbedOld: scrubbedOldConsent,
      scrubbedYoung: scrubbedYoungConsent,
    },
    files: { old: oldFile, young: youngFile, orphan: orphanFile },
    logged,
    queued,
    sessions: { expired, expiredLately, idleVisitor, idleStaff, remembered },
    tokens,
    keys,
    counters,
    attempts,
    challenges,
    proofs,
    waiting,
    unconfirmed: { old: unconfirmedOld!, young: unconfirmedYoung! },
    applications: { declinedOld, declinedYoung, pendingOld },
    events: { old: events[0]!, young: events[1]! },
  }
}

type Aged = Awaited<ReturnType<typeof ageRows>>

/** Asserts, row by row, that what was past its time is gone or anonymised and the rest is not. */
async function expectRetentionApplied(aged: Aged) {
  const leadById = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0]!
  for (const lead of [aged.leads.idle, aged.leads.ancient]) {
    const after = await leadById(lead.id)
    expect(after).toMatchObject({
      firstName: 'Deleted',
      lastName: 'Deleted',
      email: 'Deleted',
      phone: null,
      city: 'Deleted',
      // Kept for statistics.
      age: 52,
      state: 'WY',
      score: 92,
      category: 'HOT',
      investableAssets: 300_000,
    })
  }
  for (const lead of [aged.leads.recent, aged.leads.noted, aged.leads.meeting, aged.leads.loyal]) {
    const after = await leadById(lead.id)
    expect(after.email).toBe(lead.email)
    expect(after.firstName).toBe(lead.firstName)
  }
  const notes = await db.select().from(leadEvents).where(eq(leadEvents.leadId, aged.leads.idle.id))
  expect(notes.map((event) => event.note)).toEqual([null])
  const [returned] = await db
    .select()
    .from(leadReturns)
    .where(eq(leadReturns.leadId, aged.leads.idle.id))
  expect(returned?.details).toBeNull()

  // The consent proof outlives the lead's details.
  const consentById = async (id: string) =>
    (await db.select().from(leadConsents).where(eq(leadConsents.id, id)))[0]
  expect(await consentById(aged.consents.idle.id)).toMatchObject({
    disclosureText: aged.consents.idle.disclosureText,
    disclosureVersion: '2026-11-21',
    consentedAt: aged.consents.idle.consentedAt,
    pageUrl: 'https://wealthward.example/investment-readiness',
    phoneConsent: true,
    ipAddress: 'Deleted',
    userAgent: 'Deleted',
  })
  expect(await consentById(aged.consents.ancient.id)).toBeUndefined()
  expect(await consentById(aged.consents.scrubbedOld.id)).toBeUndefined()
  expect(await consentById(aged.consents.scrubbedYoung.id)).toBeDefined()
  expect(await consentById(aged.consents.loyal.id)).toMatchObject({ ipAddress: '203.0.113.77' })

  const logIds = (await db.select({ id: emailLog.id }).from(emailLog)).map((row) => row.id)
  expect(aged.logged.map((row) => logIds.includes(row.id))).toEqual([false, true])
  const queueIds = (await db.select({ id: emailQueue.id }).from(emailQueue)).map((row) => row.id)
  expect(aged.queued.map((row) => queueIds.includes(row.id))).toEqual([false, true])
  expect(existsSync(aged.files.old.file)).toBe(false)
  expect(existsSync(aged.files.orphan.file)).toBe(false)
  expect(existsSync(aged.files.young.file)).toBe(true)

  expect({
    expired: await sessionExists(aged.sessions.expired),
    expiredLately: await sessionExists(aged.sessions.expiredLately),
    idleVisitor: await sessionExists(aged.sessions.idleVisitor),
    idleStaff: await sessionExists(aged.sessions.idleStaff),
    remembered: await sessionExists(aged.sessions.remembered),
  }).toEqual({
    expired: false,
    expiredLately: true,
    idleVisitor: false,
    idleStaff: false,
    remembered: true,
  })

  const remaining = {
    tokens: await db
      .select({ key: authTokens.tokenHash })
      .from(authTokens)
      .where(
        inArray(
          authTokens.tokenHash,
          aged.tokens.map((row) => row.key),
        ),
      ),
    keys: await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          aged.keys.map((row) => row.key),
        ),
      ),
    counters: await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          aged.counters.map((row) => row.key),
        ),
      ),
    attempts: await db
      .select({ key: signInAttempts.key })
      .from(signInAttempts)
      .where(
        inArray(
          signInAttempts.key,
          aged.attempts.map((row) => row.key),
        ),
      ),
    challenges: await db
      .select({ key: signInChallenges.idHash })
      .from(signInChallenges)
      .where(
        inArray(
          signInChallenges.idHash,
          aged.challenges.map((row) => row.key),
        ),
      ),
    proofs: await db
      .select({ key: leadOwnerProofs.tokenHash })
      .from(leadOwnerProofs)
      .where(
        inArray(
          leadOwnerProofs.tokenHash,
          aged.proofs.map((row) => row.key),
        ),
      ),
    waiting: await db
      .select({ key: leadUpdateRequests.id })
      .from(leadUpdateRequests)
      .where(
        inArray(
          leadUpdateRequests.id,
          aged.waiting.map((row) => row.key),
        ),
      ),
  }
  // Of each pair, the first expired more than 7 days ago and goes; the second stays.
  for (const [name, rows] of Object.entries(remaining))
    expect(
      rows.map((row) => row.key),
      name,
    ).toEqual([aged[name as keyof typeof remaining][1]!.key])

  const userIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id)
  expect(
    [aged.unconfirmed.old.id, aged.unconfirmed.young.id].map((id) => userIds.includes(id)),
  ).toEqual([false, true])

  const eventIds = (await db.select({ id: analyticsEvents.id }).from(analyticsEvents)).map(
    (row) => row.id,
  )
  expect([aged.events.old.id, aged.events.young.id].map((id) => eventIds.includes(id))).toEqual([
    false,
    true,
  ])

  const applicationIds = (
    await db.select({ id: advisorApplications.id }).from(advisorApplications)
  ).map((row) => row.id)
  const { declinedOld, declinedYoung, pendingOld } = aged.applications
  expect(
    [declinedOld, declinedYoung, pendingOld].map((a) => applicationIds.includes(a.id)),
  ).toEqual([false, true, true])
}

test('a run deletes or anonymises what is past its time, keeps what is not, and audits each rule with counts', async () => {
  const now = new Date()
  const aged = await ageRows(now)

  const reports = await runRetention(db, { dataDir, now })
  expect(reports.map((report) => report.status)).toEqual(RETENTION_RULES.map(() => 'done'))
  await expectRetentionApplied(aged)

  const audit = await retentionAudit(now)
  const byAction = Object.fromEntries(audit.map((entry) => [entry.action, entry]))
  expect(Object.keys(byAction).sort()).toEqual(
    RETENTION_RULES.map((rule) => `retention.${rule.name}`).sort(),
  )
  expect(audit).toHaveLength(RETENTION_RULES.length)
  expect(byAction['retention.leads']).toMatchObject({
    actorId: null,
    actorEmail: 'system:retention',
    targetType: 'leads',
    summary:
      'Anonymized 2 leads with no activity for 24 months; deleted 2 consent records of anonymised leads older than 5 years',
    details: { anonymised: 2, consentProofsDeleted: 2 },
  })
  expect(byAction['retention.email-records']).toMatchObject({
    summary: 'Deleted 1 email log entry, 1 queued email and 2 outbox files older than 12 months',
    details: { logEntries: 1, queued: 1, outboxFiles: 2 },
  })
  expect(byAction['retention.sessions']?.details).toMatchObject({ deleted: 3 })
  expect(byAction['retention.analytics-events']).toMatchObject({
    targetType: 'analytics_events',
    summary: 'Deleted 1 engagement event kept for 13 months',
  })
  for (const rule of [
    'auth-tokens',
    'idempotency-keys',
    'rate-limits',
    'sign-in-attempts',
    'sign-in-challenges',
    'unconfirmed-sign-ups',
    'lead-owner-proofs',
    'lead-update-requests',
    'declined-applications',
    'analytics-events',
  ])
    expect(byAction[`retention.${rule}`]?.details, rule).toMatchObject({ deleted: 1 })
  // Counts only: nothing that names a person, a file or a token.
  const written = JSON.stringify(audit)
  for (const personal of ['Avery', 'example.com', '203.0.113', '.eml', 'Laramie', 'token-'])
    expect(written).not.toContain(personal)

  // A second run finds nothing left to do and writes no audit line.
  const later = new Date(now.getTime() + 1000)
  const again = await runRetention(db, { dataDir, now: later })
  expect(
    again.every((r) => r.status === 'done' && Object.values(r.counts).every((n) => n === 0)),
  ).toBe(true)
  expect(await retentionAudit(later)).toEqual([])
})

test('two runs at once do not fail, and each rule is applied and audited once', async () => {
  const now = new Date(Date.now() + 60_000)
  const aged = await ageRows(now)

  const [first, second] = await Promise.all([
    runRetention(db, { dataDir, now }),
    runRetention(db, { dataDir, now }),
  ])
  for (const report of [...first, ...second]) expect(report.status).not.toBe('failed')
  await expectRetentionApplied(aged)
  const audit = await retentionAudit(now)
  expect(audit.map((entry) => entry.action).sort()).toEqual(
    RETENTION_RULES.map((rule) => `retention.${rule.name}`).sort(),
  )
  // Whichever copy applied a rule counted its rows; together they counted each row once.
  const anonymised = [...first, ...second].reduce(
    (sum, report) =>
      report.status === 'done' && report.rule === 'leads'
        ? sum + (report.counts.anonymised ?? 0)
        : sum,
    0,
  )
  expect(anonymised).toBe(2)
})

test('what an assessment stores for 24 hours is deleted 7 days after it expires, not before', async () => {
  const body = assessmentBody({ state: 'VT' })
  const send = (headers: Record<string, string> = {}) =>
    callRoute(
      (args: Parameters<typeof capture.action>[0]) =>
        capture.action({ ...args, pattern: '/api/leads/capture' }),
      jsonRequest('/api/leads/capture', body, { headers }),
    )
  await send({ 'Idempotency-Key': 'retention-key-0001' })
  // The same address again from a browser without the lead cookie: answers wait for the owner.
  await send()
  const [lead] = await db.select().from(leads).where(eq(leads.email, body.email))
  const count = async () => ({
    proofs: (await db.select().from(leadOwnerProofs).where(eq(leadOwnerProofs.leadId, lead!.id)))
      .length,
    requests: (
      await db.select().from(leadUpdateRequests).where(eq(leadUpdateRequests.leadId, lead!.id))
    ).length,
    keys: (await db.select().from(idempotencyKeys)).filter((row) => row.body?.includes(lead!.id))
      .length,
  })
  expect(await count()).toEqual({ proofs: 1, requests: 1, keys: 1 })

  await runRetention(db, { dataDir, now: new Date(Date.now() + 7 * DAY) })
  expect(await count()).toEqual({ proofs: 1, requests: 1, keys: 1 })
  await runRetention(db, { dataDir, now: new Date(Date.now() + 8 * DAY + 60_000) })
  expect(await count()).toEqual({ proofs: 0, requests: 0, keys: 0 })
  const [kept] = await db.select().from(leads).where(eq(leads.id, lead!.id))
  expect(kept?.email).toBe(body.email)
})

test('a serving process runs the job when it starts and then every hour', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  try {
    const visitor = await insertUser('user')
    const endedAt = (days: number) => ({
      persistent: true,
      createdAt: ago(new Date(), (days + 30) * DAY),
      lastSeenAt: ago(new Date(), days * DAY),
      expiresAt: ago(new Date(), days * DAY),
    })
    const atStart = await insertSession(visitor.id, endedAt(8))
    startRetentionJob(() => db, dataDir)
    await retentionRunInProgress()
    expect(await sessionExists(atStart)).toBe(false)

    const nextHour = await insertSession(visitor.id, endedAt(8))
    expect(await sessionExists(nextHour)).toBe(true)
    vi.advanceTimersByTime(RETENTION_EVERY_MS)
    await retentionRunInProgress()
    expect(await sessionExists(nextHour)).toBe(false)
  } finally {
    await stopRetentionJob()
    vi.useRealTimers()
  }
})

test('the README lists every rule of the job with the periods of the schedule', () => {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(
    readme.indexOf('\n## Retention\n'),
    readme.indexOf('\n## Configuration\n'),
  )
  for (const rule of RETENTION_RULES) expect(section).toContain(`\`retention.${rule.name}\``)
  for (const period of ['24 months', '5 years', '13 months', '12 months', '7 days'])
    expect(section).toContain(period)
})

test('leads past their time are anonymised in batches until none is left', async () => {
  const now = new Date(Date.now() + 120_000)
  const stale = await Promise.all([1, 2, 3].map(() => insertLead(monthsAgo(now, 25))))
  const [report] = await runRetention(db, {
    dataDir,
    now,
    rules: [leadRetentionRule({ batch: 2 })],
  })
  expect(report).toMatchObject({ status: 'done', counts: { anonymised: 3 } })
  const after = await db
    .select({ email: leads.email })
    .from(leads)
    .where(
      inArray(
        leads.id,
        stale.map((lead) => lead.id),
      ),
    )
  expect(after).toEqual([{ email: 'Deleted' }, { email: 'Deleted' }, { email: 'Deleted' }])
})
