import { formatCompactDollars, formatDollars } from '~/lib/money'
import type { XYSpec } from '~/ui/charts/chart'
import type { WealthYear } from './wealth'

export type WealthChartTab = 'real' | 'nominal'
export const WEALTH_CHART_TABS = [
  { id: 'real', label: 'Today’s Dollars' },
  { id: 'nominal', label: 'Future Dollars' },
] as const satisfies readonly { id: WealthChartTab; label: string }[]

/** Net worth by year as a band: the high and low lines around the expected one. */
export function wealthChart(tab: WealthChartTab, yearly: readonly WealthYear[]): XYSpec {
  const values = (scenario: 'low' | 'expected' | 'high') =>
    yearly.map((row) => (tab === 'real' ? row.real[scenario] : row.nominal[scenario]))
  return {
    labels: yearly.map((row) => (row.year === 0 ? 'Today' : `Year ${row.year}`)),
    formatTick: formatCompactDollars,
    formatValue: formatDollars,
    series: [
      { kind: 'line', label: 'High', values: values('high'), color: '#16a34a', dashed: true },
      { kind: 'line', label: 'Expected', values: values('expected'), color: '#2563eb', fill: true },
      { kind: 'line', label: 'Low', values: values('low'), color: '#d97706', dashed: true },
    ],
  }
}
