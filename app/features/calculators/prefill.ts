/**
 * A calculator opened with the visitor's own Investment Readiness figures, when the visitor asks
 * for it (docs/decisions/050). Each calculator has one small pure function from the assessment's
 * figures to its share query, or null when the assessment holds nothing that truthfully fills it;
 * a new calculator adds one entry to PREFILLS. The link carries the figures like any calculator
 * link, plus a marker (PREFILL_PARAM, the assessment's date) that makes the page say where they
 * came from and keeps the page out of shared caches.
 */
import type { CalculatorType } from './calculator-types'
import { calculatorPath } from './calculator-types'
import { COMPOUND_DEFAULTS, COMPOUND_FIELDS, compoundParamsToSearch } from './compound'
import { debtParamsToSearch } from './debt'
import { ASSESSMENT_DEBT_NAME, DEBT_DEFAULTS } from './debt-defaults'
import { DIVIDEND_DEFAULTS, DIVIDEND_FIELDS, dividendParamsToSearch } from './dividend'
import { EMERGENCY_DEFAULTS, EMERGENCY_FIELDS, emergencyParamsToSearch } from './emergency'
import type { NumberField } from './params'
import { assessmentDay, PREFILL_PARAM } from './prefill-marker'
import { WEALTH_DEFAULTS, WEALTH_FIELDS, wealthParamsToSearch } from './wealth-projection/wealth'
import {
  RETIREMENT_DEFAULTS,
  RETIREMENT_FIELDS,
  retirementParamsToSearch,
  withConsistentAges,
} from './retirement'

/** What an Investment Readiness assessment knows that a calculator can use, in dollars. */
export interface AssessmentFigures {
  /** When the assessment was taken. */
  assessedAt: Date
  age: number
  totalDebt: number
  monthlyExpenses: number
  emergencyFund: number
  /** "Cash you could invest today, outside retirement accounts", as the form asks it. */
  investableAssets: number
  /** The monthly debt payment the score assumes: 2% of the total debt (DECISIONS §2). */
  monthlyDebtPayment: number
  /** Income left each month after expenses and that payment (never below 0). */
  freeMonthlyIncome: number
}

// A figure the field would refuse is capped at the field's maximum (the assessment allows more).
const capTo = (field: NumberField, amount: number) => Math.min(amount, field.max ?? Infinity)

const PREFILLS: Record<CalculatorType, (figures: AssessmentFigures) => string | null> = {
  // The assessment asks for one total, not each debt: its rate and minimum are the assumptions the
  // note names, to be replaced with the visitor's own.
  'debt-freedom': ({ totalDebt, monthlyDebtPayment }) => {
    if (!(totalDebt > 0)) return null
    const debt = {
      name: ASSESSMENT_DEBT_NAME,
      balance: totalDebt,
      rate: DEBT_DEFAULTS.debt.rate,
      minimum: monthlyDebtPayment,
    }
    return debtParamsToSearch({
      debts: [debt],
      strategy: DEBT_DEFAULTS.strategy,
      extra: DEBT_DEFAULTS.extra,
    }).toString()
  },
  // One total for expenses, so it goes in Other and the categories become $0.
  'emergency-fund': ({ monthlyExpenses, emergencyFund, freeMonthlyIncome }) => {
    if (!(monthlyExpenses > 0) && !(emergencyFund > 0)) return null
    return emergencyParamsToSearch({
      ...EMERGENCY_DEFAULTS,
      housing: 0,
      utilities: 0,
      food: 0,
      transportation: 0,
      insurance: 0,
      other: capTo(EMERGENCY_FIELDS.other, monthlyExpenses),
      currentFund: capTo(EMERGENCY_FIELDS.currentFund, emergencyFund),
      monthlySavings: capTo(EMERGENCY_FIELDS.monthlySavings, freeMonthlyIncome),
    })
  },
  // The assessment's investable assets are outside retirement accounts: only the age is truthful.
  retirement: ({ age }) => {
    if (!(age >= RETIREMENT_FIELDS.currentAge.min) || age >= RETIREMENT_FIELDS.retirementAge.max)
      return null
    return retirementParamsToSearch(withConsistentAges({ ...RETIREMENT_DEFAULTS, currentAge: age }))
  },
  'compound-interest': ({ investableAssets }) => {
    if (!(investableAssets > 0)) return null
    return compoundParamsToSearch({
      ...COMPOUND_DEFAULTS,
      initial: capTo(COMPOUND_FIELDS.initial, investableAssets),
    })
  },
  dividend: ({ investableAssets }) => {
    if (!(investableAssets > 0)) return null
    return dividendParamsToSearch({
      ...DIVIDEND_DEFAULTS,
      initial: capTo(DIVIDEND_FIELDS.initial, investableAssets),
    })
  },
  // What the visitor owns and owes, as far as the assessment asked. Retirement accounts and home
  // equity are not asked, so they start at $0 rather than at another visitor's example figures;
  // the debt's rate and payment are the same assumptions as the debt calculator's (the note says so).
  'wealth-projection': ({
    emergencyFund,
    investableAssets,
    totalDebt,
    monthlyDebtPayment,
    freeMonthlyIncome,
  }) => {
    if (!(emergencyFund > 0) && !(investableAssets > 0) && !(totalDebt > 0)) return null
    const hasDebt = totalDebt > 0
    return wealthParamsToSearch({
      ...WEALTH_DEFAULTS,
      cash: capTo(WEALTH_FIELDS.cash, Math.max(0, emergencyFund)),
      investments: capTo(WEALTH_FIELDS.investments, Math.max(0, investableAssets)),
      retirement: 0,
      homeEquity: 0,
      debt: hasDebt ? capTo(WEALTH_FIELDS.debt, totalDebt) : 0,
      debtRate: hasDebt ? capTo(WEALTH_FIELDS.debtRate, DEBT_DEFAULTS.debt.rate) : 0,
      debtPayment: hasDebt ? capTo(WEALTH_FIELDS.debtPayment, monthlyDebtPayment) : 0,
      monthlySaving: capTo(WEALTH_FIELDS.monthlySaving, Math.max(0, freeMonthlyIncome)),
    })
  },
  // The assessment asks for yearly income before tax and one total of expenses: nothing that
  // truthfully fills a take-home budget by category, a card's balance and rate, or a loan offer.
  budget: () => null,
  'credit-card-payoff': () => null,
  'loan-comparison': () => null,
}

/** A calculator's share query filled from the assessment, or null when nothing maps. */
export function prefillQuery(type: CalculatorType, figures: AssessmentFigures): string | null {
  return PREFILLS[type](figures)
}

/** The calculator's address with the figures and the marker, or null when nothing maps. */
export function prefillHref(type: CalculatorType, figures: AssessmentFigures): string | null {
  const query = prefillQuery(type, figures)
  if (query === null) return null
  const marker = new URLSearchParams({ [PREFILL_PARAM]: assessmentDay(figures.assessedAt) })
  return `${calculatorPath(type)}?${query}&${marker}`
}

/** Every calculator the figures fill, in the order given, with its address. */
export function prefillLinks(
  types: readonly CalculatorType[],
  figures: AssessmentFigures,
): { type: CalculatorType; href: string }[] {
  return types.flatMap((type) => {
    const href = prefillHref(type, figures)
    return href ? [{ type, href }] : []
  })
}
