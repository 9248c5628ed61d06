import { expect, test } from 'vitest'
import { financialSnapshot } from '../../../tests/factories'
import {
  EMERGENCY_DEFAULTS,
  EMERGENCY_FIELDS,
  EXPENSE_CATEGORIES,
  GOAL_MONTHS,
  calculateEmergency,
  describeEmergencyFill,
  emergencyInputFromSnapshot,
  emergencyParamsToSearch,
  parseEmergencyParams,
  type EmergencyInput,
} from './emergency'
import { formatDollars } from '~/lib/money'
import { seededRandom } from '../../../tests/seeded-random'

const input = (overrides: Partial<EmergencyInput> = {}): EmergencyInput => ({
  ...EMERGENCY_DEFAULTS,
  ...overrides,
})

const rulesOf = (overrides: Partial<EmergencyInput>) =>
  calculateEmergency(input(overrides)).recommendations.map((item) => item.rule)

test('defaults: $3,500 a month, a 6-month target of $21,000, 40 months away at $500 a month', () => {
  const result = calculateEmergency(EMERGENCY_DEFAULTS)
  expect(result.monthlyExpenses).toBe(3_500)
  expect(result.targetAmount).toBe(21_000)
  expect(result.amountNeeded).toBe(20_000)
  expect(result.monthsToGoal).toBe(40)
  expect(result.progressPercent).toBe(4.8)
  expect(result.progressBarPercent).toBe(4.8)
  expect(result.recommendations.map((item) => item.rule)).toEqual([
    'starterFund',
    'increaseSavings',
  ])
})

test('months to goal rounds up: $20,000 at $450 a month takes 45 months', () => {
  expect(calculateEmergency(input({ monthlySavings: 450 })).monthsToGoal).toBe(45)
})

test('progress is rounded to one decimal', () => {
  // $1,000 of a $10,500 three-month target is 9.5238…%.
  expect(calculateEmergency(input({ goalMonths: 3 })).progressPercent).toBe(9.5)
})

test('with nothing saved each month the goal is never reached (N/A)', () => {
  const result = calculateEmergency(input({ monthlySavings: 0 }))
  expect(result.monthsToGoal).toBeNull()
  expect(result.goalTimeline.map((step) => step.monthsNeeded)).toEqual([0, null, null, null, null])
  expect(result.recommendations.map((item) => item.rule)).toEqual(['starterFund', 'saveTenPercent'])
  expect(result.progressSeries).toHaveLength(25)
  expect(result.progressSeries.every((point) => point.balance === 1_000)).toBe(true)
})

test('an already funded goal needs 0 months and caps the bar at 100%', () => {
  const result = calculateEmergency(input({ currentFund: 30_000, monthlySavings: 0 }))
  expect(result.amountNeeded).toBe(0)
  expect(result.monthsToGoal).toBe(0)
  expect(result.progressPercent).toBe(142.9)
  expect(result.progressBarPercent).toBe(100)
  expect(result.progressSeries.every((point) => point.balance === 21_000)).toBe(true)
  expect(result.recommendations.map((item) => item.rule)).toEqual(['saveTenPercent'])
})

test('rule 1: under 25% of the goal, build a $1,000 starter fund first', () => {
  const result = calculateEmergency(input({ currentFund: 200 }))
  const advice = result.recommendations.find((item) => item.rule === 'starterFund')
  expect(advice?.text).toBe(
    'You have $200 saved, 1.0% of your $21,000 goal. Build a $1,000 starter fund as quickly as you can: it covers most small emergencies.',
  )
})

test('rule 1 with the starter fund already in place says so instead', () => {
  const advice = calculateEmergency(input({ currentFund: 4_000 })).recommendations[0]
  expect(advice?.rule).toBe('starterFund')
  expect(advice?.text).toBe(
    'You have $4,000 saved, 19.0% of your $21,000 goal. Your $1,000 starter fund is in place: keep adding to it every month.',
  )
})

test('rule 2: monthly expenses over $5,000 call for a budget review', () => {
  const result = calculateEmergency(
    input({ housing: 4_000, monthlySavings: 700, currentFund: 20_000 }),
  )
  expect(result.recommendations.map((item) => item.rule)).toEqual(['reviewBudget'])
  expect(result.recommendations[0]?.text).toBe(
    'Your monthly expenses are $6,000. Review your budget for costs to cut: every $100 less a month also lowers your 6-month target by $600.',
  )
  expect(rulesOf({ housing: 3_000, monthlySavings: 700, currentFund: 20_000 })).not.toContain(
    'reviewBudget',
  )
})

test('rule 3: saving under 10% of expenses asks for at least 10%', () => {
  const result = calculateEmergency(input({ monthlySavings: 300, currentFund: 15_000 }))
  expect(result.recommendations.map((item) => item.rule)).toEqual(['saveTenPercent'])
  expect(result.recommendations[0]?.text).toBe(
    'You save $300 a month, less than 10% of your $3,500 monthly expenses. Aim to save at least $350 a month.',
  )
  expect(rulesOf({ monthlySavings: 350, currentFund: 15_000 })).toEqual([])
})

test('rule 4: past halfway to a goal under 6 months, consider 6 months', () => {
  const result = calculateEmergency(input({ goalMonths: 3, currentFund: 6_000 }))
  expect(result.recommendations.map((item) => item.rule)).toEqual(['considerSixMonths'])
  expect(result.recommendations[0]?.text).toBe(
    'You are 57.1% of the way to your 3-month goal. Consider aiming for 6 months of expenses ($21,000) for more security.',
  )
  expect(rulesOf({ goalMonths: 6, currentFund: 12_000 })).not.toContain('considerSixMonths')
  expect(rulesOf({ goalMonths: 3, currentFund: 5_250 })).not.toContain('considerSixMonths')
})

test('rule 5: more than 24 months to go asks for higher savings, 24 exactly does not', () => {
  const result = calculateEmergency(input({ currentFund: 6_000 }))
  expect(result.monthsToGoal).toBe(30)
  expect(result.recommendations.map((item) => item.rule)).toEqual(['increaseSavings'])
  expect(result.recommendations[0]?.text).toBe(
    'At $500 a month it will take 30 months to reach your goal. Increase your monthly savings to get there sooner.',
  )
  expect(rulesOf({ currentFund: 9_000 })).toEqual([])
})

test('rule 1 stops at exactly 25% progress', () => {
  expect(rulesOf({ currentFund: 5_250, monthlySavings: 1_000 })).toEqual([])
})

test('the progress series ends at the goal, capped at the target', () => {
  const result = calculateEmergency(input({ currentFund: 19_000, monthlySavings: 600 }))
  expect(result.monthsToGoal).toBe(4)
  expect(result.progressSeries.map((point) => point.balance)).toEqual([
    19_000, 19_600, 20_200, 20_800, 21_000,
  ])
  expect(result.progressSeries.every((point) => point.target === 21_000)).toBe(true)
})

test('the progress series runs at most 24 months', () => {
  const result = calculateEmergency(EMERGENCY_DEFAULTS)
  expect(result.progressSeries).toHaveLength(25)
  expect(result.progressSeries.at(-1)).toEqual({ month: 24, balance: 13_000, target: 21_000 })
})

test('the goal timeline gives the months to $1,000 and to 1, 3, 6 and 12 months of expenses', () => {
  const result = calculateEmergency(input({ currentFund: 0 }))
  expect(result.goalTimeline).toEqual([
    { label: 'Starter fund', amount: 1_000, monthsNeeded: 2 },
    { label: '1 month of expenses', amount: 3_500, monthsNeeded: 7 },
    { label: '3 months of expenses', amount: 10_500, monthsNeeded: 21 },
    { label: '6 months of expenses', amount: 21_000, monthsNeeded: 42 },
    { label: '12 months of expenses', amount: 42_000, monthsNeeded: 84 },
  ])
})

test('the expense breakdown lists the six categories with their shares', () => {
  const result = calculateEmergency(EMERGENCY_DEFAULTS)
  expect(result.expenseBreakdown.map((share) => [share.label, share.amount])).toEqual([
    ['Housing', 1_500],
    ['Utilities', 200],
    ['Food', 600],
    ['Transportation', 400],
    ['Insurance', 300],
    ['Other', 500],
  ])
  const total = result.expenseBreakdown.reduce((sum, share) => sum + share.percent, 0)
  expect(total).toBeCloseTo(100, 10)
})

test('the scenario table gives months to 3, 6 and 12 months of expenses for each savings amount', () => {
  const result = calculateEmergency(EMERGENCY_DEFAULTS)
  expect(result.scenarios).toEqual([
    { amount: 250, threeMonths: 38, sixMonths: 80, twelveMonths: 164 },
    { amount: 500, threeMonths: 19, sixMonths: 40, twelveMonths: 82 },
    { amount: 750, threeMonths: 13, sixMonths: 27, twelveMonths: 55 },
    { amount: 1_000, threeMonths: 10, sixMonths: 20, twelveMonths: 41 },
    { amount: 1_500, threeMonths: 7, sixMonths: 14, twelveMonths: 28 },
    { amount: 2_000, threeMonths: 5, sixMonths: 10, twelveMonths: 21 },
  ])
})

test('scenario months floor at 0 once the fund covers a goal', () => {
  const result = calculateEmergency(input({ currentFund: 25_000 }))
  expect(result.scenarios[0]).toEqual({
    amount: 250,
    threeMonths: 0,
    sixMonths: 0,
    twelveMonths: 68,
  })
})

test('no expenses entered: nothing to save for and no advice', () => {
  const zero = { housing: 0, utilities: 0, food: 0, transportation: 0, insurance: 0, other: 0 }
  const result = calculateEmergency(input({ ...zero, goalMonths: 3, currentFund: 0 }))
  expect(result.targetAmount).toBe(0)
  expect(result.monthsToGoal).toBe(0)
  expect(result.progressPercent).toBe(100)
  expect(result.recommendations).toEqual([])
  expect(result.expenseBreakdown.every((share) => share.percent === 0)).toBe(true)
})

test('a link with $2,000 of housing and a 12-month goal asks for $48,000', () => {
  const result = calculateEmergency(
    parseEmergencyParams(new URLSearchParams('housing=2000&months=12&savings=100')),
  )
  expect(formatDollars(result.targetAmount)).toBe('$48,000')
})

test('an empty query gives the defaults', () => {
  expect(parseEmergencyParams(new URLSearchParams())).toEqual(EMERGENCY_DEFAULTS)
})

test('a query written by emergencyParamsToSearch reads back to the same input', () => {
  const example = input({ housing: 2_150.5, other: 0, goalMonths: 12, currentFund: 0 })
  expect(emergencyParamsToSearch(example)).toBe(
    'housing=2150.5&utilities=200&food=600&transportation=400&insurance=300&other=0&months=12&current=0&savings=500',
  )
  expect(parseEmergencyParams(new URLSearchParams(emergencyParamsToSearch(example)))).toEqual(
    example,
  )
})

test('malformed and out-of-range values fall back to that field only', () => {
  const parsed = parseEmergencyParams(
    new URLSearchParams(
      'housing=-1&utilities=x&food=&transportation=1e400&insurance=NaN&other=-0.5&months=5&current=-100&savings=abc',
    ),
  )
  expect(parsed).toEqual(EMERGENCY_DEFAULTS)
  expect(parseEmergencyParams(new URLSearchParams('months=9&food=450'))).toEqual(
    input({ goalMonths: 9, food: 450 }),
  )
})

test('saved assessment numbers: expenses go in Other, free income becomes monthly savings', () => {
  // $6,000 a month − $3,100 expenses − $240 (2% of $12,000 of debt) = $2,660 free.
  const snapshot = financialSnapshot({ monthlyExpenses: 3_100, emergencyFund: 4_500 })
  const before = input({ goalMonths: 9 })

  expect(emergencyInputFromSnapshot(before, snapshot)).toEqual({
    housing: 0,
    utilities: 0,
    food: 0,
    transportation: 0,
    insurance: 0,
    other: 3_100,
    goalMonths: 9,
    currentFund: 4_500,
    monthlySavings: 2_660,
  })
  expect(describeEmergencyFill(snapshot)).toEqual({
    text: 'your $3,100 of monthly expenses as Other (the assessment asked for one total, so the other categories become $0), $4,500 as your current emergency fund, and your $2,660 of free monthly income as monthly savings.',
    canUse: true,
  })
})

test('a saved amount above what a field accepts is capped at its maximum', () => {
  const snapshot = financialSnapshot()
  const huge = { ...snapshot, financials: { ...snapshot.financials, freeMonthlyIncome: 2e9 } }

  expect(emergencyInputFromSnapshot(input(), huge).monthlySavings).toBe(
    EMERGENCY_FIELDS.monthlySavings.max,
  )
})

test('expenses add up to the cent: $4,395.50 a month is shown as $4,396', () => {
  // These six amounts add up to 4395.499999999999 in floating point.
  const result = calculateEmergency(
    input({
      housing: 953.06,
      utilities: 466.56,
      food: 541.43,
      transportation: 377.26,
      insurance: 864.87,
      other: 1192.32,
    }),
  )
  expect(result.monthlyExpenses).toBe(4395.5)
  expect(formatDollars(result.monthlyExpenses)).toBe('$4,396')
  expect(result.targetAmount).toBe(26_373)
})

test('a need that is an exact multiple of the monthly savings takes exactly that many months', () => {
  // 3 × $395.29 = $1,185.87 = 21 × $56.47; in floating point the need is 1185.8700000000001.
  const result = calculateEmergency(
    input({
      housing: 0,
      utilities: 0,
      food: 0,
      transportation: 0,
      insurance: 0,
      other: 395.29,
      goalMonths: 3,
      currentFund: 0,
      monthlySavings: 56.47,
    }),
  )
  expect(result.amountNeeded).toBe(1185.87)
  expect(result.monthsToGoal).toBe(21)
  expect(
    result.goalTimeline.find((step) => step.label === '3 months of expenses')?.monthsNeeded,
  ).toBe(21)
})

test('1,000 random plans: sums are exact to the cent and months to goal is the fewest that reach it', () => {
  const random = seededRandom(25)
  for (let run = 0; run < 1_000; run++) {
    const amounts = EXPENSE_CATEGORIES.map(() => (random.chance(0.2) ? 0 : random.amount(0, 5_000)))
    const plan = input({
      ...Object.fromEntries(EXPENSE_CATEGORIES.map(({ key }, i) => [key, amounts[i]])),
      goalMonths: random.pick(GOAL_MONTHS),
      currentFund: random.chance(0.2) ? 0 : random.amount(0, 40_000),
      monthlySavings: random.chance(0.1) ? 0 : random.amount(0, 3_000),
    })
    const result = calculateEmergency(plan)
    const cents = (dollars: number) => Math.round(dollars * 100)
    const expenseCents = amounts.reduce((total: number, amount) => total + cents(amount ?? 0), 0)
    const context = `run ${run}: ${JSON.stringify(plan)}`
    expect(result.monthlyExpenses, context).toBe(expenseCents / 100)
    const missing = Math.max(0, expenseCents * plan.goalMonths - cents(plan.currentFund))
    expect(result.amountNeeded, context).toBe(missing / 100)
    const saving = cents(plan.monthlySavings)
    if (missing === 0) expect(result.monthsToGoal, context).toBe(0)
    else if (saving === 0) expect(result.monthsToGoal, context).toBeNull()
    else {
      const months = result.monthsToGoal ?? -1
      expect(months * saving, context).toBeGreaterThanOrEqual(missing)
      expect((months - 1) * saving, context).toBeLessThan(missing)
    }
  }
})

test('the 10% advice rounds up: saving the amount it names stops the advice', () => {
  // 10% of $3,500.40 is $350.04: "$350" would still be under 10%.
  const plan = input({ other: 500.4, monthlySavings: 100 })
  const advice = calculateEmergency(plan).recommendations.find(
    (item) => item.rule === 'saveTenPercent',
  )
  expect(advice?.text).toContain('Aim to save at least $351 a month.')
  expect(rulesOf({ other: 500.4, monthlySavings: 351 })).not.toContain('saveTenPercent')

  const random = seededRandom(10)
  const failures: string[] = []
  for (let run = 0; run < 1_000; run++) {
    const expenses = { other: random.amount(0, 20_000), food: random.amount(0, 2_000) }
    const text = calculateEmergency(input({ ...expenses, monthlySavings: 0 })).recommendations.find(
      (item) => item.rule === 'saveTenPercent',
    )?.text
    const named = Number(/at least \$([\d,]+) a month/.exec(text ?? '')?.[1]?.replace(/,/g, ''))
    if (!text) continue
    if (rulesOf({ ...expenses, monthlySavings: named }).includes('saveTenPercent'))
      failures.push(`run ${run}: ${JSON.stringify(expenses)} named $${named}`)
  }
  expect(failures).toEqual([])
})
