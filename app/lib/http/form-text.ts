/**
 * The text of one posted form field, or `fallback` when it is missing or is a file (a file sent in
 * a text field is not text, and `String(file)` would make it "[object File]").
 */
export function formText(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}
