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
