/** How a lead's status and category are worded on every page that shows them. */
import type { LeadCategory, LeadStatus } from '~/db/vocabulary'

export const STATUS_LABELS: Record<LeadStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  NURTURING: 'Nurturing',
  QUALIFIED: 'Qualified',
  CONVERTED: 'Converted',
  LOST: 'Lost',
}

export const CATEGORY_LABELS: Record<LeadCategory, string> = {
  HOT: 'Hot',
  WARM: 'Warm',
  COLD: 'Cold',
}
