import { expect, test } from 'vitest'
import {
  activeTab,
  csvHref,
  FILTER_TABS,
  leadListSearch,
  pageLinks,
  sortLink,
  tabHref,
  type LeadListState,
} from './lead-list-links'

const plain: LeadListState = { sort: 'matched', dir: 'desc', page: 0 }

test('the plain list has no query; defaults are left out of links', () => {
  expect(leadListSearch(plain)).toBe('')
  expect(leadListSearch({ ...plain, q: 'ohio', page: 2 })).toBe('?q=ohio&page=2')
  expect(leadListSearch({ ...plain, sort: 'score', dir: 'asc', category: 'HOT' })).toBe(
    '?category=HOT&sort=score&dir=asc',
  )
})

test('a tab replaces the filter, keeps the search and the sort, and goes back to page 1', () => {
  const state: LeadListState = { ...plain, status: 'NEW', q: 'lee', sort: 'score', page: 3 }
  const hot = FILTER_TABS.find((tab) => tab.id === 'hot')!
  const all = FILTER_TABS.find((tab) => tab.id === 'all')!
  expect(tabHref(state, hot)).toBe('/ria/dashboard?category=HOT&q=lee&sort=score&dir=desc')
  expect(tabHref(plain, all)).toBe('/ria/dashboard')
  expect(activeTab({ status: 'NEW' })?.label).toBe('New')
  expect(activeTab({})?.label).toBe('All Leads')
  // COLD leads are not sold, so the portal has no Cold tab.
  expect(FILTER_TABS.map((tab) => tab.label)).toEqual(['All Leads', 'Hot', 'Warm', 'New'])
  // A status without a tab of its own (reached from a link) selects none.
  expect(activeTab({ status: 'QUALIFIED' })).toBeNull()
})

test('a header sorts its column, names A–Z first, others largest first; again reverses it', () => {
  expect(sortLink(plain, 'matched')).toEqual({
    href: '/ria/dashboard?sort=matched&dir=asc',
    ariaSort: 'descending',
  })
  expect(sortLink(plain, 'name')).toEqual({
    href: '/ria/dashboard?sort=name&dir=asc',
    ariaSort: 'none',
  })
  expect(sortLink({ ...plain, page: 4 }, 'score').href).toBe('/ria/dashboard?sort=score&dir=desc')
  expect(sortLink({ ...plain, sort: 'score', dir: 'asc' }, 'score')).toEqual({
    href: '/ria/dashboard?sort=score&dir=desc',
    ariaSort: 'ascending',
  })
  // Reversing the default order returns to the plain list.
  expect(sortLink({ ...plain, dir: 'asc' }, 'matched').href).toBe('/ria/dashboard')
})

test('paging links stop at either end, and a page past the end leads back to the last one', () => {
  expect(pageLinks(plain, 3)).toEqual({ previous: null, next: '/ria/dashboard?page=1' })
  expect(pageLinks({ ...plain, page: 1, category: 'WARM' }, 3)).toEqual({
    previous: '/ria/dashboard?category=WARM',
    next: '/ria/dashboard?category=WARM&page=2',
  })
  expect(pageLinks({ ...plain, page: 2 }, 3).next).toBeNull()
  expect(pageLinks({ ...plain, page: 9 }, 3)).toEqual({
    previous: '/ria/dashboard?page=2',
    next: null,
  })
  expect(pageLinks(plain, 0)).toEqual({ previous: null, next: null })
})

test('the CSV link carries the filters and the order but not the page', () => {
  expect(csvHref({ ...plain, category: 'HOT', q: 'a&b', sort: 'score', dir: 'asc', page: 2 })).toBe(
    '/api/ria/leads.csv?category=HOT&q=a%26b&sort=score&dir=asc',
  )
  expect(csvHref(plain)).toBe('/api/ria/leads.csv')
})
