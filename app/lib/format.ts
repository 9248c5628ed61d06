/**
 * Numbers, dates and lengths of time for people to read, in US English. Numbers and UTC dates are
 * written here by hand, as `Intl` writes them for `en-US` (the tests compare the two over many
 * values), because in a browser the first `Intl` formatter loads ICU's data: 100–230 ms of main
 * thread at the fourfold slowdown Lighthouse gives a phone, on the first page a visitor opens (a
 * new tab or process; later pages of the site reuse it). Written by the same code on both sides, the
 * server's HTML and the browser's first render agree whatever ICU each has. Dates are written in
 * UTC; a date and time in a named time zone is `zoned-time.ts`'s, with `Intl`'s rules for the zone.
 * Money lives in `money.ts`, beside its rounding rule.
 */
/**
 * A finite, non-negative number rounded to `decimals` places, half up, as `Intl` rounds: on the
 * shortest decimal that reads back as the number (1.005 is "1.005", so it rounds to 1.01), not on
 * its binary value (1.00499999…). The whole part and the fraction, as digits.
 */
function roundDecimal(
  abs: number,
  decimals: number,
  shift = 0,
): { whole: string; fraction: string } {
  // toExponential() without an argument gives that shortest decimal: "1.005e+0".
  const [mantissa, exponent] = abs.toExponential().split('e') as [string, string]
  const digits = mantissa.replace('.', '')
  // The value is 0.<digits> × 10^point, divided by 10^shift; `keep` digits stay before rounding.
  const keep = Number(exponent) + 1 - shift + decimals
  const scaled =
    keep < 0
      ? 0n
      : BigInt(digits.slice(0, keep).padEnd(keep, '0') || '0') +
        ((digits[keep] ?? '') >= '5' ? 1n : 0n)
  const text = scaled.toString().padStart(decimals + 1, '0')
  return {
    whole: text.slice(0, text.length - decimals),
    fraction: text.slice(text.length - decimals),
  }
}

const THOUSANDS = ['', 'K', 'M', 'B', 'T']

/**
 * `value` with thousands separators and between `min` and `max` decimal places, after `prefix`
 * ("$") and its sign: what `Intl.NumberFormat('en-US', { minimumFractionDigits: min,
 * maximumFractionDigits: max })` writes ("-$1,234.5"). A negative number that rounds to zero keeps
 * its sign ("-0"), as there. `compact` writes it in thousands ("K"), millions, billions or
 * trillions at most, as `Intl`'s compact notation does ("$12.3K"; 999,950 is "$1M", not "$1000K").
 */
export function writeNumber(
  value: number,
  max: number,
  min = 0,
  prefix = '',
  compact = false,
): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  if (!Number.isFinite(value))
    return Number.isNaN(value) ? `${prefix}NaN` : `${sign}${prefix}\u221e`
  const abs = Math.abs(value)
  const power = abs && Number(abs.toExponential().split('e')[1])
  let step = compact ? Math.min(4, Math.max(0, Math.floor(power / 3))) : 0
  let { whole, fraction } = roundDecimal(abs, max, 3 * step)
  // Rounding up may reach the next step: 999.95K is 1M.
  if (compact && whole.length > 3 && step < 4)
    ({ whole, fraction } = roundDecimal(abs, max, 3 * ++step))
  fraction = fraction.slice(0, Math.max(min, fraction.search(/0*$/)))
  // Compact notation groups thousands only from five digits on ("$9007T", "$12,345T").
  if (!compact || whole.length > 4) whole = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${sign}${prefix}${whole}${fraction && '.'}${fraction}${THOUSANDS[step]}`
}

/** A date as an ISO timestamp, a YYYY-MM-DD day (read as UTC midnight) or a `Date`. */
export type DateInput = string | Date

export const toDate = (value: DateInput) => (typeof value === 'string' ? new Date(value) : value)

/** The months' names in US English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * A date in UTC written to `pattern`, as `Intl` writes en-US: {M} the month ("December"), {b} its
 * first three letters, {d} the day, {y} the year, {t} the time ("2:30"), {s} its seconds, {p} AM or
 * PM. An invalid date throws, as `Intl` does.
 */
function writeUtc(value: DateInput, pattern: string): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  const year = date.getUTCFullYear()
  const hours = date.getUTCHours()
  const month = MONTH_NAMES[date.getUTCMonth()]!
  const twoDigits = (n: number) => String(n).padStart(2, '0')
  const parts: Record<string, string | number> = {
    M: month,
    b: month.slice(0, 3),
    d: date.getUTCDate(),
    // `Intl` writes the year of the era without the era: the year before 1 is 1 (BC).
    y: year > 0 ? year : 1 - year,
    t: `${hours % 12 || 12}:${twoDigits(date.getUTCMinutes())}`,
    s: twoDigits(date.getUTCSeconds()),
    p: hours < 12 ? 'AM' : 'PM',
  }
  return pattern.replace(/\{(\w)\}/g, (_, part: string) => String(parts[part]))
}

/** "1,234": a count with thousands separators. */
export const formatCount = (n: number) => writeNumber(n, 3)

/** "12.5": at most one decimal place, none when it is zero. */
export const formatOneDecimal = (n: number) => writeNumber(n, 1)

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
export const formatDay = (value: DateInput) => writeUtc(value, '{b} {d}, {y}')

/** "May 3, 2026" written out: "December 26, 2024". */
export const formatLongDay = (value: DateInput) => writeUtc(value, '{M} {d}, {y}')

/** "May 3", for chart axes. */
export const formatShortDay = (value: DateInput) => writeUtc(value, '{b} {d}')

/** "May", for chart axes. */
export const formatMonthName = (value: DateInput) => writeUtc(value, '{b}')

/** "May 2026" for a YYYY-MM month (or any date inside it). */
export function formatMonth(value: DateInput): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) value = `${value}-01T00:00:00Z`
  return writeUtc(value, '{b} {y}')
}

/** "May 3, 2026, 2:30 PM" in UTC, for pages that say once that their times are UTC. */
export const formatUtcDateTime = (value: DateInput) => writeUtc(value, '{b} {d}, {y}, {t} {p}')

/** "May 3, 2026, 2:30:15 PM" in UTC, for logs where seconds tell lines apart. */
export const formatUtcDateTimeSeconds = (value: DateInput) =>
  writeUtc(value, '{b} {d}, {y}, {t}:{s} {p}')

/** "May 3, 2026 at 2:30 PM" in UTC, for sentences. */
export const formatLongUtcDateTime = (value: DateInput) =>
  writeUtc(value, '{M} {d}, {y} at {t} {p}')
