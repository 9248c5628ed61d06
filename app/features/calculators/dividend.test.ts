import { fv, irr } from 'financial'
import { expect, test } from 'vitest'
import {
  DIVIDEND_DEFAULTS,
  calculateDividend,
  dividendParamsToSearch,
  parseDividendParams,
  pickSummaryYears,
  type DividendInput,
} from './dividend'

const input = (overrides: Partial<DividendInput> = {}): DividendInput => ({
  ...DIVIDEND_DEFAULTS,
  ...overrides,
})

/** $10,000 in a 4% payer whose price and dividend never change, no additions, no tax. */
const flatStock = (overrides: Partial<DividendInput> = {}): DividendInput =>
  input({
    initial: 10_000,
    dividendYield: 4,
    monthly: 0,
    dividendGrowth: 0,
    priceGrowth: 0,
    taxRate: 0,
    ...overrides,
  })

test('defaults: money put in, first-year yield, tax withheld and the return all hang together', () => {
  const result = calculateDividend(DIVIDEND_DEFAULTS)
  expect(result.totalInvested).toBe(130_000)
  expect(result.yearlyBreakdown).toHaveLength(20)
  expect(result.yearlyBreakdown[0]?.currentYield).toBeCloseTo(3.5, 10)
  expect(result.totalTaxPaid).toBeCloseTo(result.totalDividendsBeforeTax * 0.15, 8)
  expect(result.totalReturn).toBeCloseTo(result.finalValue - 130_000, 8)
  expect(result.totalReturnPercent).toBeCloseTo((result.totalReturn / 130_000) * 100, 8)
  expect(result.monthlyIncome).toBeCloseTo(result.finalYearDividends / 12, 10)
  expect(result.yearlyBreakdown.at(-1)?.portfolioValue).toBe(result.finalValue)
  expect(result.yearlyBreakdown.at(-1)?.totalDividends).toBe(result.totalDividends)
  // 7% price growth plus a 3.5% yield (after 15% tax) reinvested: a little under 10% a year.
  expect(result.cagr).toBeGreaterThan(9)
  expect(result.cagr).toBeLessThan(10.5)
})

test('reinvest off, tax 0: a flat 4% payer pays $400 a year in cash and keeps its value', () => {
  const result = calculateDividend(flatStock({ reinvest: false, years: 5 }))
  expect(result.finalValue).toBeCloseTo(10_000, 8)
  expect(result.yearlyBreakdown.map((row) => row.annualDividend)).toEqual([400, 400, 400, 400, 400])
  expect(result.totalDividends).toBeCloseTo(2_000, 8)
  expect(result.totalTaxPaid).toBe(0)
  expect(result.totalReturn).toBeCloseTo(2_000, 8)
  expect(result.totalReturnPercent).toBeCloseTo(20, 8)
  expect(result.finalYearDividends).toBe(400)
  expect(result.monthlyIncome).toBeCloseTo(400 / 12, 10)
  expect(result.yieldOnCost).toBeCloseTo(4, 10)
})

test('reinvest off, tax 15%: the same payer hands over $340 a year and withholds $60', () => {
  const result = calculateDividend(flatStock({ reinvest: false, years: 5, taxRate: 15 }))
  expect(result.yearlyBreakdown.map((row) => row.annualDividend)).toEqual([340, 340, 340, 340, 340])
  expect(result.totalDividends).toBeCloseTo(1_700, 8)
  expect(result.totalDividendsBeforeTax).toBeCloseTo(2_000, 8)
  expect(result.totalTaxPaid).toBeCloseTo(300, 8)
  expect(result.totalReturn).toBeCloseTo(1_700, 8)
  // Yield on cost is quoted before tax, like any yield.
  expect(result.yieldOnCost).toBeCloseTo(4, 10)
})

test('reinvest on, tax 0: quarterly 1% dividends compound to 10,000 × 1.01^4 in a year', () => {
  const result = calculateDividend(flatStock({ years: 1 }))
  expect(result.finalValue).toBeCloseTo(10_406.04, 2)
  expect(result.totalDividends).toBeCloseTo(406.04, 2)
  expect(result.totalReturn).toBeCloseTo(406.04, 2)
})

test('reinvest on, tax 15%: only 0.85% a quarter is reinvested', () => {
  const result = calculateDividend(flatStock({ years: 1, taxRate: 15 }))
  expect(result.finalValue).toBeCloseTo(10_344.36, 2)
  expect(result.totalDividends).toBeCloseTo(344.36, 2)
  expect(result.totalTaxPaid).toBeCloseTo(60.77, 2)
})

test('with no dividend the portfolio matches numpy-financial fv at the monthly price growth', () => {
  const example = input({ dividendYield: 0, priceGrowth: 7, initial: 10_000, monthly: 500 })
  for (const years of [1, 20, 50]) {
    const result = calculateDividend({ ...example, years })
    const monthlyGrowth = 1.07 ** (1 / 12) - 1
    expect(result.finalValue).toBeCloseTo(fv(monthlyGrowth, 12 * years, -500, -10_000), 2)
    expect(result.totalDividends).toBe(0)
  }
})

test('monthly additions buy at month end and miss the dividend paid that same day', () => {
  // $100 a month into a 12% payer: quarter-end holdings before that month's purchase are
  // $200, $500, $800 and $1,100, earning 3% each quarter.
  const result = calculateDividend(
    flatStock({ initial: 0, monthly: 100, dividendYield: 12, reinvest: false, years: 1 }),
  )
  expect(result.totalDividends).toBeCloseTo(6 + 15 + 24 + 33, 8)
  expect(result.finalValue).toBeCloseTo(1_200, 8)
  expect(result.totalInvested).toBe(1_200)
})

test('dividend per share grows from year 2 on, and so does the current yield when the price is flat', () => {
  const result = calculateDividend(flatStock({ reinvest: false, years: 3, dividendGrowth: 10 }))
  const rows = result.yearlyBreakdown
  expect(rows.map((row) => row.annualDividend)).toEqual([
    400,
    expect.closeTo(440, 8),
    expect.closeTo(484, 8),
  ])
  expect(rows.map((row) => row.currentYield)).toEqual([
    4,
    expect.closeTo(4.4, 10),
    expect.closeTo(4.84, 10),
  ])
  expect(rows.map((row) => row.dividendGrowth)).toEqual([
    null,
    expect.closeTo(10, 8),
    expect.closeTo(10, 8),
  ])
})

test('current yield is the dividend per share over the price at the start of the year', () => {
  const result = calculateDividend(flatStock({ years: 3, priceGrowth: 10 }))
  expect(result.yearlyBreakdown.map((row) => row.currentYield)).toEqual([
    4,
    expect.closeTo(4 / 1.1, 10),
    expect.closeTo(4 / 1.21, 10),
  ])
})

test('without monthly additions and with reinvesting, cagr is the classic (end/start)^(1/years) − 1', () => {
  const result = calculateDividend(flatStock({ years: 10, priceGrowth: 5, dividendYield: 3 }))
  const classic = ((result.finalValue / 10_000) ** (1 / 10) - 1) * 100
  expect(result.cagr).toBeCloseTo(classic, 6)
})

test('with no dividend, cagr equals the price growth however the money was added', () => {
  const result = calculateDividend(
    input({ dividendYield: 0, priceGrowth: 6, initial: 1_000, monthly: 250, years: 15 }),
  )
  expect(result.cagr).toBeCloseTo(6, 6)
})

test('cagr with cash dividends agrees with numpy-financial irr on the same monthly cash flows', () => {
  const result = calculateDividend(flatStock({ reinvest: false, years: 2 }))
  // −$10,000 now, $100 every quarter end, $10,000 back at the end.
  const flows: number[] = Array.from({ length: 25 }, (_, month) =>
    month === 0 ? -10_000 : month % 3 === 0 ? 100 : 0,
  )
  flows[24] = 100 + 10_000
  const expected = ((1 + irr(flows)) ** 12 - 1) * 100
  expect(result.cagr).toBeCloseTo(expected, 6)
  expect(result.cagr).toBeCloseTo((1.01 ** 4 - 1) * 100, 6)
})

test('nothing invested gives zeros, not NaN', () => {
  const result = calculateDividend(input({ initial: 0, monthly: 0 }))
  expect(result.finalValue).toBe(0)
  expect(result.totalReturnPercent).toBe(0)
  expect(result.yieldOnCost).toBe(0)
  expect(result.cagr).toBe(0)
  expect(result.yearlyBreakdown.every((row) => row.dividendGrowth === null)).toBe(true)
})

test('falling prices and dividends at the bounds stay finite', () => {
  const result = calculateDividend(
    input({ priceGrowth: -50, dividendGrowth: -50, dividendYield: 25, years: 50, taxRate: 100 }),
  )
  expect(Number.isFinite(result.finalValue)).toBe(true)
  expect(Number.isFinite(result.cagr)).toBe(true)
  expect(result.totalDividends).toBe(0)
})

test('the short table shows the first, second, middle, second-to-last and last year', () => {
  const years = Array.from({ length: 20 }, (_, index) => index + 1)
  expect(pickSummaryYears(years)).toEqual([1, 2, 10, 19, 20])
  expect(pickSummaryYears([1, 2, 3])).toEqual([1, 2, 3])
  expect(pickSummaryYears([1])).toEqual([1])
  expect(pickSummaryYears([])).toEqual([])
})

test('an empty query gives the defaults', () => {
  expect(parseDividendParams(new URLSearchParams())).toEqual(DIVIDEND_DEFAULTS)
})

test('a query written by dividendParamsToSearch reads back to the same input', () => {
  const example = input({ dividendYield: 4.2, priceGrowth: -3.5, reinvest: false, taxRate: 0 })
  expect(dividendParamsToSearch(example)).toBe(
    'initial=10000&yield=4.2&monthly=500&dividendGrowth=5&priceGrowth=-3.5&years=20&reinvest=false&tax=0',
  )
  expect(parseDividendParams(new URLSearchParams(dividendParamsToSearch(example)))).toEqual(example)
})

test('malformed and out-of-range values fall back to that field only', () => {
  const parsed = parseDividendParams(
    new URLSearchParams(
      'initial=-1&yield=26&monthly=x&dividendGrowth=51&priceGrowth=-51&years=0&reinvest=yes&tax=101',
    ),
  )
  expect(parsed).toEqual(DIVIDEND_DEFAULTS)
  const mixed = parseDividendParams(new URLSearchParams('yield=8&years=2.5&reinvest=false'))
  expect(mixed).toEqual(input({ dividendYield: 8, reinvest: false }))
})
