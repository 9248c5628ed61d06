/**
 * Investment Readiness scoring: DECISIONS §2, with the derived values of seed 000 §3 and the
 * constants of seed 000 §9. Pure functions; inputs are assumed validated by the form schema
 * (finite, non-negative dollars; credit score 300–850 or missing).
 */
import { formatDollars, fromCents, roundHalfAwayFromZero, toCents } from '~/lib/money'
import { formatOneDecimal } from '~/lib/format'

export interface AssessmentFinancials {
  annualIncome: number
  totalDebt: number
  emergencyFund: number
  monthlyExpenses: number
  investableAssets: number
  creditScore?: number | null
}

export interface DerivedFinancials {
  /** annualIncome / 12, rounded to whole dollars. */
  monthlyIncome: number
  /** Assumed payment: 2% of totalDebt a month. */
  monthlyDebtPayment: number
  /** monthlyIncome − monthlyExpenses − monthlyDebtPayment, floored at 0. */
  freeMonthlyIncome: number
  /** freeMonthlyIncome as a percentage of monthlyIncome, one decimal; 0 with no income. */
  freeIncomePercent: number
  /** Payment as a percentage of monthlyIncome, one decimal; null when there is debt but no income. */
  debtToIncomePercent: number | null
  /** Fund ÷ expenses, one decimal; null when there is a fund but no expenses to divide by. */
  emergencyFundMonths: number | null
  /** Seed rule, one decimal: 0 with no debt, 999 with no free income (and never more than 999). */
  yearsToDebtFreedom: number
}

export interface ScoreBreakdown {
  emergencyFund: number
  debtManagement: number
  cashFlow: number
  creditHealth: number
}

export type ScoreCategory = keyof ScoreBreakdown

import type { LeadCategory, ReadinessLevel } from '~/db/vocabulary'

export type { LeadCategory, ReadinessLevel }

export type MethodStep = 1 | 2 | 3 | 4 | 5 | 6

export const METHOD_STEP_TITLES: Record<MethodStep, string> = {
  1: 'Starter emergency fund',
  2: 'Debt avalanche',
  3: 'Full emergency fund',
  4: 'Investment readiness',
  5: 'Wealth acceleration',
  6: 'Stay focused',
}

export interface Recommendation {
  step: MethodStep
  title: string
  text: string
  link: { href: string; label: string }
}

export interface AssessmentResult {
  score: number
  breakdown: ScoreBreakdown
  readinessLevel: ReadinessLevel
  category: LeadCategory
  step: MethodStep
  recommendation: Recommendation
  actionItems: string[]
  derived: DerivedFinancials
}

export type Point = readonly [x: number, y: number]

// Seed 000 §9: a $1,000 starter fund, then a full fund of 3 to 6 months of expenses.
export const STARTER_EMERGENCY_FUND = 1000
const FULL_FUND_MIN_MONTHS = 3
const FULL_FUND_MAX_MONTHS = 6
// Seed 000 §3: the assessment has no list of debts, so it assumes 2% of the balance a month.
const DEBT_PAYMENT_PERCENT = 2
// Seed 000 §3: years to debt freedom assumes half of the free income goes to debt.
const SHARE_OF_FREE_INCOME_FOR_DEBT = 0.5
// The seed's "never" value for years to debt freedom; also the cap, so it stays the largest.
const NEVER_YEARS = 999
const CATEGORY_MAX = 25
// Given as 12 of 25 so a missing score neither rewards nor punishes (DECISIONS §2).
export const MISSING_CREDIT_SCORE_POINTS = 12

// DECISIONS §2 scoring table: measure → points, piecewise-linear and clamped.
const EMERGENCY_FUND_POINTS: readonly Point[] = [
  [0, 0],
  [1, 8],
  [3, 18],
  [6, 25],
]
const DEBT_TO_INCOME_POINTS: readonly Point[] = [
  [0, 25],
  [10, 20],
  [20, 12],
  [36, 5],
  [50, 0],
]
const FREE_RATE_POINTS: readonly Point[] = [
  [0, 0],
  [5, 8],
  [10, 15],
  [20, 25],
]
const CREDIT_SCORE_POINTS: readonly Point[] = [
  [300, 0],
  [580, 8],
  [670, 16],
  [740, 22],
  [800, 25],
]
// The DTI at which the table gives 20 of 25: the first milestone named to visitors.
const DTI_MILESTONE_PERCENT = 10
// The free rate at which the table gives full marks.
const FULL_MARKS_FREE_RATE_PERCENT = 20

/**
 * Piecewise-linear interpolation through `points` (sorted by x), clamped to the first and last
 * y outside their range.
 */
export function interp(x: number, points: readonly Point[]): number {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) throw new Error('interp needs at least one point')
  if (x <= first[0]) return first[1]
  if (x >= last[0]) return last[1]
  for (let i = 1; i < points.length; i++) {
    const left = points[i - 1]
    const right = points[i]
    if (!left || !right || x > right[0]) continue
    const [x0, y0] = left
    const [x1, y1] = right
    return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0)
  }
  return last[1]
}

/**
 * A category's points as a whole number: halves round up (21.5 → 22). Ratios such as 0.02 × debt
 * or fund ÷ expenses can turn an exact .5 into .49999…; the tiny nudge keeps those rounding up too.
 */
export function roundCategoryScore(points: number): number {
  return Math.min(CATEGORY_MAX, Math.max(0, roundHalfAwayFromZero(points + 1e-9)))
}

const roundToTenth = (value: number) => roundHalfAwayFromZero(value, 1)
// A ratio over a zero (or near-zero) denominator has no meaningful figure to show.
const finiteTenthOrNull = (value: number) => {
  const rounded = roundToTenth(value)
  return Number.isFinite(rounded) ? rounded : null
}

// Money is worked out in integer cents (decision record 025): 2% of $1,253 is exactly $25.06, not
// 25.060000000000002, and what is left each month is exact to the cent.
function monthlyIncomeOf(annualIncome: number): number {
  return roundHalfAwayFromZero(annualIncome / 12)
}

function monthlyDebtPaymentCents(totalDebt: number): number {
  return (toCents(totalDebt) * DEBT_PAYMENT_PERCENT) / 100
}

function monthlyDebtPaymentOf(totalDebt: number): number {
  return fromCents(monthlyDebtPaymentCents(totalDebt))
}

function freeMonthlyIncomeOf(input: CashFlowInput): number {
  const freeCents =
    toCents(monthlyIncomeOf(input.annualIncome)) -
    toCents(input.monthlyExpenses) -
    monthlyDebtPaymentCents(input.totalDebt)
  return fromCents(Math.max(0, freeCents))
}

// Unrounded: the step rule and the scores use these, only the display rounds.
function monthsOfExpensesSaved(emergencyFund: number, monthlyExpenses: number): number {
  if (monthlyExpenses > 0) return emergencyFund / monthlyExpenses
  return emergencyFund > 0 ? Infinity : 0
}

function debtToIncomePercentOf(totalDebt: number, monthlyIncome: number): number {
  if (totalDebt <= 0) return 0
  if (monthlyIncome <= 0) return Infinity
  return (monthlyDebtPaymentOf(totalDebt) / monthlyIncome) * 100
}

function freeRatePercentOf(freeMonthlyIncome: number, monthlyIncome: number): number {
  return monthlyIncome > 0 ? (freeMonthlyIncome / monthlyIncome) * 100 : 0
}

function yearsToDebtFreedomOf(totalDebt: number, freeMonthlyIncome: number): number {
  if (totalDebt <= 0) return 0
  if (freeMonthlyIncome <= 0) return NEVER_YEARS
  const years = totalDebt / (freeMonthlyIncome * SHARE_OF_FREE_INCOME_FOR_DEBT) / 12
  return Math.min(NEVER_YEARS, roundToTenth(years))
}

type CashFlowInput = Pick<AssessmentFinancials, 'annualIncome' | 'monthlyExpenses' | 'totalDebt'>

// Seed 000 §3: the figures the results page and the locally stored financials show.
export function deriveFinancials(input: AssessmentFinancials): DerivedFinancials {
  const monthlyIncome = monthlyIncomeOf(input.annualIncome)
  const freeMonthlyIncome = freeMonthlyIncomeOf(input)
  const months = monthsOfExpensesSaved(input.emergencyFund, input.monthlyExpenses)
  const dti = debtToIncomePercentOf(input.totalDebt, monthlyIncome)
  return {
    monthlyIncome,
    monthlyDebtPayment: monthlyDebtPaymentOf(input.totalDebt),
    freeMonthlyIncome,
    freeIncomePercent: roundToTenth(freeRatePercentOf(freeMonthlyIncome, monthlyIncome)),
    debtToIncomePercent: finiteTenthOrNull(dti),
    emergencyFundMonths: finiteTenthOrNull(months),
    yearsToDebtFreedom: yearsToDebtFreedomOf(input.totalDebt, freeMonthlyIncome),
  }
}

// Months of expenses saved: a fund covers a job loss only relative to what a month costs.
export function scoreEmergencyFund(
  input: Pick<AssessmentFinancials, 'emergencyFund' | 'monthlyExpenses'>,
): number {
  if (input.monthlyExpenses <= 0) return input.emergencyFund > 0 ? CATEGORY_MAX : 0
  return roundCategoryScore(
    interp(input.emergencyFund / input.monthlyExpenses, EMERGENCY_FUND_POINTS),
  )
}

// Debt-to-income: what share of each paycheck is already promised to lenders.
export function scoreDebtManagement(
  input: Pick<AssessmentFinancials, 'annualIncome' | 'totalDebt'>,
): number {
  if (input.totalDebt <= 0) return CATEGORY_MAX
  const monthlyIncome = monthlyIncomeOf(input.annualIncome)
  if (monthlyIncome <= 0) return 0
  return roundCategoryScore(
    interp(debtToIncomePercentOf(input.totalDebt, monthlyIncome), DEBT_TO_INCOME_POINTS),
  )
}

// Free rate: money left each month is what savings, extra debt payments and investing come from.
export function scoreCashFlow(input: CashFlowInput): number {
  const monthlyIncome = monthlyIncomeOf(input.annualIncome)
  if (monthlyIncome <= 0) return 0
  const rate = freeRatePercentOf(freeMonthlyIncomeOf(input), monthlyIncome)
  return roundCategoryScore(interp(rate, FREE_RATE_POINTS))
}

// Credit score: it prices every future loan, so it measures how cheaply the visitor can borrow.
export function scoreCreditHealth(input: Pick<AssessmentFinancials, 'creditScore'>): number {
  if (input.creditScore === null || input.creditScore === undefined) {
    return MISSING_CREDIT_SCORE_POINTS
  }
  return roundCategoryScore(interp(input.creditScore, CREDIT_SCORE_POINTS))
}

export function scoreBreakdownFor(input: AssessmentFinancials): ScoreBreakdown {
  return {
    emergencyFund: scoreEmergencyFund(input),
    debtManagement: scoreDebtManagement(input),
    cashFlow: scoreCashFlow(input),
    creditHealth: scoreCreditHealth(input),
  }
}

// The total adds the rounded categories so the breakdown a visitor sees always sums to it.
export function totalScore(breakdown: ScoreBreakdown): number {
  return (
    breakdown.emergencyFund + breakdown.debtManagement + breakdown.cashFlow + breakdown.creditHealth
  )
}

// DECISIONS §2 bands; 75 and 50 are also the results page's colour thresholds (seed 000 §9).
export function readinessLevelFor(score: number): ReadinessLevel {
  if (score >= 75) return 'Investment Ready'
  if (score >= 50) return 'Nearly Ready'
  if (score >= 25) return 'Building Foundations'
  return 'Getting Started'
}

// The 6-step method in order: each step protects the one after it, so the first unmet one wins.
export function methodStepFor(
  input: Pick<
    AssessmentFinancials,
    'emergencyFund' | 'totalDebt' | 'monthlyExpenses' | 'investableAssets'
  >,
  score: number,
): MethodStep {
  if (input.emergencyFund < STARTER_EMERGENCY_FUND) return 1
  if (input.totalDebt > 0) return 2
  if (monthsOfExpensesSaved(input.emergencyFund, input.monthlyExpenses) < FULL_FUND_MIN_MONTHS) {
    return 3
  }
  if (score < 75) return 4
  if (input.investableAssets < 100_000) return 5
  return 6
}

// HOT leads are ready and have something to invest, which is what advisors pay for.
export function categoryFor(score: number, investableAssets: number): LeadCategory {
  if (score >= 75 && investableAssets >= 25_000) return 'HOT'
  if (score >= 50 || investableAssets >= 100_000) return 'WARM'
  return 'COLD'
}

const usd = formatDollars
const percent = (value: number) => `${formatOneDecimal(value)}%`
const plural = (value: number, unit: string) =>
  `${formatOneDecimal(value)} ${unit}${value === 1 ? '' : 's'}`
const monthsText = (months: number) => plural(roundToTenth(months), 'month')

const LINKS: Record<MethodStep, Recommendation['link']> = {
  1: { href: '/calculators/emergency-fund', label: 'Open the emergency fund calculator' },
  2: { href: '/calculators/debt-freedom', label: 'Open the debt freedom calculator' },
  3: { href: '/calculators/emergency-fund', label: 'Open the emergency fund calculator' },
  4: { href: '/blog/investment-readiness-checklist', label: 'Read the readiness checklist' },
  5: { href: '/calculators/compound-interest', label: 'Open the compound interest calculator' },
  6: { href: '/blog?category=success-stories', label: 'Read success stories' },
}

function recommendationText(
  step: MethodStep,
  input: AssessmentFinancials,
  derived: DerivedFinancials,
  score: number,
): string {
  const fund = usd(input.emergencyFund)
  const expenses = input.monthlyExpenses
  switch (step) {
    case 1:
      return `You have ${fund} set aside for emergencies. A common next step is building that to ${usd(STARTER_EMERGENCY_FUND)}, so a surprise bill does not turn into new debt. The emergency fund calculator shows how long that could take.`
    case 2: {
      const pace =
        derived.yearsToDebtFreedom >= NEVER_YEARS
          ? 'Right now your budget leaves no free income for extra payments, so freeing up room each month comes first.'
          : `At half of your free monthly income (${usd(derived.freeMonthlyIncome * SHARE_OF_FREE_INCOME_FOR_DEBT)} a month) it would take ${derived.yearsToDebtFreedom < 1 ? 'under a year' : `about ${plural(derived.yearsToDebtFreedom, 'year')}`}, before interest.`
      return `With your starter fund of ${fund} in place, the focus moves to your ${usd(input.totalDebt)} of debt. The avalanche method pays the minimum on every debt and puts anything extra toward the highest interest rate first, which keeps the total interest lowest. ${pace} The debt freedom calculator builds a plan from your actual balances and rates.`
    }
    case 3:
      return `You have no debt, which is a real milestone. Consider growing your ${fund} emergency fund to three to six months of expenses (${usd(expenses * FULL_FUND_MIN_MONTHS)} to ${usd(expenses * FULL_FUND_MAX_MONTHS)}), so a job loss or a large repair does not push you back into debt.`
    case 4: {
      const months = derived.emergencyFundMonths
      const covered = months === null ? '' : ` (${plural(months, 'month')} of expenses)`
      return `No debt and an emergency fund of ${fund}${covered} are solid foundations. Your score of ${score} out of 100 shows where there is still room to strengthen before investing; the readiness checklist walks through each category behind it.`
    }
    case 5:
      return `With no debt, a full emergency fund and a score of ${score} out of 100, a common next step is investing regularly. The compound interest calculator shows how contributions to your ${usd(input.investableAssets)} of investable assets might grow at the rates you choose; returns are never guaranteed.`
    case 6:
      return `No debt, a full emergency fund, a score of ${score} out of 100 and ${usd(input.investableAssets)} of investable assets: the work now is keeping the habits that got you here. Our success stories (illustrative examples) show what staying on course can look like.`
  }
}

// Names the step of the method and points to the one tool that helps with it.
export function recommendationFor(
  step: MethodStep,
  input: AssessmentFinancials,
  derived: DerivedFinancials,
  score: number,
): Recommendation {
  const title = METHOD_STEP_TITLES[step]
  return {
    step,
    title,
    text: `Step ${step} of 6: ${title}. ${recommendationText(step, input, derived, score)}`,
    link: LINKS[step],
  }
}

function emergencyFundItem(input: AssessmentFinancials): string {
  const fund = input.emergencyFund
  const expenses = input.monthlyExpenses
  const starter = usd(STARTER_EMERGENCY_FUND)
  if (expenses <= 0) {
    return `You have ${usd(fund)} set aside for emergencies; a ${starter} starter fund is the first milestone, so a surprise bill does not become new debt.`
  }
  const threeMonths = expenses * FULL_FUND_MIN_MONTHS
  const monthly = `your ${usd(expenses)} monthly expenses`
  if (fund < STARTER_EMERGENCY_FUND) {
    return threeMonths > STARTER_EMERGENCY_FUND
      ? `Build your emergency fund from ${usd(fund)} to ${starter} first, then toward ${usd(threeMonths)} — three months of ${monthly}.`
      : `Build your emergency fund from ${usd(fund)} to ${starter} — more than three months of ${monthly}.`
  }
  const months = fund / expenses
  if (months < FULL_FUND_MIN_MONTHS) {
    return `Grow your emergency fund from ${usd(fund)} to ${usd(threeMonths)} — three months of ${monthly}.`
  }
  return `Your ${usd(fund)} emergency fund covers ${monthsText(months)} of expenses; growing it to ${usd(expenses * FULL_FUND_MAX_MONTHS)} — six months of ${monthly} — would max out your emergency fund score.`
}

function debtItem(input: AssessmentFinancials, derived: DerivedFinancials): string {
  const debt = usd(input.totalDebt)
  const payment = usd(derived.monthlyDebtPayment)
  const income = derived.monthlyIncome
  if (derived.debtToIncomePercent === null) {
    return `With no monthly income recorded, the estimated ${payment} a month your ${debt} of debt needs (2% of the balance) has nothing to come from; any steady income would start lifting your debt score.`
  }
  const dti = debtToIncomePercentOf(input.totalDebt, income)
  const share = percent(dti)
  if (dti > DTI_MILESTONE_PERCENT) {
    const milestoneDebt = (income * DTI_MILESTONE_PERCENT) / DEBT_PAYMENT_PERCENT
    return `Your estimated debt payments (${payment} a month, 2% of your ${debt} of debt) take ${share} of your ${usd(income)} monthly income; getting that to 10% or less (debt of ${usd(milestoneDebt)} or less) would lift your debt score to 20 or more.`
  }
  return `Your estimated debt payments (${payment} a month) take ${share} of your ${usd(income)} monthly income; paying off the remaining ${debt} would bring your debt score to 25.`
}

/** What monthly outgoings (expenses and the assumed debt payment) exceed monthly income by; 0 if none. */
function monthlyShortfallOf(input: CashFlowInput): number {
  const outgoings = input.monthlyExpenses + monthlyDebtPaymentOf(input.totalDebt)
  return Math.max(0, outgoings - monthlyIncomeOf(input.annualIncome))
}

function cashFlowItem(input: AssessmentFinancials, derived: DerivedFinancials): string {
  const income = derived.monthlyIncome
  if (income <= 0) {
    return `With no monthly income recorded, cash flow scores 0 of 25; it earns full marks once ${FULL_MARKS_FREE_RATE_PERCENT}% of income is left free each month.`
  }
  const target = (income * FULL_MARKS_FREE_RATE_PERCENT) / 100
  const free = derived.freeMonthlyIncome
  const shortfall = monthlyShortfallOf(input)
  if (shortfall > 0) {
    const payment = derived.monthlyDebtPayment
    // Which cut closes the gap depends on whether spending alone is already above income.
    const firstStep =
      input.monthlyExpenses > income
        ? `your expenses alone are ${usd(input.monthlyExpenses - income)} above your income, so start by cutting or pausing spending — the biggest fixed costs (housing, car, subscriptions) close a gap fastest`
        : `your expenses fit within your income, but the debt payments do not, so start by asking your lenders about a lower rate or a hardship plan, and cut spending to cover the rest`
    const outgoings =
      payment > 0
        ? `Your monthly expenses (${usd(input.monthlyExpenses)}) and estimated debt payments (${usd(payment)}, 2% of your debt)`
        : `Your monthly expenses (${usd(input.monthlyExpenses)})`
    return `${outgoings} come to ${usd(shortfall)} a month more than your ${usd(income)} monthly income: a shortfall that savings or new debt has to cover. Closing it comes first: ${firstStep}, and avoid putting the difference on a credit card. Once you spend less than you earn, aim to keep ${usd(target)} a month (${FULL_MARKS_FREE_RATE_PERCENT}%) free.`
  }
  if (free <= 0) {
    const outgoings =
      input.totalDebt > 0
        ? `Your monthly expenses (${usd(input.monthlyExpenses)}) and estimated debt payments (${usd(derived.monthlyDebtPayment)})`
        : `Your monthly expenses (${usd(input.monthlyExpenses)})`
    return `${outgoings} use all of your ${usd(income)} monthly income; freeing up ${usd(target)} a month (${FULL_MARKS_FREE_RATE_PERCENT}%) would earn full marks for cash flow.`
  }
  return `At ${percent(freeRatePercentOf(free, income))} of your income free each month (${usd(free)}), you are ${usd(target - free)} a month away from the ${FULL_MARKS_FREE_RATE_PERCENT}% (${usd(target)}) that earns full marks for cash flow.`
}

function creditItem(input: AssessmentFinancials, points: number): string {
  const creditScore = input.creditScore
  if (creditScore === null || creditScore === undefined) {
    return `Check your credit score for free (many banks and card issuers show it) and add it next time; until then we count a middle value of ${MISSING_CREDIT_SCORE_POINTS} of 25.`
  }
  const next = CREDIT_SCORE_POINTS.find(([, nextPoints]) => nextPoints > points)
  const nextText = next ? ` reaching ${next[0]} would earn ${next[1]};` : ''
  return `Your credit score of ${creditScore} earns ${points} of 25 points;${nextText} paying on time and keeping card balances low are what move a score.`
}

// Tie order when two categories score the same: the order of the method itself.
const CATEGORY_ORDER: readonly ScoreCategory[] = [
  'emergencyFund',
  'debtManagement',
  'cashFlow',
  'creditHealth',
]

/**
 * 3 to 5 short, concrete items: one per category short of full marks, weakest first, then general
 * habits until there are at least three.
 */
export function actionItemsFor(
  input: AssessmentFinancials,
  breakdown: ScoreBreakdown,
  derived: DerivedFinancials,
): string[] {
  const weakestFirst = [...CATEGORY_ORDER]
    .filter((category) => breakdown[category] < CATEGORY_MAX)
    .sort((a, b) => breakdown[a] - breakdown[b])
  const items = weakestFirst.map((category) => {
    switch (category) {
      case 'emergencyFund':
        return emergencyFundItem(input)
      case 'debtManagement':
        return debtItem(input, derived)
      case 'cashFlow':
        return cashFlowItem(input, derived)
      case 'creditHealth':
        return creditItem(input, breakdown.creditHealth)
    }
  })

  const general: string[] = []
  if (input.totalDebt > 0) {
    general.push(
      `Use the debt freedom calculator to see a payoff date for your ${usd(input.totalDebt)} of debt with the avalanche method.`,
    )
  } else if (input.investableAssets > 0) {
    general.push(
      `Use the compound interest calculator to see how your ${usd(input.investableAssets)} of investable assets might grow at different rates; returns are never guaranteed.`,
    )
  }
  // Saving a tenth of income is no advice to someone whose outgoings already exceed it.
  if (derived.monthlyIncome > 0 && monthlyShortfallOf(input) === 0) {
    general.push(
      `Automate a transfer of ${usd(fromCents(toCents(derived.monthlyIncome) / 10))} (10% of your monthly income) to savings or investments on payday, so progress does not depend on willpower.`,
    )
  }
  general.push(
    `Review your numbers again in 3 months to see how your score of ${totalScore(breakdown)} has moved.`,
    'Check your credit reports for free at AnnualCreditReport.com to catch errors early.',
  )
  for (const item of general) {
    if (items.length >= 3) break
    items.push(item)
  }
  return items.slice(0, 5)
}

export function scoreAssessment(input: AssessmentFinancials): AssessmentResult {
  const derived = deriveFinancials(input)
  const breakdown = scoreBreakdownFor(input)
  const score = totalScore(breakdown)
  const step = methodStepFor(input, score)
  return {
    score,
    breakdown,
    readinessLevel: readinessLevelFor(score),
    category: categoryFor(score, input.investableAssets),
    step,
    recommendation: recommendationFor(step, input, derived, score),
    actionItems: actionItemsFor(input, breakdown, derived),
    derived,
  }
}
