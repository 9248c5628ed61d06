import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { advisors, leadConsents, leadEvents, leadMatches, leadReturns, leads } from '~/db/schema'
import { ADVISOR_MONTHLY_PRICE } from '~/features/advisors'
import type { ScoreBreakdown } from '~/features/assessment'
import { toCsv, type CsvColumn } from '~/lib/csv'
import {
  CONVERTED_RETURN_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
  MEETING_STATUS_MESSAGE,
  MEETING_TIME_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  NO_PHONE_CONSENT_MESSAGE,
  NO_PHONE_NUMBER_MESSAGE,
  RETURN_ALREADY_REQUESTED_MESSAGE,
  REVENUE_ALREADY_RECORDED_MESSAGE,
  REVENUE_REQUIRED_MESSAGE,
  REVENUE_WITHOUT_CONVERSION_MESSAGE,
} from '~/features/advisor-portal'
import { canMove, canScheduleMeeting, nextStatuses, transitionError } from './pipeline'
import {
  MAX_EXPECTED_ANNUAL_REVENUE,
  NOTE_MAX_LENGTH,
  RETURN_DETAILS_MAX_LENGTH,
  type ContactChannel,
} from '~/features/advisor-portal'
import {
  SOLD_CATEGORIES,
  LEAD_STATUSES,
  RETURN_REASONS,
  type AdvisorLeadDetail,
  type AdvisorLeadRow,
  type AdvisorStats,
  type LeadChange,
  type LeadChangeOutcome,
  type LeadEventView,
  type LeadListQuery,
  type LeadPage,
  type LeadCategory,
  type LeadStatus,
  type ReturnReason,
  type SoldCategory,
} from '~/features/advisor-portal'
import { likePattern } from '~/lib/list-query'
import { totalPages } from '~/lib/pagination'
import { DAY_MS } from '~/lib/time'

/**
 * The advisor portal's data: an advisor's leads, their pipeline, returns and statistics.
 *
 * Every query starts from `lead_matches` filtered by the advisor, so a lead matched only to someone
 * else answers exactly like an id that does not exist (DECISIONS §3: an advisor sees only leads
 * matched to them).
 */

const ACTIVITY_DAYS = 30
const ROI_MONTHS = 12
// A meeting logged after it happened is fine; one years away is a typo.
const MEETING_PAST_LIMIT_MS = 366 * DAY_MS
const MEETING_FUTURE_LIMIT_MS = 2 * 366 * DAY_MS

// Any hexadecimal UUID: anything else could never be a lead id, and PostgreSQL would reject it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const NOT_FOUND = { ok: false, status: 404, error: LEAD_NOT_FOUND_MESSAGE } as const

type Outcome = LeadChangeOutcome
type Refusal = Extract<Outcome, { ok: false }>
const refuse = (status: Refusal['status'], error: string): Refusal => ({ ok: false, status, error })

const fullName = sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`

// The pipeline's order, for sorting by status: constants of ours, never user input.
const statusRank = sql`(case ${leadMatches.status} ${sql.raw(
  LEAD_STATUSES.map((status, rank) => `when '${status}' then ${rank}`).join(' '),
)} end)`

const rowColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  score: leads.score,
  category: leads.category,
  city: leads.city,
  state: leads.state,
  investableAssets: leads.investableAssets,
  status: leadMatches.status,
  matchedAt: leadMatches.createdAt,
}

type RowData = {
  id: string
  firstName: string
  lastName: string
  email: string
  score: number
  category: LeadCategory
  city: string
  state: string
  investableAssets: number
  status: LeadStatus
  matchedAt: Date
}

function toRow(row: RowData): AdvisorLeadRow {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    score: row.score,
    category: row.category as SoldCategory,
    location: `${row.city}, ${row.state}`,
    investableAssets: row.investableAssets,
    status: row.status,
    matchedAt: row.matchedAt.toISOString(),
  }
}

/** `%`, `_` and `\` in a search are looked for literally. */

/**
 * The advisor's leads the portal shows: those matched to them that are still HOT or WARM. A COLD
 * lead is not sold (DECISIONS §3), so one that a resubmission turned COLD leaves the portal.
 */
const soldTo = (advisorId: string) =>
  and(eq(leadMatches.advisorId, advisorId), inArray(leads.category, [...SOLD_CATEGORIES]))!

function leadFilter(advisorId: string, query: Omit<LeadListQuery, 'page' | 'size'>): SQL {
  const conditions: SQL[] = [soldTo(advisorId)]
  if (query.status) conditions.push(eq(leadMatches.status, query.status))
  if (query.category) conditions.push(eq(leads.category, query.category))
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(
      or(
        ilike(fullName, pattern),
        ilike(leads.email, pattern),
        ilike(leads.city, pattern),
        ilike(leads.state, pattern),
      )!,
    )
  }
  return and(...conditions)!
}

function leadOrder(query: Pick<LeadListQuery, 'sort' | 'dir'>): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc
  const key = {
    matched: sql`${leadMatches.createdAt}`,
    score: sql`${leads.score}`,
    name: sql`lower(${fullName})`,
    assets: sql`${leads.investableAssets}`,
    status: statusRank,
  }[query.sort]
  // Ties: newest match first, then the id, so pages never overlap or skip a row.
  return [direction(key), desc(leadMatches.createdAt), asc(leads.id)]
}

/** A page of the advisor's leads for the table, filtered and sorted; `page` counts from 0. */
export async function listAdvisorLeads(
  db: Database,
  advisorId: string,
  query: LeadListQuery,
): Promise<LeadPage> {
  const where = leadFilter(advisorId, query)
  const [total] = await db
    .select({ n: count() })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(where)
  const totalElements = Number(total?.n ?? 0)
  const rows = await db
    .select(rowColumns)
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(where)
    .orderBy(...leadOrder(query))
    .limit(query.size)
    .offset(query.page * query.size)
  return {
    content: rows.map(toRow),
    totalPages: totalPages(totalElements, query.size),
    totalElements,
    page: query.page,
    size: query.size,
  }
}

/** Every lead the filters select, in the table's order (for the CSV download). */
export async function allAdvisorLeads(
  db: Database,
  advisorId: string,
  query: Omit<LeadListQuery, 'page' | 'size'>,
): Promise<AdvisorLeadRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(leadFilter(advisorId, query))
    .orderBy(...leadOrder(query))
  return rows.map(toRow)
}

const reasonLabel = (reason: string) =>
  RETURN_REASONS.find((r) => r.value === reason)?.label ?? reason

/**
 * One lead as its advisor sees it, or null when the id is not a lead matched to this advisor.
 * The phone number shows only with the visitor's phone consent; the consent shown is the newest
 * (each submission stores one); the history holds this advisor's events and the visitor's own.
 */
export async function getAdvisorLead(
  db: Database,
  advisorId: string,
  leadId: string,
): Promise<AdvisorLeadDetail | null> {
  if (!UUID.test(leadId)) return null
  const [row] = await db
    .select({ lead: leads, match: leadMatches })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(and(soldTo(advisorId), eq(leadMatches.leadId, leadId)))
    .limit(1)
  if (!row) return null
  const { lead, match } = row

  const [consent] = await db
    .select()
    .from(leadConsents)
    .where(eq(leadConsents.leadId, leadId))
    .orderBy(desc(leadConsents.consentedAt))
    .limit(1)
  const eventRows = await db
    .select()
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        or(isNull(leadEvents.advisorId), eq(leadEvents.advisorId, advisorId)),
      ),
    )
    .orderBy(desc(leadEvents.at), desc(leadEvents.seq))
  const [returned] = await db
    .select()
    .from(leadReturns)
    .where(and(eq(leadReturns.leadId, leadId), eq(leadReturns.advisorId, advisorId)))
    .limit(1)
  const status = match.status

  return {
    ...toRow({ ...lead, status: match.status, matchedAt: match.createdAt }),
    state: lead.state,
    firstName: lead.firstName,
    lastName: lead.lastName,
    phone: lead.phoneConsent ? lead.phone : null,
    phoneConsent: lead.phoneConsent,
    phoneConsentWithdrawnAt: lead.phoneConsentWithdrawnAt?.toISOString() ?? null,
    age: lead.age,
    annualIncome: lead.annualIncome,
    totalDebt: lead.totalDebt,
    emergencyFund: lead.emergencyFund,
    monthlyExpenses: lead.monthlyExpenses,
    creditScore: lead.creditScore,
    readinessLevel: lead.readinessLevel,
    breakdown: lead.breakdown as ScoreBreakdown,
    consent: consent
      ? {
          disclosureText: consent.disclosureText,
          disclosureVersion: consent.disclosureVersion,
          emailConsent: consent.emailConsent,
          phoneConsent: consent.phoneConsent,
          consentedAt: consent.consentedAt.toISOString(),
          pageUrl: consent.pageUrl,
        }
      : null,
    events: eventRows.map((event): LeadEventView => ({
      type: event.type,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actor: event.actor,
      at: event.at.toISOString(),
    })),
    meetingScheduledAt: match.meetingScheduledAt?.toISOString() ?? null,
    expectedAnnualRevenue: match.expectedAnnualRevenue,
    returnRequest: returned
      ? {
          reason: returned.reason,
          details: returned.details,
          status: returned.status,
          requestedAt: returned.createdAt.toISOString(),
          decisionNote: returned.decisionNote,
        }
      : null,
    nextStatuses: nextStatuses(status),
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The state of the advisor's office, which sets the time zone the portal shows times in. */
export async function advisorOfficeState(db: Database, advisorId: string): Promise<string> {
  const [row] = await db
    .select({ state: advisors.state })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .limit(1)
  return row?.state ?? ''
}

/** The advisor's match with the lead, locked until the transaction ends so changes queue up. */
async function lockMatch(tx: Transaction, advisorId: string, leadId: string) {
  const [row] = await tx
    .select({
      status: leadMatches.status,
      contactedAt: leadMatches.contactedAt,
      expectedAnnualRevenue: leadMatches.expectedAnnualRevenue,
      phone: leads.phone,
      phoneConsent: leads.phoneConsent,
    })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(and(soldTo(advisorId), eq(leadMatches.leadId, leadId)))
    .for('update', { of: leadMatches })
  return row ?? null
}

const matchOf = (advisorId: string, leadId: string) =>
  and(eq(leadMatches.advisorId, advisorId), eq(leadMatches.leadId, leadId))

type NewEvent = Pick<typeof leadEvents.$inferInsert, 'type' | 'fromStatus' | 'toStatus' | 'note'>

async function writeEvents(
  tx: Transaction,
  ids: { advisorId: string; leadId: string },
  actor: string,
  at: Date,
  events: NewEvent[],
) {
  if (events.length)
    await tx.insert(leadEvents).values(events.map((e) => ({ ...ids, actor, at, ...e })))
}

/** The lead after a change, read inside the change's transaction. */
async function changed(tx: Transaction, advisorId: string, leadId: string): Promise<Outcome> {
  const lead = await getAdvisorLead(tx, advisorId, leadId)
  return lead ? { ok: true, lead } : NOT_FOUND
}

/** Checks what can be checked before reading the lead: the 400s. */
function invalidChange(change: LeadChange, now: Date): Refusal | null {
  const note = change.note?.trim()
  if (change.status === undefined && !note && change.meetingAt === undefined)
    return refuse(400, NOTHING_TO_CHANGE_MESSAGE)
  if (change.note !== undefined && (!note || note.length > NOTE_MAX_LENGTH))
    return refuse(400, `Write a note of 1 to ${NOTE_MAX_LENGTH} characters.`)
  if (change.meetingAt !== undefined) {
    const at = Date.parse(change.meetingAt)
    if (
      Number.isNaN(at) ||
      at < now.getTime() - MEETING_PAST_LIMIT_MS ||
      at > now.getTime() + MEETING_FUTURE_LIMIT_MS
    )
      return refuse(400, MEETING_TIME_MESSAGE)
  }
  const revenue = change.expectedAnnualRevenue
  if (change.status === 'CONVERTED' && revenue === undefined)
    return refuse(400, REVENUE_REQUIRED_MESSAGE)
  if (revenue !== undefined) {
    if (change.status !== 'CONVERTED') return refuse(400, REVENUE_WITHOUT_CONVERSION_MESSAGE)
    if (!Number.isInteger(revenue) || revenue <= 0 || revenue > MAX_EXPECTED_ANNUAL_REVENUE)
      return refuse(400, REVENUE_REQUIRED_MESSAGE)
  }
  return null
}

/**
 * Moves a lead along the pipeline, books a meeting and/or adds a note, as one transaction with the
 * events that record it (who, when, from and to). A status equal to the current one is no move.
 * A note sent with a move is that move's note; a note alone is a NOTE event.
 */
export async function changeAdvisorLead(
  db: Database,
  advisorId: string,
  leadId: string,
  actor: string,
  change: LeadChange,
  now = new Date(),
): Promise<LeadChangeOutcome> {
  if (!UUID.test(leadId)) return NOT_FOUND
  const invalid = invalidChange(change, now)
  if (invalid) return invalid
  const note = change.note?.trim() || null

  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, advisorId, leadId)
    if (!match) return NOT_FOUND
    const from = match.status
    const to = change.status !== undefined && change.status !== from ? change.status : null
    if (to && !canMove(from, to)) return refuse(409, transitionError(from, to))
    if (!to && change.expectedAnnualRevenue !== undefined) {
      // The same conversion sent again is answered as done; a different figure is refused.
      if (match.expectedAnnualRevenue !== change.expectedAnnualRevenue)
        return refuse(409, REVENUE_ALREADY_RECORDED_MESSAGE)
    }
    const meetingAt = change.meetingAt === undefined ? null : new Date(change.meetingAt)
    if (meetingAt && !canScheduleMeeting(to ?? from)) return refuse(409, MEETING_STATUS_MESSAGE)

    const update: Partial<typeof leadMatches.$inferInsert> = {}
    const events: NewEvent[] = []
    if (to) {
      update.status = to
      if (to === 'CONVERTED') update.expectedAnnualRevenue = change.expectedAnnualRevenue
      events.push({ type: 'STATUS_CHANGED', fromStatus: from, toStatus: to, note })
    }
    if (meetingAt) {
      update.meetingScheduledAt = meetingAt
      events.push({ type: 'MEETING_SCHEDULED', note: meetingAt.toISOString() })
    }
    if (note && !to) events.push({ type: 'NOTE', note })

    if (Object.keys(update).length)
      await tx.update(leadMatches).set(update).where(matchOf(advisorId, leadId))
    await writeEvents(tx, { advisorId, leadId }, actor, now, events)
    return changed(tx, advisorId, leadId)
  })
}

/**
 * The advisor emailed or called the lead (the portal's Contact button opens mailto:/tel: and
 * records it). The first contact moves a NEW lead to CONTACTED; calling needs the visitor's
 * phone consent (DECISIONS §4).
 */
export async function recordAdvisorContact(
  db: Database,
  advisorId: string,
  leadId: string,
  actor: string,
  channel: ContactChannel,
  now = new Date(),
): Promise<LeadChangeOutcome> {
  if (!UUID.test(leadId)) return NOT_FOUND
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, advisorId, leadId)
    if (!match) return NOT_FOUND
    if (channel === 'phone' && !match.phoneConsent) return refuse(409, NO_PHONE_CONSENT_MESSAGE)
    if (channel === 'phone' && !match.phone) return refuse(409, NO_PHONE_NUMBER_MESSAGE)

    const events: NewEvent[] = [{ type: 'CONTACTED', note: channel }]
    const update: Partial<typeof leadMatches.$inferInsert> = {}
    // The first contact is kept: it is when the lead stopped waiting.
    if (!match.contactedAt) update.contactedAt = now
    if (match.status === 'NEW') {
      update.status = 'CONTACTED'
      events.push({ type: 'STATUS_CHANGED', fromStatus: 'NEW', toStatus: 'CONTACTED', note: null })
    }
    if (Object.keys(update).length)
      await tx.update(leadMatches).set(update).where(matchOf(advisorId, leadId))
    await writeEvents(tx, { advisorId, leadId }, actor, now, events)
    return changed(tx, advisorId, leadId)
  })
}

/**
 * The advisor asks for a lead to be credited. One request per lead and advisor; an admin decides
 * it. A lead that became a client is not returned.
 */
export async function requestLeadReturn(
  db: Database,
  advisorId: string,
  leadId: string,
  actor: string,
  request: { reason: ReturnReason; details?: string | null },
  now = new Date(),
): Promise<LeadChangeOutcome> {
  if (!UUID.test(leadId)) return NOT_FOUND
  const details = request.details?.trim() || null
  if (!RETURN_REASONS.some((reason) => reason.value === request.reason))
    return refuse(400, 'Choose a reason from the list')
  if (details && details.length > RETURN_DETAILS_MAX_LENGTH)
    return refuse(400, `Keep the details to ${RETURN_DETAILS_MAX_LENGTH} characters or fewer`)

  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, advisorId, leadId)
    if (!match) return NOT_FOUND
    if (match.status === 'CONVERTED') return refuse(409, CONVERTED_RETURN_MESSAGE)
    const [created] = await tx
      .insert(leadReturns)
      .values({ leadId, advisorId, reason: request.reason, details, createdAt: now })
      .onConflictDoNothing({ target: [leadReturns.leadId, leadReturns.advisorId] })
      .returning({ id: leadReturns.id })
    if (!created) return refuse(409, RETURN_ALREADY_REQUESTED_MESSAGE)
    const label = reasonLabel(request.reason)
    await writeEvents(tx, { advisorId, leadId }, actor, now, [
      { type: 'RETURN_REQUESTED', note: details ? `${label}: ${details}` : label },
    ])
    return changed(tx, advisorId, leadId)
  })
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10)
const utcMonth = (date: Date) => date.toISOString().slice(0, 7)

/** The `count` most recent calendar months (UTC) from `first` to `now`, oldest first. */
function monthsBetween(first: Date, now: Date, limit: number): string[] {
  const months: string[] = []
  let year = now.getUTCFullYear()
  let month = now.getUTCMonth()
  const firstKey = utcMonth(first)
  while (months.length < limit) {
    const key = `${year}-${String(month + 1).padStart(2, '0')}`
    if (key < firstKey) break
    months.unshift(key)
    month -= 1
    if (month < 0) {
      month = 11
      year -= 1
    }
  }
  return months
}

// The lead reached QUALIFIED (or beyond) with this advisor, even if it was lost afterwards.
const reachedQualified = sql`(${leadMatches.status} in ('QUALIFIED', 'CONVERTED') or exists (
  select 1 from ${leadEvents}
  where ${leadEvents.leadId} = ${leadMatches.leadId}
    and ${leadEvents.advisorId} = ${leadMatches.advisorId}
    and ${leadEvents.type} = 'STATUS_CHANGED'
    and ${leadEvents.toStatus} in ('QUALIFIED', 'CONVERTED')))`

// When the lead converted: its STATUS_CHANGED event (the match date if that is missing).
const convertedAt = sql`coalesce((
  select max(${leadEvents.at}) from ${leadEvents}
  where ${leadEvents.leadId} = ${leadMatches.leadId}
    and ${leadEvents.advisorId} = ${leadMatches.advisorId}
    and ${leadEvents.type} = 'STATUS_CHANGED'
    and ${leadEvents.toStatus} = 'CONVERTED'), ${leadMatches.createdAt})`

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`

/**
 * The dashboard's figures, all counted in the database for this advisor: stat cards, 30 days of
 * activity, the category split, the funnel and the return on the subscription.
 */
export async function advisorStats(
  db: Database,
  advisorId: string,
  now = new Date(),
): Promise<AdvisorStats> {
  const mine = soldTo(advisorId)
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      hot: countWhere(sql`${leads.category} = 'HOT'`),
      warm: countWhere(sql`${leads.category} = 'WARM'`),
      newLeads: countWhere(sql`${leadMatches.status} = 'NEW'`),
      converted: countWhere(sql`${leadMatches.status} = 'CONVERTED'`),
      contacted: countWhere(
        sql`${leadMatches.status} <> 'NEW' or ${leadMatches.contactedAt} is not null`,
      ),
      qualified: countWhere(reachedQualified),
      meetingScheduled: countWhere(
        sql`${leadMatches.meetingScheduledAt} is not null or ${leadMatches.status} = 'CONVERTED'`,
      ),
      scoreSum: sql<number>`coalesce(sum(${leads.score}), 0)::int`,
      firstMatchedAt: sql<Date | string | null>`min(${leadMatches.createdAt})`,
    })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(mine)

  const total = Number(totals?.total ?? 0)
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const firstDay = new Date(today.getTime() - (ACTIVITY_DAYS - 1) * DAY_MS)
  const tomorrow = new Date(today.getTime() + DAY_MS)

  const matchedDay = sql<string>`to_char(${leadMatches.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const perDay = await db
    .select({ day: matchedDay, n: sql<number>`count(*)::int` })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(and(mine, gte(leadMatches.createdAt, firstDay), lt(leadMatches.createdAt, tomorrow)))
    .groupBy(matchedDay)
  const countByDay = new Map(perDay.map((row) => [row.day, Number(row.n)]))
  const activity = Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const date = utcDay(new Date(firstDay.getTime() + i * DAY_MS))
    return { date, count: countByDay.get(date) ?? 0 }
  })

  const convertedMonth = sql<string>`to_char(${convertedAt} at time zone 'UTC', 'YYYY-MM')`
  const revenueRows = await db
    .select({
      month: convertedMonth,
      revenue: sql<number>`coalesce(sum(${leadMatches.expectedAnnualRevenue}), 0)::int`,
    })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(and(mine, eq(leadMatches.status, 'CONVERTED')))
    .groupBy(convertedMonth)
  const revenueByMonth = new Map(revenueRows.map((row) => [row.month, Number(row.revenue)]))

  const firstMatchedAt = totals?.firstMatchedAt ? new Date(totals.firstMatchedAt) : null
  const months = (firstMatchedAt ? monthsBetween(firstMatchedAt, now, ROI_MONTHS) : []).map(
    (month) => ({
      month,
      cost: ADVISOR_MONTHLY_PRICE,
      revenue: revenueByMonth.get(month) ?? 0,
    }),
  )
  const totalCost = months.reduce((sum, m) => sum + m.cost, 0)
  const totalRevenue = months.reduce((sum, m) => sum + m.revenue, 0)

  const hot = Number(totals?.hot ?? 0)
  const warm = Number(totals?.warm ?? 0)
  const converted = Number(totals?.converted ?? 0)
  return {
    totalLeads: total,
    hotLeads: hot,
    warmLeads: warm,
    newLeads: Number(totals?.newLeads ?? 0),
    conversions: converted,
    avgScore: total ? Math.round((Number(totals?.scoreSum ?? 0) * 10) / total) / 10 : 0,
    activity,
    distribution: { HOT: hot, WARM: warm },
    funnel: {
      total,
      contacted: Number(totals?.contacted ?? 0),
      qualified: Number(totals?.qualified ?? 0),
      meetingScheduled: Number(totals?.meetingScheduled ?? 0),
      converted,
    },
    roi: {
      months,
      monthlyCost: ADVISOR_MONTHLY_PRICE,
      totalCost,
      totalRevenue,
      roiPercent: totalCost ? Math.round(((totalRevenue - totalCost) / totalCost) * 100) : null,
    },
  }
}

/** "2026-06-03 14:05" (UTC): a date and time spreadsheets read as one. */
const spreadsheetTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`

const LEAD_CSV_COLUMNS: readonly CsvColumn<AdvisorLeadRow>[] = [
  { header: 'Lead ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Score', value: (row) => row.score },
  { header: 'Category', value: (row) => row.category },
  { header: 'Location', value: (row) => row.location },
  { header: 'Investable assets (USD)', value: (row) => row.investableAssets },
  { header: 'Status', value: (row) => row.status },
  { header: 'Matched (UTC)', value: (row) => spreadsheetTime(row.matchedAt) },
]

/**
 * The leads table as CSV: a header row and one row per lead, RFC 4180 quoting, and any text a
 * spreadsheet would run as a formula defused (the shared CSV writer does both).
 */
export function leadsCsv(rows: AdvisorLeadRow[]): string {
  return toCsv(LEAD_CSV_COLUMNS, rows)
}
