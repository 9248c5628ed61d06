import { z } from 'zod'
import { roundHalfAwayFromZero } from '~/lib/money'
import { EmailSchema, HoneypotSchema } from '~/lib/fields'
import { US_STATE_CODES } from './us-states'

const MAX_DOLLARS = 100_000_000

/**
 * Whole dollars from 0 up: accepts "52,000" or "$52,000" from a form; cents are rounded away.
 * A blank field is missing, not $0: scoring someone on an amount they never gave would mislead.
 */
const dollars = (label: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value
      const cleaned = value.replace(/[$,\s]/g, '')
      return cleaned === '' ? undefined : Number(cleaned)
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `Enter ${label} (0 if none)` : `Enter ${label} as a number`,
      })
      .refine((n) => Number.isFinite(n), `Enter ${label} as a number`)
      .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} cannot be negative`)
      .max(MAX_DOLLARS, `Enter ${label} under $100,000,000`)
      .transform((n) => roundHalfAwayFromZero(n)),
  )

/**
 * Blank (from a form) and null (from a JSON client) both mean "not given": an optional field may
 * be sent either way or left out.
 */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

/** A US phone number: 10 digits (an optional leading 1 is dropped), stored as (NNN) NNN-NNNN. */
const PhoneSchema = z
  .string()
  .trim()
  .transform((raw) => raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .refine(
    (digits) => /^[2-9]\d{2}[2-9]\d{6}$/.test(digits),
    'Enter a 10-digit US phone number, like (555) 201-0123',
  )
  .transform((d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`)

const checkbox = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on',
  z.boolean(),
)

/**
 * The Investment Readiness form (seed 000 §2 and §5), one schema for the browser and the server.
 * Submitting it is the visitor's consent to be contacted by email (the disclosure beside the button);
 * phone and text contact need `phoneConsent`.
 */
export const AssessmentSchema = z.object({
  firstName: z
    .string({ error: 'Enter your first name' })
    .trim()
    .min(1, 'Enter your first name')
    .max(60, 'Keep your first name under 60 characters'),
  lastName: z
    .string({ error: 'Enter your last name' })
    .trim()
    .min(1, 'Enter your last name')
    .max(60, 'Keep your last name under 60 characters'),
  email: EmailSchema,
  phone: z.preprocess(blankToUndefined, PhoneSchema.optional()),
  age: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Enter your age' })
      .int('Enter your age in whole years')
      .min(18, 'You must be 18 or older to use this service')
      .max(100, 'Enter an age from 18 to 100'),
  ),
  city: z
    .string({ error: 'Enter your city' })
    .trim()
    .min(1, 'Enter your city')
    .max(80, 'Keep the city under 80 characters'),
  state: z.enum(US_STATE_CODES, { error: 'Choose your state' }),
  annualIncome: dollars('your annual income'),
  totalDebt: dollars('your total debt'),
  emergencyFund: dollars('your emergency fund'),
  monthlyExpenses: dollars('your monthly expenses'),
  investableAssets: dollars('your investable assets'),
  creditScore: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Enter a credit score from 300 to 850, or leave it blank' })
      .int('Enter a whole-number credit score')
      .min(300, 'Credit scores run from 300 to 850')
      .max(850, 'Credit scores run from 300 to 850')
      .optional(),
  ),
  phoneConsent: checkbox.default(false),
  /**
   * "Match me with advisors anyway": the visitor's express choice to be matched although their
   * browser sends Global Privacy Control or their email is on the do-not-sell list.
   */
  confirmMatching: checkbox.default(false),
  /** Where the visitor came from: the page's utm_* parameters, else the seed's defaults. */
  source: z.string().trim().max(100).default('investment-readiness-calculator'),
  medium: z.string().trim().max(100).default('organic'),
  campaign: z.string().trim().max(100).default('website'),
  website: HoneypotSchema,
})

export type AssessmentInput = z.infer<typeof AssessmentSchema>

export const MATCHING_CHOICES = ['score-only', 'advisors'] as const
export type MatchingChoice = (typeof MATCHING_CHOICES)[number]

export const MATCHING_CHOICE_ERROR =
  'Choose “Just show my score” or “Show my score and introduce me to advisors”'

/**
 * "Just show my score": only what the score needs, and the age (the site is for adults). Name,
 * contact details, place and the consent boxes are not asked for, and ignored if sent.
 */
export const ScoreOnlySchema = AssessmentSchema.pick({
  age: true,
  annualIncome: true,
  totalDebt: true,
  emergencyFund: true,
  monthlyExpenses: true,
  investableAssets: true,
  creditScore: true,
  source: true,
  medium: true,
  campaign: true,
  website: true,
})
export type ScoreOnlyInput = z.infer<typeof ScoreOnlySchema>

export type Submission =
  ({ matching: 'advisors' } & AssessmentInput) | ({ matching: 'score-only' } & ScoreOnlyInput)

const ChoiceSchema = z.enum(MATCHING_CHOICES, { error: MATCHING_CHOICE_ERROR })

/**
 * A submission of the assessment: `matching` says whether the visitor asked to be introduced to
 * advisors ('advisors', the whole form) or only wants their score ('score-only'). The page's form
 * must choose (`defaultChoice` unset); the API takes a missing `matching` as 'advisors', which is
 * what every submission meant before the choice existed (seed 000 §7). Every field's problem is
 * reported at once, the choice's included.
 */
export function submissionSchema(defaultChoice?: MatchingChoice) {
  return z.unknown().transform((raw, ctx): Submission => {
    const fields =
      raw !== null && typeof raw === 'object' && !Array.isArray(raw)
        ? (raw as Record<string, unknown>)
        : {}
    const given =
      fields.matching === undefined || fields.matching === '' ? defaultChoice : fields.matching
    const choice = ChoiceSchema.safeParse(given)
    const scoreOnly = !choice.success || choice.data === 'score-only'
    const parsed = scoreOnly
      ? ScoreOnlySchema.safeParse(fields)
      : AssessmentSchema.safeParse(fields)
    if (!choice.success)
      ctx.issues.push({
        code: 'custom',
        message: MATCHING_CHOICE_ERROR,
        path: ['matching'],
        input: given,
      })
    if (!parsed.success)
      for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: undefined })
    if (!choice.success || !parsed.success) return z.NEVER
    return scoreOnly
      ? { matching: 'score-only', ...parsed.data }
      : { matching: 'advisors', ...(parsed.data as AssessmentInput) }
  })
}

/** The page's form: the visitor must choose. */
export const SubmissionFormSchema = submissionSchema()
/** POST /api/leads/capture: a client that does not send `matching` asks to be introduced. */
export const SubmissionApiSchema = submissionSchema('advisors')
