import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisor, createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { currentTotp } from '../../../tests/totp'
import { auditLog, sessions, users } from '~/db/schema'
import { ADMIN_PAGE_HANDLERS } from './admin-routes.test-support'

const { db } = await setUpTestDatabase()
const { ensureAdminAccount, seedDemoAdmin, DEMO_ADMIN } = await import('./admin-account.server')
const { recordAudit, listAudit, auditQueryFrom } = await import('./audit.server')
const { verifyPassword } = await import('~/features/auth/index.server')
const adminLogin = await import('~/routes/admin.login')
const secondStep = await import('~/routes/login.two-factor')
const auditPage = await import('~/routes/admin.audit')
const securityPage = await import('~/routes/admin.security')
const apiBlog = await import('~/routes/api.blog')
const apiBlogPost = await import('~/routes/api.blog.$id')

const page = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost:3000${path}`, { headers, method })

type Handler = (args: never) => unknown

test('the demo administrator is added to a database without one, once', async () => {
  expect(await seedDemoAdmin(db)).toBe(1)
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))
  expect(admin?.role).toBe('admin')
  expect(await verifyPassword(admin!.passwordHash!, 'wealthward-demo-1')).toBe(true)
  expect(await seedDemoAdmin(db)).toBe(0)
  expect(await db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1)
})

test('every admin page: sign-in redirect when signed out, 403 for users and advisors, 200 for admins', async () => {
  const advisor = await createAdvisor(db)
  const roles = {
    user: await createUserWithSession(db),
    advisor: await createUserWithSession(db, { role: 'advisor', advisorId: advisor.id }),
    admin: await createUserWithSession(db, { role: 'admin' }),
  }
  expect(ADMIN_PAGE_HANDLERS.length).toBeGreaterThanOrEqual(4)
  for (const entry of ADMIN_PAGE_HANDLERS) {
    const route = await entry.load()
    const params = entry.params ? await entry.params(db) : {}
    const path = entry.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')
    const handlers = [
      ['loader', route.loader],
      ['action', route.action],
    ].filter(([, h]) => typeof h === 'function') as [string, Handler][]
    expect(handlers.length, path).toBeGreaterThan(0)
    for (const [kind, handler] of handlers) {
      const method = kind === 'action' ? 'POST' : 'GET'
      const label = `${kind} ${path}`
      const request = (headers: Record<string, string> = {}) =>
        method === 'POST' && entry.form
          ? formRequest(path, entry.form, headers)
          : page(path, headers, method)
      const anonymous = await callPage(handler, request(), params)
      expect(anonymous.status, label).toBe(302)
      expect(anonymous.headers.get('location'), label).toMatch(/^\/admin\/login\?redirect=%2Fadmin/)
      for (const role of ['user', 'advisor'] as const) {
        const answer = await callPage(handler, request({ Cookie: roles[role].cookie }), params)
        expect(answer.status, `${label} as ${role}`).toBe(403)
      }
      const admin = await callPage(handler, request({ Cookie: roles.admin.cookie }), params)
      // An action posted with no form gets in, and is told there is nothing to do (400).
      const allowed = entry.adminStatus ?? (kind === 'action' ? [200, 302, 400] : [200, 302])
      expect(allowed, `${label} as admin`).toContain(admin.status)
      if (admin.status === 302) expect(admin.headers.get('location'), label).not.toMatch(/login/)
    }
  }
})

test('an administrator without two-step verification is sent to set it up before any admin page or API works', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' }, { twoFactor: false })
  for (const entry of ADMIN_PAGE_HANDLERS) {
    const route = await entry.load()
    const params = entry.params ? await entry.params(db) : {}
    const path = entry.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')
    for (const [kind, handler] of [
      ['loader', route.loader],
      ['action', route.action],
    ] as [string, Handler | undefined][]) {
      if (typeof handler !== 'function') continue
      const method = kind === 'action' ? 'POST' : 'GET'
      const request =
        method === 'POST' && entry.form
          ? formRequest(path, entry.form, { Cookie: admin.cookie })
          : page(path, { Cookie: admin.cookie }, method)
      const answer = await callPage(handler, request, params)
      const label = `${kind} ${path}`
      // The security page, and the frame around it, are where it is turned on.
      if (path === '/admin/security' || path === '/admin') {
        expect([200, 400], label).toContain(answer.status)
        continue
      }
      expect(answer.status, label).toBe(302)
      expect(answer.headers.get('location'), label).toBe(
        `/admin/security?${new URLSearchParams({ redirect: path })}`,
      )
    }
  }
  // The admin API answers 403 and names what to do.
  const api = await callRoute(
    apiBlog.action,
    jsonRequest('/api/blog', { title: 'x' }, { headers: { Authorization: admin.authorization } }),
  )
  expect(api.status).toBe(403)
  expect(await api.json()).toEqual({
    error: expect.stringContaining('two-step verification'),
    setup: '/admin/security',
  })
  const apiUpdate = await callRoute(
    apiBlogPost.action,
    new Request('http://localhost:3000/api/blog/1', {
      method: 'DELETE',
      headers: { Authorization: admin.authorization },
    }),
    { id: '1' },
  )
  expect(apiUpdate.status).toBe(403)

  // Turned on from the security page, the same session opens the admin area.
  const security = (fields: [string, string][]) =>
    callPage<{ ok: boolean; recoveryCodes?: string[] }>(
      securityPage.action,
      formRequest('/admin/security', fields, { Cookie: admin.cookie }),
    )
  expect((await security([['intent', 'start-two-factor']])).data?.ok).toBe(true)
  const shown = await callPage<{
    security: { twoFactor: { pending: { secretText: string } } }
    continueTo: string
  }>(
    securityPage.loader,
    page('/admin/security?redirect=%2Fadmin%2Fleads', { Cookie: admin.cookie }),
  )
  expect(shown.data?.continueTo).toBe('/admin/leads')
  const secret = shown.data!.security.twoFactor.pending.secretText.replace(/ /g, '')
  const on = await security([
    ['intent', 'confirm-two-factor'],
    ['code', currentTotp(secret)],
  ])
  expect(on.data?.recoveryCodes).toHaveLength(10)
  expect(
    (await callPage(auditPage.loader, page('/admin/audit', { Cookie: admin.cookie }))).status,
  ).toBe(200)
  // And it stays on: an administrator cannot turn it off.
  const off = await security([
    ['intent', 'disable-two-factor'],
    ['disablePassword', TEST_PASSWORD],
    ['disableCode', currentTotp(secret, Date.now() + 30_000)],
  ])
  expect(off.status).toBe(403)
})

test('every admin action answers a body that is not a form (JSON, text, none) with 400, or leads away', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const bodies: [string, RequestInit][] = [
    ['JSON', { body: '{"intent":"save"}', headers: { 'Content-Type': 'application/json' } }],
    ['text', { body: 'intent=save', headers: { 'Content-Type': 'text/plain' } }],
    ['empty', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
    ['none', {}],
  ]
  for (const entry of ADMIN_PAGE_HANDLERS) {
    const route = await entry.load()
    if (typeof route.action !== 'function') continue
    const params = entry.params ? await entry.params(db) : {}
    const path = entry.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')
    for (const [kind, init] of bodies) {
      const request = new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        ...init,
        headers: { ...(init.headers as Record<string, string>), Cookie: admin.cookie },
      })
      const answer = await callPage(route.action as Handler, request, params)
      // A bundled post's pages lead to the public article whatever is posted.
      expect([302, 400], `${kind} body to ${path}`).toContain(answer.status)
      if (answer.status === 302) expect(path).toMatch(/^\/admin\/blog\/1(\/delete)?$/)
    }
  }
})

test('/admin/login signs in administrators only; anyone else gets the wrong-password answer', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const user = await createUserWithSession(db)
  const sessionsOf = async (id: string) =>
    (await db.select().from(sessions).where(eq(sessions.userId, id))).length

  const before = await sessionsOf(user.user.id)
  const refused = await callPage<{ formError: string; values: { email: string } }>(
    adminLogin.action,
    formRequest('/admin/login', [
      ['email', user.user.email],
      ['password', TEST_PASSWORD],
    ]),
  )
  expect(refused.status).toBe(401)
  expect(refused.data?.formError).toBe('Invalid email or password')
  expect(refused.data?.values.email).toBe(user.user.email)
  expect(await sessionsOf(user.user.id)).toBe(before)

  const missing = await callPage<{ fieldErrors: Record<string, string> }>(
    adminLogin.action,
    formRequest('/admin/login', [['email', admin.user.email]]),
  )
  expect(missing.status).toBe(400)
  expect(missing.data?.fieldErrors.password).toBeTruthy()

  const password = await callPage(
    adminLogin.action,
    formRequest('/admin/login?redirect=%2Fadmin%2Faudit', [
      ['email', admin.user.email],
      ['password', TEST_PASSWORD],
      ['rememberMe', 'on'],
    ]),
  )
  // The password opens the second step, not a session.
  expect(password.status).toBe(302)
  expect(password.headers.get('location')).toBe('/login/two-factor')
  const challenge = password.headers.get('set-cookie')?.match(/ww_sign_in=[^;]+/)?.[0] ?? ''
  const signedIn = await callPage(
    secondStep.action,
    formRequest('/login/two-factor', [['code', currentTotp(admin.totpSecret!)]], {
      Cookie: challenge,
    }),
  )
  expect(signedIn.status).toBe(302)
  expect(signedIn.headers.get('location')).toBe('/admin/audit')
  const cookie = signedIn.headers.get('set-cookie') ?? ''
  // Never a persistent cookie for staff, whatever is posted.
  expect(cookie).not.toMatch(/ww_session=[^,]*Max-Age/i)
  const token = cookie.match(/ww_session=([^;]+)/)?.[1]
  const answer = await callPage(
    auditPage.loader,
    page('/admin/audit', { Cookie: `ww_session=${token}` }),
  )
  expect(answer.status).toBe(200)

  // Signed in already: the login page goes on to the dashboard.
  const again = await callPage(
    adminLogin.loader,
    page('/admin/login', { Cookie: `ww_session=${token}` }),
  )
  expect(again.headers.get('location')).toBe('/admin/dashboard')
})

test('ADMIN_EMAIL and ADMIN_PASSWORD create, promote and re-key the administrator', async () => {
  const email = 'owner@example.com'
  expect(await ensureAdminAccount(db, { email, password: 'first-password-1' })).toBe('created')
  expect(await ensureAdminAccount(db, { email, password: 'first-password-1' })).toBe('unchanged')
  const [created] = await db.select().from(users).where(eq(users.email, email))
  expect(created?.role).toBe('admin')
  expect(created?.emailVerifiedAt).not.toBeNull()

  const session = await createUserWithSession(db, { email: 'promote.me@example.com' })
  expect(
    await ensureAdminAccount(db, {
      email: 'Promote.Me@example.com',
      password: 'second-password-2',
    }),
  ).toBe('promoted')
  const [promoted] = await db.select().from(users).where(eq(users.id, session.user.id))
  expect(promoted?.role).toBe('admin')
  expect(await verifyPassword(promoted!.passwordHash!, 'second-password-2')).toBe(true)
  // Sessions opened before the promotion end.
  expect(await db.select().from(sessions).where(eq(sessions.userId, session.user.id))).toEqual([])

  expect(await ensureAdminAccount(db, { email, password: 'changed-password-3' })).toBe(
    'password-changed',
  )
  const [rekeyed] = await db.select().from(users).where(eq(users.email, email))
  expect(await verifyPassword(rekeyed!.passwordHash!, 'changed-password-3')).toBe(true)
})

test('the audit log records who did what, and filters by action, actor, text and date', async () => {
  const alice = await createUserWithSession(db, { role: 'admin', email: 'alice.admin@example.com' })
  const bob = await createUserWithSession(db, { role: 'admin', email: 'bob.admin@example.com' })
  await recordAudit(db, alice.user, {
    action: 'advisor.update',
    targetType: 'advisor',
    targetId: 'adv-1',
    summary: 'Changed the capacity of Harbor Point Wealth',
    details: { capacity: { from: 20, to: 30 } },
  })
  // PGlite's clock counts whole milliseconds: two lines written within one would tie on time.
  await new Promise((resolve) => setTimeout(resolve, 3))
  await recordAudit(db, bob.user, {
    action: 'application.decline',
    targetType: 'advisor_application',
    targetId: 'app-9',
    summary: 'Declined the application of Maple & Co',
  })
  const all = await listAudit(db, { page: 0, size: 50 })
  expect(all.totalElements).toBeGreaterThanOrEqual(2)
  expect(all.content[0]?.action).toBe('application.decline')

  // Other tests in this file change advisors too: look at Alice's changes only.
  const byGroup = await listAudit(db, {
    action: 'advisor',
    actor: 'alice.admin',
    page: 0,
    size: 50,
  })
  expect(byGroup.content.map((r) => r.summary)).toEqual([
    'Changed the capacity of Harbor Point Wealth',
  ])
  const byActor = await listAudit(db, { actor: 'bob.admin', page: 0, size: 50 })
  expect(byActor.content.map((r) => r.actorEmail)).toEqual(['bob.admin@example.com'])
  const byText = await listAudit(db, { q: 'maple', page: 0, size: 50 })
  expect(byText.content.map((r) => r.targetId)).toEqual(['app-9'])
  // A LIKE wildcard typed in the box is a plain character.
  expect((await listAudit(db, { q: '%', page: 0, size: 50 })).totalElements).toBe(0)

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const today = new Date().toISOString().slice(0, 10)
  const future = auditQueryFrom(new URLSearchParams({ from: tomorrow }))
  expect((await listAudit(db, future.query)).totalElements).toBe(0)
  const todayOnly = auditQueryFrom(new URLSearchParams({ from: today, to: today }))
  expect((await listAudit(db, todayOnly.query)).totalElements).toBe(all.totalElements)
  // Bad filter values are dropped, not a failure.
  const bad = auditQueryFrom(
    new URLSearchParams({ action: 'DROP TABLE', page: '-4', from: 'soon' }),
  )
  expect(bad.query).toMatchObject({ action: undefined, page: 0, from: undefined })

  const answer = await callPage<{ page: { content: { actorEmail: string }[] } }>(
    auditPage.loader,
    page('/admin/audit?actor=alice', { Cookie: alice.cookie }),
  )
  expect(answer.data?.page.content.map((r) => r.actorEmail)).toEqual(['alice.admin@example.com'])
  const rows = await db.select().from(auditLog)
  expect(rows.every((r) => r.actorEmail && r.at instanceof Date)).toBe(true)
})
