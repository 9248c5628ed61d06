import { useEffect, useRef } from 'react'
import type { AdvisorAccountStatus } from '~/features/advisors'

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${
        active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-900'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  )
}

export const SIGN_IN_LABELS: Record<AdvisorAccountStatus, string> = {
  active: 'Can sign in',
  invited: 'Invite pending',
  'invite-expired': 'Invite expired',
  none: 'No account',
}

/** The states an advisor serves, short enough for a table cell. */
export function statesSummary(states: readonly string[], shown = 6) {
  if (states.length <= shown) return states.join(', ')
  return `${states.slice(0, shown).join(', ')} +${states.length - shown} more`
}

/**
 * The outcome of the last change, after the redirect that followed it. It takes focus so that
 * keyboard and screen-reader users hear it.
 */
export function Notice({
  message,
  tone = 'success',
}: {
  message: string
  tone?: 'success' | 'error'
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [message])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'success' ? 'status' : 'alert'}
      className={`rounded-lg border p-4 font-medium ${
        tone === 'success'
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-red-700 bg-red-50 text-red-900'
      }`}
    >
      {message}
    </div>
  )
}
