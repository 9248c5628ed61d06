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

test.skipIf(!process.env.TEST_POSTGRES_URL)(
  'a PostgreSQL listening connection that is cut is opened again, and says a change may have been missed',
  async () => {
    const url = process.env.DATABASE_URL!
    const database = openDatabase({ databaseUrl: url, dataDir: '.' })
    let heard = 0
    const stop = await database.listen('wealthward_reconnect_test', () => heard++)
    try {
      await db.execute(sql`select pg_notify('wealthward_reconnect_test', '')`)
      await expect.poll(() => heard, { timeout: 5_000 }).toBe(1)
      // The server ends the listening session, as a restart or a failover would.
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %wealthward_reconnect_test%' and pid <> pg_backend_pid()`,
      )
      // Back after the pause: it says so once (a change may have come meanwhile), then hears again.
      await expect.poll(() => heard, { timeout: 15_000, interval: 250 }).toBe(2)
      await db.execute(sql`select pg_notify('wealthward_reconnect_test', '')`)
      await expect.poll(() => heard, { timeout: 5_000 }).toBe(3)
    } finally {
      await stop()
      await database.close()
    }
  },
  30_000,
)
