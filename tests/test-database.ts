import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, expect, inject } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import * as schema from '~/db/schema'

/**
 * Gives the calling test file its own migrated database and data folder, and points the
 * application's configuration at them. PGlite in memory by default, loaded from the migrated
 * snapshot that tests/setup/migrated-database.ts made for this run; when TEST_POSTGRES_URL is set
 * (CI's second pass), a fresh PostgreSQL database copied from the migrated template and dropped
 * afterwards. Call it at the top of an integration test file, before anything opens the database.
 * Only `*.integration.test.ts` files may: the PostgreSQL pass runs those and no others.
 */
export async function setUpTestDatabase() {
  const testFile = expect.getState().testPath ?? ''
  if (!/\.integration\.test\.tsx?$/.test(testFile))
    throw new Error(
      `${path.basename(testFile)} uses the test database: name it *.integration.test.ts so the PostgreSQL pass runs it`,
    )
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wealthward-test-'))
  process.env.DATA_DIR = dataDir
  process.env.SITE_URL = 'http://localhost:3000'
  process.env.LOG_REQUESTS = 'false'
  let dropDatabase: (() => Promise<void>) | undefined

  const adminUrl = process.env.TEST_POSTGRES_URL
  if (adminUrl) {
    const name = `wealthward_test_${randomBytes(6).toString('hex')}`
    const template = inject('migratedPostgresTemplate')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.href
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  } else {
    process.env.DATABASE_URL = 'memory://'
    openMigratedPglite()
  }

  const { getDatabase, closeDatabase } = await import('~/db/client.server')
  const handle = getDatabase()
  // Nothing left to apply on a copy of the migrated database; it still proves the copy is current.
  await handle.migrate()

  afterAll(async () => {
    await closeDatabase()
    await dropDatabase?.()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return { db: handle.db, driver: handle.driver, dataDir }
}

/**
 * Opens the file's in-memory PGlite from the migrated snapshot (loading a data folder skips initdb
 * and the migrations) and hands it to the application the way its own getDatabase() keeps one.
 */
function openMigratedPglite() {
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(inject('migratedPgliteDump'))]) })
  const db = drizzle(client, { schema })
  const handle: DatabaseHandle = {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: path.resolve('drizzle') }),
    exclusively: (work) => work(),
    close: () => client.close(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
  }
  ;(
    globalThis as typeof globalThis & { __wealthwardDatabase?: DatabaseHandle }
  ).__wealthwardDatabase = handle
}
