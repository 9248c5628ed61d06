import { expect, test } from 'vitest'
import { planDebtPayoff, type Debt } from './debt'
import {
  BAR_SAMPLES,
  DEBT_LINE_COLORS,
  debtChart,
  debtLineColor,
  progressColor,
  PROGRESS_COLORS,
  sampleRows,
} from './debt-charts'

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

test('bar charts show every month of a short plan', () => {
  expect(sampleRows(range(9))).toEqual(range(9))
  expect(sampleRows(range(BAR_SAMPLES))).toEqual(range(BAR_SAMPLES))
})

test('bar charts sample about twelve months of a long plan and always end on the last month', () => {
  expect(sampleRows(range(360))).toEqual(range(12).map((i) => i * 30))
  expect(sampleRows(range(27))).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27])
  const odd = sampleRows(range(100))
  expect(odd.at(-1)).toBe(100)
  expect(odd.length).toBeGreaterThanOrEqual(10)
  expect(odd.length).toBeLessThanOrEqual(13)
})

test('bars are green from 90% paid off, amber from 50%, red below', () => {
  expect(progressColor(100)).toBe(PROGRESS_COLORS.done)
  expect(progressColor(90)).toBe(PROGRESS_COLORS.done)
  expect(progressColor(89.9)).toBe(PROGRESS_COLORS.half)
  expect(progressColor(50)).toBe(PROGRESS_COLORS.half)
  expect(progressColor(49.9)).toBe(PROGRESS_COLORS.early)
  expect(progressColor(-3)).toBe(PROGRESS_COLORS.early)
})

test('five line colours cycle for the individual debts', () => {
  expect(DEBT_LINE_COLORS).toHaveLength(5)
  expect(debtLineColor(5)).toBe(debtLineColor(0))
  expect(debtLineColor(7)).toBe(DEBT_LINE_COLORS[2])
})

test('line charts start from today’s balances, one line per debt', () => {
  const debts: Debt[] = [
    { name: 'Visa', balance: 2000, rate: 24.99, minimum: 60 },
    { name: '', balance: 0, rate: 10, minimum: 10 },
    { name: 'Car', balance: 8000, rate: 6, minimum: 200 },
  ]
  const start = { year: 2026, month: 11 }
  const plan = planDebtPayoff({ debts, strategy: 'avalanche', extra: 300, start })
  const timeline = debtChart('timeline', plan, debts, start)
  expect(timeline.labels.slice(0, 3)).toEqual(['Now', 'Dec 2026', 'Jan 2027'])
  expect(timeline.series[0]?.values[0]).toBe(10000)
  // The month each debt is paid off is marked on the balance line, and named in its tooltip.
  const marks = timeline.series[0]?.marks
  expect(Array.isArray(marks) ? marks : []).toEqual(plan.payoffOrder.map((step) => step.month))
  const firstPaidOff = plan.payoffOrder[0]?.month ?? 0
  expect(timeline.tooltip?.(firstPaidOff).lines.at(-1)).toMatch(/^Paid off: /)
  const lines = debtChart('debts', plan, debts, start)
  expect(lines.series.map((d) => [d.label, d.values[0]])).toEqual([
    ['Visa', 2000],
    ['Car', 8000],
  ])
  const bars = debtChart('balance', plan, debts, start)
  expect(bars.series[0]?.kind).toBe('bar')
  expect(bars.labels.length).toBeLessThanOrEqual(13)
})
