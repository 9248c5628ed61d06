import { useEffect, useId, useRef } from 'react'

/**
 * The list of problems at the top of a form. It takes focus when it appears, and each entry links
 * to its field, so keyboard and screen-reader users land on the problem.
 */
export function ErrorSummary({
  errors,
  labels = {},
}: {
  errors: Record<string, string>
  labels?: Record<string, string>
}) {
  const ref = useRef<HTMLDivElement>(null)
  const entries = Object.entries(errors)
  const signature = entries.map(([k, v]) => `${k}:${v}`).join('|')
  useEffect(() => {
    if (signature) ref.current?.focus()
  }, [signature])
  if (!entries.length) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-red-900">
        {entries.length === 1 ? 'There is a problem' : `There are ${entries.length} problems`}
      </h2>
      <ul className="mt-2 list-disc pl-5 text-red-900">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#field-${field}`} className="underline underline-offset-2">
              {labels[field] ? `${labels[field]}: ` : ''}
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

type TextFieldProps = {
  name: string
  label: string
  error?: string
  hint?: string
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>

/** A labelled input with its hint and inline error wired up for assistive technology. */
export function TextField({ name, label, error, hint, className, ...input }: TextFieldProps) {
  const hintId = useId()
  const errorId = useId()
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={`field-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={`field-${name}`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`field-input mt-1 ${error ? 'border-red-700' : ''}`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type TextAreaFieldProps = {
  name: string
  label: string
  error?: string
  hint?: string
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>

/** A labelled text area, wired up like TextField. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  className,
  ...area
}: TextAreaFieldProps) {
  const hintId = useId()
  const errorId = useId()
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={`field-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={`field-${name}`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`field-input mt-1 ${error ? 'border-red-700' : ''}`}
        {...area}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
