import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { advisors, auditLog, leadMatches } from '~/db/schema'
import type { AdvisorInput, NewAdvisorInput } from '~/features/advisors'
import {
  advisorAccount,
  prepareAdvisorInvite,
  sendAdvisorInvite,
  type AdvisorAccountStatus,
} from '~/features/advisors/index.server'
import type { Actor } from './access.server'
import { recordAudit } from './audit.server'
import { periodStarts } from './dashboard.server'
import { likePattern } from '~/lib/list-query'
import { totalPages } from '~/lib/pagination'

export type Advisor = typeof advisors.$inferSelect

/** The advisors page's filters, from its query string. Bad values are dropped, not refused. */
export const AdvisorListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(['all', 'active', 'inactive']).catch('all'),
  page: z.coerce.number().int().min(0).max(10_000).catch(0),
})
export type AdvisorListQuery = z.output<typeof AdvisorListQuerySchema>

export const ADVISORS_PAGE_SIZE = 50

export function advisorListQueryFrom(params: URLSearchParams): AdvisorListQuery {
  return AdvisorListQuerySchema.parse(
    Object.fromEntries([...params].filter(([, value]) => value !== '')),
  )
}

/**
 * Advisors for the admin list, by name, with this month's leads (UTC month, as matching counts
 * them) and where their sign-in stands: a password set, an invite pending or expired, or none.
 */
export async function listAdvisors(db: Database, query: AdvisorListQuery, now = new Date()) {
  const { month } = periodStarts(now)
  const where: SQL[] = []
  if (query.status !== 'all') where.push(eq(advisors.active, query.status === 'active'))
  if (query.q) {
    const pattern = likePattern(query.q)
    where.push(
      or(
        ilike(advisors.name, pattern),
        ilike(advisors.firm, pattern),
        ilike(advisors.crd, pattern),
        ilike(advisors.email, pattern),
        ilike(advisors.city, pattern),
      )!,
    )
  }
  const condition = where.length ? and(...where) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        advisor: advisors,
        // Written out with table names: inside a one-table select Drizzle leaves columns
        // unqualified, and an unqualified "id" in a subquery would mean the subquery's own table.
        leadsThisMonth: sql<number>`(select count(*)::int from lead_matches m where m.advisor_id = advisors.id and m.created_at >= ${month})`,
        hasAccount: sql<boolean>`exists (select 1 from users u where u.advisor_id = advisors.id)`,
        hasPassword: sql<boolean>`exists (select 1 from users u where u.advisor_id = advisors.id and u.password_hash is not null)`,
        invitePending: sql<boolean>`exists (select 1 from auth_tokens t join users u on u.id = t.user_id where u.advisor_id = advisors.id and t.purpose = 'advisor-invite' and t.used_at is null and t.expires_at > ${now})`,
      })
      .from(advisors)
      .where(condition)
      .orderBy(asc(advisors.name), asc(advisors.id))
      .limit(ADVISORS_PAGE_SIZE)
      .offset(query.page * ADVISORS_PAGE_SIZE),
    db.select({ n: count() }).from(advisors).where(condition),
  ])
  const totalElements = total?.n ?? 0
  return {
    content: rows.map((row) => ({
      ...row.advisor,
      leadsThisMonth: Number(row.leadsThisMonth),
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- keeps the union in the inferred loader type
      signIn: (row.hasPassword
        ? 'active'
        : row.invitePending
          ? 'invited'
          : row.hasAccount
            ? 'invite-expired'
            : 'none') satisfies AdvisorAccountStatus as AdvisorAccountStatus,
    })),
    totalElements,
    totalPages: totalPages(totalElements, ADVISORS_PAGE_SIZE),
    page: query.page,
  }
}

/** One advisor for the edit page: the record, lead counts, sign-in account and recent changes. */
export async function advisorDetail(db: Database, advisorId: string, now = new Date()) {
  const [advisor] = await db.select().from(advisors).where(eq(advisors.id, advisorId)).limit(1)
  if (!advisor) return null
  const { month } = periodStarts(now)
  const [[leads], account, history] = await Promise.all([
    db
      .select({
        total: count(),
        thisMonth: sql<number>`count(*) filter (where ${leadMatches.createdAt} >= ${month})`,
      })
      .from(leadMatches)
      .where(eq(leadMatches.advisorId, advisorId)),
    advisorAccount(db, advisorId, now),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        summary: auditLog.summary,
        actorEmail: auditLog.actorEmail,
        at: auditLog.at,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'advisor'), eq(auditLog.targetId, advisorId)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(10),
  ])
  return {
    advisor,
    leads: { total: leads?.total ?? 0, thisMonth: Number(leads?.thisMonth ?? 0) },
    account,
    history,
  }
}

export const crdTakenMessage = (crd: string, holder: { name: string; firm: string }) =>
  `CRD ${crd} already belongs to ${holder.name} (${holder.firm}). Each CRD number can belong to one advisor only.`

/** The advisor that already has this CRD number, other than `exceptId`. */
export async function advisorWithCrd(db: Database, crd: string, exceptId?: string) {
  const [holder] = await db
    .select({ id: advisors.id, name: advisors.name, firm: advisors.firm })
    .from(advisors)
    .where(exceptId ? and(eq(advisors.crd, crd), ne(advisors.id, exceptId)) : eq(advisors.crd, crd))
    .limit(1)
  return holder ?? null
}

/** A change an administrator made, refused for a reason to show beside a field or the form. */
export type Refusal = { ok: false; fieldErrors: Record<string, string>; formError?: string }

const crdRefusal = (crd: string, holder?: { name: string; firm: string } | null): Refusal => ({
  ok: false,
  fieldErrors: {
    crd: holder ? crdTakenMessage(crd, holder) : `CRD ${crd} already belongs to another advisor.`,
  },
})

/** The columns an advisor form writes, from its parsed input. */
export const advisorColumns = (input: AdvisorInput) => ({
  name: input.name,
  firm: input.firm,
  crd: input.crd,
  email: input.email,
  phone: input.phone ?? null,
  website: input.website ?? null,
  city: input.city,
  state: input.state,
  states: input.states,
  minAssets: input.minAssets,
  monthlyCapacity: input.monthlyCapacity,
  bio: input.bio ?? null,
})

/** Fields whose old and new values the audit log keeps; the others are only named as changed. */
const AUDITED_VALUES = new Set([
  'name',
  'firm',
  'crd',
  'city',
  'state',
  'states',
  'minAssets',
  'monthlyCapacity',
  'active',
])

/**
 * What changed between two versions of an advisor, for the audit log: the before and after of
 * business fields; contact details and the bio are named without their values, so the log does
 * not become a second copy of people's contact data.
 */
export function advisorChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown } | { changed: true }> = {}
  for (const [key, to] of Object.entries(after)) {
    const from = before[key] ?? null
    if (JSON.stringify(from) === JSON.stringify(to ?? null)) continue
    changes[key] = AUDITED_VALUES.has(key) ? { from, to: to ?? null } : { changed: true }
  }
  return changes
}

const describe = (advisor: { name: string; firm: string }) => `${advisor.name} (${advisor.firm})`

/** Adds an advisor. A CRD number already in use is refused beside the CRD field. */
export async function createAdvisor(
  db: Database,
  actor: Actor,
  input: NewAdvisorInput,
): Promise<{ ok: true; advisor: Advisor } | Refusal> {
  const holder = await advisorWithCrd(db, input.crd)
  if (holder) return crdRefusal(input.crd, holder)
  try {
    const advisor = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(advisors)
        .values({ ...advisorColumns(input), active: input.active })
        .returning()
      await recordAudit(tx, actor, {
        action: 'advisor.create',
        targetType: 'advisor',
        targetId: row!.id,
        summary: `Added ${describe(row!)}${row!.active ? '' : ', inactive'}`,
        details: { crd: row!.crd, states: row!.states, monthlyCapacity: row!.monthlyCapacity },
      })
      return row!
    })
    return { ok: true, advisor }
  } catch (error) {
    // Another administrator took the number a moment ago.
    if (isUniqueViolation(error)) return crdRefusal(input.crd, await advisorWithCrd(db, input.crd))
    throw error
  }
}

/** Saves an advisor's details; null when there is no such advisor. */
export async function updateAdvisor(
  db: Database,
  actor: Actor,
  advisorId: string,
  input: AdvisorInput,
): Promise<{ ok: true; changed: string[] } | Refusal | null> {
  const holder = await advisorWithCrd(db, input.crd, advisorId)
  if (holder) return crdRefusal(input.crd, holder)
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(advisors)
        .where(eq(advisors.id, advisorId))
        .for('update')
      if (!before) return null
      const after = advisorColumns(input)
      const changes = advisorChanges(before, after)
      const changed = Object.keys(changes)
      if (!changed.length) return { ok: true, changed } as const
      await tx.update(advisors).set(after).where(eq(advisors.id, advisorId))
      await recordAudit(tx, actor, {
        action: 'advisor.update',
        targetType: 'advisor',
        targetId: advisorId,
        summary: `Changed ${changed.join(', ')} of ${describe(after)}`,
        details: { changes },
      })
      return { ok: true, changed } as const
    })
  } catch (error) {
    if (isUniqueViolation(error))
      return crdRefusal(input.crd, await advisorWithCrd(db, input.crd, advisorId))
    throw error
  }
}

/**
 * Deactivates or reactivates an advisor. Matching only offers leads to active advisors, so an
 * inactive one gets no new leads; the leads already matched, their history and the advisor's
 * sign-in stay as they are. Null when there is no such advisor; `changed` false when it already
 * was in that state.
 */
export async function setAdvisorActive(
  db: Database,
  actor: Actor,
  advisorId: string,
  active: boolean,
): Promise<{ changed: boolean; advisor: Advisor } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(advisors)
      .where(eq(advisors.id, advisorId))
      .for('update')
    if (!before) return null
    if (before.active === active) return { changed: false, advisor: before }
    const [advisor] = await tx
      .update(advisors)
      .set({ active })
      .where(eq(advisors.id, advisorId))
      .returning()
    await recordAudit(tx, actor, {
      action: active ? 'advisor.reactivate' : 'advisor.deactivate',
      targetType: 'advisor',
      targetId: advisorId,
      summary: `${active ? 'Reactivated' : 'Deactivated'} ${describe(before)}`,
      details: { changes: { active: { from: before.active, to: active } } },
    })
    return { changed: true, advisor: advisor! }
  })
}

export type InviteOutcome =
  | { ok: true; to: string; resent: boolean; delivered: boolean }
  | { ok: false; message: string }
  | null

/**
 * Emails the advisor a link to set a password, creating their sign-in account if needed. A second
 * invite replaces the first (only the newest link works). Null when there is no such advisor.
 */
export async function inviteAdvisor(
  db: Database,
  actor: Actor,
  advisorId: string,
  options: { siteUrl: string; now?: Date },
): Promise<InviteOutcome> {
  const now = options.now ?? new Date()
  let prepared
  try {
    prepared = await db.transaction(async (tx) => {
      const [advisor] = await tx
        .select()
        .from(advisors)
        .where(eq(advisors.id, advisorId))
        .for('update')
      if (!advisor) return null
      const preparation = await prepareAdvisorInvite(tx, advisor, now)
      if (!preparation.ok) return preparation
      const { invite } = preparation
      await recordAudit(tx, actor, {
        action: invite.resent ? 'advisor.reinvite' : 'advisor.invite',
        targetType: 'advisor',
        targetId: advisorId,
        summary: `${invite.resent ? 'Resent' : 'Sent'} the sign-in invite of ${describe(advisor)}`,
        details: { accountCreated: invite.accountCreated },
      })
      return preparation
    })
  } catch (error) {
    // Two invites for the same new address at once: the other one created the account.
    if (isUniqueViolation(error))
      return {
        ok: false,
        message: 'Another invite was being sent at the same moment. Reload the page to see it.',
      }
    throw error
  }
  if (!prepared) return null
  if (!prepared.ok) return prepared
  const sent = await sendAdvisorInvite(db, prepared.invite, { siteUrl: options.siteUrl })
  return {
    ok: true,
    to: prepared.invite.to,
    resent: prepared.invite.resent,
    delivered: sent.delivered,
  }
}
