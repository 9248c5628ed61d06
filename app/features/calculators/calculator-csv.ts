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
import { GROUP_LABELS, calculateBudget, parseBudgetParams, type BudgetLine } from './budget/budget'
import {
  calculateCreditCard,
  parseCreditCardParams,
  type PayoffRow,
} from './credit-card-payoff/credit-card'
import {
  compareLoans,
  loanLabel,
  parseLoanParams,
  type Loan,
  type ScheduleRow as LoanRow,
} from './loan-comparison/loan'
import { parseWealthParams, projectWealth, type WealthYear } from './wealth-projection/wealth'

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
  'loan-comparison': (params) => {
    const input = parseLoanParams(params)
    const comparison = compareLoans(input)
    const problem = comparison.outcomes.find((outcome) => !outcome.ok)
    if (problem && !problem.ok) return { problem: problem.problem }
    // Every loan's schedule one after another, each row naming its loan.
    const rows = comparison.outcomes.flatMap((outcome, index) =>
      outcome.ok
        ? outcome.result.schedule.map((row) => ({
            loan: index + 1,
            name: loanLabel(input.loans[index] as Loan, index),
            ...row,
          }))
        : [],
    )
    return {
      filename: 'loan-comparison-schedules.csv',
      body: toCsv(
        [
          { header: 'Loan', value: (r: LoanRow & { loan: number; name: string }) => r.loan },
          { header: 'Name', value: (r) => r.name },
          { header: 'Month', value: (r) => r.month },
          { header: 'Payment ($)', value: (r) => r.payment },
          { header: 'Interest ($)', value: (r) => r.interest },
          { header: 'Principal ($)', value: (r) => r.principal },
          { header: 'Balance ($)', value: (r) => r.balance },
        ],
        rows,
      ),
    }
  },
  'wealth-projection': (params) => ({
    filename: 'wealth-projection-by-year.csv',
    body: toCsv(
      [
        { header: 'Year', value: (r: WealthYear) => r.year },
        { header: 'Cash ($)', value: (r) => r.cash },
        { header: 'Investments ($)', value: (r) => r.investments },
        { header: 'Retirement ($)', value: (r) => r.retirement },
        { header: 'Home equity ($)', value: (r) => r.homeEquity },
        { header: 'Debt ($)', value: (r) => r.debt },
        { header: 'Net worth low ($)', value: (r) => r.nominal.low },
        { header: 'Net worth expected ($)', value: (r) => r.nominal.expected },
        { header: 'Net worth high ($)', value: (r) => r.nominal.high },
        { header: 'Net worth low, today’s dollars ($)', value: (r) => r.real.low },
        { header: 'Net worth expected, today’s dollars ($)', value: (r) => r.real.expected },
        { header: 'Net worth high, today’s dollars ($)', value: (r) => r.real.high },
      ],
      projectWealth(parseWealthParams(params)).yearly,
    ),
  }),
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
  budget: (params) => ({
    filename: 'budget-by-category.csv',
    body: toCsv(
      [
        { header: 'Category', value: (line: BudgetLine) => line.label },
        { header: 'Amount ($)', value: (line) => line.amount },
        { header: 'Share of pay (%)', value: (line) => line.share },
        { header: 'Guideline group', value: (line) => GROUP_LABELS[line.group] },
      ],
      calculateBudget(parseBudgetParams(params)).lines,
    ),
  }),
  'credit-card-payoff': (params) => ({
    filename: 'credit-card-payoff-schedule.csv',
    body: toCsv(
      [
        { header: 'Month', value: (row: PayoffRow) => row.month },
        { header: 'Payment ($)', value: (row) => row.payment },
        { header: 'Interest ($)', value: (row) => row.interest },
        { header: 'Principal ($)', value: (row) => row.principal },
        { header: 'Balance ($)', value: (row) => row.balance },
      ],
      calculateCreditCard(parseCreditCardParams(params)).plan.rows,
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
