import fc from 'fast-check'
import { fv, nper, pmt } from 'financial'
import { expect, test } from 'vitest'
import { seededRandom } from '../../../tests/seeded-random'
import { formatDollars } from '~/lib/money'
import {
  addMonths,
  compareStrategies,
  debtParamsToSearch,
  MAX_DEBTS,
  orderForStrategy,
  parseDebtParams,
  planDebtPayoff,
  toIsoMonth,
  UNFINISHED_MESSAGES,
  unfinishedDetails,
  type Debt,
  type DebtInput,
  type DebtPlan,
  type Strategy,
} from './debt'

const june2025 = { year: 2025, month: 6 }

const debt = (name: string, balance: number, rate: number, minimum: number): Debt => ({
  name,
  balance,
  rate,
  minimum,
})

const plan = (debts: Debt[], strategy: Strategy = 'avalanche', extra = 0): DebtPlan =>
  planDebtPayoff({ debts, strategy, extra, start: june2025 })

// Three debts where the two strategies disagree: the smallest balance is not the costliest.
const threeDebts = () => [
  debt('Visa', 2000, 24.99, 60),
  debt('Store card', 500, 15, 25),
  debt('Car loan', 8000, 6, 200),
]

const payoffNames = (result: DebtPlan) => result.payoffOrder.map((step) => step.name)

const q = (query: string) => new URLSearchParams(query)

// --- The plan -------------------------------------------------------------------------------

test('given one debt, interest accrues on the balance first and the payment comes after', () => {
  // 1200 at 12% APR is 1% a month; the 100 payment covers the interest, the rest is principal.
  const rows = plan([debt('Loan', 1200, 12, 100)]).monthlySchedule

  expect(rows[0]?.interest).toBeCloseTo(12, 10)
  expect(rows[0]?.principal).toBeCloseTo(88, 10)
  expect(rows[0]?.balance).toBeCloseTo(1112, 10)
  expect(rows[1]?.interest).toBeCloseTo(11.12, 10)
  expect(rows[1]?.principal).toBeCloseTo(88.88, 10)
  expect(rows[1]?.balance).toBeCloseTo(1023.12, 10)
  expect(rows[2]?.interest).toBeCloseTo(10.2312, 10)
  expect(rows[2]?.principal).toBeCloseTo(89.7688, 10)
  expect(rows[2]?.balance).toBeCloseTo(933.3512, 10)
  expect(rows[0]?.progressPercent).toBeCloseTo((88 / 1200) * 100, 10)
})

test('given one debt, the last month pays only what is left and the plan ends that month', () => {
  const result = plan([debt('Loan', 1200, 12, 100)])
  const last = result.monthlySchedule.at(-1)

  expect(result.monthsToPayoff).toBe(13)
  expect(result.monthlySchedule).toHaveLength(13)
  expect(last?.payment).toBeCloseTo(84.78, 2)
  expect(last?.balance).toBe(0)
  expect(last?.progressPercent).toBe(100)
  expect(result.totalInterest).toBeCloseTo(84.78, 2)
  expect(result.totalPaid).toBeCloseTo(1284.78, 2)
  expect(result.finished).toBe(true)
  expect(result.unfinishedReason).toBeNull()
  expect(result.remainingBalance).toBe(0)
  expect(result.payoffOrder).toEqual([
    { name: 'Loan', debtIndex: 0, month: 13, date: { year: 2026, month: 7 } },
  ])
})

test('the default credit card with the default extra payment is debt free in 9 months', () => {
  // Figures checked against an independent 50-digit decimal simulation.
  const result = plan([debt('Credit Card', 5000, 18.99, 150)], 'avalanche', 500)

  expect(result.totalDebt).toBe(5000)
  expect(result.monthlyPayment).toBe(650)
  expect(result.monthsToPayoff).toBe(9)
  expect(result.debtFreeDate).toEqual({ year: 2026, month: 3 })
  expect(result.totalInterest).toBeCloseTo(374.5988642356497, 8)
  expect(result.minimumOnly.totalInterest).toBeCloseTo(2162.6298550897673, 8)
  expect(result.minimumOnly.monthsToPayoff).toBe(48)
  expect(result.interestSaved).toBeCloseTo(2162.6298550897673 - 374.5988642356497, 8)
  expect(result.monthsSaved).toBe(39)
})

test('avalanche pays the highest APR first, snowball the smallest balance first', () => {
  const avalanche = plan(threeDebts(), 'avalanche', 300)
  const snowball = plan(threeDebts(), 'snowball', 300)

  expect(payoffNames(avalanche)).toEqual(['Visa', 'Store card', 'Car loan'])
  expect(avalanche.payoffOrder.map((step) => step.month)).toEqual([6, 7, 20])
  expect(payoffNames(snowball)).toEqual(['Store card', 'Visa', 'Car loan'])
  expect(snowball.payoffOrder.map((step) => step.month)).toEqual([2, 8, 20])
  // Totals checked against an independent 50-digit decimal simulation.
  expect(avalanche.totalInterest).toBeCloseTo(676.0365758732585, 8)
  expect(snowball.totalInterest).toBeCloseTo(698.7262912950619, 8)
  expect(avalanche.totalDebt).toBe(10500)
  expect(snowball.totalDebt).toBe(10500)
  expect(avalanche.monthlyPayment).toBe(585)
  expect(avalanche.monthsToPayoff).toBe(20)
  expect(snowball.monthsToPayoff).toBe(20)
})

test('avalanche costs no more interest than snowball, and the comparison table agrees', () => {
  const comparison = compareStrategies(threeDebts(), 300, june2025)
  const avalanche = plan(threeDebts(), 'avalanche', 300)
  const snowball = plan(threeDebts(), 'snowball', 300)

  expect(comparison.avalanche.totalInterest).toBeLessThan(comparison.snowball.totalInterest)
  expect(comparison.avalanche).toEqual({
    totalInterest: avalanche.totalInterest,
    interestPaid: avalanche.totalInterest,
    monthsToPayoff: avalanche.monthsToPayoff,
    debtFreeDate: avalanche.debtFreeDate,
    finished: true,
  })
  expect(comparison.snowball).toEqual({
    totalInterest: snowball.totalInterest,
    interestPaid: snowball.totalInterest,
    monthsToPayoff: snowball.monthsToPayoff,
    debtFreeDate: snowball.debtFreeDate,
    finished: true,
  })
})

test('when a debt is paid off mid-month, what is left of the budget goes to the next debt that month', () => {
  // Budget 50 + 50 + 100 = 200. Month 1: minimums leave Small at 70 and Big at 950; the 100 pool
  // clears Small (70) and its leftover 30 goes to Big the same month: Big ends at 920.
  const result = plan([debt('Small', 120, 0, 50), debt('Big', 1000, 0, 50)], 'snowball', 100)
  const [small, big] = result.balancesByDebt

  expect(small?.balances).toEqual([0, 0, 0, 0, 0, 0])
  expect(big?.balances).toEqual([920, 720, 520, 320, 120, 0])
  expect(result.monthlySchedule.map((row) => row.payment)).toEqual([200, 200, 200, 200, 200, 120])
  expect(result.payoffOrder.map((step) => [step.name, step.month])).toEqual([
    ['Small', 1],
    ['Big', 6],
  ])
})

test('a minimum larger than what a debt still owes frees the difference the same month', () => {
  // Tiny needs only 30 of its 50 minimum; the other 20 joins the 100 extra on Big.
  const result = plan([debt('Tiny', 30, 0, 50), debt('Big', 1000, 0, 50)], 'snowball', 100)

  expect(result.balancesByDebt[1]?.balances[0]).toBe(830)
  expect(result.monthlySchedule[0]?.payment).toBe(200)
})

test('the total monthly payment stays at minimums plus extra until the last month', () => {
  const result = plan(threeDebts(), 'avalanche', 300)
  const rows = result.monthlySchedule
  const last = rows.at(-1)

  for (const row of rows.slice(0, -1)) {
    expect(row.payment).toBeCloseTo(585, 9)
    expect(row.totalMonthlyPayment).toBe(585)
  }
  expect(last?.payment).toBeLessThanOrEqual(585)
  expect(last?.balance).toBe(0)
})

test('a zero-rate debt takes balance / payment months and costs no interest', () => {
  const result = plan([debt('Family loan', 1000, 0, 300)])

  expect(result.monthsToPayoff).toBe(4)
  expect(result.totalInterest).toBe(0)
  expect(result.monthlySchedule.map((row) => row.payment)).toEqual([300, 300, 300, 100])
  expect(result.monthlySchedule.map((row) => row.principal)).toEqual([300, 300, 300, 100])
})

test('debts with a zero or negative balance are ignored, minimums included', () => {
  const result = plan(
    [debt('Paid card', 0, 20, 40), debt('Loan', 1000, 0, 100), debt('Refund', -50, 10, 25)],
    'avalanche',
    100,
  )

  expect(result.totalDebt).toBe(1000)
  expect(result.monthlyPayment).toBe(200)
  expect(result.monthsToPayoff).toBe(5)
  expect(result.balancesByDebt.map((series) => [series.name, series.debtIndex])).toEqual([
    ['Loan', 1],
  ])
  expect(result.payoffOrder).toEqual([
    { name: 'Loan', debtIndex: 1, month: 5, date: { year: 2025, month: 11 } },
  ])
})

test('with no debt left to pay, the plan is empty rather than an error', () => {
  for (const debts of [[], [debt('Paid card', 0, 20, 40)]]) {
    const result = plan(debts, 'snowball', 500)

    expect(result).toMatchObject({
      totalDebt: 0,
      totalInterest: 0,
      totalPaid: 0,
      interestSaved: 0,
      monthsSaved: 0,
      monthsToPayoff: 0,
      debtFreeDate: june2025,
      monthlyPayment: 0,
      payoffOrder: [],
      monthlySchedule: [],
      balancesByDebt: [],
      finished: true,
      unfinishedReason: null,
      remainingBalance: 0,
    })
  }
})

test('a minimum below the monthly interest cannot finish: the plan says so and stops at 360 months', () => {
  // 10,000 at 24% costs 200 a month in interest; a 150 payment never catches up.
  const result = plan([debt('Card', 10000, 24, 150)])

  expect(result.finished).toBe(false)
  expect(result.unfinishedReason).toBe('payments-below-interest')
  expect(UNFINISHED_MESSAGES['payments-below-interest']).toMatch(/do not keep up with the interest/)
  expect(result.monthsToPayoff).toBe(360)
  expect(result.monthlySchedule).toHaveLength(360)
  expect(result.debtFreeDate).toBeNull()
  expect(result.payoffOrder).toEqual([])
  expect(result.remainingBalance).toBeGreaterThan(10000)
  expect(result.monthlySchedule.at(-1)?.balance).toBe(result.remainingBalance)
  expect(result.monthlySchedule[0]?.principal).toBeCloseTo(-50, 10)
  expect(result.monthlySchedule[0]?.progressPercent).toBeCloseTo(-0.5, 10)
})

test('a plan that needs more than 360 months stops there with its own reason', () => {
  // 101 against 100 of monthly interest: nper says about 464 months.
  const result = plan([debt('Loan', 10000, 12, 101)])

  expect(nper(0.01, -101, 10000)).toBeGreaterThan(360)
  expect(result.finished).toBe(false)
  expect(result.unfinishedReason).toBe('longer-than-360-months')
  expect(result.monthsToPayoff).toBe(360)
  expect(result.remainingBalance).toBeGreaterThan(0)
  expect(result.remainingBalance).toBeLessThan(10000)
})

/** The level payment of a loan in whole cents, rounded up as lenders do, so it finishes in time. */
const paymentInCents = (rate: number, months: number, balance: number) =>
  Math.ceil(-pmt(rate, months, balance) * 100) / 100

test('a loan amortized over exactly 360 months finishes in month 360', () => {
  const payment = paymentInCents(0.01, 360, 10000)
  const result = plan([debt('Mortgage', 10000, 12, payment)])

  expect(result.finished).toBe(true)
  expect(result.monthsToPayoff).toBe(360)
  expect(result.debtFreeDate).toEqual({ year: 2055, month: 6 })
})

test('custom order pays the debts in the order the user listed them', () => {
  const result = plan(
    [
      debt('Car loan', 3000, 6, 100),
      debt('Visa', 2000, 24.99, 60),
      debt('Store card', 500, 15, 25),
    ],
    'custom',
    400,
  )

  expect(payoffNames(result)).toEqual(['Car loan', 'Visa', 'Store card'])
  expect(result.totalInterest).toBeGreaterThan(
    plan(
      [
        debt('Car loan', 3000, 6, 100),
        debt('Visa', 2000, 24.99, 60),
        debt('Store card', 500, 15, 25),
      ],
      'avalanche',
      400,
    ).totalInterest,
  )
})

test('avalanche breaks an APR tie with the smaller balance, snowball a balance tie with the higher APR', () => {
  const sameRate = [debt('Big', 3000, 20, 50), debt('Small', 1000, 20, 50), debt('Low', 500, 5, 50)]
  const sameBalance = [
    debt('Cheap', 1000, 5, 50),
    debt('Dear', 1000, 25, 50),
    debt('Large', 4000, 30, 50),
  ]

  expect(orderForStrategy(sameRate, 'avalanche').map((d) => d.name)).toEqual([
    'Small',
    'Big',
    'Low',
  ])
  expect(orderForStrategy(sameBalance, 'snowball').map((d) => d.name)).toEqual([
    'Dear',
    'Cheap',
    'Large',
  ])
  expect(payoffNames(plan(sameRate, 'avalanche', 500))[0]).toBe('Small')
  expect(payoffNames(plan(sameBalance, 'snowball', 500))[0]).toBe('Dear')
})

test('debts equal in APR and balance keep the order the user gave', () => {
  const twins = [debt('First', 1000, 10, 50), debt('Second', 1000, 10, 50)]

  expect(orderForStrategy(twins, 'avalanche').map((d) => d.name)).toEqual(['First', 'Second'])
  expect(orderForStrategy(twins, 'snowball').map((d) => d.name)).toEqual(['First', 'Second'])
  expect(payoffNames(plan(twins, 'snowball', 300))).toEqual(['First', 'Second'])
})

test('interest saved and months saved compare with paying only the minimum', () => {
  // Minimum only: 100 a month for 13 months. With 50 extra: 150 a month for ceil(8.38) = 9 months.
  const result = plan([debt('Loan', 1200, 12, 100)], 'avalanche', 50)
  const minimumOnlyInterest = 12 * 100 - fv(0.01, 12, -100, 1200) * 1.01 - 1200
  const planInterest = 8 * 150 - fv(0.01, 8, -150, 1200) * 1.01 - 1200

  expect(result.minimumOnly).toMatchObject({ monthsToPayoff: 13, finished: true })
  expect(result.minimumOnly.totalInterest).toBeCloseTo(minimumOnlyInterest, 6)
  expect(result.totalInterest).toBeCloseTo(planInterest, 6)
  expect(result.interestSaved).toBeCloseTo(minimumOnlyInterest - planInterest, 6)
  expect(result.monthsSaved).toBe(4)
})

test('rolling freed minimums over saves interest and months even with no extra payment', () => {
  const result = plan([debt('A', 1000, 20, 100), debt('B', 3000, 10, 60)], 'avalanche', 0)

  expect(result.monthlyPayment).toBe(160)
  expect(result.interestSaved).toBeGreaterThan(0)
  expect(result.monthsSaved).toBeGreaterThan(0)
  expect(result.monthsToPayoff + (result.monthsSaved ?? Number.NaN)).toBe(
    result.minimumOnly.monthsToPayoff,
  )
})

test('one debt with no extra payment saves nothing against itself', () => {
  const result = plan([debt('Card', 5000, 18.99, 150)], 'avalanche', 0)

  expect(result.interestSaved).toBe(0)
  expect(result.monthsSaved).toBe(0)
})

test('a minimum-only baseline that never finishes is capped at 360 months', () => {
  // Alone, the 150 minimum never beats 200 of interest; with 300 extra the plan finishes.
  const result = plan([debt('Card', 10000, 24, 150)], 'avalanche', 300)

  expect(result.minimumOnly).toMatchObject({
    monthsToPayoff: 360,
    finished: false,
    debtFreeDate: null,
  })
  expect(result.finished).toBe(true)
  expect(result.monthsSaved).toBe(360 - result.monthsToPayoff)
  expect(result.interestSaved).toBeGreaterThan(0)
})

test('months to payoff agree with ceil(nper) from the financial package', () => {
  const loans = [
    { balance: 8000, rate: 7, payment: 150 },
    { balance: 5000, rate: 18.99, payment: 650 },
    { balance: 25000, rate: 4.5, payment: 466 },
    { balance: 1234.56, rate: 29.99, payment: 45.5 },
    { balance: 300000, rate: 6.75, payment: 2000 },
  ]
  for (const { balance, rate, payment } of loans) {
    const expected = Math.ceil(nper(rate / 12 / 100, -payment, balance))
    expect(plan([debt('Loan', balance, rate, payment)]).monthsToPayoff).toBe(expected)
  }
})

test('total interest of a fixed-payment loan agrees with pmt to the cent', () => {
  const loans = [
    { balance: 200000, rate: 7.5, months: 180 },
    { balance: 2500, rate: 8.24, months: 12 },
    { balance: 18000, rate: 5.9, months: 60 },
    { balance: 10000, rate: 12, months: 360 },
  ]
  for (const { balance, rate, months } of loans) {
    const monthlyRate = rate / 12 / 100
    const payment = paymentInCents(monthlyRate, months, balance)
    const result = plan([debt('Loan', balance, rate, payment)])

    expect(result.monthsToPayoff).toBe(months)
    // The payment is rounded up to the cent, so the last one is what is left after months − 1
    // payments, with that month's interest (closed form, numpy-financial fv).
    const owedBeforeLast = fv(monthlyRate, months - 1, payment, -balance)
    const lastPayment = owedBeforeLast * (1 + monthlyRate)
    const interest = (months - 1) * payment + lastPayment - balance
    // Far tighter than a cent: the unrounded math matches the closed form before display rounding.
    expect(Math.abs(result.totalInterest - interest)).toBeLessThan(1e-6)
  }
})

test('the final payment of an uneven loan agrees with fv from the financial package', () => {
  // After 64 payments of 150 on 8000 at 7%, fv gives what is owed; month 65 adds a month of interest.
  const monthlyRate = 0.07 / 12
  const owedAfter64 = -fv(monthlyRate, 64, -150, 8000)
  const result = plan([debt('Loan', 8000, 7, 150)])

  expect(result.monthlySchedule.at(-1)?.payment).toBeCloseTo(owedAfter64 * (1 + monthlyRate), 6)
  expect(result.totalInterest).toBeCloseTo(64 * 150 + owedAfter64 * (1 + monthlyRate) - 8000, 6)
})

test('every schedule adds up: balances, per-debt series, payments and the constant budget', () => {
  const debtArbitrary = fc.record({
    name: fc.string({ maxLength: 10 }),
    balance: fc.double({ min: 0, max: 1e6, noNaN: true }),
    rate: fc.double({ min: 0, max: 100, noNaN: true }),
    minimum: fc.double({ min: 0, max: 5000, noNaN: true }),
  })
  fc.assert(
    fc.property(
      fc.array(debtArbitrary, { minLength: 1, maxLength: MAX_DEBTS }),
      fc.constantFrom<Strategy>('avalanche', 'snowball', 'custom'),
      fc.double({ min: 0, max: 5000, noNaN: true }),
      (debts, strategy, extra) => {
        const result = plan(debts, strategy, extra)
        const rows = result.monthlySchedule
        const near = (a: number, b: number) =>
          Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
        let previous = result.totalDebt
        let paid = 0
        rows.forEach((row, index) => {
          expect(near(row.balance, previous - row.principal)).toBe(true)
          expect(near(row.principal, row.payment - row.interest)).toBe(true)
          const seriesTotal = result.balancesByDebt.reduce(
            (sum, series) => sum + (series.balances[index] ?? Number.NaN),
            0,
          )
          expect(near(seriesTotal, row.balance)).toBe(true)
          const isLast = index === rows.length - 1
          if (!isLast || !result.finished)
            expect(near(row.payment, result.monthlyPayment)).toBe(true)
          previous = row.balance
          paid += row.payment
        })
        expect(near(paid, result.totalPaid)).toBe(true)
        expect(rows.length).toBeLessThanOrEqual(360)
        if (result.finished) {
          expect(result.interestSaved).toBeGreaterThanOrEqual(0)
          expect(result.monthsSaved).toBeGreaterThanOrEqual(0)
        } else {
          expect(result.interestSaved).toBeNull()
          expect(result.monthsSaved).toBeNull()
        }
      },
    ),
  )
})

test('planning never changes the debts it was given', () => {
  const debts = threeDebts()
  plan(debts, 'snowball', 300)

  expect(debts).toEqual(threeDebts())
})

test('dates count from the month after the start and roll over year ends', () => {
  expect(addMonths({ year: 2025, month: 11 }, 2)).toEqual({ year: 2026, month: 1 })
  expect(addMonths({ year: 2025, month: 12 }, 0)).toEqual({ year: 2025, month: 12 })
  expect(addMonths({ year: 2025, month: 1 }, 360)).toEqual({ year: 2055, month: 1 })
  expect(toIsoMonth({ year: 2026, month: 3 })).toBe('2026-03')
  expect(
    planDebtPayoff({
      debts: [debt('Card', 300, 0, 100)],
      strategy: 'avalanche',
      extra: 0,
      start: { year: 2025, month: 11 },
    }).debtFreeDate,
  ).toEqual({ year: 2026, month: 2 })
})

// --- URL state ------------------------------------------------------------------------------

test('an empty query gives the seed defaults', () => {
  expect(parseDebtParams(q(''))).toEqual({
    debts: [{ name: 'Credit Card', balance: 5000, rate: 18.99, minimum: 150 }],
    strategy: 'avalanche',
    extra: 500,
    oneOffs: [],
  })
})

test('a well-formed query is read as given, in the order given', () => {
  const params = q('debt=Visa|2000|24.99|60&debt=Car%20loan|8000|6|200&strategy=custom&extra=250')

  expect(parseDebtParams(params)).toEqual({
    debts: [debt('Visa', 2000, 24.99, 60), debt('Car loan', 8000, 6, 200)],
    strategy: 'custom',
    extra: 250,
    oneOffs: [],
  })
})

test('serialising and parsing gives back the same inputs, also through the URL text', () => {
  const input: DebtInput = {
    debts: [
      debt('Visa & Co = 100% "fun" #1?', 2000.5, 24.99, 60),
      debt('Prêt étudiant 🎓 a+b / c', 0, 0, 0),
      debt('  spaced  ', 1e9, 100, 12.345),
    ],
    strategy: 'snowball',
    extra: 0,
    oneOffs: [],
  }
  const search = debtParamsToSearch(input)

  expect(parseDebtParams(search)).toEqual(input)
  expect(parseDebtParams(new URLSearchParams(search.toString()))).toEqual(input)
})

test('a pipe in a name is replaced when serialising so the entry stays four fields', () => {
  const search = debtParamsToSearch({
    debts: [debt('Chase|Visa', 1000, 20, 50)],
    strategy: 'avalanche',
    extra: 100,
  })

  expect(search.getAll('debt')).toEqual(['Chase/Visa|1000|20|50'])
  expect(parseDebtParams(search).debts).toEqual([debt('Chase/Visa', 1000, 20, 50)])
})

test('names longer than 80 characters are cut without splitting an emoji', () => {
  const name = `${'a'.repeat(79)}🎓🎓`
  const [parsed] = parseDebtParams(q(`debt=${encodeURIComponent(name)}|100|5|10`)).debts

  expect(parsed?.name).toBe(`${'a'.repeat(79)}🎓`)
})

test('malformed debt entries are skipped and the valid ones kept', () => {
  const params = q(
    [
      'debt=Good|1000|10|50',
      'debt=Too|few|fields',
      'debt=Too|many|1|2|3',
      'debt=Words|lots|10|50',
      'debt=Empty||10|50',
      'debt=Infinite|Infinity|10|50',
      'debt=',
      'debt=Also good|0|0|0',
    ].join('&'),
  )

  expect(parseDebtParams(params).debts).toEqual([
    debt('Good', 1000, 10, 50),
    debt('Also good', 0, 0, 0),
  ])
})

test('when no debt entry is valid, the default debt list is used', () => {
  expect(parseDebtParams(q('debt=nonsense&debt=a|b|c|d&extra=100')).debts).toEqual([
    { name: 'Credit Card', balance: 5000, rate: 18.99, minimum: 150 },
  ])
})

test('out-of-range values are rejected: the debt is skipped, extra and strategy fall back', () => {
  const params = q(
    [
      'debt=Negative balance|-1|10|50',
      'debt=APR over 100|1000|100.5|50',
      'debt=Negative APR|1000|-1|50',
      'debt=Negative minimum|1000|10|-5',
      'debt=Absurd balance|1e308|10|50',
      'debt=Edge|0|100|0',
      'strategy=fastest',
      'extra=-50',
    ].join('&'),
  )

  expect(parseDebtParams(params)).toEqual({
    debts: [debt('Edge', 0, 100, 0)],
    strategy: 'avalanche',
    extra: 500,
    oneOffs: [],
  })
  expect(parseDebtParams(q('extra=lots')).extra).toBe(500)
  expect(parseDebtParams(q('extra=2e9')).extra).toBe(500)
})

test('at most 20 debts are read or written, the first 20', () => {
  const entries = Array.from({ length: 25 }, (_, i) => `debt=Debt ${i + 1}|${100 * (i + 1)}|5|10`)
  const parsed = parseDebtParams(q(entries.join('&')))

  expect(parsed.debts).toHaveLength(20)
  expect(parsed.debts.at(-1)?.name).toBe('Debt 20')
  const written = debtParamsToSearch({
    debts: Array.from({ length: 25 }, (_, i) => debt(`Debt ${i + 1}`, 100, 5, 10)),
    strategy: 'avalanche',
    extra: 0,
  })
  expect(written.getAll('debt')).toHaveLength(20)
})

test('skipped entries do not count toward the 20-debt cap', () => {
  const entries = ['debt=broken', ...Array.from({ length: 20 }, (_, i) => `debt=D${i}|1|1|1`)]

  expect(parseDebtParams(q(entries.join('&'))).debts).toHaveLength(20)
})

test('the defaults are fresh objects each time, safe to edit', () => {
  const first = parseDebtParams(q(''))
  const firstDebt = first.debts[0]
  if (firstDebt) firstDebt.balance = 1

  expect(parseDebtParams(q('')).debts[0]?.balance).toBe(5000)
})

test('any valid input survives a round trip through the query string', () => {
  const name = fc
    .string({ unit: 'grapheme', maxLength: 30 })
    .filter((text) => !text.includes('|') && Array.from(text).length <= 80)
  const debtArbitrary = fc.record({
    name,
    balance: fc.double({ min: 0, max: 1e9, noNaN: true }),
    rate: fc.double({ min: 0, max: 100, noNaN: true }),
    minimum: fc.double({ min: 0, max: 1e6, noNaN: true }),
  })
  fc.assert(
    fc.property(
      fc.record({
        debts: fc.array(debtArbitrary, { minLength: 1, maxLength: MAX_DEBTS }),
        strategy: fc.constantFrom<Strategy>('avalanche', 'snowball', 'custom'),
        extra: fc.double({ min: 0, max: 1e6, noNaN: true }),
        oneOffs: fc.constant([]),
      }),
      (input) => {
        const text = debtParamsToSearch(input).toString()
        expect(parseDebtParams(new URLSearchParams(text))).toEqual(input)
      },
    ),
  )
})

test('a 30% card paid at $150 a month grows by $100 a month and saves nothing', () => {
  // $10,000 at 30% is charged $250 of interest in the first month; with $50 extra the plan pays
  // $200 and still falls behind, so "interest saved" against the minimums would be meaningless.
  const result = plan([debt('Card', 10000, 30, 150)], 'avalanche', 50)
  expect(result.finished).toBe(false)
  expect(result.interestSaved).toBeNull()
  expect(result.monthsSaved).toBeNull()
  expect(result.balanceGrowth?.fromMonth).toBe(1)
  expect(result.balanceGrowth?.interest).toBeCloseTo(250, 10)
  expect(result.balanceGrowth?.payment).toBeCloseTo(200, 10)
  expect(result.balanceGrowth?.change).toBeCloseTo(50, 10)
  // Every payment went to interest; the rest of the interest was added to the balance.
  expect(result.interestPaid).toBeCloseTo(result.totalPaid, 6)
  expect(result.totalPaid).toBeCloseTo(360 * 200, 6)
  expect(result.unpaidInterest).toBeCloseTo(result.remainingBalance - 10000, 4)
  expect(unfinishedDetails(result)).toEqual([
    'In the first month $250 of interest is charged and you pay $200, so your balance grows by $50 a month, and faster after that as interest is charged on the unpaid interest.',
    `After 360 months you would still owe ${formatDollars(result.remainingBalance)}.`,
    `Of the $72,000 you would have paid, $72,000 goes to interest; another ${formatDollars(result.unpaidInterest)} of interest is never paid but added to what you owe.`,
  ])
})

test('a slow plan that does finish eventually reports the interest its payments covered', () => {
  const result = plan([debt('Loan', 10000, 12, 101)])
  expect(result.unfinishedReason).toBe('longer-than-360-months')
  expect(result.unpaidInterest).toBeCloseTo(0, 6)
  expect(result.interestPaid).toBeCloseTo(result.totalInterest, 6)
  expect(unfinishedDetails(result)).toEqual([
    `After 360 months you would still owe ${formatDollars(result.remainingBalance)}.`,
    `Your payments would have covered all ${formatDollars(result.interestPaid)} of the interest charged by then.`,
  ])
  expect(unfinishedDetails(plan([debt('Card', 1000, 20, 100)]))).toEqual([])
})

test('1,000 random plans: interest paid never exceeds what was paid, and only a finished plan saves', () => {
  const random = seededRandom(360)
  const failures: string[] = []
  let unfinished = 0
  for (let run = 0; run < 1_000; run++) {
    const debts = Array.from({ length: random.int(1, 4) }, (_, index) =>
      debt(
        `Debt ${index + 1}`,
        random.amount(0, 50_000),
        random.amount(0, 40, 2),
        random.amount(0, 800),
      ),
    )
    const extra = random.chance(0.3) ? 0 : random.amount(0, 1_000)
    const result = plan(debts, random.pick(['avalanche', 'snowball', 'custom'] as const), extra)
    const check = (ok: boolean, what: string) => {
      if (!ok) failures.push(`run ${run} ${JSON.stringify({ debts, extra })}: ${what}`)
    }
    const slack = 1e-6 * Math.max(1, result.totalPaid, result.totalInterest)
    check(result.interestPaid <= result.totalPaid + slack, 'interest paid above total paid')
    check(result.interestPaid <= result.totalInterest + slack, 'interest paid above charged')
    check(
      Math.abs(result.interestPaid + result.unpaidInterest - result.totalInterest) <= slack,
      'paid and unpaid interest do not add up',
    )
    const owed = result.totalDebt + result.totalInterest - result.totalPaid
    check(Math.abs(owed - result.remainingBalance) <= slack, 'balance does not add up')
    if (result.finished) {
      check(result.interestSaved !== null && result.interestSaved >= 0, 'finished without saving')
      check(Math.abs(result.unpaidInterest) <= slack, 'finished with unpaid interest')
      check(unfinishedDetails(result).length === 0, 'finished plan explained as unfinished')
      continue
    }
    if (result.totalDebt === 0) continue
    unfinished += 1
    check(result.interestSaved === null && result.monthsSaved === null, 'unfinished plan saves')
    const details = unfinishedDetails(result).join(' ')
    check(details.includes(formatDollars(result.remainingBalance)), 'remaining balance missing')
    const growth = result.balanceGrowth
    const rows = result.monthlySchedule
    if (growth) {
      // Every month from the one named to the end really grows, by the amount stated for it.
      check(
        rows
          .slice(growth.fromMonth - 1)
          .every((row) => row.balance > (rows[row.month - 2]?.balance ?? result.totalDebt)),
        `balance does not grow from month ${growth.fromMonth}`,
      )
      const before = rows[growth.fromMonth - 2]
      check(
        growth.fromMonth === 1 || (before !== undefined && before.principal >= 0),
        'growth starts later than stated',
      )
      check(
        details.includes(`grows by ${formatDollars(growth.change)} a month`),
        'growth not stated',
      )
    } else {
      check(!details.includes('grows by'), 'growth stated for a falling balance')
      check((rows.at(-1)?.principal ?? 0) >= 0, 'growing balance not explained')
    }
    if (result.unfinishedReason === 'payments-below-interest') {
      check(growth !== null || result.remainingBalance >= result.totalDebt, 'reason without growth')
    }
  }
  expect(failures.slice(0, 5)).toEqual([])
  expect(unfinished).toBeGreaterThan(50)
})

test('1,000 random debt lists: the total owed and the monthly payment are exact to the cent', () => {
  const random = seededRandom(25)
  const failures: string[] = []
  for (let run = 0; run < 1_000; run++) {
    const debts = Array.from({ length: random.int(1, 6) }, (_, index) =>
      debt(
        `Debt ${index + 1}`,
        random.amount(0, 30_000),
        random.amount(0, 30, 2),
        random.amount(0, 600),
      ),
    )
    const extra = random.amount(0, 1_000)
    const result = plan(debts, 'avalanche', extra)
    const cents = (dollars: number) => Math.round(dollars * 100)
    const open = debts.filter((item) => item.balance > 0)
    const owed = open.reduce((total, item) => total + cents(item.balance), 0) / 100
    const budget =
      (open.reduce((total, item) => total + cents(item.minimum), 0) + cents(extra)) / 100
    if (result.totalDebt !== owed) failures.push(`run ${run}: total ${result.totalDebt} ≠ ${owed}`)
    if (result.monthlyPayment !== budget)
      failures.push(`run ${run}: payment ${result.monthlyPayment} ≠ ${budget}`)
  }
  expect(failures.slice(0, 5)).toEqual([])
})
