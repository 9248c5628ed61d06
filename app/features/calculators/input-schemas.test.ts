import { expect, test } from 'vitest'
import { CALCULATOR_TYPES } from './calculator-types'
import { COMPOUND_DEFAULTS, compoundParamsToSearch } from './compound'
import { DEBT_DEFAULTS, debtParamsToSearch } from './debt'
import { DIVIDEND_DEFAULTS, dividendParamsToSearch, parseDividendParams } from './dividend'
import { EMERGENCY_DEFAULTS, emergencyParamsToSearch } from './emergency'
import { readInputObject, readInputQuery } from './input-schemas'
import { RETIREMENT_DEFAULTS, retirementParamsToSearch } from './retirement'

const DEFAULT_QUERIES = {
  'compound-interest': compoundParamsToSearch(COMPOUND_DEFAULTS),
  'debt-freedom': debtParamsToSearch({ ...DEBT_DEFAULTS, debts: [DEBT_DEFAULTS.debt] }).toString(),
  dividend: dividendParamsToSearch(DIVIDEND_DEFAULTS),
  retirement: retirementParamsToSearch(RETIREMENT_DEFAULTS),
  'emergency-fund': emergencyParamsToSearch(EMERGENCY_DEFAULTS),
}

test('each calculator’s own share query reads back unchanged, and an empty one is its defaults', () => {
  for (const type of CALCULATOR_TYPES) {
    const query = DEFAULT_QUERIES[type]
    expect(readInputQuery(type, new URLSearchParams(query))).toEqual({
      success: true,
      inputs: query,
    })
    expect(readInputQuery(type, new URLSearchParams())).toEqual({ success: true, inputs: query })
    expect(readInputObject(type, {})).toEqual({ success: true, inputs: query })
  }
})

test('a query value the page would quietly replace is refused, named by its parameter', () => {
  expect(
    readInputQuery('compound-interest', new URLSearchParams('rate=31&years=2.5&utm_source=x')),
  ).toEqual({
    success: false,
    fieldErrors: {
      rate: 'Enter a number from 0 to 30',
      years: 'Enter a whole number from 1 to 50',
    },
  })
  expect(readInputQuery('dividend', new URLSearchParams('yield=&reinvest=maybe'))).toEqual({
    success: false,
    fieldErrors: { yield: 'Enter a number from 0 to 25', reinvest: 'Send true or false' },
  })
  expect(readInputQuery('emergency-fund', new URLSearchParams('months=5'))).toEqual({
    success: false,
    fieldErrors: { months: 'Choose one of 3, 6, 9, 12' },
  })
  expect(
    readInputQuery(
      'debt-freedom',
      new URLSearchParams('debt=Card|5000|abc|100&debt=nonsense&strategy=fastest'),
    ),
  ).toEqual({
    success: false,
    fieldErrors: {
      'debt 1 rate': 'Enter a number from 0 to 100',
      'debt 2':
        'Send each debt as {name, balance, rate, minimum}, with promoMonths and promoRate for a promotion (in a link: name|balance|rate|minimum, then |promoMonths|promoRate)',
      strategy: 'Choose one of avalanche, snowball, custom',
    },
  })
  expect(readInputQuery('retirement', new URLSearchParams('age=60&retireAt=55'))).toEqual({
    success: false,
    fieldErrors: { retireAt: 'Retirement age must be after the current age (60)' },
  })
})

test('a flat object of inputs becomes the share query; missing fields take the defaults', () => {
  expect(readInputObject('compound-interest', { initial: 2500, rate: '6.5' })).toEqual({
    success: true,
    inputs: 'initial=2500&monthly=500&rate=6.5&years=20&frequency=12',
  })
  expect(
    readInputObject('debt-freedom', {
      debts: [
        { name: 'Car loan', balance: 9000, rate: 6.5, minimum: 250 },
        { balance: 1200, rate: 24, minimum: 40 },
      ],
      strategy: 'snowball',
    }),
  ).toEqual({
    success: true,
    inputs: 'debt=Car+loan%7C9000%7C6.5%7C250&debt=%7C1200%7C24%7C40&strategy=snowball&extra=500',
  })
})

test('the seed’s dividend body is read with its own field names; its results are not kept', () => {
  const read = readInputObject('dividend', {
    initialInvestment: 20000,
    dividendYield: 4,
    monthlyContribution: 250,
    investmentYears: 15,
    finalValue: 123456,
    totalDividends: 7890,
  })
  expect(read.success).toBe(true)
  if (!read.success) return
  expect(parseDividendParams(new URLSearchParams(read.inputs))).toEqual({
    ...DIVIDEND_DEFAULTS,
    initial: 20000,
    dividendYield: 4,
    monthly: 250,
    years: 15,
  })
})

test('a flat object with a bad or unknown field is refused, naming the field', () => {
  expect(readInputObject('retirement', { currentAge: 17, inflation: 'high' })).toEqual({
    success: false,
    fieldErrors: {
      currentAge: 'Enter a whole number from 18 to 100',
      inflation: 'Enter a number from 0 to 10',
    },
  })
  expect(readInputObject('emergency-fund', { housing: 1200, rent: 900 })).toEqual({
    success: false,
    fieldErrors: {
      inputs:
        'Unknown field rent: send only housing, utilities, food, transportation, insurance, other, goalMonths, currentFund, monthlySavings',
    },
  })
  expect(
    readInputObject('debt-freedom', { debts: [{ name: 'Card\u0000', balance: -1, rate: 5 }] }),
  ).toEqual({
    success: false,
    fieldErrors: {
      'debts.0.name': 'Use one line of plain text, without tabs or line breaks',
      'debts.0.balance': 'Enter a number from 0 to 1,000,000,000',
      'debts.0.minimum': 'Enter a number from 0 to 1,000,000,000',
    },
  })
  expect(readInputObject('compound-interest', 'initial=5000')).toEqual({
    success: false,
    fieldErrors: { inputs: 'Send the inputs as an object' },
  })
})

test('the debt reader takes promotions and one-off payments, and names each refused part', () => {
  expect(
    readInputQuery(
      'debt-freedom',
      new URLSearchParams(
        'debt=Transfer|3000|24|90|12|0&debt=Car|9000|6|250&oneoff=5|1200&oneoff=2|300&strategy=avalanche&extra=100',
      ),
    ),
  ).toEqual({
    success: true,
    inputs:
      'debt=Transfer%7C3000%7C24%7C90%7C12%7C0&debt=Car%7C9000%7C6%7C250&oneoff=5%7C1200&oneoff=2%7C300&strategy=avalanche&extra=100',
  })
  expect(
    readInputQuery(
      'debt-freedom',
      new URLSearchParams(
        'debt=A|100|10|5|2.5|0&debt=B|1|1|1|3|101&oneoff=0|100&oneoff=2|x&oneoff=3',
      ),
    ),
  ).toEqual({
    success: false,
    fieldErrors: {
      'debt 1 promoMonths': 'Enter a whole number from 0 to 360',
      'debt 2 promoRate': 'Enter a number from 0 to 100',
      'oneoff 1 month': 'Enter a whole number from 1 to 360',
      'oneoff 2 amount': 'Enter a number from 0 to 1,000,000,000',
      'oneoff 3': 'Send each one-off payment as {month, amount} (in a link: oneoff=month|amount)',
    },
  })
  expect(
    readInputObject('debt-freedom', {
      debts: [{ name: 'A', balance: 100, rate: 10, minimum: 5, promoRate: 3 }],
      oneOffs: Array.from({ length: 13 }, () => ({ month: 1, amount: 1 })),
    }),
  ).toEqual({
    success: false,
    fieldErrors: {
      'debts.0.promoRate': 'A promotional rate needs promoMonths, the months it lasts',
      oneOffs: 'List at most 12 one-off payments',
    },
  })
  expect(
    readInputObject('debt-freedom', {
      debts: [{ name: 'A', balance: 100, rate: 10, minimum: 5, promoMonths: 6 }],
      oneOffs: [{ month: 3, amount: 250 }],
    }),
  ).toEqual({
    success: true,
    inputs: 'debt=A%7C100%7C10%7C5%7C6%7C0&oneoff=3%7C250&strategy=avalanche&extra=500',
  })
})
