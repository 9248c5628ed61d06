import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { advisors, leadConsents, leadMatches, leads, privacyOptOuts } from '~/db/schema'
import { matchReasons } from '~/features/advisors/matching'
import { matchAdvisors, type Advisor } from '~/features/advisors/matching.server'
import { enqueueEmails, type QueuedEmail } from '~/features/email/email-queue.server'
import { DISCLOSURE_TEXT, DISCLOSURE_VERSION } from '~/features/legal/disclosure'
import type { AssessmentInput } from './schema'
import { scoreAssessment, type AssessmentResult } from './scoring'
import { US_STATES } from './us-states'

/** A second submission with the same email within this window updates the first lead. */
export const DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000

export interface CaptureContext {
  ipAddress: string
  userAgent: string
  pageUrl: string
  /** The request carried `Sec-GPC: 1`. */
  globalPrivacyControl: boolean
  maxAdvisors: number
  now?: Date
}

/** Why a lead that could have been matched was not offered to any advisor. */
export type MatchingWithheld = 'gpc' | 'opt-out'

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
  leadId: string
  /** True when an earlier submission (same email, last 24 hours) was updated instead. */
  updated: boolean
  /** True when the advisors were matched by this submission (they have not been told yet). */
  newlyMatched: boolean
  result: AssessmentResult
  matchedAdvisors: MatchedAdvisor[]
  /** Set when the visitor's privacy choices kept this submission from being matched. */
  matchingWithheld: MatchingWithheld | null
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

/**
 * Scores an assessment and stores it with its consent record and advisor matches, all in one
 * transaction: either everything is stored or nothing is. The same email within 24 hours updates
 * that lead (same id) and is not sold again; a lead that had no matches may be matched now.
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
    emails?: (outcome: CaptureOutcome) => QueuedEmail[]
    match?: typeof matchAdvisors
  } = {},
): Promise<CaptureOutcome> {
  const { emails, match = matchAdvisors } = options
  const now = context.now ?? new Date()
  const result = scoreAssessment(input)
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
    updatedAt: now,
  }

  return db.transaction(async (tx) => {
    // Submissions for one email queue behind each other, so two at once cannot both create a lead.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.email}))`)
    const since = new Date(now.getTime() - DEDUPE_WINDOW_MS)
    const [found] = await tx
      .select({
        recentId: sql<string | null>`(${tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.email, input.email), gte(leads.createdAt, since)))
          .orderBy(desc(leads.createdAt))
          .limit(1)})`,
        optedOut: sql<boolean>`exists (${tx
          .select({ id: privacyOptOuts.id })
          .from(privacyOptOuts)
          .where(eq(privacyOptOuts.email, input.email))})`,
      })
      .from(sql`(select 1) as one`)
    const recentId = found?.recentId ?? null

    // A lead updated within the window keeps the advisors it was already sold to, in order.
    const existing = recentId
      ? (
          await tx
            .select({ advisor: advisors })
            .from(leadMatches)
            .innerJoin(advisors, eq(leadMatches.advisorId, advisors.id))
            .where(eq(leadMatches.leadId, recentId))
            .orderBy(leadMatches.position)
        ).map((row) => row.advisor)
      : []
    const mayMatch = !existing.length && result.category !== 'COLD'
    const matchingWithheld: MatchingWithheld | null =
      !mayMatch || input.confirmMatching
        ? null
        : context.globalPrivacyControl
          ? 'gpc'
          : found?.optedOut
            ? 'opt-out'
            : null

    let leadId: string
    if (recentId) {
      leadId = recentId
      await tx
        .update(leads)
        .set({ ...fields, matchingWithheld })
        .where(eq(leads.id, leadId))
    } else {
      const [inserted] = await tx
        .insert(leads)
        .values({ ...fields, matchingWithheld, createdAt: now })
        .returning({ id: leads.id })
      if (!inserted) throw new Error('Lead insert returned no row')
      leadId = inserted.id
    }

    await tx.insert(leadConsents).values({
      leadId,
      disclosureText: DISCLOSURE_TEXT,
      disclosureVersion: DISCLOSURE_VERSION,
      emailConsent: true,
      phoneConsent: input.phoneConsent,
      globalPrivacyControl: context.globalPrivacyControl,
      matchingConfirmed: input.confirmMatching,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent.slice(0, 500),
      pageUrl: context.pageUrl.slice(0, 2000),
      consentedAt: now,
    })

    let matched = existing
    if (mayMatch && !matchingWithheld) {
      matched = await match(
        tx,
        { state: input.state, investableAssets: input.investableAssets, category: result.category },
        { maxAdvisors: context.maxAdvisors, now },
      )
      if (matched.length) {
        await tx.insert(leadMatches).values(
          matched.map((advisor, position) => ({
            leadId,
            advisorId: advisor.id,
            position,
            createdAt: now,
          })),
        )
      }
    }

    const outcome: CaptureOutcome = {
      leadId,
      updated: Boolean(recentId),
      newlyMatched: matched !== existing && matched.length > 0,
      result,
      matchedAdvisors: matched.map((advisor) => toMatchedAdvisor(advisor, input)),
      matchingWithheld,
    }
    if (emails) await enqueueEmails(tx, emails(outcome))
    return outcome
  })
}
