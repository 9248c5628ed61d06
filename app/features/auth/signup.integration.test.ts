import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { emailedLinks, pathOf, sendQueuedEmails } from '../../../tests/emailed-links'
import { createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { loggedDatabase } from '../../../tests/logged-database'
import { readOutbox } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { authTokens, emailQueue, newsletterSubscribers, sessions, users } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
// A second database that records each statement, made once: creating it takes a while.
const { db: logged, statementsOf } = await loggedDatabase()
const signupApi = await import('~/routes/api.auth.signup')
const signupPage = await import('~/routes/signup')
const confirmPage = await import('~/routes/signup.confirm')
const loginRoute = await import('~/routes/api.auth.login')
const meRoute = await import('~/routes/api.user.me')
const forgotApi = await import('~/routes/api.auth.forgot-password')
const resetApi = await import('~/routes/api.auth.reset-password')
const {
  confirmSignUp,
  signUp,
  sweepUnconfirmedSignUps,
  SIGN_UPS_PER_CLIENT,
  SIGNUP_EMAILS_PER_ADDRESS,
} = await import('./signup.server')

const SITE = 'http://localhost:3000'
const ANSWER = {
  message: "Check your email to finish: we've sent a message to that address with the next step.",
}
const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`
const body = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Rivera',
  email,
  password: 'plum-Tree-48',
  goals: ['debt-free', 'invest'],
  subscribeNewsletter: true,
  agreeToTerms: true,
  ...overrides,
})

// Each sign-up comes from a client address of its own unless a test says otherwise, so the limit
// per client is met only where a test means to meet it.
let clients = 0
const nextClient = () => `10.20.${Math.floor(++clients / 250)}.${clients % 250}`
const signupApiCall = (json: unknown, clientIp = nextClient()) =>
  callRoute(signupApi.action, jsonRequest('/api/auth/signup', json), {}, { clientIp })
const signupForm = (fields: [string, string][], query = '') =>
  callPage<{ sent: string | null; formError: string | null; values: { email: string } }>(
    signupPage.action,
    formRequest(`/signup${query}`, fields),
    {},
    { clientIp: nextClient() },
  )
const login = (email: string, password: string) =>
  callRoute(loginRoute.action, jsonRequest('/api/auth/login', { email, password }))
const me = (cookie: string) =>
  callRoute(meRoute.loader, new Request(`${SITE}/api/user/me`, { headers: { Cookie: cookie } }))
const confirmLinks = (email: string) => emailedLinks(db, dataDir, email, '/signup/confirm')
const openConfirm = (link: URL) =>
  callPage<{ token: string; email: string; firstName: string; lastName: string } | null>(
    confirmPage.loader,
    new Request(link.href),
  )
const pressConfirm = (link: URL, headers: Record<string, string> = {}) =>
  callPage(
    confirmPage.action,
    formRequest(pathOf(link), [['token', link.searchParams.get('token')!]], headers),
  )
const subjectsTo = async (email: string) => {
  await sendQueuedEmails(db)
  return readOutbox(dataDir, email).map((mail) => mail.match(/^Subject: (.*)$/m)?.[1])
}

test('a new address and one with an account get the same status and answer, and each its own email', async () => {
  const { user: existing, cookie } = await createUserWithSession(db, {
    email: uniqueEmail('existing'),
    firstName: 'Robin',
    emailVerifiedAt: new Date('2026-01-05T10:00:00Z'),
    goals: ['retirement'],
  })
  const fresh = uniqueEmail('fresh')
  for (const email of [fresh, existing.email]) {
    const answer = await signupApiCall(body(email))
    expect(answer.status).toBe(202)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await answer.json()).toEqual(ANSWER)
  }
  for (const email of [uniqueEmail('fresh'), existing.email]) {
    const page = await signupForm(
      Object.entries(body(email, { goals: 'invest', subscribeNewsletter: 'on' })).map(
        ([key, value]) => [key, String(value)],
      ),
    )
    expect(page.status).toBe(200)
    expect(page.data?.sent).toBe(ANSWER.message)
  }

  expect(await subjectsTo(fresh)).toEqual(['Finish creating your Wealthward account'])
  expect(await confirmLinks(fresh)).toHaveLength(1)
  expect(await subjectsTo(existing.email)).toEqual([
    'You already have a Wealthward account',
    'You already have a Wealthward account',
  ])
  const [note] = readOutbox(dataDir, existing.email)
  expect(note).toContain('Hi Robin,')
  expect(note).toContain(`Sign in: ${SITE}/login`)
  expect(note).toContain(`Choose a new password: ${SITE}/forgot-password`)
  expect(await confirmLinks(existing.email)).toEqual([])

  // Nothing about the existing account changed, and its owner is still signed in.
  const [after] = await db.select().from(users).where(eq(users.id, existing.id))
  expect(after).toEqual(existing)
  expect((await me(cookie)).status).toBe(200)
  expect(
    await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, existing.email)),
  ).toEqual([])
})

test('a new account signs in only through its link, which applies what was chosen at sign-up', async () => {
  const email = uniqueEmail('newcomer')
  await signupApiCall(body(email))
  const [pending] = await db.select().from(users).where(eq(users.email, email))
  expect(pending).toMatchObject({ emailVerifiedAt: null, passwordHash: null, role: 'user' })
  // No password works before the link is followed.
  expect((await login(email, 'plum-Tree-48')).status).toBe(401)
  // The chosen password is kept only as its argon2id hash, with the link.
  const [link] = await confirmLinks(email)
  const [stored] = await db.select().from(authTokens).where(eq(authTokens.userId, pending!.id))
  expect(stored?.details).toMatchObject({
    passwordHash: expect.stringMatching(/^\$argon2id\$/),
    goals: ['debt-free', 'invest'],
    subscribeNewsletter: true,
  })
  expect(JSON.stringify(stored?.details)).not.toContain('plum-Tree-48')
  expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 3_600_000)

  // Opening the page (a mail scanner) changes nothing.
  const page = await openConfirm(link!)
  expect(page.data).toMatchObject({ email, firstName: 'Jordan', lastName: 'Rivera' })
  expect(await db.select().from(sessions).where(eq(sessions.userId, pending!.id))).toEqual([])

  const done = await pressConfirm(link!)
  expect(done.status).toBe(302)
  expect(done.headers.get('location')).toBe('/dashboard')
  const cookie = done.headers.get('set-cookie')!.split(';')[0]!
  expect((await (await me(cookie)).json()).user).toMatchObject({
    email,
    emailVerified: true,
    goals: ['debt-free', 'invest'],
  })
  expect((await login(email, 'plum-Tree-48')).status).toBe(200)
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
  expect(subscriber?.source).toBe('signup')

  expect((await pressConfirm(link!)).status).toBe(400)
  expect((await openConfirm(link!)).data).toBeNull()
})

test('the same link pressed twice at once finishes the sign-up once', async () => {
  const email = uniqueEmail('twice')
  await signupApiCall(body(email))
  const [link] = await confirmLinks(email)
  const answers = await Promise.all([pressConfirm(link!), pressConfirm(link!)])
  expect(answers.map((answer) => answer.status).sort()).toEqual([302, 400])
})

test('a later sign-up for an address someone else started takes it over; the earlier link stops working', async () => {
  const email = uniqueEmail('contested')
  await signupApiCall(body(email, { firstName: 'Squatter', password: 'squat-Pass-11' }))
  const [squatterLink] = await confirmLinks(email)
  await signupApiCall(body(email, { firstName: 'Owner', password: 'owner-Pass-22' }))
  const links = await confirmLinks(email)
  expect(links).toHaveLength(2)
  expect((await openConfirm(squatterLink!)).data).toBeNull()
  expect((await pressConfirm(squatterLink!)).status).toBe(400)
  expect((await openConfirm(links[1]!)).data).toMatchObject({ firstName: 'Owner' })
  expect((await pressConfirm(links[1]!)).status).toBe(302)
  expect((await login(email, 'owner-Pass-22')).status).toBe(200)
  expect((await login(email, 'squat-Pass-11')).status).toBe(401)
})

test('an account made before with this address and never confirmed: the owner’s sign-up ends the other person’s access', async () => {
  // Accounts from before sign-up needed confirming could sign in unconfirmed.
  const { user: squatted, cookie: squatterCookie } = await createUserWithSession(db, {
    email: uniqueEmail('squatted'),
    firstName: 'Mallory',
    emailVerifiedAt: null,
  })
  expect((await signupApiCall(body(squatted.email, { password: 'owner-Pass-33' }))).status).toBe(
    202,
  )
  const [link] = await confirmLinks(squatted.email)
  // Until the owner follows the link, nothing changes.
  expect((await me(squatterCookie)).status).toBe(200)
  expect((await pressConfirm(link!)).status).toBe(302)
  expect((await me(squatterCookie)).status).toBe(401)
  expect((await login(squatted.email, TEST_PASSWORD)).status).toBe(401)
  expect((await login(squatted.email, 'owner-Pass-33')).status).toBe(200)
  const [owner] = await db.select().from(users).where(eq(users.id, squatted.id))
  expect(owner).toMatchObject({ firstName: 'Jordan', emailVerifiedAt: expect.any(Date) })
})

test('a password reset lets the owner in too, and the sign-up someone else started can no longer finish', async () => {
  const email = uniqueEmail('reset-owner')
  await signupApiCall(body(email, { firstName: 'Squatter', password: 'squat-Pass-11' }))
  const [squatterLink] = await confirmLinks(email)
  expect(
    (await callRoute(forgotApi.action, jsonRequest('/api/auth/forgot-password', { email }))).status,
  ).toBe(202)
  const [resetLink] = await emailedLinks(db, dataDir, email, '/reset-password')
  const reset = await callRoute(
    resetApi.action,
    jsonRequest('/api/auth/reset-password', {
      token: resetLink!.searchParams.get('token'),
      password: 'owner-Pass-22',
    }),
  )
  expect(reset.status).toBe(200)
  expect((await login(email, 'owner-Pass-22')).status).toBe(200)
  expect((await pressConfirm(squatterLink!)).status).toBe(400)
  expect((await login(email, 'owner-Pass-22')).status).toBe(200)
})

test('a sign-up link stops working after 24 hours', async () => {
  const email = uniqueEmail('slow')
  const started = new Date()
  await signUp(
    db,
    { ...body(email), goals: [], subscribeNewsletter: false },
    { ip: '198.51.100.60', siteUrl: SITE },
    started,
  )
  const [link] = await confirmLinks(email)
  const token = link!.searchParams.get('token')!
  const info = { userAgent: 'vitest', secure: false, siteUrl: SITE }
  const late = new Date(started.getTime() + 24 * 3_600_000 + 1000)
  expect(await confirmSignUp(db, { token }, info, late)).toMatchObject({ ok: false, status: 400 })
  expect(await confirmSignUp(db, { token }, info)).toMatchObject({ ok: true })
})

test('the link keeps the page the visitor was heading for', async () => {
  const email = uniqueEmail('heading')
  const page = await signupForm(
    [
      ['firstName', 'Avery'],
      ['lastName', 'Stone'],
      ['email', email],
      ['password', 'plum-Tree-48'],
      ['agreeToTerms', 'on'],
    ],
    '?redirect=%2Fcalculators',
  )
  expect(page.data?.sent).toBe(ANSWER.message)
  const [link] = await confirmLinks(email)
  expect(link!.searchParams.get('redirect')).toBe('/calculators')
  expect((await pressConfirm(link!)).headers.get('location')).toBe('/calculators')
})

test('one address gets 3 sign-up emails an hour, one client 10 sign-ups in 10 minutes; the 429 is the same for every address', async () => {
  expect(SIGNUP_EMAILS_PER_ADDRESS).toMatchObject({ limit: 3, windowSeconds: 3600 })
  expect(SIGN_UPS_PER_CLIENT).toMatchObject({ limit: 10, windowSeconds: 600 })
  const { user: existing } = await createUserWithSession(db, {
    email: uniqueEmail('known'),
    emailVerifiedAt: new Date(),
  })
  for (const [i, email] of [existing.email, uniqueEmail('unknown')].entries()) {
    const client = `198.51.100.${70 + i}`
    for (let n = 0; n < 3; n++) expect((await signupApiCall(body(email), client)).status).toBe(202)
    const limited = await signupApiCall(body(email), client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).error).toMatch(
      /^Several sign-ups were made with this address in the last hour\. Please wait \d+ minutes? and try again\.$/,
    )
  }
  const client = '198.51.100.80'
  for (let n = 0; n < 10; n++)
    expect((await signupApiCall(body(uniqueEmail('burst')), client)).status).toBe(202)
  const limited = await signupApiCall(body(uniqueEmail('burst')), client)
  expect(limited.status).toBe(429)
  expect((await limited.json()).error).toMatch(/^Several sign-ups were made from your connection/)
})

test('a new address and one with an account cost the same statements', async () => {
  const [known] = await logged
    .insert(users)
    .values({
      email: uniqueEmail('known'),
      firstName: 'Sam',
      lastName: 'Lee',
      emailVerifiedAt: new Date(),
    })
    .returning()
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.5)
  const start = (email: string) => (database: typeof db) =>
    signUp(
      database,
      { ...body(email), goals: [], subscribeNewsletter: false },
      { ip: '198.51.100.90', siteUrl: SITE },
    )
  const forKnown = await statementsOf(start(known!.email))
  const forNew = await statementsOf(start(uniqueEmail('new')))
  random.mockRestore()
  expect(forNew).toEqual(forKnown)
  const queued = await logged.select({ template: emailQueue.template }).from(emailQueue)
  expect(queued.map((row) => row.template).sort()).toEqual([
    'signup-account-exists',
    'signup-confirmation',
  ])
})

test('a sign-up never confirmed is deleted after 7 days; other accounts stay', async () => {
  const email = uniqueEmail('abandoned')
  const started = new Date(Date.now() - 8 * 86_400_000)
  await signUp(
    db,
    { ...body(email), goals: [], subscribeNewsletter: false },
    { ip: '198.51.100.95', siteUrl: SITE },
    started,
  )
  await db.update(users).set({ createdAt: started }).where(eq(users.email, email))
  const { user: legacy } = await createUserWithSession(db, {
    email: uniqueEmail('legacy'),
    emailVerifiedAt: null,
    createdAt: started,
  })
  const recent = uniqueEmail('recent')
  await signupApiCall(body(recent))
  await sweepUnconfirmedSignUps(db)
  expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
  expect(await db.select().from(users).where(eq(users.id, legacy.id))).toHaveLength(1)
  expect(await db.select().from(users).where(eq(users.email, recent))).toHaveLength(1)
})

test('bad input: 400 naming each problem, and the page keeps everything typed', async () => {
  const bad = await signupApiCall(body('x', { password: 'abcdefgh', agreeToTerms: false }))
  expect(bad.status).toBe(400)
  expect((await bad.json()).fieldErrors).toEqual({
    email: 'Enter a valid email address, like name@example.com',
    password: 'Must be at least 8 characters with a mix of letters and numbers',
    agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
  })
  const page = await signupForm([
    ['firstName', 'Noel'],
    ['lastName', 'Park'],
    ['email', 'noel@example'],
    ['password', 'short1'],
    ['goals', 'invest'],
    ['subscribeNewsletter', 'on'],
  ])
  expect(page.status).toBe(400)
  expect(page.data).toMatchObject({
    sent: null,
    values: {
      firstName: 'Noel',
      lastName: 'Park',
      email: 'noel@example',
      goals: ['invest'],
      subscribeNewsletter: true,
      agreeToTerms: false,
    },
  })
  const forged = await callPage(
    confirmPage.action,
    formRequest('/signup/confirm', [['token', 'y'.repeat(43)]]),
  )
  expect(forged.status).toBe(400)
  expect((await callRoute(signupApi.loader, new Request(`${SITE}/api/auth/signup`))).status).toBe(
    405,
  )
})
