import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { advisors, leadConsents, leadMatches, leads } from '~/db/schema'
import { matchReasons } from '~/features/advisors/matching'
import { matchAdvisors, type Advisor } from '~/features/advisors/matching.server'
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
  maxAdvisors: number
  now?: Date
}

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
 * `match` is the matching step, replaceable so a test can make it fail mid-way.
 */
export async function captureLead(
  db: Database,
  input: AssessmentInput,
  context: CaptureContext,
  match: typeof matchAdvisors = matchAdvisors,
): Promise<CaptureOutcome> {
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
    const [recent] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.email, input.email),
          gte(leads.createdAt, new Date(now.getTime() - DEDUPE_WINDOW_MS)),
        ),
      )
      .orderBy(desc(leads.createdAt))
      .limit(1)
      .for('update')

    let leadId: string
    if (recent) {
      leadId = recent.id
      await tx.update(leads).set(fields).where(eq(leads.id, leadId))
    } else {
      const [inserted] = await tx
        .insert(leads)
        .values({ ...fields, createdAt: now })
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
      ipAddress: context.ipAddress,
      userAgent: context.userAgent.slice(0, 500),
      pageUrl: context.pageUrl.slice(0, 2000),
      consentedAt: now,
    })

    const existing = await tx
      .select({ advisor: advisors })
      .from(leadMatches)
      .innerJoin(advisors, eq(leadMatches.advisorId, advisors.id))
      .where(eq(leadMatches.leadId, leadId))
      .orderBy(leadMatches.position)
    let matched = existing.map((row) => row.advisor)
    let newlyMatched = false
    if (!matched.length) {
      matched = await match(
        tx,
        { state: input.state, investableAssets: input.investableAssets, category: result.category },
        { maxAdvisors: context.maxAdvisors, now },
      )
      newlyMatched = matched.length > 0
      if (newlyMatched) {
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

    return {
      leadId,
      updated: Boolean(recent),
      newlyMatched,
      result,
      matchedAdvisors: matched.map((advisor) => toMatchedAdvisor(advisor, input)),
    }
  })
}
