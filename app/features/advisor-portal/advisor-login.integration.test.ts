import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisor, createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { sessions } from '~/db/schema'

const { db } = await setUpTestDatabase()
const login = await import('~/routes/ria.login')
const logout = await import('~/routes/ria.logout')
const { getSession } = await import('~/features/auth/index.server')

interface LoginAnswer {
  fieldErrors: Record<string, string>
  formError: string | null
  values: { email: string; rememberMe: boolean }
}
interface LoginPage {
  demo: { email: string; password: string } | null
}

const page = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers })

const signIn = (fields: [string, string][], path = '/ria/login', headers = {}) =>
  callPage<LoginAnswer>(login.action, formRequest(path, fields, headers))

async function advisorAccount() {
  const advisor = await createAdvisor(db)
  return createUserWithSession(db, { role: 'advisor', advisorId: advisor.id })
}

const cookieOf = (answer: { headers: Headers }) =>
  answer.headers.get('set-cookie')?.split(';')[0] ?? ''

test('an advisor signs in and lands on the dashboard, or on the redirect path on this site', async () => {
  const { user } = await advisorAccount()
  const plain = await signIn([
    ['email', user.email],
    ['password', TEST_PASSWORD],
  ])
  expect(plain.status).toBe(302)
  expect(plain.headers.get('location')).toBe('/ria/dashboard')
  // Without "remember me" the cookie lasts for the browser session only.
  expect(plain.headers.get('set-cookie')).toMatch(/^ww_session=[\w-]+; Path=\/; HttpOnly/)
  expect(plain.headers.get('set-cookie')).not.toMatch(/Max-Age/)
  const session = await getSession(page('/ria/dashboard', { Cookie: cookieOf(plain) }), { db })
  expect(session?.user.id).toBe(user.id)

  const back = await signIn(
    [
      ['email', user.email.toUpperCase()],
      ['password', TEST_PASSWORD],
      ['rememberMe', 'on'],
    ],
    '/ria/login?redirect=%2Fria%2Fdashboard%3Fcategory%3DHOT',
  )
  expect(back.headers.get('location')).toBe('/ria/dashboard?category=HOT')
  expect(back.headers.get('set-cookie')).toMatch(/Max-Age=\d+$/)

  const offSite = await signIn(
    [
      ['email', user.email],
      ['password', TEST_PASSWORD],
    ],
    '/ria/login?redirect=%2F%2Fevil.example',
  )
  expect(offSite.headers.get('location')).toBe('/ria/dashboard')
})

test('a wrong password, an unknown email and a non-advisor account get the same message and no session', async () => {
  const { user: advisorUser } = await advisorAccount()
  const { user: member } = await createUserWithSession(db)
  const { user: admin } = await createUserWithSession(db, { role: 'admin' })
  const attempts: [string, string][] = [
    [advisorUser.email, 'not-the-Password-9'],
    ['nobody.at.all@example.com', TEST_PASSWORD],
    [member.email, TEST_PASSWORD],
    [admin.email, TEST_PASSWORD],
  ]
  for (const [email, password] of attempts) {
    const before = await db.select().from(sessions)
    const answer = await signIn([
      ['email', email],
      ['password', password],
      ['rememberMe', 'on'],
    ])
    expect(answer.status, email).toBe(401)
    // The demo seed runs in this environment, so the message points to the demo credentials.
    expect(answer.data).toEqual({
      fieldErrors: {},
      formError: 'Invalid credentials. Please try the demo credentials.',
      values: { email, rememberMe: true },
    })
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await db.select().from(sessions)).toHaveLength(before.length)
  }
})

test('both fields are required, with inline messages that keep the email', async () => {
  const answer = await signIn([
    ['email', 'pat@'],
    ['password', ''],
  ])
  expect(answer.status).toBe(400)
  expect(answer.data?.fieldErrors).toEqual({
    email: 'Enter a valid email address, like name@example.com',
    password: 'Enter your password',
  })
  expect(answer.data?.values.email).toBe('pat@')
})

test('the page shows the demo hint when demo data is seeded; a signed-in advisor goes straight on', async () => {
  const visitor = await callPage<LoginPage>(login.loader, page('/ria/login'))
  expect(visitor.status).toBe(200)
  expect(visitor.data?.demo).toEqual({
    email: 'advisor@wealthward.test',
    password: 'wealthward-demo-1',
    totpSecret: 'DEMOADVISORWEALTHWARDTOTPSECRET2',
  })

  const { cookie } = await advisorAccount()
  const signedIn = await callPage(
    login.loader,
    page('/ria/login?redirect=%2Fria%2Fleads%2Fabc', { Cookie: cookie }),
  )
  expect(signedIn.status).toBe(302)
  expect(signedIn.headers.get('location')).toBe('/ria/leads/abc')
  expect(
    (await callPage(login.loader, page('/ria/login', { Cookie: cookie }))).headers.get('location'),
  ).toBe('/ria/dashboard')

  // A user account's session does not skip the advisor sign-in.
  const { cookie: memberCookie } = await createUserWithSession(db)
  expect((await callPage(login.loader, page('/ria/login', { Cookie: memberCookie }))).status).toBe(
    200,
  )
})

test('signing in replaces a session the browser already had; logout ends it on the server', async () => {
  const { cookie: memberCookie, user: member } = await createUserWithSession(db)
  const { user } = await advisorAccount()
  const answer = await signIn(
    [
      ['email', user.email],
      ['password', TEST_PASSWORD],
    ],
    '/ria/login',
    { Cookie: memberCookie },
  )
  expect(answer.status).toBe(302)
  expect(await db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([])

  const cookie = cookieOf(answer)
  const out = await callPage(
    logout.action,
    new Request('http://localhost:3000/ria/logout', {
      method: 'POST',
      headers: { Cookie: cookie },
    }),
  )
  expect(out.status).toBe(302)
  expect(out.headers.get('location')).toBe('/ria/login')
  expect(out.headers.get('set-cookie')).toMatch(/^ww_session=; .*Max-Age=0$/)
  expect(await getSession(page('/ria/dashboard', { Cookie: cookie }), { db })).toBeNull()
  // A GET never signs anyone out.
  const get = await callPage(logout.loader, page('/ria/logout', { Cookie: cookie }))
  expect(get.headers.get('location')).toBe('/ria/login')
})

test('back from setting a password, the sign-in page says the password is set', async () => {
  const fresh = await callPage<{ passwordSet: boolean }>(login.loader, page('/ria/login'))
  expect(fresh.data?.passwordSet).toBe(false)
  const back = await callPage<{ passwordSet: boolean }>(
    login.loader,
    page('/ria/login?password=set'),
  )
  expect(back.data?.passwordSet).toBe(true)
})
