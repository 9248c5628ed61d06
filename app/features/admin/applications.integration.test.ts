import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisor, createApplication, createUserWithSession } from '../../../tests/factories'
import { readOutbox } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { advisorApplications, advisors, auditLog, users } from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
const listPage = await import('~/routes/admin.applications')
const detailPage = await import('~/routes/admin.applications.$applicationId')
const applyApi = await import('~/routes/api.ria.applications')
const setPasswordPage = await import('~/routes/ria.set-password')
const { logIn } = await import('~/features/auth/index.server')

const admin = await createUserWithSession(db, { role: 'admin', email: 'amir.admin@example.com' })
const asAdmin = { Cookie: admin.cookie }

type DetailData = {
  application: { status: string; crd: string }
  crdHolder: { id: string; name: string } | null
  values: Record<string, string | string[]>
}
type FormAnswer = {
  intent: string | null
  fieldErrors: Record<string, string>
  formError: string | null
  values: Record<string, string | string[]>
}

const detail = (applicationId: string) =>
  callPage<DetailData>(
    detailPage.loader,
    new Request(`http://localhost:3000/admin/applications/${applicationId}`, { headers: asAdmin }),
    { applicationId },
  )

const post = (applicationId: string, fields: [string, string][]) =>
  callPage<FormAnswer>(
    detailPage.action,
    formRequest(`/admin/applications/${applicationId}`, fields, asAdmin),
    { applicationId },
  )

/**
 * The approve form as the page prefills it, with the office's city (and state, when the firm
 * serves several) added and `changes` applied.
 */
async function approveForm(applicationId: string, changes: Record<string, string | null> = {}) {
  const { values } = (await detail(applicationId)).data!
  const fields: [string, string][] = [['intent', 'approve']]
  for (const [name, value] of Object.entries({
    ...values,
    city: 'Austin',
    state: values.state || 'TX',
    ...changes,
  })) {
    if (value === null) continue
    if (Array.isArray(value)) for (const v of value) fields.push([name, v])
    else fields.push([name, value])
  }
  return fields
}

const applicationRow = async (id: string) =>
  (await db.select().from(advisorApplications).where(eq(advisorApplications.id, id)))[0]!

const auditFor = (targetType: string, targetId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))

test('the list shows pending applications by default and filters by status', async () => {
  const pending = await createApplication(db, { firmName: 'Pending Pines' })
  const approved = await createApplication(db, { firmName: 'Approved Aspens', status: 'approved' })
  const declined = await createApplication(db, {
    firmName: 'Declined Dogwoods',
    status: 'declined',
  })
  const taken = await createAdvisor(db, { crd: '6100001' })
  const clashing = await createApplication(db, { firmName: 'Clashing Cedars', crd: taken.crd })

  type ListData = {
    filters: { status: string }
    page: { content: { id: string; crdInUse: boolean }[]; counts: Record<string, number> }
  }
  const list = (query: string) =>
    callPage<ListData>(
      listPage.loader,
      new Request(`http://localhost:3000/admin/applications${query}`, { headers: asAdmin }),
    )
  const ids = async (query: string) => (await list(query)).data!.page.content.map((a) => a.id)

  const byDefault = await list('')
  expect(byDefault.data?.filters.status).toBe('pending')
  expect(byDefault.data?.page.content.map((a) => a.id)).toEqual(
    expect.arrayContaining([pending.id, clashing.id]),
  )
  expect(await ids('?status=approved')).toEqual([approved.id])
  expect(await ids('?status=declined')).toEqual([declined.id])
  expect(await ids('?status=all')).toEqual(
    expect.arrayContaining([pending.id, approved.id, declined.id, clashing.id]),
  )
  // An unknown status falls back to the work queue.
  expect(await ids('?status=archived')).not.toContain(approved.id)
  const content = byDefault.data!.page.content
  expect(content.find((a) => a.id === clashing.id)?.crdInUse).toBe(true)
  expect(content.find((a) => a.id === pending.id)?.crdInUse).toBe(false)
  expect(byDefault.data?.page.counts).toMatchObject({ approved: 1, declined: 1 })
})

test('approving an application from /ria creates the advisor, invites them, and they can sign in', async () => {
  const applied = await callRoute(
    applyApi.action,
    jsonRequest('/api/ria/applications', {
      firmName: 'Harbor Point Wealth',
      crd: '6200001',
      contactName: 'Dana Whitfield',
      email: 'Dana@HarborPoint.example.com',
      phone: '(555) 201-3344',
      firmWebsite: 'https://harborpoint.example.com',
      states: ['TX'],
      minAssets: 250000,
      monthlyCapacity: 20,
      registeredAdviser: true,
    }),
  )
  expect(applied.status).toBe(201)
  const { id } = (await applied.json()) as { id: string }

  const page = await detail(id)
  expect(page.data?.values).toMatchObject({
    name: 'Dana Whitfield',
    firm: 'Harbor Point Wealth',
    crd: '6200001',
    email: 'dana@harborpoint.example.com',
    state: 'TX',
    states: ['TX'],
    city: '',
  })

  // The application gives no city: the administrator adds it.
  const noCity = await post(id, await approveForm(id, { city: null }))
  expect(noCity.status).toBe(400)
  expect(noCity.data?.fieldErrors).toEqual({ city: 'Enter the office’s city' })
  expect(noCity.data?.values.firm).toBe('Harbor Point Wealth')
  expect((await applicationRow(id)).status).toBe('pending')

  const approved = await post(id, await approveForm(id))
  expect(approved.status).toBe(302)
  expect(approved.headers.get('location')).toBe(`/admin/applications/${id}?done=approved`)

  const row = await applicationRow(id)
  expect(row).toMatchObject({ status: 'approved', decidedBy: 'amir.admin@example.com' })
  expect(row.decidedAt).toBeInstanceOf(Date)
  const [advisor] = await db.select().from(advisors).where(eq(advisors.id, row.advisorId!))
  expect(advisor).toMatchObject({
    name: 'Dana Whitfield',
    firm: 'Harbor Point Wealth',
    crd: '6200001',
    email: 'dana@harborpoint.example.com',
    phone: '(555) 201-3344',
    website: 'https://harborpoint.example.com',
    city: 'Austin',
    state: 'TX',
    states: ['TX'],
    minAssets: 250_000,
    monthlyCapacity: 20,
    active: true,
  })
  const [account] = await db.select().from(users).where(eq(users.advisorId, advisor!.id))
  expect(account).toMatchObject({ role: 'advisor', passwordHash: null })

  const emails = readOutbox(dataDir, 'dana@harborpoint.example.com')
  const invite = emails.find((m) => m.includes('Welcome to the Wealthward advisor network'))
  expect(invite).toContain('approved Harbor Point Wealth')
  const token = invite?.match(/\/ria\/set-password\?token=([\w-]+)/)?.[1]
  expect(token).toBeTruthy()

  const set = await callPage(
    setPasswordPage.action,
    formRequest('/ria/set-password', [
      ['token', token!],
      ['password', 'lantern-Bay-42'],
      ['confirmPassword', 'lantern-Bay-42'],
    ]),
  )
  expect(set.status).toBe(302)
  const signedIn = await logIn(
    db,
    { email: 'dana@harborpoint.example.com', password: 'lantern-Bay-42', rememberMe: false },
    { ip: '203.0.113.41', userAgent: 'Test', siteUrl: 'http://localhost:3000', secure: false },
    { roles: ['advisor'], secondFactor: { via: 'request', answer: undefined } },
  )
  expect(signedIn.ok && signedIn.user.role).toBe('advisor')

  expect((await auditFor('advisor_application', id)).map((e) => e.action)).toEqual([
    'application.approve',
  ])
  expect((await auditFor('advisor', advisor!.id)).map((e) => e.action).sort()).toEqual([
    'advisor.create',
    'advisor.invite',
  ])

  // A second approval is refused and changes nothing.
  const again = await post(id, await approveForm(id, { crd: '6200002' }))
  expect(again.status).toBe(409)
  expect(again.data?.formError).toBe(
    'This application was already approved by amir.admin@example.com. Nothing was changed.',
  )
  expect(await db.select().from(advisors).where(eq(advisors.crd, '6200002'))).toEqual([])
})

test('an application whose CRD already belongs to an advisor cannot be approved', async () => {
  const holder = await createAdvisor(db, {
    crd: '6300001',
    name: 'Maria Alvarez',
    firm: 'Bluebonnet',
  })
  const application = await createApplication(db, { crd: '6300001' })
  expect((await detail(application.id)).data?.crdHolder).toMatchObject({ id: holder.id })

  const refused = await post(application.id, await approveForm(application.id))
  expect(refused.status).toBe(409)
  expect(refused.data?.fieldErrors.crd).toBe(
    'CRD 6300001 already belongs to Maria Alvarez (Bluebonnet). Each CRD number can belong to one advisor only.',
  )
  expect(refused.data?.formError).toMatch(/^Not approved: CRD 6300001 already belongs/)
  expect((await applicationRow(application.id)).status).toBe('pending')
  expect(await db.select().from(advisors).where(eq(advisors.crd, '6300001'))).toEqual([holder])
  expect(readOutbox(dataDir, application.email)).toEqual([])
  expect(await auditFor('advisor_application', application.id)).toEqual([])
})

test('approval is refused, and nothing kept, when the email already signs in as a visitor', async () => {
  await createUserWithSession(db, { email: 'visitor.applicant@example.com' })
  const application = await createApplication(db, { email: 'visitor.applicant@example.com' })
  const refused = await post(application.id, await approveForm(application.id))
  expect(refused.status).toBe(409)
  expect(refused.data?.fieldErrors.email).toMatch(/already signs in as a visitor/)
  expect((await applicationRow(application.id)).status).toBe('pending')
  expect(await db.select().from(advisors).where(eq(advisors.crd, application.crd))).toEqual([])

  // Another address for the advisor's sign-in gets it through.
  const approved = await post(
    application.id,
    await approveForm(application.id, { email: 'work.address@example.com' }),
  )
  expect(approved.status).toBe(302)
  expect(readOutbox(dataDir, 'work.address@example.com')).toHaveLength(1)
})

test('declining stores the reason, emails it kindly to the applicant, and is audited', async () => {
  const application = await createApplication(db, {
    firmName: 'Prairie Ridge Advisors',
    contactName: 'Sam Ortega',
    email: 'sam@prairieridge.example.com',
  })
  const short = await post(application.id, [
    ['intent', 'decline'],
    ['reason', 'No.'],
  ])
  expect(short.status).toBe(400)
  expect(short.data?.fieldErrors.reason).toMatch(/at least 10 characters/)
  expect(short.data?.values.reason).toBe('No.')

  const reason =
    'We could not find an SEC or state registration for CRD ' +
    application.crd +
    '. Once it shows on the adviser search, please apply again.'
  const declined = await post(application.id, [
    ['intent', 'decline'],
    ['reason', reason],
  ])
  expect(declined.status).toBe(302)
  expect(declined.headers.get('location')).toBe(
    `/admin/applications/${application.id}?done=declined`,
  )
  expect(await applicationRow(application.id)).toMatchObject({
    status: 'declined',
    decisionReason: reason,
    decidedBy: 'amir.admin@example.com',
    advisorId: null,
  })

  const [email] = readOutbox(dataDir, 'sam@prairieridge.example.com')
  expect(email).toContain('Subject: About your Wealthward partner application')
  expect(email).toContain('Hello Sam Ortega,')
  expect(email).toContain('Thank you for your interest')
  expect(email).toContain(reason)
  expect(email).toContain('apply again')

  const [entry] = await auditFor('advisor_application', application.id)
  expect(entry).toMatchObject({
    action: 'application.decline',
    actorEmail: 'amir.admin@example.com',
    summary: `Declined the application of Prairie Ridge Advisors (CRD ${application.crd})`,
    details: { reason },
  })

  // A decided application is not decided again.
  const again = await post(application.id, await approveForm(application.id))
  expect(again.status).toBe(409)
  expect(again.data?.formError).toMatch(/already declined/)
  expect(readOutbox(dataDir, 'sam@prairieridge.example.com')).toHaveLength(1)
})

test('an unknown intent or application is answered, not a server error', async () => {
  const application = await createApplication(db)
  const noIntent = await post(application.id, [['reason', 'Something here']])
  expect(noIntent.status).toBe(400)
  expect(noIntent.data?.formError).toMatch(/Approve or Decline/)
  const missing = '00000000-0000-4000-8000-000000000000'
  expect((await detail(missing)).status).toBe(404)
  expect((await detail('nope')).status).toBe(404)
  const declineMissing = await post(missing, [
    ['intent', 'decline'],
    ['reason', 'A long enough reason here.'],
  ])
  expect(declineMissing.status).toBe(404)
})
