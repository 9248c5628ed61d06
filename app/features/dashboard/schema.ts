import { z } from 'zod'
import { GoalsSchema, nameSchema } from '~/features/auth'
import {
  CALCULATOR_SHORT_NAMES,
  CALCULATOR_TYPES,
  calculatorTypeFromName,
} from '~/features/calculators'
import { readInputObject } from '~/features/calculators'

export const EMAIL_CHANGE_MESSAGE =
  'Your email address can’t be changed here. Email us if you need to change it.'

export { ProfileFormSchema, type ProfileInput } from './profile-schema'

/** PUT /api/user/profile: any of the profile fields. The email is not one of them. */
export const ProfileUpdateSchema = z
  .object({
    firstName: nameSchema('first name').optional(),
    lastName: nameSchema('last name').optional(),
    goals: GoalsSchema.optional(),
    email: z.never({ error: EMAIL_CHANGE_MESSAGE }).optional(),
  })
  .refine(
    (body) =>
      body.firstName !== undefined || body.lastName !== undefined || body.goals !== undefined,
    'Send at least one of firstName, lastName or goals',
  )

export type ProfileUpdate = Omit<z.infer<typeof ProfileUpdateSchema>, 'email'>

/** PUT /api/user/investment-readiness. */
export const ReadinessScoreSchema = z.object({
  score: z
    .number({ error: 'Send the score as a whole number from 0 to 100' })
    .int('Send the score as a whole number from 0 to 100')
    .min(0, 'Send the score as a whole number from 0 to 100')
    .max(100, 'Send the score as a whole number from 0 to 100'),
})

/** Longest share query string we keep (a debt plan with 20 named debts fits easily). */
export const MAX_INPUTS_LENGTH = 4000

const CalculatorTypeSchema = z.enum(CALCULATOR_TYPES, {
  error: `Choose one of the calculators: ${CALCULATOR_TYPES.join(', ')}`,
})

const SHORT_NAMES = Object.keys(CALCULATOR_SHORT_NAMES)

/** A calculator's slug (`compound-interest`) or its short name (`compound`), as its slug. */
const CalculatorNameSchema = z
  .string({ error: `Choose one of the calculators: ${CALCULATOR_TYPES.join(', ')}` })
  .transform((name, context) => {
    const type = calculatorTypeFromName(name)
    if (type) return type
    context.addIssue({
      code: 'custom',
      message: `Choose one of the calculators: ${CALCULATOR_TYPES.join(', ')} (or ${SHORT_NAMES.join(', ')})`,
    })
    return z.NEVER
  })

const InputsSchema = z
  .string({ error: 'Send the calculator’s inputs as its query string' })
  .trim()
  .max(MAX_INPUTS_LENGTH, `Keep the inputs under ${MAX_INPUTS_LENGTH} characters`)
  .transform((inputs) => inputs.replace(/^\?/, ''))

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * POST /api/user/calculator-history (seed 001 §7: calculatorType, data, timestamp). calculatorType
 * is the calculator's slug or short name. `data` is either `{inputs}`, the calculator's share query
 * string (read as the page reads it), or a flat object of the calculator's inputs, checked by that
 * calculator's input schema. The summary is worked out on the server from the inputs.
 * `timestamp` is accepted for the seed's clients; the server's clock dates the entry.
 */
export const SaveCalculationSchema = z
  .object({
    calculatorType: CalculatorNameSchema,
    data: z
      .custom<Record<string, unknown>>(isObject, {
        error: 'Send data as an object with the calculator’s inputs',
      })
      // How the API's OpenAPI document describes this check, which JSON Schema cannot see.
      .meta({
        type: 'object',
        description:
          '`{inputs: <share query string>}`, or a flat object of the calculator’s inputs.',
      }),
    timestamp: z.iso.datetime({ offset: true, error: 'Send timestamp as an ISO date' }).optional(),
  })
  .transform(({ calculatorType, data }, context) => {
    if ('inputs' in data) {
      const inputs = InputsSchema.safeParse(data.inputs)
      if (inputs.success) return { calculatorType, inputs: inputs.data }
      for (const issue of inputs.error.issues) {
        context.addIssue({ code: 'custom', path: ['data', 'inputs'], message: issue.message })
      }
      return z.NEVER
    }
    const read = readInputObject(calculatorType, data)
    if (read.success) return { calculatorType, inputs: read.inputs }
    for (const [field, message] of Object.entries(read.fieldErrors)) {
      const path = field === 'inputs' ? ['data'] : ['data', ...field.split('.')]
      context.addIssue({ code: 'custom', path, message })
    }
    return z.NEVER
  })

export type SaveCalculationInput = z.infer<typeof SaveCalculationSchema>

/** The 'Save to my dashboard' form posted without JavaScript. */
export const SaveCalculationFormSchema = z.object({
  calculatorType: CalculatorTypeSchema,
  inputs: InputsSchema,
})

/** GET /api/user/calculator-history: newest first, `limit` (1–100, default 50) from `offset`. */
export const HistoryPageSchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .max(1_000_000, 'offset must be a whole number, 0 or more')
    .default(0),
})

export const NewsletterPreferenceSchema = z.object({
  newsletter: z.enum(['subscribe', 'unsubscribe'], { error: 'Choose subscribe or unsubscribe' }),
})

export { deleteAccountSchema } from './delete-account-schema'
