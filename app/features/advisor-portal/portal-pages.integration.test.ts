import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisorAccount, createMatchedLead } from '../../../tests/advisor-portal'
import { createUserWithSession } from '../../../tests/factories'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leadEvents, leadMatches, leadReturns } from '~/db/schema'
import type { LeadActionData } from '~/features/leads'
import type { AdvisorLeadDetail, AdvisorStats, LeadPage } from './portal-types'

const { db } = await setUpTestDatabase()
const dashboard = await import('~/routes/ria.dashboard')
const leadPage = await import('~/routes/ria.leads.$leadId')
const { MeetingTime } = await import('./local-time')

interface DashboardData {
  email: string
  profile: { name: string; firm: string } | null
  state: { category?: string; status?: string; q?: string; sort: string; dir: string; page: number }
  page: LeadPage
  stats: AdvisorStats
}
interface LeadData {
  lead: AdvisorLeadDetail
  actor: string
  officeState: string
}

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} })
const post = (path: string, fields: [string, string][], cookie?: string) =>
  formRequest(path, fields, cookie ? { Cookie: cookie } : {})

const openDashboard = (cookie: string, query = '') =>
  callPage<DashboardData>(dashboard.loader, get(`/ria/dashboard${query}`, cookie))
const openLead = (cookie: string | undefined, leadId: string) =>
  callPage<LeadData>(leadPage.loader, get(`/ria/leads/${leadId}`, cookie), { leadId })
const act = (cookie: string | undefined, leadId: string, fields: [string, string][]) =>
  callPage<LeadActionData>(leadPage.action, post(`/ria/leads/${leadId}`, fields, cookie), {
    leadId,
  })

// A meeting next June: inside the window the portal accepts, and on daylight time in New York.
const NEXT_JUNE = `${new Date().getUTCFullYear() + 1}-06-02`

const COLD = {
  annualIncome: 40_000,
  totalDebt: 30_000,
  emergencyFund: 200,
  monthlyExpenses: 3_000,
  investableAssets: 0,
  creditScore: 560,
}

// WARM: a middling score with $120,000 to invest.
const WARM = {
  annualIncome: 70_000,
  totalDebt: 8_000,
  emergencyFund: 2_000,
  monthlyExpenses: 3_500,
  investableAssets: 120_000,
  creditScore: 640,
}

/** One example of every form on the lead page. */
const EVERY_FORM: [string, string][][] = [
  [
    ['intent', 'status'],
    ['status', 'CONTACTED'],
  ],
  [
    ['intent', 'convert'],
    ['expectedAnnualRevenue', '6000'],
  ],
  [
    ['intent', 'meeting'],
    ['meetingAt', `${NEXT_JUNE}T14:30`],
    ['timeZone', 'America/New_York'],
  ],
  [
    ['intent', 'note'],
    ['note', 'Left a voicemail.'],
  ],
  [
    ['intent', 'contact'],
    ['channel', 'email'],
  ],
  [
    ['intent', 'return'],
    ['reason', 'duplicate'],
  ],
]

test('the portal pages send anyone but a signed-in advisor to the advisor sign-in, and back', async () => {
  const a = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id)
  const { cookie: member } = await createUserWithSession(db)
  const { cookie: admin } = await createUserWithSession(db, { role: 'admin' })
  const forged = 'ww_session=forgedforgedforgedforgedforgedforgedforge1'
  for (const cookie of [undefined, member, admin, forged]) {
    const board = await callPage(dashboard.loader, get('/ria/dashboard?category=HOT', cookie))
    expect(board.status).toBe(302)
    expect(board.headers.get('location')).toBe(
      '/ria/login?redirect=%2Fria%2Fdashboard%3Fcategory%3DHOT',
    )
    const detail = await openLead(cookie, lead.id)
    expect(detail.headers.get('location')).toBe(
      `/ria/login?redirect=${encodeURIComponent(`/ria/leads/${lead.id}`)}`,
    )
    for (const fields of EVERY_FORM) {
      const posted = await act(cookie, lead.id, fields)
      expect(posted.status).toBe(302)
      expect(posted.headers.get('location')).toMatch(/^\/ria\/login\?redirect=/)
    }
  }
  // Nothing was recorded by any of them.
  expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([])
})

test('advisor B gets the same 404 for advisor A’s lead as for an unknown one, on the page and every form', async () => {
  const a = await createAdvisorAccount(db)
  const b = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id)
  expect((await openLead(a.cookie, lead.id)).status).toBe(200)

  for (const id of [lead.id, '00000000-0000-4000-8000-000000000000', 'not-a-lead-id']) {
    expect((await openLead(b.cookie, id)).status, id).toBe(404)
    for (const fields of EVERY_FORM) {
      const posted = await act(b.cookie, id, fields)
      expect(posted.status, `${id} ${fields[0]?.[1]}`).toBe(404)
    }
  }
  // A's lead is untouched: no event, no status change, no return request.
  expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([])
  const [match] = await db.select().from(leadMatches).where(eq(leadMatches.leadId, lead.id))
  expect(match?.status).toBe('NEW')
  expect(await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead.id))).toEqual([])
})

test('the dashboard shows only this advisor’s HOT and WARM leads and counts', async () => {
  const a = await createAdvisorAccount(db, { name: 'Maria Lopez', firm: 'Lopez Wealth' })
  const b = await createAdvisorAccount(db)
  const hot = await createMatchedLead(db, a.advisor.id)
  const converted = await createMatchedLead(db, a.advisor.id, {
    match: { status: 'CONVERTED', expectedAnnualRevenue: 5_000 },
  })
  // Matched, then sent again with numbers that score COLD: COLD leads are not sold, so not shown.
  const cold = await createMatchedLead(db, a.advisor.id, {
    numbers: COLD,
    match: { status: 'CONVERTED', expectedAnnualRevenue: 7_000 },
  })
  // One lead shared by both advisors, and two that are only B's.
  const shared = await createMatchedLead(db, [b.advisor.id, a.advisor.id])
  await createMatchedLead(db, b.advisor.id)
  await createMatchedLead(db, b.advisor.id, { numbers: COLD })

  const board = await openDashboard(a.cookie)
  expect(board.status).toBe(200)
  // Leads' personal details are never kept by a shared cache.
  expect(dashboard.headers({} as never)).toEqual({ 'Cache-Control': 'private, no-store' })
  expect(leadPage.headers({} as never)).toEqual({ 'Cache-Control': 'private, no-store' })
  const data = board.data!
  expect(data.email).toBe(a.user.email)
  expect(data.profile).toMatchObject({ name: 'Maria Lopez', firm: 'Lopez Wealth' })
  expect(data.stats).toMatchObject({
    totalLeads: 3,
    hotLeads: 3,
    newLeads: 2,
    conversions: 1,
    distribution: { HOT: 3, WARM: 0 },
  })
  expect(data.stats.roi.totalRevenue).toBe(5_000)
  expect(data.page.totalElements).toBe(3)
  expect(data.page.content.map((row) => row.id).sort()).toEqual(
    [hot.id, converted.id, shared.id].sort(),
  )
  expect((await openLead(a.cookie, cold.id)).status).toBe(404)

  const other = (await openDashboard(b.cookie)).data!
  expect(other.stats.totalLeads).toBe(2)
  expect(other.stats.conversions).toBe(0)
  expect(other.stats.roi.totalRevenue).toBe(0)
})

test('the table reads its filters, search, sort and page from the URL; a bad parameter is dropped', async () => {
  const a = await createAdvisorAccount(db)
  const DAY = 86_400_000
  for (let i = 0; i < 23; i++)
    await createMatchedLead(db, a.advisor.id, {
      lead: { firstName: `Lead${String(i).padStart(2, '0')}`, city: i === 5 ? 'Dayton' : 'Akron' },
      matchedAt: new Date(Date.now() - i * DAY),
      numbers: i % 2 ? WARM : undefined,
    })

  const first = (await openDashboard(a.cookie)).data!
  expect(first.page).toMatchObject({ page: 0, size: 20, totalPages: 2, totalElements: 23 })
  expect(first.page.content[0]?.name).toMatch(/^Lead00 /)
  const second = (await openDashboard(a.cookie, '?page=1')).data!
  expect(second.page.content).toHaveLength(3)

  const hot = (await openDashboard(a.cookie, '?category=HOT&sort=name&dir=desc')).data!
  expect(hot.state).toMatchObject({ category: 'HOT', sort: 'name', dir: 'desc', page: 0 })
  expect(hot.page.totalElements).toBe(12)
  expect(hot.page.content[0]?.name).toMatch(/^Lead22 /)

  const found = (await openDashboard(a.cookie, '?q=dayton')).data!
  expect(found.page.content.map((row) => row.location)).toEqual(['Dayton, OH'])

  const bad = await openDashboard(a.cookie, '?category=LUKEWARM&q=akron&size=500')
  expect(bad.status).toBe(302)
  expect(bad.headers.get('location')).toBe('/ria/dashboard?q=akron')
})

test('an advisor account not linked to an advisor record gets a 403, not someone’s leads', async () => {
  const { cookie } = await createUserWithSession(db, { role: 'advisor' })
  expect((await openDashboard(cookie)).status).toBe(403)
})

test('status changes follow the pipeline and show in the history; conversion needs the revenue', async () => {
  const a = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id)

  const refused = await act(a.cookie, lead.id, [
    ['intent', 'status'],
    ['status', 'QUALIFIED'],
  ])
  expect(refused.status).toBe(409)
  expect(refused.data).toMatchObject({
    intent: 'status',
    ok: false,
    message: 'A lead cannot move from NEW to QUALIFIED.',
    values: { status: 'QUALIFIED' },
  })

  const unchosen = await act(a.cookie, lead.id, [
    ['intent', 'status'],
    ['status', ''],
  ])
  expect(unchosen.status).toBe(400)
  expect(unchosen.data?.fieldErrors).toEqual({ status: 'Choose the new status' })

  const moved = await act(a.cookie, lead.id, [
    ['intent', 'status'],
    ['status', 'CONTACTED'],
  ])
  expect(moved.data).toMatchObject({ ok: true, message: 'Status changed to Contacted.' })
  const page = (await openLead(a.cookie, lead.id)).data!
  expect(page.lead.status).toBe('CONTACTED')
  expect(page.lead.nextStatuses).toEqual(['NURTURING', 'LOST'])
  expect(page.lead.events[0]).toMatchObject({
    type: 'STATUS_CHANGED',
    fromStatus: 'NEW',
    toStatus: 'CONTACTED',
    actor: `advisor:${a.user.email}`,
  })

  for (const status of ['NURTURING', 'QUALIFIED'])
    expect(
      (
        await act(a.cookie, lead.id, [
          ['intent', 'status'],
          ['status', status],
        ])
      ).status,
    ).toBe(200)
  const missing = await act(a.cookie, lead.id, [
    ['intent', 'convert'],
    ['expectedAnnualRevenue', ''],
  ])
  expect(missing.status).toBe(400)
  expect(missing.data?.fieldErrors).toEqual({
    expectedAnnualRevenue:
      'Enter the expected annual revenue from this client, in whole dollars, to mark the lead as converted.',
  })
  const typo = await act(a.cookie, lead.id, [
    ['intent', 'convert'],
    ['expectedAnnualRevenue', '12 thousand'],
  ])
  expect(typo.status).toBe(400)
  expect(typo.data?.values).toEqual({ expectedAnnualRevenue: '12 thousand' })

  const converted = await act(a.cookie, lead.id, [
    ['intent', 'convert'],
    ['expectedAnnualRevenue', '$7,500'],
  ])
  expect(converted.data).toMatchObject({
    ok: true,
    message: 'Marked as converted, with $7,500 of expected revenue a year.',
  })
  const done = (await openLead(a.cookie, lead.id)).data!.lead
  expect(done).toMatchObject({
    status: 'CONVERTED',
    expectedAnnualRevenue: 7_500,
    nextStatuses: [],
  })
})

test('notes and meetings are saved with the advisor as actor; an empty note is refused inline', async () => {
  const a = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id, { match: { status: 'CONTACTED' } })

  const empty = await act(a.cookie, lead.id, [
    ['intent', 'note'],
    ['note', '   '],
  ])
  expect(empty.status).toBe(400)
  expect(empty.data?.fieldErrors).toEqual({ note: 'Write the note before saving it' })

  const noted = await act(a.cookie, lead.id, [
    ['intent', 'note'],
    ['note', 'Prefers calls after 5 pm.'],
  ])
  expect(noted.data).toMatchObject({ ok: true, message: 'Note saved.' })
  expect(noted.data?.doneAt).toBeTruthy()

  // 2:30 PM in New York in June is 18:30 UTC (daylight time).
  const meeting = await act(a.cookie, lead.id, [
    ['intent', 'meeting'],
    ['meetingAt', `${NEXT_JUNE}T14:30`],
    ['timeZone', 'America/New_York'],
  ])
  expect(meeting.data).toMatchObject({
    ok: true,
    message: `Meeting saved for Jun 2, ${NEXT_JUNE.slice(0, 4)}, 2:30 PM EDT.`,
  })
  const page = (await openLead(a.cookie, lead.id)).data!
  expect(page.lead.meetingScheduledAt).toBe(`${NEXT_JUNE}T18:30:00.000Z`)
  // Meeting times show in the advisor's office's time zone and the lead's, not in UTC only.
  expect(page.officeState).toBe(a.advisor.state)
  expect(page.lead.state).toBe(lead.state)
  const rendered = renderToStaticMarkup(
    createElement(MeetingTime, {
      iso: page.lead.meetingScheduledAt!,
      officeState: page.officeState,
      leadState: page.lead.state,
    }),
  )
  expect(rendered).toContain(
    `Jun 2, ${NEXT_JUNE.slice(0, 4)}, 2:30 PM EDT</time> your time (America/New_York)`,
  )
  expect(rendered).toContain('2:30 PM EDT for the lead (Ohio, America/New_York).')
  expect(rendered).not.toContain('UTC')
  expect(page.lead.events.map((event) => [event.type, event.note, event.actor])).toEqual([
    ['MEETING_SCHEDULED', `${NEXT_JUNE}T18:30:00.000Z`, `advisor:${a.user.email}`],
    ['NOTE', 'Prefers calls after 5 pm.', `advisor:${a.user.email}`],
  ])

  const impossible = await act(a.cookie, lead.id, [
    ['intent', 'meeting'],
    ['meetingAt', `${NEXT_JUNE.slice(0, 4)}-02-30T10:00`],
    ['timeZone', 'America/New_York'],
  ])
  expect(impossible.status).toBe(400)
  expect(impossible.data?.fieldErrors?.meetingAt).toBe(
    'Enter a date and time, like 06/02/2026 2:30 PM',
  )
  expect(impossible.data?.values?.meetingAt).toBe(`${NEXT_JUNE.slice(0, 4)}-02-30T10:00`)

  // Ten years out is the portal module's refusal, shown with the form.
  const tooFar = await act(a.cookie, lead.id, [
    ['intent', 'meeting'],
    ['meetingAt', `${Number(NEXT_JUNE.slice(0, 4)) + 9}-06-02T10:00`],
    ['timeZone', 'UTC'],
  ])
  expect(tooFar.status).toBe(400)
  expect(tooFar.data?.message).toBe(
    'Choose a meeting time between a year ago and two years from now.',
  )
})

test('contacting records the contact and offers the link; a call needs the visitor’s consent', async () => {
  const a = await createAdvisorAccount(db)
  const withPhone = await createMatchedLead(db, a.advisor.id)
  const emailOnly = await createMatchedLead(db, a.advisor.id, { phoneConsent: false })

  const hidden = (await openLead(a.cookie, emailOnly.id)).data!.lead
  expect(hidden.phone).toBeNull()

  const emailed = await act(a.cookie, emailOnly.id, [
    ['intent', 'contact'],
    ['channel', 'email'],
  ])
  expect(emailed.data).toMatchObject({
    ok: true,
    message: 'Contact by email recorded.',
    contactLink: {
      href: `mailto:${emailOnly.email}?subject=Your%20Investment%20Readiness%20results`,
      label: `Write to ${emailOnly.email}`,
    },
  })
  const [match] = await db
    .select()
    .from(leadMatches)
    .where(and(eq(leadMatches.leadId, emailOnly.id), eq(leadMatches.advisorId, a.advisor.id)))
  expect(match?.status).toBe('CONTACTED')
  expect(match?.contactedAt).toBeInstanceOf(Date)

  const refused = await act(a.cookie, emailOnly.id, [
    ['intent', 'contact'],
    ['channel', 'phone'],
  ])
  expect(refused.status).toBe(409)
  expect(refused.data?.message).toBe(
    'This lead did not agree to phone calls or texts. Contact them by email.',
  )

  const called = await act(a.cookie, withPhone.id, [
    ['intent', 'contact'],
    ['channel', 'phone'],
  ])
  expect(called.data?.contactLink).toEqual({
    href: 'tel:+16145550142',
    label: 'Call (614) 555-0142',
  })
})

test('a return is requested once, then the page shows it pending', async () => {
  const a = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id)

  const unexplained = await act(a.cookie, lead.id, [
    ['intent', 'return'],
    ['reason', ''],
    ['details', 'Number does not work'],
  ])
  expect(unexplained.status).toBe(400)
  expect(unexplained.data?.fieldErrors).toEqual({ reason: 'Choose a reason from the list' })
  expect(unexplained.data?.values?.details).toBe('Number does not work')

  const requested = await act(a.cookie, lead.id, [
    ['intent', 'return'],
    ['reason', 'wrong-contact'],
    ['details', 'Number does not work'],
  ])
  expect(requested.data?.ok).toBe(true)
  expect((await openLead(a.cookie, lead.id)).data!.lead.returnRequest).toMatchObject({
    reason: 'wrong-contact',
    details: 'Number does not work',
    status: 'pending',
  })
  const again = await act(a.cookie, lead.id, [
    ['intent', 'return'],
    ['reason', 'duplicate'],
  ])
  expect(again.status).toBe(409)
  expect(again.data?.message).toBe('A return was already requested for this lead.')

  const unknown = await act(a.cookie, lead.id, [['intent', 'delete-everything']])
  expect(unknown.status).toBe(400)
  expect(unknown.data).toMatchObject({ intent: null, ok: false })
})

test('a lead who withdrew phone consent shows “Do not call or text” instead of the call action', async () => {
  const { createRoutesStub } = await import('react-router')
  const { ContactCard } = await import('./lead-actions')
  const a = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id, {
    phoneConsent: false,
    lead: { phoneConsentWithdrawnAt: new Date('2026-11-26T14:05:00Z') },
  })
  const page = (await openLead(a.cookie, lead.id)).data!
  expect(page.lead).toMatchObject({
    phone: null,
    phoneConsent: false,
    phoneConsentWithdrawnAt: '2026-11-26T14:05:00.000Z',
  })
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => createElement(ContactCard, { lead: page.lead, action: undefined }),
    },
  ])
  const rendered = renderToStaticMarkup(createElement(Stub))
  expect(rendered).toContain('Do not call or text: consent withdrawn on Nov 26, 2026')
  expect(rendered).toContain('The visitor withdrew consent to calls and texts: email only.')
  expect(rendered).not.toContain('Contact by phone')
  expect(rendered).toContain('Contact by email')
})

test('each lead form is read with its schema and answers { fieldErrors, formError, values }', async () => {
  const { parseWithZod } = await import('@conform-to/zod/v4')
  const { problemsOf } = await import('~/lib/form-answer')
  const schemas = await import('./portal-schema')
  const a = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id, { match: { status: 'QUALIFIED' } })

  // The problems the form's own schema finds in what was sent.
  const withSchema = (schema: Parameters<typeof parseWithZod>[1]['schema'], fields: string[][]) => {
    const formData = new FormData()
    for (const [name, value] of fields) formData.append(name!, value!)
    return problemsOf(parseWithZod(formData, { schema })).fieldErrors
  }
  const cases: [Parameters<typeof parseWithZod>[1]['schema'], [string, string][]][] = [
    [schemas.StatusFormSchema, [['status', '']]],
    [schemas.StatusFormSchema, [['status', 'ARCHIVED']]],
    [schemas.ConvertFormSchema, [['expectedAnnualRevenue', '']]],
    [schemas.ConvertFormSchema, [['expectedAnnualRevenue', '12 thousand']]],
    [schemas.ConvertFormSchema, [['expectedAnnualRevenue', '$0']]],
    [schemas.NoteFormSchema, [['note', '   ']]],
    [schemas.NoteFormSchema, [['note', 'x'.repeat(2001)]]],
    [
      schemas.MeetingFormSchema,
      [
        ['meetingAt', ''],
        ['timeZone', 'UTC'],
      ],
    ],
    [
      schemas.MeetingFormSchema,
      [
        ['meetingAt', '2026-02-30T10:00'],
        ['timeZone', 'UTC'],
      ],
    ],
    [schemas.ReturnRequestSchema, [['reason', '']]],
  ]
  const intents = new Map<unknown, string>([
    [schemas.StatusFormSchema, 'status'],
    [schemas.ConvertFormSchema, 'convert'],
    [schemas.NoteFormSchema, 'note'],
    [schemas.MeetingFormSchema, 'meeting'],
    [schemas.ReturnRequestSchema, 'return'],
  ])
  for (const [schema, fields] of cases) {
    const intent = intents.get(schema)!
    const answer = await act(a.cookie, lead.id, [['intent', intent], ...fields])
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({ intent, ok: false, formError: null })
    expect(Object.keys(answer.data!.fieldErrors)).not.toHaveLength(0)
    expect(withSchema(schema, fields)).toEqual(answer.data!.fieldErrors)
    expect(answer.data!.values).toMatchObject(Object.fromEntries(fields))
  }

  // The lead service's refusal of the whole change is the form's problem, not a field's.
  const refused = await act(a.cookie, lead.id, [
    ['intent', 'status'],
    ['status', 'NEW'],
  ])
  expect(refused.status).toBe(409)
  expect(refused.data).toMatchObject({
    fieldErrors: {},
    formError: 'A lead cannot move from QUALIFIED to NEW.',
    values: { status: 'NEW' },
  })
  // The same note is too long for the API as well, with the same words.
  const tooLong = schemas.LeadChangeSchema.safeParse({ note: 'x'.repeat(2001) })
  expect(tooLong.error?.issues[0]?.message).toBe(
    withSchema(schemas.NoteFormSchema, [['note', 'x'.repeat(2001)]]).note,
  )
})

test('without JavaScript a refused form shows its problems at the top and by the field, and what was typed', async () => {
  const { createRoutesStub } = await import('react-router')
  const { NotesCard, PipelineCard, ReturnCard } = await import('./lead-actions')
  const a = await createAdvisorAccount(db)
  const lead = await createMatchedLead(db, a.advisor.id)
  const page = (await openLead(a.cookie, lead.id)).data!
  const render = (element: ReturnType<typeof createElement>) => {
    const Stub = createRoutesStub([{ path: '/', Component: () => element }])
    return renderToStaticMarkup(createElement(Stub))
  }

  const unexplained = await act(a.cookie, lead.id, [
    ['intent', 'return'],
    ['reason', ''],
    ['details', 'Number does not work'],
  ])
  const returnCard = render(
    createElement(ReturnCard, { lead: page.lead, action: unexplained.data ?? undefined }),
  )
  expect(returnCard).toContain('There is a problem')
  expect(returnCard).toContain('href="#field-reason"')
  expect(returnCard).toContain('Reason: Choose a reason from the list')
  expect(returnCard).toMatch(/<select[^>]*id="field-reason"[^>]*aria-invalid="true"/)
  expect(returnCard).toMatch(/<textarea[^>]*id="field-details"[^>]*>Number does not work</)

  const empty = await act(a.cookie, lead.id, [
    ['intent', 'note'],
    ['note', ''],
  ])
  const notes = render(
    createElement(NotesCard, { lead: page.lead, action: empty.data ?? undefined }),
  )
  const describedBy = /<textarea[^>]*aria-describedby="([^"]+)"/.exec(notes)?.[1]
  expect(describedBy).toBeTruthy()
  expect(notes).toContain(`id="${describedBy}" class="mt-1 text-sm font-medium text-red-700`)
  expect(notes).toContain('Write the note before saving it')

  // A move the pipeline refuses is said once, in the card's alert.
  const refused = await act(a.cookie, lead.id, [
    ['intent', 'status'],
    ['status', 'QUALIFIED'],
  ])
  const pipeline = render(
    createElement(PipelineCard, {
      lead: page.lead,
      officeState: page.officeState,
      action: refused.data ?? undefined,
    }),
  )
  expect(pipeline.match(/A lead cannot move from NEW to QUALIFIED\./g)).toHaveLength(1)
  expect(pipeline).toContain('role="alert"')
})
