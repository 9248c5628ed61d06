import type { ReactNode } from 'react'

/** The title and one-line introduction of an admin page. */
export function AdminPageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
    </header>
  )
}

/** A titled box of the admin pages. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

/** A data table that scrolls sideways on a narrow screen instead of widening the page. */
export function Table({
  caption,
  children,
  className = '',
}: {
  caption: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={`overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  )
}
