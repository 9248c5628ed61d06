import { addMonths, type Debt, type DebtPlan, type ScheduleRow, type YearMonth } from './debt'
import { debtLabel, formatShortMonth } from './debt-form'
import { formatCompactDollars, formatDollars, formatPercent } from '~/lib/money'
import type { XYSpec } from '~/ui/charts/chart'

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

/** Money on both axes' readings; up to 500 px tall (seed 001 §9), less on narrower screens. */
const money = {
  formatTick: formatCompactDollars,
  formatValue: formatDollars,
  heightClass: 'h-72 sm:h-96 lg:h-[500px]',
}

/** Line charts start from today's balances, before the first payment. */
const NOW_LABEL = 'Now'

/** What each chart tab draws; the figures are those of the monthly schedule. */
export function debtChart(
  tab: DebtChartTab,
  plan: DebtPlan,
  debts: readonly Debt[],
  start: YearMonth,
): XYSpec {
  const monthLabel = (row: ScheduleRow) => formatShortMonth(addMonths(start, row.month))
  const rows = plan.monthlySchedule
  const lineLabels = [NOW_LABEL, ...rows.map(monthLabel)]

  if (tab === 'balance') {
    const sampled = sampleRows(rows)
    return {
      ...money,
      labels: sampled.map(monthLabel),
      legend: 'none',
      series: [
        {
          kind: 'bar',
          label: 'Balance left',
          values: sampled.map((row) => row.balance),
          color: PROGRESS_COLORS.early,
          barColors: sampled.map((row) => progressColor(row.progressPercent)),
        },
      ],
      tooltip: (index) => {
        const row = sampled[index]
        return {
          heading: row ? monthLabel(row) : '',
          lines: row
            ? [
                `${formatDollars(row.balance)} left, ${formatPercent(row.progressPercent, 1)} paid off`,
              ]
            : [],
        }
      },
    }
  }

  if (tab === 'split') {
    const sampled = sampleRows(rows)
    return {
      ...money,
      stacked: true,
      labels: sampled.map(monthLabel),
      series: [
        {
          kind: 'bar',
          label: 'Principal',
          values: sampled.map((row) => Math.max(0, row.principal)),
          color: '#2563eb',
        },
        {
          kind: 'bar',
          label: 'Interest',
          values: sampled.map((row) => row.interest),
          color: '#f87171',
        },
      ],
    }
  }

  if (tab === 'debts') {
    return {
      ...money,
      labels: lineLabels,
      series: plan.balancesByDebt.map((series, i) => ({
        kind: 'line',
        label: debtLabel(series.name, series.debtIndex),
        values: [debts[series.debtIndex]?.balance ?? 0, ...series.balances],
        color: debtLineColor(i),
      })),
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
  const balances = [plan.totalDebt, ...rows.map((row) => row.balance)]
  const interest = [0, ...cumulativeInterest]
  return {
    ...money,
    labels: lineLabels,
    series: [
      {
        kind: 'line',
        label: 'Total balance',
        values: balances,
        color: '#2563eb',
        fill: true,
        // Index 0 is "Now", so month n sits at index n.
        marks: [...paidOffIn.keys()],
        markColor: PROGRESS_COLORS.done,
      },
      {
        kind: 'line',
        label: 'Interest paid so far',
        values: interest,
        color: '#dc2626',
        dashed: true,
      },
    ],
    tooltip: (index) => {
      const names = paidOffIn.get(index)
      return {
        heading: lineLabels[index] ?? '',
        lines: [
          `Total balance: ${formatDollars(balances[index] ?? 0)}`,
          `Interest paid so far: ${formatDollars(interest[index] ?? 0)}`,
          ...(names ? [`Paid off: ${names.join(', ')}`] : []),
        ],
      }
    },
  }
}
