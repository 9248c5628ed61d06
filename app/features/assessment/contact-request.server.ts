import { and, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leadEvents, leadMatches, leads } from '~/db/schema'

export type ContactRequestOutcome = 'recorded' | 'already-recorded' | 'not-found' | 'not-eligible'

/**
 * 'Contact Your Matched Advisor': the visitor asks a matched advisor to get in touch. Only HOT
 * leads have the button (seed 000 §2), only a matched advisor can be asked, and asking twice
 * records it once. The lead id is the visitor's own: it is only ever shown to them.
 */
export async function requestAdvisorContact(
  db: Database,
  input: { leadId: string; advisorId: string },
): Promise<ContactRequestOutcome> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ category: leads.category })
      .from(leadMatches)
      .innerJoin(leads, eq(leads.id, leadMatches.leadId))
      .where(and(eq(leadMatches.leadId, input.leadId), eq(leadMatches.advisorId, input.advisorId)))
    if (!match) return 'not-found'
    if (match.category !== 'HOT') return 'not-eligible'
    const [existing] = await tx
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.leadId, input.leadId),
          eq(leadEvents.advisorId, input.advisorId),
          eq(leadEvents.type, 'CONTACT_REQUESTED'),
        ),
      )
    if (existing) return 'already-recorded'
    await tx.insert(leadEvents).values({ ...input, type: 'CONTACT_REQUESTED', actor: 'visitor' })
    return 'recorded'
  })
}
