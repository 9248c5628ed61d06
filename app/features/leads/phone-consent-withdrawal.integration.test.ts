import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createAdvisorAccount } from '../../../tests/advisor-portal'
import { assessmentBody } from '../../../tests/factories'
import { readOutbox } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { auditLog, emailQueue, leadConsents, leads } from '~/db/schema'
import { sendQueuedEmails } from '../../../tests/emailed-links'
import type { StopCallsView } from '~/features/assessment'

const { db, dataDir } = await setUpTestDatabase()
const capture = await import('~/routes/api.leads.capture')
const stopCalls = await import('~/routes/stop-calls')
const portalLead = await import('~/routes/api.ria.leads.$id')

function send(body: unknown) {
  return callRoute(
    capture.action,
    jsonRequest('/api/leads/capture', body, { headers: { 'User-Agent': 'TestBrowser/1.0' } }),
  )
}

async function sentTo(email: string) {
  await sendQueuedEmails(db)
  return readOutbox(dataDir, email)
}

/** The tokens of the "Stop calls and texts" links in the messages whose subject is given. */
async function stopTokens(email: string, subject: string): Promise<string[]> {
  return (await sentTo(email))
    .filter((message) => message.includes(`Subject: ${subject}`))
    .map((message) => message.match(/\/stop-calls\?token=([\w-]{43})/)?.[1] ?? 'none')
}

const open = (token: string) =>
  callPage<StopCallsView>(
    stopCalls.loader,
    new Request(`http://localhost:3000/stop-calls?token=${encodeURIComponent(token)}`),
  )
const press = (token: string) =>
  callPage<StopCallsView>(stopCalls.action, formRequest('/stop-calls', [['token', token]]))

const leadRow = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0]
const auditLines = (leadId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'lead.phone-consent-withdraw'), eq(auditLog.targetId, leadId)))
const withdrawalEmailsTo = async (email: string) =>
  (await db.select().from(emailQueue)).filter(
    (m) => m.recipient === email && m.template === 'advisor-phone-consent-withdrawn',
  )

test('the link in every email withdraws phone consent at once, only when its button is pressed', async () => {
  const advisor = await createAdvisorAccount(db, { states: ['OH'] })
  const body = assessmentBody({ phoneConsent: true })
  const first = await send(body)
  expect(first.status).toBe(201)
  const { leadId } = (await first.json()) as { leadId: string }
  expect((await leadRow(leadId))?.phoneConsent).toBe(true)

  // The confirmation carries a link; so does the email sent when answers arrive from another browser.
  const [confirmationToken] = await stopTokens(body.email, 'Your Investment Readiness results')
  expect(await send(body)).toHaveProperty('status', 201)
  const [updateToken] = await stopTokens(
    body.email,
    'Did you send new answers to your Wealthward assessment?',
  )
  expect(confirmationToken).toMatch(/^[\w-]{43}$/)
  expect(updateToken).toMatch(/^[\w-]{43}$/)
  expect(updateToken).not.toBe(confirmationToken)

  // Opening a link (as a mail scanner does) changes nothing.
  for (const token of [confirmationToken!, updateToken!]) {
    const page = await open(token)
    expect(page.status).toBe(200)
    expect(page.data).toEqual({ status: 'ready', token })
  }
  expect(await leadRow(leadId)).toMatchObject({ phoneConsent: true, phoneConsentWithdrawnAt: null })
  expect(await auditLines(leadId)).toHaveLength(0)
  expect(await withdrawalEmailsTo(advisor.advisor.email)).toHaveLength(0)

  // Pressed twice at once, then again: one withdrawal, one audit line, one email to the advisor.
  const consentsBefore = await db.select().from(leadConsents).where(eq(leadConsents.leadId, leadId))
  const answers = await Promise.all([press(updateToken!), press(confirmationToken!)])
  const again = await press(confirmationToken!)
  const stored = await leadRow(leadId)
  expect(stored?.phoneConsent).toBe(false)
  const withdrawnAt = stored?.phoneConsentWithdrawnAt?.toISOString()
  expect(withdrawnAt).toEqual(expect.any(String))
  for (const answer of [...answers, again]) {
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({ status: 'stopped', withdrawnAt })
  }
  const audit = await auditLines(leadId)
  expect(audit).toHaveLength(1)
  expect(JSON.stringify(audit[0])).not.toContain(body.email)
  expect(JSON.stringify(audit[0])).not.toContain(body.lastName)
  // The proof of what was agreed, and when, is kept as it was.
  expect(await db.select().from(leadConsents).where(eq(leadConsents.leadId, leadId))).toEqual(
    consentsBefore,
  )
  const [notice] = await withdrawalEmailsTo(advisor.advisor.email)
  expect(await withdrawalEmailsTo(advisor.advisor.email)).toHaveLength(1)
  expect(notice?.textBody).toContain('withdrew consent to be called or texted')
  expect(notice?.textBody).toContain(`/ria/leads/${leadId}`)
  // Opening the link afterwards says so, and still changes nothing.
  expect((await open(confirmationToken!)).data).toEqual({ status: 'stopped', withdrawnAt })

  // The portal no longer offers the number for calls or texts.
  const portal = await callRoute(
    portalLead.loader,
    new Request(`http://localhost:3000/api/ria/leads/${leadId}`, {
      headers: { Authorization: advisor.authorization },
    }),
    { id: leadId },
  )
  expect(portal.status).toBe(200)
  expect(await portal.json()).toMatchObject({
    phone: null,
    phoneConsent: false,
    phoneConsentWithdrawnAt: withdrawnAt,
  })
})

test('a bad or tampered link is a 404 page that changes nothing', async () => {
  await createAdvisorAccount(db, { states: ['OH'] })
  const body = assessmentBody({ phoneConsent: true })
  const { leadId } = (await (await send(body)).json()) as { leadId: string }
  const [token] = await stopTokens(body.email, 'Your Investment Readiness results')
  const tampered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`
  for (const bad of [tampered, '', 'short', `${token}\u0000`, 'x'.repeat(100_000)]) {
    expect(await open(bad)).toMatchObject({ status: 404, data: { status: 'invalid' } })
    expect(await press(bad)).toMatchObject({ status: 404, data: { status: 'invalid' } })
  }
  expect(await leadRow(leadId)).toMatchObject({ phoneConsent: true, phoneConsentWithdrawnAt: null })
})

test('without phone consent the email has no link, and ticking the box again is a new consent', async () => {
  await createAdvisorAccount(db, { states: ['OH'] })
  const without = assessmentBody({ phoneConsent: false })
  await send(without)
  expect(await stopTokens(without.email, 'Your Investment Readiness results')).toEqual(['none'])

  const body = assessmentBody({ phoneConsent: true })
  const first = await send(body)
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!
  const { leadId } = (await first.json()) as { leadId: string }
  const [token] = await stopTokens(body.email, 'Your Investment Readiness results')
  await press(token!)
  const withdrawnAt = (await leadRow(leadId))?.phoneConsentWithdrawnAt
  expect(withdrawnAt).toBeInstanceOf(Date)
  // The owner's browser sends answers again without the box: the withdrawal stays on record.
  const resend = (phoneConsent: boolean) =>
    callRoute(
      capture.action,
      jsonRequest(
        '/api/leads/capture',
        { ...body, phoneConsent },
        { headers: { 'User-Agent': 'TestBrowser/1.0', Cookie: cookie } },
      ),
    )
  expect((await resend(false)).status).toBe(201)
  expect(await leadRow(leadId)).toMatchObject({
    phoneConsent: false,
    phoneConsentWithdrawnAt: withdrawnAt,
  })
  // Ticking it again is a new consent, recorded as such.
  expect((await resend(true)).status).toBe(201)
  expect(await leadRow(leadId)).toMatchObject({ phoneConsent: true, phoneConsentWithdrawnAt: null })
})

test('once a lead is anonymised, its emailed link leads nowhere', async () => {
  const { anonymiseLeads } = await import('~/features/legal/index.server')
  await createAdvisorAccount(db, { states: ['OH'] })
  const body = assessmentBody({ phoneConsent: true })
  const { leadId } = (await (await send(body)).json()) as { leadId: string }
  const [token] = await stopTokens(body.email, 'Your Investment Readiness results')
  expect(await open(token!)).toMatchObject({ status: 200 })
  await db.transaction((tx) => anonymiseLeads(tx, [leadId], new Date()))
  expect(await open(token!)).toMatchObject({ status: 404, data: { status: 'invalid' } })
})
