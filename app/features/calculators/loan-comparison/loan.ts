/**
 * Loan comparison: two to four fixed-rate loans, each with its monthly payment, interest, total
 * cost, amortization schedule and APR including fees. Pure functions (docs/decisions/048).
 */
// Money: amounts, points and fees are whole cents; interest accrues unrounded and only the page
// rounds (decision record 025).
import { formatDollars, fromCents, toCents } from '~/lib/money'
import { acceptsNumber, type NumberField } from '../params'

export const TERM_UNITS = ['years', 'months'] as const
export type TermUnit = (typeof TERM_UNITS)[number]

export interface Loan {
  name: string
  /** The amount borrowed, dollars. */
  amount: number
  /** Nominal annual interest rate, percent. */
  apr: number
  /** Length in `unit`s. */
  term: number
  unit: TermUnit
  /** Discount points, percent of the amount, paid upfront. */
  points: number
  /** Other lender fees in dollars, paid upfront. */
  fees: number
}

export interface LoanComparisonInput {
  loans: readonly Loan[]
}

export const MIN_LOANS = 2
export const MAX_LOANS = 4
export const MAX_TERM_MONTHS = 480
export const MAX_NAME_LENGTH = 40
const MAX_AMOUNT = 1_000_000_000

/** A 30-year mortgage with and without two points: the classic case for a break-even month. */
export const LOAN_DEFAULTS: LoanComparisonInput = {
  loans: [
    {
      name: 'No points',
      amount: 300_000,
      apr: 6.75,
      term: 30,
      unit: 'years',
      points: 0,
      fees: 1_500,
    },
    {
      name: 'Two points',
      amount: 300_000,
      apr: 6.25,
      term: 30,
      unit: 'years',
      points: 2,
      fees: 1_500,
    },
  ],
}

/** Accepted values of each loan's numbers, shared by the URL parser, the form and the API schema. */
export const LOAN_FIELDS = {
  amount: { min: 1, max: MAX_AMOUNT, fallback: 300_000 },
  apr: { min: 0, max: 100, fallback: 6.75 },
  term: { min: 1, max: MAX_TERM_MONTHS, integer: true, fallback: 30 },
  points: { min: 0, max: 20, fallback: 0 },
  fees: { min: 0, max: MAX_AMOUNT, fallback: 0 },
} as const satisfies Record<string, NumberField>

/** A loan added to the list: the first default loan, under the name of its position. */
export function newLoan(position: number): Loan {
  const first = LOAN_DEFAULTS.loans[0] as Loan
  return { ...first, name: `Loan ${position}` }
}

/** What a loan is called on the page; a blank name falls back to its position. */
export function loanLabel(loan: Loan, index: number): string {
  return loan.name.trim() === '' ? `Loan ${index + 1}` : loan.name.trim()
}

export function termMonths(loan: Pick<Loan, 'term' | 'unit'>): number {
  return loan.unit === 'years' ? loan.term * 12 : loan.term
}

/** Whether a term fits the 1–480 month range in its unit (1–40 years). */
export function acceptsTerm(term: number, unit: TermUnit): boolean {
  return acceptsNumber(LOAN_FIELDS.term, term) && termMonths({ term, unit }) <= MAX_TERM_MONTHS
}

export interface ScheduleRow {
  month: number
  payment: number
  interest: number
  principal: number
  /** Owed after this month's payment. */
  balance: number
}

export interface LoanResult {
  months: number
  /** Points in dollars plus fees, paid at the start. */
  upfrontCost: number
  /** What the borrower has in hand: the amount less the upfront costs. */
  netAmount: number
  monthlyPayment: number
  totalPayments: number
  totalInterest: number
  /** Every dollar paid: payments plus upfront costs. */
  totalCost: number
  /** Percent a year: the rate at which the payments repay the net amount (12 × the monthly rate). */
  aprWithFees: number
  schedule: ScheduleRow[]
}

export type LoanOutcome = { ok: true; result: LoanResult } | { ok: false; problem: string }

/** The level monthly payment that repays `amount` over `months` at nominal `aprPercent`. */
export function monthlyPayment(amount: number, aprPercent: number, months: number): number {
  const r = aprPercent / 1200
  if (r === 0) return amount / months
  // expm1/log1p keep precision at tiny rates: 1 − (1+r)^−n = −expm1(−n·log1p(r)).
  return (amount * r) / -Math.expm1(-months * Math.log1p(r))
}

/** Present value of `months` payments of `payment` at monthly rate `r` (r = 0: their sum). */
function presentValue(payment: number, r: number, months: number): number {
  if (r === 0) return payment * months
  return (payment * -Math.expm1(-months * Math.log1p(r))) / r
}

/**
 * The monthly rate at which `months` payments of `payment` are worth exactly `net` today. The
 * present value falls as the rate rises, so the root is bracketed and unique; Newton's method
 * converges fast, and a step that leaves the bracket is replaced by bisection, so a 0% loan with
 * big fees or a tiny net amount still converges.
 */
export function solveMonthlyRate(net: number, payment: number, months: number): number {
  if (!(net > 0) || !(payment > 0)) throw new RangeError('net and payment must be positive')
  const f = (r: number) => presentValue(payment, r, months) - net
  if (f(0) <= 0) return 0
  let low = 0
  // PV(r) < payment / r, so at r = payment / net the present value is below net.
  let high = payment / net
  // From the left of the root Newton's steps on this convex, falling curve stay left of it.
  let r = 0
  for (let step = 0; step < 200; step++) {
    const value = f(r)
    if (value === 0) return r
    if (value > 0) low = r
    else high = r
    const h = Math.max(r * 1e-7, 1e-12)
    const slope = (f(r + h) - value) / h
    let next = slope < 0 ? r - value / slope : NaN
    if (!(next > low && next < high)) next = (low + high) / 2
    if (Math.abs(next - r) <= 1e-15 * Math.max(1, r) || high - low <= 1e-16) return next
    r = next
  }
  return r
}

export function calculateLoan(loan: Loan): LoanOutcome {
  const months = termMonths(loan)
  const amountCents = toCents(loan.amount)
  const upfrontCents = toCents((loan.amount * loan.points) / 100) + toCents(loan.fees)
  if (upfrontCents >= amountCents) {
    return {
      ok: false,
      problem: `Points and fees (${formatDollars(fromCents(upfrontCents))}) take the whole amount borrowed: they must be less than the amount.`,
    }
  }
  const amount = fromCents(amountCents)
  const payment = monthlyPayment(amount, loan.apr, months)
  const r = loan.apr / 1200
  const schedule: ScheduleRow[] = []
  let balance = amount
  let totalInterest = 0
  let totalPayments = 0
  for (let month = 1; month <= months; month++) {
    const interest = balance * r
    // The last payment clears what is left, so float dust never stays owed.
    const principal = month === months ? balance : payment - interest
    balance = month === months ? 0 : balance - principal
    totalInterest += interest
    totalPayments += principal + interest
    schedule.push({ month, payment: principal + interest, interest, principal, balance })
  }
  const upfrontCost = fromCents(upfrontCents)
  const netAmount = fromCents(amountCents - upfrontCents)
  return {
    ok: true,
    result: {
      months,
      upfrontCost,
      netAmount,
      monthlyPayment: payment,
      totalPayments,
      totalInterest,
      totalCost: totalPayments + upfrontCost,
      aprWithFees:
        upfrontCents === 0 ? loan.apr : solveMonthlyRate(netAmount, payment, months) * 1200,
      schedule,
    },
  }
}

/** What one loan costs in total by the end of `month` (0 = the upfront costs alone). */
export function cumulativeCost(result: LoanResult, month: number): number {
  let paid = result.upfrontCost
  for (const row of result.schedule) {
    if (row.month > month) break
    paid += row.payment
  }
  return paid
}

export interface BreakEven {
  /** Index of the loan with the higher upfront costs. */
  higherUpfront: number
  other: number
  extraUpfront: number
  /** First month by whose end the higher-upfront loan has cost no more in all; null: never. */
  month: number | null
  /** A later month from which it costs more again (its payments run longer); null: it does not. */
  costsMoreFrom: number | null
}

/** Cumulative cost of each month, 0 … months (whole cents, so equal loans compare equal). */
function costByMonth(result: LoanResult, months: number): number[] {
  const costs = [toCents(result.upfrontCost)]
  let paid = result.upfrontCost
  for (let month = 1; month <= months; month++) {
    paid += result.schedule[month - 1]?.payment ?? 0
    costs.push(toCents(paid))
  }
  return costs
}

/**
 * Where the cumulative cost of the loan with the higher upfront costs meets the other's: the month
 * its lower payments have paid back its extra upfront costs. Loans with the same upfront costs
 * have nothing to pay back and give null.
 */
export function breakEven(
  results: readonly { index: number; result: LoanResult }[],
  a: number,
  b: number,
): BreakEven | null {
  const first = results.find((entry) => entry.index === a)?.result
  const second = results.find((entry) => entry.index === b)?.result
  if (!first || !second) return null
  const upA = toCents(first.upfrontCost)
  const upB = toCents(second.upfrontCost)
  if (upA === upB) return null
  const [high, low, higherUpfront, other] =
    upA > upB ? [first, second, a, b] : [second, first, b, a]
  const months = Math.max(high.months, low.months)
  const highCost = costByMonth(high, months)
  const lowCost = costByMonth(low, months)
  let month: number | null = null
  let costsMoreFrom: number | null = null
  for (let m = 1; m <= months; m++) {
    const atOrBelow = (highCost[m] ?? 0) <= (lowCost[m] ?? 0)
    if (month === null && atOrBelow) month = m
    else if (month !== null && !atOrBelow) {
      costsMoreFrom = m
      break
    }
  }
  return {
    higherUpfront,
    other,
    extraUpfront: fromCents(Math.abs(upA - upB)),
    month,
    costsMoreFrom,
  }
}

export interface LoanComparison {
  outcomes: LoanOutcome[]
  /** Indexes of the loans with the lowest total cost, to the cent: more than one is a tie. */
  cheapest: number[]
  /** Every pair of computed loans with different upfront costs. */
  breakEvens: BreakEven[]
}

export function compareLoans(input: LoanComparisonInput): LoanComparison {
  const outcomes = input.loans.map(calculateLoan)
  const computed = outcomes.flatMap((outcome, index) =>
    outcome.ok ? [{ index, result: outcome.result }] : [],
  )
  const lowest = Math.min(...computed.map((entry) => toCents(entry.result.totalCost)))
  const cheapest = computed
    .filter((entry) => toCents(entry.result.totalCost) === lowest)
    .map((entry) => entry.index)
  const breakEvens: BreakEven[] = []
  for (let i = 0; i < computed.length; i++) {
    for (let j = i + 1; j < computed.length; j++) {
      const pair = breakEven(computed, computed[i]?.index ?? -1, computed[j]?.index ?? -1)
      if (pair) breakEvens.push(pair)
    }
  }
  return { outcomes, cheapest, breakEvens }
}

// Query: one value per loan for each of these, in loan order (the form's own field names).
export const LOAN_PARAMS = ['name', 'amount', 'apr', 'term', 'unit', 'points', 'fees'] as const

// The characters lib/fields refuses in one line of text (control characters and line breaks),
// written here so that the page does not load Zod with that module.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g

function cleanName(name: string): string {
  return Array.from(name.replace(CONTROL_CHARACTERS, '')).slice(0, MAX_NAME_LENGTH).join('').trim()
}

function readAt(values: readonly string[], index: number, field: NumberField, fallback: number) {
  const raw = values[index]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw.replace(/[$,%\s]/g, ''))
  return acceptsNumber(field, value) ? value : fallback
}

/**
 * The loans of a query, leniently: a value that is missing or not accepted takes that loan's
 * default, and the list is cut to four and filled to two, so a shared link always opens.
 */
export function parseLoanParams(params: URLSearchParams): LoanComparisonInput {
  const lists = Object.fromEntries(LOAN_PARAMS.map((key) => [key, params.getAll(key)])) as Record<
    (typeof LOAN_PARAMS)[number],
    string[]
  >
  const count = Math.min(
    MAX_LOANS,
    Math.max(MIN_LOANS, lists.amount.length, lists.apr.length, lists.term.length),
  )
  const loans = Array.from({ length: count }, (_, index): Loan => {
    const base = LOAN_DEFAULTS.loans[index] ?? newLoan(index + 1)
    const unit = TERM_UNITS.find((u) => u === lists.unit[index]) ?? base.unit
    // A refused term takes the default term and its unit together (30, not 30 months).
    const term = readAt(lists.term, index, LOAN_FIELDS.term, Number.NaN)
    const fitting = acceptsTerm(term, unit)
    return {
      name: lists.name[index] === undefined ? base.name : cleanName(lists.name[index]),
      amount: readAt(lists.amount, index, LOAN_FIELDS.amount, base.amount),
      apr: readAt(lists.apr, index, LOAN_FIELDS.apr, base.apr),
      term: fitting ? term : base.term,
      unit: fitting ? unit : base.unit,
      points: readAt(lists.points, index, LOAN_FIELDS.points, base.points),
      fees: readAt(lists.fees, index, LOAN_FIELDS.fees, base.fees),
    }
  })
  return { loans }
}

/** Query string (without '?') that parseLoanParams reads back to the same loans. */
export function loanParamsToSearch(input: LoanComparisonInput): string {
  const search = new URLSearchParams()
  for (const loan of input.loans.slice(0, MAX_LOANS)) {
    search.append('name', loan.name)
    search.append('amount', String(loan.amount))
    search.append('apr', String(loan.apr))
    search.append('term', String(loan.term))
    search.append('unit', loan.unit)
    search.append('points', String(loan.points))
    search.append('fees', String(loan.fees))
  }
  return search.toString()
}

/** Buttons that add or remove a loan without JavaScript: each is a submit button of the GET form. */
export const LOAN_FORM_ACTIONS = { add: 'addLoan', remove: 'removeLoan' } as const

/**
 * The share query for a form sent without JavaScript with the add or remove button pressed;
 * null when no such button was pressed (the query is already the page's own).
 */
export function applyLoanFormAction(params: URLSearchParams): string | null {
  const adding = params.has(LOAN_FORM_ACTIONS.add)
  const removing = params.get(LOAN_FORM_ACTIONS.remove)
  if (!adding && removing === null) return null
  const { loans } = parseLoanParams(params)
  const next = [...loans]
  if (adding && next.length < MAX_LOANS) next.push(newLoan(next.length + 1))
  else if (removing !== null && /^\d+$/.test(removing)) {
    const index = Number(removing)
    if (index < next.length && next.length > MIN_LOANS) next.splice(index, 1)
  }
  return loanParamsToSearch({ loans: next })
}
