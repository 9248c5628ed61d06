import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { auditLog, emailLog, sessions, users } from '~/db/schema'

const dataDir = mkdtempSync(path.join(tmpdir(), 'wealthward-retention-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const DAY = 86_400_000

// Slow on purpose: an embedded database is created and migrated on disk, then opened by the
// command's own process, as `npm run retention` does next to a stopped server.
test('npm run retention applies the schedule to the embedded database and prints counts, never personal data', async () => {
  const now = Date.now()
  const seeded = openDatabase({ dataDir })
  await seeded.migrate()
  const [user] = await seeded.db
    .insert(users)
    .values({ email: 'kept.private@example.com', firstName: 'Robin', lastName: 'Quill' })
    .returning()
  await seeded.db.insert(sessions).values([
    {
      idHash: 'ended-long-ago',
      userId: user!.id,
      persistent: true,
      createdAt: new Date(now - 40 * DAY),
      lastSeenAt: new Date(now - 10 * DAY),
      expiresAt: new Date(now - 10 * DAY),
    },
    {
      idHash: 'still-open',
      userId: user!.id,
      persistent: true,
      createdAt: new Date(now - DAY),
      lastSeenAt: new Date(now - DAY),
      expiresAt: new Date(now + 29 * DAY),
    },
  ])
  mkdirSync(path.join(dataDir, 'outbox'))
  const oldFile = path.join(dataDir, 'outbox', '2025-01-01T00-00-00-000Z-welcome-0a1b2c3d.eml')
  writeFileSync(oldFile, 'To: kept.private@example.com\r\n\r\nWelcome')
  const yearAndAMonth = new Date(now - 400 * DAY)
  utimesSync(oldFile, yearAndAMonth, yearAndAMonth)
  await seeded.db.insert(emailLog).values({
    template: 'welcome',
    recipient: 'kept.private@example.com',
    subject: 'Welcome',
    transport: 'outbox',
    outboxFile: path.basename(oldFile),
    status: 'sent',
    createdAt: yearAndAMonth,
  })
  await seeded.close()

  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/retention.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  const lines = run.stdout.trim().split('\n')
  expect(lines[0]).toMatch(/^Retention on the embedded database, \d{4}-\d\d-\d\dT/)
  expect(lines).toContain(
    'email-records          Deleted 1 email log entry, 0 queued emails and 1 outbox file older than 12 months',
  )
  expect(lines).toContain('sessions               Deleted 1 session ended more than 7 days ago')
  expect(lines).toContain(
    'leads                  Anonymized 0 leads with no activity for 24 months; deleted 0 consent records of anonymised leads older than 5 years',
  )
  for (const personal of ['kept.private', 'Robin', 'Quill', '.eml'])
    expect(run.stdout).not.toContain(personal)

  expect(existsSync(oldFile)).toBe(false)
  const after = openDatabase({ dataDir })
  const left = await after.db.select({ id: sessions.idHash }).from(sessions)
  const audited = await after.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.actorEmail, 'system:retention'))
  await after.close()
  expect(left).toEqual([{ id: 'still-open' }])
  expect(audited.map((row) => row.action).sort()).toEqual([
    'retention.email-records',
    'retention.sessions',
  ])
}, 180_000)
