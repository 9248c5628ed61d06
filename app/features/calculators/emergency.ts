import type { FinancialSnapshot, SnapshotFill } from '~/features/assessment'
import { readNumber, type NumberField } from './params'
import {
  formatDollars,
  formatPercent,
  fromCents,
  monthsToSave,
  roundHalfAwayFromZero,
  toCents,
  wholeDollarsUp,
} from '~/lib/money'

export const GOAL_MONTHS = [3, 6, 9, 12] as const
export type GoalMonths = (typeof GOAL_MONTHS)[number]

export const GOAL_LABELS: Record<GoalMonths, string> = {
  3: 'Minimum',
  6: 'Recommended',
  9: 'Conservative',
  12: 'Maximum Security',
}

export const EXPENSE_CATEGORIES = [
  { key: 'housing', label: 'Housing' },
  { key: 'utilities', label: 'Utilities' },
  { key: 'food', label: 'Food' },
  { key: 'transportation', label: 'Transportation' },
  { key: 'insurance', label: 'Insurance' },
  { key: 'other', label: 'Other' },
] as const
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number]['key']

export interface EmergencyInput extends Record<ExpenseCategory, number> {
  /** Months of expenses the fund should cover. */
  goalMonths: GoalMonths
  /** Emergency fund already saved, dollars. */
  currentFund: number
  /** Added to the fund every month, dollars. */
  monthlySavings: number
}

export const EMERGENCY_DEFAULTS: EmergencyInput = {
  housing: 1_500,
  utilities: 200,
  food: 600,
  transportation: 400,
  insurance: 300,
  other: 500,
  goalMonths: 6,
  currentFund: 1_000,
  monthlySavings: 500,
}

// The seed gives no upper bound for amounts; one keeps a pasted 1e308 from producing Infinity.
const MAX_AMOUNT = 1_000_000_000

const amountField = (fallback: number): NumberField => ({ min: 0, max: MAX_AMOUNT, fallback })

/** Accepted ranges, shared by the URL parser and the form. */
export const EMERGENCY_FIELDS = {
  housing: amountField(EMERGENCY_DEFAULTS.housing),
  utilities: amountField(EMERGENCY_DEFAULTS.utilities),
  food: amountField(EMERGENCY_DEFAULTS.food),
  transportation: amountField(EMERGENCY_DEFAULTS.transportation),
  insurance: amountField(EMERGENCY_DEFAULTS.insurance),
  other: amountField(EMERGENCY_DEFAULTS.other),
  goalMonths: { oneOf: GOAL_MONTHS, fallback: EMERGENCY_DEFAULTS.goalMonths },
  currentFund: amountField(EMERGENCY_DEFAULTS.currentFund),
  monthlySavings: amountField(EMERGENCY_DEFAULTS.monthlySavings),
} as const satisfies Record<keyof EmergencyInput, NumberField>

export const STARTER_FUND = 1_000
/** The progress chart never runs longer than this. */
export const PROGRESS_CHART_MONTHS = 24
export const SCENARIO_SAVINGS = [250, 500, 750, 1_000, 1_500, 2_000] as const

export type RecommendationRule =
  'starterFund' | 'reviewBudget' | 'saveTenPercent' | 'considerSixMonths' | 'increaseSavings'

export interface Recommendation {
  rule: RecommendationRule
  text: string
}

export interface ProgressPoint {
  month: number
  /** Fund after this many months of saving, capped at the target. */
  balance: number
  target: number
}

export interface GoalTimelineStep {
  label: string
  amount: number
  /** 0 = already achieved; null = never at the current monthly savings (0). */
  monthsNeeded: number | null
}

export interface ExpenseShare {
  category: ExpenseCategory
  label: string
  amount: number
  /** Share of total monthly expenses, percent. */
  percent: number
}

export interface SavingsScenario {
  /** Monthly savings, dollars. */
  amount: number
  threeMonths: number
  sixMonths: number
  twelveMonths: number
}

export interface EmergencyResult {
  monthlyExpenses: number
  targetAmount: number
  amountNeeded: number
  /** 0 when nothing is needed; null (shown N/A) when something is needed but nothing is saved. */
  monthsToGoal: number | null
  /** Current fund over target, percent, one decimal; may exceed 100. */
  progressPercent: number
  /** `progressPercent` capped at 100, for the progress bar width. */
  progressBarPercent: number
  recommendations: Recommendation[]
  progressSeries: ProgressPoint[]
  goalTimeline: GoalTimelineStep[]
  expenseBreakdown: ExpenseShare[]
  scenarios: SavingsScenario[]
}

/**
 * Whole months of saving `perMonthCents` to grow `currentCents` to `goalCents`: 0 if reached, null
 * if never. All three are integer cents, so a goal that is an exact multiple takes exactly that many.
 */
function monthsToReach(
  goalCents: number,
  currentCents: number,
  perMonthCents: number,
): number | null {
  const missing = Math.max(0, goalCents - currentCents)
  if (missing === 0) return 0
  return perMonthCents > 0 ? monthsToSave(missing, perMonthCents) : null
}

export function calculateEmergency(input: EmergencyInput): EmergencyResult {
  // Money in integer cents (decision record 025); results go back to dollars only at the end.
  const expenseCents = EXPENSE_CATEGORIES.reduce((total, { key }) => total + toCents(input[key]), 0)
  const currentCents = toCents(input.currentFund)
  const savingsCents = toCents(input.monthlySavings)
  const targetCents = expenseCents * input.goalMonths
  const monthlyExpenses = fromCents(expenseCents)
  const targetAmount = fromCents(targetCents)
  const amountNeeded = fromCents(Math.max(0, targetCents - currentCents))
  const monthsToGoal = monthsToReach(targetCents, currentCents, savingsCents)
  // With no expenses entered there is nothing to save for: the goal counts as met.
  const progress = targetCents > 0 ? (currentCents / targetCents) * 100 : 100
  const progressPercent = roundHalfAwayFromZero(progress, 1)

  const shown = {
    current: formatDollars(input.currentFund),
    target: formatDollars(targetAmount),
    expenses: formatDollars(monthlyExpenses),
    savings: formatDollars(input.monthlySavings),
    progress: formatPercent(progressPercent, 1),
  }
  const recommendations: Recommendation[] = []
  if (progress < 25) {
    recommendations.push({
      rule: 'starterFund',
      text:
        input.currentFund < STARTER_FUND
          ? `You have ${shown.current} saved, ${shown.progress} of your ${shown.target} goal. Build a ${formatDollars(STARTER_FUND)} starter fund as quickly as you can: it covers most small emergencies.`
          : `You have ${shown.current} saved, ${shown.progress} of your ${shown.target} goal. Your ${formatDollars(STARTER_FUND)} starter fund is in place: keep adding to it every month.`,
    })
  }
  if (monthlyExpenses > 5_000) {
    recommendations.push({
      rule: 'reviewBudget',
      text: `Your monthly expenses are ${shown.expenses}. Review your budget for costs to cut: every $100 less a month also lowers your ${input.goalMonths}-month target by ${formatDollars(100 * input.goalMonths)}.`,
    })
  }
  if (savingsCents * 10 < expenseCents) {
    recommendations.push({
      rule: 'saveTenPercent',
      text: `You save ${shown.savings} a month, less than 10% of your ${shown.expenses} monthly expenses. Aim to save at least ${formatDollars(wholeDollarsUp(fromCents(Math.ceil(expenseCents / 10))))} a month.`,
    })
  }
  if (input.goalMonths < 6 && progress > 50 && targetAmount > 0) {
    recommendations.push({
      rule: 'considerSixMonths',
      text: `You are ${shown.progress} of the way to your ${input.goalMonths}-month goal. Consider aiming for 6 months of expenses (${formatDollars(fromCents(expenseCents * 6))}) for more security.`,
    })
  }
  // Never-reached goals (no monthly savings) are covered by the 10% rule above instead.
  if (monthsToGoal !== null && monthsToGoal > 24) {
    recommendations.push({
      rule: 'increaseSavings',
      text: `At ${shown.savings} a month it will take ${monthsToGoal} months to reach your goal. Increase your monthly savings to get there sooner.`,
    })
  }

  const chartMonths =
    monthsToGoal !== null && monthsToGoal > 0
      ? Math.min(monthsToGoal, PROGRESS_CHART_MONTHS)
      : PROGRESS_CHART_MONTHS
  const progressSeries = Array.from({ length: chartMonths + 1 }, (_, month) => ({
    month,
    balance: fromCents(Math.min(targetCents, currentCents + savingsCents * month)),
    target: targetAmount,
  }))

  const goalTimeline = [
    { label: 'Starter fund', cents: toCents(STARTER_FUND) },
    { label: '1 month of expenses', cents: expenseCents },
    { label: '3 months of expenses', cents: expenseCents * 3 },
    { label: '6 months of expenses', cents: expenseCents * 6 },
    { label: '12 months of expenses', cents: expenseCents * 12 },
  ].map((step) => ({
    label: step.label,
    amount: fromCents(step.cents),
    monthsNeeded: monthsToReach(step.cents, currentCents, savingsCents),
  }))

  const expenseBreakdown = EXPENSE_CATEGORIES.map(({ key, label }) => ({
    category: key,
    label,
    amount: input[key],
    percent: expenseCents > 0 ? (toCents(input[key]) / expenseCents) * 100 : 0,
  }))

  const monthsAt = (months: number, perMonth: number) =>
    monthsToReach(expenseCents * months, currentCents, toCents(perMonth)) ?? 0
  const scenarios = SCENARIO_SAVINGS.map((amount) => ({
    amount,
    threeMonths: monthsAt(3, amount),
    sixMonths: monthsAt(6, amount),
    twelveMonths: monthsAt(12, amount),
  }))

  return {
    monthlyExpenses,
    targetAmount,
    amountNeeded,
    monthsToGoal,
    progressPercent,
    progressBarPercent: Math.min(100, progressPercent),
    recommendations,
    progressSeries,
    goalTimeline,
    expenseBreakdown,
    scenarios,
  }
}

function isGoalMonths(value: number): value is GoalMonths {
  return GOAL_MONTHS.some((months) => months === value)
}

export function parseEmergencyParams(params: URLSearchParams): EmergencyInput {
  const goalMonths = readNumber(params, 'months', EMERGENCY_FIELDS.goalMonths)
  return {
    housing: readNumber(params, 'housing', EMERGENCY_FIELDS.housing),
    utilities: readNumber(params, 'utilities', EMERGENCY_FIELDS.utilities),
    food: readNumber(params, 'food', EMERGENCY_FIELDS.food),
    transportation: readNumber(params, 'transportation', EMERGENCY_FIELDS.transportation),
    insurance: readNumber(params, 'insurance', EMERGENCY_FIELDS.insurance),
    other: readNumber(params, 'other', EMERGENCY_FIELDS.other),
    goalMonths: isGoalMonths(goalMonths) ? goalMonths : EMERGENCY_DEFAULTS.goalMonths,
    currentFund: readNumber(params, 'current', EMERGENCY_FIELDS.currentFund),
    monthlySavings: readNumber(params, 'savings', EMERGENCY_FIELDS.monthlySavings),
  }
}

/** Query string (without '?') that `parseEmergencyParams` reads back to the same input. */
export function emergencyParamsToSearch(input: EmergencyInput): string {
  return new URLSearchParams({
    housing: String(input.housing),
    utilities: String(input.utilities),
    food: String(input.food),
    transportation: String(input.transportation),
    insurance: String(input.insurance),
    other: String(input.other),
    months: String(input.goalMonths),
    current: String(input.currentFund),
    savings: String(input.monthlySavings),
  }).toString()
}

// A saved amount the field would refuse is capped at the field's maximum instead.
const capTo = (field: NumberField, amount: number) => Math.min(amount, field.max ?? Infinity)

/**
 * The visitor's saved assessment numbers as inputs. The assessment has one figure for monthly
 * expenses, not six categories: it all goes in Other and the rest become $0. Free monthly income is
 * what could go to savings. The goal in months stays as chosen.
 */
export function emergencyInputFromSnapshot(
  input: EmergencyInput,
  snapshot: FinancialSnapshot,
): EmergencyInput {
  const { monthlyExpenses, emergencyFund, freeMonthlyIncome } = snapshot.financials
  return {
    ...input,
    housing: 0,
    utilities: 0,
    food: 0,
    transportation: 0,
    insurance: 0,
    other: capTo(EMERGENCY_FIELDS.other, monthlyExpenses),
    currentFund: capTo(EMERGENCY_FIELDS.currentFund, emergencyFund),
    monthlySavings: capTo(EMERGENCY_FIELDS.monthlySavings, freeMonthlyIncome),
  }
}

/** What "Use my assessment numbers" puts in the form, completing "From your assessment on …: ". */
export function describeEmergencyFill(snapshot: FinancialSnapshot): SnapshotFill {
  const { monthlyExpenses, emergencyFund, freeMonthlyIncome } = snapshot.financials
  return {
    text: `your ${formatDollars(monthlyExpenses)} of monthly expenses as Other (the assessment asked for one total, so the other categories become $0), ${formatDollars(emergencyFund)} as your current emergency fund, and your ${formatDollars(freeMonthlyIncome)} of free monthly income as monthly savings.`,
    canUse: true,
  }
}
