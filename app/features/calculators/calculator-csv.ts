/**
 * The CSV download of each calculator: its schedule or year-by-year table for a share query
 * string, as the page would show it. Pure; the download route serves it, the page links to it.
 */
import type { CalculatorType } from './calculator-types'
import { calculateCompound, parseCompoundParams, type CompoundYear } from './compound'
import { toCsv } from '~/lib/csv'
import { addMonths, parseDebtParams, planDebtPayoff, toIsoMonth, type ScheduleRow } from './debt'
import { currentMonth } from './debt-form'
import { calculateDividend, parseDividendParams, type DividendYear } from './dividend'
import { calculateEmergency, parseEmergencyParams, type ProgressPoint } from './emergency'
import { percentOfTarget } from './emergency-progress'
import { calculateRetirement, parseRetirementParams, type RetirementYear } from './retirement'

export interface CalculatorCsv {
  filename: string
  body: string
}

/** Inputs the calculator accepts one by one but whose model gives no figures (its message says why). */
export interface CalculatorCsvProblem {
  problem: string
}

type CsvBuilder = (params: URLSearchParams, now: Date) => CalculatorCsv | CalculatorCsvProblem

const BUILDERS: Record<CalculatorType, CsvBuilder> = {
  'debt-freedom': (params, now) => {
    const start = currentMonth(now)
    const plan = planDebtPayoff({ ...parseDebtParams(params), start })
    return {
      filename: 'debt-payoff-schedule.csv',
      body: toCsv(
        [
          { header: 'Month', value: (row: ScheduleRow) => row.month },
          { header: 'Date', value: (row) => toIsoMonth(addMonths(start, row.month)) },
          { header: 'Payment ($)', value: (row) => row.payment },
          { header: 'One-off payment ($)', value: (row) => row.oneOff },
          { header: 'Principal ($)', value: (row) => row.principal },
          { header: 'Interest ($)', value: (row) => row.interest },
          { header: 'Balance ($)', value: (row) => row.balance },
          { header: 'Progress (%)', value: (row) => row.progressPercent },
        ],
        plan.monthlySchedule,
      ),
    }
  },
  'compound-interest': (params) => ({
    filename: 'compound-interest-by-year.csv',
    body: toCsv(
      [
        { header: 'Year', value: (r: CompoundYear) => r.year },
        { header: 'Balance ($)', value: (r) => r.balance },
        { header: 'Contributions ($)', value: (r) => r.contributions },
        { header: 'Interest ($)', value: (r) => r.interest },
        { header: 'Growth (%)', value: (r) => r.growth },
      ],
      calculateCompound(parseCompoundParams(params)).yearlyData,
    ),
  }),
  dividend: (params) => {
    const outcome = calculateDividend(parseDividendParams(params))
    if (!outcome.ok) return { problem: outcome.problem.message }
    return {
      filename: 'dividend-income-by-year.csv',
      body: toCsv(
        [
          { header: 'Year', value: (r: DividendYear) => r.year },
          { header: 'Portfolio Value ($)', value: (r) => r.portfolioValue },
          { header: 'Dividends Before Tax ($)', value: (r) => r.annualDividendBeforeTax },
          {
            header: 'Dividend Tax ($)',
            value: (r) => r.annualDividendBeforeTax - r.annualDividend,
          },
          { header: 'Dividends After Tax ($)', value: (r) => r.annualDividend },
          { header: 'Current Yield (%)', value: (r) => r.currentYield },
          { header: 'Yield on Cost (%)', value: (r) => r.yieldOnCost },
          { header: 'Total Dividends After Tax ($)', value: (r) => r.totalDividends },
          { header: 'Total Invested ($)', value: (r) => r.totalInvested },
          { header: 'Dividend Growth (%)', value: (r) => r.dividendGrowth },
        ],
        outcome.result.yearlyBreakdown,
      ),
    }
  },
  retirement: (params) => ({
    filename: 'retirement-projection-by-year.csv',
    body: toCsv(
      [
        { header: 'Age', value: (row: RetirementYear) => row.age },
        { header: 'Phase', value: (row) => (row.phase === 'saving' ? 'Saving' : 'Retired') },
        { header: 'Balance ($)', value: (row) => row.balance },
        { header: 'Contributions ($)', value: (row) => row.contributions },
        { header: 'Income needed ($)', value: (row) => row.withdrawal },
        { header: 'Withdrawals ($)', value: (row) => row.withdrawn },
      ],
      calculateRetirement(parseRetirementParams(params)).yearlyProjection,
    ),
  }),
  'emergency-fund': (params) => ({
    filename: 'emergency-fund-progress-by-month.csv',
    body: toCsv(
      [
        { header: 'Month', value: (p: ProgressPoint) => p.month },
        { header: 'Balance ($)', value: (p) => p.balance },
        { header: 'Percent of target (%)', value: (p) => percentOfTarget(p.balance, p.target) },
      ],
      calculateEmergency(parseEmergencyParams(params)).progressSeries,
    ),
  }),
}

/**
 * The calculator's CSV for a share query string. `now` matters only to the debt plan, whose first
 * payment is next month.
 */
export function calculatorCsv(
  type: CalculatorType,
  inputs: string,
  now: Date,
): CalculatorCsv | CalculatorCsvProblem {
  return BUILDERS[type](new URLSearchParams(inputs), now)
}
