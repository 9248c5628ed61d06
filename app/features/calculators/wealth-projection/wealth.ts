/**
 * Wealth projection: today's assets by kind and debts, grown month by month, as net worth by year
 * in nominal and today's dollars, with a low and a high line at the expected returns ∓ a spread.
 * Pure functions (docs/decisions/048).
 */
// Money: amounts entered are whole cents; growth is not rounded while it is computed, only the
// page rounds (decision record 025).
import { fromCents, toCents } from '~/lib/money'
import { acceptsNumber, readNumber, type NumberField } from '../params'

export interface WealthInput {
  cash: number
  investments: number
  retirement: number
  homeEquity: number
  /** Everything owed except the mortgage (home equity is already net of it). */
  debt: number
  /** Nominal annual rate on the debts, percent. */
  debtRate: number
  debtPayment: number
  /** Added to investments at the end of every month. */
  monthlySaving: number
  /** Expected annual returns, percent a year. */
  cashReturn: number
  investmentReturn: number
  retirementReturn: number
  homeReturn: number
  /** Percentage points below and above the expected returns for the low and high lines. */
  spread: number
  inflation: number
  years: number
  /** Net worth amounts in today's dollars, ascending. */
  milestones: readonly number[]
}

export const WEALTH_DEFAULTS: WealthInput = {
  cash: 15_000,
  investments: 40_000,
  retirement: 60_000,
  homeEquity: 80_000,
  debt: 20_000,
  debtRate: 7,
  debtPayment: 500,
  monthlySaving: 1_000,
  cashReturn: 3,
  investmentReturn: 7,
  retirementReturn: 7,
  homeReturn: 3.5,
  spread: 2,
  inflation: 2.5,
  years: 30,
  milestones: [100_000, 250_000, 500_000, 1_000_000],
}

const MAX_AMOUNT = 1_000_000_000
export const MAX_MILESTONES = 6
const MAX_MILESTONE = 1_000_000_000_000

const amount = (fallback: number) => ({ min: 0, max: MAX_AMOUNT, fallback })
const rate = (fallback: number) => ({ min: -10, max: 20, fallback })

/** Accepted ranges, shared by the URL parser, the form and the API schema. */
export const WEALTH_FIELDS = {
  cash: amount(WEALTH_DEFAULTS.cash),
  investments: amount(WEALTH_DEFAULTS.investments),
  retirement: amount(WEALTH_DEFAULTS.retirement),
  homeEquity: amount(WEALTH_DEFAULTS.homeEquity),
  debt: amount(WEALTH_DEFAULTS.debt),
  debtRate: { min: 0, max: 40, fallback: WEALTH_DEFAULTS.debtRate },
  debtPayment: amount(WEALTH_DEFAULTS.debtPayment),
  monthlySaving: amount(WEALTH_DEFAULTS.monthlySaving),
  cashReturn: rate(WEALTH_DEFAULTS.cashReturn),
  investmentReturn: rate(WEALTH_DEFAULTS.investmentReturn),
  retirementReturn: rate(WEALTH_DEFAULTS.retirementReturn),
  homeReturn: rate(WEALTH_DEFAULTS.homeReturn),
  spread: { min: 0, max: 10, fallback: WEALTH_DEFAULTS.spread },
  inflation: { min: 0, max: 15, fallback: WEALTH_DEFAULTS.inflation },
  years: { min: 1, max: 50, integer: true, fallback: WEALTH_DEFAULTS.years },
} as const satisfies Record<Exclude<keyof WealthInput, 'milestones'>, NumberField>

export const MILESTONE_FIELD = { min: 1, max: MAX_MILESTONE, fallback: 0 } as const

export const SCENARIOS = ['low', 'expected', 'high'] as const
export type Scenario = (typeof SCENARIOS)[number]

export interface WealthYear {
  year: number
  cash: number
  investments: number
  retirement: number
  homeEquity: number
  debt: number
  /** Net worth in the dollars of that year. */
  nominal: Record<Scenario, number>
  /** The same, in today's dollars (divided by the inflation since today). */
  real: Record<Scenario, number>
}

export interface MilestoneYears {
  /** In today's dollars. */
  amount: number
  /** First year whose end net worth (today's dollars) is at least the amount; 0: already there; null: not within the years. */
  years: Record<Scenario, number | null>
}

export interface WealthResult {
  /** Year 0 (today) … the last year; the asset columns are the expected case. */
  yearly: WealthYear[]
  netWorthToday: number
  final: WealthYear
  /** Month the debts are paid off; 0 = no debt; null = not within the years. */
  debtFreeMonth: number | null
  /** Whether the payment is below the interest, so the debt grows. */
  debtGrows: boolean
  milestones: MilestoneYears[]
}

/** Monthly rate equal to an effective annual rate in percent: (1 + r)^(1/12) − 1. */
export function monthlyGrowthRate(annualPercent: number): number {
  return Math.expm1(Math.log1p(annualPercent / 100) / 12)
}

interface Balances {
  cash: number
  investments: number
  retirement: number
  homeEquity: number
}

/**
 * The assets at the end of each year under one set of returns: cash keeps its own rate in every
 * case; investments, retirement and home equity move by `shift` percentage points.
 */
function growAssets(input: WealthInput, shift: number): Balances[] {
  const cashRate = monthlyGrowthRate(input.cashReturn)
  const investRate = monthlyGrowthRate(input.investmentReturn + shift)
  const retireRate = monthlyGrowthRate(input.retirementReturn + shift)
  const homeRate = monthlyGrowthRate(input.homeReturn + shift)
  const saving = fromCents(toCents(input.monthlySaving))
  let balances: Balances = {
    cash: fromCents(toCents(input.cash)),
    investments: fromCents(toCents(input.investments)),
    retirement: fromCents(toCents(input.retirement)),
    homeEquity: fromCents(toCents(input.homeEquity)),
  }
  const years = [balances]
  for (let month = 1; month <= input.years * 12; month++) {
    balances = {
      cash: balances.cash * (1 + cashRate),
      investments: balances.investments * (1 + investRate) + saving,
      retirement: balances.retirement * (1 + retireRate),
      homeEquity: balances.homeEquity * (1 + homeRate),
    }
    if (month % 12 === 0) years.push(balances)
  }
  return years
}

/**
 * The debt at the end of each year: interest (rate ÷ 12) is added each month, then the payment,
 * never more than what is owed. The payment stops when the debt is paid off.
 */
function payDownDebt(input: WealthInput) {
  const r = input.debtRate / 1200
  const payment = fromCents(toCents(input.debtPayment))
  let owed = fromCents(toCents(input.debt))
  const byYear = [owed]
  let paidOffMonth: number | null = owed === 0 ? 0 : null
  for (let month = 1; month <= input.years * 12; month++) {
    if (owed > 0) {
      const withInterest = owed * (1 + r)
      owed = Math.max(0, withInterest - Math.min(payment, withInterest))
      if (owed === 0) paidOffMonth = month
    }
    if (month % 12 === 0) byYear.push(owed)
  }
  return { byYear, paidOffMonth, grows: owed > 0 && payment <= fromCents(toCents(input.debt)) * r }
}

const netWorth = (b: Balances, debt: number) =>
  b.cash + b.investments + b.retirement + b.homeEquity - debt

export function projectWealth(input: WealthInput): WealthResult {
  const debt = payDownDebt(input)
  const cases: Record<Scenario, Balances[]> = {
    low: growAssets(input, -input.spread),
    expected: growAssets(input, 0),
    high: growAssets(input, input.spread),
  }
  const yearly = cases.expected.map((expected, year): WealthYear => {
    const owed = debt.byYear[year] ?? 0
    const deflator = (1 + input.inflation / 100) ** year
    const nominal = {
      low: netWorth(cases.low[year] ?? expected, owed),
      expected: netWorth(expected, owed),
      high: netWorth(cases.high[year] ?? expected, owed),
    }
    return {
      year,
      ...expected,
      debt: owed,
      nominal,
      real: {
        low: nominal.low / deflator,
        expected: nominal.expected / deflator,
        high: nominal.high / deflator,
      },
    }
  })
  const today = yearly[0] as WealthYear
  const milestones = input.milestones.map((target): MilestoneYears => ({
    amount: target,
    years: {
      low: firstYearAtLeast(yearly, 'low', target),
      expected: firstYearAtLeast(yearly, 'expected', target),
      high: firstYearAtLeast(yearly, 'high', target),
    },
  }))
  return {
    yearly,
    netWorthToday: today.nominal.expected,
    final: yearly.at(-1) ?? today,
    debtFreeMonth: debt.paidOffMonth,
    debtGrows: debt.grows,
    milestones,
  }
}

function firstYearAtLeast(yearly: readonly WealthYear[], scenario: Scenario, target: number) {
  // Compared in cents, so a net worth that is the target to the cent counts as reaching it.
  const row = yearly.find((y) => toCents(y.real[scenario]) >= toCents(target))
  return row ? row.year : null
}

/**
 * The milestones of a text like "100000 250,000; 1000000": amounts separated by spaces, semicolons
 * or a comma and a space; a comma inside an amount must group thousands. Up to six, each accepted,
 * returned ascending without repeats; null when any part is not an amount.
 */
export function readMilestones(text: string | null): number[] | null {
  if (text === null) return null
  const parts = text.split(/[;\s]+|,\s+/).filter((part) => part !== '')
  if (parts.length > MAX_MILESTONES) return null
  const values: number[] = []
  for (const part of parts) {
    const bare = part.replace(/^\$/, '')
    if (bare.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) return null
    const value = Number(bare.replaceAll(',', ''))
    if (bare === '' || !acceptsNumber(MILESTONE_FIELD, value)) return null
    values.push(value)
  }
  return [...new Set(values)].sort((a, b) => a - b)
}

const NUMBER_KEYS = Object.keys(WEALTH_FIELDS) as (keyof typeof WEALTH_FIELDS)[]

/** The inputs of a query, leniently: a value missing or not accepted takes its default. */
export function parseWealthParams(params: URLSearchParams): WealthInput {
  // The form sent without JavaScript carries amounts as typed: "$15,000" and "7%" are read too.
  const typed = new URLSearchParams()
  for (const key of NUMBER_KEYS) {
    const value = params.get(key)
    if (value !== null) typed.set(key, value.replace(/[$,%\s]/g, ''))
  }
  const numbers = Object.fromEntries(
    NUMBER_KEYS.map((key) => [key, readNumber(typed, key, WEALTH_FIELDS[key])]),
  ) as Record<(typeof NUMBER_KEYS)[number], number>
  return {
    ...numbers,
    milestones: readMilestones(params.get('milestones')) ?? [...WEALTH_DEFAULTS.milestones],
  }
}

/** Query string (without '?') that parseWealthParams reads back to the same input. */
export function wealthParamsToSearch(input: WealthInput): string {
  const search = new URLSearchParams()
  for (const key of NUMBER_KEYS) search.set(key, String(input[key]))
  search.set('milestones', input.milestones.join(' '))
  return search.toString()
}
