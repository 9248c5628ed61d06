/** The list page shows this many cards at a time; the rest are on `?page=2`, `?page=3` … */
export const POSTS_PER_PAGE = 12

/** Reads `?page=`: a whole number from 1; anything else is the first page. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

/** One page of a list. A page past the end shows the last page rather than an empty one. */
export function pageOf<T>(items: readonly T[], requested: number, perPage = POSTS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
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
