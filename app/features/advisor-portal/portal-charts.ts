/**
 * What the advisor dashboard's three charts draw, and the sentence that says the same as each chart
 * for readers who cannot see it.
 */
import type { DonutSpec, XYSpec } from '~/ui/charts/chart'
import { formatCount, formatMonth, formatShortDay, percentOf } from '~/lib/format'
import { formatCompactDollars, formatDollars } from '~/lib/money'
import { CATEGORY_LABELS } from './portal-format'
import { SOLD_CATEGORIES, type AdvisorStats } from './portal-types'

/** Category colours: red, amber and slate, each dark enough to stand out against white. */
export const CATEGORY_COLORS = { HOT: '#dc2626', WARM: '#d97706', COLD: '#475569' } as const

const BRAND = '#2563eb'
const REVENUE = '#16a34a'
const COST = '#64748b'

/** Leads matched per day over the last 30 days. */
export function activityChart(activity: AdvisorStats['activity']): XYSpec {
  return {
    labels: activity.map((day) => formatShortDay(day.date)),
    formatTick: formatCount,
    formatValue: formatCount,
    integers: true,
    legend: 'none',
    heightClass: 'h-64',
    series: [
      {
        kind: 'line',
        label: 'Leads matched',
        values: activity.map((day) => day.count),
        color: BRAND,
        fill: true,
        marks: 'all',
      },
    ],
  }
}

/** Hot and warm leads as a pie. */
export function distributionChart(distribution: AdvisorStats['distribution']): DonutSpec {
  return {
    hole: 0,
    formatValue: (count) => `${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`,
    slices: SOLD_CATEGORIES.map((category) => ({
      label: CATEGORY_LABELS[category],
      value: distribution[category],
      color: CATEGORY_COLORS[category],
    })),
  }
}

/** The subscription's cost against the revenue from converted clients, month by month. */
export function roiChart(months: AdvisorStats['roi']['months']): XYSpec {
  return {
    labels: months.map((m) => formatMonth(m.month)),
    formatTick: formatCompactDollars,
    formatValue: formatDollars,
    legend: 'bottom',
    heightClass: 'h-64',
    series: [
      { kind: 'bar', label: 'Subscription cost', values: months.map((m) => m.cost), color: COST },
      {
        kind: 'bar',
        label: 'Revenue from converted clients',
        values: months.map((m) => m.revenue),
        color: REVENUE,
      },
    ],
  }
}

/** "23 leads in the last 30 days. Busiest day: May 3, with 4." */
export function activitySummary(activity: AdvisorStats['activity']): string {
  const total = activity.reduce((sum, day) => sum + day.count, 0)
  const leads = (n: number) => `${formatCount(n)} ${n === 1 ? 'lead' : 'leads'}`
  if (total === 0) return `No leads in the last ${activity.length} days.`
  const busiest = activity.reduce((best, day) => (day.count > best.count ? day : best))
  return `${leads(total)} in the last ${activity.length} days. Busiest day: ${formatShortDay(busiest.date)}, with ${formatCount(busiest.count)}.`
}

/** "Hot: 12 (40%), Warm: 18 (60%)." */
export function distributionSummary(distribution: AdvisorStats['distribution']): string {
  const total = SOLD_CATEGORIES.reduce((sum, category) => sum + distribution[category], 0)
  return `${SOLD_CATEGORIES.map(
    (category) =>
      `${CATEGORY_LABELS[category]}: ${formatCount(distribution[category])} (${percentOf(distribution[category], total)})`,
  ).join(', ')}.`
}

/** "Over 3 months: $2,991 of subscription cost, $15,000 of revenue from converted clients." */
export function roiSummary(roi: AdvisorStats['roi']): string {
  const months = roi.months.length
  if (months === 0) return 'No subscription months yet.'
  return `Over ${months} ${months === 1 ? 'month' : 'months'}: ${formatDollars(roi.totalCost)} of subscription cost, ${formatDollars(roi.totalRevenue)} of revenue from converted clients.`
}
