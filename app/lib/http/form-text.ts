/**
 * The text of one posted form field, or `fallback` when it is missing or is a file (a file sent in
 * a text field is not text, and `String(file)` would make it "[object File]").
 */
export function formText(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}

/**
 * What a flat form held, to show it again after a refused post: each text field as typed, a
 * repeated name (ticked boxes) as its list, without the names in `omit` (a button's intent) and
 * without files. `payload` is Conform's `submission.payload`.
 */
export function formTexts(
  payload: Record<string, unknown>,
  omit: readonly string[] = [],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(payload)) {
    if (omit.includes(name)) continue
    if (typeof value === 'string') values[name] = value
    else if (Array.isArray(value))
      values[name] = value.filter((item): item is string => typeof item === 'string')
  }
  return values
}
