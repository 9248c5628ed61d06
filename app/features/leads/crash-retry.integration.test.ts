import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, expect, test, vi } from 'vitest'
import { assessmentBody, createAdvisor } from '../../../tests/factories'
import { setUpTestDatabase } from '../../../tests/test-database'
import { emailLog, emailQueue, leadConsents, leads } from '~/db/schema'
import type * as Email from '~/features/email/index.server'
import type { Submission } from '~/features/assessment'

// Copy A stops right after its commit, before it answers: the email queue is nudged after the
// commit, so making that throw loses the answer of a stored submission.
const crash = vi.hoisted(() => ({ afterNextCommit: false }))
vi.mock('~/features/email/index.server', async (importOriginal) => {
  const original = await importOriginal<typeof Email>()
  return {
    ...original,
    nudgeEmailQueue: () => {
      if (crash.afterNextCommit) {
        crash.afterNextCommit = false
        throw new Error('copy A stopped after the commit')
      }
      original.nudgeEmailQueue()
    },
  }
})

const { db } = await setUpTestDatabase()
const { openDatabase } = await import('~/db/client.server')
const { submitAssessment } = await import('./submit.server')
const { idempotencyClaim, idempotencyClient } = await import('~/lib/http/idempotency.server')
const { SubmissionApiSchema } = await import('~/features/assessment')

// Copy B: on PostgreSQL a pool of its own on the same database, as a second server process has;
// PGlite serves one process, so there both copies share it.
const copyB = process.env.TEST_POSTGRES_URL
  ? openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '.' })
  : null
afterAll(async () => {
  await copyB?.close()
})
const dbB = copyB?.db ?? db

/**
 * One submission as POST /api/leads/capture makes it, with one key; each try may come from its own
 * network address.
 */
function submission(body: Record<string, unknown>, key: string, cookie: string | null = null) {
  const data: Submission = SubmissionApiSchema.parse(body)
  return (database: typeof db, clientIp = '203.0.113.40') =>
    submitAssessment(database, data, {
      ipAddress: clientIp,
      userAgent: 'RetryingClient/1.0',
      globalPrivacyControl: false,
      pageUrl: 'http://localhost:3000/investment-readiness',
      maxAdvisors: 5,
      siteUrl: 'http://localhost:3000',
      proof: { browserToken: cookie, verifiedEmail: null },
      idempotency: idempotencyClaim({
        key,
        endpoint: '/api/leads/capture',
        client: idempotencyClient({
          userId: null,
          email: data.matching === 'score-only' ? undefined : data.email,
          clientIp,
        }),
        body: data,
      }),
    })
}

/** The address's leads, their consent records, and the confirmations queued or sent to it. */
async function recorded(email: string) {
  const ids = (await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).map(
    (row) => row.id,
  )
  const [consents] = ids.length
    ? await db.select({ n: count() }).from(leadConsents).where(inArray(leadConsents.leadId, ids))
    : [{ n: 0 }]
  const confirmations = async (table: typeof emailQueue | typeof emailLog) =>
    (
      await db.select({ template: table.template }).from(table).where(eq(table.recipient, email))
    ).filter((row) => row.template === 'lead-confirmation').length
  return {
    leads: ids,
    consents: consents!.n,
    confirmations: (await confirmations(emailQueue)) + (await confirmations(emailLog)),
  }
}

test('a lead stored by a copy that stopped before answering is replayed by the other copy, also to two retries at once: one consent record, one email', async () => {
  await createAdvisor(db, { states: ['MT'] })
  const body = assessmentBody({ state: 'MT' })
  const send = submission(body, `crash-${crypto.randomUUID()}`)

  crash.afterNextCommit = true
  await expect(send(db)).rejects.toThrow('copy A stopped after the commit')
  const stored = await recorded(body.email)
  expect(stored).toMatchObject({ consents: 1, confirmations: 1 })
  expect(stored.leads).toHaveLength(1)

  const retries = await Promise.all([send(dbB), send(dbB)])
  for (const retry of retries) {
    expect(retry.kind).toBe('replay')
    expect(retry.kind === 'replay' && retry.answer.body.leadId).toBe(stored.leads[0])
  }
  expect(await recorded(body.email)).toEqual(stored)
})

test("a browser that owns its lead and retries its changed answers after the crash updates the lead once: the retry's consent and email are the first try's", async () => {
  const body = assessmentBody({ state: 'MT' })
  const first = await submission(body, `first-${crypto.randomUUID()}`)(db)
  expect(first.kind).toBe('done')
  const cookie = first.kind === 'done' ? first.value.browserToken : null
  expect(await recorded(body.email)).toMatchObject({ consents: 1, confirmations: 1 })

  // The visitor changes an answer and sends again; copy A stores it and stops before answering.
  const changed = submission({ ...body, age: 45 }, `again-${crypto.randomUUID()}`, cookie)
  crash.afterNextCommit = true
  await expect(changed(db)).rejects.toThrow('copy A stopped after the commit')
  const updated = await recorded(body.email)
  expect(updated).toMatchObject({ consents: 2, confirmations: 2 })

  const retries = await Promise.all([changed(dbB), changed(dbB)])
  expect(retries.map((retry) => retry.kind)).toEqual(['replay', 'replay'])
  expect(await recorded(body.email)).toEqual(updated)
})

test('a retry that reaches the other copy through another network address is still a replay: one consent record, one email', async () => {
  const body = assessmentBody({ state: 'MT' })
  const first = await submission(body, `first-${crypto.randomUUID()}`)(db)
  const cookie = first.kind === 'done' ? first.value.browserToken : null

  // The owner's browser sends changed answers; copy A stores them and stops before answering. The
  // browser retries from another address (another network, or a proxy in front of copy B).
  const changed = submission({ ...body, age: 52 }, `moved-${crypto.randomUUID()}`, cookie)
  crash.afterNextCommit = true
  await expect(changed(db, '203.0.113.40')).rejects.toThrow('copy A stopped after the commit')
  const updated = await recorded(body.email)
  expect(updated).toMatchObject({ consents: 2, confirmations: 2 })

  const retry = await changed(dbB, '2001:db8::40')
  expect(retry.kind).toBe('replay')
  expect(await recorded(body.email)).toEqual(updated)
})
