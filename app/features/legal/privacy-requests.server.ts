import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { privacyOptOuts } from '~/db/schema'
import type { Actor } from '~/features/admin/index.server'
import { recordAudit } from '~/features/admin/index.server'
import { likePattern } from '~/lib/list-query'
import { listPage } from '~/lib/pagination'
import type { PrivacyRequestFilters, PrivacyRequestKind } from './schema'

/**
 * Records a request from the "Do Not Sell or Share" page: an opt-out, or a request to delete the
 * person's data. Every request is kept (a repeat is harmless proof); any of them for an email
 * withholds advisor matching for it.
 */
export async function recordOptOut(
  db: Database,
  input: {
    email: string
    fullName?: string
    kind?: PrivacyRequestKind
    source: 'form' | 'gpc'
  },
) {
  const [row] = await db
    .insert(privacyOptOuts)
    .values({
      email: input.email,
      fullName: input.fullName || null,
      kind: input.kind ?? 'do-not-sell',
      source: input.source,
    })
    .returning({ id: privacyOptOuts.id, createdAt: privacyOptOuts.createdAt })
  return row
}

function whereOf(filters: PrivacyRequestFilters): SQL | undefined {
  const where: SQL[] = []
  if (filters.status === 'open') where.push(isNull(privacyOptOuts.processedAt))
  if (filters.status === 'handled') where.push(isNotNull(privacyOptOuts.processedAt))
  if (filters.kind) where.push(eq(privacyOptOuts.kind, filters.kind))
  if (filters.q) {
    const pattern = likePattern(filters.q)
    where.push(or(ilike(privacyOptOuts.email, pattern), ilike(privacyOptOuts.fullName, pattern))!)
  }
  return where.length ? and(...where) : undefined
}

/** Privacy requests matching the filters: open ones oldest first (the order to work through them), handled newest first. */
export async function listPrivacyRequests(
  db: Database,
  filters: PrivacyRequestFilters,
  page: { page: number; size: number },
) {
  const condition = whereOf(filters)
  const order =
    filters.status === 'open'
      ? [privacyOptOuts.createdAt, privacyOptOuts.id]
      : [desc(privacyOptOuts.createdAt), desc(privacyOptOuts.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(privacyOptOuts)
      .where(condition)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(privacyOptOuts).where(condition),
  ])
  return listPage(rows, total?.n ?? 0, page.page, page.size)
}

/** Open requests of each kind, for the page's summary. */
export async function openPrivacyRequestCounts(db: Database) {
  const [row] = await db
    .select({
      doNotSell: sql<number>`count(*) filter (where ${privacyOptOuts.kind} = 'do-not-sell')`,
      deletion: sql<number>`count(*) filter (where ${privacyOptOuts.kind} = 'deletion')`,
    })
    .from(privacyOptOuts)
    .where(isNull(privacyOptOuts.processedAt))
  return { doNotSell: Number(row?.doNotSell ?? 0), deletion: Number(row?.deletion ?? 0) }
}

export type MarkHandledOutcome =
  | { outcome: 'handled'; kind: string }
  | { outcome: 'already-handled'; by: string | null; at: Date }
  | { outcome: 'not-found' }

/** An administrator marks a request done: who and when are kept on the request and in the log. */
export async function markPrivacyRequestHandled(
  db: Database,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<MarkHandledOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(privacyOptOuts)
      .where(eq(privacyOptOuts.id, id))
      .for('update')
    if (!row) return { outcome: 'not-found' }
    if (row.processedAt)
      return { outcome: 'already-handled', by: row.processedBy, at: row.processedAt }
    await tx
      .update(privacyOptOuts)
      .set({ processedAt: now, processedBy: actor.email })
      .where(eq(privacyOptOuts.id, id))
    await recordAudit(tx, actor, {
      action: 'privacy-request.handle',
      targetType: 'privacy_request',
      targetId: id,
      summary: `Marked a ${row.kind} request as handled`,
      details: { kind: row.kind, source: row.source, receivedAt: row.createdAt.toISOString() },
    })
    return { outcome: 'handled', kind: row.kind }
  })
}
