import { count, eq, sql } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { assessmentBody, createAdvisor, createUserWithSession } from '../../../tests/factories'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { emailQueue, idempotencyKeys, leadConsents, leads } from '~/db/schema'
import type * as EmailQueue from '~/features/email/email-queue.server'

// Stands for a process that stops right after the commit, before it answers: the email queue is
// nudged after the commit, so making that throw loses the answer of a stored submission.
const crash = vi.hoisted(() => ({ afterNextCommit: false }))
vi.mock('~/features/email/email-queue.server', async (importOriginal) => {
  const original = await importOriginal<typeof EmailQueue>()
  return {
    ...original,
    nudgeEmailQueue: () => {
      if (crash.afterNextCommit) {
        crash.afterNextCommit = false
        throw new Error('stopped after the commit')
      }
      original.nudgeEmailQueue()
    },
  }
})

const { db } = await setUpTestDatabase()
const capture = await import('~/routes/api.leads.capture')
const page = await import('~/routes/investment-readiness')
const { idempotencyClaim, runIdempotent } = await import('./idempotency.server')

/**
 * POST /api/leads/capture as the router calls it: `pattern` is the route it matched, whatever
 * the URL's spelling; `clientIp` the client's address.
 */
function capture_(
  body: unknown,
  options: {
    key?: string
    path?: string
    clientIp?: string
    headers?: Record<string, string>
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.key) headers['Idempotency-Key'] = options.key
  return callRoute(
    (args: Parameters<typeof capture.action>[0]) =>
      capture.action({
        ...args,
        pattern: '/api/leads/capture',
        context: { ...args.context, clientIp: options.clientIp ?? '203.0.113.9' },
      }),
    jsonRequest(options.path ?? '/api/leads/capture', body, { headers }),
  )
}

async function stored(email: string) {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))
  const consents = rows.length
    ? (
        await db
          .select({ n: count() })
          .from(leadConsents)
          .where(sql`${leadConsents.leadId} in (select id from leads where email = ${email})`)
      )[0]!.n
    : 0
  const queue = await db.select().from(emailQueue)
  return {
    leads: rows.length,
    consents,
    toVisitor: queue.filter((m) => m.recipient === email).length,
    queue: queue.length,
  }
}

const key = () => `key-${crypto.randomUUID()}`

test('eight concurrent requests with one Idempotency-Key store one lead, one consent, one set of emails', async () => {
  const advisors = await Promise.all([
    createAdvisor(db, { states: ['VT'] }),
    createAdvisor(db, { states: ['VT'] }),
  ])
  const body = assessmentBody({ state: 'VT' })
  const queuedBefore = (await db.select().from(emailQueue)).length
  const shared = key()
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => capture_(body, { key: shared })),
  )
  const bodies = await Promise.all(answers.map((a) => a.text()))
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201))
  expect(new Set(bodies).size).toBe(1)
  expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(7)
  const counts = await stored(body.email)
  expect(counts).toMatchObject({ leads: 1, consents: 1, toVisitor: 1 })
  // One confirmation and one alert per matched advisor.
  expect(counts.queue - queuedBefore).toBe(1 + advisors.length)
})

test('a retry after a crash between the commit and the answer is a pure replay: one consent, one email', async () => {
  const body = assessmentBody({ state: 'SD' })
  const shared = key()
  crash.afterNextCommit = true
  await expect(capture_(body, { key: shared })).rejects.toThrow('stopped after the commit')
  expect(await stored(body.email)).toMatchObject({ leads: 1, consents: 1, toVisitor: 1 })
  const retry = await capture_(body, { key: shared })
  expect(retry.status).toBe(201)
  expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
  expect(retry.headers.get('Set-Cookie')).toBeNull()
  expect(await stored(body.email)).toMatchObject({ leads: 1, consents: 1, toVisitor: 1 })
})

test('a key reused with a different body is 422, also while the first is still running', async () => {
  const body = assessmentBody({ state: 'NE' })
  const shared = key()
  const [first, other] = await Promise.all([
    capture_(body, { key: shared }),
    capture_({ ...body, age: 40 }, { key: shared }),
  ])
  expect([first.status, other.status].sort()).toEqual([201, 422])
  const refused = first.status === 422 ? first : other
  expect(await refused.json()).toEqual({
    error: 'This Idempotency-Key was already used for a different request.',
  })
  expect(await stored(body.email)).toMatchObject({ leads: 1, consents: 1 })
  const malformed = await capture_(body, { key: 'no spaces allowed here' })
  expect(malformed.status).toBe(400)
})

test('the same key from another client is its own request', async () => {
  const shared = key()
  const mine = assessmentBody({ state: 'ID' })
  const theirs = assessmentBody({ state: 'ID' })
  expect((await capture_(mine, { key: shared })).status).toBe(201)
  const fromElsewhere = await capture_(theirs, { key: shared, clientIp: '198.51.100.7' })
  expect(fromElsewhere.status).toBe(201)
  expect(fromElsewhere.headers.get('Idempotent-Replayed')).toBeNull()
  const user = await createUserWithSession(db)
  const signedIn = await capture_(assessmentBody({ state: 'ID' }), {
    key: shared,
    headers: { Authorization: user.authorization },
  })
  expect(signedIn.status).toBe(201)
  expect(await stored(theirs.email)).toMatchObject({ leads: 1, consents: 1 })
})

test('the same key and answers through another network address replay the answer', async () => {
  const body = assessmentBody({ state: 'ID' })
  const shared = key()
  const first = await capture_(body, { key: shared })
  const moved = await capture_(body, { key: shared, clientIp: '2001:db8::9' })
  expect(moved.status).toBe(201)
  expect(moved.headers.get('Idempotent-Replayed')).toBe('true')
  expect(await moved.text()).toBe(await first.text())
  // Someone else's answers with that key are a request of their own, not a look at the first.
  const stranger = await capture_(assessmentBody({ state: 'ID' }), {
    key: shared,
    clientIp: '2001:db8::9',
  })
  expect(stranger.headers.get('Idempotent-Replayed')).toBeNull()
  expect(await stored(body.email)).toMatchObject({ leads: 1, consents: 1, toVisitor: 1 })
})

test('an expired key counts as new', async () => {
  const body = assessmentBody({ state: 'WV' })
  const shared = key()
  const first = await capture_(body, { key: shared })
  const cookie = first.headers.get('set-cookie')!.split(';')[0]!
  await db.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1000) })
  const later = await capture_(body, { key: shared, headers: { Cookie: cookie } })
  expect(later.status).toBe(201)
  expect(later.headers.get('Idempotent-Replayed')).toBeNull()
  // Processed again: the owner's browser updated its lead, a second consent.
  expect(await stored(body.email)).toMatchObject({ leads: 1, consents: 2, toVisitor: 2 })
  const replay = await capture_(body, { key: shared, headers: { Cookie: cookie } })
  expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
})

test('a trailing slash or capital letters in the path share the key of the endpoint', async () => {
  const body = assessmentBody({ state: 'AK' })
  const shared = key()
  const first = await capture_(body, { key: shared, path: '/api/leads/capture' })
  const slash = await capture_(body, { key: shared, path: '/api/leads/capture/' })
  const upper = await capture_(body, { key: shared, path: '/API/Leads/CAPTURE' })
  expect(slash.headers.get('Idempotent-Replayed')).toBe('true')
  expect(upper.headers.get('Idempotent-Replayed')).toBe('true')
  const text = await first.text()
  expect(await slash.text()).toBe(text)
  expect(await upper.text()).toBe(text)
  expect(await stored(body.email)).toMatchObject({ leads: 1, consents: 1, toVisitor: 1 })
})

test('a failure inside the claimed work rolls the key back with it, so a retry runs anew', async () => {
  const claim = idempotencyClaim({
    key: key(),
    endpoint: '/test',
    client: 'address:203.0.113.9',
    body: { n: 1 },
  })
  await expect(
    runIdempotent(db, claim, async () => {
      throw new Error('crashed before the commit')
    }),
  ).rejects.toThrow('crashed before the commit')
  let runs = 0
  const retry = await runIdempotent(db, claim, async () => {
    runs += 1
    return { answer: { status: 201, body: { ok: true } }, value: runs }
  })
  expect(retry).toMatchObject({ kind: 'done', answer: { status: 201, body: { ok: true } } })
  const again = await runIdempotent(db, claim, async () => {
    runs += 1
    return { answer: { status: 201, body: { ok: false } }, value: runs }
  })
  expect(again).toEqual({ kind: 'replay', answer: { status: 201, body: { ok: true } } })
  expect(runs).toBe(1)
})

test('the form posted twice without JavaScript stores one submission', async () => {
  const body = assessmentBody({ state: 'OR' })
  const fields = Object.entries({ ...body, matching: 'advisors', idempotencyKey: key() }).map(
    ([name, value]) => [name, String(value)] as [string, string],
  )
  const post = () =>
    callPage<{ ok: boolean; lead: { leadId: string } }>(
      (args: Parameters<typeof page.action>[0]) =>
        page.action({ ...args, pattern: '/investment-readiness' }),
      formRequest('/investment-readiness', fields),
    )
  const [a, b] = await Promise.all([post(), post()])
  expect(a.data?.ok && b.data?.ok).toBe(true)
  expect(a.data?.lead).toEqual(b.data?.lead)
  expect(await stored(body.email)).toMatchObject({ leads: 1, consents: 1, toVisitor: 1 })

  const changed = fields.map<[string, string]>(([name, value]) =>
    name === 'age' ? ['age', '52'] : [name, value],
  )
  const reused = await callPage<{ ok: boolean; formError: string }>(
    (args: Parameters<typeof page.action>[0]) =>
      page.action({ ...args, pattern: '/investment-readiness' }),
    formRequest('/investment-readiness', changed),
  )
  expect(reused.status).toBe(422)
  expect(reused.data?.formError).toMatch(/already been sent/)
})
