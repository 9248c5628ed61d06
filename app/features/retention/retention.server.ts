import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  and,
  eq,
  getTableName,
  gte,
  inArray,
  lt,
  ne,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '~/db/client.server'
import {
  advisorApplications,
  analyticsEvents,
  authTokens,
  emailLog,
  emailQueue,
  idempotencyKeys,
  leadConsents,
  leadEvents,
  leadMatches,
  leadOwnerProofs,
  leads,
  leadUpdateRequests,
  rateLimits,
  sessions,
  signInAttempts,
  signInChallenges,
  users,
} from '~/db/schema'
import { recordAudit } from '~/features/admin/index.server'
import { SESSION_LIMITS, type Role } from '~/features/auth/index.server'
import { sweepUnconfirmedSignUps, UNCONFIRMED_SIGNUP_DAYS } from '~/features/auth/index.server'
import { deleteOutboxFiles, outboxFilePath } from '~/features/email/index.server'
import { anonymiseLeads, DELETED_VALUE } from '~/features/legal/index.server'
import { logError, logEvent } from '~/lib/log.server'
import type { RuleReport } from './report'
import { describePeriod, periodBefore, RETENTION, type Period } from './schedule'
import { HOUR_MS } from '~/lib/time'

/** The audit log's actor for what the retention job does. */
export const RETENTION_ACTOR = { id: null, email: 'system:retention' } as const

/** What one rule did in one run. Counts only: never anything that names a person. */
export interface RuleOutcome {
  counts: Record<string, number>
  /** The audit log's sentence for it. */
  summary: string
}

export interface RetentionRule {
  /** Its audit action is `retention.<name>`; the command prints it. */
  name: string
  /** The table it changes, as the audit log's target. */
  target: string
  apply(tx: Database, context: { now: Date; dataDir: string }): Promise<RuleOutcome>
}

const plural = (n: number, noun: string, nouns = `${noun}s`) => `${n} ${n === 1 ? noun : nouns}`

/**
 * A rule that deletes the rows of `table` whose `column` is before the period's start. Any table
 * kept for a fixed period from a timestamp is one entry of this kind.
 */
export function deleteOlderThan(rule: {
  name: string
  table: PgTable
  column: PgColumn
  period: Period
  /** What one row is, for the audit sentence ("engagement event"). */
  noun: string
  /** Narrows the rows (e.g. declined applications only). */
  where?: SQL
  /** How the period is counted, for the audit sentence; `kept for …` by default. */
  counted?: string
}): RetentionRule {
  return {
    name: rule.name,
    target: getTableName(rule.table),
    async apply(tx, { now }) {
      const before = periodBefore(now, rule.period)
      const deleted = await tx
        .delete(rule.table)
        .where(rule.where ? and(lt(rule.column, before), rule.where) : lt(rule.column, before))
        .returning({ one: sql<number>`1` })
      const period = describePeriod(rule.period)
      return {
        counts: { deleted: deleted.length },
        summary: `Deleted ${plural(deleted.length, rule.noun)} ${rule.counted ?? `kept for ${period}`}`,
      }
    },
  }
}

/**
 * A lead's last activity (DECISIONS §11, decision 024) is the latest of: its own update (when it
 * was submitted, or its owner updated it: `leads.updated_at`), any event on its history (status
 * changes, notes, contacts, meetings booked, the visitor's contact requests, advisors added or
 * moved, returns asked and decided), and the time of a meeting booked with it, which may lie ahead.
 */
function activeSince(cutoff: Date) {
  return or(
    gte(leads.updatedAt, cutoff),
    sql`exists (select 1 from ${leadEvents} where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.at} >= ${cutoff})`,
    sql`exists (select 1 from ${leadMatches} where ${leadMatches.leadId} = ${leads.id} and ${leadMatches.meetingScheduledAt} >= ${cutoff})`,
  )!
}

/** Leads anonymised per statement: a statement's parameters are limited (65,535 in PostgreSQL). */
const ANONYMISE_BATCH = 500

/**
 * Leads 24 months after their last activity are anonymised the way a deletion request does it
 * (in batches, in one transaction); then consent proofs 5 years old are deleted, only those of
 * anonymised leads: proof is kept for as long as the contact details it covers. One rule, so that
 * no other copy of the job can look at the consents between the two steps.
 */
export function leadRetentionRule(options: { batch: number } = { batch: ANONYMISE_BATCH }) {
  const rule: RetentionRule = {
    name: 'leads',
    target: 'leads',
    async apply(tx, { now }) {
      const cutoff = periodBefore(now, RETENTION.leadDetails)
      let anonymised = 0
      for (;;) {
        // Rows another transaction holds are left for the next run.
        const stale = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(ne(leads.email, DELETED_VALUE), not(activeSince(cutoff))))
          .limit(options.batch)
          .for('update', { skipLocked: true })
        await anonymiseLeads(
          tx,
          stale.map((lead) => lead.id),
          now,
        )
        anonymised += stale.length
        if (stale.length < options.batch) break
      }
      const proofBefore = periodBefore(now, RETENTION.consentProof)
      const scrubbed = tx.select({ id: leads.id }).from(leads).where(eq(leads.email, DELETED_VALUE))
      const proofs = await tx
        .delete(leadConsents)
        .where(
          and(lt(leadConsents.consentedAt, proofBefore), inArray(leadConsents.leadId, scrubbed)),
        )
        .returning({ one: sql<number>`1` })
      return {
        counts: { anonymised, consentProofsDeleted: proofs.length },
        summary: `Anonymized ${plural(anonymised, 'lead')} with no activity for ${describePeriod(RETENTION.leadDetails)}; deleted ${plural(proofs.length, 'consent record')} of anonymised leads older than ${describePeriod(RETENTION.consentProof)}`,
      }
    },
  }
  return rule
}

/** Outbox files written before `before`, including any whose log row is already gone. */
async function outboxFilesBefore(dataDir: string, before: Date): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(path.resolve(dataDir, 'outbox'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const old: string[] = []
  for (const name of names) {
    const file = outboxFilePath(dataDir, name)
    if (!file) continue
    try {
      if ((await stat(file)).mtime < before) old.push(name)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return old
}

const emailRecords: RetentionRule = {
  name: 'email-records',
  target: 'email_log',
  async apply(tx, { now, dataDir }) {
    const before = periodBefore(now, RETENTION.emailRecords)
    const logged = await tx
      .delete(emailLog)
      .where(lt(emailLog.createdAt, before))
      .returning({ outboxFile: emailLog.outboxFile })
    const queued = await tx
      .delete(emailQueue)
      .where(lt(emailQueue.createdAt, before))
      .returning({ one: sql<number>`1` })
    const files = new Set(logged.map((row) => row.outboxFile).filter((name) => name !== null))
    for (const name of await outboxFilesBefore(dataDir, before)) files.add(name)
    // Removed while this rule's lock is held, so a second copy of the job running at the same
    // moment finds neither the rows nor the files, and only the files really removed are counted.
    const removed = await deleteOutboxFiles(dataDir, [...files])
    const period = describePeriod(RETENTION.emailRecords)
    return {
      counts: { logEntries: logged.length, queued: queued.length, outboxFiles: removed },
      summary: `Deleted ${plural(logged.length, 'email log entry', 'email log entries')}, ${plural(queued.length, 'queued email')} and ${plural(removed, 'outbox file')} older than ${period}`,
    }
  },
}

const ROLES: readonly Role[] = ['user', 'advisor', 'admin']
const STAFF_ROLES: Role[] = ['advisor', 'admin']

/**
 * A session ends at its absolute expiry or once idle for longer than its role allows, whichever
 * comes first (SESSION_LIMITS); it is deleted 7 days after that.
 */
const endedSessions: RetentionRule = {
  name: 'sessions',
  target: 'sessions',
  async apply(tx, { now }) {
    const cutoff = periodBefore(now, RETENTION.afterExpiry)
    const idleEnded = ROLES.flatMap((role) =>
      [true, false].map((persistent) => {
        const idleSeconds = SESSION_LIMITS[role][persistent ? 'persistent' : 'browser'].idle
        const ofRole = tx
          .select({ id: users.id })
          .from(users)
          .where(role === 'user' ? notInArray(users.role, STAFF_ROLES) : eq(users.role, role))
        return and(
          eq(sessions.persistent, persistent),
          lt(sessions.lastSeenAt, new Date(cutoff.getTime() - idleSeconds * 1000)),
          inArray(sessions.userId, ofRole),
        )!
      }),
    )
    const deleted = await tx
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, cutoff), ...idleEnded))
      .returning({ one: sql<number>`1` })
    return {
      counts: { deleted: deleted.length },
      summary: `Deleted ${plural(deleted.length, 'session')} ended more than ${describePeriod(RETENTION.afterExpiry)} ago`,
    }
  },
}

const afterExpiry = (
  name: string,
  table: PgTable,
  expiresAt: PgColumn,
  noun: string,
): RetentionRule =>
  deleteOlderThan({
    name,
    table,
    column: expiresAt,
    period: RETENTION.afterExpiry,
    noun,
    counted: `expired more than ${describePeriod(RETENTION.afterExpiry)} ago`,
  })

/** Accounts whose sign-up link was never followed are deleted a week after the sign-up. */
const unconfirmedSignUps: RetentionRule = {
  name: 'unconfirmed-sign-ups',
  target: 'users',
  async apply(tx, { now }) {
    const deleted = await sweepUnconfirmedSignUps(tx, now)
    return {
      counts: { deleted },
      summary: `Deleted ${plural(deleted, 'account')} whose sign-up was never confirmed within ${UNCONFIRMED_SIGNUP_DAYS} days`,
    }
  },
}

/** Every rule, in the order a run applies them. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  leadRetentionRule(),
  deleteOlderThan({
    name: 'analytics-events',
    table: analyticsEvents,
    column: analyticsEvents.createdAt,
    period: RETENTION.analyticsEvents,
    noun: 'engagement event',
  }),
  emailRecords,
  endedSessions,
  afterExpiry('auth-tokens', authTokens, authTokens.expiresAt, 'emailed link token'),
  afterExpiry('idempotency-keys', idempotencyKeys, idempotencyKeys.expiresAt, 'Idempotency-Key'),
  afterExpiry('rate-limits', rateLimits, rateLimits.expiresAt, 'rate-limit counter'),
  afterExpiry(
    'sign-in-attempts',
    signInAttempts,
    signInAttempts.expiresAt,
    'sign-in attempt count',
  ),
  afterExpiry(
    'sign-in-challenges',
    signInChallenges,
    signInChallenges.expiresAt,
    'sign-in waiting for its second step',
  ),
  unconfirmedSignUps,
  afterExpiry('lead-owner-proofs', leadOwnerProofs, leadOwnerProofs.expiresAt, 'lead owner proof'),
  afterExpiry(
    'lead-update-requests',
    leadUpdateRequests,
    leadUpdateRequests.expiresAt,
    'answer waiting for confirmation',
  ),
  deleteOlderThan({
    name: 'declined-applications',
    table: advisorApplications,
    column: advisorApplications.decidedAt,
    where: eq(advisorApplications.status, 'declined'),
    period: RETENTION.declinedApplications,
    noun: 'declined partner application',
    counted: `decided more than ${describePeriod(RETENTION.declinedApplications)} ago`,
  }),
]

/** The database's own words for a failure (a query error wraps them with the statement). */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error) return cause.message
  return error instanceof Error ? error.message : String(error)
}

/** The advisory-lock key space of the retention job: two int4 keys (this, hashtext(rule)). */
const LOCK_SPACE = 0x52_45_54_4e

/**
 * Applies each rule once, each in a transaction of its own that first takes the rule's
 * transaction-level advisory lock without waiting: when another copy of the server (or the
 * command) holds it, the rule is left to that copy. Every statement only touches rows past their
 * time, so a rule applied twice in a row changes nothing the second time. A rule that changed
 * something writes one audit line with its counts in the same transaction. A failing rule is
 * reported (not logged: the caller does) and the others still run.
 */
export async function runRetention(
  db: Database,
  options: { dataDir: string; now?: Date; rules?: readonly RetentionRule[] },
): Promise<RuleReport[]> {
  const now = options.now ?? new Date()
  const reports: RuleReport[] = []
  for (const rule of options.rules ?? RETENTION_RULES) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const [lock] = await tx
          .select({
            taken: sql<boolean>`pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${rule.name}))`,
          })
          .from(sql`(select 1) as once`)
        if (!lock?.taken) return null
        const result = await rule.apply(tx, { now, dataDir: options.dataDir })
        if (Object.values(result.counts).some((n) => n > 0)) {
          await recordAudit(tx, RETENTION_ACTOR, {
            action: `retention.${rule.name}`,
            targetType: rule.target,
            summary: result.summary,
            details: { ...result.counts, at: now.toISOString() },
          })
        }
        return result
      })
      if (!outcome) {
        reports.push({ rule: rule.name, status: 'busy' })
        continue
      }
      reports.push({
        rule: rule.name,
        status: 'done',
        counts: outcome.counts,
        summary: outcome.summary,
      })
    } catch (error) {
      reports.push({ rule: rule.name, status: 'failed', error: reasonOf(error) })
    }
  }
  return reports
}

/** How often a serving process runs the job. */
export const RETENTION_EVERY_MS = HOUR_MS

let timer: NodeJS.Timeout | undefined
let running: Promise<void> | undefined

/**
 * Runs the job now and then every hour in the background of a serving process. Runs in one
 * process never overlap; copies of the server share the work through the rules' locks.
 */
export function startRetentionJob(db: () => Database, dataDir: string) {
  if (timer) return
  const run = () => {
    if (running) return
    running = runRetention(db(), { dataDir })
      .then((reports) => {
        const changed: Record<string, number> = {}
        for (const report of reports) {
          if (report.status !== 'done') continue
          const total = Object.values(report.counts).reduce((sum, n) => sum + n, 0)
          if (total) changed[report.rule] = total
        }
        let failed = 0
        for (const report of reports) {
          if (report.status !== 'failed') continue
          failed += 1
          logError(new Error(report.error), { msg: 'retention rule failed', rule: report.rule })
        }
        if (Object.keys(changed).length || failed) logEvent('retention run', { ...changed, failed })
      })
      .catch((error: unknown) => logError(error, { msg: 'retention run failed' }))
      .finally(() => {
        running = undefined
      })
  }
  timer = setInterval(run, RETENTION_EVERY_MS)
  timer.unref()
  run()
}

/** The run in progress in this process, if any. */
export const retentionRunInProgress = () => running

/** Stops the schedule and waits for a run in progress, so the database can close under none. */
export async function stopRetentionJob() {
  clearInterval(timer)
  timer = undefined
  await running
}
