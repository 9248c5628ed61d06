import { and, desc, eq, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leads, readinessScores, users } from '~/db/schema'
import {
  readinessLevelFor,
  type MethodStep,
  type ReadinessLevel,
  type ScoreBreakdown,
} from '~/features/assessment'
import { assessmentFigures } from '~/features/assessment'
import type { AssessmentFigures } from '~/features/calculators'

/** A score for the history: from an assessment (with its details) or sent by a client (score only). */
export interface ReadinessEntry {
  score: number
  breakdown?: ScoreBreakdown | null
  readinessLevel?: ReadinessLevel | null
  step?: MethodStep | null
  leadId?: string | null
}

export interface ReadinessPoint {
  id: string
  score: number
  breakdown: ScoreBreakdown | null
  /** The assessment's level; for a score sent on its own, the level that score stands for. */
  readinessLevel: string
  step: MethodStep | null
  /** True when the score came with an assessment (breakdown and step known). */
  fromAssessment: boolean
  at: string
}

/** Adds a score to the user's history and makes it their latest score, together. */
export async function recordReadinessScore(
  db: Database,
  userId: string,
  entry: ReadinessEntry,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await tx.insert(readinessScores).values({
      userId,
      score: entry.score,
      breakdown: entry.breakdown ?? null,
      readinessLevel: entry.readinessLevel ?? null,
      step: entry.step ?? null,
      leadId: entry.leadId ?? null,
      createdAt: now,
    })
    await tx
      .update(users)
      .set({ investmentReadinessScore: entry.score, updatedAt: now })
      .where(eq(users.id, userId))
  })
}

type Row = typeof readinessScores.$inferSelect

function toPoint(row: Row): ReadinessPoint {
  return {
    id: row.id,
    score: row.score,
    breakdown: (row.breakdown as ScoreBreakdown | null) ?? null,
    readinessLevel: row.readinessLevel ?? readinessLevelFor(row.score),
    step: (row.step as MethodStep | null) ?? null,
    fromAssessment: row.step !== null,
    at: row.createdAt.toISOString(),
  }
}

/** The latest `limit` scores, oldest first (the order a chart reads them in). */
export async function readinessHistory(
  db: Database,
  userId: string,
  limit = 12,
): Promise<ReadinessPoint[]> {
  const rows = await db
    .select()
    .from(readinessScores)
    .where(eq(readinessScores.userId, userId))
    .orderBy(desc(readinessScores.createdAt), desc(readinessScores.id))
    .limit(limit)
  return rows.reverse().map(toPoint)
}

/** The latest score that came from an assessment: it knows the step of the method. */
export async function latestAssessment(
  db: Database,
  userId: string,
): Promise<ReadinessPoint | null> {
  const [row] = await db
    .select()
    .from(readinessScores)
    .where(and(eq(readinessScores.userId, userId), isNotNull(readinessScores.step)))
    .orderBy(desc(readinessScores.createdAt), desc(readinessScores.id))
    .limit(1)
  return row ? toPoint(row) : null
}

/**
 * The figures of the user's own latest assessment, for filling in a calculator; null when there is
 * none to use. Only the latest assessment counts (an older one's figures would be out of date),
 * and only its own answers: the lead the assessment stored, unchanged since. A lead changed later
 * (an update from the address's owner on another browser, or anonymised by the retention job) no
 * longer holds what this user sent, and a "Just show my score" assessment kept no answers at all.
 */
export async function latestAssessmentFigures(
  db: Database,
  userId: string,
): Promise<AssessmentFigures | null> {
  const [latest] = await db
    .select({ leadId: readinessScores.leadId, at: readinessScores.createdAt })
    .from(readinessScores)
    .where(and(eq(readinessScores.userId, userId), isNotNull(readinessScores.step)))
    .orderBy(desc(readinessScores.createdAt), desc(readinessScores.id))
    .limit(1)
  if (!latest?.leadId) return null
  const [lead] = await db
    .select({
      age: leads.age,
      annualIncome: leads.annualIncome,
      totalDebt: leads.totalDebt,
      monthlyExpenses: leads.monthlyExpenses,
      emergencyFund: leads.emergencyFund,
      investableAssets: leads.investableAssets,
      creditScore: leads.creditScore,
    })
    .from(leads)
    .where(and(eq(leads.id, latest.leadId), lte(leads.updatedAt, latest.at)))
    .limit(1)
  return lead ? assessmentFigures(lead, latest.at) : null
}
