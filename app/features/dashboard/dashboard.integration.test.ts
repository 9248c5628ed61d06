import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { readOutbox } from '../../../tests/outbox'
import { assessmentBody, createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import {
  calculatorHistory,
  leads,
  newsletterSubscribers,
  readinessScores,
  sessions,
  users,
} from '~/db/schema'
import type { DashboardActionData } from './dashboard-actions.server'
import type { DashboardData } from './dashboard.server'

const { db, dataDir } = await setUpTestDatabase()
const dashboard = await import('~/routes/dashboard')
const deletePage = await import('~/routes/dashboard.delete-account')
const logout = await import('~/routes/logout')
const root = await import('~/root')
const assessmentPage = await import('~/routes/investment-readiness')
const { subscribe } = await import('~/features/newsletter/index.server')

const page = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers })

test('the dashboard sends a visitor to sign in and back; a forged or expired session too', async () => {
  const visitors: Record<string, string>[] = [
    {},
    { Cookie: 'ww_session=forgedforgedforgedforgedforgedforgedforge1' },
  ]
  for (const headers of visitors) {
    const answer = await callPage(dashboard.loader, page('/dashboard', headers))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/login?redirect=%2Fdashboard')
  }
  const posted = await callPage(
    dashboard.action,
    formRequest('/dashboard', [['intent', 'profile']]),
  )
  expect(posted.headers.get('location')).toBe('/login?redirect=%2Fdashboard')
  const deleting = await callPage(deletePage.loader, page('/dashboard/delete-account'))
  expect(deleting.headers.get('location')).toBe('/login?redirect=%2Fdashboard%2Fdelete-account')
})

test('the dashboard shows the score history, the step from the latest assessment and saved calculations', async () => {
  const { user, cookie } = await createUserWithSession(db, { goals: ['debt-free'] })
  const empty = await callPage<DashboardData>(
    dashboard.loader,
    page('/dashboard', { Cookie: cookie }),
  )
  expect(empty.data).toMatchObject({
    user: { firstName: 'Jordan', initials: 'JR', emailVerified: false },
    readinessHistory: [],
    assessment: null,
    calculations: [],
    newsletterSubscribed: false,
    completion: { percent: 60 },
  })

  // An assessment from the page itself, signed in: its result joins the history.
  const form = Object.entries(
    assessmentBody({ email: user.email, totalDebt: 9_000, matching: 'advisors' }),
  ).map(([key, value]) => [key, String(value)] as [string, string])
  const submitted = await callPage<{ ok: boolean }>(
    assessmentPage.action,
    formRequest('/investment-readiness', form, { Cookie: cookie }),
  )
  expect(submitted.data?.ok).toBe(true)
  await db.insert(readinessScores).values({ userId: user.id, score: 90 })
  await db.update(users).set({ investmentReadinessScore: 90 }).where(eq(users.id, user.id))
  await db.insert(calculatorHistory).values([
    {
      userId: user.id,
      calculatorType: 'retirement',
      data: { inputs: 'age=40', summary: [] },
      createdAt: new Date(Date.now() - 5000),
    },
    { userId: user.id, calculatorType: 'dividend', data: { inputs: 'initial=1', summary: [] } },
  ])

  const full = await callPage<DashboardData>(
    dashboard.loader,
    page('/dashboard', { Cookie: cookie }),
  )
  const data = full.data!
  expect(data.readinessHistory.map((point) => point.fromAssessment)).toEqual([true, false])
  expect(data.readinessHistory[1]).toMatchObject({ score: 90, readinessLevel: 'Investment Ready' })
  // The step comes from the latest assessment, not from a bare score.
  expect(data.assessment?.step).toBe(2)
  expect(data.calculations.map((item) => item.calculatorType)).toEqual(['dividend', 'retirement'])
  expect(data.calculations[1]?.url).toBe('/calculators/retirement?age=40')
  expect(data.completion.percent).toBe(100)
})

test('a new account is greeted “Welcome” through its first visit, “Welcome back” after signing in again', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const greeting = async (headers: Record<string, string>) =>
    (
      await callPage<DashboardData & { greeting: string }>(
        dashboard.loader,
        page('/dashboard', headers),
      )
    ).data?.greeting
  expect(await greeting({ Cookie: cookie })).toBe('Welcome')
  // Still the first visit: a reload, or the page again after one of its forms.
  expect(await greeting({ Cookie: cookie })).toBe('Welcome')
  const [stamped] = await db.select().from(users).where(eq(users.id, user.id))
  expect(stamped?.dashboardFirstSeenAt).toBeInstanceOf(Date)

  // A later sign-in: a new session, begun after the first visit.
  const { createSession } = await import('~/features/auth/index.server')
  const later = await createSession(db, user, { persistent: false, secure: false })
  expect(await greeting({ Cookie: `ww_session=${later.token}` })).toBe('Welcome back')
  expect(await greeting({ Cookie: cookie })).toBe('Welcome')
})

test('the profile form saves name and goals, and shows what to fix', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const post = (fields: [string, string][]) =>
    callPage<DashboardActionData>(
      dashboard.action,
      formRequest('/dashboard', [['intent', 'profile'], ...fields], { Cookie: cookie }),
    )
  const saved = await post([
    ['firstName', 'Avery'],
    ['lastName', 'Stone'],
    ['goals', 'invest'],
    ['goals', 'emergency'],
  ])
  expect(saved.data).toMatchObject({
    intent: 'profile',
    ok: true,
    message: 'Your profile is saved.',
  })
  const [stored] = await db.select().from(users).where(eq(users.id, user.id))
  expect(stored).toMatchObject({
    firstName: 'Avery',
    lastName: 'Stone',
    goals: ['invest', 'emergency'],
  })

  const bad = await post([
    ['firstName', ''],
    ['lastName', 'Stone'],
    ['goals', 'yacht'],
  ])
  expect(bad.status).toBe(400)
  expect(bad.data).toMatchObject({
    ok: false,
    fieldErrors: { firstName: 'Enter your first name', goals: 'Choose goals from the list' },
    formError: null,
    values: { firstName: '', lastName: 'Stone', goals: ['yacht'] },
  })
  const unknown = await callPage<DashboardActionData>(
    dashboard.action,
    formRequest('/dashboard', [['intent', 'become-admin']], { Cookie: cookie }),
  )
  expect(unknown.status).toBe(400)
})

test('the newsletter preference subscribes (with the welcome email) and unsubscribes', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const post = (choice: string) =>
    callPage<DashboardActionData>(
      dashboard.action,
      formRequest(
        '/dashboard',
        [
          ['intent', 'newsletter'],
          ['newsletter', choice],
        ],
        { Cookie: cookie },
      ),
    )
  expect((await post('subscribe')).data?.ok).toBe(true)
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, user.email))
  expect(subscriber).toMatchObject({ source: 'dashboard', unsubscribedAt: null })
  expect(readOutbox(dataDir, user.email).length).toBe(1)
  const shown = await callPage<DashboardData>(
    dashboard.loader,
    page('/dashboard', { Cookie: cookie }),
  )
  expect(shown.data?.newsletterSubscribed).toBe(true)

  expect((await post('unsubscribe')).data?.message).toBe(
    'You are unsubscribed from the newsletter.',
  )
  const [after] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, user.email))
  expect(after?.unsubscribedAt).toBeInstanceOf(Date)
  expect((await post('spam-me')).status).toBe(400)
})

test('saved calculations are deleted from the dashboard only by their owner', async () => {
  const owner = await createUserWithSession(db)
  const stranger = await createUserWithSession(db)
  const [row] = await db
    .insert(calculatorHistory)
    .values({
      userId: owner.user.id,
      calculatorType: 'dividend',
      data: { inputs: '', summary: [] },
    })
    .returning()
  const remove = (cookie: string) =>
    callPage<DashboardActionData>(
      dashboard.action,
      formRequest(
        '/dashboard',
        [
          ['intent', 'delete-calculation'],
          ['id', row!.id],
        ],
        { Cookie: cookie },
      ),
    )
  expect((await remove(stranger.cookie)).status).toBe(404)
  expect(
    await db.select().from(calculatorHistory).where(eq(calculatorHistory.id, row!.id)),
  ).toHaveLength(1)
  expect((await remove(owner.cookie)).data).toMatchObject({
    ok: true,
    message: 'The calculation is deleted.',
  })
  expect(
    await db.select().from(calculatorHistory).where(eq(calculatorHistory.id, row!.id)),
  ).toHaveLength(0)
})

test('a calculator’s save form sent without JavaScript saves and shows the dashboard', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const saved = await callPage(
    dashboard.action,
    formRequest(
      '/dashboard',
      [
        ['intent', 'save-calculation'],
        ['calculatorType', 'emergency-fund'],
        ['inputs', 'months=3'],
      ],
      { Cookie: cookie },
    ),
  )
  expect(saved.status).toBe(302)
  expect(saved.headers.get('location')).toBe(
    '/dashboard?notice=calculation-saved#saved-calculations',
  )
  const [row] = await db
    .select()
    .from(calculatorHistory)
    .where(eq(calculatorHistory.userId, user.id))
  expect(row?.calculatorType).toBe('emergency-fund')
  const shown = await callPage<DashboardData & { notice: string }>(
    dashboard.loader,
    page('/dashboard?notice=calculation-saved', { Cookie: cookie }),
  )
  expect(shown.data?.notice).toBe('Your calculation is saved.')
  const bad = await callPage(
    dashboard.action,
    formRequest(
      '/dashboard',
      [
        ['intent', 'save-calculation'],
        ['calculatorType', 'mortgage'],
      ],
      { Cookie: cookie },
    ),
  )
  expect(bad.status).toBe(400)
})

test('an unverified user can ask for a new confirmation link', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const sent = await callPage<DashboardActionData>(
    dashboard.action,
    formRequest('/dashboard', [['intent', 'resend-verification']], { Cookie: cookie }),
  )
  expect(sent.data?.message).toBe(`We sent a new confirmation link to ${user.email}.`)
  expect(readOutbox(dataDir, user.email).join('\n')).toMatch(/\/verify-email\?token=/)
})

test('sign out everywhere ends every session of the user and says so on the home page', async () => {
  const { user, cookie } = await createUserWithSession(db)
  const other = await createUserWithSession(db)
  const { createSession } = await import('~/features/auth/index.server')
  await createSession(db, user, { persistent: true, secure: false })
  const answer = await callPage(
    logout.action,
    formRequest('/logout', [['scope', 'everywhere']], { Cookie: cookie }),
  )
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe('/?notice=signed-out-everywhere')
  expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=0/)
  expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  // Someone else's sessions are untouched.
  expect(await db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1)

  const home = await import('~/routes/home')
  const shown = await callPage<{ notice: string }>(
    home.loader,
    page('/?notice=signed-out-everywhere'),
  )
  expect(shown.data?.notice).toBe('You are signed out on every device.')
})

test('deleting an account needs the tick and the password, then removes the user’s data', async () => {
  const { user, cookie } = await createUserWithSession(db)
  await subscribe(db, { email: user.email, source: 'signup' })
  await db
    .insert(calculatorHistory)
    .values({ userId: user.id, calculatorType: 'dividend', data: { inputs: '', summary: [] } })
  await db.insert(readinessScores).values({ userId: user.id, score: 40 })
  const [lead] = await db
    .insert(leads)
    .values({
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: user.email,
      age: 30,
      city: 'Columbus',
      state: 'OH',
      annualIncome: 1,
      totalDebt: 0,
      emergencyFund: 0,
      monthlyExpenses: 0,
      investableAssets: 0,
      score: 40,
      breakdown: {},
      readinessLevel: 'Building Foundations',
      category: 'COLD',
      step: 1,
      source: 'test',
      medium: 'test',
      campaign: 'test',
    })
    .returning()
  const post = (fields: [string, string][]) =>
    callPage<{ fieldErrors: Record<string, string>; formError: string | null }>(
      deletePage.action,
      formRequest('/dashboard/delete-account', fields, { Cookie: cookie }),
    )

  const shown = await callPage<{ hasPassword: boolean; newsletterSubscribed: boolean }>(
    deletePage.loader,
    page('/dashboard/delete-account', { Cookie: cookie }),
  )
  expect(shown.data).toMatchObject({ hasPassword: true, newsletterSubscribed: true })

  const unticked = await post([['password', TEST_PASSWORD]])
  expect(unticked.status).toBe(400)
  expect(unticked.data?.fieldErrors).toEqual({
    understood: 'Tick the box to confirm that you want to delete your account',
  })
  // The boxes come back as they were posted; the password never does.
  expect(unticked.data).toMatchObject({
    formError: null,
    values: { understood: false, unsubscribe: false },
  })
  expect(JSON.stringify(unticked.data)).not.toContain(TEST_PASSWORD)
  const wrong = await post([
    ['understood', 'on'],
    ['password', 'not-my-Password-1'],
  ])
  expect(wrong.data?.fieldErrors).toEqual({ password: 'That password is not right' })
  expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)

  const done = await post([
    ['understood', 'on'],
    ['password', TEST_PASSWORD],
    ['unsubscribe', 'on'],
  ])
  expect(done.status).toBe(302)
  expect(done.headers.get('location')).toBe('/?notice=account-deleted')
  expect(done.headers.get('set-cookie')).toMatch(/^ww_session=; .*Max-Age=0/)
  expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
  expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  expect(
    await db.select().from(calculatorHistory).where(eq(calculatorHistory.userId, user.id)),
  ).toEqual([])
  expect(
    await db.select().from(readinessScores).where(eq(readinessScores.userId, user.id)),
  ).toEqual([])
  // The assessment submission is not the account's: it stays (see the privacy policy).
  expect(await db.select().from(leads).where(eq(leads.id, lead!.id))).toHaveLength(1)
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, user.email))
  expect(subscriber?.unsubscribedAt).toBeInstanceOf(Date)
  // The old cookie no longer opens the dashboard.
  expect((await callPage(dashboard.loader, page('/dashboard', { Cookie: cookie }))).status).toBe(
    302,
  )
})

test('an account without a password is deleted by typing DELETE; the newsletter stays unless asked', async () => {
  const { user, cookie } = await createUserWithSession(db, { passwordHash: null })
  await subscribe(db, { email: user.email, source: 'home' })
  const post = (fields: [string, string][]) =>
    callPage<{ fieldErrors: Record<string, string> }>(
      deletePage.action,
      formRequest('/dashboard/delete-account', fields, { Cookie: cookie }),
    )
  const wrongWord = await post([
    ['understood', 'on'],
    ['confirmation', 'delete me'],
  ])
  expect(wrongWord.data?.fieldErrors).toEqual({ confirmation: 'Type DELETE to confirm' })
  expect(
    (
      await post([
        ['understood', 'on'],
        ['confirmation', 'DELETE'],
      ])
    ).status,
  ).toBe(302)
  expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, user.email))
  expect(subscriber?.unsubscribedAt).toBeNull()
})

test('the shell knows who is signed in (first name, initials and their dashboard), and the assessment fills in name and email', async () => {
  const { user, cookie } = await createUserWithSession(db, { firstName: 'Maya', lastName: 'Chen' })
  const anonymous = await callPage<{ user: unknown }>(root.loader, page('/'))
  expect(anonymous.data?.user).toBeNull()
  const signedIn = await callPage<{ user: unknown }>(root.loader, page('/', { Cookie: cookie }))
  expect(signedIn.data?.user).toEqual({
    firstName: 'Maya',
    initials: 'MC',
    dashboardPath: '/dashboard',
  })
  // An advisor's account links to the partner portal instead.
  const advisor = await createUserWithSession(db, { firstName: 'Ana', role: 'advisor' })
  const advisorShell = await callPage<{ user: unknown }>(
    root.loader,
    page('/', { Cookie: advisor.cookie }),
  )
  expect(advisorShell.data?.user).toMatchObject({ dashboardPath: '/ria/dashboard' })
  // And an administrator's to the admin area.
  const admin = await createUserWithSession(db, { firstName: 'Ada', role: 'admin' })
  const adminShell = await callPage<{ user: unknown }>(
    root.loader,
    page('/', { Cookie: admin.cookie }),
  )
  expect(adminShell.data?.user).toMatchObject({ dashboardPath: '/admin/dashboard' })

  const form = await callPage<{ prefill: Record<string, string> }>(
    assessmentPage.loader,
    page('/investment-readiness', { Cookie: cookie }),
  )
  expect(form.data?.prefill).toEqual({ firstName: 'Maya', lastName: 'Chen', email: user.email })
  const visitor = await callPage<{ prefill: Record<string, string> }>(
    assessmentPage.loader,
    page('/investment-readiness'),
  )
  expect(visitor.data?.prefill).toEqual({})
})
