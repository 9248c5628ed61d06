import { randomBytes } from 'node:crypto'
import { expect, test, vi } from 'vitest'
import { createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'

const { db } = await setUpTestDatabase()
const loginRoute = await import('~/routes/api.auth.login')
const passwords = await import('./password.server')
const {
  countSignInAttempt,
  recordSignInSuccess,
  waitAfter,
  FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT,
  FREE_ATTEMPTS_PER_CLIENT,
} = await import('./throttle.server')

const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`
const login = (body: unknown, clientIp = '203.0.113.9') =>
  callRoute(loginRoute.action, jsonRequest('/api/auth/login', body), {}, { clientIp })

test('30 concurrent wrong passwords for one account: only the free attempts are checked, the rest wait', async () => {
  const { user } = await createUserWithSession(db, { email: uniqueEmail('victim') })
  const verify = vi.spyOn(passwords, 'verifyPassword')
  const attacker = '198.51.100.66'
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      login({ email: user.email, password: `wrong-${i}-guess` }, attacker),
    ),
  )
  const statuses = answers.map((answer) => answer.status)
  expect(verify).toHaveBeenCalledTimes(FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT)
  verify.mockRestore()
  expect(statuses.filter((status) => status === 401)).toHaveLength(5)
  expect(statuses.filter((status) => status === 429)).toHaveLength(25)
  for (const answer of answers.filter((a) => a.status === 429)) {
    // About 30 seconds after the fifth attempt (each request reads its own clock).
    const wait = Number(answer.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(29)
    expect(wait).toBeLessThanOrEqual(31)
    expect(await answer.json()).toEqual({
      error: `Too many sign-in attempts. Please wait ${wait} seconds and try again, or get a sign-in link by email.`,
    })
  }

  // The owner, from their own client, is not held back by the attack on their account.
  const owner = await login({ email: user.email, password: TEST_PASSWORD }, '192.0.2.44')
  expect(owner.status).toBe(200)
  // From the attacker's client the right password waits too: the answer reveals nothing.
  const guessed = await login({ email: user.email, password: TEST_PASSWORD }, attacker)
  expect(guessed.status).toBe(429)
})

test('past the free attempts each wait doubles, from 30 seconds to an hour: slowed, never locked', async () => {
  const attempt = { email: uniqueEmail('slow'), ip: '198.51.100.7' }
  let now = new Date('2026-06-01T09:00:00.000Z')
  const tryAt = () => countSignInAttempt(db, attempt, { now })
  for (let i = 0; i < 5; i++) expect(await tryAt()).toEqual({ admitted: true })

  const waits: number[] = []
  for (let i = 0; i < 9; i++) {
    const refused = await tryAt()
    if (refused.admitted) throw new Error('expected a wait')
    waits.push(refused.retryAfterSeconds)
    // A refused attempt adds nothing: asking again at once gets the same wait, less the time gone.
    now = new Date(now.getTime() + 1000)
    expect(await tryAt()).toEqual({
      admitted: false,
      retryAfterSeconds: refused.retryAfterSeconds - 1,
    })
    now = new Date(now.getTime() + (refused.retryAfterSeconds - 1) * 1000)
    expect(await tryAt()).toEqual({ admitted: true })
  }
  expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600])
  expect(waits).toEqual(waits.map((_, i) => waitAfter(5 + i, 5)))

  // A day without attempts and the count starts again.
  now = new Date(now.getTime() + 24 * 3_600_000)
  for (let i = 0; i < 5; i++) expect(await tryAt()).toEqual({ admitted: true })
  expect((await tryAt()).admitted).toBe(false)
})

test('the right password signs in within the free attempts and starts the account and client again', async () => {
  const { user } = await createUserWithSession(db, { email: uniqueEmail('typo') })
  const client = '198.51.100.8'
  for (let i = 0; i < 4; i++)
    expect((await login({ email: user.email, password: `typo-${i}-pass` }, client)).status).toBe(
      401,
    )
  expect((await login({ email: user.email, password: TEST_PASSWORD }, client)).status).toBe(200)
  for (let i = 0; i < 5; i++)
    expect((await login({ email: user.email, password: `typo-${i}-again` }, client)).status).toBe(
      401,
    )
  const waiting = await login({ email: user.email, password: TEST_PASSWORD }, client)
  expect(waiting.status).toBe(429)
  expect(waiting.headers.get('retry-after')).toBe('30')
})

test('one client trying many accounts is slowed after 20 attempts; other clients are not', async () => {
  expect(FREE_ATTEMPTS_PER_CLIENT).toBe(20)
  const sprayer = '198.51.100.9'
  const now = new Date('2026-06-02T09:00:00.000Z')
  for (let i = 0; i < 20; i++) {
    const verdict = await countSignInAttempt(
      db,
      { email: uniqueEmail('sprayed'), ip: sprayer },
      { now },
    )
    expect(verdict).toEqual({ admitted: true })
  }
  expect(
    await countSignInAttempt(db, { email: uniqueEmail('sprayed'), ip: sprayer }, { now }),
  ).toEqual({ admitted: false, retryAfterSeconds: 30 })
  expect(
    await countSignInAttempt(db, { email: uniqueEmail('other'), ip: '198.51.100.10' }, { now }),
  ).toEqual({ admitted: true })
  // RATE_LIMIT_MULTIPLIER raises the per-client allowance (browser tests post many forms).
  expect(
    await countSignInAttempt(
      db,
      { email: uniqueEmail('sprayed'), ip: sprayer },
      { now, clientMultiplier: 2 },
    ),
  ).toEqual({ admitted: true })
})

test('people signing in from one shared address are not slowed by their own successes', async () => {
  const office = '198.51.100.11'
  const now = new Date('2026-06-03T09:00:00.000Z')
  for (let i = 0; i < 40; i++) {
    const attempt = { email: uniqueEmail('colleague'), ip: office }
    expect(await countSignInAttempt(db, attempt, { now })).toEqual({ admitted: true })
    await recordSignInSuccess(db, attempt)
  }
})

test('every address of one IPv6 /64 network counts as one client', async () => {
  const email = uniqueEmail('v6')
  const now = new Date('2026-06-04T09:00:00.000Z')
  for (let i = 1; i <= 5; i++)
    expect(await countSignInAttempt(db, { email, ip: `2001:db8:7::${i}` }, { now })).toEqual({
      admitted: true,
    })
  expect((await countSignInAttempt(db, { email, ip: '2001:db8:7::99' }, { now })).admitted).toBe(
    false,
  )
  expect(await countSignInAttempt(db, { email, ip: '2001:db8:8::1' }, { now })).toEqual({
    admitted: true,
  })
})
