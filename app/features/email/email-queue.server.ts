import { getConfig } from '~/config.server'
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { emailLog, emailQueue } from '~/db/schema'
import { logError } from '~/lib/log.server'
import { sendEmails, type EmailDeps, type OutgoingEmail } from './email.server'
import { messageIdFor } from './mime'
import { MINUTE_MS } from '~/lib/time'

/** A message for the queue: everything but attachments, which stay with direct sends. */
export type QueuedEmail = Omit<OutgoingEmail, 'attachments'>

/**
 * A message queued as the data its template renders it from: the worker renders it when it sends
 * it, so the request that queues it does not spend its time on the message (decision 046).
 * `data` is JSON: what the template's renderer reads back, dates as ISO strings.
 */
export interface DeferredEmail {
  template: string
  to: string
  data: unknown
}

/** The part of a message a template renders. */
export type RenderedEmail = Pick<QueuedEmail, 'subject' | 'text' | 'html' | 'headers'>

/** Renders a deferred message from its template's name and data; throws for a template it does not know. */
export type RenderEmail = (template: string, data: unknown) => RenderedEmail

type Executor = Pick<Database, 'insert'>

/** Messages claimed by one pass of the worker. */
export const QUEUE_BATCH = 20
/** A claimed message whose process stopped before sending it becomes due again after this. */
export const CLAIM_LEASE_MS = 5 * MINUTE_MS
/** Sends tried before a message is given up (each failure is in the email log). */
export const MAX_SEND_ATTEMPTS = 6
/** How often a serving process looks for due messages that no request of its own announced. */
const POLL_MS = 5_000

/** Waits between tries: 1, 2, 4, 8 and 16 minutes. */
export const retryDelayMs = (attempts: number) => MINUTE_MS * 2 ** Math.max(0, attempts - 1)

/**
 * Queues emails inside the caller's transaction, so they exist exactly when the change they report
 * was committed. Call `nudgeEmailQueue()` after the commit to have them sent at once.
 */
export async function enqueueEmails(
  tx: Executor,
  messages: readonly (QueuedEmail | DeferredEmail)[],
) {
  if (messages.length) await emailQueueInsert(tx, messages)
}

/**
 * The insert that queues `messages` (at least one), not yet run: for a caller that sends it with
 * its own writes in one statement (`writeTogether`), as `enqueueEmails` would queue them.
 */
export function emailQueueInsert(tx: Executor, messages: readonly (QueuedEmail | DeferredEmail)[]) {
  // Due from this process's clock, in whole milliseconds like the worker's `now`: the database's
  // own now() carries microseconds, which would leave a message queued in the same millisecond as
  // a pass not yet due for that pass.
  const availableAt = new Date()
  return tx.insert(emailQueue).values(
    messages.map((message) => ({
      template: message.template,
      recipient: message.to,
      ...('data' in message
        ? { data: message.data }
        : {
            subject: message.subject,
            textBody: message.text,
            htmlBody: message.html,
            headers: message.headers ?? null,
          }),
      availableAt,
    })),
  )
}

/**
 * Queues one message if `condition` holds in the database when the statement runs, with the same
 * statement whether or not it does: a request that answers the same for every address (a reset or
 * sign-in link) then also takes the same time, whether or not the address has an account.
 */
export async function enqueueEmailIf(
  tx: Pick<Database, 'insert'>,
  message: QueuedEmail,
  condition: SQL,
) {
  const availableAt = new Date().toISOString()
  const headers = message.headers ? JSON.stringify(message.headers) : null
  // Every column, in the table's order, as INSERT … SELECT needs.
  await tx
    .insert(emailQueue)
    .select(
      sql`select gen_random_uuid(), ${message.template}::text, ${message.to}::text, ${message.subject}::text, ${message.text}::text, ${message.html}::text, ${headers}::jsonb, null::jsonb, 0, ${availableAt}::timestamptz, now() where ${condition}`,
    )
}

export interface QueuePass {
  claimed: number
  sent: number
  /** Claimed again after a process stopped between sending them and removing them: not sent again. */
  alreadySent: number
  /** Failed sends that will be tried again. */
  retrying: number
  /** Failed sends given up after MAX_SEND_ATTEMPTS. */
  abandoned: number
}

/**
 * The Message-ID of a queued message: the same every time the row is sent. A process that stops
 * after sending a message and before removing it leaves the row to be sent again after its lease;
 * the copy carries the same Message-ID, which mail systems that remove duplicates go by. The domain
 * is the sender's (EMAIL_FROM).
 */
export function queuedMessageId(rowId: string) {
  return messageIdFor(getConfig().EMAIL_FROM, `queued.${rowId}`)
}

/**
 * The rows among those claimed that were sent already: claimed before (their lease ran out), and
 * in the email log as sent under their Message-ID, because the process that sent them stopped
 * before it removed them. Only rows claimed more than once are looked up, in the log written since
 * the oldest of them was queued.
 */
async function sentBefore(db: Database, claimed: (typeof emailQueue.$inferSelect)[]) {
  const again = claimed.filter((row) => row.attempts > 1)
  if (!again.length) return new Set<string>()
  const byMessageId = new Map(again.map((row) => [queuedMessageId(row.id), row.id]))
  const oldest = new Date(Math.min(...again.map((row) => row.createdAt.getTime())))
  const logged = await db
    .select({ messageId: emailLog.messageId })
    .from(emailLog)
    .where(
      and(
        gte(emailLog.createdAt, oldest),
        eq(emailLog.status, 'sent'),
        inArray(emailLog.messageId, [...byMessageId.keys()]),
      ),
    )
  return new Set(logged.map((row) => byMessageId.get(row.messageId!)!))
}

/** The message a claimed row stands for: as queued, or rendered now from its data; null if it cannot be. */
function messageOf(
  row: typeof emailQueue.$inferSelect,
  render: RenderEmail | undefined,
): OutgoingEmail | null {
  const head = { template: row.template, to: row.recipient, messageId: queuedMessageId(row.id) }
  try {
    if (row.data !== null) {
      if (!render) throw new Error('No renderer for deferred email')
      return { ...head, ...render(row.template, row.data) }
    }
    if (row.subject === null || row.textBody === null || row.htmlBody === null)
      throw new Error('Queued email has neither a message nor data')
    const { subject, textBody: text, htmlBody: html } = row
    return { ...head, subject, text, html, headers: row.headers ?? undefined }
  } catch (error) {
    logError(error, { msg: 'email not rendered', template: row.template })
    return null
  }
}

/**
 * One pass of the worker: claims up to `limit` due messages (rows another process holds are
 * skipped), sends them through the email module, which logs each one, and removes those sent or
 * given up. A claim is a lease: its row is due again after CLAIM_LEASE_MS unless it was settled.
 */
export async function deliverQueuedEmails(
  db: Database,
  options: { limit?: number; now?: Date; render?: RenderEmail } & Partial<EmailDeps> = {},
): Promise<QueuePass> {
  const { limit = QUEUE_BATCH, now = new Date(), render, ...deps } = options
  const due = db
    .select({ id: emailQueue.id })
    .from(emailQueue)
    .where(lte(emailQueue.availableAt, now))
    .orderBy(asc(emailQueue.availableAt), asc(emailQueue.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(emailQueue)
    .set({
      attempts: sql`${emailQueue.attempts} + 1`,
      availableAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(emailQueue.id, due))
    .returning()
  if (!claimed.length) return { claimed: 0, sent: 0, alreadySent: 0, retrying: 0, abandoned: 0 }
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())

  const alreadySent = await sentBefore(db, claimed)
  const toSend = claimed.filter((row) => !alreadySent.has(row.id))
  // A message that cannot be rendered counts as a failed send: logged, and tried again later.
  const messages = toSend.map((row) => messageOf(row, render))
  const rendered = toSend.filter((_, i) => messages[i] !== null)
  const sentResults = await sendEmails(
    messages.filter((message) => message !== null),
    { ...deps, db },
  )
  const delivered = new Set(rendered.filter((_, i) => sentResults[i]?.delivered))
  const settled: string[] = [...alreadySent]
  const retry: { id: string; attempts: number }[] = []
  for (const row of toSend) {
    if (delivered.has(row) || row.attempts >= MAX_SEND_ATTEMPTS) settled.push(row.id)
    else retry.push({ id: row.id, attempts: row.attempts })
  }
  if (settled.length) await db.delete(emailQueue).where(inArray(emailQueue.id, settled))
  for (const { id, attempts } of retry) {
    await db
      .update(emailQueue)
      .set({ availableAt: new Date(now.getTime() + retryDelayMs(attempts)) })
      .where(eq(emailQueue.id, id))
  }
  const sent = delivered.size
  return {
    claimed: claimed.length,
    sent,
    alreadySent: alreadySent.size,
    retrying: retry.length,
    abandoned: settled.length - alreadySent.size - sent,
  }
}

interface Worker {
  nudge(): void
  stop(): Promise<void>
}

let worker: Worker | undefined

/**
 * Starts this process's email worker: a pass whenever a request queued mail here (`nudge`), and
 * every few seconds for mail queued by other processes or due for a retry. Passes never overlap.
 * `render` renders the messages queued as data (DeferredEmail).
 */
export function startEmailWorker(
  db: () => Database,
  options: { render?: RenderEmail } = {},
): Worker {
  if (worker) return worker
  let current: Promise<void> | undefined
  let again = false
  let stopped = false

  const run = () => {
    if (stopped) return
    if (current) {
      again = true
      return
    }
    current = (async () => {
      do {
        again = false
        try {
          const pass = await deliverQueuedEmails(db(), options)
          if (pass.claimed === QUEUE_BATCH) again = true
        } catch (error) {
          logError(error, { msg: 'email queue pass failed' })
        }
        // Requests waiting for the database or the event loop go first between two passes.
        if (again) await new Promise((resolve) => setImmediate(resolve))
      } while (again && !stopped)
    })().finally(() => {
      current = undefined
    })
  }
  const timer = setInterval(run, POLL_MS)
  timer.unref()
  const started: Worker = {
    nudge: run,
    async stop() {
      stopped = true
      clearInterval(timer)
      await current
      if (worker === started) worker = undefined
    },
  }
  worker = started
  run()
  return started
}

/** Asks this process's worker, if it runs, to send what was just queued. */
export function nudgeEmailQueue() {
  worker?.nudge()
}

export async function stopEmailWorker() {
  await worker?.stop()
}
