import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { qualified } from '~/db/sql'
import { advisors, leadMatches } from '~/db/schema'
import { chooseAdvisors, type LeadForMatching, type MatchCandidate } from './matching'

/** The caller's transaction (a transaction is a Database too). */
type Transaction = Database
export type Advisor = typeof advisors.$inferSelect

function startOfMonthUtc(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** A choice that loses a race for an advisor's last slot is made again, at most this often. */
const MAX_ATTEMPTS = 4

/**
 * The advisors who could take this lead now, with their counts for this month, read without locks
 * (so leads for the same state do not queue behind each other).
 */
async function readCandidates(tx: Transaction, lead: LeadForMatching, monthStart: Date) {
  // Correlated subqueries read the (advisor, created_at) index instead of every past match.
  const rows = await tx
    .select({
      advisor: getTableColumns(advisors),
      leadsThisMonth: sql<number>`(select count(*)::int from ${leadMatches} where ${qualified(leadMatches.advisorId)} = ${qualified(advisors.id)} and ${qualified(leadMatches.createdAt)} >= ${monthStart})`,
      lastMatchedAt: sql<
        string | Date | null
      >`(select max(${leadMatches.createdAt}) from ${leadMatches} where ${leadMatches.advisorId} = ${advisors.id})`,
    })
    .from(advisors)
    .where(
      and(
        eq(advisors.active, true),
        sql`${lead.state} = any(${advisors.states})`,
        lte(advisors.minAssets, lead.investableAssets),
      ),
    )
  return new Map<string, MatchCandidate & { advisor: Advisor }>(
    rows.map((row) => [
      row.advisor.id,
      {
        ...row.advisor,
        advisor: row.advisor,
        leadsThisMonth: Number(row.leadsThisMonth),
        // The driver may hand back a timestamp from a raw expression as text.
        lastMatchedAt: row.lastMatchedAt === null ? null : new Date(row.lastMatchedAt),
      },
    ]),
  )
}

/**
 * Whether matching this lead now would find at least one advisor, without choosing or locking any:
 * what a submission that is not matched (yet) may truthfully be told.
 */
export async function advisorsAvailableFor(
  tx: Transaction,
  lead: LeadForMatching,
  options: { maxAdvisors: number; now: Date },
): Promise<boolean> {
  if (lead.category === 'COLD' || options.maxAdvisors <= 0) return false
  const candidates = await readCandidates(tx, lead, startOfMonthUtc(options.now))
  return chooseAdvisors([...candidates.values()], lead, options.maxAdvisors).length > 0
}

/**
 * Chooses up to `maxAdvisors` advisors for a lead inside the caller's transaction.
 *
 * The candidates and their lead counts are read without locks (readCandidates). Only the advisors chosen are then locked (in id order, so two leads
 * cannot deadlock) and their counts read again: any advisor another lead filled in the meantime,
 * or an admin deactivated, is dropped and the choice made again from the rest. The locks are held
 * until the caller commits, so two leads cannot both take an advisor's last slot.
 */
export async function matchAdvisors(
  tx: Transaction,
  lead: LeadForMatching,
  options: { maxAdvisors: number; now: Date },
): Promise<Advisor[]> {
  if (lead.category === 'COLD' || options.maxAdvisors <= 0) return []
  const monthStart = startOfMonthUtc(options.now)
  const candidates = await readCandidates(tx, lead, monthStart)

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const chosen = chooseAdvisors([...candidates.values()], lead, options.maxAdvisors)
    if (!chosen.length) return []
    const ids = chosen.map((c) => c.id)
    const locked = await tx
      .select({ id: advisors.id, active: advisors.active, capacity: advisors.monthlyCapacity })
      .from(advisors)
      .where(inArray(advisors.id, ids))
      .orderBy(asc(advisors.id))
      .for('update')
    const counts = await tx
      .select({ advisorId: leadMatches.advisorId, count: sql<number>`count(*)::int` })
      .from(leadMatches)
      .where(and(inArray(leadMatches.advisorId, ids), gte(leadMatches.createdAt, monthStart)))
      .groupBy(leadMatches.advisorId)
    const countOf = new Map(counts.map((row) => [row.advisorId, Number(row.count)]))
    const lost = locked.filter((row) => !row.active || (countOf.get(row.id) ?? 0) >= row.capacity)
    if (!lost.length && locked.length === chosen.length) return chosen.map((c) => c.advisor)
    // Someone else got there first: refresh what changed and choose again.
    for (const c of chosen) {
      const fresh = locked.find((row) => row.id === c.id)
      if (!fresh || lost.includes(fresh)) candidates.delete(c.id)
      else c.leadsThisMonth = countOf.get(c.id) ?? 0
    }
  }
  return []
}
