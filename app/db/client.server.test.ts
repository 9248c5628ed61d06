import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDatabase } from './client.server'

test('the embedded database starts with a small buffer pool and PostgreSQL’s usual settings', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wealthward-client-'))
  const database = openDatabase({ dataDir })
  try {
    const setting = async (name: string) => {
      const result = (await database.db.execute(sql.raw(`show ${name}`))) as {
        rows: Record<string, string>[]
      }
      return result.rows[0]
    }
    expect(await setting('shared_buffers')).toEqual({ shared_buffers: '16MB' })
    // The rest of PGlite's own start-up parameters still apply.
    expect(await setting('search_path')).toEqual({ search_path: 'public' })
    expect(await setting('timezone')).toEqual({ TimeZone: 'UTC' })
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('the embedded database lets the event loop turn before each statement', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wealthward-client-'))
  const database = openDatabase({ dataDir })
  try {
    await database.db.execute(sql`select 1`)
    // A turn of the event loop (where Node accepts a new connection) scheduled now must come
    // between two statements, not after a run of them: PGlite itself runs each one synchronously.
    let turns = 0
    const turn = () => {
      turns += 1
      if (turns < 10) setImmediate(turn)
    }
    setImmediate(turn)
    const seen: number[] = []
    for (let i = 0; i < 4; i++) {
      await database.db.execute(sql`select ${i}::int`)
      seen.push(turns)
    }
    expect(seen[0]).toBeGreaterThan(0)
    expect(seen[3]).toBeGreaterThan(seen[0]!)
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
