import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, as an uncompressed tarball, with every migration applied. */
    migratedPgliteDump: string
    /** On the PostgreSQL pass: a migrated database for `CREATE DATABASE … TEMPLATE`. */
    migratedPostgresTemplate: string
  }
}

const migrationsFolder = path.resolve('drizzle')

/** Changes whenever a migration or the PGlite version changes, so a stale snapshot is never used. */
function migrationsFingerprint() {
  const hash = createHash('sha256')
  hash.update(
    JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version,
  )
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file)
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue
    hash.update(file).update(readFileSync(full))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Migrating a new database is most of an integration test file's set-up (PGlite runs initdb, then
 * every migration). This runs once per test run, or once per change of the migrations: the
 * migrated PGlite folder is kept as a tarball in node_modules/.cache that each test file loads,
 * and on the PostgreSQL pass one migrated database serves as the template of each file's own.
 */
export default async function setup(project: TestProject) {
  const fingerprint = migrationsFingerprint()
  const cacheDir = path.resolve('node_modules/.cache/wealthward-test-database')
  const dump = path.join(cacheDir, `migrated-${fingerprint}.tar`)
  if (!existsSync(dump)) {
    const client = new PGlite('memory://')
    await migrate(drizzle(client), { migrationsFolder })
    const tarball = await client.dumpDataDir('none')
    await client.close()
    mkdirSync(cacheDir, { recursive: true })
    // Written under another name first: a parallel run never reads half a file.
    const partial = `${dump}.${randomBytes(4).toString('hex')}.partial`
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()))
    renameSync(partial, dump)
  }
  project.provide('migratedPgliteDump', dump)

  const adminUrl = process.env.TEST_POSTGRES_URL
  if (!adminUrl) return
  const name = `wealthward_template_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.href, max: 1 })
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres')
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator')
  await migratePg(drizzlePg(pool), { migrationsFolder })
  // A template must have no open connection while a copy is made.
  await pool.end()
  project.provide('migratedPostgresTemplate', name)
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
}
