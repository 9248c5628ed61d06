import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { SubmissionFormSchema } from './schema'
import {
  needsZeroExpensesConfirmation,
  ZERO_EXPENSES_FIELD,
  ZERO_EXPENSES_MESSAGE,
} from './zero-expenses'

/**
 * The page's form: a submission (SubmissionFormSchema), and $0 of monthly expenses confirmed with
 * the box under that field, which the form asks for once the other answers are right
 * (zero-expenses.ts). The JSON API takes the figure as sent.
 */
const AssessmentFormSchema = z.unknown().transform((raw, ctx) => {
  const parsed = SubmissionFormSchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: undefined })
    return z.NEVER
  }
  const confirmed =
    raw !== null && typeof raw === 'object'
      ? (raw as Record<string, unknown>)[ZERO_EXPENSES_FIELD]
      : undefined
  if (needsZeroExpensesConfirmation(parsed.data.monthlyExpenses, confirmed)) {
    ctx.issues.push({
      code: 'custom',
      message: ZERO_EXPENSES_MESSAGE,
      path: ['monthlyExpenses'],
      input: undefined,
    })
    return z.NEVER
  }
  return parsed.data
})

/**
 * The assessment form read with its schema: by the page's action, and in the browser, where it
 * loads on the first focus in the form (`useLazyValidation`), so the page does not load Zod up
 * front. The schema reads the form's text itself ("$52,000" is an amount, blank is missing), so
 * Conform's own coercion is off.
 */
export const validateAssessment = (formData: FormData) =>
  parseWithZod(formData, { schema: AssessmentFormSchema, disableAutoCoercion: true })
