/**
 * Paying off one credit card: a fixed monthly payment, or the payment that clears the card by a
 * target month, compared with paying only the issuer's minimum. Pure.
 *
 * Each month interest is charged first (balance × APR / 12; nothing during a 0 % promotional
 * period), then the payment, which never exceeds what is owed. Interest accrues unrounded, as in
 * the debt freedom plan; entered amounts are whole cents.
 */
import { fromCents, toCents, wholeDollarsUp } from '~/lib/money'
import { readChoice, readNumber, type NumberField } from '../params'

export const PAYOFF_MODES = ['payment', 'target'] as const
export type PayoffMode = (typeof PAYOFF_MODES)[number]

export interface CreditCardInput {
  /** What is owed today, dollars. */
  balance: number
  /** Annual percentage rate, percent. */
  apr: number
  /** Pay a fixed amount, or find the payment that clears the card in `targetMonths`. */
  mode: PayoffMode
  /** The fixed monthly payment, dollars (mode 'payment'). */
  payment: number
  /** Months to be debt-free in (mode 'target'). */
  targetMonths: number
  /** The issuer's minimum: this percent of the balance plus the month's interest … */
  minPercent: number
  /** … but at least this many dollars (never more than is owed). */
  minFloor: number
  /** Months at 0 % APR from today (a promotional or balance-transfer rate). */
  promoMonths: number
  /** Balance-transfer fee, percent of the balance, added to it on day one. */
  transferFee: number
}

export const CREDIT_CARD_DEFAULTS: CreditCardInput = {
  balance: 6_000,
  apr: 22,
  mode: 'payment',
  payment: 250,
  targetMonths: 24,
  minPercent: 1,
  minFloor: 25,
  promoMonths: 0,
  transferFee: 0,
}

/** No schedule runs longer than this: 50 years. */
export const MAX_MONTHS = 600

const MAX_AMOUNT = 1_000_000_000

/** Accepted ranges, shared by the URL parser, the form and the API schema. */
export const CREDIT_CARD_FIELDS = {
  balance: { min: 0, max: MAX_AMOUNT, fallback: CREDIT_CARD_DEFAULTS.balance },
  apr: { min: 0, max: 100, fallback: CREDIT_CARD_DEFAULTS.apr },
  payment: { min: 0, max: MAX_AMOUNT, fallback: CREDIT_CARD_DEFAULTS.payment },
  targetMonths: {
    min: 1,
    max: MAX_MONTHS,
    integer: true,
    fallback: CREDIT_CARD_DEFAULTS.targetMonths,
  },
  minPercent: { min: 0, max: 100, fallback: CREDIT_CARD_DEFAULTS.minPercent },
  minFloor: { min: 0, max: MAX_AMOUNT, fallback: CREDIT_CARD_DEFAULTS.minFloor },
  promoMonths: {
    min: 0,
    max: MAX_MONTHS,
    integer: true,
    fallback: CREDIT_CARD_DEFAULTS.promoMonths,
  },
  transferFee: { min: 0, max: 100, fallback: CREDIT_CARD_DEFAULTS.transferFee },
} as const satisfies Record<Exclude<keyof CreditCardInput, 'mode'>, NumberField>

export interface PayoffRow {
  month: number
  payment: number
  interest: number
  principal: number
  /** Owed after the payment. */
  balance: number
}

export type PayoffOutcome =
  | { kind: 'paid-off'; months: number }
  /** The payment does not cover the first month's interest after any promotional period. */
  | { kind: 'never'; payment: number; interest: number; month: number }
  /** Still owed after 50 years. */
  | { kind: 'too-long'; remaining: number }

export interface PayoffPlan {
  outcome: PayoffOutcome
  rows: PayoffRow[]
  totalInterest: number
  totalPaid: number
}

/** The month's payment, given what is owed after interest, that interest and the balance before it. */
type PaymentRule = (owed: number, interest: number, before: number) => number

/** Monthly rate of an APR in percent: APR / 12, as card issuers charge it. */
export const monthlyRate = (apr: number) => apr / 100 / 12

/** The balance on day one: what is owed plus the balance-transfer fee. */
export function startingBalance(input: Pick<CreditCardInput, 'balance' | 'transferFee'>): number {
  const cents = toCents(input.balance)
  return fromCents(cents + Math.round((cents * input.transferFee) / 100))
}

// A balance below half a cent is paid.
const PAID = 0.005

function simulate(input: CreditCardInput, payFor: PaymentRule, stopWhenStuck: boolean): PayoffPlan {
  const rate = monthlyRate(input.apr)
  let balance = startingBalance(input)
  const rows: PayoffRow[] = []
  let totalInterest = 0
  let totalPaid = 0
  if (balance < PAID)
    return { outcome: { kind: 'paid-off', months: 0 }, rows, totalInterest, totalPaid }
  for (let month = 1; month <= MAX_MONTHS; month++) {
    const before = balance
    const interest = month <= input.promoMonths ? 0 : balance * rate
    const owed = balance + interest
    const payment = Math.min(Math.max(0, payFor(owed, interest, before)), owed)
    // A payment at or below the interest after the promotional period never brings the balance down.
    if (stopWhenStuck && month > input.promoMonths && payment <= interest && payment < owed) {
      return {
        outcome: { kind: 'never', payment, interest, month },
        rows,
        totalInterest,
        totalPaid,
      }
    }
    balance = owed - payment
    if (balance < PAID) balance = 0
    totalInterest += interest
    totalPaid += payment
    rows.push({ month, payment, interest, principal: payment - interest, balance })
    if (balance === 0)
      return { outcome: { kind: 'paid-off', months: month }, rows, totalInterest, totalPaid }
  }
  return { outcome: { kind: 'too-long', remaining: balance }, rows, totalInterest, totalPaid }
}

/** A fixed payment every month (the last one only what is left). */
export function fixedPaymentPlan(input: CreditCardInput, payment: number): PayoffPlan {
  const amount = fromCents(toCents(payment))
  return simulate(input, () => amount, true)
}

/** The issuer's minimum each month: interest + minPercent % of the balance, at least minFloor. */
export function minimumPaymentPlan(input: CreditCardInput): PayoffPlan {
  const floor = fromCents(toCents(input.minFloor))
  return simulate(
    input,
    (_owed, interest, before) => Math.max(floor, interest + (before * input.minPercent) / 100),
    // Paying only the interest (a 0 % minimum with a low floor) never clears the card either.
    true,
  )
}

/**
 * The payment that clears `balance` in exactly `months` months with `promo` months at 0 % first
 * and monthly rate `rate` after: B / (m + (1 − (1 + r)^−k) / r), k = months − m (the present
 * value of the payments). Unrounded.
 */
export function paymentForMonths(
  balance: number,
  rate: number,
  months: number,
  promo: number,
): number {
  const free = Math.min(promo, months)
  const charged = months - free
  const annuity = rate === 0 ? charged : -Math.expm1(-charged * Math.log1p(rate)) / rate
  return balance / (free + annuity)
}

/** The monthly payment, in whole dollars rounded up, that clears the card within `months` months. */
export function paymentNeeded(input: CreditCardInput, months: number): number {
  const balance = startingBalance(input)
  if (balance === 0) return 0
  return wholeDollarsUp(
    paymentForMonths(balance, monthlyRate(input.apr), months, input.promoMonths),
  )
}

export interface CreditCardResult {
  /** What is owed on day one, the transfer fee included. */
  startingBalance: number
  /** The monthly payment of the plan: the fixed payment, or the one needed for the target. */
  planPayment: number
  plan: PayoffPlan
  minimumOnly: PayoffPlan
  /** The first month's minimum payment. */
  firstMinimum: number
  /** Interest the plan saves against paying only the minimum; null when either never finishes. */
  interestSaved: number | null
  /** Months the plan saves; null when either never finishes. */
  monthsSaved: number | null
}

export function calculateCreditCard(input: CreditCardInput): CreditCardResult {
  const planPayment =
    input.mode === 'target'
      ? paymentNeeded(input, input.targetMonths)
      : fromCents(toCents(input.payment))
  const plan = fixedPaymentPlan(input, planPayment)
  const minimumOnly = minimumPaymentPlan(input)
  const finished = plan.outcome.kind === 'paid-off' && minimumOnly.outcome.kind === 'paid-off'
  return {
    startingBalance: startingBalance(input),
    planPayment,
    plan,
    minimumOnly,
    firstMinimum: minimumOnly.rows[0]?.payment ?? 0,
    interestSaved: finished ? minimumOnly.totalInterest - plan.totalInterest : null,
    monthsSaved:
      plan.outcome.kind === 'paid-off' && minimumOnly.outcome.kind === 'paid-off'
        ? minimumOnly.outcome.months - plan.outcome.months
        : null,
  }
}

/** Whole months as years and months: "3 years 4 months", "7 months". */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts = []
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`)
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`)
  return parts.join(' ')
}

export function parseCreditCardParams(params: URLSearchParams): CreditCardInput {
  const read = (name: keyof typeof CREDIT_CARD_FIELDS) =>
    readNumber(params, name, CREDIT_CARD_FIELDS[name])
  return {
    balance: read('balance'),
    apr: read('apr'),
    mode: readChoice(params, 'mode', PAYOFF_MODES, CREDIT_CARD_DEFAULTS.mode),
    payment: read('payment'),
    targetMonths: read('targetMonths'),
    minPercent: read('minPercent'),
    minFloor: read('minFloor'),
    promoMonths: read('promoMonths'),
    transferFee: read('transferFee'),
  }
}

/** Query string (without '?') that `parseCreditCardParams` reads back to the same input. */
export function creditCardParamsToSearch(input: CreditCardInput): string {
  return new URLSearchParams({
    balance: String(input.balance),
    apr: String(input.apr),
    mode: input.mode,
    payment: String(input.payment),
    targetMonths: String(input.targetMonths),
    minPercent: String(input.minPercent),
    minFloor: String(input.minFloor),
    promoMonths: String(input.promoMonths),
    transferFee: String(input.transferFee),
  }).toString()
}
