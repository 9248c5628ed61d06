import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from '~/config.server'
import { db as appDb, type Database } from '~/db/client.server'
import { emailLog } from '~/db/schema'
import { logError } from '~/features/observability/log.server'

export interface OutgoingEmail {
  /** A short name of the kind of message, e.g. 'newsletter-welcome', for the log. */
  template: string
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export interface EmailResult {
  delivered: boolean
  transport: 'smtp' | 'outbox'
  /** Where an outbox message was written (outbox transport only). */
  file?: string
}

interface EmailDeps {
  db: Database
  smtpUrl?: string
  dataDir: string
  from: string
}

const smtpTransports = new Map<string, Transporter>()
const outboxTransport = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'unix',
})

/**
 * Sends one email: through SMTP when SMTP_URL is set, otherwise written as an .eml file under
 * DATA_DIR/outbox so a default run needs no mail server (and tests can read messages back).
 * A failure is logged and reported, never thrown: the action that sends an email has already done its work.
 */
export async function sendEmail(
  message: OutgoingEmail,
  deps: Partial<EmailDeps> = {},
): Promise<EmailResult> {
  const config = getConfig()
  const { db, smtpUrl, dataDir, from } = {
    db: deps.db ?? appDb(),
    smtpUrl: 'smtpUrl' in deps ? deps.smtpUrl : config.SMTP_URL,
    dataDir: deps.dataDir ?? config.DATA_DIR,
    from: deps.from ?? config.EMAIL_FROM,
  }
  const mail = {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    attachments: message.attachments,
  }
  const transport: EmailResult['transport'] = smtpUrl ? 'smtp' : 'outbox'
  let result: EmailResult
  let messageId: string | undefined
  try {
    if (smtpUrl) {
      let smtp = smtpTransports.get(smtpUrl)
      if (!smtp) {
        smtp = nodemailer.createTransport(smtpUrl)
        smtpTransports.set(smtpUrl, smtp)
      }
      const info = await smtp.sendMail(mail)
      messageId = info.messageId
      result = { delivered: true, transport }
    } else {
      const info = await outboxTransport.sendMail(mail)
      messageId = info.messageId
      const outbox = path.resolve(dataDir, 'outbox')
      await mkdir(outbox, { recursive: true })
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.template}-${randomBytes(4).toString('hex')}.eml`,
      )
      await writeFile(file, info.message as Buffer)
      result = { delivered: true, transport, file }
    }
  } catch (error) {
    logError(error, { msg: 'email not sent', template: message.template, transport })
    result = { delivered: false, transport }
  }
  try {
    await db.insert(emailLog).values({
      template: message.template,
      recipient: message.to,
      subject: message.subject,
      transport,
      messageId,
      outboxFile: result.file ? path.basename(result.file) : undefined,
      status: result.delivered ? 'sent' : 'failed',
    })
  } catch (error) {
    logError(error, { msg: 'email log not written', template: message.template })
  }
  return result
}
