import type { SubmissionResult } from '@conform-to/react'

/**
 * What a page action answers after a submission it did not accept: the first problem of each
 * field, the problem with the whole form, and the values to put back in the fields (never a
 * password). The page hands it to Conform's `useForm` as `lastResult` (`toSubmissionResult`), so
 * the same components show the server's problems and the browser's, with JavaScript or without.
 * A plain object rather than Conform's own reply keeps the answer readable in tests and logs.
 */
export type FormAnswer = {
  fieldErrors?: Record<string, string>
  formError?: string | null
  values?: Record<string, unknown> | null
}

/**
 * The problems Conform's `parseWithZod` found, as field name → first message, and the problem
 * with the whole form (a refinement without a path).
 */
export function problemsOf(submission: {
  status?: string
  error?: Record<string, string[] | null> | null
}): {
  fieldErrors: Record<string, string>
  formError: string | null
} {
  const fieldErrors: Record<string, string> = {}
  let formError: string | null = null
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    const first = messages?.[0]
    if (!first) continue
    if (name === '') formError = first
    else fieldErrors[name] = first
  }
  return { fieldErrors, formError }
}

/** A value as a form field holds it: text, "on" for a ticked box, nothing for an unticked one. */
function asFieldValue(value: unknown): string | string[] | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (value === true) return 'on'
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => {
      const field = asFieldValue(item)
      return typeof field === 'string' ? [field] : []
    })
    return items
  }
  return undefined
}

/** An action's answer as Conform's `lastResult`. */
export function toSubmissionResult(answer: FormAnswer): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {}
  for (const [name, message] of Object.entries(answer.fieldErrors ?? {})) error[name] = [message]
  if (answer.formError) error[''] = [answer.formError]
  const initialValue: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(answer.values ?? {})) {
    const field = asFieldValue(value)
    if (field !== undefined) initialValue[name] = field
  }
  return {
    status: Object.keys(error).length ? 'error' : 'success',
    initialValue,
    error,
  }
}
