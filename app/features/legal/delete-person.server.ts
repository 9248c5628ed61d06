import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import {
  advisors,
  emailLog,
  emailQueue,
  leadConsents,
  leadEvents,
  leadMatches,
  leadOwnerProofs,
  leadReturns,
  leads,
  leadUpdateRequests,
  newsletterSubscribers,
  phoneConsentStopTokens,
  privacyOptOuts,
  users,
} from '~/db/schema'
import type { Actor } from '~/features/admin/index.server'
import { recordAudit } from '~/features/admin/index.server'
import { deleteOutboxFiles } from '~/features/email/index.server'
import { sendEmails } from '~/features/email/index.server'
import type { DeletionPreview } from './schema'
import { leadWithdrawnEmail, type WithdrawnLead } from './withdrawal-email'

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

/** What a scrubbed lead's personal fields read afterwards. */
export const DELETED_VALUE = 'Deleted'

/**
 * Anonymises leads, the one way the site does it (a deletion request, and the retention job 24
 * months after a lead's last activity): name, email, phone and city become "Deleted"; the free
 * text written about the person (advisors' and administrators' notes on its history, return
 * details and decisions) is erased; the IP address and browser stored with each consent become
 * "Deleted"; answers waiting for the owner's confirmation and the browsers bound to the leads are
 * deleted. Score, breakdown, category, age, state and figures stay for statistics, and each consent
 * keeps its disclosure text and version, time, page and choices (the proof DECISIONS §11 keeps).
 * Run it in the caller's transaction.
 */
export async function anonymiseLeads(tx: Database, leadIds: readonly string[], now: Date) {
  if (!leadIds.length) return
  const ids = [...leadIds]
  await tx
    .update(leads)
    .set({
      firstName: DELETED_VALUE,
      lastName: DELETED_VALUE,
      email: DELETED_VALUE,
      phone: null,
      city: DELETED_VALUE,
      updatedAt: now,
    })
    .where(inArray(leads.id, ids))
  await tx.update(leadEvents).set({ note: null }).where(inArray(leadEvents.leadId, ids))
  await tx
    .update(leadReturns)
    .set({ details: null, decisionNote: null })
    .where(inArray(leadReturns.leadId, ids))
  await tx
    .update(leadConsents)
    .set({ ipAddress: DELETED_VALUE, userAgent: DELETED_VALUE })
    .where(inArray(leadConsents.leadId, ids))
  await tx.delete(leadUpdateRequests).where(inArray(leadUpdateRequests.leadId, ids))
  await tx.delete(leadOwnerProofs).where(inArray(leadOwnerProofs.leadId, ids))
  // An emailed "Stop calls and texts" link has nothing left to act on.
  await tx.delete(phoneConsentStopTokens).where(inArray(phoneConsentStopTokens.leadId, ids))
}

/** Lets the audit log say whose data was deleted without keeping the address itself. */
export const emailFingerprint = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

async function accountOf(db: Pick<Database, 'select'>, email: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
  return user
}

const accountKind = (role: string | undefined): DeletionPreview['account'] =>
  role === 'advisor' || role === 'admin' ? role : role ? 'user' : 'none'

/** What deleting this person would touch, for the confirmation step. Changes nothing. */
export async function previewPersonDeletion(db: Database, email: string): Promise<DeletionPreview> {
  const [leadRows, subscriber, user, logged, requests] = await Promise.all([
    db
      .select({
        id: leads.id,
        advisors: sql<number>`(select count(*)::int from ${leadMatches} where ${leadMatches.leadId} = ${leads.id})`,
      })
      .from(leads)
      .where(eq(leads.email, email)),
    db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email)),
    accountOf(db, email),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailLog)
      .where(eq(emailLog.recipient, email)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(privacyOptOuts)
      .where(
        and(
          eq(privacyOptOuts.email, email),
          eq(privacyOptOuts.kind, 'deletion'),
          isNull(privacyOptOuts.processedAt),
        ),
      ),
  ])
  const advisorIds = leadRows.length
    ? await db
        .selectDistinct({ id: leadMatches.advisorId })
        .from(leadMatches)
        .where(
          inArray(
            leadMatches.leadId,
            leadRows.map((l) => l.id),
          ),
        )
    : []
  return {
    email,
    leads: leadRows.length,
    advisors: advisorIds.length,
    subscription: subscriber.length > 0,
    account: accountKind(user?.role),
    emailsLogged: Number(logged[0]?.n ?? 0),
    openRequests: Number(requests[0]?.n ?? 0),
  }
}

export interface DeletionResult {
  leads: number
  withdrawnEvents: number
  advisorsNotified: number
  subscriptionDeleted: boolean
  accountDeleted: boolean
  accountKept: 'advisor' | 'admin' | null
  emailLogEntries: number
  outboxFilesDeleted: number
  requestsHandled: number
}

/**
 * Deletes a person's data on request (CCPA "right to delete"), found by email address:
 * - their leads are anonymised (anonymiseLeads);
 * - each advisor the lead was matched to gets a WITHDRAWN event and an email without the person's
 *   details, asking them to delete their copy;
 * - the newsletter subscription row and a visitor account are deleted (advisor and administrator
 *   accounts are not: they are removed where they are managed);
 * - emails logged to the address are kept as a count with the recipient scrubbed, and the copies
 *   the outbox holds of them are deleted;
 * - open deletion requests for the address are marked handled.
 * Consent records stay, without IP address and browser: the law requires proof of consent (the
 * privacy policy's retention table says for how long).
 * The audit entry holds counts and a SHA-256 of the address, not the address.
 */
export async function deletePersonData(
  db: Database,
  actor: Actor,
  email: string,
  options: { dataDir: string; siteUrl: string; postalAddress?: string; now?: Date },
): Promise<DeletionResult> {
  const now = options.now ?? new Date()
  const { result, notices, outboxFiles } = await db.transaction(async (tx) => {
    // The same lock as a lead submission for this address, so none slips in half-way.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email}))`)
    const leadRows = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.email, email))
      .for('update')
    const leadIds = leadRows.map((l) => l.id)
    const matches = leadIds.length
      ? await tx
          .select({
            leadId: leadMatches.leadId,
            advisorId: leadMatches.advisorId,
            matchedAt: leadMatches.createdAt,
            advisorName: advisors.name,
            advisorEmail: advisors.email,
          })
          .from(leadMatches)
          .innerJoin(advisors, eq(advisors.id, leadMatches.advisorId))
          .where(inArray(leadMatches.leadId, leadIds))
      : []
    await anonymiseLeads(tx, leadIds, now)
    if (matches.length) {
      await tx.insert(leadEvents).values(
        matches.map((m) => ({
          leadId: m.leadId,
          advisorId: m.advisorId,
          type: 'WITHDRAWN' as const,
          note: 'The person asked for their personal data to be deleted.',
          actor: actor.email,
          at: now,
        })),
      )
    }

    const subscription = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id })

    const user = await accountOf(tx, email)
    const kind = accountKind(user?.role)
    if (user && kind === 'user') await tx.delete(users).where(eq(users.id, user.id))

    // Mail still waiting in the queue would carry the person's details after they are gone.
    await tx.delete(emailQueue).where(eq(emailQueue.recipient, email))
    const logged = await tx
      .select({ id: emailLog.id, outboxFile: emailLog.outboxFile })
      .from(emailLog)
      .where(eq(emailLog.recipient, email))
      .for('update')
    if (logged.length) {
      await tx
        .update(emailLog)
        .set({ recipient: DELETED_VALUE, outboxFile: null })
        .where(
          inArray(
            emailLog.id,
            logged.map((row) => row.id),
          ),
        )
    }
    const files = logged.map((row) => row.outboxFile).filter((file) => file !== null)

    const handled = await tx
      .update(privacyOptOuts)
      .set({ processedAt: now, processedBy: actor.email })
      .where(
        and(
          eq(privacyOptOuts.email, email),
          eq(privacyOptOuts.kind, 'deletion'),
          isNull(privacyOptOuts.processedAt),
        ),
      )
      .returning({ id: privacyOptOuts.id })

    const byAdvisor = new Map<string, { name: string; email: string; leads: WithdrawnLead[] }>()
    for (const m of matches) {
      const entry = byAdvisor.get(m.advisorId) ?? {
        name: m.advisorName,
        email: m.advisorEmail,
        leads: [],
      }
      entry.leads.push({ leadId: m.leadId, matchedAt: m.matchedAt })
      byAdvisor.set(m.advisorId, entry)
    }

    const result: Omit<DeletionResult, 'outboxFilesDeleted'> = {
      leads: leadIds.length,
      withdrawnEvents: matches.length,
      advisorsNotified: byAdvisor.size,
      subscriptionDeleted: subscription.length > 0,
      accountDeleted: kind === 'user',
      accountKept: kind === 'advisor' || kind === 'admin' ? kind : null,
      emailLogEntries: logged.length,
      requestsHandled: handled.length,
    }
    await recordAudit(tx, actor, {
      action: 'person.delete',
      targetType: 'person',
      summary: `Deleted a person’s data: ${plural(result.leads, 'lead')} scrubbed, ${plural(result.advisorsNotified, 'advisor')} notified`,
      details: { emailSha256: emailFingerprint(email), ...result, outboxCopies: files.length },
    })
    return { result, notices: [...byAdvisor.values()], outboxFiles: files }
  })

  const outboxFilesDeleted = await deleteOutboxFiles(options.dataDir, outboxFiles)
  await sendEmails(
    notices.map((advisor) => ({
      template: 'lead-withdrawn',
      to: advisor.email,
      ...leadWithdrawnEmail(advisor, advisor.leads, options),
    })),
    { db },
  )
  return { ...result, outboxFilesDeleted }
}
