import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll } from 'vitest'

/**
 * Gives the calling test file its own empty, migrated database and data folder, and points the
 * application's configuration at them. PGlite in memory by default; when TEST_POSTGRES_URL is set
 * (CI's second pass), a fresh PostgreSQL database created for this file and dropped afterwards.
 * Call it at the top of an integration test file, before anything opens the database.
 */
export async function setUpTestDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wealthward-test-'))
  process.env.DATA_DIR = dataDir
  process.env.SITE_URL = 'http://localhost:3000'
  process.env.LOG_REQUESTS = 'false'
  let dropDatabase: (() => Promise<void>) | undefined

  const adminUrl = process.env.TEST_POSTGRES_URL
  if (adminUrl) {
    const name = `wealthward_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
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
  }

  const { getDatabase, closeDatabase } = await import('~/db/client.server')
  const handle = getDatabase()
  await handle.migrate()

  afterAll(async () => {
    await closeDatabase()
    await dropDatabase?.()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return { db: handle.db, driver: handle.driver, dataDir }
}
