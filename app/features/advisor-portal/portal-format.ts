/** How the advisor portal words its figures, statuses and events. Pure: used on the server and in the browser. */
import { formatDollars } from '~/features/calculators/money'
import { CATEGORY_LABELS, STATUS_LABELS } from '~/features/leads'
import type { LeadEventView, LeadStatus } from './portal-types'

export { CATEGORY_LABELS, formatDollars, STATUS_LABELS }

const wholeNumber = new Intl.NumberFormat('en-US')
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

export const formatCount = (n: number) => wholeNumber.format(n)
export const formatScore = (n: number) => oneDecimal.format(n)

/** A length of time in the largest whole unit: "12 hours", "30 minutes", "30 days". */
export function formatDuration(seconds: number): string {
  const unit = (n: number, name: string) => `${formatCount(n)} ${name}${n === 1 ? '' : 's'}`
  if (seconds >= 86_400 && seconds % 86_400 === 0) return unit(seconds / 86_400, 'day')
  if (seconds >= 3_600 && seconds % 3_600 === 0) return unit(seconds / 3_600, 'hour')
  return unit(Math.round(seconds / 60), 'minute')
}

/** A share of a total as a whole percentage ("45%", "1,250%"); 0% of nothing. */
export function percentOf(part: number, total: number): string {
  return `${formatCount(total > 0 ? Math.round((part / total) * 100) : 0)}%`
}

// Dates are written in UTC, so the server's HTML and the browser's first render agree; LocalTime
// switches to the reader's own time zone once the page is interactive.
const DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const MONTH = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** "May 3, 2026" for an ISO timestamp or a YYYY-MM-DD date. */
export const formatDay = (iso: string) => DAY.format(new Date(iso))

/** "May 3" for chart axes. */
export const formatShortDay = (iso: string) => SHORT_DAY.format(new Date(iso))

/** "May 2026" for a YYYY-MM month (or any date inside it). */
export function formatMonth(month: string): string {
  const iso = /^\d{4}-\d{2}$/.test(month) ? `${month}-01T00:00:00Z` : month
  return MONTH.format(new Date(iso))
}

/** "May 3, 2026, 2:30 PM UTC", or in another time zone ("…, 10:30 AM EDT"). */
export function formatDateTime(iso: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

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
