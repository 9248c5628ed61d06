const DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** "Jan 3, 2026". In UTC, so the server's HTML and the browser agree. */
export const formatDate = (iso: string) => DATE.format(new Date(iso))

/** "Jan 3", for chart labels. */
export const formatShortDate = (iso: string) => SHORT_DATE.format(new Date(iso))

/** The score colours of the assessment (seed 000 §2: green at 75, yellow at 50, red below). */
export function scoreTone(score: number): 'green' | 'yellow' | 'red' {
  return score >= 75 ? 'green' : score >= 50 ? 'yellow' : 'red'
}
