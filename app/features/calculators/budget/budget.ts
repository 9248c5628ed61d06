/**
 * Monthly budget against the 50/30/20 guideline: take-home pay split into needs (50 %), wants
 * (30 %) and savings with extra debt payments (20 %). Pure; amounts are added as whole cents.
 */
import { formatDollars, fromCents, toCents } from '~/lib/money'
import { readNumber, type NumberField } from '../params'

export const BUDGET_GROUPS = ['needs', 'wants', 'savings'] as const
export type BudgetGroup = (typeof BUDGET_GROUPS)[number]

/** The guideline's share of take-home pay for each group, percent. */
export const GUIDELINE_PERCENT: Record<BudgetGroup, number> = { needs: 50, wants: 30, savings: 20 }

export const GROUP_LABELS: Record<BudgetGroup, string> = {
  needs: 'Needs',
  wants: 'Wants',
  savings: 'Savings & extra debt payments',
}

/**
 * The spending lines, in the order the form shows them, and the group each counts in. Minimum
 * debt payments are needs (missing one costs fees and credit); anything paid above them is
 * saving by another name, so it counts with savings.
 */
export const BUDGET_CATEGORIES = [
  { key: 'housing', label: 'Housing', group: 'needs' },
  { key: 'transport', label: 'Transport', group: 'needs' },
  { key: 'food', label: 'Food', group: 'needs' },
  { key: 'utilities', label: 'Utilities', group: 'needs' },
  { key: 'insurance', label: 'Insurance', group: 'needs' },
  { key: 'debt', label: 'Debt payments (minimums)', group: 'needs' },
  { key: 'extraDebt', label: 'Extra debt payments', group: 'savings' },
  { key: 'savings', label: 'Savings', group: 'savings' },
  { key: 'personal', label: 'Personal', group: 'wants' },
  { key: 'other', label: 'Other', group: 'wants' },
] as const satisfies readonly { key: string; label: string; group: BudgetGroup }[]

export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number]['key']

export interface BudgetInput extends Record<BudgetCategory, number> {
  /** Monthly take-home pay (after tax and payroll deductions), dollars. */
  income: number
}

export const BUDGET_DEFAULTS: BudgetInput = {
  income: 5_000,
  housing: 1_600,
  transport: 450,
  food: 600,
  utilities: 250,
  insurance: 200,
  debt: 300,
  extraDebt: 0,
  savings: 400,
  personal: 700,
  other: 300,
}

// The same cap as the other calculators: a pasted 1e308 gives a message, not Infinity.
const MAX_AMOUNT = 1_000_000_000

const amountField = (fallback: number): NumberField => ({ min: 0, max: MAX_AMOUNT, fallback })

/** Accepted ranges, shared by the URL parser, the form and the API schema. */
export const BUDGET_FIELDS = {
  income: amountField(BUDGET_DEFAULTS.income),
  housing: amountField(BUDGET_DEFAULTS.housing),
  transport: amountField(BUDGET_DEFAULTS.transport),
  food: amountField(BUDGET_DEFAULTS.food),
  utilities: amountField(BUDGET_DEFAULTS.utilities),
  insurance: amountField(BUDGET_DEFAULTS.insurance),
  debt: amountField(BUDGET_DEFAULTS.debt),
  extraDebt: amountField(BUDGET_DEFAULTS.extraDebt),
  savings: amountField(BUDGET_DEFAULTS.savings),
  personal: amountField(BUDGET_DEFAULTS.personal),
  other: amountField(BUDGET_DEFAULTS.other),
} as const satisfies Record<keyof BudgetInput, NumberField>

/** Query parameter names, in the order the share link writes them. */
export const BUDGET_PARAMS = ['income', ...BUDGET_CATEGORIES.map((c) => c.key)] as const

export interface BudgetLine {
  key: BudgetCategory
  label: string
  group: BudgetGroup
  amount: number
  /** Percent of take-home pay; null when no pay is entered. */
  share: number | null
}

export interface GroupSummary {
  group: BudgetGroup
  label: string
  amount: number
  share: number | null
  /** The guideline's share of pay, in dollars. */
  guideline: number
  /** amount − guideline: above 0 the group is over its guideline. */
  difference: number
}

export type BudgetAdvice =
  | { kind: 'no-income' }
  | {
      kind: 'cut'
      /** The group furthest over its guideline, in dollars. */
      group: BudgetGroup
      over: number
      /** Its largest line, and how much to take off it (at most the whole line). */
      category: BudgetCategory
      categoryLabel: string
      categoryAmount: number
      cut: number
    }
  | { kind: 'shortfall'; shortfall: number }
  | { kind: 'save-more'; missing: number; available: number }
  | { kind: 'on-track' }

export interface BudgetResult {
  income: number
  lines: BudgetLine[]
  groups: GroupSummary[]
  /** Everything planned for the month, savings included. */
  totalPlanned: number
  /** income − totalPlanned: above 0 a surplus, below 0 a shortfall. */
  surplus: number
  /** Percent of pay going to savings and extra debt payments; null without pay. */
  savingsRate: number | null
  advice: BudgetAdvice
}

const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null)

/** Whole cents of the guideline's share of `incomeCents` (50 %, 30 % or 20 %), rounded. */
const guidelineCents = (incomeCents: number, group: BudgetGroup) =>
  Math.round((incomeCents * GUIDELINE_PERCENT[group]) / 100)

function adviceFor(
  incomeCents: number,
  lines: readonly BudgetLine[],
  groups: readonly GroupSummary[],
  surplusCents: number,
): BudgetAdvice {
  if (incomeCents === 0) return { kind: 'no-income' }
  // Savings above 20 % is never a problem; needs or wants above theirs are.
  const over = groups
    .filter((g) => g.group !== 'savings' && g.difference > 0)
    .sort((a, b) => b.difference - a.difference)[0]
  if (over) {
    const largest = lines
      .filter((line) => line.group === over.group)
      .sort((a, b) => b.amount - a.amount)[0]
    if (largest) {
      return {
        kind: 'cut',
        group: over.group,
        over: over.difference,
        category: largest.key,
        categoryLabel: largest.label,
        categoryAmount: largest.amount,
        cut: Math.min(over.difference, largest.amount),
      }
    }
  }
  if (surplusCents < 0) return { kind: 'shortfall', shortfall: fromCents(-surplusCents) }
  const savings = groups.find((g) => g.group === 'savings')
  if (savings && savings.difference < 0) {
    return {
      kind: 'save-more',
      missing: -savings.difference,
      available: fromCents(surplusCents),
    }
  }
  return { kind: 'on-track' }
}

export function calculateBudget(input: BudgetInput): BudgetResult {
  const incomeCents = toCents(input.income)
  const income = fromCents(incomeCents)
  const lines: BudgetLine[] = BUDGET_CATEGORIES.map((category) => {
    const amount = fromCents(toCents(input[category.key]))
    return { ...category, amount, share: percentOf(amount, income) }
  })
  const groups: GroupSummary[] = BUDGET_GROUPS.map((group) => {
    let cents = 0
    for (const line of lines) if (line.group === group) cents += toCents(line.amount)
    const guideline = guidelineCents(incomeCents, group)
    return {
      group,
      label: GROUP_LABELS[group],
      amount: fromCents(cents),
      share: percentOf(fromCents(cents), income),
      guideline: fromCents(guideline),
      difference: fromCents(cents - guideline),
    }
  })
  let plannedCents = 0
  for (const line of lines) plannedCents += toCents(line.amount)
  const surplusCents = incomeCents - plannedCents
  const savings = groups.find((g) => g.group === 'savings')
  return {
    income,
    lines,
    groups,
    totalPlanned: fromCents(plannedCents),
    surplus: fromCents(surplusCents),
    savingsRate: savings ? savings.share : null,
    advice: adviceFor(incomeCents, lines, groups, surplusCents),
  }
}

/** What to change first, in a sentence with the visitor's own figures. */
export function describeAdvice(advice: BudgetAdvice): string {
  switch (advice.kind) {
    case 'no-income':
      return 'Enter your monthly take-home pay to compare your spending with the 50/30/20 guideline.'
    case 'cut': {
      const group = GROUP_LABELS[advice.group].toLowerCase()
      const limit = `${GUIDELINE_PERCENT[advice.group]}%`
      const whole = advice.cut >= advice.categoryAmount
      return `Start with ${advice.categoryLabel}: your ${group} are ${formatDollars(advice.over)} a month over the ${limit} guideline, and ${advice.categoryLabel} is the largest of them at ${formatDollars(advice.categoryAmount)}. ${whole ? `Even cutting all of it leaves ${group} over, so look at the next-largest line too.` : `Cutting it by ${formatDollars(advice.cut)} a month brings ${group} within the guideline.`}`
    }
    case 'shortfall':
      return `You plan to spend ${formatDollars(advice.shortfall)} a month more than you take home, although each group is within its guideline. Lower your savings line or another line by that much, or the gap ends up on a credit card.`
    case 'save-more':
      return advice.available > 0
        ? `Needs and wants are within the guideline. Savings and extra debt payments are ${formatDollars(advice.missing)} a month short of 20%: move ${formatDollars(Math.min(advice.missing, advice.available))} of your ${formatDollars(advice.available)} surplus there first.`
        : `Needs and wants are within the guideline, but savings and extra debt payments are ${formatDollars(advice.missing)} a month short of 20% and nothing is left over: trim a want to save more.`
    case 'on-track':
      return 'Your budget fits the 50/30/20 guideline: needs and wants are within their limits and at least 20% goes to savings and extra debt payments.'
  }
}

export function parseBudgetParams(params: URLSearchParams): BudgetInput {
  const input = { ...BUDGET_DEFAULTS }
  for (const name of BUDGET_PARAMS) input[name] = readNumber(params, name, BUDGET_FIELDS[name])
  return input
}

/** Query string (without '?') that `parseBudgetParams` reads back to the same input. */
export function budgetParamsToSearch(input: BudgetInput): string {
  return new URLSearchParams(BUDGET_PARAMS.map((name) => [name, String(input[name])])).toString()
}

/**
 * The emergency fund calculator with this budget's essentials carried over. Its "other" essential
 * expenses are the minimum debt payments (they stay due when income stops); its monthly saving is
 * the savings line. The fund already saved is not known here, so it is left to that page.
 */
export function emergencyFundSearch(input: BudgetInput): string {
  return new URLSearchParams({
    housing: String(input.housing),
    utilities: String(input.utilities),
    food: String(input.food),
    transportation: String(input.transport),
    insurance: String(input.insurance),
    other: String(input.debt),
    savings: String(input.savings),
  }).toString()
}

/** The debt freedom calculator with the extra debt payment carried over (the debts themselves are not known here). */
export function debtFreedomSearch(input: BudgetInput): string {
  return new URLSearchParams({ extra: String(input.extraDebt) }).toString()
}
