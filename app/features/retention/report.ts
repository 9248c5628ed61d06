/** What a rule did in one run of the retention job. Counts only: never anything that names a person. */
export type RuleReport =
  | { rule: string; status: 'done'; counts: Record<string, number>; summary: string }
  /** Another copy of the job was applying this rule at that moment. */
  | { rule: string; status: 'busy' }
  | { rule: string; status: 'failed'; error: string }

/** One line per rule, for `npm run retention`. */
export function formatRetentionReport(reports: readonly RuleReport[]): string[] {
  const width = Math.max(0, ...reports.map((report) => report.rule.length))
  return reports.map((report) => {
    const name = report.rule.padEnd(width)
    if (report.status === 'busy') return `${name}  skipped: another copy was applying it`
    if (report.status === 'failed') return `${name}  FAILED: ${report.error}`
    return `${name}  ${report.summary}`
  })
}
