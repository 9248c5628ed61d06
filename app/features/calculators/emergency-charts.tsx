import { useMemo } from 'react'
import type { EmergencyResult, GoalTimelineStep } from './emergency'
import { formatCompactDollars, formatDollars, formatNumber } from '~/lib/money'
import { Chart, type ChartSpec } from '~/ui/charts/chart'
import { CHART_DESCRIPTION, ChartTabs } from './ui/chart-tabs'
import type { useChartTab } from './ui/use-chart-tab'

export type EmergencyChartTab = 'progress' | 'breakdown' | 'timeline'
export const EMERGENCY_CHART_TABS = [
  { id: 'progress', label: 'Savings Progress' },
  { id: 'breakdown', label: 'Expense Breakdown' },
  { id: 'timeline', label: 'Goal Timeline' },
] as const satisfies readonly { id: EmergencyChartTab; label: string }[]

/** Goal timeline status: colour on the chart, words everywhere (colour is never the only signal). */
export function timelineStatus(months: number | null) {
  if (months === 0) return { color: '#16a34a', text: 'Already achieved!' }
  if (months === null) return { color: '#dc2626', text: 'Not reached without monthly savings' }
  const text = `${months} ${months === 1 ? 'month' : 'months'} away`
  return { color: months <= 6 ? '#d97706' : '#dc2626', text }
}

export const EXPENSE_COLORS = ['#2563eb', '#0ea5e9', '#16a34a', '#d97706', '#9333ea', '#64748b']

const money = { formatTick: formatCompactDollars, formatValue: formatDollars }

function progressChart(result: EmergencyResult): ChartSpec {
  return {
    kind: 'xy',
    ...money,
    labels: result.progressSeries.map((p) => (p.month === 0 ? 'Now' : String(p.month))),
    xTitle: 'Months from now',
    series: [
      {
        kind: 'line',
        label: 'Emergency fund',
        values: result.progressSeries.map((p) => p.balance),
        color: '#2563eb',
        fill: true,
      },
      {
        kind: 'line',
        label: 'Target',
        values: result.progressSeries.map((p) => p.target),
        color: '#16a34a',
        dashed: true,
      },
    ],
    tooltip: (index) => {
      const point = result.progressSeries[index]
      return {
        heading: point ? (point.month === 0 ? 'Now' : `Month ${point.month}`) : '',
        lines: point
          ? [
              `Emergency fund: ${formatDollars(point.balance)}`,
              `Target: ${formatDollars(point.target)}`,
            ]
          : [],
      }
    },
  }
}

function breakdownChart(result: EmergencyResult): ChartSpec {
  return {
    kind: 'donut',
    formatValue: (amount) => `${formatDollars(amount)} a month`,
    slices: result.expenseBreakdown.map((share, i) => ({
      label: share.label,
      value: share.amount,
      color: EXPENSE_COLORS[i % EXPENSE_COLORS.length] ?? '#64748b',
    })),
  }
}

function timelineChart(steps: readonly GoalTimelineStep[]): ChartSpec {
  return {
    kind: 'xy',
    formatTick: (value) => formatNumber(value, 0),
    formatValue: (value) => formatNumber(value, 0),
    integers: true,
    legend: 'none',
    yTitle: 'Months of saving',
    labels: steps.map(
      (step) => `${step.label.replace(' of expenses', '')}\n${formatDollars(step.amount)}`,
    ),
    series: [
      {
        kind: 'bar',
        label: 'Months to reach',
        // A goal that is never reached has no bar; its tooltip says so.
        values: steps.map((step) => step.monthsNeeded ?? Number.NaN),
        color: '#dc2626',
        barColors: steps.map((step) => timelineStatus(step.monthsNeeded).color),
      },
    ],
    tooltip: (index) => {
      const step = steps[index]
      return {
        heading: step ? `${step.label}: ${formatDollars(step.amount)}` : '',
        lines: [timelineStatus(step?.monthsNeeded ?? null).text],
      }
    },
  }
}

/** What each chart tab draws; the figures are those of the tables below. */
export function emergencyChart(tab: EmergencyChartTab, result: EmergencyResult): ChartSpec {
  if (tab === 'breakdown') return breakdownChart(result)
  if (tab === 'timeline') return timelineChart(result.goalTimeline)
  return progressChart(result)
}

export function EmergencyCharts({
  result,
  chart,
}: {
  result: EmergencyResult
  chart: ReturnType<typeof useChartTab<EmergencyChartTab>>
}) {
  const spec = useMemo(() => emergencyChart(chart.tab, result), [chart.tab, result])
  return (
    <ChartTabs
      tabs={EMERGENCY_CHART_TABS}
      selected={chart.tab}
      onSelect={chart.select}
      hrefFor={chart.hrefFor}
    >
      {(title) => <Chart spec={spec} title={title} description={CHART_DESCRIPTION} />}
    </ChartTabs>
  )
}
