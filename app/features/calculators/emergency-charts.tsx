import type { ChartConfiguration } from 'chart.js'
import { useMemo } from 'react'
import type { EmergencyResult, GoalTimelineStep } from './emergency'
import { formatDollars, formatPercent } from '~/lib/money'
import { LazyChart } from './ui/lazy-chart'
import { Tabs } from './ui/tabs'

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

const money = { ticks: { callback: (value: string | number) => formatDollars(Number(value)) } }

function progressChart(result: EmergencyResult): ChartConfiguration {
  return {
    type: 'line',
    data: {
      labels: result.progressSeries.map((p) => (p.month === 0 ? 'Now' : String(p.month))),
      datasets: [
        {
          label: 'Emergency fund',
          data: result.progressSeries.map((p) => p.balance),
          borderColor: '#2563eb',
          backgroundColor: 'rgba(37,99,235,0.12)',
          fill: true,
          pointRadius: 0,
        },
        {
          label: 'Target',
          data: result.progressSeries.map((p) => p.target),
          borderColor: '#16a34a',
          borderDash: [6, 4],
          pointRadius: 0,
        },
      ],
    },
    options: {
      scales: {
        x: { title: { display: true, text: 'Months from now' } },
        y: { beginAtZero: true, ...money },
      },
    },
  }
}

function breakdownChart(result: EmergencyResult): ChartConfiguration {
  return {
    type: 'doughnut',
    data: {
      labels: result.expenseBreakdown.map((share) => share.label),
      datasets: [
        {
          label: 'Monthly expenses',
          data: result.expenseBreakdown.map((share) => share.amount),
          backgroundColor: EXPENSE_COLORS,
        },
      ],
    },
    options: {
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (item) => {
              const share = result.expenseBreakdown[item.dataIndex]
              return share
                ? `${formatDollars(share.amount)} a month (${formatPercent(share.percent, 1)})`
                : ''
            },
          },
        },
      },
    },
  }
}

function timelineChart(steps: readonly GoalTimelineStep[]): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: steps.map((step) => [
        step.label.replace(' of expenses', ''),
        formatDollars(step.amount),
      ]),
      datasets: [
        {
          label: 'Months to reach',
          data: steps.map((step) => step.monthsNeeded),
          backgroundColor: steps.map((step) => timelineStatus(step.monthsNeeded).color),
          // A goal already reached is 0 months: still drawn, so its tooltip can be found.
          minBarLength: 6,
        },
      ],
    },
    options: {
      // The whole column answers the pointer, so a goal already reached (a tiny bar) shows its tooltip too.
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (items) => {
              const step = steps[items[0]?.dataIndex ?? -1]
              return step ? `${step.label}: ${formatDollars(step.amount)}` : ''
            },
            label: (item) => timelineStatus(steps[item.dataIndex]?.monthsNeeded ?? null).text,
          },
        },
      },
      scales: { y: { beginAtZero: true, title: { display: true, text: 'Months of saving' } } },
    },
  }
}

export function EmergencyCharts({
  result,
  tab,
  onTabChange,
}: {
  result: EmergencyResult
  tab: EmergencyChartTab
  onTabChange: (tab: EmergencyChartTab) => void
}) {
  const config = useMemo(() => {
    if (tab === 'breakdown') return breakdownChart(result)
    if (tab === 'timeline') return timelineChart(result.goalTimeline)
    return progressChart(result)
  }, [tab, result])
  return (
    <div className="no-print rounded-2xl border border-slate-200 bg-white p-4">
      <Tabs label="Charts" tabs={EMERGENCY_CHART_TABS} selected={tab} onSelect={onTabChange}>
        <LazyChart
          config={config}
          label={`${EMERGENCY_CHART_TABS.find((t) => t.id === tab)?.label} chart. The same figures are in the tables below.`}
        />
      </Tabs>
    </div>
  )
}
