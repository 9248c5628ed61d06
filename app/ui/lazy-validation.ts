import type { Submission } from '@conform-to/react'
import { useCallback, useRef, useState } from 'react'

/** A form's check in the browser: `parseWithZod` with the form's schema. */
export type Validate<Values> = (formData: FormData) => Submission<Values, string[]>

/**
 * The browser check of a form on a page that must not load Zod up front (a page with a tight
 * JavaScript budget, docs/decisions/032-javascript-budgets.md). `load` imports a module that runs
 * the form's schema; `preload` starts it, on the first focus in the form. Until it has arrived the
 * form is posted unchecked and the action, which parses the same schema, answers with the
 * problems, so the visitor sees the same messages either way.
 *
 * `onValidate` goes to Conform's `useForm` as it is (undefined while the check is loading).
 */
export function useLazyValidation<Values>(load: () => Promise<Validate<Values>>) {
  const [validate, setValidate] = useState<Validate<Values> | null>(null)
  const started = useRef(false)
  const preload = useCallback(() => {
    if (started.current) return
    started.current = true
    load().then(
      (check) => setValidate(() => check),
      // A failed download is tried again on the next focus.
      () => {
        started.current = false
      },
    )
  }, [load])
  const onValidate = validate
    ? ({ formData }: { formData: FormData }) => validate(formData)
    : undefined
  return { onValidate, preload }
}
