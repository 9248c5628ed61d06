import { z } from 'zod'
import { formatDollars } from '~/lib/money'
import { multilineText } from '~/lib/fields'
import { NOTHING_TO_CHANGE_MESSAGE, REVENUE_REQUIRED_MESSAGE } from './messages'
import { isTimeZone, zonedTimeToInstant } from './meeting-time'
import {
  SOLD_CATEGORIES,
  LEAD_SORTS,
  LEAD_STATUSES,
  RETURN_REASONS,
  type LeadChange,
  type LeadListQuery,
  type LeadSort,
  type ReturnReason,
} from './portal-types'
import { formatCount } from '~/lib/format'

/** The input schemas of the advisor portal: one per form and endpoint, for the pages and the API. */

export const NOTE_MAX_LENGTH = 2000
export const RETURN_DETAILS_MAX_LENGTH = 1000
export const SEARCH_MAX_LENGTH = 100
export const MAX_PAGE_SIZE = 100
/** Above any plausible client's yearly fees; catches a typo of extra zeros. */
export const MAX_EXPECTED_ANNUAL_REVENUE = 10_000_000

/** Blank form fields and query parameters count as not given. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** `hot`, ` Hot ` and `HOT` all name the category HOT. */
const upperCased = (value: unknown) => {
  const given = blankToUndefined(value)
  return typeof given === 'string' ? given.trim().toUpperCase() : given
}

const lowerCased = (value: unknown) => {
  const given = blankToUndefined(value)
  return typeof given === 'string' ? given.trim().toLowerCase() : given
}

/** "$4,800" typed in a form, or 4800 from JSON. */
const dollars = (value: unknown) => {
  const given = blankToUndefined(value)
  if (typeof given !== 'string') return given
  const digits = given.replace(/[$,\s]/g, '')
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : given
}

const STATUS_CHOICE_MESSAGE = `Choose a status: ${LEAD_STATUSES.join(', ')}`

export const LeadStatusSchema = z.enum(LEAD_STATUSES, { error: STATUS_CHOICE_MESSAGE })

const WHOLE_DOLLARS_MESSAGE = 'Enter the expected annual revenue in whole dollars'

/** A note's text: trimmed, plain, at most NOTE_MAX_LENGTH characters. */
const noteText = (missing: string) =>
  multilineText(missing).max(
    NOTE_MAX_LENGTH,
    `Keep the note to ${formatCount(NOTE_MAX_LENGTH)} characters or fewer`,
  )

/** Expected annual revenue in whole dollars; `missing` is said when none was given. */
const expectedRevenue = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : WHOLE_DOLLARS_MESSAGE) })
    .int(WHOLE_DOLLARS_MESSAGE)
    .min(1, 'Expected annual revenue must be more than $0')
    .max(
      MAX_EXPECTED_ANNUAL_REVENUE,
      `Expected annual revenue must be at most ${formatDollars(MAX_EXPECTED_ANNUAL_REVENUE)}`,
    )

const LeadCategorySchema = z.enum(SOLD_CATEGORIES, {
  error: `Choose a category: ${SOLD_CATEGORIES.join(', ')}`,
})

// Dates, scores and assets read best largest first; names and pipeline stages from the start.
const DEFAULT_DIRECTION: Record<LeadSort, 'asc' | 'desc'> = {
  matched: 'desc',
  score: 'desc',
  assets: 'desc',
  name: 'asc',
  status: 'asc',
}

/**
 * The leads table's filters, from a URLSearchParams-like object (`Object.fromEntries(params)`).
 * Without `dir`, each sort uses its natural direction (newest matches first).
 */
export const LeadListQuerySchema = z
  .object({
    status: z.preprocess(upperCased, LeadStatusSchema.optional()),
    category: z.preprocess(upperCased, LeadCategorySchema.optional()),
    q: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Search with text' })
        .trim()
        .max(SEARCH_MAX_LENGTH, `Keep the search to ${SEARCH_MAX_LENGTH} characters or fewer`)
        .optional(),
    ),
    sort: z.preprocess(
      lowerCased,
      z.enum(LEAD_SORTS, { error: `Sort by one of: ${LEAD_SORTS.join(', ')}` }).default('matched'),
    ),
    dir: z.preprocess(
      lowerCased,
      z.enum(['asc', 'desc'], { error: 'Sort direction is asc or desc' }).optional(),
    ),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Page is a whole number from 0' })
        .int('Page is a whole number from 0')
        .min(0, 'Page is a whole number from 0')
        .max(1_000_000, 'Page is a whole number from 0')
        .default(0),
    ),
    size: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `Page size is a whole number from 1 to ${MAX_PAGE_SIZE}` })
        .int(`Page size is a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .min(1, `Page size is a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `Page size is a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .default(20),
    ),
  })
  .transform(({ dir, ...query }): LeadListQuery => ({
    ...query,
    dir: dir ?? DEFAULT_DIRECTION[query.sort],
  }))

/** `PATCH /api/ria/leads/{id}` and the lead page's form. */
export const LeadChangeSchema = z
  .object({
    status: z.preprocess(upperCased, LeadStatusSchema.optional()),
    note: z.preprocess(blankToUndefined, noteText('Write the note as text').optional()),
    meetingAt: z.preprocess(
      blankToUndefined,
      z.iso
        .datetime({
          offset: true,
          error:
            'Give the meeting time as a date and time with its time zone, like 2026-06-03T14:00:00-05:00',
        })
        .optional(),
    ),
    expectedAnnualRevenue: z.preprocess(dollars, expectedRevenue(WHOLE_DOLLARS_MESSAGE).optional()),
  })
  .refine(
    (change) =>
      change.status !== undefined || change.note !== undefined || change.meetingAt !== undefined,
    NOTHING_TO_CHANGE_MESSAGE,
  )
  .refine((change) => change.status !== 'CONVERTED' || change.expectedAnnualRevenue !== undefined, {
    path: ['expectedAnnualRevenue'],
    message: REVENUE_REQUIRED_MESSAGE,
  })
  .transform((change): LeadChange => change)

const RETURN_REASON_VALUES = RETURN_REASONS.map((reason) => reason.value) as [
  ReturnReason,
  ...ReturnReason[],
]

/** `POST /api/ria/leads/{id}/return` and the lead page's "Request a return" form. */
export const ReturnRequestSchema = z.object({
  reason: z.enum(RETURN_REASON_VALUES, { error: 'Choose a reason from the list' }),
  details: z.preprocess(
    blankToUndefined,
    multilineText('Write the details as text')
      .max(
        RETURN_DETAILS_MAX_LENGTH,
        `Keep the details to ${formatCount(RETURN_DETAILS_MAX_LENGTH)} characters or fewer`,
      )
      .optional(),
  ),
})

export type ReturnRequestInput = z.infer<typeof ReturnRequestSchema>

/*
 * The lead page's forms: one schema each, read by Conform's `parseWithZod` in the page's action
 * and in the browser before sending (docs/decisions/039-one-form-pattern.md). They are built from
 * the API's field schemas above, so a form and `PATCH /api/ria/leads/{id}` accept the same values
 * and say the same things; only a missing field has the form's own message. The return and
 * contact forms take exactly the API's input and use its schemas.
 */

/** "Change status": one of the pipeline's statuses (the page offers only the allowed ones). */
export const StatusFormSchema = z
  .object({
    status: z.preprocess(
      upperCased,
      z.enum(LEAD_STATUSES, {
        error: (issue) =>
          issue.input === undefined ? 'Choose the new status' : STATUS_CHOICE_MESSAGE,
      }),
    ),
  })
  // Converting needs the revenue, which this form does not ask for; "Mark as converted" does.
  .refine((change) => change.status !== 'CONVERTED', {
    path: ['expectedAnnualRevenue'],
    message: REVENUE_REQUIRED_MESSAGE,
  })

/** "Mark as converted": the client's expected annual revenue. */
export const ConvertFormSchema = z.object({
  expectedAnnualRevenue: z.preprocess(dollars, expectedRevenue(REVENUE_REQUIRED_MESSAGE)),
})

/** "Add a note". */
export const NoteFormSchema = z.object({
  note: z.preprocess(blankToUndefined, noteText('Write the note before saving it')),
})

/**
 * The meeting form: a wall-clock time in the advisor's time zone, read as the instant it names.
 * Which times are allowed (a meeting may be logged after it happened) is the lead service's rule.
 */
export const MeetingFormSchema = z
  .object({
    meetingAt: z
      .string({ error: 'Choose the meeting date and time' })
      .trim()
      .min(1, 'Choose the meeting date and time'),
    timeZone: z.string().trim().max(100).default('UTC'),
  })
  .transform((form, ctx) => {
    const timeZone = form.timeZone || 'UTC'
    if (!isTimeZone(timeZone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['meetingAt'],
        message: 'Your browser sent a time zone we do not know; reload the page and try again',
      })
      return z.NEVER
    }
    const instant = zonedTimeToInstant(form.meetingAt, timeZone)
    if (!instant) {
      ctx.addIssue({
        code: 'custom',
        path: ['meetingAt'],
        message: 'Enter a date and time, like 06/02/2026 2:30 PM',
      })
      return z.NEVER
    }
    return { meetingAt: instant.toISOString(), timeZone }
  })

export const CONTACT_CHANNELS = ['email', 'phone'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** `POST /api/ria/leads/{id}/contact`: the advisor emailed or called the lead. */
export const ContactSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: 'Choose email or phone' }),
})
