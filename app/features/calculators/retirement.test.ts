import { fv, PaymentDueTime, pv } from 'financial'
import { expect, test } from 'vitest'
import { seededRandom } from '../../../tests/seeded-random'
import { formatDollars } from '~/lib/money'
import {
  MAX_YEARS_COVERED,
  RETIREMENT_DEFAULTS,
  calculateRetirement,
  parseRetirementParams,
  retirementParamsToSearch,
  withConsistentAges,
  type RetirementInput,
} from './retirement'

const input = (overrides: Partial<RetirementInput> = {}): RetirementInput => ({
  ...RETIREMENT_DEFAULTS,
  ...overrides,
})

/** Ten years of retirement with no return and no inflation: plain arithmetic. */
const noGrowthPlan = (overrides: Partial<RetirementInput> = {}): RetirementInput =>
  input({
    currentAge: 60,
    retirementAge: 65,
    lifeExpectancy: 75,
    currentSavings: 100_000,
    monthlySavings: 1_000,
    expectedReturn: 0,
    desiredIncome: 30_000,
    inflation: 0,
    ...overrides,
  })

test('defaults: savings compound yearly and monthly savings monthly, as numpy-financial fv computes them', () => {
  const result = calculateRetirement(RETIREMENT_DEFAULTS)
  const lumpSum = fv(0.07, 35, 0, -50_000)
  const monthly = fv(0.07 / 12, 420, -1_000, 0)
  expect(result.retirementBalance).toBeCloseTo(lumpSum + monthly, 2)
  expect(result.yearsToRetirement).toBe(35)
  expect(result.retirementYears).toBe(25)
  expect(result.totalContributions).toBe(420_000)
  expect(result.adjustedRetirementIncome).toBeCloseTo(80_000 * 1.03 ** 35, 6)
})

test('the balance needed at retirement is the present value of withdrawals rising with inflation', () => {
  const result = calculateRetirement(RETIREMENT_DEFAULTS)
  // A withdrawal growing at inflation discounted at the return is a level one at the real rate.
  const realRate = 1.07 / 1.03 - 1
  const expected = pv(realRate, 25, -result.adjustedRetirementIncome, 0, PaymentDueTime.Begin)
  expect(result.requiredBalance).toBeCloseTo(expected, 2)
})

test('defaults fall short: the status gives the shortfall and the recommendation the missing monthly amount', () => {
  const result = calculateRetirement(RETIREMENT_DEFAULTS)
  expect(result.isOnTrack).toBe(false)
  expect(result.statusLabel).toBe('Needs Adjustment')
  expect(result.shortfall).toBeCloseTo(result.requiredBalance - result.retirementBalance, 6)
  expect(result.statusMessage).toBe(
    `You have a projected shortfall of ${formatDollars(result.shortfall)}.`,
  )
  expect(result.recommendation).toBe(
    `Increase your monthly savings by ${formatDollars(result.requiredMonthlySavings - 1_000)} to reach your retirement goal.`,
  )
  expect(result.yearsCovered).toBeLessThan(25)
})

test('saving the required monthly amount, a whole dollar rounded up, makes the money last to life expectancy', () => {
  for (const example of [
    RETIREMENT_DEFAULTS,
    input({ currentAge: 45, expectedReturn: 4, inflation: 4, desiredIncome: 60_000 }),
    input({ currentAge: 18, retirementAge: 67, lifeExpectancy: 120, expectedReturn: 0 }),
  ]) {
    const required = calculateRetirement(example).requiredMonthlySavings
    expect(Number.isInteger(required)).toBe(true)
    const funded = calculateRetirement({ ...example, monthlySavings: required })
    expect(funded.isOnTrack).toBe(true)
    expect(funded.yearsCovered).toBeGreaterThanOrEqual(funded.retirementYears)
    // At most a dollar a month more than the exact answer is left over at the end.
    expect(funded.retirementBalance).toBeGreaterThanOrEqual(funded.requiredBalance)
    const extraPerMonth = funded.retirementBalance - funded.requiredBalance
    expect(extraPerMonth / (12 * funded.yearsToRetirement)).toBeLessThan(
      (1 + example.expectedReturn / 100) ** funded.yearsToRetirement,
    )
    const slightlyLess = calculateRetirement({ ...example, monthlySavings: required - 1 })
    expect(slightlyLess.isOnTrack).toBe(false)
  }
})

/** The whole-dollar figure a visitor reads on the page, as a number they could type back in. */
const readBack = (shown: string) => Number(shown.replace(/[$,]/g, ''))

test('1,000 random plans: saving the figures shown gets On Track, and milestones are reached by age', () => {
  const random = seededRandom(2025)
  let needingMore = 0
  for (let run = 0; run < 1_000; run++) {
    const currentAge = random.int(18, 99)
    const plan = withConsistentAges(
      input({
        currentAge,
        retirementAge: random.int(Math.max(50, currentAge + 1), 100),
        lifeExpectancy: random.int(70, 120),
        currentSavings: random.chance(0.3) ? 0 : random.amount(0, 2_000_000),
        monthlySavings: random.chance(0.2) ? 0 : random.amount(0, 5_000),
        expectedReturn: random.amount(0, 20, 1),
        desiredIncome: random.amount(0, 250_000),
        inflation: random.amount(0, 10, 1),
      }),
    )
    const result = calculateRetirement(plan)
    const context = `run ${run}: ${JSON.stringify(plan)}`
    for (const milestone of result.milestones) {
      expect(milestone.reached, context).toBe(plan.currentAge >= milestone.age)
      expect(milestone.hasSavings, context).toBe(milestone.value > 0)
    }
    if (result.isOnTrack) continue
    needingMore += 1
    const shownRequirement = readBack(formatDollars(result.requiredMonthlySavings))
    expect(shownRequirement, context).toBeGreaterThan(plan.monthlySavings)
    expect(
      calculateRetirement({ ...plan, monthlySavings: shownRequirement }).isOnTrack,
      context,
    ).toBe(true)
    const increase = readBack(/by (\$[\d,]+)/.exec(result.recommendation ?? '')?.[1] ?? '')
    expect(increase, context).toBeGreaterThan(0)
    const followed = calculateRetirement({
      ...plan,
      monthlySavings: plan.monthlySavings + increase,
    })
    expect(followed.isOnTrack, context).toBe(true)
  }
  // The random plans must exercise the advice, not only plans already on track.
  expect(needingMore).toBeGreaterThan(300)
})

test('a large nest egg is on track: no shortfall, no recommendation, no monthly savings needed', () => {
  const result = calculateRetirement(
    input({ currentAge: 40, currentSavings: 2_000_000, monthlySavings: 0, expectedReturn: 6 }),
  )
  expect(result.isOnTrack).toBe(true)
  expect(result.statusLabel).toBe('On Track')
  expect(result.shortfall).toBe(0)
  expect(result.recommendation).toBeNull()
  expect(result.requiredMonthlySavings).toBe(0)
  expect(result.statusMessage).toBe(
    `Your savings will cover ${result.yearsCovered === MAX_YEARS_COVERED ? '100+' : result.yearsCovered} years of retirement.`,
  )
  expect(result.withdrawalPhase.at(-1)?.balance).toBeGreaterThan(0)
})

test('no return and no inflation: hand-worked balance, shortfall, required savings and years covered', () => {
  const result = calculateRetirement(noGrowthPlan())
  expect(result.retirementBalance).toBe(160_000)
  expect(result.adjustedRetirementIncome).toBe(30_000)
  expect(result.requiredBalance).toBe(300_000)
  expect(result.shortfall).toBe(140_000)
  // $200,000 over 60 months is $3,333.33 a month: shown and advised as $3,334.
  expect(result.requiredMonthlySavings).toBe(3_334)
  expect(result.yearsCovered).toBe(5)
  expect(result.statusMessage).toBe('You have a projected shortfall of $140,000.')
  expect(result.recommendation).toBe(
    'Increase your monthly savings by $2,334 to reach your retirement goal.',
  )
  expect(result.withdrawalPhase.map((row) => row.balance)).toEqual([
    160_000, 130_000, 100_000, 70_000, 40_000, 10_000, 0, 0, 0, 0, 0,
  ])
})

test('the projection never goes below zero and only pays out what is left', () => {
  const rows = calculateRetirement(noGrowthPlan()).yearlyProjection
  expect(rows.every((row) => row.balance >= 0)).toBe(true)
  const lastPartialYear = rows.find((row) => row.age === 70)
  expect(lastPartialYear?.withdrawal).toBe(30_000)
  expect(lastPartialYear?.withdrawn).toBe(10_000)
})

test('withdrawals keep rising with inflation through retirement', () => {
  const result = calculateRetirement(noGrowthPlan({ inflation: 10, currentSavings: 10_000_000 }))
  const withdrawals = result.yearlyProjection
    .filter((row) => row.phase === 'retired' && row.withdrawal > 0)
    .map((row) => row.withdrawal)
  expect(withdrawals).toHaveLength(10)
  expect(withdrawals[0]).toBeCloseTo(30_000 * 1.1 ** 5, 6)
  for (let year = 1; year < withdrawals.length; year++) {
    expect((withdrawals[year] ?? 0) / (withdrawals[year - 1] ?? 1)).toBeCloseTo(1.1, 10)
  }
})

test('the income view has contributions before retirement and withdrawals from it', () => {
  const rows = calculateRetirement(noGrowthPlan()).yearlyProjection
  expect(rows.map((row) => row.age)).toEqual([
    60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75,
  ])
  expect(rows.filter((row) => row.phase === 'saving').map((row) => row.contributions)).toEqual([
    12_000, 12_000, 12_000, 12_000, 12_000,
  ])
  expect(rows.find((row) => row.age === 65)?.withdrawal).toBe(30_000)
  expect(rows.at(-1)?.withdrawal).toBe(0)
})

test('milestones cover the listed ages between today and life expectancy, reached once the visitor is that age', () => {
  const defaults = calculateRetirement(RETIREMENT_DEFAULTS)
  expect(defaults.milestones.map((milestone) => milestone.age)).toEqual([
    40, 50, 55, 60, 65, 70, 75,
  ])
  const at50 = defaults.yearlyProjection.find((row) => row.age === 50)
  expect(defaults.milestones[1]).toMatchObject({
    label: 'Age 50',
    value: at50?.balance,
    reached: false,
    hasSavings: true,
  })
  expect(defaults.milestones[1]?.description).toContain('$8,000')
  expect(defaults.milestones[4]?.description).toMatch(/^Retirement begins\./)

  const late = calculateRetirement(
    noGrowthPlan({ currentAge: 52, lifeExpectancy: 72, currentSavings: 0, monthlySavings: 500 }),
  )
  expect(late.milestones.map((milestone) => milestone.age)).toEqual([55, 60, 65, 70])
  expect(late.milestones.map((milestone) => milestone.reached)).toEqual([
    false,
    false,
    false,
    false,
  ])
  expect(late.milestones.map((milestone) => milestone.hasSavings)).toEqual([
    true,
    true,
    true,
    false,
  ])

  const sixty = calculateRetirement(noGrowthPlan())
  expect(sixty.milestones.map((milestone) => [milestone.age, milestone.reached])).toEqual([
    [60, true],
    [65, false],
    [70, false],
    [75, false],
  ])
})

test('scenarios scale monthly savings and shift the return, the current one matching the main result', () => {
  const result = calculateRetirement(RETIREMENT_DEFAULTS)
  expect(
    result.scenarios.map(({ name, monthlySavings, returnRate }) => [
      name,
      monthlySavings,
      returnRate,
    ]),
  ).toEqual([
    ['Conservative', 800, 5],
    ['Current', 1_000, 7],
    ['Optimistic', 1_200, 8],
    ['Aggressive', 1_500, 9],
  ])
  const current = result.scenarios[1]
  expect(current?.finalBalance).toBe(result.retirementBalance)
  expect(current?.yearsCovered).toBe(result.yearsCovered)
  const optimistic = result.scenarios[2]
  expect(optimistic?.finalBalance).toBeCloseTo(
    fv(0.08, 35, 0, -50_000) + fv(0.08 / 12, 420, -1_200, 0),
    2,
  )
  expect(result.scenarios.map((row) => row.coversRetirement)).toEqual(
    result.scenarios.map((row) => row.yearsCovered >= 25),
  )
})

test('the conservative scenario never uses a negative return', () => {
  const result = calculateRetirement(input({ expectedReturn: 1 }))
  expect(result.scenarios[0]?.returnRate).toBe(0)
})

test('with no income needed the savings last indefinitely, capped at the years-covered limit', () => {
  const result = calculateRetirement(input({ desiredIncome: 0 }))
  expect(result.isOnTrack).toBe(true)
  expect(result.yearsCovered).toBe(MAX_YEARS_COVERED)
  expect(result.statusMessage).toBe('Your savings will cover 100+ years of retirement.')
  expect(result.requiredMonthlySavings).toBe(0)
})

test('the longest horizon, 18 to 120, stays finite', () => {
  const result = calculateRetirement(
    input({
      currentAge: 18,
      retirementAge: 100,
      lifeExpectancy: 120,
      expectedReturn: 20,
      inflation: 10,
    }),
  )
  expect(result.yearlyProjection).toHaveLength(103)
  expect(result.withdrawalPhase).toHaveLength(21)
  expect(result.yearlyProjection.every((row) => Number.isFinite(row.balance))).toBe(true)
  expect(Number.isFinite(result.requiredMonthlySavings)).toBe(true)
})

test('inconsistent ages: retirement moves after today, life expectancy after retirement', () => {
  expect(withConsistentAges(input({ currentAge: 70, retirementAge: 65 }))).toMatchObject({
    currentAge: 70,
    retirementAge: 71,
    lifeExpectancy: 90,
  })
  expect(withConsistentAges(input({ currentAge: 40, retirementAge: 40 })).retirementAge).toBe(65)
  expect(withConsistentAges(input({ retirementAge: 95, lifeExpectancy: 80 })).lifeExpectancy).toBe(
    96,
  )
  expect(withConsistentAges(input({ retirementAge: 75, lifeExpectancy: 75 })).lifeExpectancy).toBe(
    90,
  )
  expect(withConsistentAges(input({ currentAge: 100 }))).toMatchObject({
    currentAge: 30,
    retirementAge: 65,
  })
  expect(withConsistentAges(RETIREMENT_DEFAULTS)).toEqual(RETIREMENT_DEFAULTS)
})

test('an empty query gives the defaults', () => {
  expect(parseRetirementParams(new URLSearchParams())).toEqual(RETIREMENT_DEFAULTS)
})

test('a query written by retirementParamsToSearch reads back to the same input', () => {
  const example = input({
    currentAge: 48,
    retirementAge: 62,
    lifeExpectancy: 95,
    expectedReturn: 6.5,
    inflation: 2.5,
  })
  expect(retirementParamsToSearch(example)).toBe(
    'age=48&retireAt=62&lifeExpectancy=95&savings=50000&monthly=1000&return=6.5&income=80000&inflation=2.5',
  )
  expect(parseRetirementParams(new URLSearchParams(retirementParamsToSearch(example)))).toEqual(
    example,
  )
})

test('malformed and out-of-range values fall back to that field only', () => {
  const parsed = parseRetirementParams(
    new URLSearchParams(
      'age=17&retireAt=49&lifeExpectancy=121&savings=-1&monthly=abc&return=21&income=&inflation=10.5',
    ),
  )
  expect(parsed).toEqual(RETIREMENT_DEFAULTS)
  expect(parseRetirementParams(new URLSearchParams('age=30.5&return=4'))).toEqual(
    input({ expectedReturn: 4 }),
  )
})

test('a shared link with crossed ages is made consistent when read', () => {
  expect(parseRetirementParams(new URLSearchParams('age=70&retireAt=65'))).toMatchObject({
    currentAge: 70,
    retirementAge: 71,
  })
  expect(
    parseRetirementParams(new URLSearchParams('retireAt=85&lifeExpectancy=80')).lifeExpectancy,
  ).toBe(90)
})
