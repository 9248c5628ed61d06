import { expect, test } from 'vitest'
import { calculateLoan, compareLoans, LOAN_DEFAULTS, type Loan } from './loan'
import { chartMonths, loanChart } from './loan-charts'
import { breakEvenSentence, cheapestSentence } from './loan-content'

const loan = (overrides: Partial<Loan> = {}): Loan => ({
  name: '',
  amount: 12_000,
  apr: 0,
  term: 12,
  unit: 'months',
  points: 0,
  fees: 0,
  ...overrides,
})

test('the cheapest loan is named; a tie names every loan that shares the lowest total', () => {
  const loans = [loan({ name: 'Bank' }), loan({ name: 'Union' }), loan({ fees: 10 })]
  expect(cheapestSentence(loans, compareLoans({ loans }))).toBe(
    'Bank and Union tie for the lowest cost: $12,000 each in all.',
  )
  expect(cheapestSentence(LOAN_DEFAULTS.loans, compareLoans(LOAN_DEFAULTS))).toBe(
    'Two points costs the least: $672,475 in all.',
  )
  const none = [loan({ fees: 12_000 }), loan({ fees: 20_000 })]
  expect(cheapestSentence(none, compareLoans({ loans: none }))).toMatch(/^No loan can be compared/)
})

test('break-even in words: paid back, never, and paid back then costing more again', () => {
  const loans = [loan(), loan({ name: 'Points' })]
  expect(
    breakEvenSentence(loans, {
      higherUpfront: 1,
      other: 0,
      extraUpfront: 600,
      month: 40,
      costsMoreFrom: null,
    }),
  ).toBe(
    'The $600 higher upfront costs of Points are paid back by month 40, when it has cost no more in all than Loan 1.',
  )
  expect(
    breakEvenSentence(loans, {
      higherUpfront: 1,
      other: 0,
      extraUpfront: 600,
      month: null,
      costsMoreFrom: null,
    }),
  ).toBe(
    'Points costs $600 more upfront than Loan 1 and never makes it up: it costs more in total at every month.',
  )
  expect(
    breakEvenSentence(loans, {
      higherUpfront: 1,
      other: 0,
      extraUpfront: 600,
      month: 20,
      costsMoreFrom: 37,
    }),
  ).toMatch(/From month 37 it costs more again/)
})

test('the chart draws every month up to ten years, else every year, and each loan reaches zero', () => {
  expect(chartMonths(3)).toEqual([0, 1, 2, 3])
  expect(chartMonths(130)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120, 130])
  const short = calculateLoan(loan({ term: 6 }))
  const long = calculateLoan(loan({ term: 12, fees: 100 }))
  if (!short.ok || !long.ok) throw new Error('must compute')
  const loans = [
    { label: 'Short', amount: 12_000, index: 0, result: short.result },
    { label: 'Long', amount: 12_000, index: 1, result: long.result },
  ]
  const balance = loanChart('balance', loans)
  expect(balance.labels).toHaveLength(13)
  expect(balance.series[0]?.values.slice(0, 2)).toEqual([12_000, 10_000])
  expect(balance.series[0]?.values.slice(6)).toEqual([0, 0, 0, 0, 0, 0, 0])
  const cost = loanChart('cost', loans)
  expect(cost.series[1]?.values[0]).toBe(100)
  expect(cost.series[1]?.values[12]).toBeCloseTo(12_100, 6)
  expect(cost.series[0]?.values[12]).toBeCloseTo(12_000, 6)
})
