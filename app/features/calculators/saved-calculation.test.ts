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

test('a budget is saved with its pay, surplus or shortfall and its 50/30/20 split', () => {
  expect(describeCalculation('budget', '', now).summary).toEqual([
    { label: 'Take-home pay', value: '$5,000 a month, $4,800 planned' },
    { label: 'Surplus', value: '$200' },
    { label: 'Needs / wants / savings', value: '68% / 20% / 8% (guideline 50/30/20)' },
  ])
  const short = describeCalculation('budget', 'income=1000&housing=900&savings=300', now)
  expect(short.summary[1]).toEqual({ label: 'Shortfall', value: '$3,000' })
  const none = describeCalculation('budget', 'income=0', now)
  expect(none.summary[2]).toEqual({
    label: 'Needs / wants / savings',
    value: 'N/A / N/A / N/A (guideline 50/30/20)',
  })
})

test('a credit-card plan is saved with its payoff time, interest and the minimum-only time', () => {
  expect(describeCalculation('credit-card-payoff', '', now).summary).toEqual([
    { label: 'Card', value: '$6,000 at 22% APR, paying $250 a month' },
    { label: 'Time to payoff', value: '2 years 8 months' },
    { label: 'Total interest', value: expect.stringMatching(/^\$1,\d{3}$/) },
    { label: 'Paying only the minimum', value: expect.stringMatching(/years/) },
  ])
  const never = describeCalculation('credit-card-payoff', 'balance=10000&apr=24&payment=150', now)
  expect(never.summary[1]).toEqual({
    label: 'Time to payoff',
    value: 'Never: the payment does not cover the interest',
  })
  const target = describeCalculation(
    'credit-card-payoff',
    'balance=1200&apr=0&mode=target&targetMonths=12&transferFee=0',
    now,
  )
  expect(target.summary[0]).toEqual({
    label: 'Card',
    value: '$1,200 at 0% APR, paying $100 a month',
  })
  expect(target.summary[1]).toEqual({ label: 'Time to payoff', value: '1 year' })
})

test('a loan comparison is saved with the cheapest loan and each loan’s figures', () => {
  const saved = describeCalculation('loan-comparison', '', now)
  // Checked apart: 360 payments of 1,945.79 + 1,500 and of 1,847.15 + 7,500; APRs by bisection.
  expect(saved.summary).toEqual([
    { label: 'Lowest total cost', value: 'Two points costs the least: $672,475 in all.' },
    { label: 'Monthly payments', value: 'No points $1,946; Two points $1,847' },
    { label: 'Total costs', value: 'No points $701,986; Two points $672,475' },
    { label: 'APR with fees', value: 'No points 6.8%; Two points 6.49%' },
  ])
  const tie = describeCalculation(
    'loan-comparison',
    'name=A&amount=1000&apr=0&term=10&unit=months&name=B&amount=1000&apr=0&term=10&unit=months&fees=0&fees=1000',
    now,
  )
  expect(tie.summary[0]?.value).toBe('A costs the least: $1,000 in all.')
  expect(tie.summary[1]?.value).toBe('A $100; B: not computed')
})

test('a wealth projection is saved with today’s net worth and the final year in both dollars', () => {
  const saved = describeCalculation('wealth-projection', 'years=1&inflation=0&spread=0', now)
  expect(saved.summary[0]).toEqual({ label: 'Net worth today', value: '$175,000' })
  expect(saved.summary[1]?.label).toBe('In 1 year, today’s dollars')
  expect(saved.summary[2]?.label).toBe('In 1 year, future dollars')
  // No inflation and no spread: all the figures are the same number.
  const [figure] = /\$[\d,]+/.exec(saved.summary[2]?.value ?? '') ?? []
  expect(saved.summary[1]?.value).toBe(`${figure} (range ${figure} to ${figure})`)
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
