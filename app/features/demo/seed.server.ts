import { count, eq } from 'drizzle-orm'
import type { Config } from '~/config.server'
import { DEMO_ADVISOR_ACCOUNT, demoAdvisorLeads } from '~/features/advisor-portal'
import { DEMO_ADVISORS } from '~/features/advisors'
import { scoreAssessment } from '~/features/assessment'
import { hashPassword } from '~/features/auth/index.server'
import { enrolledCredential } from '~/features/auth/index.server'
import { describeCalculation } from '~/features/calculators'
import { DEMO_ASSESSMENTS, DEMO_CALCULATIONS, DEMO_USER } from '~/features/dashboard'
import { CONSENT_RECORD_TEXT, DISCLOSURE_VERSION } from '~/features/legal'
import type { Database } from '~/db/client.server'
import type { Role } from '~/db/vocabulary'
import {
  advisors,
  calculatorHistory,
  leadConsents,
  leadEvents,
  leadMatches,
  leadReturns,
  leads,
  readinessScores,
  twoFactorCredentials,
  users,
} from '~/db/schema'
import { DAY_MS } from '~/lib/time'

/**
 * Whether to add demo data: on in development, off in production unless SEED_DEMO=true is set
 * explicitly (`npm start` does, so a newcomer sees matching work); SEED_DEMO=false always wins.
 */
export function shouldSeedDemo(config: Pick<Config, 'SEED_DEMO' | 'isProduction'>): boolean {
  return config.SEED_DEMO ?? !config.isProduction
}

export interface SeededDemoData {
  advisors: number
  users: number
  advisorAccounts: number
  advisorLeads: number
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

const countUsers = async (db: Database | Transaction, role: Role) => {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, role))
  return row?.n ?? 0
}

/**
 * Adds the fictional demo advisors to a database that has no advisors yet, so matching works out
 * of the box; the demo user (with a few scores and saved calculations) to one that has no user
 * accounts yet; and the demo advisor account, with its leads, to one that has no advisor account
 * yet. A database with real advisors or accounts of that kind is never touched. Returns how many
 * of each were added.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<SeededDemoData> {
  // Hashing takes a moment; it is done before the transaction, and only when it may be needed.
  const userHash =
    (await countUsers(db, 'user')) === 0 ? await hashPassword(DEMO_USER.password) : null
  const advisorHash =
    (await countUsers(db, 'advisor')) === 0
      ? await hashPassword(DEMO_ADVISOR_ACCOUNT.password)
      : null

  return db.transaction(async (tx) => {
    let addedAdvisors = 0
    const [existing] = await tx.select({ n: count() }).from(advisors)
    if ((existing?.n ?? 0) === 0) {
      await tx.insert(advisors).values(
        DEMO_ADVISORS.map((advisor) => ({
          ...advisor,
          states: [...advisor.states],
          isDemo: true,
        })),
      )
      addedAdvisors = DEMO_ADVISORS.length
    }
    const addedUsers = userHash ? await seedDemoUser(tx, userHash, now) : 0
    const advisorSeed = advisorHash
      ? await seedDemoAdvisor(tx, advisorHash, now)
      : { advisorAccounts: 0, advisorLeads: 0 }
    return { advisors: addedAdvisors, users: addedUsers, ...advisorSeed }
  })
}

async function seedDemoUser(tx: Transaction, passwordHash: string, now: Date): Promise<number> {
  if ((await countUsers(tx, 'user')) > 0) return 0
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const scores = DEMO_ASSESSMENTS.map(({ daysAgo: days, numbers }) => ({
    at: daysAgo(days),
    result: scoreAssessment(numbers),
  }))
  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_USER.email,
      passwordHash,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      goals: [...DEMO_USER.goals],
      emailVerifiedAt: daysAgo(200),
      investmentReadinessScore: scores.at(-1)?.result.score ?? null,
      // A returning user: the dashboard has been opened before.
      dashboardFirstSeenAt: daysAgo(200),
      createdAt: daysAgo(200),
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning()
  if (!user) return 0
  await tx.insert(readinessScores).values(
    scores.map(({ at, result }) => ({
      userId: user.id,
      score: result.score,
      breakdown: result.breakdown,
      readinessLevel: result.readinessLevel,
      step: result.step,
      createdAt: at,
    })),
  )
  await tx.insert(calculatorHistory).values(
    DEMO_CALCULATIONS.map((calculation) => {
      const at = daysAgo(calculation.daysAgo)
      return {
        userId: user.id,
        calculatorType: calculation.calculatorType,
        data: describeCalculation(calculation.calculatorType, calculation.inputs, at),
        createdAt: at,
      }
    }),
  )
  return 1
}

/**
 * The demo advisor account, linked to the first demo advisor, with two-step verification on under
 * the demo key, and about 40 fictional leads
 * matched to that advisor over the last 60 days, at every stage of the pipeline with the events,
 * consent records, meetings, revenue and one return request that go with them.
 */
async function seedDemoAdvisor(tx: Transaction, passwordHash: string, now: Date) {
  const none = { advisorAccounts: 0, advisorLeads: 0 }
  if ((await countUsers(tx, 'advisor')) > 0) return none
  const [advisor] = await tx
    .select({ id: advisors.id })
    .from(advisors)
    .where(eq(advisors.crd, DEMO_ADVISOR_ACCOUNT.crd))
    .limit(1)
  if (!advisor) return none
  const [account] = await tx
    .insert(users)
    .values({
      email: DEMO_ADVISOR_ACCOUNT.email,
      passwordHash,
      firstName: DEMO_ADVISOR_ACCOUNT.firstName,
      lastName: DEMO_ADVISOR_ACCOUNT.lastName,
      role: 'advisor',
      advisorId: advisor.id,
      emailVerifiedAt: new Date(now.getTime() - 90 * DAY_MS),
      createdAt: new Date(now.getTime() - 90 * DAY_MS),
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  if (!account) return none
  await tx
    .insert(twoFactorCredentials)
    .values(enrolledCredential(account.id, DEMO_ADVISOR_ACCOUNT.totpSecret, now))

  const plan = demoAdvisorLeads(now)
  const inserted = await tx
    .insert(leads)
    .values(
      plan.map((lead) => ({
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        age: lead.age,
        city: lead.city,
        state: lead.state,
        ...lead.numbers,
        creditScore: lead.numbers.creditScore ?? null,
        score: lead.result.score,
        breakdown: lead.result.breakdown,
        readinessLevel: lead.result.readinessLevel,
        category: lead.result.category,
        step: lead.result.step,
        source: 'investment-readiness-calculator',
        medium: 'organic',
        campaign: 'website',
        phoneConsent: lead.phoneConsent,
        createdAt: lead.matchedAt,
        updatedAt: lead.updatedAt,
      })),
    )
    .returning({ id: leads.id })
  const withIds = plan.map((lead, i) => ({ ...lead, id: inserted[i]!.id }))

  await tx.insert(leadConsents).values(
    withIds.flatMap((lead) =>
      lead.consents.map((consent) => ({
        leadId: lead.id,
        disclosureText: CONSENT_RECORD_TEXT,
        disclosureVersion: DISCLOSURE_VERSION,
        emailConsent: true,
        ...consent,
      })),
    ),
  )
  await tx.insert(leadMatches).values(
    withIds.map((lead) => ({
      leadId: lead.id,
      advisorId: advisor.id,
      position: 0,
      status: lead.status,
      contactedAt: lead.contactedAt,
      meetingScheduledAt: lead.meetingScheduledAt,
      expectedAnnualRevenue: lead.expectedAnnualRevenue,
      createdAt: lead.matchedAt,
    })),
  )
  // In time order, so events that share a time keep their order.
  const events = withIds
    .flatMap((lead) => lead.events.map((event) => ({ ...event, leadId: lead.id })))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
  await tx.insert(leadEvents).values(events.map((event) => ({ ...event, advisorId: advisor.id })))
  const returns = withIds.flatMap((lead) =>
    lead.returnRequest
      ? [
          {
            leadId: lead.id,
            advisorId: advisor.id,
            reason: lead.returnRequest.reason,
            details: lead.returnRequest.details,
            createdAt: lead.returnRequest.at,
          },
        ]
      : [],
  )
  if (returns.length) await tx.insert(leadReturns).values(returns)
  return { advisorAccounts: 1, advisorLeads: plan.length }
}
