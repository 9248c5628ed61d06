import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { emailedLinks, pathOf } from '../../../tests/emailed-links'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { sessions, users } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
const signupRoute = await import('~/routes/api.auth.signup')
const loginRoute = await import('~/routes/api.auth.login')
const logoutRoute = await import('~/routes/api.auth.logout')
const meRoute = await import('~/routes/api.user.me')
const confirmPage = await import('~/routes/signup.confirm')
const { getSession, hashToken } = await import('./session.server')
const { FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT } = await import('./throttle.server')

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: `jordan.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'plum-Tree-48',
  goals: ['debt-free', 'invest'],
  subscribeNewsletter: true,
  agreeToTerms: true,
  ...overrides,
})

// Sign-ups from one client are limited; each here comes from an address of its own.
let clients = 0
const signup = (body: unknown) =>
  callRoute(
    signupRoute.action,
    jsonRequest('/api/auth/signup', body),
    {},
    {
      clientIp: `10.30.${Math.floor(++clients / 250)}.${clients % 250}`,
    },
  )

/**
 * An account made as a visitor makes one: the sign-up form, then the emailed link's button
 * (pressed with `headers`, such as the cookie of the browser it is pressed in).
 */
async function newAccount(overrides: Record<string, unknown> = {}, headers = {}) {
  const body = signupBody(overrides)
  expect((await signup(body)).status).toBe(202)
  const [link] = await emailedLinks(db, dataDir, body.email, '/signup/confirm')
  const done = await callPage(
    confirmPage.action,
    formRequest(pathOf(link!), [['token', link!.searchParams.get('token')!]], headers),
  )
  expect(done.status).toBe(302)
  const setCookie = done.headers.get('set-cookie')!
  return { body, setCookie, cookie: setCookie.split(';')[0]! }
}
const login = (body: unknown) => callRoute(loginRoute.action, jsonRequest('/api/auth/login', body))
const me = (headers: Record<string, string>) =>
  callRoute(meRoute.loader, new Request('http://localhost:3000/api/user/me', { headers }))
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!

test('sign-up refuses weak or common passwords and a missing agreement', async () => {
  const bad = await signup(
    signupBody({ password: 'abcdefgh', agreeToTerms: false, goals: ['lottery'], email: 'x' }),
  )
  expect(bad.status).toBe(400)
  expect((await bad.json()).fieldErrors).toEqual({
    email: 'Enter a valid email address, like name@example.com',
    password: 'Must be at least 8 characters with a mix of letters and numbers',
    goals: 'Choose goals from the list',
    agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
  })
  for (const password of ['Password123', 'qwerty2024!', 'P@ssw0rd1', 'wealthward1']) {
    const common = await signup(signupBody({ password }))
    expect((await common.json()).fieldErrors.password).toMatch(/too common/)
  }
  const long = await signup(signupBody({ password: `a1${'x'.repeat(127)}` }))
  expect((await long.json()).fieldErrors.password).toBe('Use at most 128 characters')
})

test('finishing a sign-up signs in for this browser session; only the hash of the session id is stored', async () => {
  const { body, setCookie } = await newAccount()
  expect(setCookie).toMatch(/^ww_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)
  const token = setCookie.split(';')[0]!.split('=')[1]!
  const [stored] = await db.select().from(users).where(eq(users.email, body.email))
  expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  const [session] = await db.select().from(sessions).where(eq(sessions.userId, stored!.id))
  expect(session?.idHash).toBe(hashToken(token))
  expect(session?.persistent).toBe(false)
})

test('login answers the same for a wrong password and an unknown email, and remembers on request', async () => {
  const { body } = await newAccount()
  for (const attempt of [
    { email: body.email, password: 'wrong-Pass-1' },
    { email: 'nobody.here@example.com', password: body.password },
  ]) {
    const response = await login(attempt)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid email or password' })
  }

  const remembered = await login({ email: body.email, password: body.password, rememberMe: true })
  expect(remembered.status).toBe(200)
  const answer = await remembered.json()
  expect(answer.user.email).toBe(body.email)
  expect(answer.message).toBe('Signed in.')
  expect(remembered.headers.get('set-cookie')).toMatch(/; Max-Age=2592000$/)

  const browserOnly = await login({ email: body.email, password: body.password })
  expect(browserOnly.headers.get('set-cookie')).not.toMatch(/Max-Age/)
  // A new session id at every sign-in.
  expect(cookieOf(browserOnly)).not.toBe(cookieOf(remembered))
})

test('signing in or up on a browser that was signed in ends the earlier session on the server', async () => {
  const { body: first, cookie: firstCookie } = await newAccount()
  const { body: second } = await newAccount()

  const switched = await callRoute(
    loginRoute.action,
    jsonRequest(
      '/api/auth/login',
      { email: second.email, password: second.password },
      { headers: { Cookie: firstCookie } },
    ),
  )
  expect(switched.status).toBe(200)
  expect((await me({ Cookie: firstCookie })).status).toBe(401)
  const secondCookie = cookieOf(switched)
  expect((await me({ Cookie: secondCookie })).status).toBe(200)

  // A sign-up finished on that browser replaces its session too.
  const { cookie: thirdCookie } = await newAccount({}, { Cookie: secondCookie })
  expect((await me({ Cookie: secondCookie })).status).toBe(401)
  // A failed attempt signs nobody out.
  const failed = await callRoute(
    loginRoute.action,
    jsonRequest(
      '/api/auth/login',
      { email: first.email, password: 'wrong-Pass-1' },
      { headers: { Cookie: thirdCookie } },
    ),
  )
  expect(failed.status).toBe(401)
  expect((await me({ Cookie: thirdCookie })).status).toBe(200)
})

test('the session works by cookie or bearer token; a forged, expired or logged-out one is a 401', async () => {
  const { body } = await newAccount()
  const created = await (await login({ email: body.email, password: body.password })).json()
  const logged = await login({ email: body.email, password: body.password })
  const cookie = cookieOf(logged)

  expect((await me({ Cookie: cookie })).status).toBe(200)
  const byBearer = await me({ Authorization: `Bearer ${created.token}` })
  expect((await byBearer.json()).user.email).toBe(body.email)

  const none = await me({})
  expect(none.status).toBe(401)
  expect(await none.json()).toEqual({ error: 'Sign in to continue.', login: '/login' })
  expect(
    (await me({ Cookie: 'ww_session=forgedforgedforgedforgedforgedforgedforge1' })).status,
  ).toBe(401)
  expect((await me({ Authorization: 'Bearer not a token' })).status).toBe(401)

  // Past the idle limit of a browser session (12 hours), the session is gone.
  const request = new Request('http://localhost:3000/api/user/me', { headers: { Cookie: cookie } })
  const later = new Date(Date.now() + 13 * 3_600_000)
  expect(await getSession(request, { db, now: later })).toBeNull()
  expect((await me({ Cookie: cookie })).status).toBe(401)

  // Logout deletes the session on the server, not only the cookie.
  const bearer = { Authorization: `Bearer ${created.token}` }
  const out = await callRoute(
    logoutRoute.action,
    new Request('http://localhost:3000/api/auth/logout', { method: 'POST', headers: bearer }),
  )
  expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
  expect((await me(bearer)).status).toBe(401)
})

test('advisor sessions last 12 hours and end after 30 idle minutes, whether or not remember me is ticked', async () => {
  const { createSession } = await import('./session.server')
  const [advisor] = await db
    .insert(users)
    .values({
      email: `advisor.${Date.now()}@example.com`,
      firstName: 'A',
      lastName: 'B',
      role: 'advisor',
    })
    .returning()
  const start = new Date('2026-06-01T08:00:00.000Z')
  const minutes = (n: number) => new Date(start.getTime() + n * 60_000)
  for (const persistent of [true, false]) {
    const session = await createSession(db, advisor!, { persistent, secure: false, now: start })
    // Remember me only keeps the cookie across a browser restart, for the same 12 hours.
    expect(session.expiresAt.getTime() - start.getTime()).toBe(12 * 3_600_000)
    if (persistent) expect(session.setCookie).toMatch(/; Max-Age=43200$/)
    else expect(session.setCookie).not.toMatch(/Max-Age/)
    const request = new Request('http://localhost:3000/api/ria/stats', {
      headers: { Authorization: `Bearer ${session.token}` },
    })
    // Active every 25 minutes: still signed in after 11 hours 40 minutes, gone at 12 hours.
    for (let at = 25; at <= 700; at += 25)
      expect(await getSession(request, { db, now: minutes(at) }), `${at} min`).not.toBeNull()
    expect(await getSession(request, { db, now: minutes(721) })).toBeNull()

    const idle = await createSession(db, advisor!, { persistent, secure: false, now: start })
    const idleRequest = new Request('http://localhost:3000/api/ria/stats', {
      headers: { Authorization: `Bearer ${idle.token}` },
    })
    expect(await getSession(idleRequest, { db, now: minutes(29) })).not.toBeNull()
    expect(await getSession(idleRequest, { db, now: minutes(60) })).toBeNull()
  }
})

test('sign out everywhere ends every session of the user', async () => {
  const { body } = await newAccount()
  const a = cookieOf(await login({ email: body.email, password: body.password }))
  const b = cookieOf(await login({ email: body.email, password: body.password, rememberMe: true }))
  await callRoute(
    logoutRoute.action,
    new Request('http://localhost:3000/api/auth/logout?everywhere=true', {
      method: 'POST',
      headers: { Cookie: a },
    }),
  )
  expect((await me({ Cookie: a })).status).toBe(401)
  expect((await me({ Cookie: b })).status).toBe(401)
})

test('repeated failures make the next attempt from that client wait, even with the right password', async () => {
  const { body } = await newAccount()
  for (let i = 0; i < FREE_ATTEMPTS_PER_ACCOUNT_AND_CLIENT; i++) {
    expect((await login({ email: body.email, password: `wrong-${i}-pass` })).status).toBe(401)
  }
  const waiting = await login({ email: body.email, password: body.password })
  expect(waiting.status).toBe(429)
  expect(waiting.headers.get('retry-after')).toMatch(/^\d+$/)
  expect((await waiting.json()).error).toMatch(
    /^Too many sign-in attempts\. Please wait \d+ seconds? and try again, or get a sign-in link by email\.$/,
  )
})

test('bad requests answer 4xx JSON', async () => {
  expect((await login('not json')).status).toBe(400)
  const empty = await login({})
  expect(empty.status).toBe(400)
  expect((await empty.json()).fieldErrors).toEqual({
    email: 'Enter your email address',
    password: 'Enter your password',
  })
  const get = await callRoute(
    loginRoute.loader,
    new Request('http://localhost:3000/api/auth/login'),
  )
  expect(get.status).toBe(405)
})
