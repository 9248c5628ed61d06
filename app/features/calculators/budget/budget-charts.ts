import { formatCompactDollars, formatDollars, formatPercent } from '~/lib/money'
import type { ChartSpec } from '~/ui/charts/chart'
import { BUDGET_GROUPS, GROUP_LABELS, type BudgetGroup, type BudgetResult } from './budget'

export type BudgetChartTab = 'split' | 'guideline'
export const BUDGET_CHART_TABS = [
  { id: 'split', label: 'Your Split' },
  { id: 'guideline', label: 'Against 50/30/20' },
] as const satisfies readonly { id: BudgetChartTab; label: string }[]

export const GROUP_COLORS: Record<BudgetGroup, string> = {
  needs: '#2563eb',
  wants: '#d97706',
  savings: '#16a34a',
}
const LEFT_OVER_COLOR = '#94a3b8'
const GUIDELINE_COLOR = '#64748b'

/** What each chart tab draws: the groups of the table below, as shares or against the guideline. */
export function budgetChart(tab: BudgetChartTab, result: BudgetResult): ChartSpec {
  if (tab === 'guideline') {
    const groups = BUDGET_GROUPS.map((group) => result.groups.find((g) => g.group === group)!)
    return {
      kind: 'xy',
      formatTick: formatCompactDollars,
      formatValue: formatDollars,
      // Short names under the bars, where a phone has room for about ten letters each.
      labels: groups.map((g) => (g.group === 'savings' ? 'Savings' : g.label)),
      series: [
        {
          kind: 'bar',
          label: 'Your budget',
          values: groups.map((g) => g.amount),
          color: '#2563eb',
        },
        {
          kind: 'bar',
          label: 'Guideline',
          values: groups.map((g) => g.guideline),
          color: GUIDELINE_COLOR,
        },
      ],
      tooltip: (index) => {
        const g = groups[index]
        return {
          heading: g?.label ?? '',
          lines: g
            ? [
                `Your budget: ${formatDollars(g.amount)}${g.share === null ? '' : ` (${formatPercent(g.share, 1)} of pay)`}`,
                `Guideline: ${formatDollars(g.guideline)}`,
              ]
            : [],
        }
      },
    }
  }
  const slices = result.groups.map((g) => ({
    label: GROUP_LABELS[g.group],
    value: g.amount,
    color: GROUP_COLORS[g.group],
  }))
  if (result.surplus > 0)
    slices.push({ label: 'Left over', value: result.surplus, color: LEFT_OVER_COLOR })
  return { kind: 'donut', formatValue: (amount) => `${formatDollars(amount)} a month`, slices }
}
