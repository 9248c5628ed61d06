import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { calculatorHistory } from '~/db/schema'
import { calculationUrl, isCalculatorType, type CalculatorType } from '~/features/calculators'
import { describeCalculation, type SavedCalculationData } from '~/features/calculators'

/** A saved calculation as the API and the dashboard show it (seed 001 §3: type, data, timestamp). */
export interface SavedCalculation {
  id: string
  calculatorType: CalculatorType
  data: SavedCalculationData
  timestamp: string
  /** The calculator page with these inputs. */
  url: string
}

type Row = typeof calculatorHistory.$inferSelect

function toSaved(row: Row): SavedCalculation | null {
  if (!isCalculatorType(row.calculatorType)) return null
  const data = row.data as SavedCalculationData
  return {
    id: row.id,
    calculatorType: row.calculatorType,
    data,
    timestamp: row.createdAt.toISOString(),
    url: calculationUrl(row.calculatorType, data.inputs),
  }
}

const sameData = (a: SavedCalculationData, b: SavedCalculationData) =>
  a.inputs === b.inputs && JSON.stringify(a.summary) === JSON.stringify(b.summary)

/**
 * Saves a calculation. The inputs are read as the calculator reads them and stored in its own form
 * with the headline results. The same result is not stored twice in a row: when the user's latest
 * entry for that calculator has identical data, it is returned instead (`duplicate`).
 */
export async function saveCalculation(
  db: Database,
  userId: string,
  input: { calculatorType: CalculatorType; inputs: string },
  now = new Date(),
): Promise<{ saved: SavedCalculation; duplicate: boolean }> {
  const data = describeCalculation(input.calculatorType, input.inputs, now)
  return db.transaction(async (tx) => {
    // Two saves of one calculator at once (a double click, two tabs) queue behind each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`calculation:${userId}:${input.calculatorType}`}))`,
    )
    const [latest] = await tx
      .select()
      .from(calculatorHistory)
      .where(
        and(
          eq(calculatorHistory.userId, userId),
          eq(calculatorHistory.calculatorType, input.calculatorType),
        ),
      )
      .orderBy(desc(calculatorHistory.createdAt), desc(calculatorHistory.id))
      .limit(1)
    if (latest && sameData(latest.data as SavedCalculationData, data)) {
      const saved = toSaved(latest)
      if (saved) return { saved, duplicate: true }
    }
    const [row] = await tx
      .insert(calculatorHistory)
      .values({ userId, calculatorType: input.calculatorType, data, createdAt: now })
      .returning()
    const saved = row ? toSaved(row) : null
    if (!saved) throw new Error('calculation not saved')
    return { saved, duplicate: false }
  })
}

/** The user's saved calculations, newest first, a page at a time. */
export async function listCalculations(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: SavedCalculation[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(calculatorHistory)
      .where(eq(calculatorHistory.userId, userId))
      .orderBy(desc(calculatorHistory.createdAt), desc(calculatorHistory.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(calculatorHistory)
      .where(eq(calculatorHistory.userId, userId)),
  ])
  return {
    items: rows.flatMap((row) => toSaved(row) ?? []),
    total: counted?.total ?? 0,
  }
}

export async function countCalculations(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(calculatorHistory)
    .where(eq(calculatorHistory.userId, userId))
  return row?.total ?? 0
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Deletes one of the user's own saved calculations; false when there is no such entry of theirs. */
export async function deleteCalculation(db: Database, userId: string, id: string) {
  if (!UUID.test(id)) return false
  const deleted = await db
    .delete(calculatorHistory)
    .where(and(eq(calculatorHistory.id, id), eq(calculatorHistory.userId, userId)))
    .returning({ id: calculatorHistory.id })
  return deleted.length > 0
}
