import { fv, irr } from 'financial'
import { expect, test } from 'vitest'
import { seededRandom } from '../../../tests/seeded-random'
import { formatDollars, formatPercent } from '~/lib/money'
import {
  DIVIDEND_DEFAULTS,
  DIVIDEND_FIELDS,
  MAX_CURRENT_YIELD,
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

/** The figures for inputs the model accepts; fails the test when it refuses them. */
function figures(example: DividendInput) {
  const outcome = calculateDividend(example)
  if (!outcome.ok) throw new Error(outcome.problem.message)
  return outcome.result
}

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
  const result = figures(DIVIDEND_DEFAULTS)
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
  const result = figures(flatStock({ reinvest: false, years: 5 }))
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
  const result = figures(flatStock({ reinvest: false, years: 5, taxRate: 15 }))
  expect(result.yearlyBreakdown.map((row) => row.annualDividend)).toEqual([340, 340, 340, 340, 340])
  expect(result.totalDividends).toBeCloseTo(1_700, 8)
  expect(result.totalDividendsBeforeTax).toBeCloseTo(2_000, 8)
  expect(result.totalTaxPaid).toBeCloseTo(300, 8)
  expect(result.totalReturn).toBeCloseTo(1_700, 8)
  // Yield on cost is quoted before tax, like any yield.
  expect(result.yieldOnCost).toBeCloseTo(4, 10)
})

test('reinvest on, tax 0: quarterly 1% dividends compound to 10,000 × 1.01^4 in a year', () => {
  const result = figures(flatStock({ years: 1 }))
  expect(result.finalValue).toBeCloseTo(10_406.04, 2)
  expect(result.totalDividends).toBeCloseTo(406.04, 2)
  expect(result.totalReturn).toBeCloseTo(406.04, 2)
})

test('reinvest on, tax 15%: only 0.85% a quarter is reinvested', () => {
  const result = figures(flatStock({ years: 1, taxRate: 15 }))
  expect(result.finalValue).toBeCloseTo(10_344.36, 2)
  expect(result.totalDividends).toBeCloseTo(344.36, 2)
  expect(result.totalTaxPaid).toBeCloseTo(60.77, 2)
})

test('with no dividend the portfolio matches numpy-financial fv at the monthly price growth', () => {
  const example = input({ dividendYield: 0, priceGrowth: 7, initial: 10_000, monthly: 500 })
  for (const years of [1, 20, 50]) {
    const result = figures({ ...example, years })
    const monthlyGrowth = 1.07 ** (1 / 12) - 1
    expect(result.finalValue).toBeCloseTo(fv(monthlyGrowth, 12 * years, -500, -10_000), 2)
    expect(result.totalDividends).toBe(0)
  }
})

test('monthly additions buy at month end and miss the dividend paid that same day', () => {
  // $100 a month into a 12% payer: quarter-end holdings before that month's purchase are
  // $200, $500, $800 and $1,100, earning 3% each quarter.
  const result = figures(
    flatStock({ initial: 0, monthly: 100, dividendYield: 12, reinvest: false, years: 1 }),
  )
  expect(result.totalDividends).toBeCloseTo(6 + 15 + 24 + 33, 8)
  expect(result.finalValue).toBeCloseTo(1_200, 8)
  expect(result.totalInvested).toBe(1_200)
})

test('dividend per share grows from year 2 on, and so does the current yield when the price is flat', () => {
  const result = figures(flatStock({ reinvest: false, years: 3, dividendGrowth: 10 }))
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
  const result = figures(flatStock({ years: 3, priceGrowth: 10 }))
  expect(result.yearlyBreakdown.map((row) => row.currentYield)).toEqual([
    4,
    expect.closeTo(4 / 1.1, 10),
    expect.closeTo(4 / 1.21, 10),
  ])
})

test('without monthly additions and with reinvesting, cagr is the classic (end/start)^(1/years) − 1', () => {
  const result = figures(flatStock({ years: 10, priceGrowth: 5, dividendYield: 3 }))
  const classic = ((result.finalValue / 10_000) ** (1 / 10) - 1) * 100
  expect(result.cagr).toBeCloseTo(classic, 6)
})

test('with no dividend, cagr equals the price growth however the money was added', () => {
  const result = figures(
    input({ dividendYield: 0, priceGrowth: 6, initial: 1_000, monthly: 250, years: 15 }),
  )
  expect(result.cagr).toBeCloseTo(6, 6)
})

test('cagr with cash dividends agrees with numpy-financial irr on the same monthly cash flows', () => {
  const result = figures(flatStock({ reinvest: false, years: 2 }))
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
  const result = figures(input({ initial: 0, monthly: 0 }))
  expect(result.finalValue).toBe(0)
  expect(result.totalReturnPercent).toBe(0)
  expect(result.yieldOnCost).toBe(0)
  expect(result.cagr).toBe(0)
  expect(result.yearlyBreakdown.every((row) => row.dividendGrowth === null)).toBe(true)
})

test('falling prices and dividends at the bounds stay finite', () => {
  const result = figures(
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

test('the defaults over 50 years: $310,000 put in grows to $5,564,725 with $900,532 of dividends', () => {
  const result = figures(input({ years: 50 }))
  expect(formatDollars(result.totalInvested)).toBe('$310,000')
  expect(formatDollars(result.finalValue)).toBe('$5,564,725')
  expect(formatDollars(result.totalDividends)).toBe('$900,532')
  expect(result.yearlyBreakdown).toHaveLength(50)
})

test('a link with every amount at 1 over 2 years puts in $25', () => {
  const result = figures(
    parseDividendParams(
      new URLSearchParams(
        'initial=1&yield=1&monthly=1&dividendGrowth=1&priceGrowth=1&years=2&reinvest=false&tax=1',
      ),
    ),
  )
  expect(formatDollars(result.totalInvested)).toBe('$25')
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

test('a dividend growing while the price falls gets a message, not runaway yields', () => {
  const runaway = input({ priceGrowth: -50, dividendGrowth: 50, years: 50 })
  const outcome = calculateDividend(runaway)
  if (outcome.ok) throw new Error('the runaway inputs were projected')
  // 3.5% × (1.5 / 0.5) = 10.5% in year 2, 31.5% in year 3.
  expect(outcome.problem.year).toBe(3)
  expect(outcome.problem.maxDividendGrowth).toBe(-48)
  expect(outcome.problem.message).toBe(
    'With a dividend growing 50.0% a year and a share price changing -50.0% a year, the dividend would be more than 25% of the share price in year 3. A dividend that keeps outgrowing the share price would soon pay out more each year than the shares are worth, so we show no figures for these rates. Lower the dividend growth rate to -48.0% or less, raise the share price growth rate, or shorten the time period to 2 years.',
  )
  // Each of the three ways out it names gives figures again.
  expect(calculateDividend({ ...runaway, dividendGrowth: -48 }).ok).toBe(true)
  expect(calculateDividend({ ...runaway, dividendGrowth: -47.9 }).ok).toBe(false)
  expect(calculateDividend({ ...runaway, years: 2 }).ok).toBe(true)
  expect(calculateDividend({ ...runaway, priceGrowth: 50 }).ok).toBe(true)
})

test('a yield exactly at the limit for the whole period is still projected', () => {
  const result = figures(flatStock({ dividendYield: MAX_CURRENT_YIELD, years: 50 }))
  expect(result.yearlyBreakdown.at(-1)?.currentYield).toBeCloseTo(MAX_CURRENT_YIELD, 10)
})

const WHOLE_DOLLARS = /^-?\$\d{1,3}(,\d{3})*$/
const PERCENT = /^-?\d{1,3}(,\d{3})*\.\d{2}%$/

function randomDividendInput(random: ReturnType<typeof seededRandom>): DividendInput {
  const amount = (max: number) =>
    random.chance(0.15) ? 0 : random.amount(0, random.chance(0.1) ? max : 100_000)
  return {
    initial: amount(DIVIDEND_FIELDS.initial.max),
    dividendYield: random.amount(0, DIVIDEND_FIELDS.dividendYield.max, 1),
    monthly: amount(DIVIDEND_FIELDS.monthly.max),
    dividendGrowth: random.amount(-50, 50, 1),
    priceGrowth: random.amount(-50, 50, 1),
    years: random.int(1, 50),
    reinvest: random.chance(0.6),
    taxRate: random.amount(0, 100, 1),
  }
}

test('1,000 random inputs: figures are finite, readable and possible, or a message says why not', () => {
  const random = seededRandom(16)
  // Failures are collected and compared once: a thousand expect() calls per case would be slow.
  const failures: string[] = []
  let projected = 0
  let refused = 0
  for (let run = 0; run < 1_000; run++) {
    const example = randomDividendInput(random)
    const check = (ok: boolean, what: string) => {
      if (!ok) failures.push(`run ${run} ${JSON.stringify(example)}: ${what}`)
    }
    const outcome = calculateDividend(example)
    if (!outcome.ok) {
      refused += 1
      const { problem } = outcome
      check(problem.year >= 2 && problem.year <= example.years, `year ${problem.year}`)
      check(problem.message.includes(`in year ${problem.year}`), 'message names the year')
      check(!/e\+|Infinity|NaN/.test(problem.message), `message ${problem.message}`)
      // The advice works: the growth rate it names, or the shorter period, is projected.
      const lowerGrowth = { ...example, dividendGrowth: problem.maxDividendGrowth }
      check(calculateDividend(lowerGrowth).ok, `growth ${problem.maxDividendGrowth} still refused`)
      check(calculateDividend({ ...example, years: problem.year - 1 }).ok, 'shorter period')
      continue
    }
    projected += 1
    const result = outcome.result
    const money = [
      result.totalInvested,
      result.finalValue,
      result.totalDividends,
      result.totalDividendsBeforeTax,
      result.totalTaxPaid,
      result.finalYearDividends,
      result.totalReturn,
      result.monthlyIncome,
      ...result.yearlyBreakdown.flatMap((row) => [
        row.portfolioValue,
        row.annualDividend,
        row.annualDividendBeforeTax,
        row.totalDividends,
        row.totalInvested,
      ]),
    ]
    const rates = [
      result.totalReturnPercent,
      result.yieldOnCost,
      result.cagr,
      ...result.yearlyBreakdown.flatMap((row) => [
        row.currentYield,
        row.yieldOnCost,
        row.dividendGrowth ?? 0,
      ]),
    ]
    for (const value of money) {
      const shown = formatDollars(value)
      check(Number.isFinite(value) && WHOLE_DOLLARS.test(shown), `amount ${value} shown ${shown}`)
    }
    for (const value of rates) {
      const shown = formatPercent(value)
      check(Number.isFinite(value) && PERCENT.test(shown), `rate ${value} shown ${shown}`)
    }
    for (const row of result.yearlyBreakdown) {
      check(
        row.currentYield <= MAX_CURRENT_YIELD + 1e-9,
        `year ${row.year} yield ${row.currentYield}`,
      )
      // A year's dividends never exceed what the holding is worth at the end of that year.
      check(
        row.annualDividendBeforeTax <= row.portfolioValue * (1 + 1e-12),
        `year ${row.year}: dividends ${row.annualDividendBeforeTax} from ${row.portfolioValue}`,
      )
      check(row.annualDividend <= row.annualDividendBeforeTax, `year ${row.year}: after tax`)
    }
    if (result.totalInvested > 0) {
      // Every dollar follows the share price and earns dividends of at most the limit, paid
      // quarterly: the yearly return lies between price growth alone and price growth plus that.
      const price = 1 + example.priceGrowth / 100
      const quarterlyYield = (MAX_CURRENT_YIELD / 100 / 4) * Math.max(1, 1 / price)
      const ceiling = (price * (1 + quarterlyYield) ** 4 - 1) * 100
      check(result.cagr >= example.priceGrowth - 1e-6, `cagr ${result.cagr} below price growth`)
      check(result.cagr <= ceiling + 1e-6, `cagr ${result.cagr} above ${ceiling}`)
    }
  }
  expect(failures.slice(0, 5)).toEqual([])
  expect(projected).toBeGreaterThan(300)
  expect(refused).toBeGreaterThan(100)
})
