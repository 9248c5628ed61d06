import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { qualified } from '~/db/sql'
import { advisors, leadConsents, leadEvents, leadMatches, leadReturns, leads } from '~/db/schema'
import { RETURN_REASONS } from '~/features/advisor-portal'
import type { ScoreBreakdown } from '~/features/assessment'
import { sendEmail } from '~/features/email/index.server'
import { emailLayout, escapeHtml } from '~/features/email'
import type { Actor } from '~/features/admin/index.server'
import { recordAudit } from '~/features/admin/index.server'
import { likePattern } from '~/lib/list-query'
import { totalPages } from '~/lib/pagination'

export const ADMIN_LEADS_PAGE_SIZE = 25
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The leads list's filters, from its query string. Bad values are dropped, not refused. */
export const AdminLeadQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: z.enum(['HOT', 'WARM', 'COLD']).optional().catch(undefined),
  matching: z.enum(['matched', 'unmatched', 'withheld', 'returns']).optional().catch(undefined),
  page: z.coerce.number().int().min(0).max(10_000).catch(0),
})
export type AdminLeadQuery = z.infer<typeof AdminLeadQuerySchema>

export function adminLeadQueryFrom(params: URLSearchParams): AdminLeadQuery {
  return AdminLeadQuerySchema.parse(Object.fromEntries([...params].filter(([, v]) => v !== '')))
}

const matchCount = sql<number>`(select count(*)::int from ${leadMatches} where ${qualified(leadMatches.leadId)} = ${qualified(leads.id)})`
const pendingReturnExists = sql`exists (select 1 from ${leadReturns} where ${qualified(leadReturns.leadId)} = ${qualified(leads.id)} and ${qualified(leadReturns.status)} = 'pending')`

/** Every lead, newest first, searchable by name, email, city or state. */
export async function listAdminLeads(db: Database, query: AdminLeadQuery) {
  const where: SQL[] = []
  if (query.q) {
    const pattern = likePattern(query.q)
    where.push(
      or(
        ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, pattern),
        ilike(leads.email, pattern),
        ilike(leads.city, pattern),
        ilike(leads.state, pattern),
      )!,
    )
  }
  if (query.category) where.push(eq(leads.category, query.category))
  if (query.matching === 'matched') where.push(sql`${matchCount} > 0`)
  if (query.matching === 'unmatched') where.push(sql`${matchCount} = 0`)
  if (query.matching === 'withheld') where.push(isNotNull(leads.matchingWithheld))
  if (query.matching === 'returns') where.push(pendingReturnExists)
  const condition = where.length ? and(...where) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        state: leads.state,
        score: leads.score,
        category: leads.category,
        matchingWithheld: leads.matchingWithheld,
        createdAt: leads.createdAt,
        matches: matchCount,
        pendingReturns: sql<number>`(select count(*)::int from ${leadReturns} where ${qualified(leadReturns.leadId)} = ${qualified(leads.id)} and ${qualified(leadReturns.status)} = 'pending')`,
      })
      .from(leads)
      .where(condition)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(ADMIN_LEADS_PAGE_SIZE)
      .offset(query.page * ADMIN_LEADS_PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(condition),
  ])
  const totalElements = total?.n ?? 0
  return {
    content: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      state: row.state,
      score: row.score,
      category: row.category,
      matchingWithheld: row.matchingWithheld,
      createdAt: row.createdAt.toISOString(),
      matches: Number(row.matches),
      pendingReturns: Number(row.pendingReturns),
    })),
    totalElements,
    totalPages: totalPages(totalElements, ADMIN_LEADS_PAGE_SIZE),
    page: query.page,
  }
}

export const reasonLabel = (reason: string) =>
  RETURN_REASONS.find((r) => r.value === reason)?.label ?? reason

/**
 * Only an administrator reaches every lead. Anyone else (a route that forgot its guard, a future
 * caller with an advisor's session) is answered as for a lead that does not exist.
 */
const isAdmin = (actor: Actor) => actor.role === 'admin'

/**
 * Everything an admin sees of one lead: answers, consents, matches with their returns, events.
 * Null for an unknown lead, and for an actor who is not an administrator.
 */
export async function getAdminLead(db: Database, actor: Actor, leadId: string) {
  if (!isAdmin(actor) || !UUID.test(leadId)) return null
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1)
  if (!lead) return null
  const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1))
  const [consents, matchRows, returnRows, eventRows, candidates] = await Promise.all([
    db
      .select()
      .from(leadConsents)
      .where(eq(leadConsents.leadId, leadId))
      .orderBy(desc(leadConsents.consentedAt)),
    db
      .select({ match: leadMatches, advisor: advisors })
      .from(leadMatches)
      .innerJoin(advisors, eq(advisors.id, leadMatches.advisorId))
      .where(eq(leadMatches.leadId, leadId))
      .orderBy(asc(leadMatches.position)),
    db.select().from(leadReturns).where(eq(leadReturns.leadId, leadId)),
    db
      .select({ event: leadEvents, advisorName: advisors.name })
      .from(leadEvents)
      .leftJoin(advisors, eq(advisors.id, leadEvents.advisorId))
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(desc(leadEvents.at), desc(leadEvents.seq)),
    db
      .select({
        id: advisors.id,
        name: advisors.name,
        firm: advisors.firm,
        states: advisors.states,
        capacity: advisors.monthlyCapacity,
        thisMonth: sql<number>`(select count(*)::int from ${leadMatches} where ${qualified(leadMatches.advisorId)} = ${qualified(advisors.id)} and ${qualified(leadMatches.createdAt)} >= ${monthStart})`,
      })
      .from(advisors)
      .where(
        and(
          eq(advisors.active, true),
          sql`not exists (select 1 from ${leadMatches} where ${qualified(leadMatches.leadId)} = ${leadId} and ${qualified(leadMatches.advisorId)} = ${qualified(advisors.id)})`,
        ),
      )
      .orderBy(asc(advisors.name)),
  ])
  const returnsByAdvisor = new Map(returnRows.map((r) => [r.advisorId, r]))
  return {
    id: lead.id,
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    phone: lead.phone,
    phoneConsent: lead.phoneConsent,
    age: lead.age,
    city: lead.city,
    state: lead.state,
    annualIncome: lead.annualIncome,
    totalDebt: lead.totalDebt,
    emergencyFund: lead.emergencyFund,
    monthlyExpenses: lead.monthlyExpenses,
    investableAssets: lead.investableAssets,
    creditScore: lead.creditScore,
    score: lead.score,
    category: lead.category,
    readinessLevel: lead.readinessLevel,
    breakdown: lead.breakdown as ScoreBreakdown,
    source: [lead.source, lead.medium, lead.campaign].filter(Boolean).join(' / '),
    matchingWithheld: lead.matchingWithheld,
    createdAt: lead.createdAt.toISOString(),
    consents: consents.map((c) => ({
      id: c.id,
      disclosureVersion: c.disclosureVersion,
      disclosureText: c.disclosureText,
      emailConsent: c.emailConsent,
      phoneConsent: c.phoneConsent,
      globalPrivacyControl: c.globalPrivacyControl,
      matchingConfirmed: c.matchingConfirmed,
      pageUrl: c.pageUrl,
      consentedAt: c.consentedAt.toISOString(),
    })),
    matches: matchRows.map(({ match, advisor }) => {
      const returned = returnsByAdvisor.get(advisor.id)
      return {
        advisorId: advisor.id,
        name: advisor.name,
        firm: advisor.firm,
        status: match.status,
        position: match.position,
        matchedAt: match.createdAt.toISOString(),
        meetingScheduledAt: match.meetingScheduledAt?.toISOString() ?? null,
        expectedAnnualRevenue: match.expectedAnnualRevenue,
        return: returned
          ? {
              id: returned.id,
              reason: reasonLabel(returned.reason),
              details: returned.details,
              status: returned.status,
              decisionNote: returned.decisionNote,
              decidedBy: returned.decidedBy,
              requestedAt: returned.createdAt.toISOString(),
            }
          : null,
      }
    }),
    events: eventRows.map(({ event, advisorName }) => ({
      id: event.id,
      type: event.type,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actor: event.actor,
      advisorName,
      at: event.at.toISOString(),
    })),
    candidates: candidates.map((c) => ({
      id: c.id,
      label: `${c.name} (${c.firm}) · ${Number(c.thisMonth)} of ${c.capacity} this month${
        c.states.includes(lead.state) ? '' : ` · not registered in ${lead.state}`
      }`,
    })),
  }
}

export type AdminLead = NonNullable<Awaited<ReturnType<typeof getAdminLead>>>

export type AdminOutcome =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; error: string }

const LEAD_NOT_FOUND = { ok: false, status: 404, error: 'Lead not found.' } as const
const adminActor = (actor: Actor) => `admin:${actor.email}`

export const AddMatchSchema = z.object({
  advisorId: z.uuid('Choose an advisor'),
})
export const ReassignSchema = z.object({
  fromAdvisorId: z.uuid('Choose the advisor to take the lead from'),
  toAdvisorId: z.uuid('Choose the advisor to give the lead to'),
})
export const ReturnDecisionSchema = z.object({
  returnId: z.uuid('That return request does not exist'),
  decision: z.enum(['credited', 'declined'], { error: 'Choose to credit or decline' }),
  note: z
    .string()
    .trim()
    .min(3, 'Write a short note for the advisor (at least 3 characters)')
    .max(1000, 'Keep the note to 1,000 characters or fewer'),
})

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

async function activeAdvisor(tx: Transaction, advisorId: string) {
  const [advisor] = await tx
    .select({ id: advisors.id, name: advisors.name, firm: advisors.firm, active: advisors.active })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .limit(1)
  return advisor
}

/**
 * Offers the lead to one more advisor, up to the most a lead may go to (MAX_ADVISORS_PER_LEAD). The
 * admin may go past the advisor's monthly capacity or registered states: the choice list says so.
 */
export async function addMatch(
  db: Database,
  actor: Actor,
  leadId: string,
  advisorId: string,
  now = new Date(),
): Promise<AdminOutcome> {
  if (!isAdmin(actor) || !UUID.test(leadId)) return LEAD_NOT_FOUND
  const limit = getConfig().MAX_ADVISORS_PER_LEAD
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update')
    if (!lead) return LEAD_NOT_FOUND
    const advisor = await activeAdvisor(tx, advisorId)
    if (!advisor?.active) return { ok: false, status: 400, error: 'Choose an active advisor.' }
    const existing = await tx
      .select({ advisorId: leadMatches.advisorId, position: leadMatches.position })
      .from(leadMatches)
      .where(eq(leadMatches.leadId, leadId))
    if (existing.some((m) => m.advisorId === advisorId))
      return { ok: false, status: 409, error: `${advisor.name} already has this lead.` }
    if (existing.length >= limit)
      return {
        ok: false,
        status: 409,
        error: `A lead goes to at most ${limit} advisors. Reassign one instead.`,
      }
    const position = Math.max(-1, ...existing.map((m) => m.position)) + 1
    await tx.insert(leadMatches).values({ leadId, advisorId, position, createdAt: now })
    await tx.insert(leadEvents).values({
      leadId,
      advisorId,
      type: 'MATCH_ADDED',
      actor: adminActor(actor),
      at: now,
    })
    await recordAudit(tx, actor, {
      action: 'lead.match-add',
      targetType: 'lead',
      targetId: leadId,
      summary: `Offered ${lead.firstName} ${lead.lastName}’s lead to ${advisor.name} (${advisor.firm})`,
      details: { advisorId },
    })
    return { ok: true, message: `The lead now goes to ${advisor.name} too.` }
  })
}

/** Moves the lead from one advisor to another, in the first advisor's place in the order. */
export async function reassignMatch(
  db: Database,
  actor: Actor,
  leadId: string,
  fromAdvisorId: string,
  toAdvisorId: string,
  now = new Date(),
): Promise<AdminOutcome> {
  if (!isAdmin(actor) || !UUID.test(leadId)) return LEAD_NOT_FOUND
  if (fromAdvisorId === toAdvisorId)
    return { ok: false, status: 400, error: 'Choose a different advisor to give the lead to.' }
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update')
    if (!lead) return LEAD_NOT_FOUND
    const [from] = await tx
      .select({ position: leadMatches.position, name: advisors.name })
      .from(leadMatches)
      .innerJoin(advisors, eq(advisors.id, leadMatches.advisorId))
      .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.advisorId, fromAdvisorId)))
    if (!from) return { ok: false, status: 400, error: 'That advisor does not have this lead.' }
    const to = await activeAdvisor(tx, toAdvisorId)
    if (!to?.active) return { ok: false, status: 400, error: 'Choose an active advisor.' }
    const [taken] = await tx
      .select({ n: count() })
      .from(leadMatches)
      .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.advisorId, toAdvisorId)))
    if (taken?.n) return { ok: false, status: 409, error: `${to.name} already has this lead.` }
    await tx
      .delete(leadMatches)
      .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.advisorId, fromAdvisorId)))
    await tx
      .insert(leadMatches)
      .values({ leadId, advisorId: toAdvisorId, position: from.position, createdAt: now })
    await tx.insert(leadEvents).values([
      {
        leadId,
        advisorId: fromAdvisorId,
        type: 'MATCH_REMOVED',
        note: `Reassigned to ${to.name}`,
        actor: adminActor(actor),
        at: now,
      },
      { leadId, advisorId: toAdvisorId, type: 'MATCH_ADDED', actor: adminActor(actor), at: now },
    ])
    await recordAudit(tx, actor, {
      action: 'lead.reassign',
      targetType: 'lead',
      targetId: leadId,
      summary: `Moved ${lead.firstName} ${lead.lastName}’s lead from ${from.name} to ${to.name}`,
      details: { fromAdvisorId, toAdvisorId },
    })
    return { ok: true, message: `The lead moved from ${from.name} to ${to.name}.` }
  })
}

/** Credits or declines an advisor's return request, tells the advisor, and records both. */
export async function decideReturn(
  db: Database,
  actor: Actor,
  leadId: string,
  decision: z.infer<typeof ReturnDecisionSchema>,
  now = new Date(),
): Promise<AdminOutcome> {
  if (!isAdmin(actor) || !UUID.test(leadId)) return LEAD_NOT_FOUND
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ request: leadReturns, advisor: advisors, lead: leads })
      .from(leadReturns)
      .innerJoin(advisors, eq(advisors.id, leadReturns.advisorId))
      .innerJoin(leads, eq(leads.id, leadReturns.leadId))
      .where(and(eq(leadReturns.id, decision.returnId), eq(leadReturns.leadId, leadId)))
      .for('update', { of: leadReturns })
    if (!row)
      return { ok: false as const, status: 404 as const, error: 'Return request not found.' }
    if (row.request.status !== 'pending')
      return { ok: false as const, status: 409 as const, error: 'This return was already decided.' }
    await tx
      .update(leadReturns)
      .set({
        status: decision.decision,
        decisionNote: decision.note,
        decidedBy: adminActor(actor),
        decidedAt: now,
      })
      .where(eq(leadReturns.id, row.request.id))
    await tx.insert(leadEvents).values({
      leadId,
      advisorId: row.advisor.id,
      type: decision.decision === 'credited' ? 'RETURN_CREDITED' : 'RETURN_DECLINED',
      note: decision.note,
      actor: adminActor(actor),
      at: now,
    })
    const verb = decision.decision === 'credited' ? 'Credited' : 'Declined'
    await recordAudit(tx, actor, {
      action: decision.decision === 'credited' ? 'return.credit' : 'return.decline',
      targetType: 'lead_return',
      targetId: row.request.id,
      summary: `${verb} ${row.advisor.name}’s return of ${row.lead.firstName} ${row.lead.lastName}’s lead`,
      details: { leadId, advisorId: row.advisor.id, reason: row.request.reason },
    })
    return {
      ok: true as const,
      message: `${verb} the return. ${row.advisor.name} has been told.`,
      email: returnDecisionEmail({
        advisorName: row.advisor.name,
        leadName: `${row.lead.firstName} ${row.lead.lastName.slice(0, 1)}.`,
        credited: decision.decision === 'credited',
        note: decision.note,
        leadUrl: `${getConfig().SITE_URL}/ria/leads/${leadId}`,
      }),
      to: row.advisor.email,
    }
  })
  if (!outcome.ok) return outcome
  await sendEmail({ template: 'lead-return-decided', to: outcome.to, ...outcome.email }, { db })
  return { ok: true, message: outcome.message }
}

function returnDecisionEmail(input: {
  advisorName: string
  leadName: string
  credited: boolean
  note: string
  leadUrl: string
}) {
  const subject = input.credited
    ? 'Your lead return was credited'
    : 'Your lead return was not credited'
  const outcome = input.credited
    ? 'We credited the lead you returned; it will not count toward this month’s leads.'
    : 'We reviewed the lead you returned and did not credit it.'
  const text = [
    `Hello ${input.advisorName},`,
    '',
    `${outcome} Lead: ${input.leadName}.`,
    '',
    `Our note: ${input.note}`,
    '',
    `The lead in your portal: ${input.leadUrl}`,
    '',
    '— The Wealthward partner team',
  ].join('\n')
  const bodyHtml = `
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(subject)}</h1>
<p>Hello ${escapeHtml(input.advisorName)},</p>
<p>${escapeHtml(outcome)} Lead: <strong>${escapeHtml(input.leadName)}</strong>.</p>
<p>Our note: ${escapeHtml(input.note)}</p>
<p><a href="${escapeHtml(input.leadUrl)}" style="color:#1d4ed8">Open the lead in your portal</a></p>
<p>— The Wealthward partner team</p>`
  const footerHtml = 'You receive this email because you asked for a lead to be returned.'
  return { subject, text, html: emailLayout({ title: subject, bodyHtml, footerHtml }) }
}

/** Return requests waiting for a decision, oldest first. */
export async function pendingReturns(db: Database) {
  const rows = await db
    .select({ request: leadReturns, advisorName: advisors.name, firm: advisors.firm, lead: leads })
    .from(leadReturns)
    .innerJoin(advisors, eq(advisors.id, leadReturns.advisorId))
    .innerJoin(leads, eq(leads.id, leadReturns.leadId))
    .where(eq(leadReturns.status, 'pending'))
    .orderBy(asc(leadReturns.createdAt))
  return rows.map(({ request, advisorName, firm, lead }) => ({
    id: request.id,
    leadId: lead.id,
    leadName: `${lead.firstName} ${lead.lastName}`,
    advisor: `${advisorName} (${firm})`,
    reason: reasonLabel(request.reason),
    details: request.details,
    requestedAt: request.createdAt.toISOString(),
  }))
}
