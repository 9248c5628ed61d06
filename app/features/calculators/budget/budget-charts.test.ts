import { expect, test } from 'vitest'
import { BUDGET_DEFAULTS, calculateBudget } from './budget'
import { budgetChart, GROUP_COLORS } from './budget-charts'

test('the split is a ring of needs, wants and savings, with what is left over in grey', () => {
  const spec = budgetChart('split', calculateBudget(BUDGET_DEFAULTS))
  expect(spec.kind).toBe('donut')
  if (spec.kind !== 'donut') return
  expect(spec.slices.map((s) => [s.label, s.value])).toEqual([
    ['Needs', 3_400],
    ['Wants', 1_000],
    ['Savings & extra debt payments', 400],
    ['Left over', 200],
  ])
  expect(spec.slices[0]?.color).toBe(GROUP_COLORS.needs)
  expect(spec.formatValue(3_400)).toBe('$3,400 a month')
})

test('a shortfall has no left-over slice', () => {
  const spec = budgetChart('split', calculateBudget({ ...BUDGET_DEFAULTS, income: 1_000 }))
  if (spec.kind !== 'donut') throw new Error('expected a donut')
  expect(spec.slices.map((s) => s.label)).not.toContain('Left over')
})

test('against the guideline: each group’s amount beside 50%, 30% and 20% of pay', () => {
  const spec = budgetChart('guideline', calculateBudget(BUDGET_DEFAULTS))
  if (spec.kind !== 'xy') throw new Error('expected bars')
  expect(spec.labels).toEqual(['Needs', 'Wants', 'Savings'])
  expect(spec.series.map((s) => [s.label, s.values])).toEqual([
    ['Your budget', [3_400, 1_000, 400]],
    ['Guideline', [2_500, 1_500, 1_000]],
  ])
  expect(spec.tooltip?.(2)?.heading).toBe('Savings & extra debt payments')
  expect(spec.tooltip?.(0)).toEqual({
    heading: 'Needs',
    lines: ['Your budget: $3,400 (68.0% of pay)', 'Guideline: $2,500'],
  })
})
