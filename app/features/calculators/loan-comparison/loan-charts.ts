import { formatCompactDollars, formatDollars } from '~/lib/money'
import type { XYSpec } from '~/ui/charts/chart'
import { cumulativeCost, type LoanResult } from './loan'

export type LoanChartTab = 'balance' | 'cost'
export const LOAN_CHART_TABS = [
  { id: 'balance', label: 'Balance Over Time' },
  { id: 'cost', label: 'Total Paid Over Time' },
] as const satisfies readonly { id: LoanChartTab; label: string }[]

export const LOAN_COLORS = ['#2563eb', '#db2777', '#16a34a', '#d97706'] as const

/** Months drawn: every month up to ten years, else every year; always month 0 and the last month. */
export function chartMonths(longest: number): number[] {
  const step = longest <= 120 ? 1 : 12
  const months: number[] = []
  for (let m = 0; m <= longest; m += step) months.push(m)
  if (months.at(-1) !== longest) months.push(longest)
  return months
}

function monthLabel(month: number, yearly: boolean) {
  return yearly && month % 12 === 0 ? `Year ${month / 12}` : `Month ${month}`
}

function balanceAt(result: LoanResult, amount: number, month: number) {
  if (month === 0) return amount
  return result.schedule[month - 1]?.balance ?? 0
}

/**
 * The balance each loan still owes, or what it has cost in all (upfront costs plus payments), over
 * the months of the longest loan. Where two cost lines cross is the break-even month.
 */
export function loanChart(
  tab: LoanChartTab,
  loans: readonly { label: string; amount: number; index: number; result: LoanResult }[],
): XYSpec {
  const longest = Math.max(...loans.map((loan) => loan.result.months))
  const months = chartMonths(longest)
  const yearly = longest > 120
  return {
    labels: months.map((m) => monthLabel(m, yearly)),
    formatTick: formatCompactDollars,
    formatValue: formatDollars,
    series: loans.map((loan) => ({
      kind: 'line' as const,
      label: loan.label,
      color: LOAN_COLORS[loan.index % LOAN_COLORS.length] ?? '#2563eb',
      dashed: loan.index % 2 === 1,
      values: months.map((m) =>
        tab === 'balance'
          ? balanceAt(loan.result, loan.amount, m)
          : cumulativeCost(loan.result, Math.min(m, loan.result.months)),
      ),
    })),
  }
}
