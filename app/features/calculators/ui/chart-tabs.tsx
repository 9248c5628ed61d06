import { Tabs } from './tabs'

/** The text every calculator chart is described by: its figures are in the page's tables. */
export const CHART_DESCRIPTION = 'The same figures are in the tables below.'

/**
 * A calculator's charts: one drawn at a time, chosen by tabs. The chart is drawn on the server, so
 * it shows without JavaScript and in print (the tabs are left out of print).
 */
export function ChartTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  hrefFor,
  note,
  children,
}: {
  tabs: readonly { id: T; label: string }[]
  selected: T
  onSelect: (id: T) => void
  hrefFor: (id: T) => string
  /** A line under the chart (what its colours mean). */
  note?: string
  /** Draws the chart, given its accessible name. */
  children: (title: string) => React.ReactNode
}) {
  const label = tabs.find((t) => t.id === selected)?.label ?? ''
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 break-inside-avoid">
      <Tabs label="Charts" tabs={tabs} selected={selected} onSelect={onSelect} hrefFor={hrefFor}>
        {children(`${label} chart`)}
        {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
      </Tabs>
    </div>
  )
}
