import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { parseConfig } from '~/config.server'
import { isDatabaseHealthy, openDatabase, type DatabaseHandle } from '~/db/client.server'
import { advisors, users } from '~/db/schema'
import { prepareDatabase } from './start-up.server'

// The two-factor key file and the configuration are read from this file's own folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'wealthward-start-up-'))
process.env.DATA_DIR = dataDir
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** A server's configuration with the demo seed on, the heaviest start there is. */
const configFor = (databaseUrl: string) =>
  parseConfig({
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  })

async function demoRows(database: DatabaseHandle) {
  const [advisorRows] = await database.db.select({ n: count() }).from(advisors)
  const [userRows] = await database.db.select({ n: count() }).from(users)
  return { advisors: advisorRows!.n, users: userRows!.n }
}

const adminUrl = process.env.TEST_POSTGRES_URL

test.skipIf(!adminUrl)(
  'two copies started together on an empty PostgreSQL database both start, and the database is migrated and seeded once (five tries)',
  async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const name = `wealthward_start_${randomBytes(6).toString('hex')}`
        // Empty on purpose: not a copy of the migrated template the other tests use.
        await admin.query(`CREATE DATABASE ${name}`)
        const url = new URL(adminUrl!)
        url.pathname = `/${name}`
        const copies = [0, 1].map(() => openDatabase({ databaseUrl: url.href, dataDir }))
        try {
          const started = await Promise.allSettled(
            copies.map((copy) => prepareDatabase(copy, configFor(url.href))),
          )
          expect(
            started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started')),
            `try ${attempt}`,
          ).toEqual(['started', 'started'])
          for (const copy of copies) expect(await isDatabaseHealthy(copy.db)).toBe(true)
          // The demo seed ran once: 25 advisors and the three demo accounts, not twice that.
          expect(await demoRows(copies[0]!)).toEqual({ advisors: 25, users: 3 })
        } finally {
          await Promise.all(copies.map((copy) => copy.close()))
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        }
      }
    } finally {
      await admin.end()
    }
  },
  120_000,
)

test.skipIf(!adminUrl)(
  'the start-up lock is released when the work under it fails, so the next copy is not held up',
  async () => {
    const database = openDatabase({ databaseUrl: adminUrl!, dataDir })
    try {
      await expect(
        database.exclusively(async () => {
          throw new Error('migration failed')
        }),
      ).rejects.toThrow('migration failed')
      expect(await database.exclusively(async () => 'ran')).toBe('ran')
    } finally {
      await database.close()
    }
  },
)

// The PostgreSQL pass runs only the tests above.
test.skipIf(adminUrl)(
  'on the embedded database a second start finds everything done and adds nothing',
  async () => {
    const database = openDatabase({ databaseUrl: 'memory://', dataDir })
    try {
      await prepareDatabase(database, configFor('memory://'))
      await prepareDatabase(database, configFor('memory://'))
      expect(await isDatabaseHealthy(database.db)).toBe(true)
      expect(await demoRows(database)).toEqual({ advisors: 25, users: 3 })
    } finally {
      await database.close()
    }
  },
  60_000,
)
