import { fv } from 'financial'
import { expect, test } from 'vitest'
import { seededRandom } from '../../../tests/seeded-random'
import { formatDollars } from '~/lib/money'
import {
  COMPOUND_DEFAULTS,
  COMPOUNDING_FREQUENCIES,
  calculateCompound,
  compoundParamsToSearch,
  parseCompoundParams,
  type CompoundInput,
} from './compound'

const input = (overrides: Partial<CompoundInput> = {}): CompoundInput => ({
  ...COMPOUND_DEFAULTS,
  ...overrides,
})

/** Independent future value: numpy-financial's fv at the monthly rate equivalent to r/n compounding. */
function referenceFutureValue({ initial, monthly, rate, years, frequency }: CompoundInput) {
  const monthlyRate = (1 + rate / 100 / frequency) ** (frequency / 12) - 1
  return fv(monthlyRate, 12 * years, -monthly, -initial)
}

test('defaults: $10,000 plus $500 a month at 7% compounded monthly for 20 years', () => {
  const result = calculateCompound(COMPOUND_DEFAULTS)
  expect(result.futureValue).toBeCloseTo(300_850.72, 2)
  expect(result.totalContributions).toBe(130_000)
  expect(result.interestEarned).toBeCloseTo(170_850.72, 2)
  expect(result.effectiveRate).toBeCloseTo(((1 + 0.07 / 12) ** 12 - 1) * 100, 10)
  expect(result.roi).toBeCloseTo((170_850.72 / 130_000) * 100, 4)
  expect(result.yearlyData).toHaveLength(20)
})

test('future value agrees with numpy-financial fv to the cent across rates, frequencies and periods', () => {
  const cases: CompoundInput[] = [
    input(),
    input({ rate: 0.1, frequency: 365 }),
    input({ rate: 30, years: 50, frequency: 1 }),
    input({ initial: 0, monthly: 2_500, rate: 5.5, years: 33, frequency: 2 }),
    input({ initial: 250_000, monthly: 0, rate: 12.3, years: 7, frequency: 4 }),
    input({ initial: 1, monthly: 1, rate: 0.5, years: 1, frequency: 12 }),
  ]
  for (const example of cases) {
    const result = calculateCompound(example)
    expect(result.futureValue).toBeCloseTo(referenceFutureValue(example), 2)
    for (const row of result.yearlyData) {
      expect(row.balance).toBeCloseTo(referenceFutureValue({ ...example, years: row.year }), 2)
    }
  }
})

test('a zero rate gives plain sums and no interest', () => {
  const result = calculateCompound(input({ rate: 0, initial: 1_000, monthly: 100, years: 3 }))
  expect(result.futureValue).toBe(4_600)
  expect(result.interestEarned).toBe(0)
  expect(result.effectiveRate).toBe(0)
  expect(result.roi).toBe(0)
  expect(result.yearlyData.map((row) => row.balance)).toEqual([2_200, 3_400, 4_600])
})

test('without contributions the balance is the initial deposit compounded: $1,000 at 10% yearly for 2 years is $1,210', () => {
  const result = calculateCompound(
    input({ initial: 1_000, monthly: 0, rate: 10, years: 2, frequency: 1 }),
  )
  expect(result.futureValue).toBeCloseTo(1_210, 8)
  expect(result.totalContributions).toBe(1_000)
  expect(result.effectiveRate).toBeCloseTo(10, 10)
})

test('monthly contributions with yearly compounding earn the equivalent monthly rate', () => {
  // $100 a month for a year at 12% compounded yearly: 12 / ((1.12)^(1/12) − 1).
  const result = calculateCompound(
    input({ initial: 0, monthly: 100, rate: 12, years: 1, frequency: 1 }),
  )
  expect(result.futureValue).toBeCloseTo(1_264.65, 2)
})

test('nothing invested grows to nothing, without dividing by zero', () => {
  const result = calculateCompound(input({ initial: 0, monthly: 0 }))
  expect(result.futureValue).toBe(0)
  expect(result.roi).toBe(0)
  expect(result.yearlyData.every((row) => row.growth === 0)).toBe(true)
})

test('a one-year period has one row and the year-1 milestone only', () => {
  const result = calculateCompound(input({ years: 1 }))
  expect(result.yearlyData).toHaveLength(1)
  expect(result.milestones.map((row) => row.year)).toEqual([1])
  expect(result.futureValue).toBeCloseTo(referenceFutureValue(input({ years: 1 })), 2)
})

test('a 50-year period lists every milestone from 1 to 50', () => {
  const result = calculateCompound(input({ years: 50 }))
  expect(result.milestones.map((row) => row.year)).toEqual([
    1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50,
  ])
  expect(result.futureValue).toBeCloseTo(referenceFutureValue(input({ years: 50 })), 2)
})

test('milestones stop at the end of the period', () => {
  const result = calculateCompound(input({ years: 23 }))
  expect(result.milestones.map((row) => row.year)).toEqual([1, 5, 10, 15, 20])
})

test('daily compounding uses the effective rate (1 + r/365)^365 − 1', () => {
  const example = input({ frequency: 365 })
  const result = calculateCompound(example)
  expect(result.effectiveRate).toBeCloseTo(((1 + 0.07 / 365) ** 365 - 1) * 100, 10)
  expect(result.futureValue).toBeCloseTo(referenceFutureValue(example), 2)
})

test('yearly rows carry contributions, interest and growth as a percent of contributions', () => {
  const [first] = calculateCompound(input()).yearlyData
  expect(first?.year).toBe(1)
  expect(first?.contributions).toBe(16_000)
  expect(first?.interest).toBeCloseTo((first?.balance ?? 0) - 16_000, 10)
  expect(first?.growth).toBeCloseTo(((first?.interest ?? 0) / 16_000) * 100, 10)
})

test('compare frequencies runs the same inputs at every frequency, more often compounding earning more', () => {
  const result = calculateCompound(input())
  expect(result.frequencyComparison.map((row) => row.frequency)).toEqual([
    ...COMPOUNDING_FREQUENCIES,
  ])
  expect(result.frequencyComparison.map((row) => row.label)).toEqual([
    'Annually',
    'Semi-annually',
    'Quarterly',
    'Monthly',
    'Daily',
  ])
  const values = result.frequencyComparison.map((row) => row.futureValue)
  expect([...values].sort((a, b) => a - b)).toEqual(values)
  const monthly = result.frequencyComparison.find((row) => row.frequency === 12)
  expect(monthly?.futureValue).toBe(result.futureValue)
  for (const row of result.frequencyComparison) {
    expect(row.balances).toHaveLength(20)
    expect(row.futureValue).toBeCloseTo(
      referenceFutureValue(input({ frequency: row.frequency })),
      2,
    )
    expect(row.interestEarned).toBeCloseTo(row.futureValue - 130_000, 8)
  }
})

test('$10,000 at 5% compounded daily for a year, with nothing added, is shown as $10,513', () => {
  const result = calculateCompound(
    parseCompoundParams(
      new URLSearchParams('initial=10000&monthly=0&rate=5&years=1&frequency=365'),
    ),
  )
  expect(formatDollars(result.futureValue)).toBe('$10,513')
})

test('an empty query gives the defaults', () => {
  expect(parseCompoundParams(new URLSearchParams())).toEqual(COMPOUND_DEFAULTS)
})

test('a query written by compoundParamsToSearch reads back to the same input', () => {
  const example = input({ initial: 2_500.5, monthly: 0, rate: 6.3, years: 50, frequency: 365 })
  expect(compoundParamsToSearch(example)).toBe(
    'initial=2500.5&monthly=0&rate=6.3&years=50&frequency=365',
  )
  expect(parseCompoundParams(new URLSearchParams(compoundParamsToSearch(example)))).toEqual(example)
})

test('malformed and out-of-range values fall back to that field only', () => {
  const parsed = parseCompoundParams(
    new URLSearchParams('initial=-5&monthly=abc&rate=31&years=2.5&frequency=3'),
  )
  expect(parsed).toEqual(COMPOUND_DEFAULTS)
  const mixed = parseCompoundParams(new URLSearchParams('initial=5000&rate=-1&frequency=4'))
  expect(mixed).toEqual(input({ initial: 5_000, frequency: 4 }))
})

test('a period of 0 years becomes 1 year, other invalid periods the default', () => {
  expect(parseCompoundParams(new URLSearchParams('years=0')).years).toBe(1)
  expect(parseCompoundParams(new URLSearchParams('years=51')).years).toBe(20)
  expect(parseCompoundParams(new URLSearchParams('years=-3')).years).toBe(20)
  expect(parseCompoundParams(new URLSearchParams('rate=30&years=50')).years).toBe(50)
})

test('contributions add up in whole cents: $0.10 and $0.20 a month make exactly $2.50 in a year', () => {
  const result = calculateCompound({ ...COMPOUND_DEFAULTS, initial: 0.1, monthly: 0.2, years: 1 })
  // As floats, 0.1 + 0.2 × 12 is 2.5000000000000004.
  expect(result.totalContributions).toBe(2.5)
  expect(result.yearlyData[0]?.contributions).toBe(2.5)
})

test('1,000 random inputs: contributions are exact to the cent, growth never negative, all readable', () => {
  const random = seededRandom(7)
  const failures: string[] = []
  for (let run = 0; run < 1_000; run++) {
    const input = {
      initial: random.chance(0.2) ? 0 : random.amount(0, random.chance(0.1) ? 1e9 : 100_000),
      monthly: random.chance(0.2) ? 0 : random.amount(0, random.chance(0.1) ? 1e9 : 5_000),
      rate: random.amount(0, 30, 1),
      years: random.int(1, 50),
      frequency: random.pick(COMPOUNDING_FREQUENCIES),
    }
    const result = calculateCompound(input)
    const cents = (dollars: number) => Math.round(dollars * 100)
    const check = (ok: boolean, what: string) => {
      if (!ok) failures.push(`run ${run} ${JSON.stringify(input)}: ${what}`)
    }
    const contributed = (cents(input.initial) + cents(input.monthly) * 12 * input.years) / 100
    check(result.totalContributions === contributed, `contributions ${result.totalContributions}`)
    check(result.futureValue >= result.totalContributions, 'lost money at a rate of 0% or more')
    for (const value of [result.futureValue, result.interestEarned, result.totalContributions]) {
      check(/^\$\d{1,3}(,\d{3})*$/.test(formatDollars(value)), `shown as ${formatDollars(value)}`)
    }
  }
  expect(failures.slice(0, 5)).toEqual([])
})
