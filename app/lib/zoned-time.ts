/**
 * A date and time in a named time zone, for the pages and emails of advisors and the admin, who
 * choose their zone. A zone's rules (its offset, summer time, its abbreviation) are `Intl`'s; one
 * formatter per zone, built on first use. Dates in UTC are written by `format.ts` without `Intl`.
 */
import { toDate, type DateInput } from './format'
import { oncePerKey } from './once'

/** One per time zone asked for; advisors use a handful, so the map stays small. */
const zonedDateTime = oncePerKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }),
)

/** "May 3, 2026, 2:30 PM UTC", or in another time zone ("…, 10:30 AM EDT"). */
export function formatDateTime(value: DateInput, timeZone = 'UTC'): string {
  return zonedDateTime(timeZone).format(toDate(value))
}
