/**
 * Pages of a list. One rule for every list, page and API alike: an empty list still has one
 * (empty) page, so a list UI can always say "page 1 of 1" and never links to page 0 of 0.
 */
export function totalPages(totalElements: number, size: number): number {
  return Math.max(1, Math.ceil(totalElements / size))
}

/** One page of a list as the JSON API and the admin lists describe it (pages count from 0). */
export interface ListPage<Row> {
  content: Row[]
  totalElements: number
  totalPages: number
  page: number
  size: number
}

/** A page of rows already fetched with `LIMIT`/`OFFSET`, with the count of all rows. */
export function listPage<Row>(
  content: Row[],
  totalElements: number,
  page: number,
  size: number,
): ListPage<Row> {
  return { content, totalElements, totalPages: totalPages(totalElements, size), page, size }
}

/** Page `page` (from 0) of a list held in memory; a page past the end is empty. */
export function sliceListPage<Row>(
  items: readonly Row[],
  page: number,
  size: number,
): ListPage<Row> {
  return listPage(items.slice(page * size, page * size + size), items.length, page, size)
}

/** The blog's list page shows this many cards at a time; the rest are on `?page=2`, `?page=3` … */
export const POSTS_PER_PAGE = 12

/** Reads `?page=`: a whole number from 1; anything else is the first page. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

/** One page of a list (pages count from 1). A page past the end shows the last page rather than an empty one. */
export function pageOf<T>(items: readonly T[], requested: number, perPage = POSTS_PER_PAGE) {
  const pageCount = totalPages(items.length, perPage)
  const page = Math.min(Math.max(1, requested), pageCount)
  const start = (page - 1) * perPage
  return {
    items: items.slice(start, start + perPage),
    page,
    pageCount,
    /** 1-based positions of the first and last item shown (0 and 0 when the list is empty). */
    first: items.length ? start + 1 : 0,
    last: Math.min(start + perPage, items.length),
  }
}
