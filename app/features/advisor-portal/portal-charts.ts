/**
 * The advisor dashboard's three charts as Chart.js configurations, and the sentence that says the
 * same as each chart for readers who cannot see it (or before the chart library has loaded).
 */
import type { ChartConfiguration, ChartType, TooltipItem } from 'chart.js'
import { formatCount, formatMonth, formatShortDay, percentOf } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import { CATEGORY_LABELS } from './portal-format'
import { SOLD_CATEGORIES, type AdvisorStats } from './portal-types'

/** Category colours: red, amber and slate, each dark enough to stand out against white. */
export const CATEGORY_COLORS = { HOT: '#dc2626', WARM: '#d97706', COLD: '#475569' } as const

const BRAND = '#2563eb'
const REVENUE = '#16a34a'
const COST = '#64748b'

const dollarTicks = {
  ticks: { callback: (value: string | number) => formatDollars(Number(value)) },
}

function dollarTooltip() {
  return {
    callbacks: {
      label: (item: TooltipItem<ChartType>) =>
        `${item.dataset.label ?? ''}: ${formatDollars(item.parsed.y ?? 0)}`,
    },
  }
}

/** Leads matched per day over the last 30 days. */
export function activityChartConfig(activity: AdvisorStats['activity']): ChartConfiguration {
  return {
    type: 'line',
    data: {
      labels: activity.map((day) => formatShortDay(day.date)),
      datasets: [
        {
          label: 'Leads matched',
          data: activity.map((day) => day.count),
          borderColor: BRAND,
          backgroundColor: 'rgba(37,99,235,0.12)',
          fill: true,
          // Straight segments: a smoothed curve would suggest fractions of a lead between days.
          tension: 0,
          pointRadius: 2.5,
        },
      ],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: {
        x: { ticks: { maxTicksLimit: 8 } },
        y: { beginAtZero: true, ticks: { precision: 0 } },
      },
    },
  }
}

/** HOT / WARM leads as a pie (a doughnut without a hole: one chart type fewer to load). */
export function distributionChartConfig(
  distribution: AdvisorStats['distribution'],
): ChartConfiguration {
  return {
    type: 'doughnut',
    data: {
      labels: SOLD_CATEGORIES.map((category) => CATEGORY_LABELS[category]),
      datasets: [
        {
          label: 'Leads',
          data: SOLD_CATEGORIES.map((category) => distribution[category]),
          backgroundColor: SOLD_CATEGORIES.map((category) => CATEGORY_COLORS[category]),
          borderColor: '#ffffff',
          borderWidth: 2,
        },
      ],
    },
    options: {
      cutout: 0,
      plugins: { legend: { position: 'bottom' } },
    },
  } as ChartConfiguration
}

/** The subscription's cost against the revenue from converted clients, month by month. */
export function roiChartConfig(months: AdvisorStats['roi']['months']): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: months.map((m) => formatMonth(m.month)),
      datasets: [
        { label: 'Subscription cost', data: months.map((m) => m.cost), backgroundColor: COST },
        {
          label: 'Revenue from converted clients',
          data: months.map((m) => m.revenue),
          backgroundColor: REVENUE,
        },
      ],
    },
    options: {
      plugins: { legend: { position: 'bottom' }, tooltip: dollarTooltip() },
      scales: { y: { beginAtZero: true, ...dollarTicks } },
    },
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
