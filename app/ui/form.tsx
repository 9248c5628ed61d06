import {
  getInputProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
} from '@conform-to/react'
import { useEffect, useId, useMemo, useRef } from 'react'
import { toSubmissionResult, type FormAnswer } from '~/lib/form-answer'

/**
 * Every page form follows one pattern (docs/decisions/039-one-form-pattern.md): a Zod schema, read
 * by `parseWithZod` in the action and by Conform's `useForm` in the browser, and these components
 * to show the problems. Fields keep the id `field-<name>`, so the summary's links land on them.
 */
export const fieldId = (name: string) => `field-${name}`

/**
 * The action's answer (`FormAnswer`) as Conform's `lastResult`: a new one for each answer, so each
 * answer with problems takes focus, and the same one across renders.
 */
export function useLastResult(answer: FormAnswer | null | undefined) {
  return useMemo(() => (answer ? toSubmissionResult(answer) : undefined), [answer])
}

/** Conform's metadata of a form, whatever its schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's form fits here
type AnyForm = FormMetadata<any, string[]>
/** Conform's metadata of one field, whatever its type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type AnyField = FieldMetadata<any, any, string[]>

type ErrorSummaryProps = {
  /** The form's Conform metadata: its field errors make the list, its form errors the box. */
  form: AnyForm
  /** The action's answer given to `useForm`; each new one with problems takes focus. */
  lastResult?: unknown
  /** A message about the form from elsewhere (the loader), shown while the form has none. */
  message?: string | null
  /** Labels put in front of a message, for messages that do not name their field. */
  labels?: Record<string, string>
}

/**
 * The list of problems at the top of a form, and the box for a problem with the whole form (a
 * wrong password, a wait after too many attempts). Each entry of the list links to its field.
 * After a submission with problems, whether the browser or the server found them, the list (or
 * the box) takes focus, so keyboard and screen-reader users land on it; a change while the
 * visitor corrects a field does not move focus.
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  const { labels = {} } = props
  const summaryRef = useRef<HTMLDivElement>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const fieldErrors = Object.entries(props.form.allErrors).flatMap(
    ([name, messages]): [string, string][] =>
      name && messages.length ? [[name, messages[0]!]] : [],
  )
  const formError = props.form.errors?.[0] ?? null
  const signature = [...fieldErrors.map(([k, v]) => `${k}:${v}`), formError ?? ''].join('|')
  const focusTarget = () => summaryRef.current ?? messageRef.current

  // An answer from the server: focus once per answer, when its problems are on the page.
  const lastResult = props.lastResult
  const focusedFor = useRef<unknown>(undefined)
  useEffect(() => {
    if (!lastResult || focusedFor.current === lastResult) return
    const target = focusTarget()
    if (!target) return
    focusedFor.current = lastResult
    target.focus()
  }, [lastResult, signature])

  // A submission the browser stopped: focus once its problems have been drawn.
  const formId = props.form.id
  useEffect(() => {
    const element = formId ? document.getElementById(formId) : null
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onSubmit = () => {
      clearTimeout(timer)
      timer = setTimeout(() => focusTarget()?.focus())
    }
    element.addEventListener('submit', onSubmit)
    return () => {
      clearTimeout(timer)
      element.removeEventListener('submit', onSubmit)
    }
  }, [formId])

  const otherMessage = formError ? null : props.message
  return (
    <>
      {fieldErrors.length ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="error-summary-title"
          className="rounded-lg border-2 border-red-700 bg-red-50 p-4"
        >
          <h2 id="error-summary-title" className="text-lg font-bold text-red-900">
            {fieldErrors.length === 1
              ? 'There is a problem'
              : `There are ${fieldErrors.length} problems`}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-red-900">
            {fieldErrors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                  {labels[field] ? `${labels[field]}: ` : ''}
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {formError ? (
        <p ref={messageRef} role="alert" tabIndex={-1} className={FORM_MESSAGE_CLASS}>
          {formError}
        </p>
      ) : null}
      {otherMessage ? (
        <p role="alert" className={FORM_MESSAGE_CLASS}>
          {otherMessage}
        </p>
      ) : null}
    </>
  )
}

const FORM_MESSAGE_CLASS =
  'rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-900'

/** A field's problem, shown with the field and named by its `aria-describedby`. */
export function FieldMessage({
  id,
  message,
  className = '',
}: {
  id: string
  message: string | null | undefined
  className?: string
}) {
  if (!message) return null
  return (
    <p id={id} className={`mt-1 text-sm font-medium text-red-700 ${className}`.trim()}>
      {message}
    </p>
  )
}

/** The first problem of a Conform field. */
export const firstError = (field: AnyField | undefined) => field?.errors?.[0]

type FieldProps = {
  label: string
  hint?: string
  /** The field's Conform metadata: name, entered value and problem come from it. */
  field: AnyField
}

/** The id, name, entered value and accessibility attributes of a labelled control. */
function useControl(props: FieldProps) {
  const hintId = useId()
  const errorId = useId()
  const name = props.field.name
  const error = firstError(props.field)
  const describedBy =
    [props.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return {
    name,
    error,
    hintId,
    errorId,
    aria: {
      id: fieldId(name),
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  }
}

function LabelAndHint({
  name,
  label,
  hint,
  hintId,
}: {
  name: string
  label: string
  hint?: string
  hintId: string
}) {
  return (
    <>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </>
  )
}

type TextFieldProps = FieldProps &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'form'>

/** A labelled input with its hint and its problem wired up for assistive technology. */
export function TextField(props: TextFieldProps) {
  const { label, hint, className, field, ...input } = props
  const control = useControl(props)
  // Conform's value, key (to redraw after a reset) and form id; its own ids and ARIA are replaced.
  const { key, ...conform } = getInputProps(field, {
    type: (input.type ?? 'text') as Parameters<typeof getInputProps>[1]['type'],
    ariaAttributes: false,
  })
  return (
    <div className={className}>
      <LabelAndHint name={control.name} label={label} hint={hint} hintId={control.hintId} />
      <input
        key={key}
        {...conform}
        {...input}
        {...control.aria}
        className={`field-input mt-1 ${control.error ? 'border-red-700' : ''}`}
      />
      <FieldMessage id={control.errorId} message={control.error} />
    </div>
  )
}

type TextAreaFieldProps = FieldProps &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'form'>

/** A labelled text area, wired up like TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label, hint, className, field, ...area } = props
  const control = useControl(props)
  const { key, ...conform } = getTextareaProps(field, { ariaAttributes: false })
  return (
    <div className={className}>
      <LabelAndHint name={control.name} label={label} hint={hint} hintId={control.hintId} />
      <textarea
        key={key}
        {...conform}
        {...area}
        {...control.aria}
        className={`field-input mt-1 ${control.error ? 'border-red-700' : ''}`}
      />
      <FieldMessage id={control.errorId} message={control.error} />
    </div>
  )
}
