import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { batchedPerDatabase } from '~/db/batched'
import { writeTogether } from '~/db/sql'
import {
  advisors,
  leadConsents,
  leadMatches,
  leads,
  leadUpdateRequests,
  privacyOptOuts,
} from '~/db/schema'
import { matchReasons, type LeadForMatching } from './matching'
import {
  advisorsAvailableFor,
  candidateColumns,
  candidateCondition,
  matchAdvisors,
  startOfMonthUtc,
  toCandidates,
  type Candidates,
  reservedMatchesInsert,
  withAdvisorReservation,
  type Advisor,
} from './matching.server'
import { hashToken } from '~/features/auth/index.server'
import {
  emailQueueInsert,
  type DeferredEmail,
  type QueuedEmail,
} from '~/features/email/index.server'
import { CONSENT_RECORD_TEXT, DISCLOSURE_VERSION } from '~/features/legal'
import {
  newBrowserToken,
  ownerProofInsert,
  NO_PROOF,
  provesOwnership,
  type OwnershipProof,
} from './ownership.server'
import { newStopCallsToken } from './phone-consent-withdrawal.server'
import type { AssessmentInput } from '~/features/assessment'
import { scoreAssessment, type AssessmentResult } from '~/features/assessment'
import { US_STATES } from '~/features/assessment'
import { DAY_MS } from '~/lib/time'

/** A second submission with the same email within this window concerns the first lead. */
export const DEDUPE_WINDOW_MS = DAY_MS
/** An emailed "apply this update?" link works once, for this long. */
export const UPDATE_LINK_TTL_MS = DAY_MS

export interface CaptureContext {
  ipAddress: string
  userAgent: string
  pageUrl: string
  /** The request carried `Sec-GPC: 1`. */
  globalPrivacyControl: boolean
  maxAdvisors: number
  /** What the request proves about who sent it; without it, it owns no lead. */
  proof?: OwnershipProof
  now?: Date
}

/** Why a lead that could have been matched was not offered to any advisor (stored on the lead). */
export type MatchingWithheld = 'gpc' | 'opt-out'

/**
 * What the visitor is told about matching held back: 'gpc' (their own browser's signal) or
 * 'see-email' (advisors were available, and the email sent to the address says why they were not
 * asked and what can be done). It never says whether the address is on file or on the do-not-sell
 * list: a new address on that list and a known address without proof of owning it read the same.
 */
export type ShownWithheld = 'gpc' | 'see-email' | null

/** What the visitor is shown about a matched advisor. */
export interface MatchedAdvisor {
  id: string
  name: string
  firm: string
  crd: string
  city: string
  state: string
  phone: string | null
  email: string
  website: string | null
  bio: string | null
  reasons: string[]
}

export interface CaptureOutcome {
  /**
   * 'created': a new lead. 'updated': the owner's recent lead was updated (proof given, or the
   * emailed link followed). 'held': the email has a recent lead and the submission proved no
   * ownership, so nothing about that lead changed and its owner is asked by email.
   */
  kind: 'created' | 'updated' | 'held'
  /** The lead created or updated; null when held. */
  leadId: string | null
  /** The id the visitor is given: the lead's, or, when held, that of the update waiting for the owner. */
  submissionId: string
  /** True when the advisors were matched by this submission (they have not been told yet). */
  newlyMatched: boolean
  result: AssessmentResult
  matchedAdvisors: MatchedAdvisor[]
  /** Stored on the lead: why it was not matched although it could have been (null when held). */
  matchingWithheld: MatchingWithheld | null
  shownWithheld: ShownWithheld
  /** The new token for this browser's lead cookie; its hash is stored with the lead (or the held update). */
  browserToken: string
  /** When held: the emailed link's single-use token and when it stops working. */
  updateLink: { token: string; expiresAt: Date } | null
  /**
   * The token of the "Stop calls and texts" link for this outcome's email to the visitor, when the
   * lead it concerns has phone consent (its hash is stored with the lead); else null.
   */
  stopCallsToken: string | null
  submittedAt: Date
}

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code

function toMatchedAdvisor(advisor: Advisor, lead: { state: string }): MatchedAdvisor {
  return {
    id: advisor.id,
    name: advisor.name,
    firm: advisor.firm,
    crd: advisor.crd,
    city: advisor.city,
    state: advisor.state,
    phone: advisor.phone,
    email: advisor.email,
    website: advisor.website,
    bio: advisor.bio,
    reasons: matchReasons(advisor, lead, stateName(lead.state)),
  }
}

/** Submissions, updates and deletions for one email queue behind each other (transaction lock). */
export async function lockEmail(tx: Database, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email}))`)
}

/** Whether the address is on the do-not-sell list (any privacy request for it). */
const onDoNotSellList = (email: string) =>
  sql<boolean>`exists (select 1 from ${privacyOptOuts} where ${privacyOptOuts.email} = ${email})`

export async function isOptedOut(tx: Database, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ optedOut: onDoNotSellList(email) })
    .from(sql`(select 1) as address`)
  return row?.optedOut === true
}

/** What a submission reads for its address before it stores anything. */
interface AddressQuery {
  email: string
  /** The start of the window in which a lead for the address concerns this submission. */
  since: Date
  /** When the submission may be matched: the lead as matching sees it, and the time. */
  matching: { lead: LeadForMatching; now: Date } | null
}

type AddressRead = ReturnType<typeof addressOf> & { candidates?: Candidates }

/**
 * What submissions find for their addresses, in one statement for all of them: the lead each
 * address made since its `since` if any (with its phone consent, which the owner's email depends
 * on), and whether it is on the do-not-sell list (`read_address`, migration 0026).
 *
 * For a submission with `matching`, the same statement reads the advisors who could take its lead
 * (candidates for matchAdvisors), saving it a round trip. They are read without locks like any
 * candidates: the lead's write reserves the advisors it chose and fails when one was taken
 * meanwhile (withAdvisorReservation).
 *
 * With `lock`, each address is read after taking its lock (`lock_and_read_address`, as lockEmail
 * does) with a fresh snapshot, so the read sees a lead committed by the submission it waited for;
 * only ever for one address, so two statements never take locks in different orders.
 */
async function readAddresses(
  tx: Database,
  queries: readonly AddressQuery[],
  lock: boolean,
): Promise<AddressRead[]> {
  const wanted = queries.map((query, i) => ({
    i,
    email: query.email,
    since: query.since.toISOString(),
    state: query.matching?.lead.state ?? null,
    assets: query.matching?.lead.investableAssets ?? null,
    month_start: query.matching ? startOfMonthUtc(query.matching.now).toISOString() : null,
  }))
  const read = sql.identifier(lock ? 'lock_and_read_address' : 'read_address')
  const rows = await tx
    .select({
      i: sql<number>`wanted.i`,
      id: sql<string | null>`address.lead_id`,
      phoneConsent: sql<boolean | null>`address.lead_phone_consent`,
      optedOut: sql<boolean>`address.opted_out`,
      ...candidateColumns(sql`wanted.month_start`),
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as wanted(i int, email text, since timestamptz, state text, assets integer, month_start timestamptz)
        cross join lateral ${read}(wanted.email, wanted.since) as address`,
    )
    // One row per candidate, the address's columns on each; one row with no advisor when none.
    .leftJoin(
      advisors,
      and(
        sql`wanted.state is not null`,
        candidateCondition({ state: sql`wanted.state`, investableAssets: sql`wanted.assets` }),
      ),
    )
  return queries.map((query, i) => {
    const own = rows.filter((row) => row.i === i)
    return {
      ...addressOf(own[0]),
      candidates: query.matching ? toCandidates(own) : undefined,
    }
  })
}

/** Reads one address (readAddresses), together with the reads of other submissions made meanwhile. */
const readAddressTogether = batchedPerDatabase((db, queries: readonly AddressQuery[]) =>
  readAddresses(db, queries, false),
)

/** Takes one address's lock and reads it (readAddresses), in the caller's transaction. */
async function lockAndReadAddress(tx: Database, query: AddressQuery) {
  const [read] = await readAddresses(tx, [query], true)
  return read!
}

function addressOf(
  row: { id: string | null; phoneConsent: boolean | null; optedOut: boolean } | undefined,
) {
  return {
    recent: row?.id ? { id: row.id, phoneConsent: row.phoneConsent === true } : null,
    optedOut: row?.optedOut === true,
  }
}

/** What a write made without a transaction around its read checks: the address as it was read. */
interface AddressAsRead {
  email: string
  since: Date
  recent: { id: string; phoneConsent: boolean } | null
  optedOut: boolean
}

/**
 * The check such a write makes: `claim_address` (migration 0026) takes the address's lock and
 * fails the statement (SQLSTATE WWADR, isAddressChanged) unless the address is still as read: the
 * same recent lead (other than `newLead`, the one the statement stores) with the same phone consent,
 * and the same do-not-sell answer. As the statement's main query it runs whatever the writes beside
 * it do.
 */
const claimAddress = (address: AddressAsRead, newLead: string | null) =>
  sql`select claim_address(${address.email}, ${address.since.toISOString()}::timestamptz, ${address.recent?.id ?? null}::uuid, ${address.recent?.phoneConsent ?? null}::boolean, ${address.optedOut}, ${newLead}::uuid)`

type Match = typeof matchAdvisors
/** The messages an outcome calls for, queued with what it stores. */
type Emails = (outcome: CaptureOutcome) => (QueuedEmail | DeferredEmail)[]

/** The outcome's writes, with its emails queued beside them, sent as one statement. */
async function store(
  tx: Database,
  writes: SQLWrapper[],
  outcome: CaptureOutcome,
  emails: Emails | undefined,
) {
  const messages = emails?.(outcome) ?? []
  if (messages.length) writes.push(emailQueueInsert(tx, messages))
  await writeTogether(tx, writes)
  return outcome
}

/**
 * Stores one submission on a lead: updates `leadId` (or creates a lead when null) with the
 * answers, records its consent, and matches it unless the lead already has advisors (never sold
 * twice) or the visitor's privacy choices hold matching back; binds `browserToken` to the lead and
 * queues the outcome's `emails`. The reads and the matching come first; every write then goes in
 * one statement. For the lead's proven owner only.
 */
export async function storeSubmission(
  tx: Database,
  leadId: string | null,
  input: AssessmentInput,
  context: CaptureContext & {
    now: Date
    optedOut: boolean
    match: Match
    browserToken: string
    emails?: Emails
    /** The candidates for matching, when read already in this transaction. */
    candidates?: Candidates
    /** Stored without a transaction around the read: the write checks the address is as read. */
    claim?: AddressAsRead
  },
): Promise<CaptureOutcome> {
  const { now } = context
  const result = scoreAssessment(input)
  // A lead updated within the window keeps the advisors it was already sold to, in order.
  const existing = leadId
    ? (
        await tx
          .select({ advisor: advisors })
          .from(leadMatches)
          .innerJoin(advisors, eq(leadMatches.advisorId, advisors.id))
          .where(eq(leadMatches.leadId, leadId))
          .orderBy(leadMatches.position)
      ).map((row) => row.advisor)
    : []
  const mayMatch = !existing.length && result.category !== 'COLD'
  const matchingWithheld: MatchingWithheld | null =
    !mayMatch || input.confirmMatching
      ? null
      : context.globalPrivacyControl
        ? 'gpc'
        : context.optedOut
          ? 'opt-out'
          : null

  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    age: input.age,
    city: input.city,
    state: input.state,
    annualIncome: input.annualIncome,
    totalDebt: input.totalDebt,
    emergencyFund: input.emergencyFund,
    monthlyExpenses: input.monthlyExpenses,
    investableAssets: input.investableAssets,
    creditScore: input.creditScore ?? null,
    score: result.score,
    breakdown: result.breakdown,
    readinessLevel: result.readinessLevel,
    category: result.category,
    step: result.step,
    source: input.source,
    medium: input.medium,
    campaign: input.campaign,
    phoneConsent: input.phoneConsent,
    // Ticking the box again is a new consent (recorded below); leaving it unticked keeps the record
    // of an earlier withdrawal.
    ...(input.phoneConsent ? { phoneConsentWithdrawnAt: null } : {}),
    matchingWithheld,
    updatedAt: now,
  }
  // A new lead's id is made here, so its consent, matches and tokens go in the same statement.
  const id = leadId ?? randomUUID()

  let matched = existing
  if (mayMatch && !matchingWithheld) {
    matched = await context.match(
      tx,
      { state: input.state, investableAssets: input.investableAssets, category: result.category },
      { maxAdvisors: context.maxAdvisors, now, candidates: context.candidates },
    )
  }
  const newlyMatched = matched !== existing && matched.length > 0
  const shownWithheld = await withheldAsShown(tx, input, result, context, {
    gpc: matchingWithheld === 'gpc',
    byAddress: matchingWithheld === 'opt-out',
  })
  const stopCalls = input.phoneConsent ? newStopCallsToken(tx, id, now) : null

  const writes: SQLWrapper[] = [
    ...(context.claim ? [claimAddress(context.claim, id)] : []),
    leadId
      ? tx.update(leads).set(fields).where(eq(leads.id, leadId))
      : tx.insert(leads).values({ ...fields, id, createdAt: now }),
    tx.insert(leadConsents).values({
      leadId: id,
      disclosureText: CONSENT_RECORD_TEXT,
      disclosureVersion: DISCLOSURE_VERSION,
      emailConsent: true,
      phoneConsent: input.phoneConsent,
      globalPrivacyControl: context.globalPrivacyControl,
      matchingConfirmed: input.confirmMatching,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent.slice(0, 500),
      pageUrl: context.pageUrl.slice(0, 2000),
      consentedAt: now,
    }),
    ownerProofInsert(tx, id, context.browserToken, now),
  ]
  if (newlyMatched) {
    writes.push(reservedMatchesInsert(id, matched, now))
  }
  if (stopCalls) writes.push(stopCalls.insert)
  const outcome: CaptureOutcome = {
    kind: leadId ? 'updated' : 'created',
    leadId: id,
    submissionId: id,
    newlyMatched,
    result,
    matchedAdvisors: matched.map((advisor) => toMatchedAdvisor(advisor, input)),
    matchingWithheld,
    shownWithheld,
    browserToken: context.browserToken,
    updateLink: null,
    stopCallsToken: stopCalls?.token ?? null,
    submittedAt: now,
  }
  return store(tx, writes, outcome, context.emails)
}

/**
 * 'see-email' only when advisors were there to be matched: otherwise the visitor reads what anyone
 * in that state reads ("no advisor has room"), whatever the address's history.
 */
async function withheldAsShown(
  tx: Database,
  input: AssessmentInput,
  result: AssessmentResult,
  context: { maxAdvisors: number; now: Date; candidates?: Candidates },
  held: { gpc: boolean; byAddress: boolean },
): Promise<ShownWithheld> {
  if (held.gpc) return 'gpc'
  if (!held.byAddress) return null
  const available = await advisorsAvailableFor(
    tx,
    { state: input.state, investableAssets: input.investableAssets, category: result.category },
    { maxAdvisors: context.maxAdvisors, now: context.now, candidates: context.candidates },
  )
  return available ? 'see-email' : null
}

/**
 * Scores an assessment and stores it with its consent record and advisor matches, all in one
 * statement or one transaction: either everything is stored or nothing is.
 *
 * The same email within 24 hours concerns that lead (DECISIONS §3). With proof that the request
 * comes from its owner (this browser's lead cookie, or the signed-in owner of the verified email)
 * the lead is updated (same id) and not sold again; a lead that had no matches may be matched now.
 * Without proof nothing about the lead changes and none of its matches is shown: the answers wait
 * for the owner, who is emailed a link to apply them ('held'). The visitor still gets their own
 * score. A new address and a known one get the same kind of answer, so it never says which
 * addresses are on file.
 *
 * A lead is not matched when the browser sent Global Privacy Control or the email is on the
 * do-not-sell list, unless the visitor ticked "match me anyway" (`confirmMatching`).
 * `emails` are the messages the outcome calls for; they are queued in the same transaction, so
 * they go out exactly when the lead is stored. `match` is the matching step, replaceable so a test
 * can make it fail mid-way.
 */
export async function captureLead(
  db: Database,
  input: AssessmentInput,
  context: CaptureContext,
  options: {
    emails?: Emails
    match?: Match
  } = {},
): Promise<CaptureOutcome> {
  const { emails, match = matchAdvisors } = options
  const now = context.now ?? new Date()
  const proof = context.proof ?? NO_PROOF

  // Whether the submission may be matched, as far as can be told before the address is read: if
  // so, the advisors it could go to are read with the address.
  const { category } = scoreAssessment(input)
  const mayMatch =
    category !== 'COLD' &&
    context.maxAdvisors > 0 &&
    (!context.globalPrivacyControl || input.confirmMatching)
  const lead = { state: input.state, investableAssets: input.investableAssets, category }

  const query: AddressQuery = {
    email: input.email,
    since: new Date(now.getTime() - DEDUPE_WINDOW_MS),
    matching: mayMatch ? { lead, now } : null,
  }
  const submit = async (
    tx: Database,
    address: AddressRead,
    match: Match,
    claim?: AddressAsRead,
  ) => {
    const { recent, candidates } = address
    const browserToken = newBrowserToken()
    if (recent && !(await provesOwnership(tx, { id: recent.id, email: input.email }, proof, now))) {
      return holdForOwner(tx, recent, input, {
        ...context,
        now,
        proof,
        browserToken,
        emails,
        candidates,
        claim,
      })
    }
    return storeSubmission(tx, recent?.id ?? null, input, {
      ...context,
      now,
      optedOut: address.optedOut,
      match,
      browserToken,
      emails,
      candidates,
      claim,
    })
  }
  // Without a lead cookie, a request proves it owns an address's lead only by its verified email.
  const cannotProve = proof.browserToken === null && proof.verifiedEmail !== input.email

  return withAdvisorReservation(db, match, async (db, match) => {
    // Most submissions are for an address with no recent lead; the rest, from a browser that cannot
    // prove it owns that lead, are held for its owner. Either is read, then stored by one statement
    // that checks the address is still as read (claim), with no transaction held open between the
    // two, so both take the same steps. A possible owner's submission is read again under the
    // address's lock, in a transaction, to update the lead or hold the answers.
    const read = await readAddressTogether(db, query)
    if (!read.recent || cannotProve) {
      const { recent, optedOut } = read
      return submit(db, read, match, { email: input.email, since: query.since, recent, optedOut })
    }
    return db.transaction(async (tx) => submit(tx, await lockAndReadAddress(tx, query), match))
  })
}

/**
 * A submission for an address with a recent lead, without proof of owning it: the answers are kept
 * aside for the owner to apply from the emailed link, and nothing about the lead changes. A repeat
 * from the same browser replaces its own waiting answers (same id, a new link), as a proven repeat
 * updates the same lead.
 */
async function holdForOwner(
  tx: Database,
  lead: { id: string; phoneConsent: boolean },
  input: AssessmentInput,
  context: CaptureContext & {
    now: Date
    proof: OwnershipProof
    browserToken: string
    emails?: Emails
    /** The candidates for matching, when read already with the address. */
    candidates?: Candidates
    /** Stored without a transaction around the read: the write checks the address is as read. */
    claim?: AddressAsRead
  },
): Promise<CaptureOutcome> {
  const { now } = context
  const result = scoreAssessment(input)
  // What a new address sending these answers would be told, short of its own matches.
  const mayMatch = result.category !== 'COLD'
  const shownWithheld = await withheldAsShown(tx, input, result, context, {
    gpc: mayMatch && context.globalPrivacyControl && !input.confirmMatching,
    byAddress: mayMatch,
  })

  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + UPDATE_LINK_TTL_MS)
  const values = {
    tokenHash: hashToken(token),
    browserProofHash: hashToken(context.browserToken),
    submission: input,
    globalPrivacyControl: context.globalPrivacyControl,
    submittedAt: now,
    expiresAt,
  }
  const [replaced] = context.proof.browserToken
    ? await tx
        .update(leadUpdateRequests)
        .set(values)
        .where(
          and(
            eq(leadUpdateRequests.browserProofHash, hashToken(context.proof.browserToken)),
            eq(leadUpdateRequests.leadId, lead.id),
            isNull(leadUpdateRequests.usedAt),
            gt(leadUpdateRequests.expiresAt, now),
          ),
        )
        .returning({ id: leadUpdateRequests.id })
    : []
  const requestId = replaced?.id ?? randomUUID()
  const writes: SQLWrapper[] = [
    ...(context.claim ? [claimAddress(context.claim, null)] : []),
    ...(replaced
      ? []
      : [tx.insert(leadUpdateRequests).values({ id: requestId, leadId: lead.id, ...values })]),
  ]
  // The email goes to the owner of the stored lead: it carries that lead's link if calls are allowed.
  const stopCalls = lead.phoneConsent ? newStopCallsToken(tx, lead.id, now) : null
  if (stopCalls) writes.push(stopCalls.insert)

  return store(
    tx,
    writes,
    {
      kind: 'held',
      leadId: null,
      submissionId: requestId,
      newlyMatched: false,
      result,
      matchedAdvisors: [],
      matchingWithheld: null,
      shownWithheld,
      browserToken: context.browserToken,
      updateLink: { token, expiresAt },
      stopCallsToken: stopCalls?.token ?? null,
      submittedAt: now,
    },
    context.emails,
  )
}
