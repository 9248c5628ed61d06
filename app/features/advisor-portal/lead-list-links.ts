/**
 * The leads table lives in the URL (`/ria/dashboard?category=HOT&sort=score&dir=desc&page=1`), so
 * every filter, sort and page is a plain link that works without JavaScript and can be bookmarked.
 * These helpers build those links from the current query.
 */
import type { LeadListQuery, LeadSort, LeadStatus, SoldCategory } from './portal-types'

/** The parts of the list query the URL carries (the page size is fixed by the page). */
export type LeadListState = Omit<LeadListQuery, 'size'>

export const DASHBOARD_PATH = '/ria/dashboard'
export const DEFAULT_SORT: LeadSort = 'matched'
export const DEFAULT_DIR = 'desc'

/**
 * The direction a column sorts in when first chosen, as LeadListQuerySchema's default: names A–Z
 * and statuses from the start of the pipeline; dates, scores and assets largest first.
 */
export const firstDirection = (sort: LeadSort): 'asc' | 'desc' =>
  sort === 'name' || sort === 'status' ? 'asc' : 'desc'

/** The query string for a state (with its "?"), leaving out defaults; "" for the plain list. */
export function leadListSearch(state: Partial<LeadListState>, options: { page?: boolean } = {}) {
  const params = new URLSearchParams()
  if (state.category) params.set('category', state.category)
  if (state.status) params.set('status', state.status)
  if (state.q) params.set('q', state.q)
  const sort = state.sort ?? DEFAULT_SORT
  const dir = state.dir ?? DEFAULT_DIR
  if (sort !== DEFAULT_SORT || dir !== DEFAULT_DIR) {
    params.set('sort', sort)
    params.set('dir', dir)
  }
  if (options.page !== false && state.page) params.set('page', String(state.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

export interface FilterTab {
  id: 'all' | 'hot' | 'warm' | 'new'
  label: string
  category?: SoldCategory
  status?: LeadStatus
}

/** The seed's filter tabs: All Leads, Hot, Warm, New (no Cold: COLD leads are not sold). */
export const FILTER_TABS: readonly FilterTab[] = [
  { id: 'all', label: 'All Leads' },
  { id: 'hot', label: 'Hot', category: 'HOT' },
  { id: 'warm', label: 'Warm', category: 'WARM' },
  { id: 'new', label: 'New', status: 'NEW' },
]

/** The tab matching the current filters, or null when they match none (e.g. a status from a link). */
export function activeTab(state: Pick<LeadListState, 'category' | 'status'>): FilterTab | null {
  return (
    FILTER_TABS.find((tab) => tab.category === state.category && tab.status === state.status) ??
    null
  )
}

/** A tab's link: its filter, keeping the search and the sort, back on the first page. */
export function tabHref(state: LeadListState, tab: FilterTab) {
  return `${DASHBOARD_PATH}${leadListSearch({ ...state, category: tab.category, status: tab.status, page: 0 })}`
}

/**
 * A column header's link and its `aria-sort`: choosing the sorted column again reverses it,
 * another column starts in its natural direction. Sorting returns to the first page.
 */
export function sortLink(state: LeadListState, column: LeadSort) {
  const active = state.sort === column
  const dir = active ? (state.dir === 'asc' ? 'desc' : 'asc') : firstDirection(column)
  return {
    href: `${DASHBOARD_PATH}${leadListSearch({ ...state, sort: column, dir, page: 0 })}`,
    ariaSort: active
      ? state.dir === 'asc'
        ? ('ascending' as const)
        : ('descending' as const)
      : ('none' as const),
  }
}

/** Previous and Next page links (null at either end); `page` counts from 0. */
export function pageLinks(state: LeadListState, totalPages: number) {
  const at = (page: number) => `${DASHBOARD_PATH}${leadListSearch({ ...state, page })}`
  return {
    previous: state.page > 0 ? at(Math.min(state.page, totalPages) - 1) : null,
    next: state.page + 1 < totalPages ? at(state.page + 1) : null,
  }
}

/** The CSV download with the table's current filters and order (every page). */
export function csvHref(state: LeadListState) {
  return `/api/ria/leads.csv${leadListSearch(state, { page: false })}`
}
