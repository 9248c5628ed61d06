import { getTableName, sql, type Column, type SQLWrapper } from 'drizzle-orm'
import type { Database } from './client.server'

/**
 * A column written with its table's name, for raw subqueries. In a select from one table, Drizzle
 * writes `${column}` without the table, and inside a subquery an unqualified `"id"` means the
 * subquery's own table's `id`, not the outer row's.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

/**
 * Runs several writes as one statement: the first is the statement itself, the others run beside it
 * as data-modifying CTEs. One round trip instead of one each, and all of them or none. They all see
 * the tables as they were before the statement (none sees another's rows), so no write may depend
 * on another's result; foreign keys between them hold, as PostgreSQL checks them at the
 * statement's end. No writes, no statement.
 */
export async function writeTogether(db: Database, writes: readonly SQLWrapper[]) {
  const [main, ...beside] = writes
  if (!main) return
  const ctes = beside.map(
    (write, i) => sql`${sql.identifier(`write_${i + 1}`)} as (${write.getSQL()})`,
  )
  await db.execute(
    ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${main.getSQL()}` : main.getSQL(),
  )
}
