import { and, asc, count, eq, gt, inArray } from 'drizzle-orm'
import { twoFactorSummary } from '~/features/auth/index.server'
import type { Database } from '~/db/client.server'
import {
  advisors,
  leadConsents,
  leadMatches,
  leads,
  newsletterSubscribers,
  oauthAccounts,
  readinessScores,
  sessions,
  users,
} from '~/db/schema'
import type { User } from '~/features/auth/index.server'
import { unsubscribeEmail } from '~/features/newsletter/index.server'
import { listCalculations } from './calculator-history.server'
import { profileCompletion } from './profile-completion'

export const EXPORT_FORMAT_VERSION = 1

/**
 * Everything we hold about a signed-in user, for 'Download my data' (JSON). Assessment
 * submissions are not tied to the account; they are found by email address, and only once that
 * address is verified, so an account opened with someone else's address cannot read theirs.
 */
export async function exportAccountData(db: Database, user: User, now = new Date()) {
  const emailVerified = user.emailVerifiedAt !== null
  const [scores, calculations, [subscriber], providers, [sessionCount], leadRows] =
    await Promise.all([
      db
        .select()
        .from(readinessScores)
        .where(eq(readinessScores.userId, user.id))
        .orderBy(asc(readinessScores.createdAt)),
      listCalculations(db, user.id, { limit: 10_000, offset: 0 }),
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
      db
        .select({ provider: oauthAccounts.provider, linkedAt: oauthAccounts.createdAt })
        .from(oauthAccounts)
        .where(eq(oauthAccounts.userId, user.id)),
      db
        .select({ active: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now))),
      emailVerified
        ? db.select().from(leads).where(eq(leads.email, user.email)).orderBy(asc(leads.createdAt))
        : Promise.resolve([]),
    ])

  const leadIds = leadRows.map((lead) => lead.id)
  const [consents, matches] = leadIds.length
    ? await Promise.all([
        db.select().from(leadConsents).where(inArray(leadConsents.leadId, leadIds)),
        db
          .select({
            leadId: leadMatches.leadId,
            name: advisors.name,
            firm: advisors.firm,
            crd: advisors.crd,
            sharedAt: leadMatches.createdAt,
          })
          .from(leadMatches)
          .innerJoin(advisors, eq(leadMatches.advisorId, advisors.id))
          .where(inArray(leadMatches.leadId, leadIds))
          .orderBy(leadMatches.position),
      ])
    : [[], []]

  return {
    format: 'wealthward-account-export',
    version: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      goals: user.goals,
      investmentReadinessScore: user.investmentReadinessScore,
      signsInWithPassword: user.passwordHash !== null,
      dashboardFirstSeenAt: user.dashboardFirstSeenAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    profileCompletion: profileCompletion({
      firstName: user.firstName,
      email: user.email,
      goals: user.goals,
      investmentReadinessScore: user.investmentReadinessScore,
      calculatorHistoryCount: calculations.total,
    }).percent,
    readinessScores: scores.map((row) => ({
      score: row.score,
      breakdown: row.breakdown,
      readinessLevel: row.readinessLevel,
      step: row.step,
      leadId: row.leadId,
      at: row.createdAt.toISOString(),
    })),
    calculatorHistory: calculations.items,
    newsletter: subscriber
      ? {
          email: subscriber.email,
          subscribed: subscriber.unsubscribedAt === null,
          source: subscriber.source,
          subscribedAt: subscriber.subscribedAt.toISOString(),
          unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
        }
      : { email: user.email, subscribed: false },
    signInProviders: providers.map((row) => ({
      provider: row.provider,
      linkedAt: row.linkedAt.toISOString(),
    })),
    activeSessions: sessionCount?.active ?? 0,
    /** Staff accounts: when two-step verification was turned on; never the key or the codes. */
    twoFactor: await twoFactorSummary(db, user.id),
    assessmentSubmissions: emailVerified
      ? leadRows.map((lead) => ({
          id: lead.id,
          submittedAt: lead.createdAt.toISOString(),
          updatedAt: lead.updatedAt.toISOString(),
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          age: lead.age,
          city: lead.city,
          state: lead.state,
          annualIncome: lead.annualIncome,
          totalDebt: lead.totalDebt,
          emergencyFund: lead.emergencyFund,
          monthlyExpenses: lead.monthlyExpenses,
          investableAssets: lead.investableAssets,
          creditScore: lead.creditScore,
          score: lead.score,
          breakdown: lead.breakdown,
          readinessLevel: lead.readinessLevel,
          category: lead.category,
          step: lead.step,
          source: lead.source,
          medium: lead.medium,
          campaign: lead.campaign,
          phoneConsent: lead.phoneConsent,
          matchingWithheld: lead.matchingWithheld,
          status: lead.status,
          consents: consents
            .filter((consent) => consent.leadId === lead.id)
            .map((consent) => ({
              disclosureVersion: consent.disclosureVersion,
              disclosureText: consent.disclosureText,
              emailConsent: consent.emailConsent,
              phoneConsent: consent.phoneConsent,
              globalPrivacyControl: consent.globalPrivacyControl,
              matchingConfirmed: consent.matchingConfirmed,
              ipAddress: consent.ipAddress,
              userAgent: consent.userAgent,
              pageUrl: consent.pageUrl,
              consentedAt: consent.consentedAt.toISOString(),
            })),
          sharedWithAdvisors: matches
            .filter((match) => match.leadId === lead.id)
            .map(({ name, firm, crd, sharedAt }) => ({
              name,
              firm,
              crd,
              sharedAt: sharedAt.toISOString(),
            })),
        }))
      : null,
    notes: emailVerified
      ? []
      : [
          'Assessment submissions are matched to your account by email address. Verify your email address to include them in this file.',
        ],
  }
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>

/**
 * Deletes the account. The database removes what hangs off it with the row: sessions, emailed
 * tokens, linked Google or Facebook sign-ins, score history and saved calculations. The newsletter
 * subscription and assessment submissions are kept by email, not by account: the subscription is
 * ended only when the user asks (`unsubscribe`).
 */
export async function deleteAccount(
  db: Database,
  user: Pick<User, 'id' | 'email'>,
  options: { unsubscribe: boolean },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    if (options.unsubscribe) await unsubscribeEmail(tx, user.email, now)
    await tx.delete(users).where(eq(users.id, user.id))
  })
}
