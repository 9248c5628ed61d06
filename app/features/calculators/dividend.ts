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

/** Plain-language statement of the timing the model uses, for the 'How we calculate' section. */
export const DIVIDEND_TIMING =
  'The share price grows a little every month so that it rises by the price growth rate over each year. ' +
  'Monthly additions buy shares at the end of each month at that month’s price. Dividends are paid ' +
  'quarterly (at the end of March, June, September and December) on the shares held at that moment, ' +
  'each a quarter of the year’s dividend per share; tax is withheld, and when reinvesting is on the rest ' +
  'buys shares at that day’s price. The dividend per share rises by the dividend growth rate at the ' +
  'start of each year after the first.'

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

export function calculateDividend(input: DividendInput): DividendResult {
  const taxKept = 1 - input.taxRate / 100
  const months = input.years * 12
  // The model works in shares; the starting price is arbitrary: every result is a ratio of it.
  const startPrice = 1
  const priceAfter = (month: number) => startPrice * (1 + input.priceGrowth / 100) ** (month / 12)
  // Investor cash flows per month (negative = money in), for the money-weighted return.
  const cashFlows = new Array<number>(months + 1).fill(-input.monthly)
  cashFlows[0] = -input.initial

  let shares = input.initial / startPrice
  let dividendPerShare = (input.dividendYield / 100) * startPrice
  let totalInvested = input.initial
  let totalDividends = 0
  let totalDividendsBeforeTax = 0
  const yearlyBreakdown: DividendYear[] = []

  for (let year = 1; year <= input.years; year++) {
    if (year > 1) dividendPerShare *= 1 + input.dividendGrowth / 100
    const priceAtYearStart = priceAfter((year - 1) * 12)
    let grossThisYear = 0
    let netThisYear = 0

    for (let monthOfYear = 1; monthOfYear <= 12; monthOfYear++) {
      const month = (year - 1) * 12 + monthOfYear
      const price = priceAfter(month)
      if (monthOfYear % 3 === 0) {
        const gross = (shares * dividendPerShare) / 4
        const net = gross * taxKept
        grossThisYear += gross
        netThisYear += net
        if (input.reinvest) shares += net / price
        else cashFlows[month] = (cashFlows[month] ?? 0) + net
      }
      shares += input.monthly / price
      totalInvested += input.monthly
    }

    totalDividends += netThisYear
    totalDividendsBeforeTax += grossThisYear
    const previous = yearlyBreakdown.at(-1)
    yearlyBreakdown.push({
      year,
      portfolioValue: shares * priceAfter(year * 12),
      annualDividend: netThisYear,
      annualDividendBeforeTax: grossThisYear,
      currentYield: (dividendPerShare / priceAtYearStart) * 100,
      yieldOnCost: percentOf(grossThisYear, totalInvested),
      totalDividends,
      totalInvested,
      dividendGrowth:
        previous && previous.annualDividend > 0
          ? (netThisYear / previous.annualDividend - 1) * 100
          : null,
    })
  }

  const finalValue = shares * priceAfter(months)
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
