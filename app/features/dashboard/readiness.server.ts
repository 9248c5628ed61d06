import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { readinessScores, users } from '~/db/schema'
import {
  readinessLevelFor,
  type MethodStep,
  type ReadinessLevel,
  type ScoreBreakdown,
} from '~/features/assessment'

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
