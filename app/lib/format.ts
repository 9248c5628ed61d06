/**
 * Numbers, dates and lengths of time for people to read, in US English. Every `Intl` formatter is
 * built once, here, at module level (building one costs far more than using it). Dates are
 * written in UTC unless a time zone is given, so the server's HTML and the browser's first render
 * agree. Money lives in `money.ts`, beside its rounding rule.
 */

const wholeNumber = new Intl.NumberFormat('en-US')
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const month = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' })
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })
const utcDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})
const utcDateTimeSeconds = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
})
const longUtcDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
})
/** One per time zone asked for; advisors use a handful, so the map stays small. */
const zonedDateTimes = new Map<string, Intl.DateTimeFormat>()

/** A date as an ISO timestamp, a YYYY-MM-DD day (read as UTC midnight) or a `Date`. */
export type DateInput = string | Date

const toDate = (value: DateInput) => (typeof value === 'string' ? new Date(value) : value)

/** "1,234": a count with thousands separators. */
export const formatCount = (n: number) => wholeNumber.format(n)

/** "12.5": at most one decimal place, none when it is zero. */
export const formatOneDecimal = (n: number) => upToOneDecimal.format(n)

/** A share of a total as a whole percentage ("45%", "1,250%"); 0% of nothing. */
export function percentOf(part: number, total: number): string {
  return `${formatCount(total > 0 ? Math.round((part / total) * 100) : 0)}%`
}

/** A length of time in the largest whole unit: "12 hours", "30 minutes", "30 days". */
export function formatDuration(seconds: number): string {
  const unit = (n: number, name: string) => `${formatCount(n)} ${name}${n === 1 ? '' : 's'}`
  if (seconds >= 86_400 && seconds % 86_400 === 0) return unit(seconds / 86_400, 'day')
  if (seconds >= 3_600 && seconds % 3_600 === 0) return unit(seconds / 3_600, 'hour')
  return unit(Math.round(seconds / 60), 'minute')
}

/** "May 3, 2026". */
export const formatDay = (value: DateInput) => day.format(toDate(value))

/** "May 3, 2026" written out: "December 26, 2024". */
export const formatLongDay = (value: DateInput) => longDay.format(toDate(value))

/** "May 3", for chart axes. */
export const formatShortDay = (value: DateInput) => shortDay.format(toDate(value))

/** "May", for chart axes. */
export const formatMonthName = (value: DateInput) => monthName.format(toDate(value))

/** "May 2026" for a YYYY-MM month (or any date inside it). */
export function formatMonth(value: DateInput): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) value = `${value}-01T00:00:00Z`
  return month.format(toDate(value))
}

/** "May 3, 2026, 2:30 PM" in UTC, for pages that say once that their times are UTC. */
export const formatUtcDateTime = (value: DateInput) => utcDateTime.format(toDate(value))

/** "May 3, 2026, 2:30:15 PM" in UTC, for logs where seconds tell lines apart. */
export const formatUtcDateTimeSeconds = (value: DateInput) =>
  utcDateTimeSeconds.format(toDate(value))

/** "May 3, 2026 at 2:30 PM" in UTC, for sentences. */
export const formatLongUtcDateTime = (value: DateInput) => longUtcDateTime.format(toDate(value))

/** "May 3, 2026, 2:30 PM UTC", or in another time zone ("…, 10:30 AM EDT"). */
export function formatDateTime(value: DateInput, timeZone = 'UTC'): string {
  let format = zonedDateTimes.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    })
    zonedDateTimes.set(timeZone, format)
  }
  return format.format(toDate(value))
}
