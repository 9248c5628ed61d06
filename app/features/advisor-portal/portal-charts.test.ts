import { expect, test } from 'vitest'
import {
  activityChart,
  activitySummary,
  distributionChart,
  distributionSummary,
  roiChart,
  roiSummary,
} from './portal-charts'
import type { AdvisorStats } from './portal-types'

const activity = [
  { date: '2026-05-01', count: 1 },
  { date: '2026-05-02', count: 0 },
  { date: '2026-05-03', count: 4 },
]

test('the activity chart plots every day, and its summary gives the total and the busiest day', () => {
  const spec = activityChart(activity)
  expect(spec.series[0]?.kind).toBe('line')
  expect(spec.labels).toEqual(['May 1', 'May 2', 'May 3'])
  expect(spec.series[0]?.values).toEqual([1, 0, 4])
  expect(activitySummary(activity)).toBe('5 leads in the last 3 days. Busiest day: May 3, with 4.')
  expect(activitySummary(activity.map((day) => ({ ...day, count: 0 })))).toBe(
    'No leads in the last 3 days.',
  )
})

test('the distribution pie has the two categories sold, in order, with their shares in words', () => {
  const distribution = { HOT: 3, WARM: 5 }
  const spec = distributionChart(distribution)
  expect(spec.slices.map((slice) => [slice.label, slice.value])).toEqual([
    ['Hot', 3],
    ['Warm', 5],
  ])
  expect(distributionSummary(distribution)).toBe('Hot: 3 (38%), Warm: 5 (63%).')
})

test('the ROI chart sets cost against revenue by month', () => {
  const roi: AdvisorStats['roi'] = {
    months: [
      { month: '2026-04', cost: 997, revenue: 0 },
      { month: '2026-05', cost: 997, revenue: 12_000 },
    ],
    monthlyCost: 997,
    totalCost: 1994,
    totalRevenue: 12_000,
    roiPercent: 502,
  }
  const spec = roiChart(roi.months)
  expect(spec.labels).toEqual(['Apr 2026', 'May 2026'])
  expect(spec.series.map((s) => s.values)).toEqual([
    [997, 997],
    [0, 12_000],
  ])
  expect(roiSummary(roi)).toBe(
    'Over 2 months: $1,994 of subscription cost, $12,000 of revenue from converted clients.',
  )
})
