/**
 * The debt page's form and labels, kept apart from the math in debt.ts. Pure: no React, no clock
 * except through arguments.
 */
import type { FinancialSnapshot, SnapshotFill } from '~/features/assessment'
import {
  debtParamsToSearch,
  MAX_DEBTS,
  MAX_MONTHS,
  MAX_ONE_OFFS,
  ONE_OFF_PARAM,
  parseDebtParams,
  type Debt,
  type OneOffPayment,
  type YearMonth,
} from './debt'
import { formatDollars } from '~/lib/money'
import { MONTH_NAMES } from '~/lib/format'

/**
 * Names of the card fields in the page's GET form. Without JavaScript the browser submits one of
 * each per card; `canonicalDebtSearch` folds them into the `debt=name|balance|rate|minimum` entries
 * that parseDebtParams reads.
 */
export const DEBT_FORM_FIELDS = {
  name: 'debtName',
  balance: 'debtBalance',
  rate: 'debtRate',
  minimum: 'debtMinimum',
  promoMonths: 'debtPromoMonths',
  promoRate: 'debtPromoRate',
} as const

/** Names of a one-off payment row's fields in the GET form, one of each per row. */
export const ONE_OFF_FORM_FIELDS = {
  month: 'oneOffMonth',
  amount: 'oneOffAmount',
} as const

/** Buttons that edit the card list without JavaScript; each submits the index of its card. */
export const DEBT_FORM_ACTIONS = {
  add: 'addDebt',
  remove: 'removeDebt',
  moveUp: 'moveDebtUp',
  moveDown: 'moveDebtDown',
  addOneOff: 'addOneOff',
  removeOneOff: 'removeOneOff',
} as const

// Mirrors debt.ts's cap on amounts (not exported there): a typed 1e308 is refused, not Infinity.
const MAX_AMOUNT = 1_000_000_000

/** Rules of the number inputs: seed 001 §5 (balance, minimum and extra ≥ 0; APR 0–100). */
export const DEBT_FIELD_RULES = {
  balance: { min: 0, max: MAX_AMOUNT, fallback: 0 },
  rate: { min: 0, max: 100, fallback: 0 },
  minimum: { min: 0, max: MAX_AMOUNT, fallback: 0 },
  extra: { min: 0, max: MAX_AMOUNT, fallback: 0 },
  promoMonths: { min: 0, max: MAX_MONTHS, integer: true, fallback: 0 },
  promoRate: { min: 0, max: 100, fallback: 0 },
  oneOffMonth: { min: 1, max: MAX_MONTHS, integer: true, fallback: 1 },
  oneOffAmount: { min: 0, max: MAX_AMOUNT, fallback: 0 },
} as const

/** A new one-off payment row: nothing paid yet, in the plan's first month. */
export function newOneOff(): OneOffPayment {
  return { month: 1, amount: 0 }
}

/** A new card: zero balance, so it changes nothing in the plan until it is filled in. */
export function newDebt(position: number): Debt {
  return { name: `Debt ${position}`, balance: 0, rate: 0, minimum: 0 }
}

/** What a debt is called on buttons and in lists; a blank name falls back to its position. */
export function debtLabel(name: string, index: number): string {
  return name.trim() === '' ? `Debt ${index + 1}` : name.trim()
}

/** Typed amounts may carry "$", thousands commas or "%", as the JavaScript inputs allow. */
function cleanNumber(text: string): string {
  return text.replace(/[$,%\s]/g, '')
}

function readIndex(params: URLSearchParams, name: string, length: number): number | null {
  const raw = params.get(name)
  if (raw === null || !/^\d+$/.test(raw)) return null
  const index = Number(raw)
  return index < length ? index : null
}

function swap<T>(list: T[], a: number, b: number) {
  const first = list[a]
  const second = list[b]
  if (first === undefined || second === undefined) return
  list[a] = second
  list[b] = first
}

/**
 * The canonical query (`debt=…&strategy=…&extra=…`) for a submission of the form made without
 * JavaScript, applying the card button that was pressed; null when `params` holds no form fields
 * (it is already a canonical or hand-made link, which parseDebtParams reads as it is).
 */
export function canonicalDebtSearch(params: URLSearchParams): string | null {
  const fieldNames = [
    ...Object.values(DEBT_FORM_FIELDS),
    ...Object.values(ONE_OFF_FORM_FIELDS),
    ...Object.values(DEBT_FORM_ACTIONS),
  ]
  if (!fieldNames.some((name) => params.has(name))) return null

  const names = params.getAll(DEBT_FORM_FIELDS.name)
  const balances = params.getAll(DEBT_FORM_FIELDS.balance)
  const rates = params.getAll(DEBT_FORM_FIELDS.rate)
  const minimums = params.getAll(DEBT_FORM_FIELDS.minimum)
  const promoMonths = params.getAll(DEBT_FORM_FIELDS.promoMonths)
  const promoRates = params.getAll(DEBT_FORM_FIELDS.promoRate)
  const count = Math.max(names.length, balances.length, rates.length, minimums.length)
  // Entries as text, so that the pressed button's index still matches the card it sat on even
  // when another card holds a value parseDebtParams will refuse.
  const entries = [
    ...params.getAll('debt'),
    ...Array.from({ length: count }, (_, i) => {
      const parts = [
        (names[i] ?? '').replaceAll('|', '/'),
        cleanNumber(balances[i] ?? ''),
        cleanNumber(rates[i] ?? ''),
        cleanNumber(minimums[i] ?? ''),
      ]
      // A blank promotion is no promotion; its rate is 0 % unless one is typed.
      const months = cleanNumber(promoMonths[i] ?? '')
      if (months !== '' && months !== '0') {
        parts.push(months, cleanNumber(promoRates[i] ?? '') || '0')
      }
      return parts.join('|')
    }),
  ]

  const oneOffMonths = params.getAll(ONE_OFF_FORM_FIELDS.month)
  const oneOffAmounts = params.getAll(ONE_OFF_FORM_FIELDS.amount)
  const oneOffs = [
    ...params.getAll(ONE_OFF_PARAM),
    ...Array.from({ length: Math.max(oneOffMonths.length, oneOffAmounts.length) }, (_, i) =>
      [cleanNumber(oneOffMonths[i] ?? ''), cleanNumber(oneOffAmounts[i] ?? '')].join('|'),
    ),
  ]

  const removed = readIndex(params, DEBT_FORM_ACTIONS.remove, entries.length)
  const movedUp = readIndex(params, DEBT_FORM_ACTIONS.moveUp, entries.length)
  const movedDown = readIndex(params, DEBT_FORM_ACTIONS.moveDown, entries.length)
  const removedOneOff = readIndex(params, DEBT_FORM_ACTIONS.removeOneOff, oneOffs.length)
  if (params.has(DEBT_FORM_ACTIONS.add) && entries.length < MAX_DEBTS) {
    const { name, balance, rate, minimum } = newDebt(entries.length + 1)
    entries.push([name, balance, rate, minimum].join('|'))
  } else if (removed !== null && entries.length > 1) {
    entries.splice(removed, 1)
  } else if (movedUp !== null && movedUp > 0) {
    swap(entries, movedUp - 1, movedUp)
  } else if (movedDown !== null) {
    swap(entries, movedDown, movedDown + 1)
  } else if (params.has(DEBT_FORM_ACTIONS.addOneOff) && oneOffs.length < MAX_ONE_OFFS) {
    const { month, amount } = newOneOff()
    oneOffs.push([month, amount].join('|'))
  } else if (removedOneOff !== null) {
    oneOffs.splice(removedOneOff, 1)
  }

  const merged = new URLSearchParams([
    ...entries.map((entry): [string, string] => ['debt', entry]),
    ...oneOffs.map((entry): [string, string] => [ONE_OFF_PARAM, entry]),
  ])
  for (const key of ['strategy', 'extra']) {
    const value = params.get(key)
    if (value !== null) merged.set(key, key === 'extra' ? cleanNumber(value) : value)
  }
  return debtParamsToSearch(parseDebtParams(merged)).toString()
}

/** The month the plan starts from: today's month in UTC, so server and browser agree. */
export function currentMonth(now: Date): YearMonth {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }
}

/** "March 2026". */
export function formatMonth({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`
}

/** "Mar 2026", for table rows and chart labels. */
export function formatShortMonth({ year, month }: YearMonth): string {
  return `${(MONTH_NAMES[month - 1] ?? '').slice(0, 3)} ${year}`
}

/** "1 month", "9 months", "27 months". */
export function formatMonths(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`
}

/** "2 years 3 months" for 27; null below a year, where the month count says it all. */
export function formatYearsAndMonths(months: number): string | null {
  if (months < 12) return null
  const years = Math.floor(months / 12)
  const rest = months % 12
  const yearText = `${years} ${years === 1 ? 'year' : 'years'}`
  return rest === 0 ? yearText : `${yearText} ${formatMonths(rest)}`
}

/** The debts list of the visitor's saved assessment numbers, as cards of this form. */
export function debtsFromSnapshot(snapshot: FinancialSnapshot): Debt[] {
  return snapshot.debts.map((debt) => ({
    name: debt.name,
    balance: debt.balance,
    rate: debt.interestRate,
    minimum: debt.minimumPayment,
  }))
}

/** What "Use my assessment numbers" puts in the form, completing "From your assessment on …: ". */
export function describeDebtFill(snapshot: FinancialSnapshot): SnapshotFill {
  const [debt, ...more] = snapshot.debts
  if (!debt) return { text: 'you had no debt, so there is nothing to fill in here.', canUse: false }
  if (more.length > 0) {
    return {
      text: `your ${snapshot.debts.length} debts, in place of the debts listed below.`,
      canUse: true,
    }
  }
  // The assessment asks only for a total, so the payment and the rate are assumptions: say so.
  return {
    text: `one debt of ${formatDollars(debt.balance)} (your total debt) with a ${formatDollars(debt.minimumPayment)} minimum payment (2% of the balance) at ${debt.interestRate}% APR (this calculator’s default rate), in place of the debts listed below.`,
    canUse: true,
  }
}
