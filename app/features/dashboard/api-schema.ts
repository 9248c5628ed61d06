import { z } from 'zod'
import { PublicUserSchema } from '~/features/auth'
import { CALCULATOR_TYPES } from '~/features/calculators'

/**
 * What the /api/user endpoints answer (their requests are in schema.ts), for the OpenAPI
 * document. Kept equal to what the routes build by a type test in features/api/openapi.test.ts.
 */
export const AccountUserSchema = PublicUserSchema.extend({
  calculatorUsageCount: z.number().int(),
  profileCompletion: z.number().int().describe('Percent of the profile filled in.'),
})

/** GET /api/user/me. */
export const CurrentUserSchema = z.object({ user: AccountUserSchema })

/** PUT /api/user/profile and /api/user/investment-readiness. */
export const UpdatedUserSchema = z.object({ user: AccountUserSchema, message: z.string() })

export const SavedCalculationAnswerSchema = z.object({
  id: z.uuid(),
  calculatorType: z.enum(CALCULATOR_TYPES),
  data: z.object({
    inputs: z.string().describe('The calculator’s share query string, without "?".'),
    summary: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  timestamp: z.iso.datetime(),
  url: z.string().describe('The calculator page with these inputs.'),
})

/** POST /api/user/calculator-history: the saved item, or the latest one when it is the same. */
export const SavedCalculationResultSchema = SavedCalculationAnswerSchema.extend({
  duplicate: z.boolean(),
})

/**
 * GET /api/user/export: the account's data as a file. Described at its top level; the file says
 * its own `format` and `version`.
 */
export const AccountExportSchema = z.looseObject({
  format: z.literal('wealthward-account-export'),
  version: z.number().int(),
  exportedAt: z.iso.datetime(),
  account: z.looseObject({ id: z.uuid(), email: z.string() }),
})
