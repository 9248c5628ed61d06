import { and, eq, getTableColumns, is, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Database } from '~/db/client.server'
import { qualified } from '~/db/sql'
import { advisors, leadMatches } from '~/db/schema'
import { chooseAdvisors, type LeadForMatching, type MatchCandidate } from './matching'

/** The caller's transaction (a transaction is a Database too). */
type Transaction = Database
export type Advisor = typeof advisors.$inferSelect

export function startOfMonthUtc(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** A submission whose chosen advisor was taken meanwhile is tried again, at most this often in all. */
const MAX_ATTEMPTS = 4

/** An advisor who could take a lead, with their counts for this month. */
export type Candidates = Map<string, MatchCandidate & { advisor: Advisor }>

/**
 * The columns a candidate is read with: the advisor, their leads this month and their last match.
 * `monthStart` may be a column of the statement, when it reads for several leads.
 */
export function candidateColumns(monthStart: Date | SQL) {
  // Correlated subqueries read the (advisor, created_at) index instead of every past match.
  return {
    advisor: getTableColumns(advisors),
    leadsThisMonth: sql<number>`(select count(*)::int from ${leadMatches} where ${qualified(leadMatches.advisorId)} = ${qualified(advisors.id)} and ${qualified(leadMatches.createdAt)} >= ${monthStart})`,
    lastMatchedAt: sql<
      string | Date | null
    >`(select max(${leadMatches.createdAt}) from ${leadMatches} where ${leadMatches.advisorId} = ${advisors.id})`,
  }
}

/**
 * Which advisors are candidates for the lead: active, in its state, within its assets. The lead's
 * values may be columns of the statement, when it reads for several leads.
 */
export const candidateCondition = (lead: { state: string | SQL; investableAssets: number | SQL }) =>
  and(
    eq(advisors.active, true),
    sql`${lead.state} = any(${advisors.states})`,
    lte(advisors.minAssets, lead.investableAssets),
  )!

/** The rows read with candidateColumns (an absent advisor, from an outer join, is left out). */
export function toCandidates(
  rows: {
    advisor: Advisor | null
    leadsThisMonth: number | null
    lastMatchedAt: string | Date | null
  }[],
): Candidates {
  const candidates: Candidates = new Map()
  for (const row of rows) {
    if (!row.advisor) continue
    candidates.set(row.advisor.id, {
      ...row.advisor,
      advisor: row.advisor,
      leadsThisMonth: Number(row.leadsThisMonth),
      // The driver may hand back a timestamp from a raw expression as text.
      lastMatchedAt: row.lastMatchedAt === null ? null : new Date(row.lastMatchedAt),
    })
  }
  return candidates
}

/**
 * The advisors who could take this lead now, with their counts for this month, read without locks
 * (so leads for the same state do not queue behind each other).
 */
async function readCandidates(tx: Transaction, lead: LeadForMatching, monthStart: Date) {
  const rows = await tx
    .select(candidateColumns(monthStart))
    .from(advisors)
    .where(candidateCondition(lead))
  return toCandidates(rows)
}

/**
 * Chooses up to `maxAdvisors` advisors for a lead, from the candidates and their lead counts read
 * without locks: `candidates` when the caller read them in this transaction already, else read
 * here (readCandidates). Nothing is reserved here: the lead's own write reserves the
 * chosen advisors (reservedMatchesInsert), and a choice another lead overtook in the meantime is
 * made again (withAdvisorReservation).
 */
export async function matchAdvisors(
  tx: Transaction,
  lead: LeadForMatching,
  options: { maxAdvisors: number; now: Date; candidates?: Candidates },
): Promise<Advisor[]> {
  if (lead.category === 'COLD' || options.maxAdvisors <= 0) return []
  const candidates =
    options.candidates ?? (await readCandidates(tx, lead, startOfMonthUtc(options.now)))
  return chooseAdvisors([...candidates.values()], lead, options.maxAdvisors).map(
    (chosen) => chosen.advisor,
  )
}

/**
 * Whether matching this lead now would find at least one advisor, without choosing or reserving
 * any: what a submission that is not matched (yet) may truthfully be told.
 */
export async function advisorsAvailableFor(
  tx: Transaction,
  lead: LeadForMatching,
  options: { maxAdvisors: number; now: Date; candidates?: Candidates },
): Promise<boolean> {
  return (await matchAdvisors(tx, lead, options)).length > 0
}

/**
 * The lead's matches as a write that first reserves its advisors: `reserve_advisors` (migration
 * 0024) locks them in id order and counts their leads this month afresh, and fails the statement
 * (SQLSTATE WWFUL) when one of them is inactive or full, so two leads never both take an advisor's
 * last slot. The locks are held from this statement to the commit, not from the choice on.
 */
export function reservedMatchesInsert(
  leadId: string,
  matched: readonly Advisor[],
  now: Date,
): SQLWrapper {
  const column = (name: string) => sql.identifier(name)
  const rows = matched.map(
    (advisor, position) =>
      sql`(${leadId}::uuid, ${advisor.id}::uuid, ${position}::int, ${now}::timestamptz)`,
  )
  const ids = sql.join(
    matched.map((advisor) => sql`${advisor.id}`),
    sql`, `,
  )
  return sql`insert into ${leadMatches} (${column(leadMatches.leadId.name)}, ${column(leadMatches.advisorId.name)}, ${column(leadMatches.position.name)}, ${column(leadMatches.createdAt.name)})
    select * from (values ${sql.join(rows, sql`, `)}) as chosen
    where (select reserve_advisors(array[${ids}]::uuid[], ${startOfMonthUtc(now)}::timestamptz)) > 0`
}

/** Whether the driver's error (possibly wrapped) carries this SQLSTATE. */
function hasCode(error: unknown, code: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === code) return true
  }
  return false
}

/** The error `reserve_advisors` raises, as the driver hands it back (possibly wrapped). */
export const isAdvisorTaken = (error: unknown) => hasCode(error, ADVISOR_TAKEN)

/**
 * The error `claim_address` (migration 0026) raises when a submission's address changed between
 * its read and its write: another lead or a privacy request for it was committed in between.
 */
export const isAddressChanged = (error: unknown) => hasCode(error, ADDRESS_CHANGED)

const ADVISOR_TAKEN = 'WWFUL'
const ADDRESS_CHANGED = 'WWADR'

/**
 * Runs `work`, and again from the start when an advisor it chose was taken by another lead first,
 * or its address changed after it read it: each attempt reads afresh, in its own transaction or
 * statement (`work` opens the transaction it needs). Inside a caller's transaction (an idempotent
 * request's) each attempt runs in a savepoint, so that a failed one leaves that transaction usable.
 * The last attempt matches no one rather than fail the visitor's submission.
 */
export async function withAdvisorReservation<T>(
  db: Database,
  match: typeof matchAdvisors,
  work: (db: Database, match: typeof matchAdvisors) => Promise<T>,
): Promise<T> {
  const inTransaction = is(db, PgTransaction)
  for (let attempt = 1; ; attempt++) {
    const matching = attempt < MAX_ATTEMPTS ? match : noAdvisors
    try {
      return await (inTransaction
        ? db.transaction((savepoint) => work(savepoint, matching))
        : work(db, matching))
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !(isAdvisorTaken(error) || isAddressChanged(error)))
        throw error
    }
  }
}

const noAdvisors: typeof matchAdvisors = async () => []
