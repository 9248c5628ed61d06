import { formatPercent, fromCents, toCents } from '~/lib/money'
import { readBoolean, readNumber, type NumberField } from './params'

export interface DividendInput {
  /** Lump sum invested at the start, dollars. */
  initial: number
  /** Dividend yield at purchase, percent (annual dividend per share / share price). */
  dividendYield: number
  /** Invested at the end of every month, dollars. */
  monthly: number
  /** Yearly growth of the dividend per share from year 2 on, percent (may be negative). */
  dividendGrowth: number
  /** Yearly growth of the share price, percent (may be negative). */
  priceGrowth: number
  /** Whole years, 1–50. */
  years: number
  /** Buy more shares with the after-tax dividends; otherwise they are paid out as cash. */
  reinvest: boolean
  /** Tax withheld from every dividend, percent. */
  taxRate: number
}

export const DIVIDEND_DEFAULTS: DividendInput = {
  initial: 10_000,
  dividendYield: 3.5,
  monthly: 500,
  dividendGrowth: 5,
  priceGrowth: 7,
  years: 20,
  reinvest: true,
  taxRate: 15,
}

// The seed sets no bounds on yield, growth and tax; these keep a shared link within sane territory.
const MAX_AMOUNT = 1_000_000_000

/** Accepted ranges, shared by the URL parser and the form. */
export const DIVIDEND_FIELDS = {
  initial: { min: 0, max: MAX_AMOUNT, fallback: DIVIDEND_DEFAULTS.initial },
  dividendYield: { min: 0, max: 25, fallback: DIVIDEND_DEFAULTS.dividendYield },
  monthly: { min: 0, max: MAX_AMOUNT, fallback: DIVIDEND_DEFAULTS.monthly },
  dividendGrowth: { min: -50, max: 50, fallback: DIVIDEND_DEFAULTS.dividendGrowth },
  priceGrowth: { min: -50, max: 50, fallback: DIVIDEND_DEFAULTS.priceGrowth },
  years: { min: 1, max: 50, integer: true, fallback: DIVIDEND_DEFAULTS.years },
  taxRate: { min: 0, max: 100, fallback: DIVIDEND_DEFAULTS.taxRate },
} as const satisfies Record<Exclude<keyof DividendInput, 'reinvest'>, NumberField>

/**
 * The highest current yield (dividend per share ÷ share price at the start of a year) the model
 * shows, percent: the highest starting yield the form accepts. A dividend that keeps growing while
 * the price falls pushes the yield up every year, without bound; past this the projection would
 * describe a company paying out more than it could be worth, so the calculator explains instead.
 */
export const MAX_CURRENT_YIELD = DIVIDEND_FIELDS.dividendYield.max

/** Why the calculator shows a message instead of figures for these inputs. */
export interface DividendProblem {
  reason: 'yield-above-limit'
  /** First year whose current yield would pass MAX_CURRENT_YIELD. */
  year: number
  /** Highest dividend growth rate, percent, one decimal, that keeps these inputs within the limit. */
  maxDividendGrowth: number
  message: string
}

export type DividendOutcome =
  { ok: true; result: DividendResult } | { ok: false; problem: DividendProblem }

export interface DividendYear {
  year: number
  /** Value of the shares at the end of the year (cash dividends taken out are not included). */
  portfolioValue: number
  /** After-tax dividends received during the year. */
  annualDividend: number
  /** Dividends paid during the year before tax. */
  annualDividendBeforeTax: number
  /** The year's dividend per share over the share price at the start of the year, percent. */
  currentYield: number
  /** The year's pre-tax dividends over everything invested by the end of the year, percent. */
  yieldOnCost: number
  /** After-tax dividends received so far. */
  totalDividends: number
  /** Own money invested so far (reinvested dividends not counted). */
  totalInvested: number
  /** Change of `annualDividend` over the previous year, percent; null when there is none to compare. */
  dividendGrowth: number | null
}

export interface DividendResult {
  /** Own money put in: initial plus all monthly additions. */
  totalInvested: number
  /** Value of the shares at the end. */
  finalValue: number
  /** After-tax dividends received over the whole period. */
  totalDividends: number
  totalDividendsBeforeTax: number
  totalTaxPaid: number
  /** After-tax dividends received in the final year. */
  finalYearDividends: number
  /** Gain over the money put in; cash dividends taken out (reinvest off) count as gain. */
  totalReturn: number
  totalReturnPercent: number
  /** Final year's pre-tax dividends over total invested, percent. */
  yieldOnCost: number
  /** Final year's after-tax dividends per month. */
  monthlyIncome: number
  /**
   * Money-weighted annual return, percent: the yearly rate at which every dollar put in (initial
   * and monthly) grows into the final value plus any dividends taken as cash. Equals the classic
   * CAGR when there are no monthly additions.
   */
  cagr: number
  yearlyBreakdown: DividendYear[]
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0
}

// The model works in shares; the starting price is arbitrary: every result is a ratio of it.
const START_PRICE = 1
// Float dust must not refuse a yield that sits exactly on the limit (25% a year, no growth).
const YIELD_TOLERANCE = 1e-9

function priceAfter(input: DividendInput, month: number): number {
  return START_PRICE * (1 + input.priceGrowth / 100) ** (month / 12)
}

/** Dividend per share in `year`: the starting yield, raised by dividend growth after year 1. */
function dividendPerShareIn(input: DividendInput, year: number): number {
  return (input.dividendYield / 100) * START_PRICE * (1 + input.dividendGrowth / 100) ** (year - 1)
}

/** Current yield in `year`, percent: that year's dividend per share ÷ the price at its start. */
function currentYieldIn(input: DividendInput, year: number): number {
  return (dividendPerShareIn(input, year) / priceAfter(input, (year - 1) * 12)) * 100
}

/**
 * The reason these inputs get a message instead of figures, or null when the model holds for
 * them: the current yield stays at or below MAX_CURRENT_YIELD in every year of the period.
 */
export function dividendProblem(input: DividendInput): DividendProblem | null {
  let year = 0
  for (let candidate = 1; candidate <= input.years; candidate++) {
    if (currentYieldIn(input, candidate) > MAX_CURRENT_YIELD + YIELD_TOLERANCE) {
      year = candidate
      break
    }
  }
  if (year === 0) return null
  // The yield grows by (1 + g) / (1 + p) a year; over years − 1 raises it may grow by
  // MAX / starting yield in all. Rounded down to the form's step of 0.1 so the figure works.
  const allowedRise = (MAX_CURRENT_YIELD / input.dividendYield) ** (1 / (input.years - 1))
  const exact = ((1 + input.priceGrowth / 100) * allowedRise - 1) * 100
  const maxDividendGrowth = Math.floor(exact * 10 + YIELD_TOLERANCE) / 10
  const yearsText = year - 1 === 1 ? '1 year' : `${year - 1} years`
  return {
    reason: 'yield-above-limit',
    year,
    maxDividendGrowth,
    message:
      `With a dividend growing ${formatPercent(input.dividendGrowth, 1)} a year and a share price ` +
      `changing ${formatPercent(input.priceGrowth, 1)} a year, the dividend would be more than ` +
      `${formatPercent(MAX_CURRENT_YIELD, 0)} of the share price in year ${year}. A dividend that ` +
      `keeps outgrowing the share price would soon pay out more each year than the shares are ` +
      `worth, so we show no figures for these rates. ` +
      `Lower the dividend growth rate to ${formatPercent(maxDividendGrowth, 1)} or less, raise the ` +
      `share price growth rate, or shorten the time period to ${yearsText}.`,
  }
}

/** The projection, or the reason it is not meaningful for these inputs. */
export function calculateDividend(input: DividendInput): DividendOutcome {
  const problem = dividendProblem(input)
  return problem ? { ok: false, problem } : { ok: true, result: projectDividends(input) }
}

function projectDividends(input: DividendInput): DividendResult {
  const taxKept = 1 - input.taxRate / 100
  const months = input.years * 12
  // Investor cash flows per month (negative = money in), for the money-weighted return.
  const cashFlows = new Array<number>(months + 1).fill(-input.monthly)
  cashFlows[0] = -input.initial
  // Money put in is counted in whole cents (decision record 025).
  const monthlyCents = toCents(input.monthly)

  let shares = input.initial / START_PRICE
  let investedCents = toCents(input.initial)
  let totalDividends = 0
  let totalDividendsBeforeTax = 0
  const yearlyBreakdown: DividendYear[] = []

  for (let year = 1; year <= input.years; year++) {
    const dividendPerShare = dividendPerShareIn(input, year)
    let grossThisYear = 0
    let netThisYear = 0

    for (let monthOfYear = 1; monthOfYear <= 12; monthOfYear++) {
      const month = (year - 1) * 12 + monthOfYear
      const price = priceAfter(input, month)
      if (monthOfYear % 3 === 0) {
        const gross = (shares * dividendPerShare) / 4
        const net = gross * taxKept
        grossThisYear += gross
        netThisYear += net
        if (input.reinvest) shares += net / price
        else cashFlows[month] = (cashFlows[month] ?? 0) + net
      }
      shares += input.monthly / price
      investedCents += monthlyCents
    }
    const totalInvested = fromCents(investedCents)

    totalDividends += netThisYear
    totalDividendsBeforeTax += grossThisYear
    const previous = yearlyBreakdown.at(-1)
    yearlyBreakdown.push({
      year,
      portfolioValue: shares * priceAfter(input, year * 12),
      annualDividend: netThisYear,
      annualDividendBeforeTax: grossThisYear,
      currentYield: currentYieldIn(input, year),
      yieldOnCost: percentOf(grossThisYear, totalInvested),
      totalDividends,
      totalInvested,
      dividendGrowth:
        previous && previous.annualDividend > 0
          ? (netThisYear / previous.annualDividend - 1) * 100
          : null,
    })
  }

  const totalInvested = fromCents(investedCents)
  const finalValue = shares * priceAfter(input, months)
  cashFlows[months] = (cashFlows[months] ?? 0) + finalValue
  const cashTakenOut = input.reinvest ? 0 : totalDividends
  const totalReturn = finalValue + cashTakenOut - totalInvested
  const finalYear = yearlyBreakdown.at(-1)
  const finalYearDividends = finalYear?.annualDividend ?? 0

  return {
    totalInvested,
    finalValue,
    totalDividends,
    totalDividendsBeforeTax,
    totalTaxPaid: totalDividendsBeforeTax - totalDividends,
    finalYearDividends,
    totalReturn,
    totalReturnPercent: percentOf(totalReturn, totalInvested),
    yieldOnCost: percentOf(finalYear?.annualDividendBeforeTax ?? 0, totalInvested),
    monthlyIncome: finalYearDividends / 12,
    cagr: annualisedReturn(cashFlows, input.years, finalValue + cashTakenOut, totalInvested),
    yearlyBreakdown,
  }
}

/**
 * Internal rate of return of monthly cash flows, annualised, percent. Solved by bisection on the
 * monthly rate: slower than Newton's method but it cannot diverge.
 */
function annualisedReturn(
  cashFlows: readonly number[],
  years: number,
  endValue: number,
  invested: number,
): number {
  if (invested <= 0) return 0
  // Value at the last month of all flows grown at `rate`: same sign as their net present value.
  const futureValueOfFlows = (rate: number) =>
    cashFlows.reduce((total, flow) => total * (1 + rate) + flow, 0)
  let low = -0.5
  let high = 1
  if (futureValueOfFlows(low) <= 0 || futureValueOfFlows(high) >= 0) {
    // Cannot happen within the accepted inputs; fall back to the plain growth of the money put in.
    return ((endValue / invested) ** (1 / years) - 1) * 100
  }
  for (let step = 0; step < 200 && high - low > 1e-15; step++) {
    const middle = (low + high) / 2
    if (futureValueOfFlows(middle) > 0) low = middle
    else high = middle
  }
  return ((1 + (low + high) / 2) ** 12 - 1) * 100
}

/** Rows shown before 'Show all': first, second, middle, second to last and last year. */
export function pickSummaryYears<Row>(rows: readonly Row[]): Row[] {
  const last = rows.length - 1
  const indexes = [0, 1, Math.floor(last / 2), last - 1, last].filter(
    (index, position, all) => index >= 0 && all.indexOf(index) === position,
  )
  return indexes
    .sort((a, b) => a - b)
    .flatMap((index) => {
      const row = rows[index]
      return row === undefined ? [] : [row]
    })
}

export function parseDividendParams(params: URLSearchParams): DividendInput {
  return {
    initial: readNumber(params, 'initial', DIVIDEND_FIELDS.initial),
    dividendYield: readNumber(params, 'yield', DIVIDEND_FIELDS.dividendYield),
    monthly: readNumber(params, 'monthly', DIVIDEND_FIELDS.monthly),
    dividendGrowth: readNumber(params, 'dividendGrowth', DIVIDEND_FIELDS.dividendGrowth),
    priceGrowth: readNumber(params, 'priceGrowth', DIVIDEND_FIELDS.priceGrowth),
    years: readNumber(params, 'years', DIVIDEND_FIELDS.years),
    reinvest: readBoolean(params, 'reinvest', DIVIDEND_DEFAULTS.reinvest),
    taxRate: readNumber(params, 'tax', DIVIDEND_FIELDS.taxRate),
  }
}

/** Query string (without '?') that `parseDividendParams` reads back to the same input. */
export function dividendParamsToSearch(input: DividendInput): string {
  return new URLSearchParams({
    initial: String(input.initial),
    yield: String(input.dividendYield),
    monthly: String(input.monthly),
    dividendGrowth: String(input.dividendGrowth),
    priceGrowth: String(input.priceGrowth),
    years: String(input.years),
    reinvest: String(input.reinvest),
    tax: String(input.taxRate),
  }).toString()
}
