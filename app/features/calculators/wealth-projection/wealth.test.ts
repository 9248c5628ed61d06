import { expect, test } from 'vitest'
import { seededRandom } from '../../../../tests/seeded-random'
import {
  WEALTH_DEFAULTS,
  parseWealthParams,
  projectWealth,
  readMilestones,
  wealthParamsToSearch,
  type WealthInput,
} from './wealth'
import { formatDuration, milestoneYearText } from './wealth-content'

const input = (overrides: Partial<WealthInput> = {}): WealthInput => ({
  ...WEALTH_DEFAULTS,
  ...overrides,
})

/** Closed forms: FV of a lump sum, FV of a monthly annuity paid at month end, an amortizing debt. */
const lumpSum = (present: number, annualPercent: number, months: number) =>
  present * (1 + annualPercent / 100) ** (months / 12)

function annuity(payment: number, annualPercent: number, months: number) {
  const i = (1 + annualPercent / 100) ** (1 / 12) - 1
  return i === 0 ? payment * months : (payment * ((1 + i) ** months - 1)) / i
}

function debtAfter(debt: number, aprPercent: number, payment: number, months: number) {
  const j = aprPercent / 1200
  const closed =
    j === 0
      ? debt - payment * months
      : debt * (1 + j) ** months - (payment * ((1 + j) ** months - 1)) / j
  // While the payment beats the interest the balance falls every month, so once the closed form
  // reaches zero the debt stays paid off.
  if (payment > debt * j) return Math.max(0, closed)
  return closed
}

function closedFormNetWorth(w: WealthInput, years: number, shift: number) {
  const months = 12 * years
  const assets =
    lumpSum(w.cash, w.cashReturn, months) +
    lumpSum(w.investments, w.investmentReturn + shift, months) +
    annuity(w.monthlySaving, w.investmentReturn + shift, months) +
    lumpSum(w.retirement, w.retirementReturn + shift, months) +
    lumpSum(w.homeEquity, w.homeReturn + shift, months)
  return assets - debtAfter(w.debt, w.debtRate, w.debtPayment, months)
}

test('defaults: today’s net worth, and year 30 against the closed forms', () => {
  const result = projectWealth(WEALTH_DEFAULTS)
  expect(result.netWorthToday).toBe(175_000)
  expect(result.yearly).toHaveLength(31)
  const expected = closedFormNetWorth(WEALTH_DEFAULTS, 30, 0)
  expect(result.final.nominal.expected).toBeCloseTo(expected, 4)
  expect(result.final.real.expected).toBeCloseTo(expected / 1.025 ** 30, 4)
  expect(result.final.nominal.low).toBeLessThan(result.final.nominal.expected)
  expect(result.final.nominal.high).toBeGreaterThan(result.final.nominal.expected)
  // $20,000 at 7% paid at $500 a month: nper = −ln(1 − 0.07/12 × 40) / ln(1 + 0.07/12) = 45.7 months.
  expect(result.debtFreeMonth).toBe(46)
  // $175,000 today passes $100,000 already; each later milestone is passed in the first year whose
  // end net worth in today's dollars reaches it, and the year before it falls short.
  expect(result.milestones[0]?.years).toEqual({ low: 0, expected: 0, high: 0 })
  for (const milestone of result.milestones.slice(1)) {
    for (const scenario of ['low', 'expected', 'high'] as const) {
      const year = milestone.years[scenario]
      if (year === null) {
        expect(result.final.real[scenario]).toBeLessThan(milestone.amount)
        continue
      }
      expect(result.yearly[year]?.real[scenario]).toBeGreaterThanOrEqual(milestone.amount)
      expect(result.yearly[year - 1]?.real[scenario]).toBeLessThan(milestone.amount)
    }
  }
  expect(result.milestones.map((m) => m.years.expected)).toEqual([0, 4, 15, 30])
})

test('net worth by year agrees with the closed-form future values, deflated by inflation, on 1,000 random cases', () => {
  const random = seededRandom(48_002)
  const failures: string[] = []
  for (let n = 0; n < 1_000; n++) {
    const w = input({
      cash: random.amount(0, 200_000),
      investments: random.amount(0, 2_000_000),
      retirement: random.amount(0, 2_000_000),
      homeEquity: random.chance(0.3) ? 0 : random.amount(0, 1_000_000),
      debt: random.chance(0.3) ? 0 : random.amount(0, 300_000),
      debtRate: random.chance(0.1) ? 0 : random.amount(0, 30, 2),
      debtPayment: random.amount(0, 5_000),
      monthlySaving: random.amount(0, 10_000),
      cashReturn: random.amount(-10, 20, 2),
      investmentReturn: random.amount(-10, 20, 2),
      retirementReturn: random.chance(0.1) ? 0 : random.amount(-10, 20, 2),
      homeReturn: random.amount(-10, 20, 2),
      spread: random.amount(0, 10, 1),
      inflation: random.amount(0, 15, 2),
      years: random.int(1, 50),
    })
    const result = projectWealth(w)
    for (const year of [1, Math.ceil(w.years / 2), w.years]) {
      const row = result.yearly[year]
      const deflator = (1 + w.inflation / 100) ** year
      for (const [scenario, shift] of [
        ['low', -w.spread],
        ['expected', 0],
        ['high', w.spread],
      ] as const) {
        const nominal = closedFormNetWorth(w, year, shift)
        const tolerance = 1e-9 * Math.max(1, Math.abs(nominal), w.debt * 40)
        if (Math.abs((row?.nominal[scenario] ?? NaN) - nominal) > tolerance) {
          failures.push(
            `case ${n} year ${year} ${scenario}: ${row?.nominal[scenario]} ≠ ${nominal}`,
          )
        }
        if (Math.abs((row?.real[scenario] ?? NaN) - nominal / deflator) > tolerance) {
          failures.push(`case ${n} year ${year} ${scenario} real`)
        }
      }
    }
  }
  expect(failures).toEqual([])
})

test('a debt whose payment is below its interest grows, and net worth can go negative', () => {
  const result = projectWealth(
    input({
      cash: 1_000,
      investments: 0,
      retirement: 0,
      homeEquity: 0,
      monthlySaving: 0,
      debt: 50_000,
      debtRate: 24,
      debtPayment: 500,
      years: 10,
    }),
  )
  expect(result.debtGrows).toBe(true)
  expect(result.debtFreeMonth).toBeNull()
  expect(result.netWorthToday).toBe(-49_000)
  expect(result.final.debt).toBeGreaterThan(50_000)
  expect(result.final.nominal.expected).toBeLessThan(-49_000)
  expect(result.milestones.every((m) => m.years.high === null)).toBe(true)
})

test('no debt: paid off at month 0; 0% everywhere: net worth is what is put in', () => {
  const result = projectWealth(
    input({
      cash: 100,
      investments: 200,
      retirement: 300,
      homeEquity: 400,
      debt: 0,
      monthlySaving: 10,
      cashReturn: 0,
      investmentReturn: 0,
      retirementReturn: 0,
      homeReturn: 0,
      spread: 0,
      inflation: 0,
      years: 1,
    }),
  )
  expect(result.debtFreeMonth).toBe(0)
  expect(result.final.nominal).toEqual({ low: 1_120, expected: 1_120, high: 1_120 })
  expect(result.final.real.expected).toBe(1_120)
})

test('huge values stay finite', () => {
  const result = projectWealth(
    input({
      cash: 1_000_000_000,
      investments: 1_000_000_000,
      retirement: 1_000_000_000,
      homeEquity: 1_000_000_000,
      monthlySaving: 1_000_000_000,
      debt: 1_000_000_000,
      debtRate: 40,
      debtPayment: 0,
      investmentReturn: 20,
      spread: 10,
      years: 50,
    }),
  )
  for (const row of result.yearly) {
    expect(Number.isFinite(row.nominal.high)).toBe(true)
    expect(Number.isFinite(row.real.low)).toBe(true)
  }
})

test('milestones are read from spaces, semicolons or “, ”, with thousands commas', () => {
  expect(readMilestones('100000 250,000; $1,000,000, 500000')).toEqual([
    100_000, 250_000, 500_000, 1_000_000,
  ])
  expect(readMilestones('100000,250000')).toBeNull()
  expect(readMilestones('abc')).toBeNull()
  expect(readMilestones('0')).toBeNull()
  expect(readMilestones('1 2 3 4 5 6 7')).toBeNull()
  expect(readMilestones('')).toEqual([])
  expect(readMilestones('5 5 1')).toEqual([1, 5])
})

test('the query round-trips; bad values fall back to their defaults', () => {
  const custom = input({ cash: 1.5, years: 7, inflation: 0, milestones: [50_000, 2_000_000] })
  expect(parseWealthParams(new URLSearchParams(wealthParamsToSearch(custom)))).toEqual(custom)
  const odd = parseWealthParams(
    new URLSearchParams('cash=-1&years=2.5&spread=NaN&inflation=1e400&milestones=x&debtRate=41'),
  )
  expect(odd).toEqual(WEALTH_DEFAULTS)
  const typed = parseWealthParams(new URLSearchParams('cash=%2412%2C500&inflation=3%25&years=+12+'))
  expect(typed).toMatchObject({ cash: 12_500, inflation: 3, years: 12 })
})

test('durations read as years and months', () => {
  expect(formatDuration(1)).toBe('1 month')
  expect(formatDuration(12)).toBe('1 year')
  expect(formatDuration(46)).toBe('3 years 10 months')
  expect(formatDuration(25)).toBe('2 years 1 month')
})

test('milestone years in words', () => {
  const milestone = { amount: 1, years: { low: null, expected: 0, high: 7 } }
  expect(milestoneYearText(milestone, 'low', 30)).toBe('Not by year 30')
  expect(milestoneYearText(milestone, 'expected', 30)).toBe('Now')
  expect(milestoneYearText(milestone, 'high', 30)).toBe('Year 7')
})
