import { and, count, desc, eq, gte, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { newsletterSubscribers } from '~/db/schema'
import type { Actor } from '~/features/admin/index.server'
import { recordAudit } from '~/features/admin/index.server'
import { periodStarts } from '~/features/admin/index.server'
import { likePattern } from '~/lib/list-query'
import { listPage } from '~/lib/pagination'
import type { CsvColumn } from '~/lib/csv'
import type { SubscriberFilters, SubscriberStatus } from './schema'
import { DAY_MS } from '~/lib/time'

export interface SubscriberRow {
  id: string
  email: string
  source: string
  subscribedAt: Date
  unsubscribedAt: Date | null
  status: SubscriberStatus
}

function whereOf(filters: SubscriberFilters): SQL | undefined {
  const where: SQL[] = []
  if (filters.q) where.push(ilike(newsletterSubscribers.email, likePattern(filters.q)))
  if (filters.status === 'active') where.push(isNull(newsletterSubscribers.unsubscribedAt))
  if (filters.status === 'unsubscribed') where.push(isNotNull(newsletterSubscribers.unsubscribedAt))
  if (filters.source) where.push(eq(newsletterSubscribers.source, filters.source))
  return where.length ? and(...where) : undefined
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  source: newsletterSubscribers.source,
  subscribedAt: newsletterSubscribers.subscribedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
}

const withStatus = (row: Omit<SubscriberRow, 'status'>): SubscriberRow => ({
  ...row,
  status: row.unsubscribedAt ? 'unsubscribed' : 'active',
})

/** One page of the subscribers matching the filters, newest sign-up first. */
export async function listSubscribers(
  db: Database,
  filters: SubscriberFilters,
  page: { page: number; size: number },
) {
  const condition = whereOf(filters)
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(condition)
      .orderBy(desc(newsletterSubscribers.subscribedAt), newsletterSubscribers.email)
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(newsletterSubscribers).where(condition),
  ])
  return listPage(rows.map(withStatus), total?.n ?? 0, page.page, page.size)
}

/** Every subscriber the filters select, in the list's order: what the CSV download holds. */
export async function allSubscribers(db: Database, filters: SubscriberFilters) {
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(whereOf(filters))
    .orderBy(desc(newsletterSubscribers.subscribedAt), newsletterSubscribers.email)
  return rows.map(withStatus)
}

export const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<SubscriberRow>[] = [
  { header: 'Email', value: (r) => r.email },
  { header: 'Source', value: (r) => r.source },
  { header: 'Subscribed (UTC)', value: (r) => r.subscribedAt.toISOString() },
  { header: 'Unsubscribed (UTC)', value: (r) => r.unsubscribedAt?.toISOString() ?? null },
  { header: 'Status', value: (r) => r.status },
]

export async function subscriberTotals(db: Database) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is null)`,
      unsubscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is not null)`,
    })
    .from(newsletterSubscribers)
  return { active: Number(row?.active ?? 0), unsubscribed: Number(row?.unsubscribed ?? 0) }
}

/**
 * Sign-ups (new or renewed) in each of the last `weeks` weeks, Monday to Sunday in UTC, oldest
 * first, the current week last. Someone who unsubscribed since still counts in the week they joined.
 */
export async function signupsPerWeek(db: Database, now = new Date(), weeks = 12) {
  const { week } = periodStarts(now)
  const start = new Date(week.getTime() - (weeks - 1) * 7 * DAY_MS)
  const weekOf = sql<string>`to_char(date_trunc('week', ${newsletterSubscribers.subscribedAt} at time zone 'UTC'), 'YYYY-MM-DD')`
  const rows = await db
    .select({ weekOf, signups: count() })
    .from(newsletterSubscribers)
    .where(gte(newsletterSubscribers.subscribedAt, start))
    .groupBy(weekOf)
  const counts = new Map(rows.map((r) => [r.weekOf, Number(r.signups)]))
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = new Date(start.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10)
    return { weekOf: weekStart, signups: counts.get(weekStart) ?? 0 }
  })
}

export type AdminUnsubscribeOutcome =
  | { outcome: 'unsubscribed'; email: string }
  | { outcome: 'already-unsubscribed'; email: string }
  | { outcome: 'not-found' }

/** An administrator ends a subscription (the person asked by mail, or the address bounces). */
export async function unsubscribeSubscriber(
  db: Database,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<AdminUnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .for('update')
    if (!row) return { outcome: 'not-found' }
    if (row.unsubscribedAt) return { outcome: 'already-unsubscribed', email: row.email }
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now })
      .where(eq(newsletterSubscribers.id, id))
    // The address stays out of the log: the record id leads to it while the subscriber exists.
    await recordAudit(tx, actor, {
      action: 'subscriber.unsubscribe',
      targetType: 'newsletter_subscriber',
      targetId: id,
      summary: `Unsubscribed a newsletter subscriber (signed up from ${row.source})`,
      details: { source: row.source, subscribedAt: row.subscribedAt.toISOString() },
    })
    return { outcome: 'unsubscribed', email: row.email }
  })
}

/** A download of subscriber addresses is personal data leaving the site: the log says who took it. */
export async function recordSubscriberExport(
  db: Database,
  actor: Actor,
  filters: SubscriberFilters,
  rows: number,
) {
  await recordAudit(db, actor, {
    action: 'subscriber.export',
    targetType: 'newsletter_subscriber',
    summary: `Downloaded ${rows === 1 ? '1 subscriber' : `${rows} subscribers`} as CSV`,
    details: {
      rows,
      filters: {
        status: filters.status ?? 'any',
        source: filters.source ?? 'any',
        search: filters.q ? 'yes' : 'no',
      },
    },
  })
}
