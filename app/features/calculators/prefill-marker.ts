/**
 * The mark of a calculator opened with the visitor's assessment figures (decision 050): its query
 * parameter, reading it, and what the page says about it. Small and free of the calculators' math,
 * because every calculator page loads it; the mapping of figures is in prefill.ts.
 */

/** The query parameter that marks figures filled in from an assessment: its date, YYYY-MM-DD. */
export const PREFILL_PARAM = 'fromAssessment'

/** The marker's value when a signed-in user asked, but their account holds no usable figures. */
export const PREFILL_NONE = 'none'

/** The assessment's date as the marker writes it: its UTC calendar day. */
export function assessmentDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

export type PrefillMarker = { kind: 'filled'; assessedOn: Date } | { kind: 'none' }

/**
 * The marker in a calculator's query: the assessment's date (a real calendar day), or `none`;
 * anything else is no marker, and the page shows no note.
 */
export function readPrefillMarker(params: URLSearchParams): PrefillMarker | null {
  const value = params.get(PREFILL_PARAM)
  if (value === null) return null
  if (value === PREFILL_NONE) return { kind: 'none' }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const assessedOn = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(assessedOn.getTime()) || assessmentDay(assessedOn) !== value) return null
  return { kind: 'filled', assessedOn }
}

/**
 * Whether a request's address carries figures filled in from an assessment: such a page is
 * personal, so no shared cache may keep it (the server answers it `private, no-store`).
 */
export function carriesAssessmentFigures(url: URL): boolean {
  return url.searchParams.has(PREFILL_PARAM)
}

/** An address without the marker: what "Copy link" gives, since the note is about the sender. */
export function withoutPrefillMarker(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(PREFILL_PARAM)
  return url.toString()
}
