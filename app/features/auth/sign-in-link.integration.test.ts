import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { createUserWithSession } from '../../../tests/factories'
import { loggedDatabase } from '../../../tests/logged-database'
import { readOutbox } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { authTokens, emailQueue, sessions, users } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
// A second database that records each statement, made once: creating it takes a while.
const { db: logged, statementsOf } = await loggedDatabase()
const linkApi = await import('~/routes/api.auth.sign-in-link')
const linkPage = await import('~/routes/login.link')
const openPage = await import('~/routes/login.link.open')
const loginRoute = await import('~/routes/api.auth.login')
const meRoute = await import('~/routes/api.user.me')
const { deliverQueuedEmails } = await import('~/features/email/index.server')
const { hashToken } = await import('./session.server')
const { requestSignInLink, signInLinkAccount, signInWithLink, SIGN_IN_LINKS_PER_CLIENT } =
  await import('./sign-in-link.server')

const SITE = 'http://localhost:3000'
const NEUTRAL = {
  message:
    "If an account exists for that address, we've emailed it a sign-in link. It works once, for 15 minutes.",
}
const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`

const askApi = (email: string, clientIp = '203.0.113.9') =>
  callRoute(linkApi.action, jsonRequest('/api/auth/sign-in-link', { email }), {}, { clientIp })

/** Sends what is queued, then the sign-in links emailed to `email`, oldest first. */
async function linksTo(email: string) {
  while ((await deliverQueuedEmails(db)).claimed > 0);
  return readOutbox(dataDir, email)
    .filter((mail) => mail.includes('Subject: Your Wealthward sign-in link'))
    .flatMap(
      (mail) =>
        mail
          .replaceAll('&amp;', '&')
          .match(/http:\/\/localhost:3000\/login\/link\/open\?[\w=&%.-]+/g) ?? [],
    )
    .filter((link, i, all) => all.indexOf(link) === i)
    .map((link) => new URL(link))
}

const open = (link: URL) =>
  callPage<{ token: string | null; email: string | null }>(openPage.loader, new Request(link.href))
const press = (link: URL, clientIp = '203.0.113.9') =>
  callPage(
    openPage.action,
    formRequest(`${link.pathname}${link.search}`, [['token', link.searchParams.get('token')!]]),
    {},
    { clientIp },
  )
const sessionsOf = async (userId: string) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length

test('an account gets a link that signs in once; an unknown address gets the same answer and no email', async () => {
  const { user } = await createUserWithSession(db, { email: uniqueEmail('linked') })
  const stranger = uniqueEmail('stranger')
  for (const email of [user.email, stranger]) {
    const answer = await askApi(email)
    expect(answer.status).toBe(202)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual(NEUTRAL)
  }
  expect(await linksTo(stranger)).toEqual([])
  const [link] = await linksTo(user.email)
  const token = link!.searchParams.get('token')!
  expect(token).toMatch(/^[\w-]{43}$/)
  // Only the hash is stored, and it lasts 15 minutes.
  const [stored] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, 'sign-in-link')))
  expect(stored?.tokenHash).toBe(hashToken(token))
  expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(15 * 60_000)

  // Opening the page (what a mail scanner does) signs nobody in.
  const before = await sessionsOf(user.id)
  const page = await open(link!)
  expect(page.data).toEqual({ token, email: user.email })
  expect(await sessionsOf(user.id)).toBe(before)

  const signedIn = await press(link!)
  expect(signedIn.status).toBe(302)
  expect(signedIn.headers.get('location')).toBe('/dashboard')
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!
  const me = await callRoute(
    meRoute.loader,
    new Request(`${SITE}/api/user/me`, { headers: { Cookie: cookie } }),
  )
  expect((await me.json()).user.email).toBe(user.email)

  // Once.
  const again = await press(link!)
  expect(again.status).toBe(400)
  expect(again.data).toEqual({
    formError: expect.stringMatching(/^This sign-in link is not valid/),
  })
  expect((await open(link!)).data).toEqual({ token: null, email: null })
})

test('asking for a link costs the same statements for a known and an unknown address', async () => {
  const [known] = await logged
    .insert(users)
    .values({ email: uniqueEmail('known'), firstName: 'Sam', lastName: 'Lee' })
    .returning()
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.5)
  const ask = (email: string) => (database: typeof db) =>
    requestSignInLink(database, { email }, { ip: '198.51.100.50', siteUrl: SITE })
  const forKnown = await statementsOf(ask(known!.email))
  const forUnknown = await statementsOf(ask(uniqueEmail('unknown')))
  random.mockRestore()
  expect(forUnknown).toEqual(forKnown)
  expect(await logged.select().from(emailQueue)).toHaveLength(1)
})

test('the same link pressed twice at once signs in only once', async () => {
  const { user } = await createUserWithSession(db, { email: uniqueEmail('double') })
  await askApi(user.email)
  const [link] = await linksTo(user.email)
  const answers = await Promise.all([press(link!), press(link!)])
  expect(answers.map((answer) => answer.status).sort()).toEqual([302, 400])
})

test('a link stops working after 15 minutes', async () => {
  const { user } = await createUserWithSession(db, { email: uniqueEmail('late') })
  const asked = new Date()
  await requestSignInLink(db, { email: user.email }, { ip: '203.0.113.20', siteUrl: SITE }, asked)
  const [link] = await linksTo(user.email)
  const token = link!.searchParams.get('token')!
  const later = new Date(asked.getTime() + 15 * 60_000 + 1000)
  expect(await signInLinkAccount(db, token, later)).toBeNull()
  expect(
    await signInWithLink(db, { token }, { userAgent: 'vitest', secure: false }, later),
  ).toMatchObject({ ok: false, status: 400 })
  expect(await signInLinkAccount(db, token)).toEqual({ email: user.email })
})

test('one address gets a new link at most every 5 minutes, and each link sent still works', async () => {
  const { user } = await createUserWithSession(db, { email: uniqueEmail('often') })
  const start = new Date()
  const ask = (minutes: number, ip: string) =>
    requestSignInLink(
      db,
      { email: user.email },
      { ip, siteUrl: SITE },
      new Date(start.getTime() + minutes * 60_000),
    )
  // Strangers asking from other clients get the same answer, and no more mail goes out.
  for (const [minutes, ip] of [
    [0, '198.51.100.1'],
    [1, '198.51.100.2'],
    [4, '198.51.100.3'],
  ] as const)
    expect(await ask(minutes, ip)).toEqual({ ok: true, ...NEUTRAL })
  expect(await linksTo(user.email)).toHaveLength(1)
  expect(await ask(6, '198.51.100.4')).toEqual({ ok: true, ...NEUTRAL })
  const links = await linksTo(user.email)
  expect(links).toHaveLength(2)
  // The newer link does not retire the older one: the owner may be holding either.
  for (const link of links)
    expect(
      await signInLinkAccount(
        db,
        link.searchParams.get('token')!,
        new Date(start.getTime() + 7 * 60_000),
      ),
    ).toEqual({ email: user.email })
})

test('one client may ask for 10 links in 10 minutes, for whatever addresses; then 429', async () => {
  expect(SIGN_IN_LINKS_PER_CLIENT).toMatchObject({ limit: 10, windowSeconds: 600 })
  const client = '198.51.100.30'
  for (let i = 0; i < 10; i++) expect((await askApi(uniqueEmail('many'), client)).status).toBe(202)
  const limited = await askApi(uniqueEmail('many'), client)
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await limited.json()).error).toMatch(
    /^Several sign-in links were asked for from your connection in the last few minutes\. Please wait \d+ minutes? and try again\.$/,
  )
  expect((await askApi(uniqueEmail('many'), '198.51.100.31')).status).toBe(202)
})

test('a flood of guesses and link requests from many clients does not stop the owner’s link', async () => {
  const { user } = await createUserWithSession(db, { email: uniqueEmail('besieged') })
  const clients = Array.from({ length: 30 }, (_, i) => `192.0.2.${100 + i}`)
  await Promise.all(
    clients.flatMap((ip, i) => [
      callRoute(
        loginRoute.action,
        jsonRequest('/api/auth/login', { email: user.email, password: `guess-${i}-word` }),
        {},
        { clientIp: ip },
      ),
      askApi(user.email, ip),
    ]),
  )
  // The owner asks from their own connection and gets the same answer. The flood sent their
  // inbox one link, not thirty, and that link signs them in.
  const owner = '203.0.113.77'
  expect((await askApi(user.email, owner)).status).toBe(202)
  const links = await linksTo(user.email)
  expect(links).toHaveLength(1)
  const signedIn = await press(links[0]!, owner)
  expect(signedIn.status).toBe(302)
  expect(signedIn.headers.get('set-cookie')).toMatch(/^ww_session=/)
})

test('following a link proves the address: an unconfirmed account is confirmed and loses a password chosen before', async () => {
  const { user, token: squatterSession } = await createUserWithSession(db, {
    email: uniqueEmail('unconfirmed'),
    emailVerifiedAt: null,
  })
  expect(user.passwordHash).not.toBeNull()
  await askApi(user.email)
  const [link] = await linksTo(user.email)
  expect((await press(link!)).status).toBe(302)
  const [after] = await db.select().from(users).where(eq(users.id, user.id))
  expect(after?.emailVerifiedAt).toBeInstanceOf(Date)
  expect(after?.passwordHash).toBeNull()
  const stale = await db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, hashToken(squatterSession)))
  expect(stale).toEqual([])
})

test('staff links land on their own dashboard, and a link asked for with a redirect lands there', async () => {
  const { user: advisor } = await createUserWithSession(db, {
    email: uniqueEmail('advisor'),
    role: 'advisor',
  })
  await askApi(advisor.email)
  const [advisorLink] = await linksTo(advisor.email)
  expect((await press(advisorLink!)).headers.get('location')).toBe('/ria/dashboard')

  const { user } = await createUserWithSession(db, { email: uniqueEmail('returning') })
  const asked = await callPage(
    linkPage.action,
    formRequest('/login/link?redirect=%2Fcalculators%2Fdividend', [['email', user.email]]),
  )
  expect(asked.data).toEqual({
    sent: NEUTRAL.message,
    fieldErrors: {},
    formError: null,
    values: { email: user.email },
  })
  const [link] = await linksTo(user.email)
  expect(link!.searchParams.get('redirect')).toBe('/calculators/dividend')
  expect((await press(link!)).headers.get('location')).toBe('/calculators/dividend')
})

test('bad input is a 4xx naming the problem, and the page keeps what was typed', async () => {
  const page = await callPage(linkPage.action, formRequest('/login/link', [['email', 'nope']]))
  expect(page.status).toBe(400)
  expect(page.data).toMatchObject({
    fieldErrors: { email: 'Enter a valid email address, like name@example.com' },
    values: { email: 'nope' },
  })
  expect((await callRoute(linkApi.action, jsonRequest('/api/auth/sign-in-link', '{'))).status).toBe(
    400,
  )
  expect(
    (await callRoute(linkApi.loader, new Request(`${SITE}/api/auth/sign-in-link`))).status,
  ).toBe(405)
  const forged = await callPage(
    openPage.action,
    formRequest('/login/link/open', [['token', 'x'.repeat(43)]]),
  )
  expect(forged.status).toBe(400)
  const missing = await callPage(openPage.action, formRequest('/login/link/open', []))
  expect(missing.status).toBe(400)
})
