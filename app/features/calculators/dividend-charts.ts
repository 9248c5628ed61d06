import type { ChartConfiguration, ChartType, TooltipItem } from 'chart.js'
import type { DividendYear } from './dividend'
import { formatDollars, formatPercent } from '~/lib/money'

export type ChartTab = 'growth' | 'split' | 'yield'
export const CHART_TABS = [
  { id: 'growth', label: 'Growth Over Time' },
  { id: 'split', label: 'Portfolio vs Dividends' },
  { id: 'yield', label: 'Yield Evolution' },
] as const satisfies readonly { id: ChartTab; label: string }[]

const asPercent = (value: number) => formatPercent(value)
const dollarTicks = {
  ticks: { callback: (value: string | number) => formatDollars(Number(value)) },
}
const percentTicks = { ticks: { callback: (value: string | number) => `${Number(value)}%` } }

function tooltip(format: (value: number) => string) {
  return {
    callbacks: {
      label: (item: TooltipItem<ChartType>) =>
        `${item.dataset.label ?? ''}: ${format(item.parsed.y ?? 0)}`,
    },
  }
}

/** Up to 30 years every year can be labelled; beyond that only every fifth year is. */
function yearAxis(labels: readonly string[]) {
  if (labels.length <= 30) return {}
  return {
    ticks: {
      autoSkip: false,
      callback: (_value: string | number, index: number) =>
        (index + 1) % 5 === 0 ? labels[index] : null,
    },
  }
}

export function dividendChartConfig(
  tab: ChartTab,
  rows: readonly DividendYear[],
): ChartConfiguration {
  const labels = rows.map((row) => `Year ${row.year}`)
  const x = yearAxis(labels)

  if (tab === 'split') {
    return {
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            type: 'line',
            label: 'Portfolio value',
            data: rows.map((r) => r.portfolioValue),
            borderColor: '#2563eb',
            backgroundColor: '#2563eb',
            pointRadius: 0,
            yAxisID: 'y',
            order: 0,
          },
          {
            type: 'bar',
            label: 'Annual dividends (after tax)',
            data: rows.map((r) => r.annualDividend),
            backgroundColor: '#16a34a',
            yAxisID: 'y1',
            order: 1,
          },
        ],
      },
      options: {
        plugins: { tooltip: tooltip(formatDollars) },
        scales: {
          x,
          y: {
            position: 'left',
            title: { display: true, text: 'Portfolio value' },
            ...dollarTicks,
          },
          y1: {
            position: 'right',
            grid: { drawOnChartArea: false },
            title: { display: true, text: 'Annual dividends' },
            ...dollarTicks,
          },
        },
      },
    }
  }

  if (tab === 'yield') {
    return {
      type: 'line',
      data: {
        labels,
        datasets: [
          {
            label: 'Current yield',
            data: rows.map((r) => r.currentYield),
            borderColor: '#2563eb',
            pointRadius: 0,
            borderWidth: 2,
          },
          {
            label: 'Yield on cost',
            data: rows.map((r) => r.yieldOnCost),
            borderColor: '#16a34a',
            borderDash: [6, 4],
            pointRadius: 0,
            borderWidth: 2,
          },
        ],
      },
      options: {
        plugins: { tooltip: tooltip(asPercent) },
        scales: { x, y: { beginAtZero: true, ...percentTicks } },
      },
    }
  }

  return {
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          label: 'Portfolio value',
          data: rows.map((r) => r.portfolioValue),
          borderColor: '#2563eb',
          backgroundColor: 'rgba(37,99,235,0.12)',
          fill: true,
          pointRadius: 0,
        },
        {
          label: 'Total invested',
          data: rows.map((r) => r.totalInvested),
          borderColor: '#64748b',
          borderDash: [6, 4],
          pointRadius: 0,
        },
        {
          label: 'Dividends received (after tax)',
          data: rows.map((r) => r.totalDividends),
          borderColor: '#16a34a',
          pointRadius: 0,
        },
      ],
    },
    options: {
      plugins: { tooltip: tooltip(formatDollars) },
      scales: { x, y: dollarTicks },
    },
  }
}
