import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

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

/** Registered investment advisors who buy leads. `states`: where they may do business. */
export const advisors = pgTable(
  'advisors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    firm: text('firm').notNull(),
    crd: text('crd').notNull().unique(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    states: text('states').array().notNull(),
    /** Minimum investable assets of a lead, whole dollars. */
    minAssets: integer('min_assets').notNull().default(0),
    /** Leads per calendar month the advisor's subscription covers. */
    monthlyCapacity: integer('monthly_capacity').notNull(),
    active: boolean('active').notNull().default(true),
    bio: text('bio'),
    /** Fictional advisors added by the demo seed. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('advisors_active_idx').on(t.active)],
)

/** A visitor's assessment and, for qualified visitors, the lead sold to matched advisors. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    age: integer('age').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    annualIncome: integer('annual_income').notNull(),
    totalDebt: integer('total_debt').notNull(),
    emergencyFund: integer('emergency_fund').notNull(),
    monthlyExpenses: integer('monthly_expenses').notNull(),
    investableAssets: integer('investable_assets').notNull(),
    creditScore: integer('credit_score'),
    score: integer('score').notNull(),
    breakdown: jsonb('breakdown').notNull(),
    readinessLevel: text('readiness_level').notNull(),
    category: text('category').notNull(),
    step: integer('step').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    /** Advisors may call or text only with this separate, unticked-by-default consent. */
    phoneConsent: boolean('phone_consent').notNull().default(false),
    status: text('status').notNull().default('NEW'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_email_created_idx').on(t.email, t.createdAt)],
)

/** Proof of consent, one row per submission: what was shown, when, and from where. */
export const leadConsents = pgTable(
  'lead_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    disclosureText: text('disclosure_text').notNull(),
    disclosureVersion: text('disclosure_version').notNull(),
    emailConsent: boolean('email_consent').notNull(),
    phoneConsent: boolean('phone_consent').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    pageUrl: text('page_url').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_consents_lead_idx').on(t.leadId)],
)

/** Which advisors a lead was sold to. */
export const leadMatches = pgTable(
  'lead_matches',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id),
    status: text('status').notNull().default('NEW'),
    /** Order in which the advisors were matched: the first is the lead's `matchedRIA`. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.advisorId] }),
    index('lead_matches_advisor_created_idx').on(t.advisorId, t.createdAt),
  ],
)

/** Answers already given for an Idempotency-Key, replayed when the same request comes again. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  createdAt: createdAt(),
})

/** What happened to a lead and who did it: contact requests now, status changes later. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id').references(() => advisors.id),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.at)],
)
