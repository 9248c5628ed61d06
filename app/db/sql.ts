import { getTableName, sql, type Column } from 'drizzle-orm'

/**
 * A column written with its table's name, for raw subqueries. In a select from one table, Drizzle
 * writes `${column}` without the table, and inside a subquery an unqualified `"id"` means the
 * subquery's own table's `id`, not the outer row's.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
