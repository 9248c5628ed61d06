import { expect, test } from 'vitest'
import { seededRandom } from '../../../../tests/seeded-random'
import {
  CREDIT_CARD_DEFAULTS,
  MAX_MONTHS,
  calculateCreditCard,
  creditCardParamsToSearch,
  fixedPaymentPlan,
  formatDuration,
  minimumPaymentPlan,
  parseCreditCardParams,
  paymentNeeded,
  startingBalance,
  type CreditCardInput,
} from './credit-card'

const input = (overrides: Partial<CreditCardInput> = {}): CreditCardInput => ({
  ...CREDIT_CARD_DEFAULTS,
  ...overrides,
})

/** Months to clear B at payment P and monthly rate r: the annuity formula n = −ln(1 − rB/P)/ln(1+r). */
const annuityMonths = (balance: number, payment: number, r: number) =>
  r === 0 ? balance / payment : -Math.log(1 - (r * balance) / payment) / Math.log(1 + r)

/** The payment that clears B in n months: P = rB / (1 − (1+r)^−n). */
const annuityPayment = (balance: number, r: number, n: number) =>
  r === 0 ? balance / n : (r * balance) / (1 - (1 + r) ** -n)

/** Written apart from the calculator: a plain month-by-month loop in dollars. */
function referencePayoff(
  balance: number,
  apr: number,
  payment: (owed: number, interest: number, before: number) => number,
  promo: number,
) {
  let owed = balance
  let interestTotal = 0
  for (let month = 1; month <= MAX_MONTHS; month++) {
    const interest = month > promo ? (owed * apr) / 1200 : 0
    const due = owed + interest
    const paid = Math.min(payment(due, interest, owed), due)
    interestTotal += interest
    owed = due - paid
    if (owed < 0.005) return { months: month, interest: interestTotal }
  }
  return { months: null, interest: interestTotal }
}

test('defaults: $6,000 at 22% APR paid $250 a month', () => {
  const result = calculateCreditCard(CREDIT_CARD_DEFAULTS)
  const r = 0.22 / 12
  const n = annuityMonths(6_000, 250, r)
  expect(result.plan.outcome).toEqual({ kind: 'paid-off', months: Math.ceil(n) })
  expect(result.plan.rows[0]).toEqual({
    month: 1,
    payment: 250,
    interest: 110,
    principal: 140,
    balance: 5_860,
  })
  // The minimum: $110 interest + 1% of $6,000 = $170 in the first month.
  expect(result.firstMinimum).toBeCloseTo(170, 10)
  expect(result.minimumOnly.outcome.kind).toBe('paid-off')
  expect(result.interestSaved).toBeGreaterThan(0)
  expect(result.monthsSaved).toBeGreaterThan(0)
  expect(result.plan.totalPaid - result.plan.totalInterest).toBeCloseTo(6_000, 6)
})

test('months to pay off match the annuity formula on 1,000 random cards', () => {
  const random = seededRandom(47)
  for (let run = 0; run < 1_000; run++) {
    const balance = random.amount(1, 50_000)
    const apr = random.chance(0.1) ? 0 : random.amount(0.01, 36)
    const r = apr / 1200
    // A payment that covers the interest and finishes within 50 years.
    const lowest = annuityPayment(balance, r, MAX_MONTHS) + 0.01
    const payment = Math.round(random.amount(lowest, balance * 1.2 + 1) * 100) / 100
    const plan = fixedPaymentPlan(input({ balance, apr, promoMonths: 0, transferFee: 0 }), payment)
    const context = `run ${run}: ${balance} at ${apr}% paying ${payment}`
    const n = annuityMonths(balance, payment, r)
    expect(plan.outcome.kind, context).toBe('paid-off')
    const months = plan.outcome.kind === 'paid-off' ? plan.outcome.months : 0
    // The last, partial payment: n just above a whole number may round either way by float dust.
    const nearWhole = Math.abs(n - Math.round(n)) < 1e-6
    if (nearWhole) expect(Math.abs(months - n), context).toBeLessThanOrEqual(1)
    else expect(months, context).toBe(Math.ceil(n))
    // Every payment but the last is the full payment; the last is what is left, at most the payment.
    for (const row of plan.rows.slice(0, -1)) expect(row.payment, context).toBe(payment)
    const last = plan.rows.at(-1)!
    expect(last.payment, context).toBeLessThanOrEqual(payment + 1e-9)
    const k = months - 1
    const before =
      r === 0 ? balance - payment * k : balance * (1 + r) ** k - (payment * ((1 + r) ** k - 1)) / r
    if (!nearWhole) expect(last.payment, context).toBeCloseTo(before * (1 + r), 4)
    expect(plan.totalPaid - plan.totalInterest, context).toBeCloseTo(balance, 4)
  }
})

test('the payment needed for a target matches P = rB/(1 − (1+r)^−n), rounded up to a dollar, on 1,000 random cards', () => {
  const random = seededRandom(48)
  for (let run = 0; run < 1_000; run++) {
    const balance = random.amount(1, 80_000)
    const apr = random.chance(0.1) ? 0 : random.amount(0.01, 40)
    const months = random.chance(0.05) ? 1 : random.int(1, 120)
    const card = input({ balance, apr, mode: 'target', targetMonths: months, promoMonths: 0 })
    const exact = annuityPayment(balance, apr / 1200, months)
    const needed = paymentNeeded(card, months)
    const context = `run ${run}: ${balance} at ${apr}% in ${months} months`
    if (Math.abs(exact - Math.round(exact)) < 1e-6)
      expect(Math.abs(needed - exact), context).toBeLessThanOrEqual(1)
    else expect(needed, context).toBe(Math.ceil(exact))
    const result = calculateCreditCard(card)
    expect(result.planPayment, context).toBe(needed)
    expect(result.plan.outcome.kind, context).toBe('paid-off')
    if (result.plan.outcome.kind === 'paid-off')
      expect(result.plan.outcome.months, context).toBeLessThanOrEqual(months)
  }
})

test('with a 0% promotional period and a transfer fee, plans match an independent simulation on 1,000 random cards', () => {
  const random = seededRandom(49)
  for (let run = 0; run < 1_000; run++) {
    const balance = random.amount(100, 30_000)
    const apr = random.amount(0, 30)
    const promoMonths = random.int(0, 24)
    const transferFee = random.pick([0, 3, 5])
    const card = input({ balance, apr, promoMonths, transferFee })
    const start = Math.round(balance * 100 * (1 + transferFee / 100)) / 100
    const context = `run ${run}: ${balance} + ${transferFee}% at ${apr}% after ${promoMonths} months`
    expect(startingBalance(card), context).toBeCloseTo(start, 2)

    const payment =
      Math.round(random.amount(Math.max(1, (start * apr) / 1200 + 1), start / 2 + 2) * 100) / 100
    const reference = referencePayoff(start, apr, () => payment, promoMonths)
    const plan = fixedPaymentPlan(card, payment)
    if (reference.months === null) expect(plan.outcome.kind, context).toBe('too-long')
    else expect(plan.outcome, context).toEqual({ kind: 'paid-off', months: reference.months })
    expect(plan.totalInterest, context).toBeCloseTo(reference.interest, 4)

    const target = random.int(1, 60)
    const needed = paymentNeeded(card, target)
    const withNeeded = referencePayoff(start, apr, () => needed, promoMonths)
    expect(withNeeded.months, context).not.toBeNull()
    expect(withNeeded.months!, context).toBeLessThanOrEqual(target)
    // A dollar less would not do (unless float dust sits exactly on the boundary).
    if (needed > 1) {
      const less = referencePayoff(start, apr, () => needed - 1.000001, promoMonths)
      expect(less.months === null || less.months > target, context).toBe(true)
    }
  }
})

test('paying only the minimum matches an independent simulation on 300 random cards', () => {
  const random = seededRandom(50)
  for (let run = 0; run < 300; run++) {
    const balance = random.amount(0, 20_000)
    const apr = random.amount(0, 30)
    const minPercent = random.pick([1, 2, 3, 0.5])
    const minFloor = random.pick([0, 15, 25, 35])
    const promoMonths = random.int(0, 12)
    const card = input({ balance, apr, minPercent, minFloor, promoMonths })
    const reference = referencePayoff(
      balance,
      apr,
      (_due, interest, before) => Math.max(minFloor, interest + (before * minPercent) / 100),
      promoMonths,
    )
    const plan = minimumPaymentPlan(card)
    const context = `run ${run}: ${JSON.stringify(card)}`
    if (reference.months === null) expect(plan.outcome.kind, context).not.toBe('paid-off')
    else if (balance === 0) expect(plan.outcome, context).toEqual({ kind: 'paid-off', months: 0 })
    else expect(plan.outcome, context).toEqual({ kind: 'paid-off', months: reference.months })
    // The minimum never exceeds what is owed.
    expect(
      plan.rows.every((row) => row.balance >= 0),
      context,
    ).toBe(true)
  }
})

test('zero APR: the balance divided by the payment, no interest', () => {
  const result = calculateCreditCard(input({ balance: 1_000, apr: 0, payment: 300 }))
  expect(result.plan.outcome).toEqual({ kind: 'paid-off', months: 4 })
  expect(result.plan.totalInterest).toBe(0)
  expect(result.plan.rows.map((row) => row.payment)).toEqual([300, 300, 300, 100])
  expect(paymentNeeded(input({ balance: 1_000, apr: 0 }), 3)).toBe(334)
})

test('zero balance: nothing to pay, no schedule', () => {
  const result = calculateCreditCard(input({ balance: 0 }))
  expect(result.plan.outcome).toEqual({ kind: 'paid-off', months: 0 })
  expect(result.plan.rows).toEqual([])
  expect(result.minimumOnly.rows).toEqual([])
  expect(result.interestSaved).toBe(0)
  expect(paymentNeeded(input({ balance: 0 }), 12)).toBe(0)
})

test('a payment below the interest is never paid off, and says by how much it falls short', () => {
  // $10,000 at 24%: $200 interest in the first month.
  const result = calculateCreditCard(input({ balance: 10_000, apr: 24, payment: 150 }))
  expect(result.plan.outcome).toEqual({ kind: 'never', payment: 150, interest: 200, month: 1 })
  expect(result.interestSaved).toBeNull()
  expect(result.monthsSaved).toBeNull()
  // Exactly the interest never brings the balance down either.
  expect(fixedPaymentPlan(input({ balance: 10_000, apr: 24 }), 200).outcome.kind).toBe('never')
  // After a promotional period the first charged month is the one named.
  const promo = fixedPaymentPlan(input({ balance: 10_000, apr: 24, promoMonths: 6 }), 100)
  expect(promo.outcome).toMatchObject({ kind: 'never', month: 7 })
  expect(promo.rows).toHaveLength(6)
  // A zero payment at 0% never pays either, and stops at once.
  expect(fixedPaymentPlan(input({ balance: 500, apr: 0 }), 0).outcome.kind).toBe('never')
})

test('a minimum of interest only (0% of the balance, no floor) never clears the card', () => {
  const plan = minimumPaymentPlan(input({ balance: 5_000, apr: 20, minPercent: 0, minFloor: 0 }))
  expect(plan.outcome.kind).toBe('never')
})

test('a payment that takes longer than 50 years stops at 600 months and says what is left', () => {
  // $100,000 at 12%: $1,000 interest a month; $1,001 takes centuries.
  const plan = fixedPaymentPlan(input({ balance: 100_000, apr: 12 }), 1_001)
  expect(plan.outcome.kind).toBe('too-long')
  expect(plan.rows).toHaveLength(MAX_MONTHS)
  // What the annuity formula leaves after 600 payments: B(1+r)^600 − P((1+r)^600 − 1)/r.
  const growth = 1.01 ** MAX_MONTHS
  const left = 100_000 * growth - (1_001 * (growth - 1)) / 0.01
  if (plan.outcome.kind === 'too-long') expect(plan.outcome.remaining).toBeCloseTo(left, 3)
})

test('huge values stay finite', () => {
  const result = calculateCreditCard(
    input({
      balance: 1_000_000_000,
      apr: 100,
      payment: 1_000_000_000,
      minPercent: 100,
      minFloor: 1_000_000_000,
      transferFee: 100,
    }),
  )
  expect(result.startingBalance).toBe(2_000_000_000)
  for (const value of [
    result.plan.totalInterest,
    result.minimumOnly.totalInterest,
    result.planPayment,
  ])
    expect(Number.isFinite(value)).toBe(true)
  expect(result.plan.outcome.kind).toBe('paid-off')
  const target = calculateCreditCard(
    input({ balance: 1_000_000_000, apr: 100, mode: 'target', targetMonths: 600 }),
  )
  expect(Number.isFinite(target.planPayment)).toBe(true)
  expect(target.plan.outcome.kind).toBe('paid-off')
})

test('a target of one month: the balance plus one month of interest', () => {
  expect(paymentNeeded(input({ balance: 1_200, apr: 12 }), 1)).toBe(1_212)
  // Inside a promotional period, just the balance.
  expect(paymentNeeded(input({ balance: 1_200, apr: 12, promoMonths: 3 }), 1)).toBe(1_200)
  const result = calculateCreditCard(
    input({ balance: 1_200, apr: 12, mode: 'target', targetMonths: 1 }),
  )
  expect(result.plan.outcome).toEqual({ kind: 'paid-off', months: 1 })
  expect(result.plan.rows[0]?.payment).toBeCloseTo(1_212, 10)
})

test('the minimum is never more than is owed, and never below the floor until the last month', () => {
  const plan = minimumPaymentPlan(input({ balance: 100, apr: 20, minFloor: 25 }))
  expect(plan.rows.slice(0, -1).every((row) => row.payment === 25)).toBe(true)
  const last = plan.rows.at(-1)!
  expect(last.payment).toBeLessThanOrEqual(25)
  expect(last.balance).toBe(0)
})

test('URL parsing falls back to defaults for bad values and round-trips good ones', () => {
  const bad = parseCreditCardParams(
    new URLSearchParams(
      'balance=abc&apr=-1&mode=weekly&payment=1e309&targetMonths=2.5&promoMonths=700&transferFee=NaN',
    ),
  )
  expect(bad).toEqual(CREDIT_CARD_DEFAULTS)
  const good = input({
    balance: 1234.56,
    apr: 19.99,
    mode: 'target',
    targetMonths: 18,
    promoMonths: 12,
    transferFee: 3,
  })
  expect(parseCreditCardParams(new URLSearchParams(creditCardParamsToSearch(good)))).toEqual(good)
  // A repeated parameter: the first value counts, as everywhere else.
  expect(parseCreditCardParams(new URLSearchParams('apr=10&apr=20')).apr).toBe(10)
})

test('durations read as years and months', () => {
  expect(formatDuration(0)).toBe('0 months')
  expect(formatDuration(1)).toBe('1 month')
  expect(formatDuration(12)).toBe('1 year')
  expect(formatDuration(40)).toBe('3 years 4 months')
})
