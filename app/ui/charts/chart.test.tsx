import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Chart, type ChartSpec } from './chart'

const money = { formatTick: (v: number) => `$${v}`, formatValue: (v: number) => `$${v}.00` }
const draw = (spec: ChartSpec) =>
  renderToStaticMarkup(<Chart spec={spec} title="Test chart" description="What it shows." />)

test('a chart is an SVG image with a name and a description, drawn without a script', () => {
  const markup = draw({
    kind: 'xy',
    ...money,
    labels: ['A', 'B', 'C'],
    series: [{ kind: 'line', label: 'Balance', values: [1, 2, 3], color: '#2563eb' }],
  })
  expect(markup).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)"[^>]*>/)
  const labelledBy = /aria-labelledby="([^"]+)"/.exec(markup)?.[1]
  const describedBy = /aria-describedby="([^"]+)"/.exec(markup)?.[1]
  expect(markup).toContain(`<title id="${labelledBy}">Test chart</title>`)
  expect(markup).toContain(`<desc id="${describedBy}">What it shows.</desc>`)
  // One path for the line, from the first point to the last across the whole width.
  expect(markup).toMatch(/<path d="M0,\d+(\.\d+)?L500,\d+(\.\d+)?L1000,\d+(\.\d+)?"/)
  expect(markup).toContain('Balance')
})

test('stacked bars sit on one another; side-by-side bars share the band', () => {
  const series = [
    { kind: 'bar' as const, label: 'Principal', values: [60, 40], color: '#111111' },
    { kind: 'bar' as const, label: 'Interest', values: [40, 60], color: '#222222' },
  ]
  const rects = (markup: string) =>
    [...markup.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map(
      (m) => m.slice(1).map(Number),
    )
  const stacked = rects(draw({ kind: 'xy', ...money, stacked: true, labels: ['1', '2'], series }))
  expect(stacked).toHaveLength(4)
  // The axis runs to 100: each stack of 100 fills the height, its parts in proportion.
  const [first, , second] = stacked
  expect(first?.[2]).toBe(second?.[2])
  expect((first?.[3] ?? 0) + (second?.[3] ?? 0)).toBeCloseTo(1000)
  expect(second?.[1]).toBeCloseTo(0)
  const grouped = rects(draw({ kind: 'xy', ...money, labels: ['1', '2'], series }))
  expect(grouped[0]?.[0]).toBeLessThan(grouped[2]?.[0] ?? 0)
  expect((grouped[0]?.[2] ?? 0) * 2).toBeCloseTo(stacked[0]?.[2] ?? 0)
})

test('values that are not numbers are left out rather than drawn as zero or breaking the drawing', () => {
  const markup = draw({
    kind: 'xy',
    ...money,
    labels: ['1', '2', '3'],
    series: [
      { kind: 'bar', label: 'Months', values: [3, Number.NaN, 5], color: '#333333' },
      {
        kind: 'line',
        label: 'Line',
        values: [1, Number.POSITIVE_INFINITY, 2],
        color: '#444444',
      },
    ],
  })
  expect(markup.match(/<rect /g)).toHaveLength(2)
  expect(markup).not.toMatch(/NaN|Infinity/)
})

test('a series on the right axis gets its own ticks', () => {
  const markup = draw({
    kind: 'xy',
    ...money,
    labels: ['1', '2'],
    series: [
      { kind: 'bar', label: 'Dividends', values: [10, 20], color: '#16a34a' },
      { kind: 'line', label: 'Value', values: [1000, 5000], color: '#2563eb', rightAxis: true },
    ],
  })
  expect(markup).toContain('>$20<')
  expect(markup).toContain('>$5000<')
})

test('a ring gives each slice its amount and share in the legend, and skips empty slices', () => {
  const markup = draw({
    kind: 'donut',
    formatValue: (v) => `$${v}`,
    slices: [
      { label: 'Housing', value: 1500, color: '#111111' },
      { label: 'Food', value: 500, color: '#222222' },
      { label: 'Other', value: 0, color: '#333333' },
    ],
  })
  expect(markup.match(/<path /g)).toHaveLength(2)
  expect(markup).toContain('Housing<span class="text-slate-600">: $1500 (75%)</span>')
  expect(markup).toContain('Other<span class="text-slate-600">: $0 (0%)</span>')
})

test('a fixed range and threshold lines widen the axis and are named in the legend', () => {
  const markup = draw({
    kind: 'xy',
    ...money,
    labels: ['May 1'],
    series: [{ kind: 'line', label: 'Score', values: [40], color: '#1d4ed8', marks: 'all' }],
    valueRange: [0, 100],
    guides: [{ value: 75, label: 'Investment Ready (75)', color: '#15803d' }],
  })
  // The axis reaches 100 though the only score is 40, and the threshold is drawn at 75.
  expect(markup).toContain('>$100<')
  expect(markup).toMatch(/<line x1="0" x2="1000" y1="250" y2="250" stroke="#15803d"/)
  expect(markup).toContain('Investment Ready (75)')
  // A single score is still marked.
  expect(markup).toMatch(/d="M500,600h0"/)
})
