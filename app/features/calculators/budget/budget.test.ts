import { expect, test } from 'vitest'
import { seededRandom } from '../../../../tests/seeded-random'
import {
  BUDGET_CATEGORIES,
  BUDGET_DEFAULTS,
  budgetParamsToSearch,
  calculateBudget,
  debtFreedomSearch,
  describeAdvice,
  emergencyFundSearch,
  parseBudgetParams,
  type BudgetInput,
} from './budget'

const input = (overrides: Partial<BudgetInput> = {}): BudgetInput => ({
  ...BUDGET_DEFAULTS,
  ...overrides,
})

const NEEDS = ['housing', 'transport', 'food', 'utilities', 'insurance', 'debt'] as const
const WANTS = ['personal', 'other'] as const
const SAVINGS = ['savings', 'extraDebt'] as const

test('defaults: $5,000 take-home, $4,800 planned, needs over 50% by $900 with housing the largest', () => {
  const result = calculateBudget(BUDGET_DEFAULTS)
  expect(result.totalPlanned).toBe(4_800)
  expect(result.surplus).toBe(200)
  const byGroup = Object.fromEntries(result.groups.map((g) => [g.group, g]))
  expect(byGroup.needs).toMatchObject({
    amount: 3_400,
    guideline: 2_500,
    difference: 900,
    share: 68,
  })
  expect(byGroup.wants).toMatchObject({ amount: 1_000, guideline: 1_500, difference: -500 })
  expect(byGroup.savings).toMatchObject({ amount: 400, guideline: 1_000, difference: -600 })
  expect(result.savingsRate).toBe(8)
  expect(result.advice).toEqual({
    kind: 'cut',
    group: 'needs',
    over: 900,
    category: 'housing',
    categoryLabel: 'Housing',
    categoryAmount: 1_600,
    cut: 900,
  })
  expect(describeAdvice(result.advice)).toBe(
    'Start with Housing: your needs are $900 a month over the 50% guideline, and Housing is the largest of them at $1,600. Cutting it by $900 a month brings needs within the guideline.',
  )
})

test('totals, shares and surplus match independent sums on 1,000 random budgets', () => {
  const random = seededRandom(147)
  for (let run = 0; run < 1_000; run++) {
    const amounts = Object.fromEntries(
      BUDGET_CATEGORIES.map(({ key }) => [key, random.chance(0.2) ? 0 : random.amount(0, 4_000)]),
    ) as Record<(typeof BUDGET_CATEGORIES)[number]['key'], number>
    const income = random.chance(0.05) ? 0 : random.amount(0, 20_000)
    const plan = input({ ...amounts, income })
    const result = calculateBudget(plan)
    const context = `run ${run}: ${JSON.stringify(plan)}`
    const cents = (dollars: number) => Math.round(dollars * 100)
    const sum = (keys: readonly (keyof typeof amounts)[]) =>
      keys.reduce((total, key) => total + cents(amounts[key]), 0)
    const all = sum(NEEDS) + sum(WANTS) + sum(SAVINGS)
    expect(cents(result.totalPlanned), context).toBe(all)
    expect(cents(result.surplus), context).toBe(cents(income) - all)
    for (const [group, keys, percent] of [
      ['needs', NEEDS, 50],
      ['wants', WANTS, 30],
      ['savings', SAVINGS, 20],
    ] as const) {
      const summary = result.groups.find((g) => g.group === group)!
      expect(cents(summary.amount), context).toBe(sum(keys))
      expect(
        Math.abs(cents(summary.guideline) - (cents(income) * percent) / 100),
        context,
      ).toBeLessThanOrEqual(0.5)
      expect(cents(summary.difference), context).toBe(sum(keys) - cents(summary.guideline))
      if (income === 0) expect(summary.share, context).toBeNull()
      else expect(summary.share!, context).toBeCloseTo((sum(keys) / cents(income)) * 100, 8)
    }
    for (const line of result.lines) {
      if (income === 0) expect(line.share, context).toBeNull()
      else expect(line.share!, context).toBeCloseTo((line.amount / income) * 100, 8)
    }
    // Shares of the lines add up to the planned share of pay.
    if (income > 0) {
      const shares = result.lines.reduce((total, line) => total + (line.share ?? 0), 0)
      expect(shares, context).toBeCloseTo((all / cents(income)) * 100, 6)
    }
    // The advice names a line of the group furthest over, and never cuts more than the line.
    const advice = result.advice
    if (advice.kind === 'cut') {
      const line = result.lines.find((l) => l.key === advice.category)!
      expect(line.group, context).toBe(advice.group)
      expect(advice.cut, context).toBeLessThanOrEqual(line.amount)
      expect(advice.cut, context).toBeGreaterThan(0)
    }
  }
})

test('wants over 30%: the largest want is named with the cut that brings wants within the guideline', () => {
  const result = calculateBudget(
    input({
      income: 4_000,
      housing: 1_000,
      transport: 200,
      food: 400,
      utilities: 100,
      insurance: 100,
      debt: 0,
      savings: 800,
      personal: 1_100,
      other: 300,
    }),
  )
  // Wants $1,400 against $1,200.
  expect(result.advice).toMatchObject({
    kind: 'cut',
    group: 'wants',
    over: 200,
    category: 'personal',
    cut: 200,
  })
  expect(describeAdvice(result.advice)).toContain(
    'Cutting it by $200 a month brings wants within the guideline.',
  )
})

test('a line smaller than the excess is named with a note to look at the next one', () => {
  const result = calculateBudget(
    input({
      income: 1_000,
      housing: 300,
      transport: 300,
      food: 300,
      utilities: 0,
      insurance: 0,
      debt: 0,
      savings: 0,
      personal: 0,
      other: 0,
    }),
  )
  // Needs $900 against $500: $400 over; the largest need is $300.
  expect(result.advice).toMatchObject({ kind: 'cut', over: 400, categoryAmount: 300, cut: 300 })
  expect(describeAdvice(result.advice)).toContain('Even cutting all of it leaves needs over')
})

test('within the guideline but spending more than pay: the shortfall is named', () => {
  const result = calculateBudget(
    input({
      income: 1_000,
      housing: 500,
      transport: 0,
      food: 0,
      utilities: 0,
      insurance: 0,
      debt: 0,
      savings: 600,
      personal: 0,
      other: 0,
      extraDebt: 0,
    }),
  )
  expect(result.surplus).toBe(-100)
  expect(result.advice).toEqual({ kind: 'shortfall', shortfall: 100 })
  expect(describeAdvice(result.advice)).toContain('$100 a month more than you take home')
})

test('savings under 20% with money left over: move the surplus to savings', () => {
  const result = calculateBudget(
    input({
      income: 5_000,
      housing: 1_500,
      transport: 200,
      food: 300,
      utilities: 0,
      insurance: 0,
      debt: 0,
      savings: 500,
      personal: 500,
      other: 0,
      extraDebt: 0,
    }),
  )
  expect(result.advice).toEqual({ kind: 'save-more', missing: 500, available: 2_000 })
  expect(describeAdvice(result.advice)).toContain('move $500 of your $2,000 surplus there first')
})

test('a budget that fits 50/30/20 says so; extra debt payments count towards the 20%', () => {
  const result = calculateBudget(
    input({
      income: 5_000,
      housing: 2_000,
      transport: 200,
      food: 300,
      utilities: 0,
      insurance: 0,
      debt: 0,
      savings: 500,
      extraDebt: 500,
      personal: 1_000,
      other: 500,
    }),
  )
  expect(result.advice).toEqual({ kind: 'on-track' })
  expect(result.savingsRate).toBe(20)
  expect(result.surplus).toBe(0)
})

test('no take-home pay: no shares, and the advice asks for it', () => {
  const result = calculateBudget(input({ income: 0 }))
  expect(result.lines.every((line) => line.share === null)).toBe(true)
  expect(result.advice).toEqual({ kind: 'no-income' })
  expect(result.surplus).toBe(-result.totalPlanned)
})

test('all zero: nothing planned, nothing left', () => {
  const zero = Object.fromEntries(
    Object.keys(BUDGET_DEFAULTS).map((k) => [k, 0]),
  ) as unknown as BudgetInput
  const result = calculateBudget(zero)
  expect(result.totalPlanned).toBe(0)
  expect(result.surplus).toBe(0)
})

test('huge values stay finite and exact in cents', () => {
  const huge = Object.fromEntries(
    Object.keys(BUDGET_DEFAULTS).map((k) => [k, 1_000_000_000]),
  ) as unknown as BudgetInput
  const result = calculateBudget(huge)
  expect(result.totalPlanned).toBe(10_000_000_000)
  expect(result.surplus).toBe(-9_000_000_000)
  expect(result.lines.every((line) => line.share === 100)).toBe(true)
})

test('cents are added exactly: $0.10 + $0.20 is $0.30', () => {
  const result = calculateBudget(
    input({
      income: 0.3,
      housing: 0.1,
      transport: 0.2,
      food: 0,
      utilities: 0,
      insurance: 0,
      debt: 0,
      savings: 0,
      personal: 0,
      other: 0,
      extraDebt: 0,
    }),
  )
  expect(result.totalPlanned).toBe(0.3)
  expect(result.surplus).toBe(0)
})

test('URL parsing falls back to defaults for bad values and round-trips good ones', () => {
  const bad = parseBudgetParams(
    new URLSearchParams('income=-5&housing=abc&food=1e400&other=NaN&savings=%00'),
  )
  expect(bad).toEqual(BUDGET_DEFAULTS)
  const good = input({ income: 4321.09, housing: 1200.5, extraDebt: 150 })
  expect(parseBudgetParams(new URLSearchParams(budgetParamsToSearch(good)))).toEqual(good)
})

test('the links carry what maps: essentials and savings to the emergency fund, the extra payment to the debt plan', () => {
  const plan = input({
    housing: 1_400,
    transport: 300,
    food: 500,
    utilities: 180,
    insurance: 120,
    debt: 250,
    savings: 350,
    extraDebt: 75,
  })
  expect(Object.fromEntries(new URLSearchParams(emergencyFundSearch(plan)))).toEqual({
    housing: '1400',
    utilities: '180',
    food: '500',
    transportation: '300',
    insurance: '120',
    other: '250',
    savings: '350',
  })
  expect(debtFreedomSearch(plan)).toBe('extra=75')
})
