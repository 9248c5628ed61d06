import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisorAccount } from '../../../tests/advisor-portal'
import { createUserWithSession, enableTwoFactor, TEST_PASSWORD } from '../../../tests/factories'
import { readOutbox } from '../../../tests/outbox'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { sessions, signInChallenges, users } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
const { createSession } = await import('./session.server')
const { verifyPassword } = await import('./password.server')
const { issueToken } = await import('./tokens.server')
const { resetPassword } = await import('./password-reset.server')
const dashboard = await import('~/routes/dashboard')
const adminSecurity = await import('~/routes/admin.security')
const advisorSecurity = await import('~/routes/ria.security')
const advisorLogin = await import('~/routes/ria.login')

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string> }

const post = (
  handler: (args: never) => unknown,
  path: string,
  cookie: string,
  fields: [string, string][],
) => callPage<Answer>(handler, formRequest(path, fields, { Cookie: cookie }))

const sessionIds = async (userId: string) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) => s.idHash)

const NEW_PASSWORD = 'meadow-Lark-73'

test('changing the password: the current one is needed, the rules apply, other sessions end', async () => {
  const member = await createUserWithSession(db)
  const elsewhere = await createSession(db, member.user, { persistent: true, secure: false })
  expect(await sessionIds(member.user.id)).toHaveLength(2)
  const change = (fields: [string, string][]) =>
    post(dashboard.action, '/dashboard', member.cookie, [['intent', 'change-password'], ...fields])

  const wrong = await change([
    ['currentPassword', 'not-my-Password-9'],
    ['newPassword', NEW_PASSWORD],
    ['confirmPassword', NEW_PASSWORD],
  ])
  expect(wrong.status).toBe(400)
  expect(wrong.data?.fieldErrors?.currentPassword).toBe('That is not your current password.')
  // The form's answer: the problem is the field's, and no password is sent back.
  expect(wrong.data).toMatchObject({ formError: null, values: null })
  const weak = await change([
    ['currentPassword', TEST_PASSWORD],
    ['newPassword', 'password1'],
    ['confirmPassword', 'password1'],
  ])
  expect(weak.status).toBe(400)
  expect(weak.data?.fieldErrors?.newPassword).toMatch(/too common/)
  const mismatch = await change([
    ['currentPassword', TEST_PASSWORD],
    ['newPassword', NEW_PASSWORD],
    ['confirmPassword', 'meadow-Lark-74'],
  ])
  expect(mismatch.data?.fieldErrors?.confirmPassword).toBe('The two new passwords do not match')
  // Nothing changed so far, and nobody was signed out or emailed.
  const [unchanged] = await db.select().from(users).where(eq(users.id, member.user.id))
  expect(await verifyPassword(unchanged!.passwordHash!, TEST_PASSWORD)).toBe(true)
  expect(await sessionIds(member.user.id)).toHaveLength(2)
  expect(readOutbox(dataDir, member.user.email)).toEqual([])

  const changed = await change([
    ['currentPassword', TEST_PASSWORD],
    ['newPassword', NEW_PASSWORD],
    ['confirmPassword', NEW_PASSWORD],
  ])
  expect(changed.status).toBe(200)
  expect(changed.data?.message).toMatch(
    /Your password is changed\. One other session was signed out/,
  )
  const [updated] = await db.select().from(users).where(eq(users.id, member.user.id))
  expect(await verifyPassword(updated!.passwordHash!, NEW_PASSWORD)).toBe(true)
  // This browser stays signed in; the other session is gone.
  const left = await sessionIds(member.user.id)
  expect(left).toHaveLength(1)
  expect(left).not.toContain(elsewhere.token)
  const stillIn = await callPage(
    dashboard.loader,
    new Request('http://localhost:3000/dashboard', { headers: { Cookie: member.cookie } }),
  )
  expect(stillIn.status).toBe(200)
  const gone = await callPage(
    dashboard.loader,
    new Request('http://localhost:3000/dashboard', {
      headers: { Cookie: `ww_session=${elsewhere.token}` },
    }),
  )
  expect(gone.status).toBe(302)

  // The owner is told, with no link that signs anyone in.
  const [email] = readOutbox(dataDir, member.user.email)
  expect(email).toContain('Subject: Your Wealthward password was changed')
  expect(email).toContain('http://localhost:3000/forgot-password')
  expect(email).not.toMatch(/token=|reset-password\?|verify-email\?/)
})

test('too many wrong current passwords wait, even for the right one', async () => {
  const member = await createUserWithSession(db)
  const change = (current: string) =>
    post(dashboard.action, '/dashboard', member.cookie, [
      ['intent', 'change-password'],
      ['currentPassword', current],
      ['newPassword', NEW_PASSWORD],
      ['confirmPassword', NEW_PASSWORD],
    ])
  for (let i = 0; i < 5; i++) expect((await change('wrong-Guess-1')).status).toBe(400)
  const blocked = await change(TEST_PASSWORD)
  expect(blocked.status).toBe(429)
  expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
})

test('an account without a password is pointed to "Forgot password?"', async () => {
  const member = await createUserWithSession(db, { passwordHash: null })
  const answer = await post(dashboard.action, '/dashboard', member.cookie, [
    ['intent', 'change-password'],
    ['currentPassword', 'anything-1'],
    ['newPassword', NEW_PASSWORD],
    ['confirmPassword', NEW_PASSWORD],
  ])
  expect(answer.status).toBe(400)
  expect(answer.data?.message).toMatch(/Forgot password/)
})

test('sign out everywhere else keeps this session only', async () => {
  const member = await createUserWithSession(db)
  await createSession(db, member.user, { persistent: false, secure: false })
  await createSession(db, member.user, { persistent: true, secure: false })
  const page = await callPage<{ security: { otherSessions: number } }>(
    dashboard.loader,
    new Request('http://localhost:3000/dashboard', { headers: { Cookie: member.cookie } }),
  )
  expect(page.data?.security.otherSessions).toBe(2)
  const answer = await post(dashboard.action, '/dashboard', member.cookie, [
    ['intent', 'sign-out-others'],
  ])
  expect(answer.data).toMatchObject({
    ok: true,
    message: expect.stringContaining('2 other sessions'),
  })
  expect(await sessionIds(member.user.id)).toHaveLength(1)
  const again = await post(dashboard.action, '/dashboard', member.cookie, [
    ['intent', 'sign-out-others'],
  ])
  expect(again.data?.message).toBe('You were not signed in anywhere else.')
})

test('advisors and administrators change the password and sign out elsewhere from their security page', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const advisor = await createAdvisorAccount(db)
  for (const [handler, path, account] of [
    [adminSecurity.action, '/admin/security', admin],
    [advisorSecurity.action, '/ria/security', advisor],
  ] as const) {
    await createSession(db, account.user, { persistent: false, secure: false })
    const changed = await post(handler, path, account.cookie, [
      ['intent', 'change-password'],
      ['currentPassword', TEST_PASSWORD],
      ['newPassword', NEW_PASSWORD],
      ['confirmPassword', NEW_PASSWORD],
    ])
    expect(changed.status, path).toBe(200)
    expect(await sessionIds(account.user.id), path).toHaveLength(1)
    await createSession(db, account.user, { persistent: false, secure: false })
    const signedOut = await post(handler, path, account.cookie, [['intent', 'sign-out-others']])
    expect(signedOut.data?.message, path).toMatch(/Signed out of 1 other session/)
    expect(await sessionIds(account.user.id), path).toHaveLength(1)
  }
})

test('a password reset ends every session and any sign-in waiting for its code, and says so by email', async () => {
  const advisor = await createAdvisorAccount(db)
  await enableTwoFactor(db, advisor.user.id)
  const pending = await callPage(
    advisorLogin.action,
    formRequest('/ria/login', [
      ['email', advisor.user.email],
      ['password', TEST_PASSWORD],
    ]),
  )
  expect(pending.headers.get('location')).toBe('/login/two-factor')
  expect(
    await db.select().from(signInChallenges).where(eq(signInChallenges.userId, advisor.user.id)),
  ).toHaveLength(1)

  const token = await issueToken(db, advisor.user.id, 'password-reset')
  expect(await resetPassword(db, { token, password: NEW_PASSWORD })).toEqual({ ok: true })
  expect(await sessionIds(advisor.user.id)).toEqual([])
  expect(
    await db.select().from(signInChallenges).where(eq(signInChallenges.userId, advisor.user.id)),
  ).toEqual([])
  const notices = readOutbox(dataDir, advisor.user.email).filter((eml) =>
    eml.includes('Subject: Your Wealthward password was changed'),
  )
  expect(notices).toHaveLength(1)
  expect(notices[0]).not.toMatch(/token=/)
})
