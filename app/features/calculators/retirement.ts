import { readNumber, type NumberField } from './params'
import { FIGURES_YEAR, IRS_LIMITS } from './yearly-figures'
import { formatDollars, fromCents, toCents, wholeDollarsUp } from '~/lib/money'

export interface RetirementInput {
  currentAge: number
  retirementAge: number
  lifeExpectancy: number
  /** Savings already put aside, dollars. */
  currentSavings: number
  /** Saved every month until retirement, dollars. */
  monthlySavings: number
  /** Expected annual return, percent; also earned during retirement. */
  expectedReturn: number
  /** Yearly income wanted in retirement, in today's dollars. */
  desiredIncome: number
  /** Yearly inflation, percent. */
  inflation: number
}

export const RETIREMENT_DEFAULTS: RetirementInput = {
  currentAge: 30,
  retirementAge: 65,
  lifeExpectancy: 90,
  currentSavings: 50_000,
  monthlySavings: 1_000,
  expectedReturn: 7,
  desiredIncome: 80_000,
  inflation: 3,
}

// The seed gives no upper bound for amounts; one keeps a pasted 1e308 from producing Infinity.
const MAX_AMOUNT = 1_000_000_000

/** Accepted ranges per field, shared by the URL parser and the form. */
export const RETIREMENT_FIELDS = {
  currentAge: { min: 18, max: 100, integer: true, fallback: RETIREMENT_DEFAULTS.currentAge },
  retirementAge: { min: 50, max: 100, integer: true, fallback: RETIREMENT_DEFAULTS.retirementAge },
  lifeExpectancy: {
    min: 70,
    max: 120,
    integer: true,
    fallback: RETIREMENT_DEFAULTS.lifeExpectancy,
  },
  currentSavings: { min: 0, max: MAX_AMOUNT, fallback: RETIREMENT_DEFAULTS.currentSavings },
  monthlySavings: { min: 0, max: MAX_AMOUNT, fallback: RETIREMENT_DEFAULTS.monthlySavings },
  expectedReturn: { min: 0, max: 20, fallback: RETIREMENT_DEFAULTS.expectedReturn },
  desiredIncome: { min: 0, max: MAX_AMOUNT, fallback: RETIREMENT_DEFAULTS.desiredIncome },
  inflation: { min: 0, max: 10, fallback: RETIREMENT_DEFAULTS.inflation },
} as const satisfies Record<keyof RetirementInput, NumberField>

export const MILESTONE_AGES = [40, 50, 55, 60, 65, 70, 75] as const

/** Years covered are counted up to this; beyond it the savings effectively never run out. */
export const MAX_YEARS_COVERED = 100

export interface RetirementYear {
  age: number
  phase: 'saving' | 'retired'
  /** Savings on this birthday, before the coming year's withdrawal; never below 0. */
  balance: number
  /** Added during the coming year (saving phase). */
  contributions: number
  /** Income the plan needs for the coming year (retired phase), inflation-adjusted. */
  withdrawal: number
  /** Part of `withdrawal` the savings can actually pay. */
  withdrawn: number
}

export interface WithdrawalYear {
  /** Years since retirement, 0 … lifeExpectancy − retirementAge. */
  year: number
  age: number
  balance: number
}

export interface RetirementMilestone {
  label: string
  age: number
  /** Projected savings at that age. */
  value: number
  description: string
  /** The visitor is this age already (today's age is at least the milestone's). */
  reached: boolean
  /** The plan still has savings left at that age. */
  hasSavings: boolean
}

export interface RetirementScenario {
  name: 'Conservative' | 'Current' | 'Optimistic' | 'Aggressive'
  monthlySavings: number
  /** Percent. */
  returnRate: number
  /** Savings at retirement. */
  finalBalance: number
  yearsCovered: number
  /** Covers at least every year until life expectancy. */
  coversRetirement: boolean
}

export interface RetirementResult {
  /** Savings on the day of retirement. */
  retirementBalance: number
  yearsToRetirement: number
  retirementYears: number
  /** Desired income raised by inflation to the first year of retirement, per year. */
  adjustedRetirementIncome: number
  /** Monthly savings added until retirement (current savings not included). */
  totalContributions: number
  /** Savings needed on the day of retirement to pay the income until life expectancy. */
  requiredBalance: number
  /** `requiredBalance` minus `retirementBalance`, at least 0. */
  shortfall: number
  /** Full retirement years the savings pay for, up to MAX_YEARS_COVERED. */
  yearsCovered: number
  isOnTrack: boolean
  statusLabel: 'On Track' | 'Needs Adjustment'
  statusMessage: string
  /** Shown only when not on track. */
  recommendation: string | null
  /**
   * Monthly savings that make the money last to life expectancy, rounded up to the next whole
   * dollar so that saving the amount shown works (0 if none needed).
   */
  requiredMonthlySavings: number
  /** One row per birthday from now to life expectancy: balance, income and withdrawal views. */
  yearlyProjection: RetirementYear[]
  /** Remaining savings for retirement years 0 … retirementYears. */
  withdrawalPhase: WithdrawalYear[]
  milestones: RetirementMilestone[]
  scenarios: RetirementScenario[]
}

/**
 * Makes the three ages consistent (retirement after today, life expectancy after retirement).
 * The current age is kept, being a fact rather than a plan, unless it leaves no retirement age
 * (100): then it falls back to the default. A retirement age not after it falls back to the
 * default 65, or to the next year when 65 has passed; a life expectancy not after retirement falls
 * back to 90, or to the year after retirement.
 */
export function withConsistentAges(input: RetirementInput): RetirementInput {
  const defaults = RETIREMENT_DEFAULTS
  const currentAge =
    input.currentAge < RETIREMENT_FIELDS.retirementAge.max ? input.currentAge : defaults.currentAge
  const retirementAge =
    input.retirementAge > currentAge
      ? input.retirementAge
      : Math.max(defaults.retirementAge, currentAge + 1)
  const lifeExpectancy =
    input.lifeExpectancy > retirementAge
      ? input.lifeExpectancy
      : Math.max(defaults.lifeExpectancy, retirementAge + 1)
  return { ...input, currentAge, retirementAge, lifeExpectancy }
}

/** Savings after `years` years: lump sum compounded yearly, monthly savings monthly (seed §9). */
function savedAfter(
  savings: number,
  monthly: number,
  returnPercent: number,
  years: number,
): number {
  const rate = returnPercent / 100
  return savings * (1 + rate) ** years + monthly * monthlySavingsFactor(rate, years)
}

/** Value after `years` years of $1 saved at the end of every month. */
function monthlySavingsFactor(rate: number, years: number): number {
  const monthlyRate = rate / 12
  const months = years * 12
  return monthlyRate === 0 ? months : Math.expm1(months * Math.log1p(monthlyRate)) / monthlyRate
}

// Tolerance so that a plan funded to the exact dollar is not failed by floating-point dust.
const HALF_CENT = 0.005

/**
 * Full years a retirement balance pays for when each year's income is taken at the start of the
 * year and rises with inflation, the rest earning the return.
 */
function yearsCoveredBy(
  balance: number,
  firstWithdrawal: number,
  returnPercent: number,
  inflationPercent: number,
): number {
  let remaining = balance
  let withdrawal = firstWithdrawal
  for (let year = 0; year < MAX_YEARS_COVERED; year++) {
    if (remaining + HALF_CENT < withdrawal) return year
    remaining = Math.max(0, remaining - withdrawal) * (1 + returnPercent / 100)
    withdrawal *= 1 + inflationPercent / 100
  }
  return MAX_YEARS_COVERED
}

/** Balance needed at retirement: present value of the growing withdrawals, each at year start. */
function balanceNeeded(
  firstWithdrawal: number,
  returnPercent: number,
  inflationPercent: number,
  years: number,
): number {
  const growth = (1 + inflationPercent / 100) / (1 + returnPercent / 100)
  let total = 0
  let discounted = firstWithdrawal
  for (let year = 0; year < years; year++) {
    total += discounted
    discounted *= growth
  }
  return total
}

const MILESTONE_NOTES: Record<(typeof MILESTONE_AGES)[number], string> = {
  40: 'Mid-career check-in: review your savings rate and investment mix.',
  50: `Catch-up contributions begin: up to ${formatDollars(IRS_LIMITS.catchUp401k)} more a year in a 401(k) and ${formatDollars(IRS_LIMITS.iraCatchUp)} more in an IRA (${FIGURES_YEAR} limits).`,
  55: 'Rule of 55: leaving your job in or after the year you turn 55 allows penalty-free withdrawals from that employer’s 401(k).',
  60: `From 59½, IRA and 401(k) withdrawals carry no early-withdrawal penalty; at 60–63 the 401(k) catch-up rises to ${formatDollars(IRS_LIMITS.catchUp401kAges60To63)} (${FIGURES_YEAR}).`,
  65: 'Medicare eligibility begins.',
  70: 'Social Security benefits stop growing from delayed claiming: there is no gain in waiting longer.',
  75: 'Required minimum distributions from traditional IRAs and 401(k)s begin for people born in 1960 or later.',
}

const SCENARIOS = [
  { name: 'Conservative', savingsFactor: 0.8, returnChange: -2 },
  { name: 'Current', savingsFactor: 1, returnChange: 0 },
  { name: 'Optimistic', savingsFactor: 1.2, returnChange: 1 },
  { name: 'Aggressive', savingsFactor: 1.5, returnChange: 2 },
] as const

export function calculateRetirement(rawInput: RetirementInput): RetirementResult {
  const input = withConsistentAges(rawInput)
  const yearsToRetirement = input.retirementAge - input.currentAge
  const retirementYears = input.lifeExpectancy - input.retirementAge
  const returnRate = input.expectedReturn / 100
  const inflationRate = input.inflation / 100

  const retirementBalance = savedAfter(
    input.currentSavings,
    input.monthlySavings,
    input.expectedReturn,
    yearsToRetirement,
  )
  const adjustedRetirementIncome = input.desiredIncome * (1 + inflationRate) ** yearsToRetirement
  const requiredBalance = balanceNeeded(
    adjustedRetirementIncome,
    input.expectedReturn,
    input.inflation,
    retirementYears,
  )
  const savingsGrown = input.currentSavings * (1 + returnRate) ** yearsToRetirement
  // The balance at retirement is linear in the monthly amount, so the exact answer is closed-form;
  // it is rounded up, as every requirement shown is (DECISIONS §5).
  const requiredMonthlySavings = wholeDollarsUp(
    Math.max(
      0,
      (requiredBalance - savingsGrown) / monthlySavingsFactor(returnRate, yearsToRetirement),
    ),
  )
  // What to add to today's monthly savings, in cents and then up to a dollar: saving today's amount
  // plus the increase shown reaches the requirement even when today's amount has cents.
  const increaseNeeded = wholeDollarsUp(
    fromCents(Math.max(0, toCents(requiredMonthlySavings) - toCents(input.monthlySavings))),
  )
  const yearsCovered = yearsCoveredBy(
    retirementBalance,
    adjustedRetirementIncome,
    input.expectedReturn,
    input.inflation,
  )
  const isOnTrack = yearsCovered >= retirementYears
  const shortfall = Math.max(0, requiredBalance - retirementBalance)

  const yearlyProjection: RetirementYear[] = []
  for (let age = input.currentAge; age < input.retirementAge; age++) {
    yearlyProjection.push({
      age,
      phase: 'saving',
      balance: savedAfter(
        input.currentSavings,
        input.monthlySavings,
        input.expectedReturn,
        age - input.currentAge,
      ),
      contributions: fromCents(toCents(input.monthlySavings) * 12),
      withdrawal: 0,
      withdrawn: 0,
    })
  }
  let balance = retirementBalance
  let withdrawal = adjustedRetirementIncome
  for (let age = input.retirementAge; age <= input.lifeExpectancy; age++) {
    const planEnds = age === input.lifeExpectancy
    const withdrawn = planEnds ? 0 : Math.min(balance, withdrawal)
    yearlyProjection.push({
      age,
      phase: 'retired',
      balance,
      contributions: 0,
      withdrawal: planEnds ? 0 : withdrawal,
      withdrawn,
    })
    balance = (balance - withdrawn) * (1 + returnRate)
    withdrawal *= 1 + inflationRate
  }

  const withdrawalPhase = yearlyProjection
    .filter((row) => row.age >= input.retirementAge)
    .map((row) => ({ year: row.age - input.retirementAge, age: row.age, balance: row.balance }))

  const milestones = MILESTONE_AGES.flatMap((age): RetirementMilestone[] => {
    const row = yearlyProjection.find((candidate) => candidate.age === age)
    if (!row) return []
    const retiring = age === input.retirementAge ? 'Retirement begins. ' : ''
    return [
      {
        label: `Age ${age}`,
        age,
        value: row.balance,
        description: retiring + MILESTONE_NOTES[age],
        reached: input.currentAge >= age,
        hasSavings: row.balance > 0,
      },
    ]
  })

  const scenarios = SCENARIOS.map((scenario): RetirementScenario => {
    const scenarioReturn = Math.max(0, input.expectedReturn + scenario.returnChange)
    const monthlySavings = input.monthlySavings * scenario.savingsFactor
    const finalBalance = savedAfter(
      input.currentSavings,
      monthlySavings,
      scenarioReturn,
      yearsToRetirement,
    )
    const covered = yearsCoveredBy(
      finalBalance,
      adjustedRetirementIncome,
      scenarioReturn,
      input.inflation,
    )
    return {
      name: scenario.name,
      monthlySavings,
      returnRate: scenarioReturn,
      finalBalance,
      yearsCovered: covered,
      coversRetirement: covered >= retirementYears,
    }
  })

  const yearsText = yearsCovered >= MAX_YEARS_COVERED ? `${MAX_YEARS_COVERED}+` : `${yearsCovered}`
  return {
    retirementBalance,
    yearsToRetirement,
    retirementYears,
    adjustedRetirementIncome,
    totalContributions: fromCents(toCents(input.monthlySavings) * 12 * yearsToRetirement),
    requiredBalance,
    shortfall,
    yearsCovered,
    isOnTrack,
    statusLabel: isOnTrack ? 'On Track' : 'Needs Adjustment',
    statusMessage: isOnTrack
      ? `Your savings will cover ${yearsText} years of retirement.`
      : `You have a projected shortfall of ${formatDollars(shortfall)}.`,
    recommendation: isOnTrack
      ? null
      : `Increase your monthly savings by ${formatDollars(increaseNeeded)} to reach your retirement goal.`,
    requiredMonthlySavings,
    yearlyProjection,
    withdrawalPhase,
    milestones,
    scenarios,
  }
}

export function parseRetirementParams(params: URLSearchParams): RetirementInput {
  return withConsistentAges({
    currentAge: readNumber(params, 'age', RETIREMENT_FIELDS.currentAge),
    retirementAge: readNumber(params, 'retireAt', RETIREMENT_FIELDS.retirementAge),
    lifeExpectancy: readNumber(params, 'lifeExpectancy', RETIREMENT_FIELDS.lifeExpectancy),
    currentSavings: readNumber(params, 'savings', RETIREMENT_FIELDS.currentSavings),
    monthlySavings: readNumber(params, 'monthly', RETIREMENT_FIELDS.monthlySavings),
    expectedReturn: readNumber(params, 'return', RETIREMENT_FIELDS.expectedReturn),
    desiredIncome: readNumber(params, 'income', RETIREMENT_FIELDS.desiredIncome),
    inflation: readNumber(params, 'inflation', RETIREMENT_FIELDS.inflation),
  })
}

/** Query string (without '?') that `parseRetirementParams` reads back to the same input. */
export function retirementParamsToSearch(input: RetirementInput): string {
  return new URLSearchParams({
    age: String(input.currentAge),
    retireAt: String(input.retirementAge),
    lifeExpectancy: String(input.lifeExpectancy),
    savings: String(input.currentSavings),
    monthly: String(input.monthlySavings),
    return: String(input.expectedReturn),
    income: String(input.desiredIncome),
    inflation: String(input.inflation),
  }).toString()
}
