import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leads, leadUpdateRequests } from '~/db/schema'
import { matchAdvisors, withAdvisorReservation } from './matching.server'
import { hashToken } from '~/features/auth/index.server'
import { formatDollars } from '~/lib/money'
import { nudgeEmailQueue } from '~/features/email/index.server'
import {
  isOptedOut,
  lockEmail,
  storeSubmission,
  type CaptureContext,
  type CaptureOutcome,
} from './capture.server'
import type { UpdateLinkProblem } from '~/features/assessment'
import { newBrowserToken } from './ownership.server'
import { AssessmentSchema, type AssessmentInput } from '~/features/assessment'
import { scoreAssessment } from '~/features/assessment'
import { submissionEmails, type EmailLinks } from './submit.server'
import { US_STATES } from '~/features/assessment'

/*
 * The emailed link that lets the owner of an address apply answers sent without proof of owning its
 * lead (DECISIONS §3). Opening it (GET) only shows what would change; applying it is a POST. It works
 * once, for 24 hours; only its SHA-256 is stored.
 */

export interface UpdateChange {
  label: string
  before: string
  after: string
}

export interface UpdatePreview {
  submittedAt: Date
  expiresAt: Date
  /** The answers that differ from those stored, as the owner would read them. */
  changes: UpdateChange[]
}

const wellFormed = (token: string) => /^[\w-]{43}$/.test(token)

const stateName = (code: string) => {
  const name = US_STATES.find(([c]) => c === code)?.[1]
  return name ? `${name} (${code})` : code
}
const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

type LeadRow = typeof leads.$inferSelect

/** What each answer reads like, stored and sent. */
const FIELDS: readonly [string, (v: Answers) => string][] = [
  ['First name', (v) => v.firstName],
  ['Last name', (v) => v.lastName],
  ['Phone', (v) => v.phone ?? 'None'],
  ['Advisors may call or text', (v) => yesNo(v.phoneConsent)],
  ['Age', (v) => String(v.age)],
  ['City', (v) => v.city],
  ['State', (v) => stateName(v.state)],
  ['Annual income', (v) => formatDollars(v.annualIncome)],
  ['Monthly expenses', (v) => formatDollars(v.monthlyExpenses)],
  ['Total debt', (v) => formatDollars(v.totalDebt)],
  ['Emergency fund', (v) => formatDollars(v.emergencyFund)],
  ['Investable assets', (v) => formatDollars(v.investableAssets)],
  ['Credit score', (v) => (v.creditScore === null ? 'Not given' : String(v.creditScore))],
  ['Readiness score', (v) => `${v.score} out of 100 (${v.readinessLevel})`],
]

type Answers = Pick<
  LeadRow,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'phoneConsent'
  | 'age'
  | 'city'
  | 'state'
  | 'annualIncome'
  | 'monthlyExpenses'
  | 'totalDebt'
  | 'emergencyFund'
  | 'investableAssets'
  | 'creditScore'
  | 'score'
  | 'readinessLevel'
>

function answersOf(input: AssessmentInput): Answers {
  const result = scoreAssessment(input)
  return {
    ...input,
    phone: input.phone ?? null,
    creditScore: input.creditScore ?? null,
    score: result.score,
    readinessLevel: result.readinessLevel,
  }
}

/** Why a link cannot be used, read after an attempt failed. */
async function problemWith(tx: Database, tokenHash: string, now: Date): Promise<UpdateLinkProblem> {
  const [row] = await tx
    .select({ usedAt: leadUpdateRequests.usedAt, expiresAt: leadUpdateRequests.expiresAt })
    .from(leadUpdateRequests)
    .where(eq(leadUpdateRequests.tokenHash, tokenHash))
  if (!row) return 'invalid'
  if (row.usedAt) return 'used'
  return row.expiresAt <= now ? 'expired' : 'invalid'
}

/** What applying the link would change. Changes nothing (mail scanners open links). */
export async function previewLeadUpdate(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ ok: true; preview: UpdatePreview } | { ok: false; problem: UpdateLinkProblem }> {
  if (!wellFormed(token)) return { ok: false, problem: 'invalid' }
  const tokenHash = hashToken(token)
  const [row] = await db
    .select({ request: leadUpdateRequests, lead: leads })
    .from(leadUpdateRequests)
    .innerJoin(leads, eq(leads.id, leadUpdateRequests.leadId))
    .where(
      and(
        eq(leadUpdateRequests.tokenHash, tokenHash),
        isNull(leadUpdateRequests.usedAt),
        gt(leadUpdateRequests.expiresAt, now),
      ),
    )
  if (!row) return { ok: false, problem: await problemWith(db, tokenHash, now) }
  const after = answersOf(AssessmentSchema.parse(row.request.submission))
  const changes = FIELDS.map(([label, read]) => ({
    label,
    before: read(row.lead),
    after: read(after),
  })).filter((change) => change.before !== change.after)
  return {
    ok: true,
    preview: {
      submittedAt: row.request.submittedAt,
      expiresAt: row.request.expiresAt,
      changes,
    },
  }
}

/**
 * Applies the link's answers to its lead, once: the link is used up in the same transaction that
 * updates the lead, records the consent (with this request's details: the owner confirming), and
 * matches the lead if it had no advisors yet, as a proven repeat submission does. This browser is
 * then bound to the lead like the one that made it. Emails as for any stored submission.
 */
export async function applyLeadUpdate(
  db: Database,
  token: string,
  context: CaptureContext & EmailLinks,
  options: { match?: typeof matchAdvisors } = {},
): Promise<
  | { ok: true; outcome: CaptureOutcome; input: AssessmentInput }
  | { ok: false; problem: UpdateLinkProblem }
> {
  if (!wellFormed(token)) return { ok: false, problem: 'invalid' }
  const now = context.now ?? new Date()
  const tokenHash = hashToken(token)
  const applied = await withAdvisorReservation(db, options.match ?? matchAdvisors, (db, match) =>
    db.transaction(async (tx) => {
      const [target] = await tx
        .select({ email: leads.email })
        .from(leadUpdateRequests)
        .innerJoin(leads, eq(leads.id, leadUpdateRequests.leadId))
        .where(eq(leadUpdateRequests.tokenHash, tokenHash))
      if (!target) return { ok: false as const, problem: 'invalid' as const }
      // The same order as a submission: the address first, then the request.
      await lockEmail(tx, target.email)
      const [request] = await tx
        .update(leadUpdateRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(leadUpdateRequests.tokenHash, tokenHash),
            isNull(leadUpdateRequests.usedAt),
            gt(leadUpdateRequests.expiresAt, now),
          ),
        )
        .returning()
      if (!request) return { ok: false as const, problem: await problemWith(tx, tokenHash, now) }

      const input = AssessmentSchema.parse(request.submission)
      const outcome = await storeSubmission(tx, request.leadId, input, {
        ...context,
        globalPrivacyControl: request.globalPrivacyControl || context.globalPrivacyControl,
        now,
        optedOut: await isOptedOut(tx, input.email),
        match,
        browserToken: newBrowserToken(),
        emails: (stored) => submissionEmails(input, stored, context),
      })
      return { ok: true as const, outcome, input }
    }),
  )
  if (applied.ok) nudgeEmailQueue()
  return applied
}
