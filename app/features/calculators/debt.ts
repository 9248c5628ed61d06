/**
 * Debt freedom calculator: seed 001 §9 as amended by DECISIONS §5. Pure functions, no clock: the
 * caller passes the month the plan starts in.
 */
// Money: amounts entered and their sums are whole cents; interest accrues unrounded (a fraction of
// a cent a month) and only the UI rounds (decision record 025).
import { DEBT_DEFAULTS } from './debt-defaults'
import { formatDollars, fromCents, toCents } from '~/lib/money'
import { readChoice, readNumber, type NumberField } from './params'

export interface Debt {
  name: string
  balance: number
  /** APR in percent (18.99 means 18.99% a year). */
  rate: number
  minimum: number
  /**
   * Months of a promotional rate from the start of the plan (0 or missing: none); after them the
   * APR above applies.
   */
  promoMonths?: number
  /** The promotional APR in percent; 0 when missing (a 0 % balance-transfer offer). */
  promoRate?: number
}

/** A one-off extra payment ("snowflake"): `amount` dollars in plan month `month` (1 = the first). */
export interface OneOffPayment {
  month: number
  amount: number
}

export type Strategy = 'avalanche' | 'snowball' | 'custom'
export const STRATEGIES = ['avalanche', 'snowball', 'custom'] as const satisfies readonly Strategy[]

/** A calendar month; `month` runs 1–12. */
export interface YearMonth {
  year: number
  month: number
}

/** What the page keeps in its query string. */
export interface DebtInput {
  debts: readonly Debt[]
  strategy: Strategy
  extra: number
  /** One-off extra payments; missing or empty in links made before they existed. */
  oneOffs?: readonly OneOffPayment[]
}

export interface DebtPlanInput extends DebtInput {
  /** The current month; month 1 of the plan is the month after it. */
  start: YearMonth
}

export interface ScheduleRow {
  /** 1 = first payment, made in the month after `start`. */
  month: number
  /** Paid this month across all debts: the full monthly payment except, usually, the last month. */
  payment: number
  /** payment − interest: how much the total balance went down (negative when it grew). */
  principal: number
  interest: number
  /** Total owed at the end of the month. */
  balance: number
  /** Share of the starting total paid off, in percent (negative when the balance grew). */
  progressPercent: number
  /** The planned monthly payment (sum of minimums + extra), the same every month. */
  totalMonthlyPayment: number
  /** One-off payments used this month, on top of the planned payment (part of `payment`). */
  oneOff: number
}

export interface PayoffStep {
  name: string
  /** Position of the debt in the input list, to tell apart debts with the same name. */
  debtIndex: number
  month: number
  date: YearMonth
}

export interface DebtBalanceSeries {
  name: string
  debtIndex: number
  /** Balance at the end of each month of the schedule (index 0 = month 1). */
  balances: number[]
}

export type UnfinishedReason = 'payments-below-interest' | 'longer-than-360-months'

export const UNFINISHED_MESSAGES: Record<UnfinishedReason, string> = {
  'payments-below-interest':
    'Your payments do not keep up with the interest: after 30 years you would still owe at least as much as today. Increase the extra payment or the minimums.',
  'longer-than-360-months':
    'At this payment your debts are not paid off within 30 years (360 months). Increase the extra payment to finish sooner.',
}

/**
 * What happens to a plan that cannot finish, in plain words and the visitor's own figures: how the
 * balance moves, what is still owed after 360 months, and how much of the interest the payments
 * covered. Empty for a plan that finishes.
 */
export function unfinishedDetails(plan: DebtPlan): string[] {
  if (plan.finished || plan.totalDebt === 0) return []
  const sentences: string[] = []
  const growth = plan.balanceGrowth
  if (growth) {
    const grows = `your balance grows by ${formatDollars(growth.change)} a month, and faster after that as interest is charged on the unpaid interest.`
    sentences.push(
      growth.fromMonth === 1
        ? `In the first month ${formatDollars(growth.interest)} of interest is charged and you pay ${formatDollars(growth.payment)}, so ${grows}`
        : `What you owe goes down at first, but from month ${growth.fromMonth} the interest on the debts still open (${formatDollars(growth.interest)} that month) is more than your ${formatDollars(growth.payment)} payment: ${grows}`,
    )
  }
  sentences.push(`After 360 months you would still owe ${formatDollars(plan.remainingBalance)}.`)
  if (formatDollars(plan.unpaidInterest) === '$0') {
    sentences.push(
      `Your payments would have covered all ${formatDollars(plan.interestPaid)} of the interest charged by then.`,
    )
  } else {
    sentences.push(
      `Of the ${formatDollars(plan.totalPaid)} you would have paid, ${formatDollars(plan.interestPaid)} goes to interest; another ${formatDollars(plan.unpaidInterest)} of interest is never paid but added to what you owe.`,
    )
  }
  return sentences
}

export interface BalanceGrowth {
  /** First month of the growth that lasts to the end of the schedule. */
  fromMonth: number
  /** That month's interest, payment and growth of the total owed. */
  interest: number
  payment: number
  change: number
}

/** The run of growing months that reaches the end of the schedule, by its first month. */
function balanceGrowthOf(rows: readonly ScheduleRow[]): BalanceGrowth | null {
  let first: ScheduleRow | undefined
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index]
    if (row === undefined || row.principal >= 0) break
    first = row
  }
  if (!first) return null
  return {
    fromMonth: first.month,
    interest: first.interest,
    payment: first.payment,
    change: -first.principal,
  }
}

export interface DebtPlan {
  strategy: Strategy
  totalDebt: number
  /** Interest charged over the schedule; on a plan that cannot finish, partly never paid. */
  totalInterest: number
  /**
   * Interest the payments covered: each debt's payments go to its interest first. Equals
   * `totalInterest` when the plan finishes.
   */
  interestPaid: number
  /** Interest charged but not paid, added to what is owed: `totalInterest − interestPaid`. */
  unpaidInterest: number
  totalPaid: number
  /**
   * Interest avoided compared with paying only each debt's minimum, both capped at 360 months; null
   * when this plan does not finish, since a plan that never clears the debt saves nothing.
   */
  interestSaved: number | null
  /** Months sooner than the minimums alone; null when this plan does not finish. */
  monthsSaved: number | null
  /**
   * Where the total owed starts to grow for good: the first month of the run of months, lasting to
   * the end of the schedule, in which interest charged exceeds what is paid. Null when the total
   * owed is not growing at the end (always for a plan that finishes).
   */
  balanceGrowth: BalanceGrowth | null
  /** Length of the schedule: 360 when the plan does not finish. */
  monthsToPayoff: number
  /** Month of the last payment; null when the plan does not finish within 360 months. */
  debtFreeDate: YearMonth | null
  monthlyPayment: number
  /** Debts in the order they are paid off, with the month of their last payment. */
  payoffOrder: PayoffStep[]
  monthlySchedule: ScheduleRow[]
  /** One series per debt, in input order. */
  balancesByDebt: DebtBalanceSeries[]
  finished: boolean
  unfinishedReason: UnfinishedReason | null
  /** Still owed after the last month of the schedule: 0 when finished. */
  remainingBalance: number
  minimumOnly: StrategyOutcome
  /**
   * The same plan without its one-off payments, to show what they save; null when the plan has
   * none.
   */
  withoutOneOffs: StrategyOutcome | null
  /** One-off payments actually used: one that falls after the last payment is not needed. */
  oneOffsPaid: number
}

export interface StrategyOutcome {
  totalInterest: number
  /** Interest the payments covered (equal to `totalInterest` when finished). */
  interestPaid: number
  monthsToPayoff: number
  debtFreeDate: YearMonth | null
  finished: boolean
}

export interface StrategyComparison {
  avalanche: StrategyOutcome
  snowball: StrategyOutcome
}

export const MAX_MONTHS = 360
export const MAX_DEBTS = 20
export const MAX_NAME_LENGTH = 80
export const MAX_ONE_OFFS = 12

export { DEBT_DEFAULTS }

export function addMonths(start: YearMonth, months: number): YearMonth {
  const index = start.year * 12 + (start.month - 1) + months
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function toIsoMonth({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
}

/**
 * Avalanche pays the costliest money first, which usually costs the least interest; snowball the
 * smallest balance first, for early wins. Ties are broken the other way round, and full ties keep the user's order
 * (Array.prototype.sort is stable).
 */
export function orderForStrategy<T extends Debt>(debts: readonly T[], strategy: Strategy): T[] {
  const ordered = [...debts]
  if (strategy === 'avalanche') ordered.sort((a, b) => b.rate - a.rate || a.balance - b.balance)
  if (strategy === 'snowball') ordered.sort((a, b) => a.balance - b.balance || b.rate - a.rate)
  return ordered
}

/** One debt's running state inside a simulation; created fresh for every run. */
interface Account {
  name: string
  debtIndex: number
  balance: number
  monthlyRate: number
  /** Monthly rate during the first `promoMonths` months. */
  promoMonthlyRate: number
  promoMonths: number
  /** Position in the strategy's order, the tie-break when the avalanche re-sorts by current rate. */
  rank: number
  minimum: number
  /**
   * A payment this close to the balance clears it: float residue (a billionth of the starting
   * balance) must not add a month with a payment of a millionth of a cent.
   */
  settleTolerance: number
  paidOffMonth: number
  balances: number[]
  /** Interest charged to this debt so far. */
  charged: number
  /** Paid to this debt so far. */
  paid: number
}

interface Simulation {
  months: number
  totalInterest: number
  interestPaid: number
  totalPaid: number
  remainingBalance: number
  finished: boolean
  rows: ScheduleRow[]
}

// A half-typed form must never make the plan throw or loop: unusable numbers count as 0.
function usable(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

// Amounts entered are whole cents (decision record 025); a fraction of a cent is not money.
const inCents = (amount: number) => fromCents(toCents(usable(amount)))

const monthlyRateOf = (apr: number | undefined) => Math.min(usable(apr ?? 0), 100) / 12 / 100

/** Whole months of promotion, at most the schedule's length. */
const promoLength = (months: number | undefined) =>
  Math.min(Math.floor(usable(months ?? 0)), MAX_MONTHS)

function openAccounts(debts: readonly Debt[], strategy: Strategy): Account[] {
  const active = debts
    .map((debt, debtIndex) => ({ ...debt, balance: inCents(debt.balance), debtIndex }))
    .filter((debt) => debt.balance > 0)
  return orderForStrategy(active, strategy).map((debt, rank) => ({
    name: debt.name,
    debtIndex: debt.debtIndex,
    balance: debt.balance,
    monthlyRate: monthlyRateOf(debt.rate),
    promoMonthlyRate: monthlyRateOf(debt.promoRate),
    promoMonths: promoLength(debt.promoMonths),
    rank,
    minimum: inCents(debt.minimum),
    settleTolerance: Math.max(1, debt.balance) * 1e-9,
    paidOffMonth: 0,
    balances: [],
    charged: 0,
    paid: 0,
  }))
}

/** Pays up to `amount` (never more than the balance) and returns what was paid. */
function pay(account: Account, amount: number, month: number): number {
  if (amount >= account.balance - account.settleTolerance) {
    const payment = account.balance
    account.balance = 0
    account.paidOffMonth = month
    account.paid += payment
    return payment
  }
  account.balance -= amount
  account.paid += amount
  return amount
}

/** The monthly rate charged on a debt in plan month `month`. */
function rateIn(account: Account, month: number): number {
  return month <= account.promoMonths ? account.promoMonthlyRate : account.monthlyRate
}

/**
 * One-off payments by plan month, added up in whole cents; months outside the schedule and
 * amounts that are not money are left out.
 */
function oneOffsByMonth(oneOffs: readonly OneOffPayment[]): Map<number, number> {
  const cents = new Map<number, number>()
  for (const { month, amount } of oneOffs.slice(0, MAX_ONE_OFFS)) {
    if (!Number.isInteger(month) || month < 1 || month > MAX_MONTHS) continue
    const value = toCents(inCents(amount))
    if (value > 0) cents.set(month, (cents.get(month) ?? 0) + value)
  }
  return new Map([...cents].map(([month, total]) => [month, fromCents(total)]))
}

interface SimulationOptions {
  /** The planned monthly payment: minimums plus extra. */
  budget: number
  /** Whether the rest of the budget (and one-off payments) go to the debts in order. */
  rollover: boolean
  record: boolean
  oneOffs: ReadonlyMap<number, number>
  /** The avalanche follows the rate charged this month when a promotion is running. */
  byCurrentRate: boolean
}

/**
 * Each month interest accrues first (at the promotional rate while a promotion lasts), then every
 * open debt gets its minimum. With `rollover`, the rest of the monthly budget (extra + minimums no
 * longer needed) and that month's one-off payments go to the open debts in strategy order, the
 * same month, so the total paid stays at the budget until the last month.
 */
function simulate(accounts: Account[], options: SimulationOptions): Simulation {
  const { budget, rollover, record, oneOffs, byCurrentRate } = options
  const totalDebt = startingTotal(accounts)
  const rows: ScheduleRow[] = []
  const lastPromo = accounts.reduce((last, account) => Math.max(last, account.promoMonths), 0)
  // The order the pool follows; re-sorted each month while a promotion runs (avalanche only).
  let order = accounts
  let totalInterest = 0
  let totalPaid = 0
  let open = accounts.length
  let month = 0
  while (open > 0 && month < MAX_MONTHS) {
    month += 1
    let interest = 0
    let paid = 0
    // One pass for interest and minimums, indexed loops: the first plans run before the JIT warms up.
    for (let i = 0; i < accounts.length; i++) {
      const account = accounts[i]
      if (account === undefined || account.balance <= 0) continue
      const charge = account.balance * rateIn(account, month)
      account.balance += charge
      account.charged += charge
      interest += charge
      paid += pay(account, account.minimum, month)
      if (account.balance === 0) open -= 1
    }
    const oneOff = rollover ? (oneOffs.get(month) ?? 0) : 0
    let pool = rollover ? budget - paid + oneOff : 0
    if (byCurrentRate && month <= lastPromo + 1) {
      order = [...accounts].sort((a, b) => rateIn(b, month) - rateIn(a, month) || a.rank - b.rank)
    }
    for (let i = 0; pool > 0 && i < order.length; i++) {
      const account = order[i]
      if (account === undefined || account.balance <= 0) continue
      const payment = pay(account, pool, month)
      pool -= payment
      paid += payment
      if (account.balance === 0) open -= 1
    }
    // What of the month's one-off was needed: the budget is used first.
    const oneOffUsed = Math.min(oneOff, Math.max(0, oneOff - pool))
    totalInterest += interest
    totalPaid += paid
    if (record) {
      let balance = 0
      for (let i = 0; i < accounts.length; i++) {
        const account = accounts[i]
        if (account === undefined) continue
        balance += account.balance
        account.balances.push(account.balance)
      }
      rows.push({
        month,
        payment: paid,
        principal: paid - interest,
        interest,
        balance,
        progressPercent: ((totalDebt - balance) / totalDebt) * 100,
        totalMonthlyPayment: budget,
        oneOff: oneOffUsed,
      })
    }
  }
  // Payments cover a debt's interest first: what they could not cover was added to the balance.
  let interestPaid = 0
  for (const account of accounts) interestPaid += Math.min(account.charged, account.paid)
  return {
    months: month,
    totalInterest,
    interestPaid,
    totalPaid,
    remainingBalance: sumBalances(accounts),
    finished: open === 0,
    rows,
  }
}

function sumBalances(accounts: readonly Account[]): number {
  let total = 0
  for (const account of accounts) total += account.balance
  return total
}

/** Minimums plus the extra payment, added up in whole cents so the budget is exact. */
function monthlyBudget(accounts: readonly Account[], extra: number): number {
  let cents = toCents(inCents(extra))
  for (const account of accounts) cents += toCents(account.minimum)
  return fromCents(cents)
}

/** The starting total owed, added up in whole cents. */
function startingTotal(accounts: readonly Account[]): number {
  let cents = 0
  for (const account of accounts) cents += toCents(account.balance)
  return fromCents(cents)
}

function outcome(simulation: Simulation, start: YearMonth): StrategyOutcome {
  return {
    totalInterest: simulation.totalInterest,
    interestPaid: simulation.finished ? simulation.totalInterest : simulation.interestPaid,
    monthsToPayoff: simulation.months,
    debtFreeDate: simulation.finished ? addMonths(start, simulation.months) : null,
    finished: simulation.finished,
  }
}

/** Whether the avalanche must follow the rate charged each month: some debt has a promotion. */
function followsCurrentRate(accounts: readonly Account[], strategy: Strategy): boolean {
  return strategy === 'avalanche' && accounts.some((account) => account.promoMonths > 0)
}

function runPlan(
  debts: readonly Debt[],
  strategy: Strategy,
  extra: number,
  oneOffs: readonly OneOffPayment[],
  record: boolean,
) {
  const accounts = openAccounts(debts, strategy)
  const budget = accounts.length === 0 ? 0 : monthlyBudget(accounts, extra)
  const totalDebt = startingTotal(accounts)
  const simulation = simulate(accounts, {
    budget,
    rollover: true,
    record,
    oneOffs: oneOffsByMonth(oneOffs),
    byCurrentRate: followsCurrentRate(accounts, strategy),
  })
  return { accounts, budget, totalDebt, simulation }
}

function planOutcome(
  debts: readonly Debt[],
  strategy: Strategy,
  extra: number,
  oneOffs: readonly OneOffPayment[],
  start: YearMonth,
): StrategyOutcome {
  return outcome(runPlan(debts, strategy, extra, oneOffs, false).simulation, start)
}

/**
 * The baseline for "interest saved": each debt pays only its own minimum, nothing rolls over, no
 * one-off payments; promotions still apply, as they belong to the debts.
 */
function minimumOnlyOutcome(debts: readonly Debt[], start: YearMonth): StrategyOutcome {
  const accounts = openAccounts(debts, 'custom')
  const simulation = simulate(accounts, {
    budget: 0,
    rollover: false,
    record: false,
    oneOffs: new Map(),
    byCurrentRate: false,
  })
  return outcome(simulation, start)
}

export function planDebtPayoff({
  debts,
  strategy,
  extra,
  oneOffs = [],
  start,
}: DebtPlanInput): DebtPlan {
  const {
    accounts,
    budget,
    totalDebt,
    simulation: plan,
  } = runPlan(debts, strategy, extra, oneOffs, true)
  const minimumOnly = minimumOnlyOutcome(debts, start)
  const withoutOneOffs =
    oneOffsByMonth(oneOffs).size > 0 ? planOutcome(debts, strategy, extra, [], start) : null
  const paidOff = accounts.filter((account) => account.paidOffMonth > 0)
  // Stable sort: debts paid off in the same month stay in strategy order.
  paidOff.sort((a, b) => a.paidOffMonth - b.paidOffMonth)
  // A finished plan paid every cent it was charged; the sum of minima only differs by float dust.
  const interestPaid = plan.finished ? plan.totalInterest : plan.interestPaid
  let unfinishedReason: UnfinishedReason | null = null
  if (!plan.finished) {
    unfinishedReason =
      plan.remainingBalance >= totalDebt ? 'payments-below-interest' : 'longer-than-360-months'
  }
  let oneOffsPaid = 0
  for (const row of plan.rows) oneOffsPaid += row.oneOff
  return {
    strategy,
    totalDebt,
    totalInterest: plan.totalInterest,
    interestPaid,
    unpaidInterest: plan.totalInterest - interestPaid,
    totalPaid: plan.totalPaid,
    // Paying more than the minimums can never cost more; the clamp only hides float noise.
    interestSaved: plan.finished
      ? Math.max(0, minimumOnly.totalInterest - plan.totalInterest)
      : null,
    monthsSaved: plan.finished ? Math.max(0, minimumOnly.monthsToPayoff - plan.months) : null,
    balanceGrowth: balanceGrowthOf(plan.rows),
    monthsToPayoff: plan.months,
    debtFreeDate: plan.finished ? addMonths(start, plan.months) : null,
    monthlyPayment: budget,
    payoffOrder: paidOff.map((account) => ({
      name: account.name,
      debtIndex: account.debtIndex,
      month: account.paidOffMonth,
      date: addMonths(start, account.paidOffMonth),
    })),
    monthlySchedule: plan.rows,
    balancesByDebt: [...accounts]
      .sort((a, b) => a.debtIndex - b.debtIndex)
      .map(({ name, debtIndex, balances }) => ({ name, debtIndex, balances })),
    finished: plan.finished,
    unfinishedReason,
    remainingBalance: plan.remainingBalance,
    minimumOnly,
    withoutOneOffs,
    oneOffsPaid,
  }
}

/** Avalanche versus snowball on the same debts, extra and one-off payments, for the comparison table. */
export function compareStrategies(
  debts: readonly Debt[],
  extra: number,
  start: YearMonth,
  oneOffs: readonly OneOffPayment[] = [],
): StrategyComparison {
  return {
    avalanche: planOutcome(debts, 'avalanche', extra, oneOffs, start),
    snowball: planOutcome(debts, 'snowball', extra, oneOffs, start),
  }
}

// URL state: repeated `debt=name|balance|rate|minimum`, a debt with a promotion adding
// `|promoMonths|promoRate`; repeated `oneoff=month|amount`; then `strategy` and `extra`. A link made
// before promotions and one-off payments existed opens exactly as it did.

const ENTRY_SEPARATOR = '|'

/** The query parameter of one-off payments: repeated `oneoff=month|amount`. */
export const ONE_OFF_PARAM = 'oneoff'

// The seed gives no upper bound for amounts; one keeps a pasted 1e308 from producing Infinity.
const MAX_AMOUNT = 1_000_000_000

// NaN marks a rejected part: a debt with one bad number is skipped rather than half-invented.
const DEBT_FIELDS = {
  balance: { min: 0, max: MAX_AMOUNT, fallback: Number.NaN },
  rate: { min: 0, max: 100, fallback: Number.NaN },
  minimum: { min: 0, max: MAX_AMOUNT, fallback: Number.NaN },
  promoMonths: { min: 0, max: MAX_MONTHS, integer: true, fallback: Number.NaN },
  promoRate: { min: 0, max: 100, fallback: Number.NaN },
  oneOffMonth: { min: 1, max: MAX_MONTHS, integer: true, fallback: Number.NaN },
  oneOffAmount: { min: 0, max: MAX_AMOUNT, fallback: Number.NaN },
} satisfies Record<string, NumberField>

/** Names are capped by code points so a cut never splits an emoji. */
function cleanName(name: string): string {
  return Array.from(name.replaceAll(ENTRY_SEPARATOR, '/')).slice(0, MAX_NAME_LENGTH).join('')
}

// Reuses readNumber's rules (finite, in range) for one part of a debt entry.
function readPart(raw: string, field: NumberField): number {
  return readNumber(new URLSearchParams([['value', raw]]), 'value', field)
}

function parseDebtEntry(entry: string): Debt | null {
  const parts = entry.split(ENTRY_SEPARATOR)
  if (parts.length < 4 || parts.length > 6) return null
  const [
    name = '',
    balanceText = '',
    rateText = '',
    minimumText = '',
    promoMonthsText = '0',
    promoRateText = '0',
  ] = parts
  const debt: Debt = {
    name: cleanName(name),
    balance: readPart(balanceText, DEBT_FIELDS.balance),
    rate: readPart(rateText, DEBT_FIELDS.rate),
    minimum: readPart(minimumText, DEBT_FIELDS.minimum),
  }
  const promoMonths = readPart(promoMonthsText, DEBT_FIELDS.promoMonths)
  const promoRate = readPart(promoRateText, DEBT_FIELDS.promoRate)
  const numbers = [debt.balance, debt.rate, debt.minimum, promoMonths, promoRate]
  if (numbers.some(Number.isNaN)) return null
  return promoMonths > 0 ? { ...debt, promoMonths, promoRate } : debt
}

function parseOneOffEntry(entry: string): OneOffPayment | null {
  const parts = entry.split(ENTRY_SEPARATOR)
  if (parts.length !== 2) return null
  const month = readPart(parts[0] ?? '', DEBT_FIELDS.oneOffMonth)
  const amount = readPart(parts[1] ?? '', DEBT_FIELDS.oneOffAmount)
  if (Number.isNaN(month) || Number.isNaN(amount)) return null
  return { month, amount }
}

export function parseDebtParams(params: URLSearchParams): DebtInput {
  const debts: Debt[] = []
  for (const entry of params.getAll('debt')) {
    if (debts.length === MAX_DEBTS) break
    const debt = parseDebtEntry(entry)
    if (debt) debts.push(debt)
  }
  const oneOffs: OneOffPayment[] = []
  for (const entry of params.getAll(ONE_OFF_PARAM)) {
    if (oneOffs.length === MAX_ONE_OFFS) break
    const oneOff = parseOneOffEntry(entry)
    if (oneOff) oneOffs.push(oneOff)
  }
  return {
    debts: debts.length > 0 ? debts : [{ ...DEBT_DEFAULTS.debt }],
    strategy: readChoice(params, 'strategy', STRATEGIES, DEBT_DEFAULTS.strategy),
    extra: readNumber(params, 'extra', { min: 0, max: MAX_AMOUNT, fallback: DEBT_DEFAULTS.extra }),
    oneOffs,
  }
}

/** A debt as its `debt=` entry: four parts, six with a promotion. */
export function debtEntry(debt: Debt): string {
  const fields: (string | number)[] = [cleanName(debt.name), debt.balance, debt.rate, debt.minimum]
  if (debt.promoMonths !== undefined && debt.promoMonths > 0) {
    fields.push(debt.promoMonths, debt.promoRate ?? 0)
  }
  return fields.join(ENTRY_SEPARATOR)
}

export function debtParamsToSearch({
  debts,
  strategy,
  extra,
  oneOffs = [],
}: DebtInput): URLSearchParams {
  const search = new URLSearchParams()
  for (const debt of debts.slice(0, MAX_DEBTS)) search.append('debt', debtEntry(debt))
  for (const oneOff of oneOffs.slice(0, MAX_ONE_OFFS)) {
    search.append(ONE_OFF_PARAM, [oneOff.month, oneOff.amount].join(ENTRY_SEPARATOR))
  }
  search.set('strategy', strategy)
  search.set('extra', String(extra))
  return search
}
