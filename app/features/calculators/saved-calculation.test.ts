import { expect, test } from 'vitest'
import { CALCULATOR_TYPES, calculationUrl } from './calculator-types'
import { DIVIDEND_DEFAULTS, dividendParamsToSearch } from './dividend'
import { describeCalculation } from './saved-calculation'

const now = new Date('2026-03-10T12:00:00.000Z')

test('the dividend defaults are summarised with the figures the page shows', () => {
  const saved = describeCalculation('dividend', '', now)
  expect(saved.inputs).toBe(dividendParamsToSearch(DIVIDEND_DEFAULTS))
  expect(saved.summary).toEqual([
    { label: 'Invested', value: '$10,000 plus $500 a month at a 3.5% yield for 20 years' },
    { label: 'Final portfolio value', value: '$400,430' },
    { label: 'Total dividends', value: '$67,255' },
    { label: 'Monthly dividend income', value: '$636' },
  ])
})

test('inputs are read as the calculator reads them: out-of-range values fall back, order and extras do not matter', () => {
  const messy = describeCalculation(
    'compound-interest',
    'years=500&rate=5&utm_source=x&initial=1000',
    now,
  )
  const tidy = describeCalculation('compound-interest', 'initial=1000&rate=5', now)
  expect(messy).toEqual(tidy)
  expect(messy.inputs).toBe('initial=1000&monthly=500&rate=5&years=20&frequency=12')
})

test('a debt plan names its debt-free month from the month it was saved in', () => {
  const inputs = new URLSearchParams([
    ['debt', 'Card|1000|0|100'],
    ['strategy', 'avalanche'],
    ['extra', '0'],
  ]).toString()
  const saved = describeCalculation('debt-freedom', inputs, now)
  expect(saved.summary).toContainEqual({ label: 'Debt-free date', value: 'January 2027' })
  expect(saved.summary).toContainEqual({ label: 'Time to payoff', value: '10 months' })
})

test('every calculator gives a short summary and a link that reopens it with the same inputs', () => {
  for (const type of CALCULATOR_TYPES) {
    const saved = describeCalculation(type, '', now)
    expect(saved.summary.length).toBeGreaterThanOrEqual(3)
    expect(saved.summary.length).toBeLessThanOrEqual(4)
    expect(describeCalculation(type, saved.inputs, now)).toEqual(saved)
    expect(calculationUrl(type, saved.inputs)).toBe(`/calculators/${type}?${saved.inputs}`)
  }
})

test('a dividend calculation the model refuses is saved with the reason, not with figures', () => {
  const saved = describeCalculation(
    'dividend',
    'initial=10000&yield=3.5&monthly=500&dividendGrowth=50&priceGrowth=-50&years=50&reinvest=true&tax=15',
    now,
  )
  expect(saved.summary).toEqual([
    { label: 'Invested', value: '$10,000 plus $500 a month at a 3.5% yield for 50 years' },
    {
      label: 'Projection',
      value: 'None: the dividend would pass 25% of the share price in year 3',
    },
  ])
})

test('a debt plan that cannot finish is saved with no interest saving', () => {
  const inputs = new URLSearchParams([
    ['debt', 'Card|10000|30|150'],
    ['strategy', 'avalanche'],
    ['extra', '50'],
  ]).toString()
  const saved = describeCalculation('debt-freedom', inputs, now)
  expect(saved.summary).toContainEqual({
    label: 'Interest saved',
    value: 'None: not paid off within 30 years',
  })
})

test('a debt plan with promotions and one-off payments names them in its summary', () => {
  const saved = describeCalculation(
    'debt-freedom',
    'debt=Transfer|3000|24|90|12|0&debt=Car|9000|6|250&oneoff=5|1200&oneoff=2|300&oneoff=3|0&strategy=avalanche&extra=100',
    new Date('2026-11-29T10:00:00Z'),
  )
  expect(saved.inputs).toBe(
    'debt=Transfer%7C3000%7C24%7C90%7C12%7C0&debt=Car%7C9000%7C6%7C250&oneoff=5%7C1200&oneoff=2%7C300&oneoff=3%7C0&strategy=avalanche&extra=100',
  )
  expect(saved.summary.slice(1, 3)).toEqual([
    { label: 'Promotional rates', value: 'Transfer: 0% for 12 months' },
    {
      label: 'One-off payments',
      value: '$1,500 in 2 payments ($1,200 in month 5, $300 in month 2)',
    },
  ])
})
