import { expect, test } from 'vitest'
import { distributionChartConfig, roiChartConfig } from '~/features/advisor-portal'
import { legendItems } from './lazy-chart'

test('a doughnut has one legend entry per slice, in its slice colour', () => {
  const items = legendItems(distributionChartConfig({ HOT: 3, WARM: 5 }))
  expect(items.map((item) => item.label)).toEqual(['Hot', 'Warm'])
  expect(new Set(items.map((item) => item.color)).size).toBe(2)
  for (const item of items) expect(item.color).toMatch(/^#|^rgb/)
})

test('other charts have one entry per data set: a line in its stroke colour, a bar in its fill', () => {
  const items = legendItems({
    type: 'bar',
    data: {
      labels: ['2026', '2027'],
      datasets: [
        { label: 'Dividends', data: [1, 2], backgroundColor: '#16a34a', borderColor: '#000000' },
        {
          type: 'line',
          label: 'Portfolio value',
          data: [3, 4],
          borderColor: '#2563eb',
          backgroundColor: 'rgba(37,99,235,0.1)',
        },
        { label: 'Coloured bar by bar', data: [5, 6], backgroundColor: ['#111111', '#222222'] },
      ],
    },
  })
  expect(items).toEqual([
    { label: 'Dividends', color: '#16a34a' },
    { label: 'Portfolio value', color: '#2563eb' },
  ])
})

test('a chart that hides its legend gets none', () => {
  const config = roiChartConfig([{ month: '2026-05', cost: 997, revenue: 0 }])
  expect(legendItems(config).length).toBeGreaterThan(0)
  expect(legendItems({ ...config, options: { plugins: { legend: { display: false } } } })).toEqual(
    [],
  )
})
