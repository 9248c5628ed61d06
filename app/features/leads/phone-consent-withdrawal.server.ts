import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { advisors, leadMatches, leads, phoneConsentStopTokens } from '~/db/schema'
import { recordAudit } from '~/features/admin/index.server'
import { hashToken } from '~/features/auth/index.server'
import { enqueueEmails, nudgeEmailQueue } from '~/features/email/index.server'
import { advisorPhoneConsentWithdrawnEmail } from './lead-emails'

/*
 * "Stop calls and texts" (47 CFR 64.1200(a)(10)): every email about a lead that gave phone consent
 * carries a link that withdraws it at once. Opening the link (GET) changes nothing, since mail
 * scanners open links; its button (a POST) withdraws. Each email gets its own random token; only
 * its SHA-256 is stored, bound to the lead, and it works as long as the lead is kept.
 */

/** The page the link opens. */
export const STOP_CALLS_PATH = '/stop-calls'

export const stopCallsUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${STOP_CALLS_PATH}?token=${token}`

const wellFormed = (token: string) => /^[\w-]{43}$/.test(token)

/**
 * A new link token for the lead, and the insert that stores its hash: not yet run, so the caller
 * sends it with the lead's other writes.
 */
export function newStopCallsToken(tx: Database, leadId: string, now: Date) {
  const token = randomBytes(32).toString('base64url')
  const insert = tx
    .insert(phoneConsentStopTokens)
    .values({ tokenHash: hashToken(token), leadId, createdAt: now })
  return { token, insert }
}

export type StopCallsState =
  { ok: true; withdrawnAt: Date | null; phoneConsent: boolean } | { ok: false }

/** What the link's page shows before the button is pressed. Changes nothing. */
export async function readStopCalls(db: Database, token: string): Promise<StopCallsState> {
  if (!wellFormed(token)) return { ok: false }
  const [row] = await db
    .select({ phoneConsent: leads.phoneConsent, withdrawnAt: leads.phoneConsentWithdrawnAt })
    .from(phoneConsentStopTokens)
    .innerJoin(leads, eq(leads.id, phoneConsentStopTokens.leadId))
    .where(eq(phoneConsentStopTokens.tokenHash, hashToken(token)))
  if (!row) return { ok: false }
  return { ok: true, withdrawnAt: row.withdrawnAt, phoneConsent: row.phoneConsent }
}

/**
 * Withdraws the lead's phone consent at once: `phone_consent` becomes false with the time, the
 * consent records stay as they were (they prove what was agreed when), one audit line is written
 * (no personal data) and every matched advisor is emailed. Only the request that turns the consent
 * off does these (the update is conditional on the consent being on), so a repeat, even at the
 * same moment, changes nothing more and answers the same.
 */
export async function withdrawPhoneConsent(
  db: Database,
  token: string,
  context: { siteUrl: string; now?: Date },
): Promise<StopCallsState> {
  if (!wellFormed(token)) return { ok: false }
  const now = context.now ?? new Date()
  const tokenHash = hashToken(token)
  const result = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ leadId: phoneConsentStopTokens.leadId })
      .from(phoneConsentStopTokens)
      .where(eq(phoneConsentStopTokens.tokenHash, tokenHash))
    if (!link) return { state: { ok: false } as StopCallsState, changed: false }
    const [changed] = await tx
      .update(leads)
      .set({ phoneConsent: false, phoneConsentWithdrawnAt: now, updatedAt: now })
      .where(and(eq(leads.id, link.leadId), eq(leads.phoneConsent, true)))
      .returning()
    if (!changed) {
      const [lead] = await tx
        .select({ withdrawnAt: leads.phoneConsentWithdrawnAt })
        .from(leads)
        .where(eq(leads.id, link.leadId))
      return {
        state: { ok: true, withdrawnAt: lead?.withdrawnAt ?? null, phoneConsent: false } as const,
        changed: false,
      }
    }
    await recordAudit(
      tx,
      { id: null, email: 'visitor (emailed link)' },
      {
        action: 'lead.phone-consent-withdraw',
        targetType: 'lead',
        targetId: changed.id,
        summary: 'Phone and text consent withdrawn with the “Stop calls and texts” link',
      },
    )
    const matched = await tx
      .select({ name: advisors.name, email: advisors.email })
      .from(leadMatches)
      .innerJoin(advisors, eq(advisors.id, leadMatches.advisorId))
      .where(eq(leadMatches.leadId, changed.id))
      .orderBy(leadMatches.position)
    await enqueueEmails(
      tx,
      matched.map((advisor) => ({
        template: 'advisor-phone-consent-withdrawn',
        to: advisor.email,
        ...advisorPhoneConsentWithdrawnEmail(changed, advisor, now, { siteUrl: context.siteUrl }),
      })),
    )
    return {
      state: { ok: true, withdrawnAt: now, phoneConsent: false } as const,
      changed: matched.length > 0,
    }
  })
  if (result.changed) nudgeEmailQueue()
  return result.state
}
