import { and, eq, inArray } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { readOutbox } from '../../../tests/outbox'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { loggedDatabase } from '../../../tests/logged-database'
import { setUpTestDatabase } from '../../../tests/test-database'
import { authTokens, emailLog, emailQueue, sessions, users } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
// A second database that records each statement, made once: creating it takes a while.
const { db: logged, statementsOf } = await loggedDatabase()
const loginRoute = await import('~/routes/api.auth.login')
const meRoute = await import('~/routes/api.user.me')
const forgotApi = await import('~/routes/api.auth.forgot-password')
const resetApi = await import('~/routes/api.auth.reset-password')
const resendApi = await import('~/routes/api.auth.resend-verification')
const forgotPage = await import('~/routes/forgot-password')
const resetPage = await import('~/routes/reset-password')
const resendForm = await import('~/routes/verify-email.resend')
const verifyPage = await import('~/routes/verify-email')
const { issueToken } = await import('./tokens.server')
const { deliverQueuedEmails } = await import('~/features/email/index.server')
const { hashToken } = await import('./session.server')
const { requestPasswordReset, resetPassword, RESET_EMAILS_PER_ADDRESS } =
  await import('./password-reset.server')
const { VERIFICATION_EMAILS_PER_ACCOUNT } = await import('./accounts.server')
const { FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT } = await import('./throttle.server')

const NEUTRAL_ANSWER = {
  message:
    "If an account exists for that address, we've sent a link to reset your password. It works for 1 hour.",
}
const INVALID_LINK = /^This password reset link is not valid/
const SITE = 'http://localhost:3000'

const uniqueEmail = (label: string) => `${label}.${Math.random().toString(36).slice(2)}@example.com`

/**
 * A visitor account whose address is not confirmed yet, signed in: its address, password, session
 * token and id.
 */
async function newAccount(label = 'reset') {
  const { user, token } = await createUserWithSession(db, { email: uniqueEmail(label) })
  return { email: user.email, password: TEST_PASSWORD, token, id: user.id }
}

const forgot = (body: unknown) =>
  callRoute(forgotApi.action, jsonRequest('/api/auth/forgot-password', body))
const reset = (body: unknown) =>
  callRoute(resetApi.action, jsonRequest('/api/auth/reset-password', body))
const login = (email: string, password: string) =>
  callRoute(loginRoute.action, jsonRequest('/api/auth/login', { email, password }))
const me = (token: string) =>
  callRoute(
    meRoute.loader,
    new Request(`${SITE}/api/user/me`, { headers: { Authorization: `Bearer ${token}` } }),
  )
const formPost = (path: string, fields: Record<string, string>, headers = {}) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })

/** Runs the email worker's passes until the queue is empty, as the server does a moment later. */
async function sendQueued() {
  while ((await deliverQueuedEmails(db)).claimed > 0);
}
/** The reset emails sent to `email`, once the queue has been sent. */
async function resetEmails(email: string) {
  await sendQueued()
  return readOutbox(dataDir, email).filter((m) =>
    m.includes('Subject: Reset your Wealthward password'),
  )
}
const verificationEmails = (email: string) =>
  readOutbox(dataDir, email).filter((m) => m.includes('Confirm your email address'))

/** The token of the newest reset link sent to `email`. */
async function latestResetToken(email: string) {
  const tokens = (await resetEmails(email))
    .join('\n')
    .match(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/g)
  expect(tokens, `a reset link for ${email}`).not.toBeNull()
  return new URL(tokens!.at(-1)!).searchParams.get('token')!
}

test('forgot password emails a 1-hour link to an existing account and answers 202 neutrally', async () => {
  const account = await newAccount()
  const response = await forgot({ email: account.email.toUpperCase() })
  expect(response.status).toBe(202)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual(NEUTRAL_ANSWER)

  const [mail] = await resetEmails(account.email)
  expect(mail).toContain('The link works once, for 1 hour.')
  const token = await latestResetToken(account.email)
  expect(token).toMatch(/^[\w-]{43}$/)
  const logged = await db.select().from(emailLog).where(eq(emailLog.recipient, account.email))
  expect(logged.map((row) => row.template)).toContain('password-reset')
  // Only a hash of the token is stored.
  const [stored] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, account.id), eq(authTokens.purpose, 'password-reset')))
  expect(stored?.tokenHash).toBe(hashToken(token))
  expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3_600_000)
})

test('an unknown address gets the same answer and no email is sent', async () => {
  const email = uniqueEmail('nobody')
  const response = await forgot({ email })
  expect(response.status).toBe(202)
  expect(await response.json()).toEqual(NEUTRAL_ANSWER)
  await sendQueued()
  expect(readOutbox(dataDir, email)).toEqual([])
  expect(await db.select().from(emailLog).where(eq(emailLog.recipient, email))).toEqual([])
})

test('the reset email is queued by the request and sent a moment later, not inside the request', async () => {
  const account = await newAccount()
  const stranger = uniqueEmail('nobody')
  for (const email of [account.email, stranger]) expect((await forgot({ email })).status).toBe(202)
  const sentAlready = readOutbox(dataDir, account.email).filter((m) =>
    m.includes('Subject: Reset your Wealthward password'),
  )
  expect(sentAlready).toEqual([])
  const queued = await db
    .select()
    .from(emailQueue)
    .where(inArray(emailQueue.recipient, [account.email, stranger]))
  expect(queued.map((row) => [row.recipient, row.template])).toEqual([
    [account.email, 'password-reset'],
  ])
  expect(await resetEmails(account.email)).toHaveLength(1)
})

test('a known and an unknown address cost the same statements, so timing does not tell them apart', async () => {
  const [known] = await logged
    .insert(users)
    .values({ email: uniqueEmail('known'), firstName: 'Sam', lastName: 'Lee' })
    .returning()
  // No occasional sweep of expired rows in either call.
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.5)
  const ask = (email: string) => (database: typeof db) =>
    requestPasswordReset(database, { email }, { siteUrl: SITE })
  const forKnown = await statementsOf(ask(known!.email))
  const forUnknown = await statementsOf(ask(uniqueEmail('unknown')))
  random.mockRestore()
  expect(forKnown.length).toBeGreaterThanOrEqual(5)
  expect(forUnknown).toEqual(forKnown)
  // The same statements stored a token and queued an email only for the account.
  expect(await logged.select().from(emailQueue)).toHaveLength(1)
  expect(await logged.select().from(authTokens)).toHaveLength(1)
})

test('bad requests to the forgot and reset endpoints answer 4xx JSON naming the problem', async () => {
  const badEmail = await forgot({ email: 'not-an-email' })
  expect(badEmail.status).toBe(400)
  expect(await badEmail.json()).toEqual({
    error: 'Some fields need your attention.',
    fieldErrors: { email: 'Enter a valid email address, like name@example.com' },
  })
  expect((await forgot('{oops')).status).toBe(400)
  expect((await forgot({})).status).toBe(400)
  const formBody = await callRoute(
    forgotApi.action,
    formPost('/api/auth/forgot-password', { email: 'a@example.com' }),
  )
  expect(formBody.status).toBe(415)
  expect(
    (await callRoute(forgotApi.loader, new Request(`${SITE}/api/auth/forgot-password`))).status,
  ).toBe(405)

  const weak = await reset({ token: 'x'.repeat(43), password: 'abcdefgh' })
  expect(weak.status).toBe(400)
  expect((await weak.json()).fieldErrors).toEqual({
    password: 'Must be at least 8 characters with a mix of letters and numbers',
  })
  const missing = await reset({ password: 'plum-Tree-49' })
  expect(missing.status).toBe(400)
  expect((await missing.json()).fieldErrors.token).toMatch(/missing its token/)
  const unknown = await reset({ token: 'x'.repeat(43), password: 'plum-Tree-49' })
  expect(unknown.status).toBe(400)
  const answer = await unknown.json()
  expect(answer.error).toMatch(INVALID_LINK)
  expect(answer.fieldErrors.token).toMatch(INVALID_LINK)
})

test('resetting sets the new password, confirms the address, ends every session and works once', async () => {
  const account = await newAccount()
  const other = await login(account.email, account.password)
  const otherToken = (await other.json()).token as string
  expect((await me(account.token)).status).toBe(200)
  expect((await me(otherToken)).status).toBe(200)

  await forgot({ email: account.email })
  const token = await latestResetToken(account.email)
  const response = await reset({ token, password: 'fresh-Start-2026' })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    message: 'Your password has been changed. Sign in with your new password.',
  })

  expect((await me(account.token)).status).toBe(401)
  expect((await me(otherToken)).status).toBe(401)
  expect(await db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([])
  const [user] = await db.select().from(users).where(eq(users.id, account.id))
  expect(user?.emailVerifiedAt).toBeInstanceOf(Date)
  expect(user?.passwordHash).toMatch(/^\$argon2id\$/)

  expect((await login(account.email, account.password)).status).toBe(401)
  expect((await login(account.email, 'fresh-Start-2026')).status).toBe(200)

  const again = await reset({ token, password: 'another-Pass-77' })
  expect(again.status).toBe(400)
  expect((await again.json()).error).toMatch(INVALID_LINK)
  expect((await login(account.email, 'fresh-Start-2026')).status).toBe(200)
})

test('a link older than 1 hour, or replaced by a newer one, no longer works', async () => {
  const account = await newAccount()
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
  const expired = await issueToken(db, account.id, 'password-reset', twoHoursAgo)
  const answer = await reset({ token: expired, password: 'fresh-Start-2026' })
  expect(answer.status).toBe(400)
  expect((await answer.json()).error).toMatch(INVALID_LINK)

  // A link asked for now still works at 59 minutes and not at 61.
  await requestPasswordReset(db, { email: account.email }, { siteUrl: SITE })
  const token = await latestResetToken(account.email)
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000)
  expect(await resetPassword(db, { token, password: 'fresh-Start-2026' }, at(61))).toMatchObject({
    ok: false,
  })
  const page = await callRoute(
    resetPage.loader,
    new Request(`${SITE}/reset-password?token=${token}`),
  )
  expect(await page.json()).toEqual({ token, email: account.email })
  expect(await resetPassword(db, { token, password: 'fresh-Start-2026' }, at(59))).toEqual({
    ok: true,
  })

  // Asking twice: only the newest link works.
  await forgot({ email: account.email })
  const first = await latestResetToken(account.email)
  await forgot({ email: account.email })
  const second = await latestResetToken(account.email)
  expect(second).not.toBe(first)
  expect((await reset({ token: first, password: 'fresh-Start-2027' })).status).toBe(400)
  expect((await reset({ token: second, password: 'fresh-Start-2027' })).status).toBe(200)
})

test('two uses of one link at the same moment: only one succeeds', async () => {
  const account = await newAccount()
  await forgot({ email: account.email })
  const token = await latestResetToken(account.email)
  const statuses = await Promise.all([
    reset({ token, password: 'first-Choice-1' }),
    reset({ token, password: 'second-Choice-2' }),
  ]).then((responses) => responses.map((r) => r.status).sort())
  expect(statuses).toEqual([200, 400])
})

test('an account without a password (social sign-in) can set one by email', async () => {
  const email = uniqueEmail('social')
  await db.insert(users).values({ email, firstName: 'Sam', lastName: 'Lee', passwordHash: null })
  expect((await login(email, 'first-Password-1')).status).toBe(401)
  expect(await forgot({ email })).toHaveProperty('status', 202)
  const token = await latestResetToken(email)
  expect((await reset({ token, password: 'first-Password-1' })).status).toBe(200)
  expect((await login(email, 'first-Password-1')).status).toBe(200)
})

test('a reset lifts the wait that failed attempts put on signing in', async () => {
  const account = await newAccount()
  for (let i = 0; i < FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT; i++)
    await login(account.email, `wrong-${i}-pass`)
  expect((await login(account.email, account.password)).status).toBe(429)
  await forgot({ email: account.email })
  await reset({ token: await latestResetToken(account.email), password: 'fresh-Start-2026' })
  expect((await login(account.email, 'fresh-Start-2026')).status).toBe(200)
})

test('one address gets at most 3 reset emails an hour; the 4th ask is a 429 whether or not it has an account', async () => {
  expect(RESET_EMAILS_PER_ADDRESS.limit).toBe(3)
  const account = await newAccount()
  const stranger = uniqueEmail('stranger')
  for (const email of [account.email, stranger]) {
    for (let i = 0; i < 3; i++) expect((await forgot({ email })).status).toBe(202)
    const limited = await forgot({ email })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = await limited.json()
    expect(body.error).toMatch(
      /^Several reset links were asked for this address in the last hour\. Please wait \d+ minutes? and try again\.$/,
    )
    expect(body.retryAfterSeconds).toBeGreaterThan(0)
  }
  expect(await resetEmails(account.email)).toHaveLength(3)
  await sendQueued()
  expect(readOutbox(dataDir, stranger)).toEqual([])
  // A new hour starts a new count.
  const nextHour = new Date(Date.now() + 3_600_000)
  expect(
    await requestPasswordReset(db, { email: account.email }, { siteUrl: SITE }, nextHour),
  ).toEqual({ ok: true, ...NEUTRAL_ANSWER })
})

test('the forgot-password page answers the same neutral message, and its errors, without JavaScript', async () => {
  const account = await newAccount()
  const page = (email: string) =>
    callRoute(forgotPage.action, formPost('/forgot-password', { email }))
  for (const email of [account.email, uniqueEmail('ghost')]) {
    const response = await page(email)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      sent: NEUTRAL_ANSWER.message,
      fieldErrors: {},
      formError: null,
      values: { email },
    })
  }
  expect(await resetEmails(account.email)).toHaveLength(1)

  const invalid = await page('nope')
  expect(invalid.status).toBe(400)
  expect((await invalid.json()).fieldErrors).toEqual({
    email: 'Enter a valid email address, like name@example.com',
  })

  await page(account.email)
  await page(account.email)
  const limited = await page(account.email)
  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  expect((await limited.json()).formError).toMatch(/Please wait \d+ minutes?/)
})

test('the reset page shows the form for a good link, checks both fields, and signs out everywhere', async () => {
  const account = await newAccount()
  const cookie = `ww_session=${account.token}`
  await forgot({ email: account.email })
  const token = await latestResetToken(account.email)
  const load = (t: string) =>
    callRoute(resetPage.loader, new Request(`${SITE}/reset-password?token=${t}`)).then((r) =>
      r.json(),
    )
  expect(await load(token)).toEqual({ token, email: account.email })
  expect(await load('made-up-token-made-up-token')).toEqual({ token: null, email: null })
  expect(
    await callRoute(resetPage.loader, new Request(`${SITE}/reset-password`)).then((r) => r.json()),
  ).toEqual({ token: null, email: null })

  const submit = (fields: Record<string, string>) =>
    callRoute(resetPage.action, formPost('/reset-password', fields, { Cookie: cookie }))
  const mismatch = await submit({
    token,
    password: 'fresh-Start-2026',
    confirmPassword: 'fresh-Start-2062',
  })
  expect(mismatch.status).toBe(400)
  expect(await mismatch.json()).toEqual({
    fieldErrors: { confirmPassword: 'The two passwords do not match' },
    formError: null,
  })
  const weak = await submit({ token, password: 'short1', confirmPassword: '' })
  expect((await weak.json()).fieldErrors).toEqual({
    password: 'Must be at least 8 characters with a mix of letters and numbers',
    confirmPassword: 'Enter the new password again',
  })
  const noToken = await submit({
    password: 'fresh-Start-2026',
    confirmPassword: 'fresh-Start-2026',
  })
  expect((await noToken.json()).formError).toMatch(INVALID_LINK)
  // Failed attempts leave the link usable.
  expect(await load(token)).toEqual({ token, email: account.email })

  const done = await submit({
    token,
    password: 'fresh-Start-2026',
    confirmPassword: 'fresh-Start-2026',
  })
  expect(done.status).toBe(302)
  expect(done.headers.get('location')).toBe('/login?reset=done')
  expect(done.headers.get('set-cookie')).toMatch(/^ww_session=; .*Max-Age=0/)
  expect((await me(account.token)).status).toBe(401)
  expect(await load(token)).toEqual({ token: null, email: null })

  const reused = await submit({
    token,
    password: 'other-Start-2026',
    confirmPassword: 'other-Start-2026',
  })
  expect(reused.status).toBe(400)
  expect((await reused.json()).formError).toMatch(INVALID_LINK)
  expect((await login(account.email, 'fresh-Start-2026')).status).toBe(200)
})

test('resend-verification sends a fresh link to a signed-in, unconfirmed user', async () => {
  const account = await newAccount()
  const resend = (headers: Record<string, string>) =>
    callRoute(
      resendApi.action,
      new Request(`${SITE}/api/auth/resend-verification`, { method: 'POST', headers }),
    )
  const anonymous = await resend({})
  expect(anonymous.status).toBe(401)
  expect(await anonymous.json()).toEqual({ error: 'Sign in to continue.', login: '/login' })
  expect(
    (await callRoute(resendApi.loader, new Request(`${SITE}/api/auth/resend-verification`))).status,
  ).toBe(405)

  expect(verificationEmails(account.email)).toHaveLength(0)
  const byCookieThenToken: Record<string, string>[] = [
    { Cookie: `ww_session=${account.token}` },
    { Authorization: `Bearer ${account.token}` },
  ]
  for (const headers of byCookieThenToken) {
    const response = await resend(headers)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({
      message: 'We have sent a new confirmation link to your email address. It works for 7 days.',
    })
  }
  const mails = verificationEmails(account.email)
  expect(mails).toHaveLength(2)
  const links = [
    ...new Set(
      mails
        .join('\n')
        .match(/http:\/\/localhost:3000\/verify-email\?token=[\w-]+/g)!
        .map((link) => new URL(link).searchParams.get('token')!),
    ),
  ]
  const verify = (token: string) =>
    callRoute(verifyPage.loader, new Request(`${SITE}/verify-email?token=${token}`)).then((r) =>
      r.json(),
    )
  expect(links).toHaveLength(2)
  // The second link replaced the first: exactly one of the two works.
  const results = [await verify(links[0]!), await verify(links[1]!)]
  expect(results.map((r) => r.verified).sort()).toEqual([false, true])

  const verified = await resend({ Authorization: `Bearer ${account.token}` })
  expect(verified.status).toBe(409)
  expect(await verified.json()).toEqual({ error: 'Your email address is already confirmed.' })
})

test('resend-verification sends at most 3 links an hour per account', async () => {
  expect(VERIFICATION_EMAILS_PER_ACCOUNT.limit).toBe(3)
  const account = await newAccount()
  const resend = () =>
    callRoute(
      resendApi.action,
      new Request(`${SITE}/api/auth/resend-verification`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.token}` },
      }),
    )
  for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(202)
  const limited = await resend()
  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  expect((await limited.json()).error).toMatch(
    /^We have sent several confirmation links in the last hour\. Please wait \d+ minutes?/,
  )
  expect(verificationEmails(account.email)).toHaveLength(3)
})

test('the resend form goes back to a same-site page with ?verification=…, and needs a session', async () => {
  const account = await newAccount()
  const post = (fields: Record<string, string>, cookie?: string) =>
    callRoute(
      resendForm.action,
      formPost('/verify-email/resend', fields, cookie ? { Cookie: cookie } : {}),
    )
  const anonymous = await post({ returnTo: '/dashboard' })
  expect(anonymous.status).toBe(302)
  expect(anonymous.headers.get('location')).toBe('/login?redirect=%2Fverify-email%2Fresend')

  const cookie = `ww_session=${account.token}`
  const sent = await post({ returnTo: '/dashboard?tab=profile#email' }, cookie)
  expect(sent.headers.get('location')).toBe('/dashboard?tab=profile&verification=sent#email')
  const offSite = await post({ returnTo: '//evil.example/phish' }, cookie)
  expect(offSite.headers.get('location')).toBe('/dashboard?verification=sent')
  const noReturnTo = await post({}, cookie)
  expect(noReturnTo.headers.get('location')).toBe('/dashboard?verification=sent')
  expect((await post({ returnTo: '/dashboard' }, cookie)).headers.get('location')).toBe(
    '/dashboard?verification=wait',
  )

  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.id))
  expect((await post({ returnTo: '/dashboard' }, cookie)).headers.get('location')).toBe(
    '/dashboard?verification=already-confirmed',
  )
  // A visit never sends anything.
  const visit = await callRoute(resendForm.loader, new Request(`${SITE}/verify-email/resend`))
  expect(visit.headers.get('location')).toBe('/dashboard')
})
