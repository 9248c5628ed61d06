import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll } from 'vitest'
import type { Database } from '~/db/client.server'
import * as schema from '~/db/schema'

/**
 * A second, empty in-memory database that records the text of every SQL statement run on it, so a
 * test can show that two calls (a known and an unknown address) do the same work.
 */
export async function loggedDatabase() {
  const client = new PGlite()
  const statements: string[] = []
  const pglite = drizzle(client, {
    schema,
    logger: { logQuery: (query) => void statements.push(query) },
  })
  await migrate(pglite, { migrationsFolder: path.resolve('drizzle') })
  const db: Database = pglite
  afterAll(() => client.close())
  /** The statements run by `work`, in order. */
  async function statementsOf(work: (db: Database) => Promise<unknown>) {
    statements.length = 0
    await work(db)
    return [...statements]
  }
  return { db, statementsOf }
}
