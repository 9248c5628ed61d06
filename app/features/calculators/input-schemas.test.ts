import { expect, test } from 'vitest'
import { CALCULATOR_TYPES } from './calculator-types'
import { COMPOUND_DEFAULTS, compoundParamsToSearch } from './compound'
import { DEBT_DEFAULTS, debtParamsToSearch } from './debt'
import { DIVIDEND_DEFAULTS, dividendParamsToSearch, parseDividendParams } from './dividend'
import { EMERGENCY_DEFAULTS, emergencyParamsToSearch } from './emergency'
import { readInputObject, readInputQuery } from './input-schemas'
import { RETIREMENT_DEFAULTS, retirementParamsToSearch } from './retirement'
import { BUDGET_DEFAULTS, budgetParamsToSearch } from './budget/budget'
import { CREDIT_CARD_DEFAULTS, creditCardParamsToSearch } from './credit-card-payoff/credit-card'
import { LOAN_DEFAULTS, loanParamsToSearch } from './loan-comparison/loan'
import { WEALTH_DEFAULTS, wealthParamsToSearch } from './wealth-projection/wealth'

const DEFAULT_QUERIES = {
  'compound-interest': compoundParamsToSearch(COMPOUND_DEFAULTS),
  'debt-freedom': debtParamsToSearch({ ...DEBT_DEFAULTS, debts: [DEBT_DEFAULTS.debt] }).toString(),
  dividend: dividendParamsToSearch(DIVIDEND_DEFAULTS),
  retirement: retirementParamsToSearch(RETIREMENT_DEFAULTS),
  'emergency-fund': emergencyParamsToSearch(EMERGENCY_DEFAULTS),
  budget: budgetParamsToSearch(BUDGET_DEFAULTS),
  'credit-card-payoff': creditCardParamsToSearch(CREDIT_CARD_DEFAULTS),
  'loan-comparison': loanParamsToSearch(LOAN_DEFAULTS),
  'wealth-projection': wealthParamsToSearch(WEALTH_DEFAULTS),
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

test('the budget reader refuses bad amounts by name and reads a flat object into its query', () => {
  expect(
    readInputQuery('budget', new URLSearchParams('income=-1&housing=abc&food=1e10&other=')),
  ).toEqual({
    success: false,
    fieldErrors: {
      income: 'Enter a number from 0 to 1,000,000,000',
      housing: 'Enter a number from 0 to 1,000,000,000',
      food: 'Enter a number from 0 to 1,000,000,000',
      other: 'Enter a number from 0 to 1,000,000,000',
    },
  })
  const read = readInputObject('budget', { income: 3000, savings: '250', extraDebt: 50 })
  expect(read).toEqual({
    success: true,
    inputs: budgetParamsToSearch({ ...BUDGET_DEFAULTS, income: 3000, savings: 250, extraDebt: 50 }),
  })
  expect(readInputObject('budget', { income: 3000, rent: 900 })).toEqual({
    success: false,
    fieldErrors: {
      inputs:
        'Unknown field rent: send only income, housing, transport, food, utilities, insurance, debt, extraDebt, savings, personal, other',
    },
  })
  expect(readInputObject('budget', { housing: Number.NaN })).toMatchObject({ success: false })
  expect(readInputObject('budget', { housing: 'x\u0000' })).toMatchObject({ success: false })
})

test('the credit-card reader refuses a bad mode, fractions of months and out-of-range rates', () => {
  expect(
    readInputQuery(
      'credit-card-payoff',
      new URLSearchParams('mode=weekly&targetMonths=2.5&apr=101&promoMonths=-1&transferFee=NaN'),
    ),
  ).toEqual({
    success: false,
    fieldErrors: {
      mode: 'Choose one of payment, target',
      targetMonths: 'Enter a whole number from 1 to 600',
      apr: 'Enter a number from 0 to 100',
      promoMonths: 'Enter a whole number from 0 to 600',
      transferFee: 'Enter a number from 0 to 100',
    },
  })
  expect(
    readInputObject('credit-card-payoff', {
      balance: 2500,
      apr: 19.99,
      mode: 'target',
      targetMonths: 12,
    }),
  ).toEqual({
    success: true,
    inputs: creditCardParamsToSearch({
      ...CREDIT_CARD_DEFAULTS,
      balance: 2500,
      apr: 19.99,
      mode: 'target',
      targetMonths: 12,
    }),
  })
  // Repeated parameters: the first value is read, as the page reads it.
  expect(readInputQuery('credit-card-payoff', new URLSearchParams('apr=10&apr=200'))).toMatchObject(
    {
      success: true,
    },
  )
})

test('loans: each refused value is named by its parameter and loan number', () => {
  expect(
    readInputQuery(
      'loan-comparison',
      new URLSearchParams(
        'amount=1000&amount=abc&apr=5&apr=101&term=50&term=12&unit=years&unit=weeks&fees=2000&fees=0',
      ),
    ),
  ).toEqual({
    success: false,
    fieldErrors: {
      'term 1': 'Enter a term of at most 40 years (480 months)',
      'amount 2': 'Enter a number from 1 to 1,000,000,000',
      'apr 2': 'Enter a number from 0 to 100',
      'unit 2': 'Choose one of years, months',
    },
  })
  expect(
    readInputQuery(
      'loan-comparison',
      new URLSearchParams('amount=1000&amount=1000&apr=5&apr=5&term=1&term=1&fees=1000&fees=0'),
    ),
  ).toEqual({
    success: false,
    fieldErrors: { 'fees 1': expect.stringContaining('take the whole amount') },
  })
  expect(
    readInputQuery('loan-comparison', new URLSearchParams('amount=1000&apr=5&term=12')),
  ).toEqual({
    success: false,
    fieldErrors: { loans: 'List at least 2 loans' },
  })
  expect(
    readInputObject('loan-comparison', {
      loans: [
        { name: 'A\u0000', amount: 1000, apr: 5, term: 12 },
        { amount: 1000, apr: 5, term: 12, unit: 'months', colour: 'red' },
      ],
    }),
  ).toEqual({
    success: false,
    fieldErrors: {
      'loans.0.name': 'Use one line of plain text, without tabs or line breaks',
      'loans.1': expect.stringContaining('Unknown field colour'),
    },
  })
  const read = readInputObject('loan-comparison', {
    loans: [
      { amount: 1000, apr: 5, term: 12, unit: 'months' },
      { name: 'B', amount: 2000, apr: 0, term: 2, points: 1 },
    ],
  })
  expect(read).toEqual({
    success: true,
    inputs:
      'name=&amount=1000&apr=5&term=12&unit=months&points=0&fees=0&name=B&amount=2000&apr=0&term=2&unit=years&points=1&fees=0',
  })
})

test('wealth: refused numbers and milestones are named; milestones come as text or a list', () => {
  expect(
    readInputQuery(
      'wealth-projection',
      new URLSearchParams('cash=-1&years=51&milestones=100000,250000&inflation=NaN'),
    ),
  ).toEqual({
    success: false,
    fieldErrors: {
      cash: 'Enter a number from 0 to 1,000,000,000',
      inflation: 'Enter a number from 0 to 15',
      years: 'Enter a whole number from 1 to 50',
      milestones: 'Enter up to 6 amounts from 1 to 1,000,000,000,000, separated by spaces',
    },
  })
  const fromList = readInputObject('wealth-projection', { milestones: [500_000, 100_000] })
  const fromText = readInputQuery(
    'wealth-projection',
    new URLSearchParams('milestones=100000+500,000'),
  )
  expect(fromList).toEqual(fromText)
  expect(fromList.success && new URLSearchParams(fromList.inputs).get('milestones')).toBe(
    '100000 500000',
  )
  expect(readInputObject('wealth-projection', { milestones: [0] })).toEqual({
    success: false,
    fieldErrors: { 'milestones.0': 'Enter a number from 1 to 1,000,000,000,000' },
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
