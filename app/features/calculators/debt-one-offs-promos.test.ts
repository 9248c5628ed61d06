import { expect, test } from 'vitest'
import {
  debtParamsToSearch,
  MAX_MONTHS,
  MAX_ONE_OFFS,
  parseDebtParams,
  planDebtPayoff,
  type Debt,
  type OneOffPayment,
  type Strategy,
} from './debt'
import { canonicalDebtSearch } from './debt-form'

const start = { year: 2026, month: 11 }
const q = (text: string) => new URLSearchParams(text)

test('Given one debt, when a one-off payment is made, then it saves one month of interest on it for each month it would have stayed', () => {
  // $1,000 at 12% APR (1% a month), $600 a month. Without the one-off: month 1 charges $10 and
  // leaves $410; month 2 charges $4.10. With $200 more in month 1 the balance after it is $210 and
  // month 2 charges $2.10: the $200 no longer owed saves 1% of itself, $2.
  const debts: Debt[] = [{ name: 'Card', balance: 1000, rate: 12, minimum: 600 }]
  const without = planDebtPayoff({ debts, strategy: 'avalanche', extra: 0, start })
  const withOneOff = planDebtPayoff({
    debts,
    strategy: 'avalanche',
    extra: 0,
    oneOffs: [{ month: 1, amount: 200 }],
    start,
  })

  expect(without.totalInterest).toBeCloseTo(14.1, 10)
  expect(withOneOff.totalInterest).toBeCloseTo(12.1, 10)
  expect(withOneOff.monthlySchedule[0]).toMatchObject({ payment: 800, oneOff: 200 })
  expect(withOneOff.oneOffsPaid).toBe(200)
  expect(withOneOff.withoutOneOffs?.totalInterest).toBeCloseTo(14.1, 10)
  expect(without.withoutOneOffs).toBeNull()
})

test('Given a one-off larger than what is left, when it is paid, then only what is owed is used and the plan ends that month', () => {
  const plan = planDebtPayoff({
    debts: [{ name: 'Card', balance: 1000, rate: 12, minimum: 100 }],
    strategy: 'avalanche',
    extra: 0,
    oneOffs: [{ month: 2, amount: 50_000 }],
    start,
  })

  expect(plan.monthsToPayoff).toBe(2)
  // Month 1: 1,000 + 10 − 100 = 910. Month 2: 910 + 9.10 = 919.10, of which 100 is the minimum.
  expect(plan.oneOffsPaid).toBeCloseTo(819.1, 10)
  expect(plan.debtFreeDate).toEqual({ year: 2027, month: 1 })
})

test('Given an avalanche, when a one-off is paid, then it goes to the highest rate first and the rest rolls on in order', () => {
  const plan = planDebtPayoff({
    debts: [
      { name: 'Low', balance: 1000, rate: 0, minimum: 10 },
      { name: 'High', balance: 300, rate: 0, minimum: 10 },
    ],
    strategy: 'avalanche',
    extra: 0,
    oneOffs: [{ month: 1, amount: 500 }],
    start,
  })
  // Equal rates: the smaller balance (High) comes first and is cleared by 290 of the one-off; the
  // other 210 goes to Low.
  expect(plan.payoffOrder[0]).toMatchObject({ name: 'High', month: 1 })
  expect(plan.balancesByDebt[0]?.balances[0]).toBe(1000 - 10 - 210)
})

test('Given a 0% promotion, when its months run, then no interest is charged, and the normal APR applies after', () => {
  // $1,200 at 24% APR (2% a month) with 3 months at 0%, paying $100 a month.
  const plan = planDebtPayoff({
    debts: [{ name: 'Transfer', balance: 1200, rate: 24, minimum: 100, promoMonths: 3 }],
    strategy: 'avalanche',
    extra: 0,
    start,
  })
  const interest = plan.monthlySchedule.map((row) => row.interest)

  expect(interest.slice(0, 3)).toEqual([0, 0, 0])
  expect(interest[3]).toBeCloseTo(900 * 0.02, 10)
  // The baseline (minimums only) has the same promotion: the debt's own terms.
  expect(plan.minimumOnly.totalInterest).toBeCloseTo(plan.totalInterest, 10)
})

test('Given a promotional rate, when it runs, then that rate is charged instead of the APR', () => {
  const plan = planDebtPayoff({
    debts: [{ name: 'Card', balance: 1200, rate: 24, minimum: 100, promoMonths: 2, promoRate: 6 }],
    strategy: 'avalanche',
    extra: 0,
    start,
  })
  expect(plan.monthlySchedule[0]?.interest).toBeCloseTo(1200 * 0.005, 10)
  expect(plan.monthlySchedule[2]?.interest).toBeCloseTo(
    ((1200 * 1.005 - 100) * 1.005 - 100) * 0.02,
    10,
  )
})

test('Given the avalanche and a debt at 0% for now, when a promotion runs, then the extra goes to the highest rate charged this month, and to the promoted debt once its normal APR is the highest', () => {
  const plan = planDebtPayoff({
    debts: [
      { name: 'Promo', balance: 2000, rate: 29.99, minimum: 50, promoMonths: 2 },
      { name: 'Car', balance: 5000, rate: 7, minimum: 100 },
    ],
    strategy: 'avalanche',
    extra: 300,
    start,
  })
  const [promo, car] = plan.balancesByDebt
  // Months 1 and 2: the extra goes to the car loan (7% is charged, 0% on the promoted card).
  expect(promo?.balances.slice(0, 2)).toEqual([1950, 1900])
  expect(car?.balances[0]).toBeCloseTo(5000 * (1 + 0.07 / 12) - 400, 8)
  // Month 3: the card charges 29.99% and takes the extra.
  expect(promo?.balances[2]).toBeCloseTo(1900 * (1 + 0.2999 / 12) - 350, 8)
})

// --- An independent simulation ------------------------------------------------------------------

/** A small seeded generator (mulberry32), so every run checks the same cases. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Case {
  debts: Debt[]
  strategy: Strategy
  extra: number
  oneOffs: OneOffPayment[]
}

function randomCase(next: () => number): Case {
  const cents = (max: number) => Math.round(next() * max * 100) / 100
  const count = 1 + Math.floor(next() * 5)
  const debts = Array.from({ length: count }, (_, i): Debt => {
    const balance = cents(20_000)
    const promo = next() < 0.5
    return {
      name: `D${i}`,
      balance,
      rate: Math.round(next() * 3000) / 100,
      minimum: Math.max(10, cents(balance * 0.04)),
      ...(promo
        ? {
            promoMonths: 1 + Math.floor(next() * 24),
            promoRate: next() < 0.7 ? 0 : Math.round(next() * 900) / 100,
          }
        : {}),
    }
  })
  const oneOffs = Array.from({ length: Math.floor(next() * 4) }, () => ({
    month: 1 + Math.floor(next() * 60),
    amount: cents(5000),
  }))
  const strategies: Strategy[] = ['avalanche', 'snowball', 'custom']
  return {
    debts,
    strategy: strategies[Math.floor(next() * 3)] ?? 'avalanche',
    extra: cents(800),
    oneOffs,
  }
}

/**
 * The rules of DECISIONS §5 and the page's "How we calculate", written out plainly: interest
 * first (the promotional rate while it lasts), then minimums, then the rest of the budget and the
 * month's one-off payments in strategy order. The avalanche follows the rate charged that month,
 * ties in its usual order (higher APR, then smaller balance, then the list's order).
 */
function referencePlan({ debts, strategy, extra, oneOffs }: Case) {
  const open = debts
    .map((debt, index) => ({ ...debt, index, left: debt.balance }))
    .filter((debt) => debt.left > 0)
  const base = [...open]
  if (strategy === 'avalanche') base.sort((a, b) => b.rate - a.rate || a.balance - b.balance)
  if (strategy === 'snowball') base.sort((a, b) => a.balance - b.balance || b.rate - a.rate)
  const rank = new Map(base.map((debt, i) => [debt.index, i]))
  const budget = open.reduce((sum, debt) => sum + debt.minimum, 0) + extra
  const aprIn = (debt: Debt, month: number) =>
    month <= (debt.promoMonths ?? 0) ? (debt.promoRate ?? 0) : debt.rate
  let interest = 0
  let month = 0
  while (base.some((debt) => debt.left > 0) && month < MAX_MONTHS) {
    month += 1
    let paid = 0
    for (const debt of base) {
      if (debt.left <= 0) continue
      const charge = (debt.left * aprIn(debt, month)) / 12 / 100
      interest += charge
      debt.left += charge
      const payment = Math.min(debt.minimum, debt.left)
      debt.left -= payment
      paid += payment
    }
    let pool = budget - paid
    for (const oneOff of oneOffs) if (oneOff.month === month) pool += oneOff.amount
    const order =
      strategy === 'avalanche'
        ? [...base].sort(
            (a, b) =>
              aprIn(b, month) - aprIn(a, month) ||
              (rank.get(a.index) ?? 0) - (rank.get(b.index) ?? 0),
          )
        : base
    for (const debt of order) {
      if (pool <= 0 || debt.left <= 0) continue
      const payment = Math.min(pool, debt.left)
      debt.left -= payment
      pool -= payment
    }
    // Float residue of a debt paid in full is no debt.
    for (const debt of base) if (Math.abs(debt.left) < 1e-6) debt.left = 0
  }
  return { interest, months: month, finished: base.every((debt) => debt.left <= 0) }
}

test('on 1,200 seeded random plans with promotions and one-off payments, total interest and months match an independent simulation', () => {
  const next = random(20261129)
  let withOneOffs = 0
  let withPromos = 0
  for (let i = 0; i < 1200; i++) {
    const input = randomCase(next)
    if (input.oneOffs.length > 0) withOneOffs += 1
    if (input.debts.some((debt) => debt.promoMonths)) withPromos += 1
    const plan = planDebtPayoff({ ...input, start })
    const reference = referencePlan(input)

    expect(plan.monthsToPayoff, `case ${i}`).toBe(reference.months)
    expect(plan.finished, `case ${i}`).toBe(reference.finished)
    expect(Math.abs(plan.totalInterest - reference.interest), `case ${i}`).toBeLessThan(0.005)
  }
  // The cases exercise what they are meant to.
  expect(withOneOffs).toBeGreaterThan(600)
  expect(withPromos).toBeGreaterThan(900)
})

// --- The page address ---------------------------------------------------------------------------

test('a link made before promotions and one-off payments opens as it did', () => {
  const old = q('debt=Visa|2000|24.99|60&debt=Car|8000|6|200&strategy=snowball&extra=250')
  const input = parseDebtParams(old)

  expect(input.debts).toEqual([
    { name: 'Visa', balance: 2000, rate: 24.99, minimum: 60 },
    { name: 'Car', balance: 8000, rate: 6, minimum: 200 },
  ])
  expect(input.oneOffs).toEqual([])
  expect(debtParamsToSearch(input).toString()).toBe(
    'debt=Visa%7C2000%7C24.99%7C60&debt=Car%7C8000%7C6%7C200&strategy=snowball&extra=250',
  )
})

test('promotions and one-off payments survive the page address, in the order given', () => {
  const input = {
    debts: [
      { name: 'Transfer', balance: 3000, rate: 24, minimum: 90, promoMonths: 12, promoRate: 0 },
      { name: 'Store', balance: 800, rate: 27, minimum: 30, promoMonths: 6, promoRate: 4.9 },
      { name: 'Car', balance: 9000, rate: 6, minimum: 250 },
    ],
    strategy: 'avalanche' as const,
    extra: 100,
    oneOffs: [
      { month: 5, amount: 1200 },
      { month: 2, amount: 300.5 },
    ],
  }
  const search = debtParamsToSearch(input)

  expect(search.getAll('debt')).toEqual([
    'Transfer|3000|24|90|12|0',
    'Store|800|27|30|6|4.9',
    'Car|9000|6|250',
  ])
  expect(search.getAll('oneoff')).toEqual(['5|1200', '2|300.5'])
  expect(parseDebtParams(q(search.toString()))).toEqual(input)
})

test('a bad promotion drops its debt; a bad one-off is skipped; at most 12 one-offs are read', () => {
  const input = parseDebtParams(
    q(
      [
        'debt=A|100|10|5|2.5|0',
        'debt=B|100|10|5|361|0',
        'debt=C|100|10|5|3|101',
        'debt=D|100|10|5|3',
        'debt=E|100|10|5|0|7',
        'oneoff=0|100',
        'oneoff=361|100',
        'oneoff=2|-5',
        'oneoff=2|1e308',
        'oneoff=3',
        'oneoff=1.5|10',
        ...Array.from({ length: 14 }, (_, i) => `oneoff=${i + 1}|${i + 1}`),
      ].join('&'),
    ),
  )

  expect(input.debts).toEqual([
    { name: 'D', balance: 100, rate: 10, minimum: 5, promoMonths: 3, promoRate: 0 },
    { name: 'E', balance: 100, rate: 10, minimum: 5 },
  ])
  expect(input.oneOffs).toHaveLength(MAX_ONE_OFFS)
  expect(input.oneOffs?.[0]).toEqual({ month: 1, amount: 1 })
})

test('without JavaScript, the form adds and removes one-off rows and keeps the promotion fields', () => {
  const card = [
    ['debtName', 'Transfer'],
    ['debtBalance', '$3,000'],
    ['debtRate', '24%'],
    ['debtMinimum', '90'],
    ['debtPromoMonths', '12'],
    ['debtPromoRate', ''],
  ]
  const added = canonicalDebtSearch(
    q(new URLSearchParams([...card, ['extra', '100'], ['addOneOff', '1']]).toString()),
  )
  expect(parseDebtParams(q(added ?? ''))).toMatchObject({
    debts: [
      { name: 'Transfer', balance: 3000, rate: 24, minimum: 90, promoMonths: 12, promoRate: 0 },
    ],
    oneOffs: [{ month: 1, amount: 0 }],
  })

  const rows = [
    ['oneOffMonth', '3'],
    ['oneOffAmount', '$1,500'],
    ['oneOffMonth', '8'],
    ['oneOffAmount', '400'],
  ]
  const removed = canonicalDebtSearch(
    q(new URLSearchParams([...card, ...rows, ['removeOneOff', '0']]).toString()),
  )
  expect(parseDebtParams(q(removed ?? '')).oneOffs).toEqual([{ month: 8, amount: 400 }])

  const kept = canonicalDebtSearch(q(new URLSearchParams([...card, ...rows]).toString()))
  expect(parseDebtParams(q(kept ?? '')).oneOffs).toEqual([
    { month: 3, amount: 1500 },
    { month: 8, amount: 400 },
  ])
  // A blank or zero promotion is none.
  const none = canonicalDebtSearch(
    q('debtName=A&debtBalance=1&debtRate=1&debtMinimum=1&debtPromoMonths=0&debtPromoRate=5'),
  )
  expect(parseDebtParams(q(none ?? '')).debts).toEqual([
    { name: 'A', balance: 1, rate: 1, minimum: 1 },
  ])
})
