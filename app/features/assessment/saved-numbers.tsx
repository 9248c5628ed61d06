import { useEffect, useId, useRef, useState } from 'react'
import type { FinancialSnapshot, SnapshotFill } from './snapshot'
import { clearSnapshot, hasSavedSnapshot } from './snapshot-storage'
import { formatLongDay } from '~/lib/format'

/**
 * The snapshot saved in this browser, read after hydration: the server never sees it, so the first
 * render is the same for everyone and pages without a snapshot never change.
 */
export function useSavedSnapshot() {
  const [snapshot, setSnapshot] = useState<FinancialSnapshot | null>(null)
  useEffect(() => {
    // Reading needs the schema (and zod); only visitors who have something saved load it.
    if (!hasSavedSnapshot()) return
    let current = true
    import('./snapshot-schema')
      .then(({ loadSnapshot }) => {
        if (current) setSnapshot(loadSnapshot())
      })
      // Without the schema the numbers cannot be trusted: show nothing, as with no snapshot.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  return [snapshot, setSnapshot] as const
}

export const CLEARED_MESSAGE = 'Your saved numbers were removed from this browser.'

/** Removes the snapshot from this browser; the caller hides what showed it. */
export function ClearSavedNumbersButton({ onCleared }: { onCleared: () => void }) {
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => {
        clearSnapshot()
        onCleared()
      }}
    >
      Clear saved numbers
    </button>
  )
}

/**
 * A polite live region, in the page before it has anything to say (so that what it says is
 * announced) and taking no room until then. It takes focus when the button pressed disappears.
 */
export function useStatus() {
  const ref = useRef<HTMLParagraphElement>(null)
  const [message, setMessage] = useState('')
  const say = (text: string, { focus = false } = {}) => {
    setMessage(text)
    if (focus) ref.current?.focus()
  }
  return { ref, message, say }
}

export function StatusMessage({
  status,
  className = '',
}: {
  status: ReturnType<typeof useStatus>
  className?: string
}) {
  return (
    <p
      ref={status.ref}
      role="status"
      tabIndex={-1}
      className={status.message ? `focus:outline-none ${className}` : 'sr-only'}
    >
      {status.message}
    </p>
  )
}

/**
 * "May 3, 2026": the day in this browser's time zone (the panel renders only after hydration), so
 * a save made on a US evening reads as that evening's day, not the next day in UTC.
 */
function localDay(timestamp: string | number): string {
  const at = new Date(timestamp)
  return formatLongDay(new Date(Date.UTC(at.getFullYear(), at.getMonth(), at.getDate())))
}

/**
 * On a calculator: the visitor's saved assessment numbers, with a button that fills them in and one
 * that removes them from this browser. Meant as the first item of the calculator's grid, across both
 * columns; it renders nothing until a snapshot is found after hydration, so a visitor without one
 * gets exactly the server's page.
 */
export function SavedNumbersPanel({
  describe,
  onUse,
}: {
  describe: (snapshot: FinancialSnapshot) => SnapshotFill
  onUse: (snapshot: FinancialSnapshot) => void
}) {
  const [snapshot, setSnapshot] = useSavedSnapshot()
  const status = useStatus()
  const headingId = useId()
  const fill = snapshot ? describe(snapshot) : null
  const savedOn = snapshot ? localDay(snapshot.lastUpdated) : ''

  // Nothing at all until a snapshot is found; then the message stays after Clear hides the panel.
  if (!snapshot && !status.message) return null
  return (
    <div className="no-print space-y-2 lg:col-span-2">
      {snapshot && fill ? (
        <aside
          aria-labelledby={headingId}
          className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
        >
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            Your assessment numbers
          </h2>
          <p className="mt-1 text-slate-800">
            From your assessment on {savedOn}: {fill.text}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {fill.canUse ? (
              <button
                type="button"
                className="btn-primary"
                onClick={() => {
                  onUse(snapshot)
                  status.say(`Filled in your numbers from your assessment on ${savedOn}.`)
                }}
              >
                Use my assessment numbers
              </button>
            ) : null}
            <ClearSavedNumbersButton
              onCleared={() => {
                setSnapshot(null)
                status.say(CLEARED_MESSAGE, { focus: true })
              }}
            />
          </div>
        </aside>
      ) : null}
      <StatusMessage status={status} className="text-sm text-slate-800" />
    </div>
  )
}
