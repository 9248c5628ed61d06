import { count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { advisorApplications, advisors } from '~/db/schema'
import { applicationDeclinedEmail } from '~/features/advisors'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/features/advisors'
import type { AdvisorInput } from '~/features/advisors'
import { prepareAdvisorInvite, sendAdvisorInvite } from '~/features/advisors/index.server'
import { sendEmail } from '~/features/email/index.server'
import type { Actor } from './access.server'
import { advisorColumns, advisorWithCrd, crdTakenMessage, type Refusal } from './advisors.server'
import { recordAudit } from './audit.server'
import { totalPages } from '~/lib/pagination'

export type Application = typeof advisorApplications.$inferSelect

/** The applications page's filters. Pending is the work queue, so it is the default. */
export const ApplicationListQuerySchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'all']).catch('pending'),
  page: z.coerce.number().int().min(0).max(10_000).catch(0),
})
export type ApplicationListQuery = z.output<typeof ApplicationListQuerySchema>

export const APPLICATIONS_PAGE_SIZE = 50

export function applicationListQueryFrom(params: URLSearchParams): ApplicationListQuery {
  return ApplicationListQuerySchema.parse(
    Object.fromEntries([...params].filter(([, value]) => value !== '')),
  )
}

/** Applications, newest first, each with the advisor that already holds its CRD number, if any. */
export async function listApplications(db: Database, query: ApplicationListQuery) {
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(advisorApplications.status, query.status)
  const [rows, [total], counts] = await Promise.all([
    db
      .select({
        application: advisorApplications,
        // Table names written out: Drizzle leaves columns unqualified in a one-table select.
        crdInUse: sql<boolean>`exists (select 1 from advisors a where a.crd = advisor_applications.crd)`,
      })
      .from(advisorApplications)
      .where(where)
      .orderBy(desc(advisorApplications.createdAt), desc(advisorApplications.id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset(query.page * APPLICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(advisorApplications).where(where),
    db
      .select({ status: advisorApplications.status, n: count() })
      .from(advisorApplications)
      .groupBy(advisorApplications.status),
  ])
  const totalElements = total?.n ?? 0
  return {
    content: rows.map((row) => ({ ...row.application, crdInUse: Boolean(row.crdInUse) })),
    totalElements,
    totalPages: totalPages(totalElements, APPLICATIONS_PAGE_SIZE),
    page: query.page,
    counts: Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [
        status,
        counts.find((c) => c.status === status)?.n ?? 0,
      ]),
    ) as Record<ApplicationStatus, number>,
  }
}

/** One application with the advisor that holds its CRD number (which blocks approval). */
export async function applicationDetail(db: Database, applicationId: string) {
  const [application] = await db
    .select()
    .from(advisorApplications)
    .where(eq(advisorApplications.id, applicationId))
    .limit(1)
  if (!application) return null
  const crdHolder = await advisorWithCrd(db, application.crd)
  return { application, crdHolder }
}

const alreadyDecided = (application: Application): Refusal => ({
  ok: false,
  fieldErrors: {},
  formError: `This application was already ${application.status}${
    application.decidedBy ? ` by ${application.decidedBy}` : ''
  }. Nothing was changed.`,
})

/** Thrown inside a transaction to undo it and answer with a refusal. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused')
  }
}

export type ApproveOutcome =
  { ok: true; advisorId: string; inviteTo: string; delivered: boolean } | Refusal | null

/**
 * Approves a pending application: creates the advisor from the details the administrator
 * confirmed (prefilled from the application), marks the application approved, and sends the
 * sign-in invite, which also tells the applicant the good news. A CRD number that already belongs
 * to an advisor, or an email address that already signs in, refuses the whole approval.
 * Null when there is no such application.
 */
export async function approveApplication(
  db: Database,
  actor: Actor,
  applicationId: string,
  input: AdvisorInput,
  options: { siteUrl: string; now?: Date },
): Promise<ApproveOutcome> {
  const now = options.now ?? new Date()
  let result
  try {
    result = await db.transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(advisorApplications)
        .where(eq(advisorApplications.id, applicationId))
        .for('update')
      if (!application) return null
      if (application.status !== 'pending') throw new Refused(alreadyDecided(application))
      const holder = await advisorWithCrd(tx, input.crd)
      if (holder) {
        throw new Refused({
          ok: false,
          fieldErrors: { crd: crdTakenMessage(input.crd, holder) },
          formError: `Not approved: ${crdTakenMessage(input.crd, holder)}`,
        })
      }
      const [advisor] = await tx
        .insert(advisors)
        .values({ ...advisorColumns(input), active: true, createdAt: now })
        .returning()
      await tx
        .update(advisorApplications)
        .set({ status: 'approved', decidedAt: now, decidedBy: actor.email, advisorId: advisor!.id })
        .where(eq(advisorApplications.id, applicationId))
      const preparation = await prepareAdvisorInvite(tx, advisor!, now)
      if (!preparation.ok) {
        throw new Refused({
          ok: false,
          fieldErrors: { email: preparation.message },
          formError: `Not approved: ${preparation.message}`,
        })
      }
      const firm = `${application.firmName} (CRD ${application.crd})`
      await recordAudit(tx, actor, {
        action: 'application.approve',
        targetType: 'advisor_application',
        targetId: applicationId,
        summary: `Approved the application of ${firm}`,
        details: { advisorId: advisor!.id },
      })
      await recordAudit(tx, actor, {
        action: 'advisor.create',
        targetType: 'advisor',
        targetId: advisor!.id,
        summary: `Added ${advisor!.name} (${advisor!.firm}) from an approved application`,
        details: {
          applicationId,
          crd: advisor!.crd,
          states: advisor!.states,
          monthlyCapacity: advisor!.monthlyCapacity,
        },
      })
      await recordAudit(tx, actor, {
        action: 'advisor.invite',
        targetType: 'advisor',
        targetId: advisor!.id,
        summary: `Sent the sign-in invite of ${advisor!.name} (${advisor!.firm})`,
        details: { accountCreated: preparation.invite.accountCreated },
      })
      return { advisorId: advisor!.id, invite: preparation.invite }
    })
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    if (isUniqueViolation(error)) {
      // Another administrator created an advisor with this CRD, or an account with this email, a moment ago.
      const holder = await advisorWithCrd(db, input.crd)
      const message = holder
        ? crdTakenMessage(input.crd, holder)
        : `${input.email} was given to another account a moment ago. Give the advisor another email address.`
      return {
        ok: false,
        fieldErrors: holder ? { crd: message } : { email: message },
        formError: `Not approved: ${message}`,
      }
    }
    throw error
  }
  if (!result) return null
  const sent = await sendAdvisorInvite(db, result.invite, {
    siteUrl: options.siteUrl,
    approved: true,
  })
  return {
    ok: true,
    advisorId: result.advisorId,
    inviteTo: result.invite.to,
    delivered: sent.delivered,
  }
}

export type DeclineOutcome = { ok: true; delivered: boolean } | Refusal | null

/**
 * Declines a pending application with the reason the administrator wrote, which is stored and
 * emailed to the applicant. Null when there is no such application.
 */
export async function declineApplication(
  db: Database,
  actor: Actor,
  applicationId: string,
  input: { reason: string },
  options: { siteUrl: string; now?: Date },
): Promise<DeclineOutcome> {
  const now = options.now ?? new Date()
  let application: Application | null
  try {
    application = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(advisorApplications)
        .where(eq(advisorApplications.id, applicationId))
        .for('update')
      if (!row) return null
      if (row.status !== 'pending') throw new Refused(alreadyDecided(row))
      const [declined] = await tx
        .update(advisorApplications)
        .set({
          status: 'declined',
          decidedAt: now,
          decidedBy: actor.email,
          decisionReason: input.reason,
        })
        .where(eq(advisorApplications.id, applicationId))
        .returning()
      await recordAudit(tx, actor, {
        action: 'application.decline',
        targetType: 'advisor_application',
        targetId: applicationId,
        summary: `Declined the application of ${row.firmName} (CRD ${row.crd})`,
        details: { reason: input.reason },
      })
      return declined!
    })
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    throw error
  }
  if (!application) return null
  const message = applicationDeclinedEmail({
    contactName: application.contactName,
    firmName: application.firmName,
    crd: application.crd,
    reason: input.reason,
    partnerPageUrl: `${options.siteUrl}/ria`,
  })
  const sent = await sendEmail(
    { template: 'advisor-application-declined', to: application.email, ...message },
    { db },
  )
  return { ok: true, delivered: sent.delivered }
}
