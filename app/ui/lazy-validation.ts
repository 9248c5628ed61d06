import type { Submission } from '@conform-to/react'
import { useCallback, useRef, useState } from 'react'

/** A form's check in the browser: `parseWithZod` with the form's schema (its input, its output). */
export type Validate<Values, Output = Values> = (
  formData: FormData,
) => Submission<Values, string[], Output>

/**
 * The browser check of a form on a page that must not load Zod up front (a page with a tight
 * JavaScript budget, docs/decisions/032-javascript-budgets.md). `load` imports a module that runs
 * the form's schema; `preload` starts it, on the first focus in the form. Until it has arrived the
 * form is posted unchecked and the action, which parses the same schema, answers with the
 * problems, so the visitor sees the same messages either way. A form that needs the checked
 * values before sending (the assessment) waits for `ready()` instead.
 *
 * `onValidate` goes to Conform's `useForm` as it is (undefined while the check is loading).
 */
export function useLazyValidation<Values, Output = Values>(
  load: () => Promise<Validate<Values, Output>>,
) {
  const [validate, setValidate] = useState<Validate<Values, Output> | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const ready = useCallback(() => {
    loading.current ??= load().then(
      (check) => setValidate(() => check),
      (error: unknown) => {
        // A failed download is tried again next time.
        loading.current = null
        throw error
      },
    )
    return loading.current
  }, [load])
  const preload = useCallback(() => {
    ready().catch(() => undefined)
  }, [ready])
  const onValidate = validate
    ? ({ formData }: { formData: FormData }) => validate(formData)
    : undefined
  return { onValidate, preload, ready }
}
