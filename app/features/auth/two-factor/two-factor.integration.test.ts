import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisorAccount } from '../../../../tests/advisor-portal'
import { createUserWithSession, enableTwoFactor, TEST_PASSWORD } from '../../../../tests/factories'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../../tests/route-call'
import { setUpTestDatabase } from '../../../../tests/test-database'
import { currentTotp, totpSteps } from '../../../../tests/totp'
import {
  oauthAccounts,
  recoveryCodes,
  sessions,
  signInChallenges,
  twoFactorCredentials,
} from '~/db/schema'

const { db } = await setUpTestDatabase()
const service = await import('./two-factor.server')
const { base32Decode, totpStep } = await import('./totp.server')
const { signInWithSocialIdentity } = await import('../social-accounts.server')
const adminLogin = await import('~/routes/admin.login')
const advisorLogin = await import('~/routes/ria.login')
const visitorLogin = await import('~/routes/login')
const secondStep = await import('~/routes/login.two-factor')
const apiLogin = await import('~/routes/api.auth.login')
const apiAdvisorLogin = await import('~/routes/api.ria.login')
const adminDashboard = await import('~/routes/admin.dashboard')
const advisorDashboard = await import('~/routes/ria.dashboard')
const advisorSecurity = await import('~/routes/ria.security')

const sessionsOf = async (userId: string) =>
  db.select().from(sessions).where(eq(sessions.userId, userId))

const cookieOf = (response: { headers: Headers }, name: string) =>
  response.headers.get('set-cookie')?.match(new RegExp(`${name}=[^;]+`))?.[0] ?? ''

/** Posts the password to a sign-in page; returns the answer and the challenge cookie it set. */
async function passwordStep(
  handler: (args: never) => unknown,
  path: string,
  email: string,
  password = TEST_PASSWORD,
) {
  const answer = await callPage(
    handler,
    formRequest(path, [
      ['email', email],
      ['password', password],
    ]),
  )
  return { answer, challenge: cookieOf(answer, 'ww_sign_in') }
}

const postCode = (code: string, challenge: string) =>
  callPage<{ formError: string | null; fieldErrors: Record<string, string>; expired: boolean }>(
    secondStep.action,
    formRequest('/login/two-factor', [['code', code]], challenge ? { Cookie: challenge } : {}),
  )

test('enrolment shows a QR code and the key, and needs a first code before it is on', async () => {
  const { user } = await createAdvisorAccount(db)
  expect(await service.twoFactorStatus(db, user)).toMatchObject({ enabled: false, pending: null })
  expect(await service.startEnrolment(db, user.id)).toEqual({ ok: true })

  const status = await service.twoFactorStatus(db, user)
  const pending = status.pending!
  const secret = pending.secretText.replace(/ /g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(pending.uri).toBe(
    `otpauth://totp/Wealthward:${user.email}?secret=${secret}&issuer=Wealthward`,
  )
  expect(pending.qr.size).toBeGreaterThan(21)
  expect(pending.qr.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
  // Still off: signing in asks for no code until the first code is accepted.
  expect(await service.isTwoFactorEnabled(db, user.id)).toBe(false)

  // The database holds the secret sealed, never as base32 or raw bytes.
  const [stored] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, user.id))
  expect(stored!.secret).not.toContain(secret)
  expect(stored!.secret).not.toContain(base32Decode(secret)!.toString('base64url'))
  expect(stored!.secret).toMatch(/^v1\./)

  const wrong = await service.confirmEnrolment(db, user.id, totpSteps(secret, 3))
  expect(wrong).toMatchObject({ ok: false, status: 400, field: 'code' })
  const confirmed = await service.confirmEnrolment(db, user.id, currentTotp(secret))
  expect(confirmed.ok).toBe(true)
  if (!confirmed.ok) return
  expect(confirmed.recoveryCodes).toHaveLength(10)
  for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  expect(new Set(confirmed.recoveryCodes).size).toBe(10)

  // Recovery codes are stored as argon2id hashes only.
  const hashes = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
  expect(hashes).toHaveLength(10)
  for (const row of hashes) {
    expect(row.codeHash).toMatch(/^\$argon2id\$/)
    for (const code of confirmed.recoveryCodes)
      expect(row.codeHash).not.toContain(code.replace('-', ''))
  }
  expect(await service.twoFactorStatus(db, user)).toMatchObject({
    enabled: true,
    recoveryCodesLeft: 10,
    pending: null,
  })
  // The code that switched it on cannot sign in afterwards.
  expect(
    await service.verifySecondFactor(db, user.id, { kind: 'totp', code: currentTotp(secret) }),
  ).toMatchObject({ ok: false, status: 401 })
  // Starting again once it is on is refused; nothing is replaced.
  expect(await service.startEnrolment(db, user.id)).toMatchObject({ ok: false, status: 409 })
})

test('a code works one step either side of the clock, once, and never after a later one', async () => {
  const { user } = await createAdvisorAccount(db)
  const secret = await enableTwoFactor(db, user.id)
  const now = Date.now()
  const verify = (code: string, at = now) =>
    service.verifySecondFactor(db, user.id, { kind: 'totp', code }, new Date(at))

  expect(await verify(totpSteps(secret, -2, now))).toMatchObject({ ok: false, status: 401 })
  expect(await verify(totpSteps(secret, 2, now))).toMatchObject({ ok: false, status: 401 })
  expect(await verify(totpSteps(secret, -1, now))).toEqual({ ok: true, via: 'totp' })
  // Replay: the same code again is refused, and says why.
  expect(await verify(totpSteps(secret, -1, now))).toEqual({
    ok: false,
    status: 401,
    message: expect.stringContaining('already been used'),
  })
  expect(await verify(totpSteps(secret, 1, now))).toEqual({ ok: true, via: 'totp' })
  // The current step's code is older than the one just used: refused too.
  expect(await verify(currentTotp(secret, now))).toMatchObject({ ok: false, status: 401 })
  const [row] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, user.id))
  expect(row!.lastUsedStep).toBe(totpStep(now) + 1)
})

test('the same code sent twice at once signs in once', async () => {
  const { user } = await createAdvisorAccount(db)
  const secret = await enableTwoFactor(db, user.id)
  const code = currentTotp(secret)
  const results = await Promise.all(
    [1, 2, 3].map(() => service.verifySecondFactor(db, user.id, { kind: 'totp', code })),
  )
  expect(results.filter((r) => r.ok)).toHaveLength(1)
})

test('guesses are throttled: after 5 wrong codes even the right one waits; a right one clears', async () => {
  const { user } = await createAdvisorAccount(db)
  const secret = await enableTwoFactor(db, user.id)
  const now = new Date()
  const verify = (code: string) =>
    service.verifySecondFactor(db, user.id, { kind: 'totp', code }, now)
  // Four wrong codes, then the right one: in, and the count starts again.
  for (let i = 0; i < 4; i++) expect((await verify('000000')).ok).toBe(false)
  expect((await verify(currentTotp(secret, now))).ok).toBe(true)
  for (let i = 0; i < 5; i++) expect(await verify('000000')).toMatchObject({ status: 401 })
  const blocked = await verify(totpSteps(secret, 1, now))
  expect(blocked).toMatchObject({ ok: false, status: 429 })
  if (!blocked.ok) {
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0)
    expect(blocked.message).toMatch(/Too many codes were tried\. Please wait \d+ minutes?/)
  }
  // Simultaneous guesses are counted before they are checked: no burst gets past the limit.
  const other = await createAdvisorAccount(db)
  await enableTwoFactor(db, other.user.id)
  const burst = await Promise.all(
    Array.from({ length: 12 }, () =>
      service.verifySecondFactor(db, other.user.id, { kind: 'totp', code: '111111' }, now),
    ),
  )
  expect(burst.filter((r) => !r.ok && r.status === 401)).toHaveLength(5)
  expect(burst.filter((r) => !r.ok && r.status === 429)).toHaveLength(7)
})

test('a recovery code works once in place of a code; new ones retire the old ones', async () => {
  const { user } = await createAdvisorAccount(db)
  await service.startEnrolment(db, user.id)
  const secret = (await service.twoFactorStatus(db, user)).pending!.secretText.replace(/ /g, '')
  const enrolled = await service.confirmEnrolment(db, user.id, currentTotp(secret))
  if (!enrolled.ok) throw new Error('not enrolled')
  const [first, second] = enrolled.recoveryCodes
  const recover = (code: string) =>
    service.verifySecondFactor(db, user.id, { kind: 'recovery', code: code.replace('-', '') })

  expect(await recover(first!)).toEqual({ ok: true, via: 'recovery' })
  expect(await recover(first!)).toMatchObject({ ok: false, status: 401 })
  expect((await service.twoFactorStatus(db, user)).recoveryCodesLeft).toBe(9)

  const wrong = await service.regenerateRecoveryCodes(db, user.id, '000000')
  expect(wrong).toMatchObject({ ok: false, field: 'code' })
  const renewed = await service.regenerateRecoveryCodes(db, user.id, totpSteps(secret, 1))
  if (!renewed.ok) throw new Error('not renewed')
  expect(renewed.recoveryCodes).toHaveLength(10)
  expect(await recover(second!)).toMatchObject({ ok: false, status: 401 })
  expect(await recover(renewed.recoveryCodes[0]!)).toEqual({ ok: true, via: 'recovery' })
})

test('an advisor turns it off with the password and a code; an administrator cannot', async () => {
  const { user } = await createAdvisorAccount(db)
  const secret = await enableTwoFactor(db, user.id)
  expect(
    await service.disableTwoFactor(db, user, {
      password: 'not-the-Password-1',
      code: currentTotp(secret),
    }),
  ).toMatchObject({ ok: false, field: 'password' })
  expect(
    await service.disableTwoFactor(db, user, { password: TEST_PASSWORD, code: '000000' }),
  ).toMatchObject({ ok: false, field: 'code' })
  expect(await service.isTwoFactorEnabled(db, user.id)).toBe(true)
  expect(
    await service.disableTwoFactor(db, user, {
      password: TEST_PASSWORD,
      code: currentTotp(secret),
    }),
  ).toEqual({ ok: true })
  expect(await service.isTwoFactorEnabled(db, user.id)).toBe(false)

  const admin = await createUserWithSession(db, { role: 'admin' })
  expect(
    await service.disableTwoFactor(db, admin.user, {
      password: TEST_PASSWORD,
      code: currentTotp(admin.totpSecret!),
    }),
  ).toMatchObject({ ok: false, status: 403 })
  expect(await service.isTwoFactorEnabled(db, admin.user.id)).toBe(true)
})

test('an enrolled advisor: the password alone gives no session on the page, and the code does', async () => {
  const { user } = await createAdvisorAccount(db)
  const secret = await enableTwoFactor(db, user.id)
  await db.delete(sessions).where(eq(sessions.userId, user.id))

  const { answer, challenge } = await passwordStep(
    advisorLogin.action,
    '/ria/login?redirect=%2Fria%2Fdashboard%3Fstatus%3DNEW',
    user.email,
  )
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe('/login/two-factor')
  expect(answer.headers.get('set-cookie')).not.toContain('ww_session=')
  expect(challenge).toMatch(/^ww_sign_in=[\w-]{40,}$/)
  expect(await sessionsOf(user.id)).toEqual([])
  const [stored] = await db
    .select()
    .from(signInChallenges)
    .where(eq(signInChallenges.userId, user.id))
  // Only the cookie's hash is stored.
  expect(stored!.idHash).not.toBe(challenge.split('=')[1])

  // Going anywhere else instead is still signed out.
  const skipped = await callPage(
    advisorDashboard.loader,
    new Request('http://localhost:3000/ria/dashboard', { headers: { Cookie: challenge } }),
  )
  expect(skipped.status).toBe(302)
  expect(skipped.headers.get('location')).toMatch(/^\/ria\/login\?redirect=/)

  const page = await callPage<{ email: string; expired: boolean }>(
    secondStep.loader,
    new Request('http://localhost:3000/login/two-factor', { headers: { Cookie: challenge } }),
  )
  expect(page.data).toMatchObject({ email: user.email, loginPath: '/ria/login', expired: false })
  // Without the browser's cookie there is no second step to take.
  const elsewhere = await callPage(
    secondStep.loader,
    new Request('http://localhost:3000/login/two-factor'),
  )
  expect(elsewhere.headers.get('location')).toBe('/login')
  expect((await postCode(currentTotp(secret), '')).data?.expired).toBe(true)

  const badFormat = await postCode('12ab', challenge)
  expect(badFormat.status).toBe(400)
  expect(badFormat.data?.fieldErrors.code).toMatch(/6-digit code/)
  // The page's form answer: no problem with the whole form, and the code is never sent back.
  expect(badFormat.data).toMatchObject({ formError: null, values: null })
  const wrong = await postCode(totpSteps(secret, 5), challenge)
  expect(wrong.status).toBe(401)
  expect(wrong.data?.formError).toMatch(/not right/)
  expect(await sessionsOf(user.id)).toEqual([])

  const done = await postCode(currentTotp(secret), challenge)
  expect(done.status).toBe(302)
  expect(done.headers.get('location')).toBe('/ria/dashboard?status=NEW')
  const session = cookieOf(done, 'ww_session')
  expect(session).toMatch(/^ww_session=[\w-]{40,}$/)
  expect(done.headers.get('set-cookie')).toMatch(/ww_sign_in=; .*Max-Age=0/)
  expect(await sessionsOf(user.id)).toHaveLength(1)
  const dashboard = await callPage(
    advisorDashboard.loader,
    new Request('http://localhost:3000/ria/dashboard', { headers: { Cookie: session } }),
  )
  expect(dashboard.status).toBe(200)
  // The challenge is used up: the same cookie cannot open a second session.
  expect((await postCode(totpSteps(secret, 1), challenge)).data?.expired).toBe(true)
  expect(await sessionsOf(user.id)).toHaveLength(1)
})

test('the second step must follow the password within 5 minutes', async () => {
  const { user } = await createAdvisorAccount(db)
  const secret = await enableTwoFactor(db, user.id)
  const { challenge } = await passwordStep(advisorLogin.action, '/ria/login', user.email)
  await db
    .update(signInChallenges)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(signInChallenges.userId, user.id))
  const late = await postCode(currentTotp(secret), challenge)
  expect(late.status).toBe(401)
  expect(late.data?.expired).toBe(true)
  expect(late.data?.formError).toMatch(/timed out/)
  const page = await callPage<{ expired: boolean; loginPath: string }>(
    secondStep.loader,
    new Request('http://localhost:3000/login/two-factor', { headers: { Cookie: challenge } }),
  )
  expect(page.data).toMatchObject({ expired: true, loginPath: '/ria/login' })
  expect(await sessionsOf(user.id)).toHaveLength(1) // the factory's session only
})

test('an enrolled administrator: password alone gives no session, password and code do, a recovery code once', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const secret = admin.totpSecret!
  const codes = await service.regenerateRecoveryCodes(db, admin.user.id, totpSteps(secret, -1))
  if (!codes.ok) throw new Error('no recovery codes')
  const recovery = codes.recoveryCodes
  await db.delete(sessions).where(eq(sessions.userId, admin.user.id))

  const { answer, challenge } = await passwordStep(
    adminLogin.action,
    '/admin/login?redirect=%2Fadmin%2Fleads',
    admin.user.email,
  )
  expect(answer.headers.get('location')).toBe('/login/two-factor')
  const skipped = await callPage(
    adminDashboard.loader,
    new Request('http://localhost:3000/admin/dashboard', { headers: { Cookie: challenge } }),
  )
  expect(skipped.headers.get('location')).toMatch(/^\/admin\/login\?redirect=/)
  expect(await sessionsOf(admin.user.id)).toEqual([])

  const done = await postCode(recovery[0]!.toUpperCase(), challenge)
  expect(done.headers.get('location')).toBe('/admin/leads')
  expect(await sessionsOf(admin.user.id)).toHaveLength(1)

  // The same recovery code does not work a second time.
  const again = await passwordStep(adminLogin.action, '/admin/login', admin.user.email)
  const reused = await postCode(recovery[0]!, again.challenge)
  expect(reused.status).toBe(401)
  expect(reused.data?.formError).toMatch(/not right/)

  // The visitor's sign-in page asks an administrator for the code too.
  const visitorPage = await passwordStep(visitorLogin.action, '/login', admin.user.email)
  expect(visitorPage.answer.headers.get('location')).toBe('/login/two-factor')
})

test('the JSON login APIs need the code too, and answer 401 naming it when it is missing or wrong', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const advisor = await createAdvisorAccount(db)
  const advisorSecret = await enableTwoFactor(db, advisor.user.id)
  await db.delete(sessions).where(eq(sessions.userId, admin.user.id))
  await db.delete(sessions).where(eq(sessions.userId, advisor.user.id))

  type Handler = (args: never) => unknown
  const cases: [Handler, string, typeof admin.user, string][] = [
    [apiLogin.action, '/api/auth/login', admin.user, admin.totpSecret!],
    [apiAdvisorLogin.action, '/api/ria/login', advisor.user, advisorSecret],
  ]
  for (const [handler, path, user, secret] of cases) {
    const body = { email: user.email, password: TEST_PASSWORD }
    const missing = await callRoute(handler, jsonRequest(path, body))
    expect(missing.status, path).toBe(401)
    expect(await missing.json()).toEqual({
      error: expect.stringContaining('two-step verification'),
      twoFactorRequired: true,
    })
    expect(missing.headers.get('set-cookie'), path).toBeNull()
    const wrong = await callRoute(handler, jsonRequest(path, { ...body, totp: '000000' }))
    expect(wrong.status, path).toBe(401)
    expect((await wrong.json()).twoFactorRequired).toBe(true)
    const malformed = await callRoute(handler, jsonRequest(path, { ...body, totp: '12345' }))
    expect(malformed.status, path).toBe(400)
    expect(await sessionsOf(user.id)).toEqual([])

    const signedIn = await callRoute(
      handler,
      jsonRequest(path, { ...body, totp: currentTotp(secret) }),
    )
    expect(signedIn.status, path).toBe(200)
    expect((await signedIn.json()).token).toMatch(/^[\w-]{40,}$/)
    expect(await sessionsOf(user.id)).toHaveLength(1)
    // The same code a second time is refused.
    const replayed = await callRoute(
      handler,
      jsonRequest(path, { ...body, totp: currentTotp(secret) }),
    )
    expect(replayed.status, path).toBe(401)
    // A wrong password with a right code is still a wrong password.
    const badPassword = await callRoute(
      handler,
      jsonRequest(path, { ...body, password: 'not-the-Password-1', totp: totpSteps(secret, 1) }),
    )
    expect(badPassword.status, path).toBe(401)
    expect((await badPassword.json()).twoFactorRequired).toBeUndefined()
  }
})

test('Google or Facebook sign-in gives no way around the second factor', async () => {
  // A staff account is refused outright (docs/decisions/010)…
  const admin = await createUserWithSession(db, { role: 'admin' })
  const identity = {
    provider: 'google' as const,
    providerUserId: `g-${admin.user.id}`,
    email: admin.user.email,
    emailVerified: true,
    firstName: 'A',
    lastName: 'B',
  }
  expect(
    await signInWithSocialIdentity(
      db,
      identity,
      { userAgent: 'vitest', secure: false },
      '/admin/dashboard',
    ),
  ).toEqual({ ok: false, error: 'staff' })
  // …and any account with two-step verification on gets the code step, not a session.
  const member = await createUserWithSession(db, {}, { twoFactor: true })
  await db.delete(sessions).where(eq(sessions.userId, member.user.id))
  await db.insert(oauthAccounts).values({
    provider: 'facebook',
    providerUserId: `fb-${member.user.id}`,
    userId: member.user.id,
  })
  const outcome = await signInWithSocialIdentity(
    db,
    { ...identity, provider: 'facebook', providerUserId: `fb-${member.user.id}` },
    { userAgent: 'vitest', secure: false },
    '/dashboard',
  )
  expect(outcome).toMatchObject({ ok: 'code-needed', location: '/login/two-factor' })
  expect(await sessionsOf(member.user.id)).toEqual([])
})

test('advisors choose: without two-step verification the password signs in; the security page sets it up', async () => {
  const { user, cookie } = await createAdvisorAccount(db)
  const plain = await passwordStep(advisorLogin.action, '/ria/login', user.email)
  expect(plain.answer.headers.get('location')).toBe('/ria/dashboard')
  expect(cookieOf(plain.answer, 'ww_session')).not.toBe('')

  const security = (fields: [string, string][]) =>
    callPage<{ ok: boolean; recoveryCodes?: string[]; fieldErrors?: Record<string, string> }>(
      advisorSecurity.action,
      formRequest('/ria/security', fields, { Cookie: cookie }),
    )
  expect((await security([['intent', 'start-two-factor']])).data?.ok).toBe(true)
  const page = await callPage<{ security: { twoFactor: { pending: { secretText: string } } } }>(
    advisorSecurity.loader,
    new Request('http://localhost:3000/ria/security', { headers: { Cookie: cookie } }),
  )
  const secret = page.data!.security.twoFactor.pending.secretText.replace(/ /g, '')
  const refused = await security([
    ['intent', 'confirm-two-factor'],
    ['code', 'abc'],
  ])
  expect(refused.status).toBe(400)
  expect(refused.data?.fieldErrors?.code).toMatch(/6-digit/)
  const on = await security([
    ['intent', 'confirm-two-factor'],
    ['code', currentTotp(secret)],
  ])
  expect(on.status).toBe(200)
  expect(on.data?.recoveryCodes).toHaveLength(10)

  const after = await passwordStep(advisorLogin.action, '/ria/login', user.email)
  expect(after.answer.headers.get('location')).toBe('/login/two-factor')
  // Another account's security page: signed-out and visitor sessions are turned away.
  const visitor = await createUserWithSession(db)
  const denied = await callPage(
    advisorSecurity.loader,
    new Request('http://localhost:3000/ria/security', { headers: { Cookie: visitor.cookie } }),
  )
  expect(denied.headers.get('location')).toMatch(/^\/ria\/login\?redirect=%2Fria%2Fsecurity/)
  const [steps] = await db
    .select({ step: twoFactorCredentials.lastUsedStep })
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, user.id))
  expect(steps?.step).toBe(totpStep(Date.now()))
})

test('the account export says two-step verification is on, without the key or the codes', async () => {
  const { exportAccountData } = await import('~/features/dashboard/index.server')
  const admin = await createUserWithSession(db, { role: 'admin' })
  const exported = await exportAccountData(db, admin.user)
  expect(exported.twoFactor).toEqual({
    enabledAt: expect.any(String),
    recoveryCodesLeft: 0,
  })
  const text = JSON.stringify(exported)
  expect(text).not.toContain(admin.totpSecret!)
  const [stored] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, admin.user.id))
  expect(text).not.toContain(stored!.secret)
  const member = await createUserWithSession(db)
  expect((await exportAccountData(db, member.user)).twoFactor).toBeNull()
})

test('with another key than the one that sealed the secret, codes are refused and recovery codes still work', async () => {
  const { user } = await createAdvisorAccount(db)
  await service.startEnrolment(db, user.id)
  const secret = (await service.twoFactorStatus(db, user)).pending!.secretText.replace(/ /g, '')
  const enrolled = await service.confirmEnrolment(db, user.id, currentTotp(secret))
  if (!enrolled.ok) throw new Error('not enrolled')
  const [row] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, user.id))
  const [version, , ...rest] = row!.secret.split('.')
  await db
    .update(twoFactorCredentials)
    .set({ secret: [version, 'otherkey', ...rest].join('.') })
    .where(eq(twoFactorCredentials.userId, user.id))
  expect(
    await service.verifySecondFactor(db, user.id, {
      kind: 'totp',
      code: totpSteps(secret, 1),
    }),
  ).toEqual({ ok: false, status: 401, message: expect.stringContaining('recovery codes') })
  expect(
    await service.verifySecondFactor(db, user.id, {
      kind: 'recovery',
      code: enrolled.recoveryCodes[3]!.replace('-', ''),
    }),
  ).toEqual({ ok: true, via: 'recovery' })
})

test('two right codes sent at once on one sign-in open one session', async () => {
  const { user } = await createAdvisorAccount(db)
  const secret = await enableTwoFactor(db, user.id)
  await db.delete(sessions).where(eq(sessions.userId, user.id))
  const { challenge } = await passwordStep(advisorLogin.action, '/ria/login', user.email)
  const answers = await Promise.all([
    postCode(currentTotp(secret), challenge),
    postCode(totpSteps(secret, 1), challenge),
  ])
  expect(answers.filter((answer) => answer.status === 302)).toHaveLength(1)
  expect(await sessionsOf(user.id)).toHaveLength(1)
})
