import type { DividendYear } from './dividend'
import { formatCompactDollars, formatDollars, formatNumber, formatPercent } from '~/lib/money'
import type { XYSpec } from '~/ui/charts/chart'

export type ChartTab = 'growth' | 'split' | 'yield'
export const CHART_TABS = [
  { id: 'growth', label: 'Growth Over Time' },
  { id: 'split', label: 'Portfolio vs Dividends' },
  { id: 'yield', label: 'Yield Evolution' },
] as const satisfies readonly { id: ChartTab; label: string }[]

const money = { formatTick: formatCompactDollars, formatValue: formatDollars }
const percent = (value: number) => formatPercent(value)

/** What each chart tab draws; the figures are those of the yearly breakdown table. */
export function dividendChart(tab: ChartTab, rows: readonly DividendYear[]): XYSpec {
  const labels = rows.map((row) => `Year ${row.year}`)

  if (tab === 'split') {
    return {
      ...money,
      labels,
      yTitle: 'Annual dividends',
      rightTitle: 'Portfolio value',
      series: [
        {
          kind: 'bar',
          label: 'Annual dividends (after tax)',
          values: rows.map((r) => r.annualDividend),
          color: '#16a34a',
        },
        {
          kind: 'line',
          label: 'Portfolio value',
          values: rows.map((r) => r.portfolioValue),
          color: '#2563eb',
          rightAxis: true,
        },
      ],
    }
  }

  if (tab === 'yield') {
    return {
      labels,
      formatTick: (value) => `${formatNumber(value, value % 1 === 0 ? 0 : 1)}%`,
      formatValue: percent,
      series: [
        {
          kind: 'line',
          label: 'Current yield',
          values: rows.map((r) => r.currentYield),
          color: '#2563eb',
        },
        {
          kind: 'line',
          label: 'Yield on cost',
          values: rows.map((r) => r.yieldOnCost),
          color: '#16a34a',
          dashed: true,
        },
      ],
    }
  }

  return {
    ...money,
    labels,
    series: [
      {
        kind: 'line',
        label: 'Portfolio value',
        values: rows.map((r) => r.portfolioValue),
        color: '#2563eb',
        fill: true,
      },
      {
        kind: 'line',
        label: 'Total invested',
        values: rows.map((r) => r.totalInvested),
        color: '#64748b',
        dashed: true,
      },
      {
        kind: 'line',
        label: 'Dividends received (after tax)',
        values: rows.map((r) => r.totalDividends),
        color: '#16a34a',
      },
    ],
  }
}
