import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { auditLog } from '~/db/schema'
import type { Actor } from './access.server'
import { escapeLike, likePattern } from '~/lib/list-query'
import { totalPages } from '~/lib/pagination'
import { DAY_MS } from '~/lib/time'

export interface AuditEntry {
  action: string
  targetType: string
  targetId?: string | null
  summary: string
  details?: Record<string, unknown>
}

/** Who made a change: an administrator, or the site itself (no account: `id` null). */
export type AuditActor = Actor | { id: null; email: string }

/**
 * Adds a line to the audit log. Pass the transaction that makes the change, so the change and its
 * record are written together or not at all. Never put passwords or tokens in `details`.
 */
export async function recordAudit(
  db: Pick<Database, 'insert'>,
  actor: AuditActor,
  entry: AuditEntry,
) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    summary: entry.summary,
    details: entry.details ?? null,
  })
}

export interface AuditQuery {
  /** The action's first part (`advisor`), or a whole action (`advisor.update`). */
  action?: string
  actor?: string
  q?: string
  from?: Date
  /** Exclusive. */
  to?: Date
  page: number
  size: number
}

/** The audit log, newest first, filtered and paged (page counts from 0). */
export async function listAudit(db: Database, query: AuditQuery) {
  const where: SQL[] = []
  if (query.action) {
    where.push(
      query.action.includes('.')
        ? eq(auditLog.action, query.action)
        : ilike(auditLog.action, `${escapeLike(query.action)}.%`),
    )
  }
  if (query.actor) where.push(ilike(auditLog.actorEmail, likePattern(query.actor)))
  if (query.q) {
    const pattern = likePattern(query.q)
    where.push(or(ilike(auditLog.summary, pattern), ilike(auditLog.targetId, pattern))!)
  }
  if (query.from) where.push(gte(auditLog.at, query.from))
  if (query.to) where.push(lt(auditLog.at, query.to))
  const condition = where.length ? and(...where) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(auditLog).where(condition),
  ])
  const totalElements = total?.n ?? 0
  return {
    content: rows,
    totalElements,
    totalPages: totalPages(totalElements, query.size),
    page: query.page,
    size: query.size,
  }
}

/** The audit page's filters, from its query string. Bad values are dropped, not refused. */
export const AuditQuerySchema = z.object({
  action: z
    .string()
    .regex(/^[a-z-]+(\.[a-z-]+)?$/)
    .optional()
    .catch(undefined),
  actor: z.string().trim().max(254).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(0).max(10_000).catch(0),
})

export const AUDIT_PAGE_SIZE = 50

export function auditQueryFrom(params: URLSearchParams) {
  const raw = Object.fromEntries([...params].filter(([, v]) => v !== ''))
  const parsed = AuditQuerySchema.parse(raw)
  const to = parsed.to ? new Date(`${parsed.to}T00:00:00Z`) : undefined
  return {
    filters: parsed,
    query: {
      action: parsed.action,
      actor: parsed.actor || undefined,
      q: parsed.q || undefined,
      from: parsed.from ? new Date(`${parsed.from}T00:00:00Z`) : undefined,
      // The "to" day is included.
      to: to ? new Date(to.getTime() + DAY_MS) : undefined,
      page: parsed.page,
      size: AUDIT_PAGE_SIZE,
    } satisfies AuditQuery,
  }
}

/** The actions that appear in the log, for the filter menu. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action))
  return rows.map((r) => r.action)
}
