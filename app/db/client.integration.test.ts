import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { setUpTestDatabase } from '../../tests/test-database'
import { isDatabaseHealthy, openDatabase } from './client.server'

const { db } = await setUpTestDatabase()

test('a database that answers is healthy', async () => {
  expect(await isDatabaseHealthy(db)).toBe(true)
})

test('a database that cannot be reached is reported unhealthy, not thrown', async () => {
  // Nothing listens on port 9 of the loopback address.
  const unreachable = openDatabase({
    databaseUrl: 'postgres://postgres@127.0.0.1:9/none',
    dataDir: '.',
  })
  try {
    expect(await isDatabaseHealthy(unreachable.db, 1500)).toBe(false)
  } finally {
    await unreachable.close()
  }
})

test('migrations leave every table the application uses', async () => {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  )
  // Both drivers answer with { rows }.
  const names = (result as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)
  expect(names).toEqual(
    expect.arrayContaining([
      'email_log',
      'newsletter_subscribers',
      'privacy_opt_outs',
      'rate_limits',
    ]),
  )
})
