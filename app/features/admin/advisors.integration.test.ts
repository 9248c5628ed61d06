import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody, createAdvisor, createUserWithSession } from '../../../tests/factories'
import { readOutbox } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { advisors, auditLog, leadMatches, users } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
const listPage = await import('~/routes/admin.advisors')
const newPage = await import('~/routes/admin.advisors.new')
const advisorPage = await import('~/routes/admin.advisors.$advisorId')
const setPasswordPage = await import('~/routes/ria.set-password')
const captureApi = await import('~/routes/api.leads.capture')
const { matchAdvisors } = await import('~/features/leads/index.server')
const { logIn } = await import('~/features/auth/index.server')

const admin = await createUserWithSession(db, { role: 'admin', email: 'ada.admin@example.com' })
const asAdmin = { Cookie: admin.cookie }

type FormAnswer = {
  intent?: string | null
  fieldErrors: Record<string, string>
  formError?: string | null
  values: Record<string, string | string[]>
}

/** A complete, valid advisor form; `changes` replace fields, a null value leaves one out. */
function advisorForm(changes: Record<string, string | string[] | null> = {}): [string, string][] {
  const fields: Record<string, string | string[] | null> = {
    name: 'Dana Whitfield',
    firm: 'Harbor Point Wealth',
    crd: '1234567',
    email: 'Dana@HarborPoint.example.com',
    phone: '(555) 201-3344',
    website: 'https://harborpoint.example.com',
    city: 'Tulsa',
    state: 'OK',
    states: ['TX', 'OK', 'TX'],
    minAssets: '250,000',
    monthlyCapacity: '20',
    bio: 'Retirement income planning for families.',
    active: 'on',
    ...changes,
  }
  return Object.entries(fields).flatMap(([name, value]): [string, string][] =>
    value === null ? [] : Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]],
  )
}

const create = (fields: [string, string][]) =>
  callPage<FormAnswer>(newPage.action, formRequest('/admin/advisors/new', fields, asAdmin))

const onAdvisor = (advisorId: string, fields: [string, string][]) =>
  callPage<FormAnswer>(
    advisorPage.action,
    formRequest(`/admin/advisors/${advisorId}`, fields, asAdmin),
    { advisorId },
  )

const idFrom = (location: string | null) => location?.match(/\/admin\/advisors\/([\w-]+)\?/)?.[1]

const auditOf = (advisorId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'advisor'), eq(auditLog.targetId, advisorId)))

test('creating an advisor checks every field, keeps what was typed, and refuses a CRD in use', async () => {
  const bad = await create(
    advisorForm({
      crd: '12ab',
      email: 'not-an-email',
      states: null,
      state: 'ZZ',
      minAssets: '-5',
      monthlyCapacity: '0',
      website: 'ftp://example.com',
    }),
  )
  expect(bad.status).toBe(400)
  expect(Object.keys(bad.data!.fieldErrors).sort()).toEqual(
    ['crd', 'email', 'minAssets', 'monthlyCapacity', 'state', 'states', 'website'].sort(),
  )
  expect(bad.data!.fieldErrors.crd).toBe('A CRD number is 1 to 8 digits')
  expect(bad.data!.fieldErrors.states).toBe('Choose at least one state the advisor serves')
  expect(bad.data!.fieldErrors.monthlyCapacity).toMatch(/from 1 to 200/)
  expect(bad.data!.values).toMatchObject({ name: 'Dana Whitfield', crd: '12ab', minAssets: '-5' })

  const tooMany = await create(advisorForm({ monthlyCapacity: '201', minAssets: 'lots' }))
  expect(Object.keys(tooMany.data!.fieldErrors).sort()).toEqual(['minAssets', 'monthlyCapacity'])

  const holder = await createAdvisor(db, {
    crd: '7000001',
    name: 'Maria Alvarez',
    firm: 'Bluebonnet',
  })
  const clash = await create(advisorForm({ crd: '7000001' }))
  expect(clash.status).toBe(409)
  expect(clash.data!.fieldErrors.crd).toBe(
    'CRD 7000001 already belongs to Maria Alvarez (Bluebonnet). Each CRD number can belong to one advisor only.',
  )
  expect(clash.data!.values.firm).toBe('Harbor Point Wealth')
  expect(await db.select().from(advisors).where(eq(advisors.crd, '7000001'))).toEqual([holder])
  expect(await db.select().from(auditLog).where(eq(auditLog.action, 'advisor.create'))).toEqual([])
})

test('a new advisor is stored as typed, normalised, and audited', async () => {
  const answer = await create(advisorForm({ crd: '7000002', active: null }))
  expect(answer.status).toBe(302)
  const advisorId = idFrom(answer.headers.get('location'))!
  expect(answer.headers.get('location')).toBe(`/admin/advisors/${advisorId}?done=created`)
  const [row] = await db.select().from(advisors).where(eq(advisors.id, advisorId))
  expect(row).toMatchObject({
    name: 'Dana Whitfield',
    firm: 'Harbor Point Wealth',
    crd: '7000002',
    email: 'dana@harborpoint.example.com',
    city: 'Tulsa',
    state: 'OK',
    states: ['OK', 'TX'],
    minAssets: 250_000,
    monthlyCapacity: 20,
    active: false,
    isDemo: false,
  })
  const [entry] = await auditOf(advisorId)
  expect(entry).toMatchObject({
    action: 'advisor.create',
    actorEmail: 'ada.admin@example.com',
    summary: 'Added Dana Whitfield (Harbor Point Wealth), inactive',
  })

  const page = await callPage<{ done: string; values: Record<string, unknown> }>(
    advisorPage.loader,
    new Request(`http://localhost:3000/admin/advisors/${advisorId}?done=created`, {
      headers: asAdmin,
    }),
    { advisorId },
  )
  expect(page.data?.done).toBe('created')
  expect(page.data?.values).toMatchObject({ minAssets: '250000', states: ['OK', 'TX'] })
})

test('editing checks the CRD, keeps an unchanged demo CRD, and audits a before and after', async () => {
  const advisor = await createAdvisor(db, { crd: 'DEMO-100077', monthlyCapacity: 10 })
  const other = await createAdvisor(db, { crd: '7000003', name: 'Sam Ortega', firm: 'Prairie' })
  const base = {
    name: advisor.name,
    firm: advisor.firm,
    crd: advisor.crd,
    email: advisor.email,
    city: advisor.city,
    state: advisor.state,
    states: advisor.states,
    minAssets: String(advisor.minAssets),
    monthlyCapacity: '10',
    phone: null,
    website: null,
    bio: null,
    active: null,
  }
  const save = (changes: Record<string, string | string[] | null>) =>
    onAdvisor(advisor.id, [['intent', 'save'], ...advisorForm({ ...base, ...changes })])

  const unchanged = await save({})
  expect(unchanged.headers.get('location')).toBe(`/admin/advisors/${advisor.id}?done=unchanged`)
  expect(await auditOf(advisor.id)).toEqual([])

  const badCrd = await save({ crd: 'DEMO-1' })
  expect(badCrd.status).toBe(400)
  expect(badCrd.data?.fieldErrors.crd).toBe('A CRD number is 1 to 8 digits')

  const clash = await save({ crd: '7000003' })
  expect(clash.status).toBe(409)
  expect(clash.data?.intent).toBe('save')
  expect(clash.data?.fieldErrors.crd).toMatch(/already belongs to Sam Ortega \(Prairie\)/)
  expect(clash.data?.values.crd).toBe('7000003')
  expect((await db.select().from(advisors).where(eq(advisors.id, other.id)))[0]?.crd).toBe(
    '7000003',
  )

  const noStates = await save({ states: null, monthlyCapacity: 'ten' })
  expect(Object.keys(noStates.data!.fieldErrors).sort()).toEqual(['monthlyCapacity', 'states'])

  const saved = await save({
    crd: '7000004',
    monthlyCapacity: '30',
    states: ['OH', 'PA'],
    email: 'new.address@example.com',
  })
  expect(saved.headers.get('location')).toBe(`/admin/advisors/${advisor.id}?done=saved`)
  const [after] = await db.select().from(advisors).where(eq(advisors.id, advisor.id))
  expect(after).toMatchObject({
    crd: '7000004',
    monthlyCapacity: 30,
    states: ['OH', 'PA'],
    email: 'new.address@example.com',
  })
  const [entry] = await auditOf(advisor.id)
  expect(entry?.action).toBe('advisor.update')
  expect(entry?.details).toEqual({
    changes: {
      crd: { from: 'DEMO-100077', to: '7000004' },
      monthlyCapacity: { from: 10, to: 30 },
      states: { from: ['OH'], to: ['OH', 'PA'] },
      // Contact details are named, not copied into the log.
      email: { changed: true },
    },
  })
})

test('an unknown or malformed advisor id is a 404', async () => {
  for (const advisorId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    const answer = await callPage(
      advisorPage.loader,
      new Request(`http://localhost:3000/admin/advisors/${advisorId}`, { headers: asAdmin }),
      { advisorId },
    )
    expect(answer.status).toBe(404)
    expect((await onAdvisor(advisorId, [['intent', 'deactivate']])).status).toBe(404)
  }
})

test('deactivating stops new matches and keeps the leads already matched; reactivating restores them', async () => {
  // Wyoming is this test's own state, so no other test's advisors take part.
  const advisor = await createAdvisor(db, { states: ['WY'], monthlyCapacity: 50 })
  const capture = async () => {
    const response = await callRoute(
      captureApi.action,
      jsonRequest('/api/leads/capture', assessmentBody({ state: 'WY', city: 'Casper' }), {
        headers: { 'User-Agent': 'TestBrowser/1.0' },
      }),
    )
    expect(response.status).toBe(201)
    return (await response.json()) as { leadId: string; matchedAdvisors: { id: string }[] }
  }
  const lead = { state: 'WY', investableAssets: 150_000, category: 'HOT' as const }
  const eligible = () =>
    db.transaction((tx) => matchAdvisors(tx, lead, { maxAdvisors: 5, now: new Date() }))

  const first = await capture()
  expect(first.matchedAdvisors.map((a) => a.id)).toEqual([advisor.id])

  const deactivated = await onAdvisor(advisor.id, [['intent', 'deactivate']])
  expect(deactivated.headers.get('location')).toBe(`/admin/advisors/${advisor.id}?done=deactivated`)
  expect(await eligible()).toEqual([])
  const second = await capture()
  expect(second.matchedAdvisors).toEqual([])
  // The lead matched before stays the advisor's, with its history.
  const kept = await db.select().from(leadMatches).where(eq(leadMatches.advisorId, advisor.id))
  expect(kept.map((m) => m.leadId)).toEqual([first.leadId])
  const page = await callPage<{ advisor: { active: boolean }; leads: { total: number } }>(
    advisorPage.loader,
    new Request(`http://localhost:3000/admin/advisors/${advisor.id}`, { headers: asAdmin }),
    { advisorId: advisor.id },
  )
  expect(page.data).toMatchObject({ advisor: { active: false }, leads: { total: 1 } })

  // Deactivating again changes nothing and records nothing more.
  await onAdvisor(advisor.id, [['intent', 'deactivate']])
  await onAdvisor(advisor.id, [['intent', 'reactivate']])
  expect((await eligible()).map((a) => a.id)).toEqual([advisor.id])
  expect((await capture()).matchedAdvisors.map((a) => a.id)).toEqual([advisor.id])

  const entries = await auditOf(advisor.id)
  expect(entries.map((e) => e.action).sort()).toEqual(['advisor.deactivate', 'advisor.reactivate'])
  expect(entries.find((e) => e.action === 'advisor.deactivate')?.details).toEqual({
    changes: { active: { from: true, to: false } },
  })
})

/** The set-password link of the newest invite email to `email`. */
function inviteLink(email: string) {
  const messages = readOutbox(dataDir, email)
  const links = messages
    .flatMap((m) => [...m.matchAll(/http:\/\/localhost:3000\/ria\/set-password\?token=([\w-]+)/g)])
    .map((m) => m[1]!)
  return { count: messages.length, token: links.at(-1)! }
}

const setPassword = (token: string, password: string, confirmPassword = password) =>
  callPage<{ fieldErrors: Record<string, string>; formError: string | null }>(
    setPasswordPage.action,
    formRequest('/ria/set-password', [
      ['token', token],
      ['password', password],
      ['confirmPassword', confirmPassword],
    ]),
  )

const signIn = (email: string, password: string) =>
  logIn(
    db,
    { email, password, rememberMe: false },
    { ip: '203.0.113.40', userAgent: 'Test', siteUrl: 'http://localhost:3000', secure: false },
    { roles: ['advisor'], secondFactor: { via: 'request', answer: undefined } },
  )

test('an invite creates the advisor’s account, emails a 7-day link, and the new password signs in', async () => {
  const advisor = await createAdvisor(db, {
    name: 'Maya Lin Chen',
    email: 'Maya.Chen@advisors.example.com',
  })
  const sent = await onAdvisor(advisor.id, [['intent', 'invite']])
  expect(sent.headers.get('location')).toBe(`/admin/advisors/${advisor.id}?done=invited`)
  const [account] = await db.select().from(users).where(eq(users.advisorId, advisor.id))
  expect(account).toMatchObject({
    email: 'maya.chen@advisors.example.com',
    role: 'advisor',
    firstName: 'Maya',
    lastName: 'Lin Chen',
    passwordHash: null,
  })
  const first = inviteLink('maya.chen@advisors.example.com')
  expect(first.count).toBe(1)
  expect(readOutbox(dataDir, 'maya.chen@advisors.example.com')[0]).toContain(
    'Subject: Your Wealthward advisor account: set your password',
  )

  const page = await callPage<{ account: { status: string; inviteExpiresAt: string } }>(
    advisorPage.loader,
    new Request(`http://localhost:3000/admin/advisors/${advisor.id}`, { headers: asAdmin }),
    { advisorId: advisor.id },
  )
  expect(page.data?.account.status).toBe('invited')
  const days = (Date.parse(page.data!.account.inviteExpiresAt) - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(6.9)
  expect(days).toBeLessThanOrEqual(7)

  // Resending replaces the first link.
  const again = await onAdvisor(advisor.id, [['intent', 'invite']])
  expect(again.headers.get('location')).toBe(`/admin/advisors/${advisor.id}?done=reinvited`)
  const second = inviteLink('maya.chen@advisors.example.com')
  expect(second.count).toBe(2)
  expect(second.token).not.toBe(first.token)
  expect((await setPassword(first.token, 'harbor-Light-77')).data?.formError).toMatch(
    /^This invitation link is not valid/,
  )

  const form = await callPage<{ email: string | null }>(
    setPasswordPage.loader,
    new Request(`http://localhost:3000/ria/set-password?token=${second.token}`),
  )
  expect(form.data?.email).toBe('maya.chen@advisors.example.com')
  const mismatch = await setPassword(second.token, 'harbor-Light-77', 'harbor-Light-78')
  expect(mismatch.data?.fieldErrors.confirmPassword).toBe('The two passwords do not match')

  const done = await setPassword(second.token, 'harbor-Light-77')
  expect(done.status).toBe(302)
  expect(done.headers.get('location')).toBe('/ria/login?password=set')
  expect((await setPassword(second.token, 'harbor-Light-77')).status).toBe(400)

  const outcome = await signIn('maya.chen@advisors.example.com', 'harbor-Light-77')
  expect(outcome.ok).toBe(true)
  if (outcome.ok) expect(outcome.user).toMatchObject({ role: 'advisor', advisorId: advisor.id })

  // With a password set there is nothing to invite to.
  const refused = await onAdvisor(advisor.id, [['intent', 'invite']])
  expect(refused.status).toBe(409)
  expect(refused.data?.formError).toMatch(/already has a password/)

  expect((await auditOf(advisor.id)).map((e) => e.action).sort()).toEqual([
    'advisor.invite',
    'advisor.reinvite',
  ])
  const details = JSON.stringify((await auditOf(advisor.id)).map((e) => e.details))
  expect(details).not.toContain(first.token)
  expect(details).not.toContain(second.token)
})

test('an invite is refused when the advisor’s email already signs in to another account', async () => {
  const visitor = await createUserWithSession(db, { email: 'taken.address@example.com' })
  const advisor = await createAdvisor(db, { email: 'taken.address@example.com' })
  const refused = await onAdvisor(advisor.id, [['intent', 'invite']])
  expect(refused.status).toBe(409)
  expect(refused.data?.formError).toBe(
    'taken.address@example.com already signs in as a visitor, so it cannot also be this advisor’s sign-in. Give the advisor another email address.',
  )
  const [unchanged] = await db.select().from(users).where(eq(users.id, visitor.user.id))
  expect(unchanged).toMatchObject({ role: 'user', advisorId: null })
  expect(readOutbox(dataDir, 'taken.address@example.com')).toEqual([])
  expect(await auditOf(advisor.id)).toEqual([])
})

test('the list searches, filters by status, and shows leads this month and sign-in', async () => {
  const active = await createAdvisor(db, { name: 'Quincy Listwell', firm: 'Searchable Oak' })
  await createAdvisor(db, { name: 'Quentin Listwell', firm: 'Searchable Elm', active: false })
  await db.insert(users).values({
    email: 'quincy.listwell@example.com',
    firstName: 'Quincy',
    lastName: 'Listwell',
    role: 'advisor',
    advisorId: active.id,
    passwordHash: 'not-a-real-hash',
  })
  type ListData = {
    page: {
      totalElements: number
      content: { name: string; active: boolean; signIn: string; leadsThisMonth: number }[]
    }
  }
  const list = (query: string) =>
    callPage<ListData>(
      listPage.loader,
      new Request(`http://localhost:3000/admin/advisors?${query}`, { headers: asAdmin }),
    )
  const invited = await createAdvisor(db, { name: 'Quinn Listwell', states: ['ND'] })
  await onAdvisor(invited.id, [['intent', 'invite']])
  const lead = await callRoute(
    captureApi.action,
    jsonRequest('/api/leads/capture', assessmentBody({ state: 'ND', city: 'Fargo' })),
  )
  expect(lead.status).toBe(201)

  const all = await list('q=listwell')
  expect(all.data?.page.content.map((a) => [a.name, a.signIn, a.leadsThisMonth])).toEqual([
    ['Quentin Listwell', 'none', 0],
    ['Quincy Listwell', 'active', 0],
    ['Quinn Listwell', 'invited', 1],
  ])
  expect((await list('q=searchable+oak')).data?.page.content.map((a) => a.name)).toEqual([
    'Quincy Listwell',
  ])
  expect((await list('q=listwell&status=inactive')).data?.page.content.map((a) => a.name)).toEqual([
    'Quentin Listwell',
  ])
  expect((await list('q=listwell&status=active')).data?.page.totalElements).toBe(2)
  // A LIKE wildcard is a plain character, and a bad status is ignored.
  expect((await list('q=%25&status=nonsense')).data?.page.totalElements).toBe(0)
})

test('the set-password form answers a JSON or empty body with 400 and the invite-link message', async () => {
  for (const init of [
    { body: '{"token":"x","password":"y"}', headers: { 'Content-Type': 'application/json' } },
    {},
  ]) {
    const answer = await callPage<{ formError: string | null }>(
      setPasswordPage.action,
      new Request('http://localhost:3000/ria/set-password', { method: 'POST', ...init }),
    )
    expect(answer.status).toBe(400)
    expect(answer.data?.formError).toBeTruthy()
  }
})
