/**
 * What a saved calculation keeps: the calculator's inputs as its own share query string, and a
 * short summary of the headline results worked out from those inputs. Pure; the server uses it
 * so that a saved summary always matches the inputs it reopens with.
 */
import type { CalculatorType } from './calculator-types'
import { calculateCompound, compoundParamsToSearch, parseCompoundParams } from './compound'
import {
  debtParamsToSearch,
  parseDebtParams,
  planDebtPayoff,
  type DebtInput,
  type Strategy,
} from './debt'
import { currentMonth, debtLabel, formatMonth, formatMonths } from './debt-form'
import {
  MAX_CURRENT_YIELD,
  calculateDividend,
  dividendParamsToSearch,
  parseDividendParams,
} from './dividend'
import { calculateEmergency, emergencyParamsToSearch, parseEmergencyParams } from './emergency'
import { formatDollars } from '~/lib/money'
import { calculateRetirement, parseRetirementParams, retirementParamsToSearch } from './retirement'
import { budgetParamsToSearch, calculateBudget, parseBudgetParams } from './budget/budget'
import {
  calculateCreditCard,
  creditCardParamsToSearch,
  formatDuration,
  parseCreditCardParams,
  type PayoffPlan,
} from './credit-card-payoff/credit-card'
import {
  compareLoans,
  loanLabel,
  loanParamsToSearch,
  parseLoanParams,
  type Loan,
  type LoanResult,
} from './loan-comparison/loan'
import { cheapestSentence } from './loan-comparison/loan-content'
import { parseWealthParams, projectWealth, wealthParamsToSearch } from './wealth-projection/wealth'

export interface SummaryItem {
  label: string
  value: string
}

export interface SavedCalculationData {
  /** The calculator's share query string, without '?'. */
  inputs: string
  summary: SummaryItem[]
}

const STRATEGY_NAMES: Record<Strategy, string> = {
  avalanche: 'Avalanche',
  snowball: 'Snowball',
  custom: 'Custom order',
}

/** How long a card plan takes, or why it never ends. */
function payoffTime(plan: PayoffPlan): string {
  if (plan.outcome.kind === 'paid-off') return formatDuration(plan.outcome.months)
  if (plan.outcome.kind === 'never') return 'Never: the payment does not cover the interest'
  return 'Not within 50 years'
}

/** Promotions and one-off payments, when the plan has any: they change every figure below. */
function debtExtrasSummary({ debts, oneOffs = [] }: DebtInput): SummaryItem[] {
  const items: SummaryItem[] = []
  const promoted = debts.flatMap((debt, index) =>
    debt.promoMonths
      ? [
          `${debtLabel(debt.name, index)}: ${percent(debt.promoRate ?? 0)} for ${formatMonths(debt.promoMonths)}`,
        ]
      : [],
  )
  if (promoted.length > 0) items.push({ label: 'Promotional rates', value: promoted.join('; ') })
  const used = oneOffs.filter((oneOff) => oneOff.amount > 0)
  if (used.length > 0) {
    const total = used.reduce((sum, oneOff) => sum + oneOff.amount, 0)
    items.push({
      label: 'One-off payments',
      value: `${formatDollars(total)} in ${used.length} ${used.length === 1 ? 'payment' : 'payments'} (${used.map((oneOff) => `${formatDollars(oneOff.amount)} in month ${oneOff.month}`).join(', ')})`,
    })
  }
  return items
}

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`
const percent = (value: number) => `${Number(value.toFixed(2))}%`

type Describer = (params: URLSearchParams, now: Date) => SavedCalculationData

const DESCRIBERS: Record<CalculatorType, Describer> = {
  'loan-comparison': (params) => {
    const input = parseLoanParams(params)
    const comparison = compareLoans(input)
    // One figure per loan, named: "No points $1,946; Two points: fees take the whole amount".
    const perLoan = (figure: (result: LoanResult) => string) =>
      comparison.outcomes
        .map((outcome, index) => {
          const name = loanLabel(input.loans[index] as Loan, index)
          return outcome.ok ? `${name} ${figure(outcome.result)}` : `${name}: not computed`
        })
        .join('; ')
    return {
      inputs: loanParamsToSearch(input),
      summary: [
        { label: 'Lowest total cost', value: cheapestSentence(input.loans, comparison) },
        { label: 'Monthly payments', value: perLoan((r) => formatDollars(r.monthlyPayment)) },
        { label: 'Total costs', value: perLoan((r) => formatDollars(r.totalCost)) },
        { label: 'APR with fees', value: perLoan((r) => percent(r.aprWithFees)) },
      ],
    }
  },
  'wealth-projection': (params) => {
    const input = parseWealthParams(params)
    const result = projectWealth(input)
    return {
      inputs: wealthParamsToSearch(input),
      summary: [
        { label: 'Net worth today', value: formatDollars(result.netWorthToday) },
        {
          label: `In ${years(input.years)}, today’s dollars`,
          value: `${formatDollars(result.final.real.expected)} (range ${formatDollars(result.final.real.low)} to ${formatDollars(result.final.real.high)})`,
        },
        {
          label: `In ${years(input.years)}, future dollars`,
          value: formatDollars(result.final.nominal.expected),
        },
      ],
    }
  },
  'debt-freedom': (params, now) => {
    const input = parseDebtParams(params)
    const plan = planDebtPayoff({ ...input, start: currentMonth(now) })
    return {
      inputs: debtParamsToSearch(input).toString(),
      summary: [
        {
          label: 'Debts',
          value: `${formatDollars(plan.totalDebt)} across ${input.debts.length} ${input.debts.length === 1 ? 'debt' : 'debts'}, ${STRATEGY_NAMES[input.strategy]}, ${formatDollars(input.extra)} extra a month`,
        },
        ...debtExtrasSummary(input),
        {
          label: 'Debt-free date',
          value: plan.debtFreeDate ? formatMonth(plan.debtFreeDate) : 'Not within 30 years',
        },
        { label: 'Time to payoff', value: formatMonths(plan.monthsToPayoff) },
        {
          label: 'Interest saved',
          value:
            plan.interestSaved === null
              ? 'None: not paid off within 30 years'
              : formatDollars(plan.interestSaved),
        },
      ],
    }
  },
  'compound-interest': (params) => {
    const input = parseCompoundParams(params)
    const result = calculateCompound(input)
    return {
      inputs: compoundParamsToSearch(input),
      summary: [
        {
          label: 'Invested',
          value: `${formatDollars(input.initial)} plus ${formatDollars(input.monthly)} a month at ${percent(input.rate)} for ${years(input.years)}`,
        },
        { label: 'Future value', value: formatDollars(result.futureValue) },
        { label: 'Interest earned', value: formatDollars(result.interestEarned) },
      ],
    }
  },
  dividend: (params) => {
    const input = parseDividendParams(params)
    const outcome = calculateDividend(input)
    const invested = {
      label: 'Invested',
      value: `${formatDollars(input.initial)} plus ${formatDollars(input.monthly)} a month at a ${percent(input.dividendYield)} yield for ${years(input.years)}`,
    }
    if (!outcome.ok) {
      return {
        inputs: dividendParamsToSearch(input),
        summary: [
          invested,
          {
            label: 'Projection',
            value: `None: the dividend would pass ${percent(MAX_CURRENT_YIELD)} of the share price in year ${outcome.problem.year}`,
          },
        ],
      }
    }
    const { result } = outcome
    return {
      inputs: dividendParamsToSearch(input),
      summary: [
        invested,
        { label: 'Final portfolio value', value: formatDollars(result.finalValue) },
        { label: 'Total dividends', value: formatDollars(result.totalDividends) },
        { label: 'Monthly dividend income', value: formatDollars(result.monthlyIncome) },
      ],
    }
  },
  retirement: (params) => {
    const input = parseRetirementParams(params)
    const result = calculateRetirement(input)
    return {
      inputs: retirementParamsToSearch(input),
      summary: [
        {
          label: 'Plan',
          value: `Age ${input.currentAge}, retiring at ${input.retirementAge}, saving ${formatDollars(input.monthlySavings)} a month`,
        },
        { label: 'Savings at retirement', value: formatDollars(result.retirementBalance) },
        { label: 'Status', value: result.statusLabel },
        { label: 'Required monthly savings', value: formatDollars(result.requiredMonthlySavings) },
      ],
    }
  },
  'emergency-fund': (params) => {
    const input = parseEmergencyParams(params)
    const result = calculateEmergency(input)
    return {
      inputs: emergencyParamsToSearch(input),
      summary: [
        {
          label: 'Goal',
          value: `${input.goalMonths} months of ${formatDollars(result.monthlyExpenses)} expenses`,
        },
        { label: 'Target amount', value: formatDollars(result.targetAmount) },
        { label: 'Amount still needed', value: formatDollars(result.amountNeeded) },
        {
          label: 'Months to goal',
          value: result.monthsToGoal === null ? 'N/A' : formatMonths(result.monthsToGoal),
        },
      ],
    }
  },
  budget: (params) => {
    const input = parseBudgetParams(params)
    const result = calculateBudget(input)
    const share = (group: 'needs' | 'wants' | 'savings') => {
      const summary = result.groups.find((g) => g.group === group)
      return summary?.share == null ? 'N/A' : percent(summary.share)
    }
    return {
      inputs: budgetParamsToSearch(input),
      summary: [
        {
          label: 'Take-home pay',
          value: `${formatDollars(result.income)} a month, ${formatDollars(result.totalPlanned)} planned`,
        },
        {
          label: result.surplus < 0 ? 'Shortfall' : 'Surplus',
          value: formatDollars(Math.abs(result.surplus)),
        },
        {
          label: 'Needs / wants / savings',
          value: `${share('needs')} / ${share('wants')} / ${share('savings')} (guideline 50/30/20)`,
        },
      ],
    }
  },
  'credit-card-payoff': (params) => {
    const input = parseCreditCardParams(params)
    const result = calculateCreditCard(input)
    return {
      inputs: creditCardParamsToSearch(input),
      summary: [
        {
          label: 'Card',
          value: `${formatDollars(result.startingBalance)} at ${percent(input.apr)} APR, paying ${formatDollars(result.planPayment)} a month`,
        },
        { label: 'Time to payoff', value: payoffTime(result.plan) },
        { label: 'Total interest', value: formatDollars(result.plan.totalInterest) },
        { label: 'Paying only the minimum', value: payoffTime(result.minimumOnly) },
      ],
    }
  },
}

/**
 * Reads a share query string the way the calculator page does (anything missing or out of range
 * falls back to the page's default), and returns it in the calculator's own form with the
 * headline results. `now` matters only to the debt plan, which starts next month.
 */
export function describeCalculation(
  type: CalculatorType,
  inputs: string,
  now: Date,
): SavedCalculationData {
  return DESCRIBERS[type](new URLSearchParams(inputs), now)
}
