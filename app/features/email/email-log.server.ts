import { readFile, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { emailLog } from '~/db/schema'
import { likePattern } from '~/lib/list-query'
import { listPage } from '~/lib/pagination'
import { parseEml, type ParsedEmail } from './eml'

/** The filters of the sent-email log, from the query string. Odd values are dropped. */
export const EmailLogFiltersSchema = z.object({
  q: z.string().trim().max(254).optional().catch(undefined),
  template: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional()
    .catch(undefined),
})
export type EmailLogFilters = z.infer<typeof EmailLogFiltersSchema>

/** Recipient or subject contains the text; the template is exact. Newest first. */
export async function listEmailLog(
  db: Database,
  filters: EmailLogFilters,
  page: { page: number; size: number },
) {
  const where: SQL[] = []
  if (filters.q) {
    const pattern = likePattern(filters.q)
    where.push(or(ilike(emailLog.recipient, pattern), ilike(emailLog.subject, pattern))!)
  }
  if (filters.template) where.push(eq(emailLog.template, filters.template))
  const condition = where.length ? and(...where) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailLog)
      .where(condition)
      .orderBy(desc(emailLog.createdAt), desc(emailLog.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(emailLog).where(condition),
  ])
  return listPage(rows, total?.n ?? 0, page.page, page.size)
}

/** The templates that appear in the log, for the filter menu. */
export async function emailTemplates(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ template: emailLog.template })
    .from(emailLog)
    .orderBy(asc(emailLog.template))
  return rows.map((r) => r.template)
}

export async function findEmailLogEntry(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return undefined
  const [row] = await db.select().from(emailLog).where(eq(emailLog.id, id))
  return row
}

// Outbox file names are written by sendEmail: date, template, random hex.
const OUTBOX_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.eml$/
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

/**
 * The path of a logged message's outbox file, or null when the name is not one the outbox writes
 * (so a bad row can never point outside the folder).
 */
export function outboxFilePath(dataDir: string, fileName: string | null): string | null {
  if (!fileName || !OUTBOX_FILE.test(fileName) || path.basename(fileName) !== fileName) return null
  return path.join(path.resolve(dataDir, 'outbox'), fileName)
}

export type OutboxMessage =
  | { state: 'ok'; message: ParsedEmail; bytes: number }
  | { state: 'missing' }
  | { state: 'too-large'; bytes: number }

/** Reads and parses one outbox message. */
export async function readOutboxMessage(
  dataDir: string,
  fileName: string | null,
): Promise<OutboxMessage> {
  const file = outboxFilePath(dataDir, fileName)
  if (!file) return { state: 'missing' }
  try {
    const info = await stat(file)
    if (!info.isFile()) return { state: 'missing' }
    if (info.size > MAX_MESSAGE_BYTES) return { state: 'too-large', bytes: info.size }
    const bytes = await readFile(file)
    return { state: 'ok', message: parseEml(new Uint8Array(bytes)), bytes: bytes.length }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' }
    throw error
  }
}

/** Deletes outbox files by name; names that are not outbox files, or already gone, are skipped. */
export async function deleteOutboxFiles(dataDir: string, fileNames: (string | null)[]) {
  let deleted = 0
  for (const name of fileNames) {
    const file = outboxFilePath(dataDir, name)
    if (!file) continue
    try {
      await unlink(file)
      deleted += 1
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return deleted
}
