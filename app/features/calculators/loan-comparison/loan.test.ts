import { expect, test } from 'vitest'
import { seededRandom } from '../../../../tests/seeded-random'
import {
  LOAN_DEFAULTS,
  applyLoanFormAction,
  breakEven,
  calculateLoan,
  compareLoans,
  cumulativeCost,
  loanParamsToSearch,
  monthlyPayment,
  parseLoanParams,
  type Loan,
  type LoanResult,
} from './loan'

const loan = (overrides: Partial<Loan> = {}): Loan => ({
  name: 'Test',
  amount: 10_000,
  apr: 6,
  term: 36,
  unit: 'months',
  points: 0,
  fees: 0,
  ...overrides,
})

function computed(input: Loan): LoanResult {
  const outcome = calculateLoan(input)
  if (!outcome.ok) throw new Error(outcome.problem)
  return outcome.result
}

/** The textbook annuity payment P = rL / (1 − (1 + r)^−n), written out plainly. */
function annuityPayment(amount: number, aprPercent: number, months: number) {
  const r = aprPercent / 1200
  return r === 0 ? amount / months : (r * amount) / (1 - (1 + r) ** -months)
}

/** An independent solver: plain bisection on the monthly rate, summing the discounted payments. */
function bisectionApr(net: number, payment: number, months: number) {
  const pv = (r: number) => {
    let sum = 0
    let discount = 1
    for (let m = 1; m <= months; m++) {
      discount /= 1 + r
      sum += payment * discount
    }
    return sum
  }
  let low = 0
  let high = 1
  while (pv(high) > net) high *= 2
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2
    if (pv(mid) > net) low = mid
    else high = mid
  }
  return ((low + high) / 2) * 1200
}

test('defaults: a $300,000 30-year mortgage at 6.75% with $1,500 fees against 6.25% with two points', () => {
  const comparison = compareLoans(LOAN_DEFAULTS)
  const [first, second] = comparison.outcomes
  if (!first?.ok || !second?.ok) throw new Error('defaults must compute')
  // numpy-financial pmt(0.0675/12, 360, -300000) = 1945.79; pmt(0.0625/12, 360, -300000) = 1847.15.
  expect(first.result.monthlyPayment).toBeCloseTo(1945.79, 2)
  expect(second.result.monthlyPayment).toBeCloseTo(1847.15, 2)
  expect(second.result.upfrontCost).toBe(7_500)
  expect(comparison.cheapest).toEqual([1])
  const pair = comparison.breakEvens[0]
  expect(pair?.higherUpfront).toBe(1)
  expect(pair?.extraUpfront).toBe(6_000)
  // $6,000 / ($1,945.79 − $1,847.15) = 60.8, so month 61.
  expect(pair?.month).toBe(61)
  expect(pair?.costsMoreFrom).toBeNull()
})

test('payment, total interest and APR with fees agree with independent formulas on 1,000 random loans', () => {
  const random = seededRandom(48_001)
  const failures: string[] = []
  for (let n = 0; n < 1_000; n++) {
    const months = random.chance(0.1) ? random.int(1, 12) : random.int(1, 480)
    const input = loan({
      amount: random.amount(100, random.chance(0.1) ? 1_000_000_000 : 2_000_000),
      apr: random.chance(0.1) ? 0 : random.amount(0, 40, 3),
      term: months,
      points: random.chance(0.3) ? 0 : random.amount(0, 5, 3),
      fees: random.chance(0.3) ? 0 : random.amount(0, 20, 2),
    })
    const result = computed(input)
    const payment = annuityPayment(input.amount, input.apr, months)
    const interest = payment * months - input.amount
    const scale = Math.max(1, input.amount)
    if (Math.abs(result.monthlyPayment - payment) > 1e-9 * Math.max(1, payment)) {
      failures.push(`case ${n}: payment ${result.monthlyPayment} ≠ ${payment}`)
    }
    if (Math.abs(result.totalInterest - interest) > 1e-8 * scale) {
      failures.push(`case ${n}: interest ${result.totalInterest} ≠ ${interest}`)
    }
    if (Math.abs(result.totalCost - (payment * months + result.upfrontCost)) > 1e-8 * scale) {
      failures.push(`case ${n}: total cost ${result.totalCost}`)
    }
    const upfront =
      Math.round(((input.amount * input.points) / 100) * 100) / 100 +
      Math.round(input.fees * 100) / 100
    if (Math.abs(result.upfrontCost - upfront) > 0.005) {
      failures.push(`case ${n}: upfront ${result.upfrontCost} ≠ ${upfront}`)
    }
    const apr = upfront === 0 ? input.apr : bisectionApr(input.amount - upfront, payment, months)
    if (Math.abs(result.aprWithFees - apr) > 1e-6) {
      failures.push(`case ${n}: APR with fees ${result.aprWithFees} ≠ ${apr}`)
    }
    if (result.aprWithFees < input.apr - 1e-9) failures.push(`case ${n}: APR below the note rate`)
  }
  expect(failures).toEqual([])
})

test('the schedule pays the loan off exactly, every payment level but the float-adjusted last', () => {
  const result = computed(loan({ amount: 25_000, apr: 7.9, term: 5, unit: 'years' }))
  expect(result.schedule).toHaveLength(60)
  expect(result.schedule.at(-1)?.balance).toBe(0)
  const principal = result.schedule.reduce((sum, row) => sum + row.principal, 0)
  expect(principal).toBeCloseTo(25_000, 6)
  for (const row of result.schedule) {
    expect(row.payment).toBeCloseTo(result.monthlyPayment, 6)
    expect(row.principal + row.interest).toBeCloseTo(row.payment, 9)
  }
  expect(cumulativeCost(result, 0)).toBe(0)
  expect(cumulativeCost(result, 60)).toBeCloseTo(result.totalCost, 6)
})

test('0% APR: the payment is the amount over the months; fees alone give a positive APR', () => {
  const free = computed(loan({ amount: 12_000, apr: 0, term: 12 }))
  expect(free.monthlyPayment).toBe(1_000)
  expect(free.totalInterest).toBe(0)
  expect(free.aprWithFees).toBe(0)
  const withFees = computed(loan({ amount: 12_000, apr: 0, term: 12, fees: 600 }))
  expect(withFees.totalInterest).toBe(0)
  expect(withFees.totalCost).toBe(12_600)
  expect(withFees.aprWithFees).toBeCloseTo(bisectionApr(11_400, 1_000, 12), 8)
  expect(withFees.aprWithFees).toBeGreaterThan(9)
})

test('a 1-month term is one payment of the amount plus a month of interest', () => {
  const result = computed(loan({ amount: 1_000, apr: 12, term: 1 }))
  expect(result.monthlyPayment).toBeCloseTo(1_010, 9)
  expect(result.totalInterest).toBeCloseTo(10, 9)
  const withFee = computed(loan({ amount: 1_000, apr: 12, term: 1, fees: 10 }))
  // 990 today for 1,010 in a month: 2.0202…% a month, × 12.
  expect(withFee.aprWithFees).toBeCloseTo((1_010 / 990 - 1) * 1200, 8)
})

test('huge values stay finite; fees near the whole amount give a huge but exact APR', () => {
  const result = computed(loan({ amount: 1_000_000_000, apr: 100, term: 480, points: 20 }))
  expect(Number.isFinite(result.totalCost)).toBe(true)
  expect(Number.isFinite(result.aprWithFees)).toBe(true)
  const heavy = computed(loan({ amount: 1_000, apr: 0, term: 480, fees: 999.99 }))
  expect(heavy.netAmount).toBe(0.01)
  expect(heavy.aprWithFees).toBeCloseTo(bisectionApr(0.01, 1_000 / 480, 480), 3)
})

test('points and fees that take the whole amount are refused with a reason', () => {
  const outcome = calculateLoan(loan({ amount: 1_000, fees: 900, points: 10 }))
  expect(outcome).toEqual({ ok: false, problem: expect.stringContaining('$1,000') })
  const comparison = compareLoans({ loans: [loan({ fees: 20_000 }), loan()] })
  expect(comparison.cheapest).toEqual([1])
  expect(comparison.breakEvens).toEqual([])
})

test('identical loans tie for cheapest and have no break-even', () => {
  const comparison = compareLoans({ loans: [loan(), loan(), loan({ apr: 7 })] })
  expect(comparison.cheapest).toEqual([0, 1])
  expect(comparison.breakEvens.some((p) => p.higherUpfront === 0 && p.other === 1)).toBe(false)
})

test('no break-even when the loan with the higher fees also has the higher payment', () => {
  const results = [
    { index: 0, result: computed(loan({ apr: 6, fees: 500 })) },
    { index: 1, result: computed(loan({ apr: 5 })) },
  ]
  expect(breakEven(results, 0, 1)).toEqual({
    higherUpfront: 0,
    other: 1,
    extraUpfront: 500,
    month: null,
    costsMoreFrom: null,
  })
})

test('a break-even that reverses when the cheaper-payment loan runs longer', () => {
  const results = [
    { index: 0, result: computed(loan({ amount: 20_000, apr: 8, term: 36, fees: 0 })) },
    { index: 1, result: computed(loan({ amount: 20_000, apr: 7, term: 60, fees: 300 })) },
  ]
  const pair = breakEven(results, 0, 1)
  expect(pair?.higherUpfront).toBe(1)
  expect(pair?.month).not.toBeNull()
  expect(pair?.costsMoreFrom).not.toBeNull()
  expect(pair!.costsMoreFrom!).toBeGreaterThan(pair!.month!)
})

test('the query round-trips; bad values fall back to the loan’s default; the list holds 2 to 4', () => {
  const input = {
    loans: [
      loan({ name: 'Bank', unit: 'years', term: 15 }),
      loan({ name: 'Credit union', points: 1.5, fees: 900 }),
      loan({ name: 'Online', apr: 0 }),
    ],
  }
  expect(parseLoanParams(new URLSearchParams(loanParamsToSearch(input)))).toEqual(input)
  const odd = parseLoanParams(
    new URLSearchParams(
      'amount=abc&amount=5000&apr=-1&apr=NaN&term=50&term=481&unit=years&unit=months&points=99&fees=1e400&name=a%00b',
    ),
  )
  expect(odd.loans).toHaveLength(2)
  expect(odd.loans[0]).toMatchObject({
    name: 'ab',
    amount: 300_000,
    apr: 6.75,
    term: 30,
    unit: 'years',
  })
  expect(odd.loans[1]).toMatchObject({
    amount: 5_000,
    apr: 6.25,
    term: 30,
    unit: 'years',
    points: 2,
  })
  const many = new URLSearchParams()
  for (let i = 0; i < 9; i++) many.append('amount', String(1_000 + i))
  expect(parseLoanParams(many).loans).toHaveLength(4)
  expect(parseLoanParams(new URLSearchParams('')).loans).toEqual(LOAN_DEFAULTS.loans)
})

test('the add and remove buttons of the form without JavaScript', () => {
  const base = loanParamsToSearch(LOAN_DEFAULTS)
  expect(applyLoanFormAction(new URLSearchParams(base))).toBeNull()
  const added = applyLoanFormAction(new URLSearchParams(`${base}&addLoan=1`))
  expect(parseLoanParams(new URLSearchParams(added!)).loans.map((l) => l.name)).toEqual([
    'No points',
    'Two points',
    'Loan 3',
  ])
  const removed = applyLoanFormAction(new URLSearchParams(`${added}&removeLoan=0`))
  expect(parseLoanParams(new URLSearchParams(removed!)).loans.map((l) => l.name)).toEqual([
    'Two points',
    'Loan 3',
  ])
  // Two loans is the least: removing one more changes nothing.
  const kept = applyLoanFormAction(new URLSearchParams(`${removed}&removeLoan=1`))
  expect(parseLoanParams(new URLSearchParams(kept!)).loans).toHaveLength(2)
  expect(monthlyPayment(1_200, 0, 12)).toBe(100)
})
