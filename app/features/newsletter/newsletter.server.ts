import { randomBytes } from 'node:crypto'
import { and, count, eq, gte, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { newsletterSubscribers } from '~/db/schema'
import { sendEmail } from '~/features/email/index.server'
import { buildDebtTrackerWorkbook, DEBT_TRACKER_FILENAME } from './debt-tracker.server'
import type { NewsletterSource, NewsletterSubscribeInput } from './schema'
import { welcomeEmail } from './welcome-email'

type Subscriber = typeof newsletterSubscribers.$inferSelect

export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already-subscribed'

function newToken() {
  return randomBytes(24).toString('base64url')
}

/**
 * Stores a subscription once per email. A repeat is a no-op; someone who had unsubscribed is
 * subscribed again with a fresh unsubscribe token.
 */
export async function subscribe(
  db: Database,
  input: { email: string; source: NewsletterSource },
): Promise<{ outcome: SubscribeOutcome; subscriber: Subscriber }> {
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, source: input.source, unsubscribeToken: newToken() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning()
  if (created) return { outcome: 'subscribed', subscriber: created }

  const [existing] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email))
  if (!existing) throw new Error('Subscriber vanished between insert and select')
  if (!existing.unsubscribedAt) return { outcome: 'already-subscribed', subscriber: existing }

  const [renewed] = await db
    .update(newsletterSubscribers)
    .set({
      unsubscribedAt: null,
      subscribedAt: new Date(),
      source: input.source,
      unsubscribeToken: newToken(),
    })
    .where(eq(newsletterSubscribers.id, existing.id))
    .returning()
  return { outcome: 'resubscribed', subscriber: renewed ?? existing }
}

export async function findSubscriberByToken(
  db: Database,
  token: string,
): Promise<Subscriber | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
  return row
}

/** Unsubscribes the holder of the token; true if the token is known (already unsubscribed counts). */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  const subscriber = await findSubscriberByToken(db, token)
  if (!subscriber) return false
  if (!subscriber.unsubscribedAt) {
    await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscribers.id, subscriber.id),
          isNull(newsletterSubscribers.unsubscribedAt),
        ),
      )
  }
  return true
}

/** The subscription of an address, if it ever subscribed (unsubscribedAt set: not any more). */
export async function findSubscriberByEmail(
  db: Database,
  email: string,
): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
  return row
}

/** Unsubscribes an address (a signed-in user's own choice); true if it was subscribed. */
export async function unsubscribeEmail(db: Database, email: string, now = new Date()) {
  const updated = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(
      and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)),
    )
    .returning({ id: newsletterSubscribers.id })
  return updated.length > 0
}

/** Sign-ups (new or renewed) since the first day of the current month, UTC. */
export async function countSignupsThisMonth(db: Database, now = new Date()): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const [row] = await db
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(
      and(
        gte(newsletterSubscribers.subscribedAt, monthStart),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
  return row?.value ?? 0
}

export function unsubscribeLinks(siteUrl: string, token: string) {
  return {
    /** Page with a confirmation button, for the link in the message body. */
    page: `${siteUrl}/newsletter/unsubscribe?token=${token}`,
    /** RFC 8058 one-click endpoint, for the List-Unsubscribe header. */
    oneClick: `${siteUrl}/api/newsletter/unsubscribe?token=${token}`,
  }
}

/** Headers every newsletter email carries so mail clients can offer one-click unsubscribe. */
export function listUnsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLinks(siteUrl, token).oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

// The tracker is the same for every subscriber: built once per process (20-90 ms), not per sign-up.
let debtTracker: Promise<Buffer> | undefined
function debtTrackerAttachment(): Promise<Buffer> {
  debtTracker ??= buildDebtTrackerWorkbook().catch((error: unknown) => {
    debtTracker = undefined
    throw error
  })
  return debtTracker
}

export async function sendWelcomeEmail(
  db: Database,
  subscriber: Pick<Subscriber, 'email' | 'unsubscribeToken'>,
  options: { siteUrl: string; postalAddress?: string },
) {
  const links = unsubscribeLinks(options.siteUrl, subscriber.unsubscribeToken)
  const content = welcomeEmail({
    siteUrl: options.siteUrl,
    unsubscribeUrl: links.page,
    postalAddress: options.postalAddress,
  })
  return sendEmail(
    {
      template: 'newsletter-welcome',
      to: subscriber.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: listUnsubscribeHeaders(options.siteUrl, subscriber.unsubscribeToken),
      attachments: [
        {
          filename: DEBT_TRACKER_FILENAME,
          content: await debtTrackerAttachment(),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
    },
    { db },
  )
}

/**
 * A sign-up from a form, an API client, the account sign-up or the dashboard: the address
 * subscribed and, unless it already was, the welcome email with the debt tracker. A filled
 * honeypot gets the same treatment as a person from the caller, and nothing is stored or sent.
 */
export async function signUp(
  db: Database,
  input: Pick<NewsletterSubscribeInput, 'email' | 'source' | 'website'>,
  options: { siteUrl: string; postalAddress?: string },
) {
  if (input.website) return
  const { outcome, subscriber } = await subscribe(db, { email: input.email, source: input.source })
  if (outcome !== 'already-subscribed') await sendWelcomeEmail(db, subscriber, options)
}
