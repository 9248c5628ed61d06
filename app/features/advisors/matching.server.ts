import { and, eq, gte, inArray, lte, max, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { advisors, leadMatches } from '~/db/schema'
import { chooseAdvisors, type LeadForMatching } from './matching'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Advisor = typeof advisors.$inferSelect

function startOfMonthUtc(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/**
 * Chooses up to `maxAdvisors` advisors for a lead inside the caller's transaction. The candidate
 * rows are locked, so two leads arriving together cannot both take an advisor's last slot.
 */
export async function matchAdvisors(
  tx: Transaction,
  lead: LeadForMatching,
  options: { maxAdvisors: number; now: Date },
): Promise<Advisor[]> {
  if (lead.category === 'COLD') return []
  const candidates = await tx
    .select()
    .from(advisors)
    .where(
      and(
        eq(advisors.active, true),
        sql`${lead.state} = any(${advisors.states})`,
        lte(advisors.minAssets, lead.investableAssets),
      ),
    )
    .for('update')
  if (!candidates.length) return []

  const monthStart = startOfMonthUtc(options.now)
  const ids = candidates.map((c) => c.id)
  const [thisMonth, lastMatched] = await Promise.all([
    tx
      .select({ advisorId: leadMatches.advisorId, count: sql<number>`count(*)::int` })
      .from(leadMatches)
      .where(and(inArray(leadMatches.advisorId, ids), gte(leadMatches.createdAt, monthStart)))
      .groupBy(leadMatches.advisorId),
    tx
      .select({ advisorId: leadMatches.advisorId, at: max(leadMatches.createdAt) })
      .from(leadMatches)
      .where(inArray(leadMatches.advisorId, ids))
      .groupBy(leadMatches.advisorId),
  ])
  const counts = new Map(thisMonth.map((r) => [r.advisorId, Number(r.count)]))
  const lastAt = new Map(lastMatched.map((r) => [r.advisorId, r.at]))

  return chooseAdvisors(
    candidates.map((c) => ({
      ...c,
      leadsThisMonth: counts.get(c.id) ?? 0,
      lastMatchedAt: lastAt.get(c.id) ?? null,
    })),
    lead,
    options.maxAdvisors,
  )
}
