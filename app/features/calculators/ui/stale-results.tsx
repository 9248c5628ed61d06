import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'

type ReportInvalid = (field: string, invalid: boolean) => void

const InvalidFieldsContext = createContext<ReportInvalid | null>(null)

/**
 * Which of a calculator's fields hold a value it cannot use. While any does, the results still
 * show the last valid numbers, so they are stale.
 */
export function useInvalidFields() {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(() => new Set())
  const report = useCallback<ReportInvalid>((field, isInvalid) => {
    setInvalid((current) => {
      if (current.has(field) === isInvalid) return current
      const next = new Set(current)
      if (isInvalid) next.add(field)
      else next.delete(field)
      return next
    })
  }, [])
  return useMemo(() => ({ stale: invalid.size > 0, report }), [invalid, report])
}

export const InvalidFieldsProvider = InvalidFieldsContext.Provider

/** A field tells its calculator whether its value is refused; a removed field no longer counts. */
export function useReportInvalid(field: string, invalid: boolean) {
  const report = useContext(InvalidFieldsContext)
  useEffect(() => {
    report?.(field, invalid)
  }, [report, field, invalid])
  useEffect(() => () => report?.(field, false), [report, field])
}

export const STALE_RESULTS_NOTICE =
  'Out of date: these results are for your last valid numbers. Correct the field marked in red to update them.'

// Greyed by removing colour, not by fading: faded text would fall below WCAG contrast.
const STALE_CLASSES =
  'rounded-lg outline-2 outline-offset-4 outline-slate-400 outline-dashed grayscale'

/**
 * The results of a calculator, greyed while a field above them is invalid, under a visible notice
 * that says so. The notice is a polite live region, so a screen reader hears it too; the results
 * stay readable (not hidden from assistive technology), only marked as out of date.
 */
export function StaleResults({
  stale,
  className,
  children,
}: {
  stale: boolean
  className?: string
  children: React.ReactNode
}) {
  return (
    <>
      <p
        role="status"
        className={
          stale
            ? 'rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-950'
            : 'sr-only'
        }
      >
        {stale ? STALE_RESULTS_NOTICE : ''}
      </p>
      <div
        data-stale={stale ? 'true' : undefined}
        className={`${className ?? ''} ${stale ? STALE_CLASSES : ''}`}
      >
        {children}
      </div>
    </>
  )
}
