import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import {
  APPLICATION_STATUSES,
  EMAIL_DELIVERY_STATUSES,
  EMAIL_TRANSPORTS,
  LEAD_CATEGORIES,
  LEAD_EVENT_TYPES,
  LEAD_STATUSES,
  MATCHING_WITHHELD_REASONS,
  OAUTH_PROVIDERS,
  POST_STATUSES,
  PRIVACY_REQUEST_KINDS,
  READINESS_LEVELS,
  RETURN_REASON_VALUES,
  RETURN_STATUSES,
  TOKEN_PURPOSES,
  USER_ROLES,
} from './vocabulary'

/**
 * A CHECK constraint that keeps a column to one of `values` (null passes, as for any CHECK).
 * The values are our own constants, written into the DDL as literals.
 */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map(literal).join(', '))})`)

const literal = (value: string): string => {
  if (!/^[A-Za-z0-9 _-]+$/.test(value)) throw new Error(`Unexpected vocabulary value: ${value}`)
  return `'${value}'`
}

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

/**
 * Sign-in attempts counted before the password is checked (docs/decisions/022): one row per
 * account and client together, and one per client. `attempts` is how many were let through since
 * the row was last forgotten; past `freeAttempts`, the next one waits until `nextAt`.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    freeAttempts: integer('free_attempts').notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    /** A row not used for this long is forgotten: the count starts again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_attempts_expires_at_idx').on(t.expiresAt)],
)

/**
 * Log of every email the site sent (not the body: that lives in the transport or outbox file).
 * `outboxFile`: the message's file name in DATA_DIR/outbox when it was written there.
 */
export const emailLog = pgTable(
  'email_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    transport: text('transport', { enum: EMAIL_TRANSPORTS }).notNull(),
    messageId: text('message_id'),
    outboxFile: text('outbox_file'),
    status: text('status', { enum: EMAIL_DELIVERY_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_log_created_at_idx').on(t.createdAt),
    oneOf('email_log_transport_check', t.transport, EMAIL_TRANSPORTS),
    oneOf('email_log_status_check', t.status, EMAIL_DELIVERY_STATUSES),
  ],
)

/**
 * Emails waiting to be sent, written in the same transaction as the change they report (a lead's
 * confirmation and its advisors' alerts), so a stored lead always gets its emails and a rolled-back
 * one never does. The server's email worker claims due rows (`availableAt`), sends them, logs them
 * in `email_log` and deletes them; a failed send is retried later with a longer wait.
 */
export const emailQueue = pgTable(
  'email_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    /** A message queued rendered; null when it is queued as `data`. */
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What the template renders the message from, when the worker renders it at sending time. */
    data: jsonb('data'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_queue_available_at_idx').on(t.availableAt),
    check(
      'email_queue_rendered_or_data_check',
      sql`${t.data} is not null or (${t.subject} is not null and ${t.textBody} is not null and ${t.htmlBody} is not null)`,
    ),
  ],
)

/**
 * Privacy requests made on the "Do Not Sell or Share My Personal Information" page (CCPA/CPRA).
 * `kind` 'do-not-sell' opts out of sale and sharing; 'deletion' asks for the person's data to be
 * deleted, and stops sharing too. Any request for an email withholds advisor matching for it.
 */
export const privacyOptOuts = pgTable(
  'privacy_opt_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull().default('do-not-sell'),
    source: text('source').notNull().default('form'),
    createdAt: createdAt(),
    /** When an administrator marked the request handled, and who (their email as written then). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: text('processed_by'),
  },
  (t) => [
    index('privacy_opt_outs_email_idx').on(t.email),
    index('privacy_opt_outs_open_idx').on(t.processedAt, t.createdAt),
    oneOf('privacy_opt_outs_kind_check', t.kind, PRIVACY_REQUEST_KINDS),
  ],
)

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
    readinessLevel: text('readiness_level', { enum: READINESS_LEVELS }).notNull(),
    category: text('category', { enum: LEAD_CATEGORIES }).notNull(),
    step: integer('step').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    /** Advisors may call or text only with this separate, unticked-by-default consent. */
    phoneConsent: boolean('phone_consent').notNull().default(false),
    /**
     * When the visitor withdrew phone consent with the "Stop calls and texts" link (phoneConsent is
     * then false). Cleared only by a new submission that ticks the box again. The consent records
     * keep what was agreed when.
     */
    phoneConsentWithdrawnAt: timestamp('phone_consent_withdrawn_at', { withTimezone: true }),
    /**
     * Why this lead was not offered to advisors though it could have been: 'gpc' (the browser sent
     * Global Privacy Control and the visitor did not confirm) or 'opt-out' (a do-not-sell request).
     */
    matchingWithheld: text('matching_withheld', { enum: MATCHING_WITHHELD_REASONS }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('NEW'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_email_created_idx').on(t.email, t.createdAt),
    oneOf('leads_readiness_level_check', t.readinessLevel, READINESS_LEVELS),
    oneOf('leads_category_check', t.category, LEAD_CATEGORIES),
    oneOf('leads_matching_withheld_check', t.matchingWithheld, MATCHING_WITHHELD_REASONS),
    oneOf('leads_status_check', t.status, LEAD_STATUSES),
  ],
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
    /** The browser sent a Global Privacy Control signal with this submission. */
    globalPrivacyControl: boolean('global_privacy_control').notNull().default(false),
    /** The visitor ticked "match me with advisors anyway" (offered when GPC is on). */
    matchingConfirmed: boolean('matching_confirmed').notNull().default(false),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    pageUrl: text('page_url').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_consents_lead_idx').on(t.leadId)],
)

/**
 * An assessment taken with "Just show my score": counted, never sold. It holds nothing that
 * identifies the visitor (no name, contact details, age, place, figures, address or browser),
 * only what the admin dashboard counts and the campaign that brought the visit.
 */
export const scoreOnlySubmissions = pgTable(
  'score_only_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    score: integer('score').notNull(),
    readinessLevel: text('readiness_level', { enum: READINESS_LEVELS }).notNull(),
    step: integer('step').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('score_only_submissions_created_idx').on(t.createdAt),
    oneOf('score_only_submissions_readiness_level_check', t.readinessLevel, READINESS_LEVELS),
  ],
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
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('NEW'),
    /** Order in which the advisors were matched: the first is the lead's `matchedRIA`. */
    position: integer('position').notNull().default(0),
    /** The advisor's first recorded email or call to the lead. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** When the advisor has a meeting booked with the lead. */
    meetingScheduledAt: timestamp('meeting_scheduled_at', { withTimezone: true }),
    /** Whole dollars a year the advisor expects from the client, recorded on conversion. */
    expectedAnnualRevenue: integer('expected_annual_revenue'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.advisorId] }),
    index('lead_matches_advisor_created_idx').on(t.advisorId, t.createdAt),
    oneOf('lead_matches_status_check', t.status, LEAD_STATUSES),
  ],
)

/**
 * Idempotency-Keys and the answers given for them. `key` is a SHA-256 of the endpoint (its route
 * pattern), the client (signed-in user, else address) and the key itself, so neither the client
 * nor the key is stored. A request claims its key by inserting this row inside its own
 * transaction and writes the answer before committing: a concurrent request with the same key
 * waits on the row, then replays the answer. `status` and `body` are null only while the claiming
 * transaction runs; no other transaction ever sees them so. An expired key counts as new.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    /** The answer's JSON as sent, so a replay is the same bytes (jsonb would reorder its keys). */
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idempotency_keys_expires_idx').on(t.expiresAt)],
)

/**
 * The "Stop calls and texts" links in the emails sent about a lead that gave phone consent: each
 * email gets its own random token and only its SHA-256 is stored. A link works for as long as its
 * lead is kept (it goes with the lead), since consent can be withdrawn at any time.
 */
export const phoneConsentStopTokens = pgTable(
  'phone_consent_stop_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_consent_stop_tokens_lead_idx').on(t.leadId)],
)

/**
 * Proof that a browser made (or was shown by its owner's action to own) a lead: the browser holds a
 * random token in an httpOnly cookie and only its SHA-256 is stored here, bound to the lead. It lets
 * that browser update the lead within 24 hours and ask a matched advisor to get in touch.
 */
export const leadOwnerProofs = pgTable(
  'lead_owner_proofs',
  {
    tokenHash: text('token_hash').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lead_owner_proofs_lead_idx').on(t.leadId),
    index('lead_owner_proofs_expires_idx').on(t.expiresAt),
  ],
)

/**
 * A submission for an email that already has a recent lead, made without proof of owning it. Nothing
 * about the lead changes until the address's owner follows the emailed link (`tokenHash`: SHA-256
 * of the link's single-use token) and confirms. `submission` holds the answers as sent;
 * `browserProofHash` is the SHA-256 of the cookie token given to the browser that sent them, so
 * a repeat from that browser replaces this request instead of adding another.
 */
export const leadUpdateRequests = pgTable(
  'lead_update_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    browserProofHash: text('browser_proof_hash').notNull().unique(),
    submission: jsonb('submission').notNull(),
    /** The submitting browser sent Global Privacy Control. */
    globalPrivacyControl: boolean('global_privacy_control').notNull().default(false),
    /** When the answers were sent (a repeat from the same browser moves it on). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('lead_update_requests_lead_idx').on(t.leadId),
    index('lead_update_requests_expires_idx').on(t.expiresAt),
  ],
)

/** What happened to a lead and who did it: contact requests now, status changes later. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id').references(() => advisors.id),
    type: text('type', { enum: LEAD_EVENT_TYPES }).notNull(),
    fromStatus: text('from_status', { enum: LEAD_STATUSES }),
    toStatus: text('to_status', { enum: LEAD_STATUSES }),
    note: text('note'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: events written in one transaction share `at`, and this keeps them in order. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.leadId, t.at),
    oneOf('lead_events_type_check', t.type, LEAD_EVENT_TYPES),
    oneOf('lead_events_from_status_check', t.fromStatus, LEAD_STATUSES),
    oneOf('lead_events_to_status_check', t.toStatus, LEAD_STATUSES),
  ],
)

/**
 * An advisor asking for a lead to be credited (wrong details, a duplicate, outside their states, not
 * a real person). One request per lead and advisor; an admin decides it.
 */
export const leadReturns = pgTable(
  'lead_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id),
    reason: text('reason', { enum: RETURN_REASON_VALUES }).notNull(),
    details: text('details'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('pending'),
    decisionNote: text('decision_note'),
    /** "admin:<email>" of whoever decided. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lead_returns_lead_advisor_unique').on(t.leadId, t.advisorId),
    index('lead_returns_status_idx').on(t.status, t.createdAt),
    oneOf('lead_returns_reason_check', t.reason, RETURN_REASON_VALUES),
    oneOf('lead_returns_status_check', t.status, RETURN_STATUSES),
  ],
)

/**
 * People who sign in: visitors with an account ('user'), partner advisors ('advisor', linked to
 * their advisor record) and staff ('admin'). `passwordHash` is argon2id; null for an account that
 * only signs in with Google or Facebook.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case; one account per address. */
    email: text('email').notNull().unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** Any of debt-free, invest, retirement, emergency. */
    goals: text('goals').array().notNull().default([]),
    advisorId: uuid('advisor_id').references(() => advisors.id),
    /** The latest Investment Readiness score (its history is in readiness_scores). */
    investmentReadinessScore: integer('investment_readiness_score'),
    /** When the dashboard was first opened: the visit that opened it is greeted "Welcome". */
    dashboardFirstSeenAt: timestamp('dashboard_first_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_advisor_idx').on(t.advisorId),
    oneOf('users_role_check', t.role, USER_ROLES),
  ],
)

/**
 * Server-side sessions. The cookie (or bearer token) holds a random 256-bit id; only its SHA-256
 * is stored, so a copy of this table cannot be used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'remember me': the cookie outlives the browser session. */
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; the idle limit is checked against lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Single-use emailed tokens (password reset, email verification), stored as SHA-256. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * What following the link applies, for links that carry more than who they are for: a sign-up's
     * chosen password hash, names, goals and newsletter choice, kept until the address is confirmed.
     */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    oneOf('auth_tokens_purpose_check', t.purpose, TOKEN_PURPOSES),
  ],
)

/** Google or Facebook identities linked to an account. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider', { enum: OAUTH_PROVIDERS }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('oauth_accounts_user_idx').on(t.userId),
    oneOf('oauth_accounts_provider_check', t.provider, OAUTH_PROVIDERS),
  ],
)

/**
 * An advisor's or administrator's authenticator app (TOTP, RFC 6238). `secret` is the shared key
 * sealed with AES-256-GCM under a key kept outside the database (see docs/decisions/021).
 * `enabledAt` is null while enrolment waits for the first code. `lastUsedStep` is the 30-second
 * step of the last code accepted: a code is accepted only for a later step, so none works twice.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** One-time recovery codes, each usable once in place of a TOTP code; argon2id hashes only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

/**
 * A sign-in waiting for its second step: the password was right, the code is still to come. The
 * browser holds a random id in a cookie; only its SHA-256 is stored. No session exists until the
 * code is accepted; the row then goes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'remember me' as ticked on the sign-in form, for the session that follows. */
    persistent: boolean('persistent').notNull(),
    /** The same-origin path to open once signed in. */
    redirectTo: text('redirect_to').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sign_in_challenges_user_idx').on(t.userId),
    index('sign_in_challenges_expires_idx').on(t.expiresAt),
  ],
)

/** Every Investment Readiness score a signed-in user received, for the dashboard's history. */
export const readinessScores = pgTable(
  'readiness_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /** Set when the score came from an assessment (category breakdown, level, step). */
    breakdown: jsonb('breakdown'),
    readinessLevel: text('readiness_level', { enum: READINESS_LEVELS }),
    step: integer('step'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('readiness_scores_user_idx').on(t.userId, t.createdAt),
    oneOf('readiness_scores_readiness_level_check', t.readinessLevel, READINESS_LEVELS),
  ],
)

/** Calculations a user saved to their dashboard (seed 001 §7: calculatorType, data, timestamp). */
export const calculatorHistory = pgTable(
  'calculator_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calculatorType: text('calculator_type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('calculator_history_user_idx').on(t.userId, t.createdAt)],
)

/** How often each blog post was read: one count per visitor session, bots left out. */
export const blogViews = pgTable('blog_views', {
  slug: text('slug').primaryKey(),
  views: integer('views').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Blog posts written through the admin API. They merge with the bundled articles (content/blog) by
 * slug, and a bundled article wins. Ids start at 1000 so they never meet a bundled article's id.
 * `content` is HTML, sanitised before it is stored.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    category: text('category').notNull(),
    metaDescription: text('meta_description').notNull(),
    excerpt: text('excerpt').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    featuredImage: text('featured_image'),
    imageAlt: text('image_alt'),
    imageCaption: text('image_caption'),
    /** Sanitised HTML, as the article page shows it. */
    content: text('content').notNull(),
    /**
     * The Markdown the admin editor wrote `content` from, so an edit starts from the same text.
     * Null for a post whose HTML came through the JSON API.
     */
    contentMarkdown: text('content_markdown'),
    status: text('status', { enum: POST_STATUSES }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isPinned: boolean('is_pinned').notNull().default(false),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>(),
    relatedResources:
      jsonb('related_resources').$type<{ title: string; description: string; url: string }[]>(),
    cta: jsonb('cta').$type<{
      title: string
      description: string
      buttonText: string
      link: string
    }>(),
    whyItMatters: text('why_it_matters'),
    takeaways: jsonb('takeaways').$type<string[]>(),
    keyMetrics: jsonb('key_metrics').$type<{ value: string; label: string }[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_status_idx').on(t.status),
    oneOf('blog_posts_status_check', t.status, POST_STATUSES),
  ],
)

/** Firms asking to join the advisor network; an admin reviews each one. */
export const advisorApplications = pgTable(
  'advisor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmName: text('firm_name').notNull(),
    crd: text('crd').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    states: text('states').array().notNull(),
    /** Minimum investable assets of a lead the firm will take, whole dollars. */
    minAssets: integer('min_assets').notNull(),
    monthlyCapacity: integer('monthly_capacity').notNull(),
    message: text('message'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The administrator's email, kept as written (like the audit log's actor). */
    decidedBy: text('decided_by'),
    /** Why the application was declined, as told to the applicant. */
    decisionReason: text('decision_reason'),
    /** The advisor created when the application was approved. */
    advisorId: uuid('advisor_id').references(() => advisors.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('advisor_applications_status_idx').on(t.status, t.createdAt),
    index('advisor_applications_crd_idx').on(t.crd),
    oneOf('advisor_applications_status_check', t.status, APPLICATION_STATUSES),
  ],
)

/**
 * Every change an administrator makes: who, what, to which record, and when. Rows are only ever
 * added. `actorEmail` is kept as written so the history survives the account's deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A dotted verb, such as `advisor.update` or `application.approve`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** One line a person can read in the log. */
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action, t.at)],
)

/**
 * First-party engagement events (DECISIONS §8), kept 13 months (retention job). No IP address:
 * `visitor` is an HMAC of the client address and user agent under a key that changes every UTC day
 * and is never stored, so a visitor can be counted once per day and never followed across days.
 * `path` has no query string. `pageId` is random per page view.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    pageId: text('page_id').notNull(),
    visitor: text('visitor').notNull(),
    userAgent: text('user_agent').notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_created_at_idx').on(t.createdAt),
    index('analytics_events_name_created_at_idx').on(t.name, t.createdAt),
  ],
)
