import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Events, type MutableResponse } from 'oauth2-mock-server'
import { afterAll, expect, test } from 'vitest'
import { createUserWithSession } from '../../../tests/factories'
import { MOCK_CLIENT_SECRET, startMockProvider } from '../../../tests/mock-oauth-provider'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { oauthAccounts, sessions, users } from '~/db/schema'

// The app talks to a local mock provider for both Google and Facebook, never to a real one.
const provider = await startMockProvider()
afterAll(() => provider.stop())
Object.assign(process.env, provider.envFor('google'), provider.envFor('facebook'))

const { db } = await setUpTestDatabase()
const startRoute = await import('~/routes/api.auth.$provider')
const callbackRoute = await import('~/routes/api.auth.$provider.callback')
const meRoute = await import('~/routes/api.user.me')
const loginPage = await import('~/routes/login')
const { signInWithSocialIdentity } = await import('./social-accounts.server')

const SITE = 'http://localhost:3000'
type Provider = 'google' | 'facebook'

const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`
const uniqueId = () => randomBytes(8).toString('hex')

const cookiePair = (setCookie: string) => setCookie.split(';')[0]!
const setCookies = (response: Response) => response.headers.getSetCookie()

function googleUser(overrides: Record<string, unknown> = {}) {
  return {
    sub: `google-${uniqueId()}`,
    email: uniqueEmail('casey'),
    email_verified: true,
    given_name: 'Casey',
    family_name: 'Nguyen',
    ...overrides,
  }
}

const start = (provider: Provider, query = '') =>
  callRoute(startRoute.loader, new Request(`${SITE}/api/auth/${provider}${query}`), { provider })

const callback = (provider: Provider, url: string, cookie?: string) =>
  callRoute(
    callbackRoute.loader,
    new Request(url, { headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'vitest' } }),
    { provider },
  )

/** The provider's page: it authorizes at once and sends the browser back with a code (or error). */
async function authorize(location: string) {
  const answer = await fetch(location, { redirect: 'manual' })
  expect(answer.status).toBe(302)
  const back = answer.headers.get('location')!
  expect(back.startsWith(`${SITE}/api/auth/`)).toBe(true)
  return back
}

/** The whole round trip as a browser makes it: start → provider → callback. */
async function signInWith(provider: Provider, query = '') {
  const started = await start(provider, query)
  expect(started.status).toBe(302)
  const stateCookie = cookiePair(setCookies(started)[0]!)
  const back = await authorize(started.headers.get('location')!)
  return callback(provider, back, stateCookie)
}

const sessionCookieOf = (response: Response) =>
  setCookies(response).find((cookie) => cookie.startsWith('ww_session='))

async function signedInUser(response: Response) {
  const cookie = sessionCookieOf(response)
  expect(cookie).toBeDefined()
  const me = await callRoute(
    meRoute.loader,
    new Request(`${SITE}/api/user/me`, { headers: { cookie: cookiePair(cookie!) } }),
  )
  expect(me.status).toBe(200)
  return (await me.json()).user
}

const usersWithEmail = (email: string) => db.select().from(users).where(eq(users.email, email))

test('starting Google sign-in sends the browser to the provider with state, PKCE and the scopes', async () => {
  const response = await start('google', '?redirect=%2Fcalculators%2Fretirement')
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/authorize`)
  const query = Object.fromEntries(location.searchParams)
  expect(query).toMatchObject({
    response_type: 'code',
    client_id: 'google-test-client',
    redirect_uri: `${SITE}/api/auth/google/callback`,
    scope: 'openid email profile',
    code_challenge_method: 'S256',
  })
  expect(query.state).toMatch(/^[\w-]{20,}$/)
  expect(query.code_challenge).toMatch(/^[\w-]{43}$/)
  expect(response.headers.get('cache-control')).toBe('no-store')

  const [cookie] = setCookies(response)
  expect(cookie).toMatch(/^ww_oauth_google=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/)
  // The cookie holds the state and verifier, never the client secret.
  const pending = JSON.parse(
    Buffer.from(cookiePair(cookie!).split('=')[1]!, 'base64url').toString(),
  )
  expect(pending).toMatchObject({ state: query.state, redirectTo: '/calculators/retirement' })
  expect(pending.codeVerifier).toMatch(/^[\w-]{43,128}$/)
  expect(cookie).not.toContain(MOCK_CLIENT_SECRET)
})

test('Facebook asks for the email and public profile', async () => {
  const response = await start('facebook')
  const location = new URL(response.headers.get('location')!)
  expect(location.searchParams.get('scope')).toBe('email public_profile')
  expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/facebook/callback`)
  expect(location.searchParams.get('code_challenge_method')).toBe('S256')
  expect(setCookies(response)[0]).toMatch(/^ww_oauth_facebook=/)
})

test('an unknown provider is a 404 JSON answer, and only GET is allowed', async () => {
  const unknown = await callRoute(startRoute.loader, new Request(`${SITE}/api/auth/twitter`), {
    provider: 'twitter',
  })
  expect(unknown.status).toBe(404)
  expect(await unknown.json()).toEqual({ error: 'No such API endpoint.' })
  const post = await callRoute(startRoute.action, jsonRequest('/api/auth/google', {}), {
    provider: 'google',
  })
  expect(post.status).toBe(405)
  const unknownPost = await callRoute(startRoute.action, jsonRequest('/api/auth/nobody', {}), {
    provider: 'nobody',
  })
  expect(unknownPost.status).toBe(404)
})

test('a first Google sign-in creates a verified account without a password and signs it in', async () => {
  const claims = googleUser()
  provider.nextGoogleUser(claims)
  const response = await signInWith('google')
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe('/dashboard')
  const cookies = setCookies(response)
  // The state cookie is cleared; the session lasts for the browser session, as after sign-up.
  expect(cookies).toContain('ww_oauth_google=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
  expect(sessionCookieOf(response)).toMatch(
    /^ww_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
  )

  const user = await signedInUser(response)
  expect(user).toMatchObject({
    email: claims.email,
    firstName: 'Casey',
    lastName: 'Nguyen',
    emailVerified: true,
    role: 'user',
  })
  const [stored] = await usersWithEmail(claims.email)
  expect(stored?.passwordHash).toBeNull()
  const links = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, stored!.id))
  expect(links).toEqual([
    expect.objectContaining({ provider: 'google', providerUserId: claims.sub }),
  ])
})

test('signing in again with the same Google account reuses the account', async () => {
  const claims = googleUser()
  provider.nextGoogleUser(claims)
  const first = await signedInUser(await signInWith('google'))
  // The email at Google may change later; the linked identity still finds the account.
  provider.nextGoogleUser({ ...claims, email: uniqueEmail('renamed') })
  const second = await signedInUser(await signInWith('google'))
  expect(second.id).toBe(first.id)
  expect(await usersWithEmail(claims.email)).toHaveLength(1)
  expect(
    await db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, claims.sub)),
  ).toHaveLength(1)
})

test('a verified Google email links to the existing account and keeps its verified password', async () => {
  const email = uniqueEmail('existing')
  const { user: before } = await createUserWithSession(db, {
    email,
    firstName: 'Robin',
    lastName: 'Okafor',
    emailVerifiedAt: new Date(),
  })

  provider.nextGoogleUser(googleUser({ email: email.toUpperCase(), given_name: 'Rob' }))
  const user = await signedInUser(await signInWith('google'))
  expect(user).toMatchObject({ id: before.id, firstName: 'Robin', email })
  const [after] = await usersWithEmail(email)
  expect(after?.passwordHash).toBe(before?.passwordHash)
  expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, before.id))).toEqual([
    expect.objectContaining({ provider: 'google' }),
  ])
})

test('linking to an account whose email was never verified drops its password and sessions', async () => {
  const email = uniqueEmail('unproven')
  // Made before sign-up needed a confirmed address, and signed in with a password.
  const { user: before, cookie: earlierCookie } = await createUserWithSession(db, {
    email,
    firstName: 'Someone',
    lastName: 'Else',
    emailVerifiedAt: null,
  })
  expect(before.passwordHash).not.toBeNull()

  provider.nextGoogleUser(googleUser({ email }))
  const user = await signedInUser(await signInWith('google'))
  expect(user).toMatchObject({ id: before.id, emailVerified: true })
  const [after] = await usersWithEmail(email)
  expect(after?.passwordHash).toBeNull()
  // Whoever signed up with that password is signed out; only the new session remains.
  const me = await callRoute(
    meRoute.loader,
    new Request(`${SITE}/api/user/me`, { headers: { cookie: earlierCookie } }),
  )
  expect(me.status).toBe(401)
  expect(await db.select().from(sessions).where(eq(sessions.userId, before.id))).toHaveLength(1)
})

test('an email Google has not verified is refused: no account is created or linked', async () => {
  const fresh = googleUser({ email_verified: false })
  provider.nextGoogleUser(fresh)
  const refused = await signInWith('google')
  expect(refused.status).toBe(302)
  expect(refused.headers.get('location')).toBe('/login?error=unverified&provider=google')
  expect(sessionCookieOf(refused)).toBeUndefined()
  expect(await usersWithEmail(fresh.email)).toHaveLength(0)

  const email = uniqueEmail('taken')
  await createUserWithSession(db, { email, firstName: 'Ada', lastName: 'Hart' })
  provider.nextGoogleUser(googleUser({ email, email_verified: 'false' }))
  const notLinked = await signInWith('google')
  expect(notLinked.headers.get('location')).toBe('/login?error=unverified&provider=google')
  const [account] = await usersWithEmail(email)
  expect(
    await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account!.id)),
  ).toEqual([])
})

test('Facebook: the Graph API profile creates the account, with the app secret proof', async () => {
  const email = uniqueEmail('drew')
  provider.nextFacebookUser({
    id: `fb-${uniqueId()}`,
    email,
    first_name: 'Drew',
    last_name: 'Park',
  })
  const calls = provider.facebookCalls.length
  let accessToken = ''
  provider.server.service.once(Events.BeforeResponse, (tokenResponse: MutableResponse) => {
    if (typeof tokenResponse.body === 'object')
      accessToken = String(tokenResponse.body.access_token)
  })
  const response = await signInWith('facebook', '?redirect=%2Fcalculators')
  expect(response.headers.get('location')).toBe('/calculators')
  expect(await signedInUser(response)).toMatchObject({
    email,
    firstName: 'Drew',
    lastName: 'Park',
    emailVerified: true,
  })
  const call = provider.facebookCalls[calls]!
  expect(call.get('fields')).toBe('id,email,first_name,last_name')
  expect(call.get('appsecret_proof')).toBe(
    createHmac('sha256', MOCK_CLIENT_SECRET).update(accessToken).digest('hex'),
  )
  expect(call.has('access_token')).toBe(false)
})

test('Facebook without an email address is refused', async () => {
  provider.nextFacebookUser({ id: `fb-${uniqueId()}`, first_name: 'No', last_name: 'Email' })
  const response = await signInWith('facebook')
  expect(response.headers.get('location')).toBe('/login?error=no-email&provider=facebook')
  expect(sessionCookieOf(response)).toBeUndefined()
})

test('a state that does not match the cookie, or no cookie at all, goes back to /login', async () => {
  const claims = googleUser()
  const started = await start('google')
  const stateCookie = cookiePair(setCookies(started)[0]!)
  const back = new URL(await authorize(started.headers.get('location')!))

  const forged = new URL(back)
  forged.searchParams.set('state', 'x'.repeat(back.searchParams.get('state')!.length))
  const mismatch = await callback('google', forged.href, stateCookie)
  expect(mismatch.status).toBe(302)
  expect(mismatch.headers.get('location')).toBe('/login?error=social&provider=google')
  expect(setCookies(mismatch)).toEqual([
    'ww_oauth_google=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
  ])

  const noCookie = await callback('google', back.href)
  expect(noCookie.headers.get('location')).toBe('/login?error=social&provider=google')
  expect(await usersWithEmail(claims.email)).toHaveLength(0)
})

test('a code exchanged with the wrong PKCE verifier is refused by the provider', async () => {
  const started = await start('google')
  const [name, value] = cookiePair(setCookies(started)[0]!).split('=') as [string, string]
  const pending = JSON.parse(Buffer.from(value, 'base64url').toString())
  const tampered = Buffer.from(
    JSON.stringify({ ...pending, codeVerifier: randomBytes(32).toString('base64url') }),
  ).toString('base64url')
  const back = await authorize(started.headers.get('location')!)
  const response = await callback('google', back, `${name}=${tampered}`)
  expect(response.headers.get('location')).toBe('/login?error=social&provider=google')
  expect(sessionCookieOf(response)).toBeUndefined()
})

test('declining at the provider comes back to /login with its own message and the target kept', async () => {
  provider.nextAuthorizationFails('access_denied')
  const declined = await signInWith('google', '?redirect=%2Fcalculators')
  expect(declined.headers.get('location')).toBe(
    '/login?error=denied&provider=google&redirect=%2Fcalculators',
  )
  provider.nextAuthorizationFails('server_error')
  const failed = await signInWith('facebook')
  expect(failed.headers.get('location')).toBe('/login?error=social&provider=facebook')
})

test('the login page explains what went wrong', async () => {
  const page = (query: string) =>
    callRoute(loginPage.loader, new Request(`${SITE}/login${query}`)).then((r) => r.json())
  expect((await page('?error=social&provider=google')).socialError).toBe(
    "We couldn't sign you in with Google. Please try again.",
  )
  expect((await page('?error=denied&provider=facebook')).socialError).toMatch(
    /^Signing in with Facebook was cancelled/,
  )
  expect((await page('?error=unverified&provider=google')).socialError).toMatch(
    /Google has not verified your email address/,
  )
  expect((await page('?error=nonsense&provider=google')).socialError).toBeNull()
  expect((await page('')).providers).toEqual(['google', 'facebook'])
})

test('an unsafe redirect target falls back to the dashboard', async () => {
  provider.nextGoogleUser(googleUser())
  const response = await signInWith('google', '?redirect=https%3A%2F%2Fevil.example%2F')
  expect(response.headers.get('location')).toBe('/dashboard')
})

test('advisor and admin accounts cannot be signed in to with Google', async () => {
  const email = uniqueEmail('advisor')
  await db.insert(users).values({
    email,
    emailVerifiedAt: new Date(),
    firstName: 'Pat',
    lastName: 'Advisor',
    role: 'advisor',
  })
  provider.nextGoogleUser(googleUser({ email }))
  const response = await signInWith('google')
  expect(response.headers.get('location')).toBe('/login?error=staff&provider=google')
  const [advisor] = await usersWithEmail(email)
  expect(
    await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, advisor!.id)),
  ).toEqual([])
})

test('the linking rules, applied to identities directly', async () => {
  const info = { userAgent: 'vitest', secure: false }
  const identity = {
    provider: 'facebook' as const,
    providerUserId: `fb-${uniqueId()}`,
    email: uniqueEmail('direct'),
    emailVerified: true,
    firstName: '',
    lastName: '',
  }
  const created = await signInWithSocialIdentity(db, identity, info, '/dashboard')
  expect(created).toMatchObject({ ok: true, how: 'created' })
  // Without a name from the provider, the first name is the start of the email address.
  if (created.ok) expect(created.user.firstName).toBe(identity.email.split('@')[0])

  // An identity linked before signs in even if the provider no longer vouches for the email.
  const again = await signInWithSocialIdentity(
    db,
    { ...identity, email: null, emailVerified: false },
    info,
    '/dashboard',
  )
  expect(again).toMatchObject({ ok: true, how: 'signed-in' })
  if (again.ok && created.ok) expect(again.user.id).toBe(created.user.id)

  // A second provider links to the same account by its verified email.
  const google = await signInWithSocialIdentity(
    db,
    { ...identity, provider: 'google', providerUserId: `g-${uniqueId()}` },
    info,
    '/dashboard',
  )
  expect(google).toMatchObject({ ok: true, how: 'linked' })
  if (google.ok && created.ok) expect(google.user.id).toBe(created.user.id)

  expect(
    await signInWithSocialIdentity(
      db,
      { ...identity, providerUserId: `fb-${uniqueId()}`, emailVerified: false },
      info,
      '/dashboard',
    ),
  ).toEqual({ ok: false, error: 'unverified' })
  expect(
    await signInWithSocialIdentity(
      db,
      { ...identity, providerUserId: `fb-${uniqueId()}`, email: null },
      info,
      '/dashboard',
    ),
  ).toEqual({ ok: false, error: 'no-email' })
})
