import type { ChartConfiguration } from 'chart.js'
import { addMonths, type Debt, type DebtPlan, type ScheduleRow, type YearMonth } from './debt'
import { debtLabel, formatShortMonth } from './debt-form'
import { formatDollars, formatPercent } from '~/lib/money'

export type DebtChartTab = 'timeline' | 'balance' | 'split' | 'debts'

export const DEBT_CHART_TABS = [
  { id: 'timeline', label: 'Payoff Timeline' },
  { id: 'balance', label: 'Balance Reduction' },
  { id: 'split', label: 'Principal vs Interest' },
  { id: 'debts', label: 'Individual Debts' },
] as const satisfies readonly { id: DebtChartTab; label: string }[]

/** Seed 001 §9: bar charts show about a dozen months, whatever the length of the plan. */
export const BAR_SAMPLES = 12

/** Seed 001 §9: bars by progress, 90% or more paid green, 50% or more amber, else red. */
export const PROGRESS_COLORS = { done: '#16a34a', half: '#d97706', early: '#dc2626' } as const

/** Seed 001 §9: five line colours, cycled when there are more debts. */
export const DEBT_LINE_COLORS = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed'] as const

export function progressColor(progressPercent: number): string {
  if (progressPercent >= 90) return PROGRESS_COLORS.done
  if (progressPercent >= 50) return PROGRESS_COLORS.half
  return PROGRESS_COLORS.early
}

export function debtLineColor(index: number): string {
  return DEBT_LINE_COLORS[index % DEBT_LINE_COLORS.length] ?? DEBT_LINE_COLORS[0]
}

/**
 * About `count` evenly spaced rows, always ending with the last month so the final bar shows the
 * plan's end; every row when the plan is that short.
 */
export function sampleRows<T>(rows: readonly T[], count = BAR_SAMPLES): T[] {
  if (rows.length <= count) return [...rows]
  const step = Math.ceil(rows.length / count)
  const sampled: T[] = []
  for (let index = step - 1; index < rows.length; index += step) {
    const row = rows[index]
    if (row !== undefined) sampled.push(row)
  }
  const last = rows.at(-1)
  if (last !== undefined && sampled.at(-1) !== last) sampled.push(last)
  return sampled
}

const moneyAxis = {
  beginAtZero: true,
  ticks: { callback: (value: string | number) => formatDollars(Number(value)) },
}

const moneyTooltip = {
  callbacks: {
    label: (item: { dataset: { label?: string }; parsed: { y: number | null } }) =>
      `${item.dataset.label ?? ''}: ${formatDollars(item.parsed.y ?? 0)}`,
  },
}

/** Line charts start from today's balances, before the first payment. */
const NOW_LABEL = 'Now'

export function debtChartConfig(
  tab: DebtChartTab,
  plan: DebtPlan,
  debts: readonly Debt[],
  start: YearMonth,
): ChartConfiguration {
  const monthLabel = (row: ScheduleRow) => formatShortMonth(addMonths(start, row.month))
  const rows = plan.monthlySchedule
  const lineLabels = [NOW_LABEL, ...rows.map(monthLabel)]

  if (tab === 'balance') {
    const sampled = sampleRows(rows)
    return {
      type: 'bar',
      data: {
        labels: sampled.map(monthLabel),
        datasets: [
          {
            label: 'Balance left',
            data: sampled.map((row) => row.balance),
            backgroundColor: sampled.map((row) => progressColor(row.progressPercent)),
          },
        ],
      },
      options: {
        scales: { y: moneyAxis },
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (item) => {
                const row = sampled[item.dataIndex]
                return `${formatDollars(item.parsed.y ?? 0)} left, ${formatPercent(row?.progressPercent ?? 0, 1)} paid off`
              },
            },
          },
        },
      },
    }
  }

  if (tab === 'split') {
    const sampled = sampleRows(rows)
    return {
      type: 'bar',
      data: {
        labels: sampled.map(monthLabel),
        datasets: [
          {
            label: 'Principal',
            data: sampled.map((row) => Math.max(0, row.principal)),
            backgroundColor: '#2563eb',
          },
          {
            label: 'Interest',
            data: sampled.map((row) => row.interest),
            backgroundColor: '#f87171',
          },
        ],
      },
      options: {
        scales: { x: { stacked: true }, y: { stacked: true, ...moneyAxis } },
        plugins: { tooltip: moneyTooltip },
      },
    }
  }

  if (tab === 'debts') {
    return {
      type: 'line',
      data: {
        labels: lineLabels,
        datasets: plan.balancesByDebt.map((series, i) => ({
          label: debtLabel(series.name, series.debtIndex),
          data: [debts[series.debtIndex]?.balance ?? 0, ...series.balances],
          borderColor: debtLineColor(i),
          backgroundColor: debtLineColor(i),
          pointRadius: 0,
          borderWidth: 2,
        })),
      },
      options: {
        interaction: { mode: 'index', intersect: false },
        scales: { y: moneyAxis },
        plugins: { tooltip: moneyTooltip },
      },
    }
  }

  // The timeline marks each month in which a debt is paid off.
  const paidOffIn = new Map<number, string[]>()
  for (const step of plan.payoffOrder) {
    const names = paidOffIn.get(step.month) ?? []
    names.push(debtLabel(step.name, step.debtIndex))
    paidOffIn.set(step.month, names)
  }
  let interestSoFar = 0
  const cumulativeInterest = rows.map((row) => (interestSoFar += row.interest))
  return {
    type: 'line',
    data: {
      labels: lineLabels,
      datasets: [
        {
          label: 'Total balance',
          data: [plan.totalDebt, ...rows.map((row) => row.balance)],
          borderColor: '#2563eb',
          backgroundColor: 'rgba(37,99,235,0.12)',
          fill: true,
          pointRadius: [0, ...rows.map((row) => (paidOffIn.has(row.month) ? 5 : 0))],
          pointBackgroundColor: PROGRESS_COLORS.done,
          borderWidth: 2,
        },
        {
          label: 'Interest paid so far',
          data: [0, ...cumulativeInterest],
          borderColor: '#dc2626',
          borderDash: [6, 4],
          pointRadius: 0,
          borderWidth: 2,
        },
      ],
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      scales: { y: moneyAxis },
      plugins: {
        tooltip: {
          callbacks: {
            ...moneyTooltip.callbacks,
            footer: (items) => {
              // Index 0 is "Now", so month n sits at index n.
              const month = items[0]?.dataIndex
              const names = month ? paidOffIn.get(month) : undefined
              return names ? `Paid off: ${names.join(', ')}` : ''
            },
          },
        },
      },
    },
  }
}
