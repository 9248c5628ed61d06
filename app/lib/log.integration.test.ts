import { eq } from 'drizzle-orm'
import { afterEach, expect, test, vi } from 'vitest'
import { setUpTestDatabase } from '../../tests/test-database'
import { advisorApplications, users } from '~/db/schema'
import { describeError, logError, queryName } from './log.server'

const { db } = await setUpTestDatabase()

/** Everything written to stderr while `run` runs. */
async function stderrOf(run: () => Promise<void> | void): Promise<string> {
  let output = ''
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output += chunk.toString()
    return true
  })
  try {
    await run()
  } finally {
    spy.mockRestore()
  }
  return output
}

afterEach(() => vi.restoreAllMocks())

const EMAIL = 'private.person@example.com'
const PHONE = '(555) 014-2297'
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo'

async function failingInsert(): Promise<unknown> {
  const person = { email: EMAIL, firstName: 'Rosa', lastName: 'Quintero', passwordHash: HASH }
  await db.insert(users).values(person)
  try {
    // The same address again: the unique index refuses it, and the error quotes every parameter.
    await db.insert(users).values(person)
  } catch (error) {
    return error
  }
  throw new Error('the second insert should have failed')
}

test('a database error is logged as its class, query name and code, never its parameters', async () => {
  const error = await failingInsert()
  // The error itself is full of personal data: that is what must stay out of the log.
  expect(String((error as Error).message)).toContain(EMAIL)

  const output = await stderrOf(() => logError(error, { path: '/signup', id: 'req-123' }))
  expect(output).not.toContain(EMAIL)
  expect(output).not.toContain('Quintero')
  expect(output).not.toContain('argon2')
  const lines = output.trim().split('\n')
  expect(lines).toHaveLength(1)
  const line = JSON.parse(lines[0]!) as Record<string, unknown>
  expect(line).toMatchObject({
    level: 'error',
    msg: 'Database query failed',
    name: 'DrizzleQueryError',
    query: 'insert users',
    code: '23505',
    path: '/signup',
    id: 'req-123',
  })
})

test('a failing update names its table, and the phone number in it stays out', async () => {
  const [row] = await db
    .insert(advisorApplications)
    .values({
      firmName: 'Quiet Harbor Advisors',
      crd: '7730012',
      contactName: 'Rosa Quintero',
      email: 'rosa.q@example.com',
      phone: PHONE,
      states: ['TX'],
      minAssets: 100_000,
      monthlyCapacity: 10,
    })
    .returning()
  let error: unknown
  try {
    await db
      .update(advisorApplications)
      .set({ phone: PHONE, monthlyCapacity: 2 ** 40 })
      .where(eq(advisorApplications.id, row!.id))
  } catch (caught) {
    error = caught
  }
  expect(error).toBeDefined()
  const output = await stderrOf(() => logError(error, { msg: 'application not updated' }))
  expect(output).not.toContain(PHONE)
  expect(output).not.toContain('rosa.q@example.com')
  expect(JSON.parse(output)).toMatchObject({
    msg: 'application not updated',
    error: 'Database query failed',
    query: 'update advisor_applications',
  })
})

test('other errors keep their message without email addresses or hashes; objects are described', async () => {
  const output = await stderrOf(() => {
    logError(new TypeError(`cannot send to ${EMAIL} with ${HASH}`))
    logError({ status: 405, statusText: 'Method Not Allowed', internal: true })
    logError('plain text')
  })
  expect(output).not.toContain(EMAIL)
  expect(output).not.toContain('argon2')
  expect(output).not.toContain('[object Object]')
  const [typeError, response, text] = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(typeError).toMatchObject({ msg: 'cannot send to [email] with [hash]', name: 'TypeError' })
  expect(response).toMatchObject({ msg: 'Method Not Allowed', status: 405 })
  expect(text).toMatchObject({ msg: 'A string was thrown' })
})

test('a query is named by what it does and to which table', () => {
  expect(queryName('insert into "leads" ("id") values ($1)')).toBe('insert leads')
  expect(queryName('update "sessions" set "last_seen_at" = $1')).toBe('update sessions')
  expect(queryName('delete from "rate_limits" where "expires_at" < $1')).toBe('delete rate_limits')
  expect(queryName('select "id", "email" from "users" where "users"."email" = $1')).toBe(
    'select users',
  )
  expect(describeError(new Error('x')).fields.name).toBe('Error')
})
