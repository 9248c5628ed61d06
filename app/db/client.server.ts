import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { getConfig } from '~/config.server'
import { logError } from '~/lib/log.server'
import { type DirectoryLock, lockDirectory } from './directory-lock.server'
import * as schema from './schema'

/** One type for both drivers, so features never know which database runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /**
   * Runs `work` while no other server process runs its own (migrations and the demo seed at
   * start-up): on PostgreSQL under a session advisory lock held on a connection of its own, so
   * copies started together wait for the first, then find nothing left to do; PGlite belongs to
   * one process, so it simply runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * Calls `onNotify` for every `NOTIFY channel` committed by any process on this database
   * (PostgreSQL) or in this process (PGlite). Resolves with the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
}

/** How long a lost PostgreSQL listening connection waits before it connects again. */
const RELISTEN_MS = 5_000

/**
 * LISTEN on a connection of its own (a pooled one may be handed to someone else). A connection
 * that drops is opened again; a change announced meanwhile is missed, so `onNotify` is called once
 * the connection is back, in case one was.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (again: boolean) => {
    const next = new pg.Client({ connectionString })
    let lost = false
    // An error, the end of the connection, or a failed attempt: each connection is given up once,
    // and another is tried later, for as long as it takes.
    const lose = (error?: unknown) => {
      if (lost) return
      lost = true
      if (error && !stopped) logError(error, { msg: 'postgres listening connection lost' })
      void next.end().catch(() => {})
      if (stopped) return
      clearTimeout(retry)
      retry = setTimeout(() => void connect(true), RELISTEN_MS)
    }
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    next.on('error', lose)
    next.on('end', () => lose())
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      lose(error)
      return
    }
    client = next
    if (again) onNotify()
  }
  await connect(false)
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

const migrationsFolder = path.resolve('drizzle')

/**
 * The advisory lock that start-up work runs under (decision 049): one 64-bit number for this
 * application, the same in every copy. Any other user of advisory locks on the database must keep
 * clear of it.
 */
export const START_UP_LOCK = 730_184_651

/**
 * Holds PostgreSQL's advisory lock START_UP_LOCK on a connection opened for it alone (a pooled
 * connection could be handed to a query that has nothing to do with it) while `work` runs, and
 * releases it afterwards, also when `work` fails. Ending the connection would release it too: a
 * process that dies while holding it does not block the next.
 */
async function underStartUpLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  // A connection lost while waiting or working fails that step; it must not crash the process.
  client.on('error', (error) => logError(error, { msg: 'start-up lock connection lost' }))
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK])
    }
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * PGlite's own start-up parameters, with a 16 MB buffer pool instead of PostgreSQL's 128 MB: the
 * WebAssembly memory it touches is never given back, and the site's data is small. About 130 MB
 * less resident at idle, with the same leads per second (decision 044).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/** The first byte of the protocol messages that start a statement: Parse, and Query (simple). */
const STATEMENT_STARTS = new Set(['P'.charCodeAt(0), 'Q'.charCodeAt(0)])

/**
 * Lets the event loop turn before each statement PGlite runs. PGlite runs a statement
 * synchronously and the next one follows as a promise continuation, so without this a burst of
 * requests holds the event loop for all of their statements in one turn; and Node accepts one new
 * connection per turn (libuv), so the last of 50 new connections waited seconds to be accepted
 * (docs/performance.md, lead capture). Each statement still runs whole, under PGlite's own lock.
 */
function yieldBetweenStatements(client: PGlite) {
  const execProtocolStream = client.execProtocolStream.bind(client)
  client.execProtocolStream = async (message, options) => {
    if (STATEMENT_STARTS.has(message[0]!)) await new Promise((resolve) => setImmediate(resolve))
    return execProtocolStream(message, options)
  }
}

/**
 * Opens PostgreSQL when a postgres:// URL is given, otherwise embedded PGlite in `dataDir/pglite`
 * (`memory://` as the URL keeps PGlite in memory, which the tests use).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl && options.databaseUrl !== 'memory://') {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => logError(error, { msg: 'postgres pool error' }))
    const db = drizzlePg(pool, { schema })
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: (work) => underStartUpLock(options.databaseUrl!, work),
      close: () => pool.end(),
      listen: (channel, onNotify) => listenOnPostgres(options.databaseUrl!, channel, onNotify),
    }
  }

  let dataDir = 'memory://'
  let lock: DirectoryLock | undefined
  if (options.databaseUrl !== 'memory://') {
    dataDir = path.resolve(options.dataDir, 'pglite')
    mkdirSync(dataDir, { recursive: true })
    // PGlite does not lock its folder: a second process on it would lose writes (see directory-lock).
    lock = lockDirectory(dataDir)
  }
  const client = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS })
  yieldBetweenStatements(client)
  const db = drizzlePglite(client, { schema })
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process per folder (its directory lock) or in memory: nobody else to wait for.
    exclusively: (work) => work(),
    close: () => client.close().finally(() => lock?.release()),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
  }
}

// Kept on globalThis so that Vite's module reloads in development reuse the open database
// (a second instance on the same folder would be refused by its lock).
const holder = globalThis as typeof globalThis & { __wealthwardDatabase?: DatabaseHandle }

/** The application's database, opened on first use from the configuration. */
export function getDatabase(): DatabaseHandle {
  if (!holder.__wealthwardDatabase) {
    const config = getConfig()
    holder.__wealthwardDatabase = openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    })
  }
  return holder.__wealthwardDatabase
}

export function db(): Database {
  return getDatabase().db
}

export async function closeDatabase(): Promise<void> {
  const current = holder.__wealthwardDatabase
  if (current) {
    holder.__wealthwardDatabase = undefined
    await current.close()
  }
}

/** True when the database answers a trivial query within the time limit. */
export async function isDatabaseHealthy(
  database: Database = db(),
  timeoutMs = 2000,
): Promise<boolean> {
  try {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
    })
    await Promise.race([database.execute(sql`select 1`), timeout]).finally(() =>
      clearTimeout(timer),
    )
    return true
  } catch {
    return false
  }
}
