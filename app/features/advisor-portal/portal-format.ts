/** How the advisor portal words its figures, statuses and events. Pure: used on the server and in the browser. */
import { CATEGORY_LABELS, STATUS_LABELS } from '~/features/leads'
import type { LeadEventView, LeadStatus } from './portal-types'

export { CATEGORY_LABELS, STATUS_LABELS }

/** Who did something to a lead, from the reader's side: "You", "The visitor", "Wealthward staff". */
export function actorLabel(actor: string, currentActor: string): string {
  if (actor === currentActor) return 'You'
  if (actor === 'visitor') return 'The visitor'
  if (actor === 'system') return 'Wealthward'
  if (actor.startsWith('admin:')) return 'Wealthward staff'
  if (actor.startsWith('advisor:')) return actor.slice('advisor:'.length)
  return actor
}

const CHANNEL_LABELS: Record<string, string> = { email: 'by email', phone: 'by phone' }

/** One line saying what an event was, e.g. "Status changed from New to Contacted". */
export function describeEvent(event: LeadEventView): string {
  const status = (value: LeadStatus | null) => (value ? STATUS_LABELS[value] : 'none')
  switch (event.type) {
    case 'STATUS_CHANGED':
      return `Status changed from ${status(event.fromStatus)} to ${status(event.toStatus)}`
    case 'CONTACTED':
      return `Contacted ${CHANNEL_LABELS[event.note ?? ''] ?? ''}`.trim()
    case 'MEETING_SCHEDULED':
      return 'Meeting scheduled'
    case 'NOTE':
      return 'Note added'
    case 'RETURN_REQUESTED':
      return 'Return requested'
    case 'RETURN_CREDITED':
      return 'Return credited'
    case 'RETURN_DECLINED':
      return 'Return declined'
    case 'CONTACT_REQUESTED':
      return 'The visitor asked to be contacted'
    default:
      return event.type
        .toLowerCase()
        .replace(/_/g, ' ')
        .replace(/^\w/, (c) => c.toUpperCase())
  }
}
