import { useEffect, useId, useState } from 'react'
import { describeRule, type NumberField as FieldRule } from '../params'
import { useReportInvalid } from './stale-results'

interface NumberFieldProps {
  label: string
  value: number
  rule: FieldRule
  onValueChange: (value: number) => void
  step?: number
  prefix?: string
  suffix?: string
  hint?: string
  name?: string
}

/**
 * A number input that keeps exactly what the person typed. A value that is not a number or is out
 * of range is explained under the field, and the calculation keeps using the last valid value.
 */
export function NumberField({
  label,
  value,
  rule,
  onValueChange,
  step,
  prefix,
  suffix,
  hint,
  name,
}: NumberFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState(String(value))
  const [error, setError] = useState<string | null>(null)
  useReportInvalid(id, error !== null)

  // A change from outside (reset, shared link, saved numbers) replaces the draft.
  useEffect(() => {
    setDraft((current) =>
      Number(current) === value && current.trim() !== '' ? current : String(value),
    )
    setError(null)
  }, [value])

  function onChange(text: string) {
    setDraft(text)
    const cleaned = text.replace(/[$,%\s]/g, '')
    const parsed = Number(cleaned)
    const valid =
      cleaned !== '' &&
      Number.isFinite(parsed) &&
      (rule.min === undefined || parsed >= rule.min) &&
      (rule.max === undefined || parsed <= rule.max) &&
      (!rule.integer || Number.isInteger(parsed))
    if (!valid) {
      setError(
        rule.integer && Number.isFinite(parsed) && !Number.isInteger(parsed)
          ? 'Enter a whole number'
          : describeRule(rule, prefix, suffix),
      )
      return
    }
    setError(null)
    onValueChange(parsed)
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-1">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          step={step}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
            undefined
          }
          className={`field-input ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-9' : ''} ${error ? 'border-red-700' : ''}`}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
