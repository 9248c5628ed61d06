export interface LegendEntry {
  label: string
  color: string
  kind: 'line' | 'bar'
  dashed?: boolean
  /** Printed after the label (a slice's amount and share). */
  detail?: string
}

/** A chart's legend as HTML: it wraps and zooms with the page's text. */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul
      className="flex flex-wrap justify-center gap-x-4 gap-y-1 py-2 text-sm text-slate-700"
      data-testid="chart-legend"
    >
      {entries.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={
              entry.kind === 'line'
                ? 'inline-block w-5 shrink-0 border-t-[3px]'
                : 'inline-block h-3 w-3 shrink-0 rounded-sm'
            }
            style={
              entry.kind === 'line'
                ? { borderColor: entry.color, borderTopStyle: entry.dashed ? 'dashed' : 'solid' }
                : { backgroundColor: entry.color }
            }
          />
          <span>
            {entry.label}
            {entry.detail ? <span className="text-slate-600">: {entry.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
