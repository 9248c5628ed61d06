import { DAY_MS } from '~/lib/time'
/**
 * How long the site keeps each kind of record (DECISIONS §11). The retention job deletes or
 * anonymises on these periods, and the privacy policy's retention table is written from them, so
 * the promise and the code cannot drift apart. Pure: the policy page imports it in the browser too.
 */

export type Period = { years: number } | { months: number } | { days: number }

export const RETENTION = {
  /** Engagement analytics events, from when they happened. */
  analyticsEvents: { months: 13 },
  /** A lead's contact and financial details, from its last activity (see lastActivity in the job). */
  leadDetails: { months: 24 },
  /**
   * The consent proof kept with a lead (disclosure text and version, time, page, choices), from the
   * submission: the FTC's Telemarketing Sales Rule (16 CFR 310.5) keeps consent records 5 years.
   */
  consentProof: { years: 5 },
  /** The log of emails sent, the queue and the outbox copies, from when the message was made. */
  emailRecords: { months: 12 },
  /**
   * Sessions, emailed-link tokens, Idempotency-Keys, rate-limit counters, lead owner proofs and
   * answers waiting for an owner's confirmation, after they expire.
   */
  afterExpiry: { days: 7 },
  /** A declined partner application, from the decision. */
  declinedApplications: { months: 12 },
} as const satisfies Record<string, Period>

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()

/**
 * The moment `period` before `now` (UTC). Calendar months and years: 13 months before 31 March is
 * the last day of February, never a day in March.
 */
export function periodBefore(now: Date, period: Period): Date {
  if ('days' in period) return new Date(now.getTime() - period.days * DAY_MS)
  const months = 'years' in period ? period.years * 12 : period.months
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const day = Math.min(now.getUTCDate(), daysInMonth(year, month))
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  )
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** "13 months", "5 years", "7 days": a period as the policy writes it. */
export function describePeriod(period: Period): string {
  if ('years' in period) return plural(period.years, 'year')
  if ('months' in period) return plural(period.months, 'month')
  return plural(period.days, 'day')
}

export interface RetentionRow {
  /** What is kept, as a reader would name it. */
  data: string
  /** How long, from when. */
  kept: string
  /** What happens then. */
  then: string
}

const expiry = describePeriod(RETENTION.afterExpiry)

/**
 * The schedule the retention job carries out, row by row, for the privacy policy and the README.
 * Every period in it comes from RETENTION.
 */
export const RETENTION_SCHEDULE: readonly RetentionRow[] = [
  {
    data: 'Assessment submissions (leads): your name, email address, phone number and city, and what advisors and we wrote about you',
    kept: `${describePeriod(RETENTION.leadDetails)} after the submission’s last activity: when you sent or updated it, when you asked an advisor to contact you, when an advisor or we recorded something on it (a status change, note, contact, meeting, return or change of advisor), or the time of a meeting booked with you, whichever is latest`,
    then: 'Anonymized: those details become “Deleted”, notes are erased, and the IP address and browser stored with your consent are removed. Your score, your answers about your finances, your age and your state stay for our statistics, without anything that names you',
  },
  {
    data: 'Proof of your consent to be contacted: the disclosure text and its version, the date and time, the page and the choices you made',
    kept: `${describePeriod(RETENTION.consentProof)} from your submission, and never less than as long as we keep your contact details`,
    then: 'Deleted',
  },
  {
    data: 'Engagement events',
    kept: `${describePeriod(RETENTION.analyticsEvents)} from when they happened`,
    then: 'Deleted',
  },
  {
    data: 'Emails: the record of each email we sent (recipient, subject, date, status), emails waiting to be sent, and stored copies of messages',
    kept: `${describePeriod(RETENTION.emailRecords)} from when the email was made`,
    then: 'Deleted',
  },
  {
    data: 'Sign-in sessions, sign-ins waiting for their second step, and password-reset, sign-in, email-confirmation and invitation links (their codes stored only as hashes)',
    kept: `Until they expire, then ${expiry}`,
    then: 'Deleted',
  },
  {
    data: 'Short-lived assessment records: the hashed code behind your browser’s assessment cookie, answers waiting for you to confirm them by email, and our stored answer to a request sent with a repeat-protection key',
    kept: `Until they expire, then ${expiry}`,
    then: 'Deleted',
  },
  {
    data: 'Security counters (how often a client or an account tried something, under a hashed key)',
    kept: `Until their time window ends, then ${expiry}`,
    then: 'Deleted',
  },
  {
    data: 'Declined partner applications',
    kept: `${describePeriod(RETENTION.declinedApplications)} after our decision`,
    then: 'Deleted',
  },
  {
    data: 'Accounts, with their saved calculations, goals, score history and linked Google or Facebook sign-ins',
    kept: 'Until you delete your account',
    then: 'Deleted with everything saved in it',
  },
]
