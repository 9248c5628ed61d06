import { z } from 'zod'

/** Rows per page of the admin lists. */
export const ADMIN_LIST_PAGE_SIZE = 25

/** A `?page=` value: counts from 0; anything odd is the first page. */
export const PageParamSchema = z.coerce.number().int().min(0).max(10_000).catch(0)

/** The query string's filled-in values, for a filter schema to parse (empty fields are absent). */
export function filledParams(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...params].filter(([, value]) => value.trim() !== ''))
}

/** Text put inside a `LIKE`/`ILIKE` pattern literally: its %, _ and backslashes are not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Text typed into a search box, matched literally anywhere inside `ILIKE`. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`
}

/**
 * A link to the same list with other values: the filters kept, `changes` applied (undefined or ''
 * removes a value), and the page reset unless it is one of the changes.
 */
export function listHref(
  path: string,
  filters: Record<string, string | number | undefined>,
  changes: Record<string, string | number | undefined> = {},
) {
  const params = new URLSearchParams()
  const merged: Record<string, string | number | undefined> = { ...filters, page: undefined }
  Object.assign(merged, changes)
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === '') continue
    if (key === 'page' && Number(value) === 0) continue
    params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
