import { fromCents, toCents } from '~/lib/money'
import { readNumber, type NumberField } from './params'

/** Compounding periods per year offered by the form: annually … daily. */
export const COMPOUNDING_FREQUENCIES = [1, 2, 4, 12, 365] as const
export type CompoundingFrequency = (typeof COMPOUNDING_FREQUENCIES)[number]

export const COMPOUNDING_LABELS: Record<CompoundingFrequency, string> = {
  1: 'Annually',
  2: 'Semi-annually',
  4: 'Quarterly',
  12: 'Monthly',
  365: 'Daily',
}

export interface CompoundInput {
  /** Starting balance, dollars. */
  initial: number
  /** Added at the end of every month, dollars. */
  monthly: number
  /** Nominal annual interest rate, percent. */
  rate: number
  /** Whole years, 1–50. */
  years: number
  /** Compounding periods per year. */
  frequency: CompoundingFrequency
}

export const COMPOUND_DEFAULTS: CompoundInput = {
  initial: 10_000,
  monthly: 500,
  rate: 7,
  years: 20,
  frequency: 12,
}

// The seed gives no upper bound for amounts; one keeps a pasted 1e308 from producing Infinity.
const MAX_AMOUNT = 1_000_000_000

/** Accepted ranges, shared by the URL parser and the form. */
export const COMPOUND_FIELDS = {
  initial: { min: 0, max: MAX_AMOUNT, fallback: COMPOUND_DEFAULTS.initial },
  monthly: { min: 0, max: MAX_AMOUNT, fallback: COMPOUND_DEFAULTS.monthly },
  rate: { min: 0, max: 30, fallback: COMPOUND_DEFAULTS.rate },
  years: { min: 1, max: 50, integer: true, fallback: COMPOUND_DEFAULTS.years },
  frequency: { oneOf: COMPOUNDING_FREQUENCIES, fallback: COMPOUND_DEFAULTS.frequency },
} as const satisfies Record<keyof CompoundInput, NumberField>

export const MILESTONE_YEARS = [1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50] as const

export interface CompoundYear {
  year: number
  /** Balance at the end of the year. */
  balance: number
  /** Initial deposit plus all monthly additions so far. */
  contributions: number
  /** Interest earned so far: balance − contributions. */
  interest: number
  /** Interest as a percent of contributions so far. */
  growth: number
}

export interface FrequencyComparison {
  frequency: CompoundingFrequency
  label: string
  futureValue: number
  interestEarned: number
  /** Percent. */
  effectiveRate: number
  /** End-of-year balances, index 0 = year 1. */
  balances: number[]
}

export interface CompoundResult {
  futureValue: number
  totalContributions: number
  interestEarned: number
  /** Effective annual rate, percent. */
  effectiveRate: number
  /** Interest earned as a percent of contributions. */
  roi: number
  /** One row per year, years 1…N. */
  yearlyData: CompoundYear[]
  /** Rows of `yearlyData` for milestone years 1, 5, 10 … 50 within the period. */
  milestones: CompoundYear[]
  /** The same inputs at every compounding frequency, for 'Compare Frequencies'. */
  frequencyComparison: FrequencyComparison[]
}

/** Monthly rate equal to a nominal annual `ratePercent` compounded `frequency` times a year. */
export function monthlyRate(ratePercent: number, frequency: number): number {
  // expm1/log1p keep precision when the rate is tiny (daily compounding, fractions of a percent).
  return Math.expm1((frequency / 12) * Math.log1p(ratePercent / 100 / frequency))
}

/** Effective annual rate, percent: (1 + r/n)^n − 1. */
export function effectiveAnnualRate(ratePercent: number, frequency: number): number {
  return Math.expm1(frequency * Math.log1p(ratePercent / 100 / frequency)) * 100
}

/** Balance after `months` months with deposits at the end of each month at monthly rate `i`. */
function balanceAfter(initial: number, monthly: number, i: number, months: number): number {
  // No interest: the balance is the money put in, added up in whole cents like the contributions.
  if (i === 0) return fromCents(toCents(initial) + toCents(monthly) * months)
  const growthMinusOne = Math.expm1(months * Math.log1p(i))
  return initial * (growthMinusOne + 1) + (monthly * growthMinusOne) / i
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0
}

function yearlyBalances(input: CompoundInput, frequency: number): number[] {
  const i = monthlyRate(input.rate, frequency)
  return Array.from({ length: input.years }, (_, index) =>
    balanceAfter(input.initial, input.monthly, i, 12 * (index + 1)),
  )
}

/** Initial deposit plus the monthly additions of `years` years, added up in whole cents. */
function contributionsAfter(input: CompoundInput, years: number): number {
  return fromCents(toCents(input.initial) + toCents(input.monthly) * 12 * years)
}

export function calculateCompound(input: CompoundInput): CompoundResult {
  const yearlyData = yearlyBalances(input, input.frequency).map((balance, index): CompoundYear => {
    const year = index + 1
    const contributions = contributionsAfter(input, year)
    const interest = balance - contributions
    return { year, balance, contributions, interest, growth: percentOf(interest, contributions) }
  })
  const totalContributions = contributionsAfter(input, input.years)
  const futureValue = yearlyData.at(-1)?.balance ?? input.initial
  const interestEarned = futureValue - totalContributions
  const milestoneYears: readonly number[] = MILESTONE_YEARS

  return {
    futureValue,
    totalContributions,
    interestEarned,
    effectiveRate: effectiveAnnualRate(input.rate, input.frequency),
    roi: percentOf(interestEarned, totalContributions),
    yearlyData,
    milestones: yearlyData.filter((row) => milestoneYears.includes(row.year)),
    frequencyComparison: COMPOUNDING_FREQUENCIES.map((frequency) => {
      const balances = yearlyBalances(input, frequency)
      const value = balances.at(-1) ?? input.initial
      return {
        frequency,
        label: COMPOUNDING_LABELS[frequency],
        futureValue: value,
        interestEarned: value - totalContributions,
        effectiveRate: effectiveAnnualRate(input.rate, frequency),
        balances,
      }
    }),
  }
}

function isCompoundingFrequency(value: number): value is CompoundingFrequency {
  return COMPOUNDING_FREQUENCIES.some((frequency) => frequency === value)
}

export function parseCompoundParams(params: URLSearchParams): CompoundInput {
  // The seed's form turns a period of 0 years into 1; any other invalid period gets the default.
  const years = readNumber(params, 'years', { ...COMPOUND_FIELDS.years, min: 0 })
  const frequency = readNumber(params, 'frequency', COMPOUND_FIELDS.frequency)
  return {
    initial: readNumber(params, 'initial', COMPOUND_FIELDS.initial),
    monthly: readNumber(params, 'monthly', COMPOUND_FIELDS.monthly),
    rate: readNumber(params, 'rate', COMPOUND_FIELDS.rate),
    years: years === 0 ? 1 : years,
    frequency: isCompoundingFrequency(frequency) ? frequency : COMPOUND_DEFAULTS.frequency,
  }
}

/** Query string (without '?') that `parseCompoundParams` reads back to the same input. */
export function compoundParamsToSearch(input: CompoundInput): string {
  return new URLSearchParams({
    initial: String(input.initial),
    monthly: String(input.monthly),
    rate: String(input.rate),
    years: String(input.years),
    frequency: String(input.frequency),
  }).toString()
}
