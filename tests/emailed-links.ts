import type { Database } from '~/db/client.server'
import { deliverQueuedEmails } from '~/features/email/email-queue.server'
import { renderSubmissionEmail } from '~/features/leads/index.server'
import { readOutbox } from './outbox'

/** Sends every queued email, as the server's worker does a moment after a request. */
export async function sendQueuedEmails(db: Database) {
  while ((await deliverQueuedEmails(db, { render: renderSubmissionEmail })).claimed > 0);
}

/**
 * The links to `path` (such as `/signup/confirm`) in the emails sent to `email`, oldest first and
 * each once, after sending what is queued.
 */
export async function emailedLinks(
  db: Database,
  dataDir: string,
  email: string,
  path: string,
): Promise<URL[]> {
  await sendQueuedEmails(db)
  const pattern = new RegExp(
    `https?://[^/\\s"<>]+${path.replace(/[/.]/g, '\\$&')}\\?[\\w=&%.-]+`,
    'g',
  )
  const links = readOutbox(dataDir, email).flatMap(
    (mail) => mail.replaceAll('&amp;', '&').match(pattern) ?? [],
  )
  return [...new Set(links)].map((link) => new URL(link))
}

/** An emailed link as the path and query a test posts its page's form to. */
export const pathOf = (link: URL) => `${link.pathname}${link.search}`
