import { expect, test } from 'vitest'
import { CREDIT_CARD_DEFAULTS, calculateCreditCard } from './credit-card'
import { payoffChart } from './credit-card-charts'

test('the balance of the plan and of minimum payments only, month by month from today', () => {
  const result = calculateCreditCard({
    ...CREDIT_CARD_DEFAULTS,
    balance: 1_000,
    apr: 12,
    payment: 300,
  })
  const spec = payoffChart(result)
  const months = result.minimumOnly.rows.length
  expect(spec.labels).toHaveLength(months + 1)
  expect(spec.labels[0]).toBe('Now')
  expect(spec.labels[1]).toBe('Month 1')
  const [plan, minimum] = spec.series
  expect(plan?.label).toBe('Your plan')
  // $1,000 at 1% a month, $300 a month: 1,010 − 300, 717.10 − 300, 421.271 − 300, then paid.
  const expected = [1_000, 710, 417.1, 121.271, 0, 0]
  expected.forEach((value, month) => expect(plan?.values[month]).toBeCloseTo(value, 9))
  expect(minimum?.label).toBe('Minimum payments only')
  expect(minimum?.values[0]).toBe(1_000)
  expect(minimum?.values.at(-1)).toBe(0)
})

test('a plan that never clears the card is left off the chart', () => {
  const result = calculateCreditCard({
    ...CREDIT_CARD_DEFAULTS,
    balance: 10_000,
    apr: 24,
    payment: 150,
  })
  expect(payoffChart(result).series.map((s) => s.label)).toEqual(['Minimum payments only'])
  const neither = calculateCreditCard({
    ...CREDIT_CARD_DEFAULTS,
    balance: 10_000,
    apr: 24,
    payment: 150,
    minPercent: 0,
    minFloor: 0,
  })
  expect(payoffChart(neither).series).toEqual([])
})
