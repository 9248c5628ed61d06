import { describe, expect, test } from 'vitest'
import {
  listPage,
  POSTS_PER_PAGE,
  pageFromQuery,
  pageOf,
  sliceListPage,
  totalPages,
} from './pagination'

const items = Array.from({ length: 30 }, (_, i) => i + 1)

describe('pageFromQuery', () => {
  test('reads whole page numbers and treats anything else as the first page', () => {
    expect(pageFromQuery('3')).toBe(3)
    expect(pageFromQuery(null)).toBe(1)
    expect(pageFromQuery('')).toBe(1)
    expect(pageFromQuery('0')).toBe(1)
    expect(pageFromQuery('-2')).toBe(1)
    expect(pageFromQuery('2.5')).toBe(1)
    expect(pageFromQuery('two')).toBe(1)
    expect(pageFromQuery('99999')).toBe(1)
  })
})

describe('pageOf', () => {
  test('splits 30 items into pages of 12, 12 and 6', () => {
    expect(POSTS_PER_PAGE).toBe(12)
    const first = pageOf(items, 1)
    expect(first).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 12 })
    expect(first.items).toEqual(items.slice(0, 12))
    expect(pageOf(items, 2).items).toEqual(items.slice(12, 24))
    const last = pageOf(items, 3)
    expect(last).toMatchObject({ page: 3, first: 25, last: 30 })
    expect(last.items).toEqual(items.slice(24))
  })

  test('a page past the end is the last page; an empty list has one empty page', () => {
    expect(pageOf(items, 9)).toMatchObject({ page: 3, first: 25, last: 30 })
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0 })
    expect(pageOf(items.slice(0, 12), 2)).toMatchObject({ page: 1, pageCount: 1 })
  })
})

test('the page count is at least one, and rounds up', () => {
  expect(listPage([], 0, 0, 25).totalPages).toBe(1)
  expect(listPage([], 26, 0, 25).totalPages).toBe(2)
})

test('an empty list has one page; a partial last page counts as a page', () => {
  expect(totalPages(0, 20)).toBe(1)
  expect(totalPages(1, 20)).toBe(1)
  expect(totalPages(20, 20)).toBe(1)
  expect(totalPages(21, 20)).toBe(2)
})

test('a page of a list held in memory counts from 0 and keeps the totals', () => {
  expect(sliceListPage(items, 1, 12)).toEqual({
    content: items.slice(12, 24),
    totalElements: 30,
    totalPages: 3,
    page: 1,
    size: 12,
  })
  expect(sliceListPage([], 0, 12)).toEqual({
    content: [],
    totalElements: 0,
    totalPages: 1,
    page: 0,
    size: 12,
  })
})
