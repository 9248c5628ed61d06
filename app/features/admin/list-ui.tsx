import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { ListPage } from '~/lib/pagination'
import { formatCount } from '~/lib/format'

/** "12 subscribers · page 1 of 3", announced when a filter changes it. */
export function ListCount({
  page,
  noun,
  testId,
}: {
  page: Pick<ListPage<unknown>, 'totalElements' | 'totalPages' | 'page'>
  noun: [singular: string, plural: string]
  testId?: string
}) {
  return (
    <p role="status" className="text-slate-700" data-testid={testId}>
      {page.totalElements === 1 ? `1 ${noun[0]}` : `${formatCount(page.totalElements)} ${noun[1]}`}
      {page.totalPages > 1 ? ` · page ${page.page + 1} of ${page.totalPages}` : ''}
    </p>
  )
}

/** Previous/next links under an admin list; nothing when everything fits on one page. */
export function Pager({
  page,
  label,
  href,
}: {
  page: Pick<ListPage<unknown>, 'totalPages' | 'page'>
  label: string
  href: (page: number) => string
}) {
  if (page.totalPages <= 1) return null
  return (
    <nav aria-label={label} className="flex flex-wrap gap-3">
      {page.page > 0 ? (
        <Link to={href(page.page - 1)} className="btn-secondary">
          Previous page
        </Link>
      ) : null}
      {page.page + 1 < page.totalPages ? (
        <Link to={href(page.page + 1)} className="btn-secondary">
          Next page
        </Link>
      ) : null}
    </nav>
  )
}

const TONES = {
  green: 'bg-green-100 text-green-900',
  slate: 'bg-slate-100 text-slate-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
} as const

export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  )
}

/** The outcome of a form on an admin page: polite status for success, alert for a problem. */
export function ActionMessage({ ok, message }: { ok: boolean; message: string }) {
  return ok ? (
    <p
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
    >
      {message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
    >
      {message}
    </p>
  )
}

/**
 * The second step of a destructive action: a titled box that takes focus when it appears, so
 * keyboard and screen-reader users land on the question.
 */
export function ConfirmPanel({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [title])
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="confirm-title"
      className="rounded-xl border-2 border-red-300 bg-red-50 p-4 sm:p-5"
    >
      <h2 id="confirm-title" className="text-lg font-bold text-red-900">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-slate-900">{children}</div>
    </section>
  )
}
