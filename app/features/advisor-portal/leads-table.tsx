import { Form, Link } from 'react-router'
import { TableScroll } from '~/features/calculators'
import { CategoryBadge, StatusBadge } from '~/features/leads'
import {
  activeTab,
  csvHref,
  DASHBOARD_PATH,
  DEFAULT_DIR,
  DEFAULT_SORT,
  FILTER_TABS,
  type FilterTab,
  type LeadListState,
  pageLinks,
  sortLink,
  tabHref,
} from './lead-list-links'
import { formatCount, formatDay } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import { STATUS_LABELS } from './portal-format'
import type { AdvisorStats, LeadPage, LeadSort } from './portal-types'

const tabCount = (tab: FilterTab, stats: AdvisorStats) =>
  ({
    all: stats.totalLeads,
    hot: stats.hotLeads,
    warm: stats.warmLeads,
    new: stats.newLeads,
  })[tab.id]

/** All Leads, Hot, Warm, New: links, so a filter can be bookmarked or opened in a new tab. */
function FilterTabs({ state, stats }: { state: LeadListState; stats: AdvisorStats }) {
  const active = activeTab(state)
  return (
    <nav aria-label="Filter leads">
      <ul className="flex flex-wrap gap-2">
        {FILTER_TABS.map((tab) => {
          const current = active?.id === tab.id
          return (
            <li key={tab.id}>
              <Link
                to={tabHref(state, tab)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ${
                  current
                    ? 'bg-brand-600 text-white'
                    : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
                }`}
              >
                {tab.label}
                <span
                  className={`rounded-full px-2 text-xs tabular-nums ${current ? 'bg-brand-800' : 'bg-white'}`}
                >
                  {formatCount(tabCount(tab, stats))}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
      {!active && state.status ? (
        <p className="mt-2 text-sm text-slate-700">
          Showing leads with status {STATUS_LABELS[state.status]}.
        </p>
      ) : null}
    </nav>
  )
}

/** A GET form: the search lands in the URL with the current filter and sort. */
function SearchBox({ state }: { state: LeadListState }) {
  return (
    <Form
      method="get"
      action={DASHBOARD_PATH}
      role="search"
      className="flex flex-wrap items-end gap-2"
    >
      {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
      {state.status ? <input type="hidden" name="status" value={state.status} /> : null}
      {state.sort !== DEFAULT_SORT || state.dir !== DEFAULT_DIR ? (
        <>
          <input type="hidden" name="sort" value={state.sort} />
          <input type="hidden" name="dir" value={state.dir} />
        </>
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor="lead-search" className="block text-sm font-semibold text-slate-800">
          Search leads
        </label>
        <input
          id="lead-search"
          type="search"
          name="q"
          defaultValue={state.q ?? ''}
          key={state.q ?? ''}
          maxLength={100}
          placeholder="Name, email, city or state"
          className="field-input mt-1"
        />
      </div>
      <button type="submit" className="btn-primary">
        Search
      </button>
    </Form>
  )
}

const COLUMNS: { label: string; sort?: LeadSort; numeric?: boolean }[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Score', sort: 'score', numeric: true },
  { label: 'Category' },
  { label: 'Location' },
  { label: 'Investable assets', sort: 'assets', numeric: true },
  { label: 'Status', sort: 'status' },
  { label: 'Matched', sort: 'matched' },
]

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const path =
    direction === 'ascending'
      ? 'M6 14l4-4 4 4'
      : direction === 'descending'
        ? 'M6 10l4 4 4-4'
        : 'M7 8l3-3 3 3M7 12l3 3 3-3'
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function LeadsTable({
  state,
  page,
  stats,
}: {
  state: LeadListState
  page: LeadPage
  stats: AdvisorStats
}) {
  const links = pageLinks(state, page.totalPages)
  const first = page.page * page.size + 1
  const last = page.page * page.size + page.content.length
  const filtered = Boolean(state.q || state.category || state.status)
  return (
    <section
      aria-labelledby="leads-title"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-title" className="text-xl font-bold text-slate-900">
          Your leads
        </h2>
        <a href={csvHref(state)} download className="btn-secondary">
          Export CSV
        </a>
      </div>
      <div className="mt-4 space-y-4">
        <FilterTabs state={state} stats={stats} />
        <SearchBox state={state} />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {page.totalElements === 0
          ? 'No leads match.'
          : page.content.length === 0
            ? `This page is past the end of the ${formatCount(page.totalElements)} leads.`
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(page.totalElements)} ${page.totalElements === 1 ? 'lead' : 'leads'}${state.q ? ` for “${state.q}”` : ''}.`}
        {filtered ? (
          <>
            {' '}
            <Link to={DASHBOARD_PATH} className="font-medium text-brand-700 underline">
              Show all leads
            </Link>
          </>
        ) : null}
      </p>
      {page.content.length ? (
        <TableScroll label="Leads">
          <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              Leads matched to you. Choose a column heading with a link to sort by it.
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                {COLUMNS.map((column) => {
                  const sorting = column.sort ? sortLink(state, column.sort) : null
                  return (
                    <th
                      key={column.label}
                      scope="col"
                      aria-sort={
                        sorting && sorting.ariaSort !== 'none' ? sorting.ariaSort : undefined
                      }
                      className={`px-3 py-2 font-semibold text-slate-900 ${column.numeric ? 'text-right' : ''}`}
                    >
                      {sorting ? (
                        <Link
                          to={sorting.href}
                          className={`inline-flex min-h-11 items-center gap-1 underline-offset-2 hover:underline ${column.numeric ? 'flex-row-reverse' : ''}`}
                        >
                          {column.label}
                          <SortIcon direction={sorting.ariaSort} />
                        </Link>
                      ) : (
                        column.label
                      )}
                    </th>
                  )
                })}
              </tr>
            </thead>
            <tbody>
              {page.content.map((lead) => (
                <tr key={lead.id} className="border-b border-slate-200 hover:bg-slate-50">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    <Link
                      to={`/ria/leads/${lead.id}`}
                      className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
                    >
                      {lead.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{lead.score}</td>
                  <td className="px-3 py-2">
                    <CategoryBadge category={lead.category} />
                  </td>
                  <td className="px-3 py-2">{lead.location}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatDollars(lead.investableAssets)}
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={lead.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDay(lead.matchedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {page.totalElements > 0 ? (
        <nav
          aria-label="Pages of leads"
          className="mt-4 flex flex-wrap items-center justify-between gap-3"
        >
          {links.previous ? (
            <Link to={links.previous} className="btn-secondary">
              Previous
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm font-semibold text-slate-800">
            Page {formatCount(page.page + 1)} of {formatCount(Math.max(page.totalPages, 1))}
          </p>
          {links.next ? (
            <Link to={links.next} className="btn-secondary">
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}
