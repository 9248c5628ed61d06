import { useId } from 'react'
import { Form, Link } from 'react-router'
import { CATEGORY_INFO, type CategoryFilter } from './categories'
import { MAX_QUERY_LENGTH } from './search-limits'

/**
 * The list page's address for a filter, a search and a page, as the menus link to it
 * (`?category=`, `?q=`, `?page=`; the first page has no `page`).
 */
export function blogListHref(filter: CategoryFilter, query: string, page = 1) {
  const params = new URLSearchParams()
  const info = CATEGORY_INFO.find((c) => c.filter === filter)
  if (info) params.set('category', info.query)
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/blog?${search}` : '/blog'
}

const FILTER_BUTTONS: readonly { filter: CategoryFilter; label: string }[] = [
  { filter: 'all', label: 'All Posts' },
  ...CATEGORY_INFO.map((c) => ({ filter: c.filter, label: c.category })),
]

/** Category filter buttons (links, so they work without JavaScript and can be shared). */
export function CategoryFilters({ active, query }: { active: CategoryFilter; query: string }) {
  return (
    <nav aria-label="Article categories">
      <ul className="flex flex-wrap gap-2">
        {FILTER_BUTTONS.map(({ filter, label }) => {
          const current = filter === active
          return (
            <li key={filter}>
              <Link
                to={blogListHref(filter, query)}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                data-filter={filter}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'
                }`}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The search box (`?q=`); keeps the chosen category, and says what is wrong with a search. */
export function BlogSearch({
  active,
  query,
  error,
}: {
  active: CategoryFilter
  query: string
  error?: string
}) {
  const id = useId()
  const category = CATEGORY_INFO.find((c) => c.filter === active)?.query
  return (
    <Form
      method="get"
      action="/blog"
      role="search"
      preventScrollReset
      className="w-full sm:max-w-sm"
    >
      <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-800">
        Search articles
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={query}
          key={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. emergency fund"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`field-input ${error ? 'border-red-700' : ''}`}
        />
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <button type="submit" className="btn-primary shrink-0">
          Search
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  )
}

/** Links to the other pages of the list; each lands on the list itself, not the carousel above it. */
export function BlogPagination({
  filter,
  query,
  page,
  pageCount,
}: {
  filter: CategoryFilter
  query: string
  page: number
  pageCount: number
}) {
  if (pageCount < 2) return null
  const href = (n: number) => `${blogListHref(filter, query, n)}#articles`
  const step =
    'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800'
  return (
    <nav aria-label="Pages of articles" className="mt-10 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={step}>
          <span aria-hidden="true">←&nbsp;</span>Newer
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={`inline-flex size-11 items-center justify-center rounded-lg border font-semibold ${
                n === page
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'
              }`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={step}>
          Older<span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : null}
    </nav>
  )
}
