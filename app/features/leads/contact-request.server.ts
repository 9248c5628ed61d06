import { and, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leadEvents, leadMatches, leads } from '~/db/schema'
import { provesOwnership, type OwnershipProof } from './ownership.server'

export type ContactRequestOutcome = 'recorded' | 'already-recorded' | 'not-found' | 'not-eligible'

/**
 * 'Contact Your Matched Advisor': the visitor asks a matched advisor to get in touch. Only the
 * lead's owner may ask (this browser's lead cookie, or the signed-in owner of its verified email):
 * anyone else gets 'not-found', as for an unknown lead, so a lead id alone reveals nothing. Only
 * HOT leads have the button (seed 000 §2), only a matched advisor can be asked, and asking twice
 * records it once.
 */
export async function requestAdvisorContact(
  db: Database,
  input: { leadId: string; advisorId: string; proof: OwnershipProof; now?: Date },
): Promise<ContactRequestOutcome> {
  const { leadId, advisorId } = input
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ category: leads.category, email: leads.email })
      .from(leadMatches)
      .innerJoin(leads, eq(leads.id, leadMatches.leadId))
      .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.advisorId, advisorId)))
    if (!match) return 'not-found'
    const owner = await provesOwnership(
      tx,
      { id: leadId, email: match.email },
      input.proof,
      input.now ?? new Date(),
    )
    if (!owner) return 'not-found'
    if (match.category !== 'HOT') return 'not-eligible'
    const [existing] = await tx
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.leadId, leadId),
          eq(leadEvents.advisorId, advisorId),
          eq(leadEvents.type, 'CONTACT_REQUESTED'),
        ),
      )
    if (existing) return 'already-recorded'
    await tx
      .insert(leadEvents)
      .values({ leadId, advisorId, type: 'CONTACT_REQUESTED', actor: 'visitor' })
    return 'recorded'
  })
}
