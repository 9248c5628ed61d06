import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { getConfig } from '~/config.server'
import { db as appDb, type Database } from '~/db/client.server'
import { emailLog } from '~/db/schema'
import { logError } from '~/lib/log.server'
import { composeMessage, mailboxAddress, messageIdFor, type MimeMessage } from './mime'

/** A message to send: what `composeMessage` writes, but the sender (EMAIL_FROM) and the date. */
export interface OutgoingEmail extends Omit<MimeMessage, 'from' | 'messageId' | 'date'> {
  /** A short name of the kind of message, e.g. 'newsletter-welcome', for the log. */
  template: string
  /**
   * The Message-ID to send it with, `<…@…>`. A queued message has its own, so that a message sent
   * again (its process stopped between sending and removing it) is the same message to the mail
   * systems that drop a copy they have seen; otherwise it gets a new one.
   */
  messageId?: string
}

export interface EmailResult {
  delivered: boolean
  transport: 'smtp' | 'outbox'
  /** Where an outbox message was written (outbox transport only). */
  file?: string
}

export interface EmailDeps {
  db: Database
  smtpUrl?: string
  dataDir: string
  from: string
}

const smtpTransports = new Map<string, Transporter>()

/** The SMTP library, loaded with the first message sent through SMTP rather than at start (decision 044). */
async function mailer() {
  return (await import('nodemailer')).default
}

let outboxReady: { dir: string; made: Promise<unknown> } | undefined

/** The outbox folder is created once per process, not before every message. */
function ensureOutbox(dataDir: string) {
  const dir = path.resolve(dataDir, 'outbox')
  if (outboxReady?.dir !== dir) {
    const made = mkdir(dir, { recursive: true })
    outboxReady = { dir, made }
    // A failed attempt is retried by the next message.
    made.catch(() => {
      if (outboxReady?.made === made) outboxReady = undefined
    })
  }
  return outboxReady.made.then(() => dir)
}

/**
 * Sends one email, written by `composeMessage`: through SMTP when SMTP_URL is set, otherwise as an
 * .eml file under DATA_DIR/outbox so a default run needs no mail server (and tests can read
 * messages back).
 * A failure is logged and reported, never thrown: the action that sends an email has already done its work.
 */
export async function sendEmail(
  message: OutgoingEmail,
  deps: Partial<EmailDeps> = {},
): Promise<EmailResult> {
  const [result] = await sendEmails([message], deps)
  return result!
}

/**
 * Sends several emails at once (e.g. a confirmation and the advisors' alerts for one lead) and
 * logs them all in one insert; the results come back in the order of `messages`.
 */
export async function sendEmails(
  messages: readonly OutgoingEmail[],
  deps: Partial<EmailDeps> = {},
): Promise<EmailResult[]> {
  if (!messages.length) return []
  const config = getConfig()
  const { db, smtpUrl, dataDir, from } = {
    db: deps.db ?? appDb(),
    smtpUrl: 'smtpUrl' in deps ? deps.smtpUrl : config.SMTP_URL,
    dataDir: deps.dataDir ?? config.DATA_DIR,
    from: deps.from ?? config.EMAIL_FROM,
  }
  const transport: EmailResult['transport'] = smtpUrl ? 'smtp' : 'outbox'
  const sent = await Promise.all(
    messages.map((message) => deliver(message, { smtpUrl, dataDir, from, transport })),
  )
  try {
    await db.insert(emailLog).values(
      sent.map(({ result, messageId }, i) => ({
        template: messages[i]!.template,
        recipient: messages[i]!.to,
        subject: messages[i]!.subject,
        transport,
        messageId,
        outboxFile: result.file ? path.basename(result.file) : undefined,
        status: result.delivered ? ('sent' as const) : ('failed' as const),
      })),
    )
  } catch (error) {
    logError(error, {
      msg: 'email log not written',
      templates: messages.map((m) => m.template).join(','),
    })
  }
  return sent.map(({ result }) => result)
}

async function deliver(
  message: OutgoingEmail,
  options: {
    smtpUrl: string | undefined
    dataDir: string
    from: string
    transport: EmailResult['transport']
  },
): Promise<{ result: EmailResult; messageId?: string }> {
  const { smtpUrl, dataDir, from, transport } = options
  const messageId = message.messageId ?? messageIdFor(from)
  try {
    const raw = composeMessage({ ...message, from, messageId })
    if (smtpUrl) {
      let smtp = smtpTransports.get(smtpUrl)
      if (!smtp) {
        smtp = (await mailer()).createTransport(smtpUrl)
        smtpTransports.set(smtpUrl, smtp)
      }
      await smtp.sendMail({ envelope: { from: mailboxAddress(from), to: [message.to] }, raw })
      return { result: { delivered: true, transport }, messageId }
    }
    const outbox = await ensureOutbox(dataDir)
    const file = path.join(
      outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.template}-${randomBytes(4).toString('hex')}.eml`,
    )
    await writeFile(file, raw)
    return { result: { delivered: true, transport, file }, messageId }
  } catch (error) {
    logError(error, { msg: 'email not sent', template: message.template, transport })
    return { result: { delivered: false, transport } }
  }
}
