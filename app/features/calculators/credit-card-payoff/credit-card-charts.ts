import { formatCompactDollars, formatDollars } from '~/lib/money'
import type { XYSeries } from '~/ui/charts/xy-chart'
import type { XYSpec } from '~/ui/charts/chart'
import type { CreditCardResult, PayoffPlan } from './credit-card'

/** Month 0 (today) then the balance after each month's payment, zero once paid off. */
function balances(plan: PayoffPlan, start: number, length: number): number[] {
  return Array.from({ length }, (_, month) =>
    month === 0 ? start : (plan.rows[month - 1]?.balance ?? 0),
  )
}

/**
 * Balance over time for the chosen plan and for paying only the minimum. A plan that never clears
 * the card is left off the chart (the results above say so), rather than drawn as a flat line.
 */
export function payoffChart(result: CreditCardResult): XYSpec {
  const finishes = (plan: PayoffPlan) => plan.outcome.kind !== 'never'
  const drawn = [result.plan, result.minimumOnly].filter(finishes)
  const length = Math.max(1, ...drawn.map((plan) => plan.rows.length)) + 1
  const series: XYSeries[] = []
  if (finishes(result.plan))
    series.push({
      kind: 'line',
      label: 'Your plan',
      values: balances(result.plan, result.startingBalance, length),
      color: '#2563eb',
      fill: true,
    })
  if (finishes(result.minimumOnly))
    series.push({
      kind: 'line',
      label: 'Minimum payments only',
      values: balances(result.minimumOnly, result.startingBalance, length),
      color: '#dc2626',
      dashed: true,
    })
  return {
    labels: Array.from({ length }, (_, month) => (month === 0 ? 'Now' : `Month ${month}`)),
    series,
    formatTick: formatCompactDollars,
    formatValue: formatDollars,
    xTitle: 'Months from now',
    yTitle: 'Balance owed',
  }
}
