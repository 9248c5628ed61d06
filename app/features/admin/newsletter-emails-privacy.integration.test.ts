import { existsSync } from 'node:fs'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody, createAdvisor, createUserWithSession } from '../../../tests/factories'
import { readOutboxContent } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import {
  auditLog,
  emailLog,
  leadConsents,
  leadEvents,
  leadMatches,
  leadReturns,
  leads,
  leadUpdateRequests,
  newsletterSubscribers,
  privacyOptOuts,
  users,
} from '~/db/schema'

const { db, dataDir } = await setUpTestDatabase()
const newsletterPage = await import('~/routes/admin.newsletter')
const newsletterExport = await import('~/routes/admin.newsletter.export')
const emailsPage = await import('~/routes/admin.emails')
const emailPage = await import('~/routes/admin.emails.$emailId')
const privacyPage = await import('~/routes/admin.privacy')
const doNotSell = await import('~/routes/do-not-sell')
const subscribeRoute = await import('~/routes/api.newsletter.subscribe')
const captureRoute = await import('~/routes/api.leads.capture')
const { sendQueuedEmails } = await import('../../../tests/emailed-links')
const { signupsPerWeek } = await import('~/features/newsletter/index.server')
const { sendEmail } = await import('~/features/email/index.server')
const { emailFingerprint } = await import('~/features/legal/index.server')

const get = (url: string, cookie: string) =>
  new Request(`http://localhost:3000${url}`, { headers: { Cookie: cookie } })

const subscribe = (email: string, source = 'home') =>
  callRoute(subscribeRoute.action, jsonRequest('/api/newsletter/subscribe', { email, source }))

async function addSubscriber(
  email: string,
  values: Partial<typeof newsletterSubscribers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      source: 'home',
      unsubscribeToken: `token-${email.replace(/[^a-z0-9]/gi, '')}-${Math.random().toString(36).slice(2)}`,
      ...values,
    })
    .returning()
  return row!
}

const auditFor = (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action))

interface SubscriberList {
  page: {
    totalElements: number
    totalPages: number
    content: { id: string; email: string; source: string; status: string }[]
  }
  confirm: { id: string; email: string } | null
  weeks: { weekOf: string; signups: number }[]
}

test('the subscriber list filters by email text, status and source, and pages by 25', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  await addSubscriber('filter.alpha@list.test', { source: 'blog' })
  await addSubscriber('filter.beta@list.test', { source: 'home', unsubscribedAt: new Date() })
  await addSubscriber('filter.gamma@list.test', { source: 'calculator-debt' })
  await addSubscriber('100%_sure@list.test', { source: 'home' })

  const load = async (query: string) =>
    (
      await callPage<SubscriberList>(
        newsletterPage.loader,
        get(`/admin/newsletter?${query}`, admin.cookie),
      )
    ).data!.page
  const emails = async (query: string) => (await load(query)).content.map((r) => r.email).sort()

  expect(await emails('q=filter.')).toEqual([
    'filter.alpha@list.test',
    'filter.beta@list.test',
    'filter.gamma@list.test',
  ])
  expect(await emails('q=filter.&status=unsubscribed')).toEqual(['filter.beta@list.test'])
  expect(await emails('q=filter.&status=active')).toEqual([
    'filter.alpha@list.test',
    'filter.gamma@list.test',
  ])
  expect(await emails('q=list.test&source=calculator-debt')).toEqual(['filter.gamma@list.test'])
  // LIKE wildcards typed in the box are plain characters.
  expect(await emails('q=100%25_')).toEqual(['100%_sure@list.test'])
  // Unknown values are ignored rather than refused.
  expect((await load('q=filter.&status=maybe&source=nowhere')).totalElements).toBe(3)
  const rows = (await load('q=filter.&status=unsubscribed')).content
  expect(rows[0]).toMatchObject({ status: 'unsubscribed', source: 'home' })

  for (let i = 0; i < 27; i++) await addSubscriber(`page.${String(i).padStart(2, '0')}@paging.test`)
  const first = await load('q=paging.test')
  expect(first).toMatchObject({ totalElements: 27, totalPages: 2 })
  expect(first.content).toHaveLength(25)
  const second = await load('q=paging.test&page=1')
  expect(second.content).toHaveLength(2)
  const all = new Set([...first.content, ...second.content].map((r) => r.email))
  expect(all.size).toBe(27)
})

test('the CSV holds exactly the filtered subscribers, neutralises formulas, and is audited', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  await addSubscriber('=HYPERLINK("x")@csv.test', { source: 'blog' })
  await addSubscriber('+1@csv.test', { source: 'blog' })
  await addSubscriber('-minus@csv.test', {
    source: 'blog',
    unsubscribedAt: new Date('2026-03-04T05:06:07Z'),
  })
  await addSubscriber('plain@csv.test', { source: 'blog' })
  await addSubscriber('other@csv.test', { source: 'footer' })

  const query = 'q=csv.test&source=blog'
  const response = await callRoute(
    newsletterExport.loader,
    get(`/admin/newsletter/export?${query}`, admin.cookie),
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
  )
  const lines = (await response.text()).trimEnd().split('\r\n')
  expect(lines[0]).toBe('Email,Source,Subscribed (UTC),Unsubscribed (UTC),Status')
  const list = await callPage<SubscriberList>(
    newsletterPage.loader,
    get(`/admin/newsletter?${query}`, admin.cookie),
  )
  const listed = list.data!.page.content
  expect(lines).toHaveLength(listed.length + 1)
  // Same rows, same order as the page.
  const firstCells = lines.slice(1).map((line) => line.split(',')[0])
  expect(firstCells).toEqual(
    listed
      .map((r) => (/^[=+\-@]/.test(r.email) ? `'${r.email}` : r.email))
      .map((e) => (/[",]/.test(e) ? `"${e.replace(/"/g, '""')}"` : e)),
  )
  expect(lines).toContain(
    `'-minus@csv.test,blog,${lines.find((l) => l.startsWith("'-minus"))!.split(',')[2]},2026-03-04T05:06:07.000Z,unsubscribed`,
  )
  expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""x"")@csv.test"`))).toBe(true)
  expect(lines.some((l) => l.startsWith(`'+1@csv.test,blog,`))).toBe(true)
  expect(lines.some((l) => l.startsWith('other@csv.test'))).toBe(false)

  const [entry] = (await auditFor('subscriber.export')).filter((e) => e.actorId === admin.user.id)
  expect(entry?.details).toEqual({
    rows: 4,
    filters: { status: 'any', source: 'blog', search: 'yes' },
  })
  expect(JSON.stringify(entry)).not.toContain('csv.test')
})

test('unsubscribing a subscriber asks first, then ends the subscription once and audits it', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const response = await subscribe('leaving.reader@unsub.test')
  expect(response.status).toBe(200)
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'leaving.reader@unsub.test'))

  const confirm = await callPage<SubscriberList>(
    newsletterPage.loader,
    get(`/admin/newsletter?q=unsub.test&unsubscribe=${row!.id}`, admin.cookie),
  )
  expect(confirm.data?.confirm).toEqual({ id: row!.id, email: 'leaving.reader@unsub.test' })
  // Nothing changed by asking.
  const [still] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, row!.id))
  expect(still?.unsubscribedAt).toBeNull()

  const post = (fields: [string, string][]) =>
    callPage<{ ok: boolean; message: string }>(
      newsletterPage.action,
      formRequest('/admin/newsletter?q=unsub.test', fields, { Cookie: admin.cookie }),
    )
  const done = await post([
    ['intent', 'unsubscribe'],
    ['id', row!.id],
  ])
  expect(done.status).toBe(200)
  expect(done.data).toEqual({ ok: true, message: 'leaving.reader@unsub.test is unsubscribed.' })
  const [after] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, row!.id))
  expect(after?.unsubscribedAt).toBeInstanceOf(Date)

  const again = await post([
    ['intent', 'unsubscribe'],
    ['id', row!.id],
  ])
  expect(again.data?.message).toBe('leaving.reader@unsub.test was already unsubscribed.')
  expect(
    (
      await post([
        ['intent', 'unsubscribe'],
        ['id', 'not-a-uuid'],
      ])
    ).status,
  ).toBe(400)
  expect(
    (
      await post([
        ['intent', 'unsubscribe'],
        ['id', '00000000-0000-4000-8000-000000000000'],
      ])
    ).status,
  ).toBe(404)

  const entries = (await auditFor('subscriber.unsubscribe')).filter((e) => e.targetId === row!.id)
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({
    actorEmail: admin.user.email,
    targetType: 'newsletter_subscriber',
    summary: 'Unsubscribed a newsletter subscriber (signed up from home)',
  })
  expect(JSON.stringify(entries[0]!.details)).not.toContain('leaving.reader')

  // No confirmation for someone already unsubscribed.
  const later = await callPage<SubscriberList>(
    newsletterPage.loader,
    get(`/admin/newsletter?q=unsub.test&unsubscribe=${row!.id}`, admin.cookie),
  )
  expect(later.data?.confirm).toBeNull()
})

test('sign-ups per week: 12 weeks from Monday, UTC, the current week last', async () => {
  const now = new Date('2031-06-11T12:00:00Z') // a Wednesday
  await addSubscriber('w0a@weeks.test', { subscribedAt: new Date('2031-06-09T00:00:00Z') })
  await addSubscriber('w0b@weeks.test', {
    subscribedAt: new Date('2031-06-11T08:00:00Z'),
    unsubscribedAt: new Date('2031-06-11T09:00:00Z'),
  })
  await addSubscriber('w1@weeks.test', { subscribedAt: new Date('2031-06-08T23:59:59Z') })
  await addSubscriber('w11@weeks.test', { subscribedAt: new Date('2031-03-24T10:00:00Z') })
  await addSubscriber('w12@weeks.test', { subscribedAt: new Date('2031-03-23T10:00:00Z') })
  const weeks = await signupsPerWeek(db, now)
  expect(weeks).toHaveLength(12)
  expect(weeks[11]).toEqual({ weekOf: '2031-06-09', signups: 2 })
  expect(weeks[10]).toEqual({ weekOf: '2031-06-02', signups: 1 })
  expect(weeks[0]).toEqual({ weekOf: '2031-03-24', signups: 1 })
  expect(weeks.reduce((sum, w) => sum + w.signups, 0)).toBe(4)
})

interface EmailList {
  templates: string[]
  page: { content: { id: string; template: string; recipient: string; stored: boolean }[] }
}
interface EmailDetail {
  entry: { outboxFile: string | null; subject: string }
  stored:
    | null
    | { state: 'missing' }
    | {
        state: 'ok'
        message: {
          headers: { name: string; value: string }[]
          html: string | null
          text: string | null
          attachments: { filename: string }[]
        }
      }
}

test('the email log lists, searches and filters sent emails, and opens an outbox message', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  await subscribe('log.reader@emails.test', 'blog')
  await sendEmail(
    {
      template: 'password-reset',
      to: 'someone.else@emails.test',
      subject: 'Reset your password',
      text: 'Reset link inside',
      html: '<p>Reset <script>alert(1)</script></p>',
    },
    { db },
  )

  const list = async (query: string) =>
    (await callPage<EmailList>(emailsPage.loader, get(`/admin/emails?${query}`, admin.cookie)))
      .data!
  const welcome = await list('q=log.reader&template=newsletter-welcome')
  expect(welcome.page.content).toHaveLength(1)
  expect(welcome.page.content[0]).toMatchObject({
    template: 'newsletter-welcome',
    recipient: 'log.reader@emails.test',
    stored: true,
  })
  expect(welcome.templates).toEqual(
    expect.arrayContaining(['newsletter-welcome', 'password-reset']),
  )
  expect((await list('q=Reset your')).page.content.map((r) => r.recipient)).toEqual([
    'someone.else@emails.test',
  ])
  expect((await list('q=emails.test&template=password-reset')).page.content).toHaveLength(1)

  const id = welcome.page.content[0]!.id
  const [row] = await db.select().from(emailLog).where(eq(emailLog.id, id))
  expect(row?.outboxFile).toMatch(/^[\w.-]+-newsletter-welcome-[0-9a-f]{8}\.eml$/)
  expect(existsSync(path.join(dataDir, 'outbox', row!.outboxFile!))).toBe(true)

  const detail = await callPage<EmailDetail>(
    emailPage.loader,
    get(`/admin/emails/${id}`, admin.cookie),
    { emailId: id },
  )
  expect(detail.status).toBe(200)
  const stored = detail.data!.stored
  if (stored?.state !== 'ok') throw new Error(`message not read: ${JSON.stringify(stored)}`)
  const header = (name: string) => stored.message.headers.find((h) => h.name === name)?.value
  expect(header('To')).toBe('log.reader@emails.test')
  expect(header('Subject')).toBe(detail.data!.entry.subject)
  expect(header('List-Unsubscribe')).toMatch(
    /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=/,
  )
  expect(stored.message.html).toContain('Wealthward')
  expect(stored.message.text).toContain('unsubscribe')
  expect(stored.message.attachments.map((a) => a.filename)).toEqual([
    'wealthward-debt-tracker.xlsx',
  ])

  // An SMTP row keeps no body; a row pointing outside the outbox, or at a missing file, shows none.
  const [smtp] = await db
    .insert(emailLog)
    .values({
      template: 'x',
      recipient: 'a@emails.test',
      subject: 's',
      transport: 'smtp',
      status: 'sent',
    })
    .returning()
  const [escape] = await db
    .insert(emailLog)
    .values({
      template: 'x',
      recipient: 'a@emails.test',
      subject: 's',
      transport: 'outbox',
      outboxFile: '../pglite.eml',
      status: 'sent',
    })
    .returning()
  for (const [entry, expected] of [
    [smtp!, null],
    [escape!, { state: 'missing' }],
  ] as const) {
    const answer = await callPage<EmailDetail>(
      emailPage.loader,
      get(`/admin/emails/${entry.id}`, admin.cookie),
      { emailId: entry.id },
    )
    expect(answer.data?.stored).toEqual(expected)
  }
  const unknown = await callPage(emailPage.loader, get('/admin/emails/nope', admin.cookie), {
    emailId: 'nope',
  })
  expect(unknown.status).toBe(404)
})

interface RequestList {
  page: {
    content: {
      id: string
      email: string
      kind: string
      processedAt: string | null
      processedBy: string | null
    }[]
  }
  open: { doNotSell: number; deletion: number }
}

const requestOnSite = (fields: [string, string][]) =>
  callPage<{ ok: boolean }>(doNotSell.action, formRequest('/do-not-sell', fields))

test('deletion and do-not-sell requests from the site are listed open, and marking one handled records who and when', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  expect(
    (
      await requestOnSite([
        ['email', 'Opt.Out@Requests.test'],
        ['fullName', 'Pat Example'],
      ])
    ).data?.ok,
  ).toBe(true)
  expect(
    (
      await requestOnSite([
        ['email', 'erase.me@requests.test'],
        ['kind', 'deletion'],
      ])
    ).data?.ok,
  ).toBe(true)
  const refused = await requestOnSite([
    ['email', 'x@requests.test'],
    ['kind', 'everything'],
  ])
  expect(refused.status).toBe(400)
  // The form's answer names the field and keeps what was typed.
  expect(refused.data).toMatchObject({
    ok: false,
    fieldErrors: { kind: 'Choose what you would like us to do' },
    formError: null,
    values: { email: 'x@requests.test', kind: 'everything' },
  })

  const list = async (query: string) =>
    (await callPage<RequestList>(privacyPage.loader, get(`/admin/privacy?${query}`, admin.cookie)))
      .data!
  const open = await list('q=requests.test')
  expect(open.page.content.map((r) => [r.email, r.kind])).toEqual([
    ['opt.out@requests.test', 'do-not-sell'],
    ['erase.me@requests.test', 'deletion'],
  ])
  expect(open.open.deletion).toBeGreaterThanOrEqual(1)
  expect((await list('q=requests.test&kind=deletion')).page.content.map((r) => r.email)).toEqual([
    'erase.me@requests.test',
  ])

  const target = open.page.content[0]!
  const mark = () =>
    callPage<{ ok: boolean; message: string }>(
      privacyPage.action,
      formRequest(
        '/admin/privacy',
        [
          ['intent', 'handle'],
          ['id', target.id],
        ],
        { Cookie: admin.cookie },
      ),
    )
  const done = await mark()
  expect(done.data).toEqual({
    intent: 'handle',
    ok: true,
    message: 'The request is marked handled.',
  })
  const [row] = await db.select().from(privacyOptOuts).where(eq(privacyOptOuts.id, target.id))
  expect(row?.processedBy).toBe(admin.user.email)
  expect(row?.processedAt).toBeInstanceOf(Date)
  expect((await mark()).data?.message).toBe(
    `That request was already handled by ${admin.user.email}.`,
  )

  expect((await list('q=requests.test')).page.content.map((r) => r.email)).toEqual([
    'erase.me@requests.test',
  ])
  const handled = await list('q=requests.test&status=handled')
  expect(handled.page.content).toEqual([
    expect.objectContaining({ id: target.id, processedBy: admin.user.email }),
  ])
  const entries = (await auditFor('privacy-request.handle')).filter((e) => e.targetId === target.id)
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({
    summary: 'Marked a do-not-sell request as handled',
    targetType: 'privacy_request',
  })
  expect(JSON.stringify(entries[0])).not.toContain('opt.out')
})

test('deleting a person scrubs their leads, tells each matched advisor, removes subscription and account, and audits without the address', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const person = 'casey.private@delete.test'
  const matched = await Promise.all([
    createAdvisor(db, { states: ['WY'] }),
    createAdvisor(db, { states: ['WY'] }),
  ])
  const captured = await callRoute(
    captureRoute.action,
    jsonRequest(
      '/api/leads/capture',
      assessmentBody({
        email: person,
        state: 'WY',
        city: 'Casper',
        phoneConsent: true,
        firstName: 'Casey',
        lastName: 'Private',
      }),
      {
        headers: {
          'User-Agent': 'TestBrowser/1.0',
          Referer: 'http://localhost:3000/investment-readiness',
        },
      },
    ),
  )
  expect(captured.status).toBe(201)
  await sendQueuedEmails(db)
  const [lead] = await db.select().from(leads).where(eq(leads.email, person))
  const matches = await db.select().from(leadMatches).where(eq(leadMatches.leadId, lead!.id))
  expect(matches.map((m) => m.advisorId).sort()).toEqual(matched.map((a) => a.id).sort())
  await db.insert(leadReturns).values({
    leadId: lead!.id,
    advisorId: matched[0].id,
    reason: 'wrong-contact',
    details: 'Casey Private said the number is her work line',
  })
  await subscribe(person)
  const account = await createUserWithSession(db, { email: person })
  await requestOnSite([
    ['email', person],
    ['kind', 'deletion'],
  ])
  const [confirmation] = await db
    .select()
    .from(emailLog)
    .where(and(eq(emailLog.recipient, person), eq(emailLog.template, 'lead-confirmation')))
  expect(existsSync(path.join(dataDir, 'outbox', confirmation!.outboxFile!))).toBe(true)
  // Answers sent again from another browser wait for the person: they are theirs to delete too.
  await callRoute(
    captureRoute.action,
    jsonRequest('/api/leads/capture', assessmentBody({ email: person, state: 'WY' })),
  )
  expect(
    await db.select().from(leadUpdateRequests).where(eq(leadUpdateRequests.leadId, lead!.id)),
  ).toHaveLength(1)

  const post = (fields: [string, string][]) =>
    callPage<{
      ok: boolean
      message?: string
      preview?: Record<string, unknown>
      fieldErrors?: Record<string, string>
      values?: { email: string }
    }>(privacyPage.action, formRequest('/admin/privacy', fields, { Cookie: admin.cookie }))
  const bad = await post([
    ['intent', 'preview-deletion'],
    ['email', 'not an email'],
  ])
  expect(bad.status).toBe(400)
  expect(bad.data?.fieldErrors?.email).toMatch(/valid email/)
  expect(bad.data?.values?.email).toBe('not an email')

  const preview = await post([
    ['intent', 'preview-deletion'],
    ['email', ' Casey.Private@Delete.test '],
  ])
  expect(preview.data?.preview).toEqual({
    email: person,
    leads: 1,
    advisors: 2,
    subscription: true,
    account: 'user',
    emailsLogged: 2,
    openRequests: 1,
  })
  // The preview changes nothing.
  expect((await db.select().from(leads).where(eq(leads.email, person))).length).toBe(1)

  const done = await post([
    ['intent', 'delete-person'],
    ['email', person],
  ])
  expect(done.status).toBe(200)
  expect(done.data?.message).toBe(
    `The data of ${person} is deleted: 1 lead scrubbed, 2 advisors notified, newsletter subscription deleted, account deleted, 2 logged emails scrubbed.`,
  )

  const [scrubbed] = await db.select().from(leads).where(eq(leads.id, lead!.id))
  expect(scrubbed).toMatchObject({
    firstName: 'Deleted',
    lastName: 'Deleted',
    email: 'Deleted',
    phone: null,
    city: 'Deleted',
    score: lead!.score,
    category: lead!.category,
    state: 'WY',
  })
  // The consent proof stays without what identifies the device; free text about the person goes.
  const [consent] = await db.select().from(leadConsents).where(eq(leadConsents.leadId, lead!.id))
  expect(consent).toMatchObject({
    ipAddress: 'Deleted',
    userAgent: 'Deleted',
    pageUrl: 'http://localhost:3000/investment-readiness',
    phoneConsent: true,
  })
  expect(consent!.disclosureText).toContain('up to 5')
  const [returned] = await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead!.id))
  expect(returned).toMatchObject({ reason: 'wrong-contact', details: null })
  const events = await db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, lead!.id), eq(leadEvents.type, 'WITHDRAWN')))
  expect(events.map((e) => e.advisorId).sort()).toEqual(matched.map((a) => a.id).sort())
  expect(events.every((e) => e.actor === admin.user.email)).toBe(true)
  expect(
    await db.select().from(leadUpdateRequests).where(eq(leadUpdateRequests.leadId, lead!.id)),
  ).toEqual([])

  for (const advisor of matched) {
    // Decoded parts, not the raw file: a MIME boundary or base64 may hold any digits by chance.
    const withdrawn = readOutboxContent(dataDir, advisor.email).filter((message) =>
      message.includes('Subject: A Wealthward lead was withdrawn'),
    )
    expect(withdrawn).toHaveLength(1)
    expect(withdrawn[0]).toContain(`Lead reference ${lead!.id}`)
    for (const detail of ['Casey', 'Private', person, 'Casper'])
      expect(withdrawn[0]).not.toContain(detail)
    // The lead's phone number, (614) 555-0134, in any spelling.
    expect(withdrawn[0]).not.toMatch(/614\D{0,3}555\D{0,3}0134|555\D?0134/)
  }
  const logged = await db
    .select()
    .from(emailLog)
    .where(
      and(
        eq(emailLog.template, 'lead-withdrawn'),
        inArray(
          emailLog.recipient,
          matched.map((a) => a.email),
        ),
      ),
    )
  expect(logged).toHaveLength(2)

  expect(
    await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, person)),
  ).toEqual([])
  expect(await db.select().from(users).where(eq(users.id, account.user.id))).toEqual([])
  expect(await db.select().from(emailLog).where(eq(emailLog.recipient, person))).toEqual([])
  expect(existsSync(path.join(dataDir, 'outbox', confirmation!.outboxFile!))).toBe(false)
  const [request] = await db
    .select()
    .from(privacyOptOuts)
    .where(and(eq(privacyOptOuts.email, person), eq(privacyOptOuts.kind, 'deletion')))
  expect(request?.processedBy).toBe(admin.user.email)

  const [entry] = await auditFor('person.delete')
  expect(entry).toMatchObject({
    actorEmail: admin.user.email,
    targetType: 'person',
    targetId: null,
    summary: 'Deleted a person’s data: 1 lead scrubbed, 2 advisors notified',
  })
  expect(entry?.details).toMatchObject({
    emailSha256: emailFingerprint(person),
    leads: 1,
    withdrawnEvents: 2,
    advisorsNotified: 2,
    subscriptionDeleted: true,
    accountDeleted: true,
    emailLogEntries: 2,
    requestsHandled: 1,
    outboxCopies: 2,
  })
  expect(JSON.stringify(entry)).not.toMatch(/casey|casper/i)
})

test('deleting a person keeps an advisor or admin account with the same address', async () => {
  const admin = await createUserWithSession(db, { role: 'admin' })
  const advisor = await createAdvisor(db)
  const staff = await createUserWithSession(db, {
    role: 'advisor',
    advisorId: advisor.id,
    email: 'partner@keep.test',
  })
  const answer = await callPage<{ message: string }>(
    privacyPage.action,
    formRequest(
      '/admin/privacy',
      [
        ['intent', 'delete-person'],
        ['email', 'partner@keep.test'],
      ],
      {
        Cookie: admin.cookie,
      },
    ),
  )
  expect(answer.data?.message).toContain('advisor account kept')
  expect(await db.select().from(users).where(eq(users.id, staff.user.id))).toHaveLength(1)
})
