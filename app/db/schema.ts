import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    source: text('source').notNull(),
    /** Random token for the unsubscribe link; rotated on every re-subscription. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_subscribers_subscribed_at_idx').on(t.subscribedAt)],
)

/** Fixed-window request counters shared by every copy of the server. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_expires_at_idx').on(t.expiresAt),
  ],
)

/** Log of every email the site sent (not the body: that lives in the transport or outbox file). */
export const emailLog = pgTable('email_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  template: text('template').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  transport: text('transport').notNull(),
  messageId: text('message_id'),
  outboxFile: text('outbox_file'),
  status: text('status').notNull(),
  createdAt: createdAt(),
})

/** "Do Not Sell or Share My Personal Information" requests (CCPA/CPRA). */
export const privacyOptOuts = pgTable('privacy_opt_outs', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  fullName: text('full_name'),
  source: text('source').notNull().default('form'),
  createdAt: createdAt(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
})
