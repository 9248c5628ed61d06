import { expect, test } from 'vitest'
import { CALCULATOR_TYPES } from './calculator-types'
import { parseCompoundParams } from './compound'
import { parseDebtParams } from './debt'
import { parseDividendParams } from './dividend'
import { parseEmergencyParams } from './emergency'
import { prefillHref, prefillLinks, prefillQuery, type AssessmentFigures } from './prefill'
import { carriesAssessmentFigures, readPrefillMarker, withoutPrefillMarker } from './prefill-marker'
import { parseRetirementParams, RETIREMENT_DEFAULTS } from './retirement'
import { parseWealthParams } from './wealth-projection/wealth'

const figures = (overrides: Partial<AssessmentFigures> = {}): AssessmentFigures => ({
  assessedAt: new Date('2026-11-29T09:30:00Z'),
  age: 34,
  totalDebt: 12_000,
  monthlyExpenses: 3_200,
  emergencyFund: 4_000,
  investableAssets: 15_000,
  monthlyDebtPayment: 240,
  freeMonthlyIncome: 810,
  ...overrides,
})

const queryOf = (type: (typeof CALCULATOR_TYPES)[number], from = figures()) =>
  new URLSearchParams(prefillQuery(type, from) ?? '')

test('Given total debt, the debt calculator gets it as one debt at the assumed payment and the example rate', () => {
  expect(parseDebtParams(queryOf('debt-freedom')).debts).toEqual([
    { name: 'Total debt from my assessment', balance: 12_000, rate: 18.99, minimum: 240 },
  ])
})

test('Given expenses and a fund, the emergency fund calculator gets them, with free income as savings', () => {
  expect(parseEmergencyParams(queryOf('emergency-fund'))).toMatchObject({
    housing: 0,
    utilities: 0,
    food: 0,
    transportation: 0,
    insurance: 0,
    other: 3_200,
    currentFund: 4_000,
    monthlySavings: 810,
  })
})

test('Given an age, the retirement calculator gets only the age; its savings stay the examples', () => {
  const input = parseRetirementParams(queryOf('retirement'))
  expect(input.currentAge).toBe(34)
  expect(input.currentSavings).toBe(RETIREMENT_DEFAULTS.currentSavings)
  // Past the default retirement age, the ages stay in order.
  expect(parseRetirementParams(queryOf('retirement', figures({ age: 70 })))).toMatchObject({
    currentAge: 70,
    retirementAge: 71,
  })
})

test('Given investable assets, the compound interest and dividend calculators start from them', () => {
  expect(parseCompoundParams(queryOf('compound-interest')).initial).toBe(15_000)
  expect(parseDividendParams(queryOf('dividend')).initial).toBe(15_000)
})

test('Given what the visitor owns and owes, the wealth projection starts from it, with $0 for what was not asked', () => {
  expect(parseWealthParams(queryOf('wealth-projection'))).toMatchObject({
    cash: 4_000,
    investments: 15_000,
    retirement: 0,
    homeEquity: 0,
    debt: 12_000,
    debtRate: 18.99,
    debtPayment: 240,
    monthlySaving: 810,
  })
  // No debt: no rate or payment for it either.
  expect(
    parseWealthParams(
      queryOf('wealth-projection', figures({ totalDebt: 0, monthlyDebtPayment: 0 })),
    ),
  ).toMatchObject({ debt: 0, debtRate: 0, debtPayment: 0 })
})

test('The budget, card and loan calculators get no link: the assessment holds nothing that truthfully fills them', () => {
  for (const type of ['budget', 'credit-card-payoff', 'loan-comparison'] as const) {
    expect(prefillHref(type, figures())).toBeNull()
  }
})

test('Given zero answers, a calculator they cannot fill gets no link, rather than made-up figures', () => {
  const empty = figures({
    totalDebt: 0,
    monthlyDebtPayment: 0,
    monthlyExpenses: 0,
    emergencyFund: 0,
    investableAssets: 0,
    freeMonthlyIncome: 0,
  })
  expect(prefillLinks(CALCULATOR_TYPES, empty).map((link) => link.type)).toEqual(['retirement'])
  // An age the retirement calculator cannot plan for (100: no retirement age after it) gives none.
  expect(prefillHref('retirement', figures({ age: 100 }))).toBeNull()
  // Expenses alone (no fund yet) still fill the emergency fund calculator.
  expect(prefillHref('emergency-fund', figures({ emergencyFund: 0 }))).not.toBeNull()
  // Missing figures (not numbers) are no figures.
  expect(prefillHref('debt-freedom', figures({ totalDebt: Number.NaN }))).toBeNull()
})

test('Given figures above a field’s maximum, they are capped to what the field accepts', () => {
  const rich = figures({ investableAssets: 5e9 })
  expect(parseCompoundParams(queryOf('compound-interest', rich)).initial).toBe(1_000_000_000)
})

test('each link carries the figures and the assessment’s date as its marker, and every calculator has a note', () => {
  const href = prefillHref('debt-freedom', figures())
  expect(href).toBe(
    '/calculators/debt-freedom?debt=Total+debt+from+my+assessment%7C12000%7C18.99%7C240&strategy=avalanche&extra=500&fromAssessment=2026-11-29',
  )
  const url = new URL(href ?? '', 'https://wealthward.test')
  expect(carriesAssessmentFigures(url)).toBe(true)
  expect(readPrefillMarker(url.searchParams)).toEqual({
    kind: 'filled',
    assessedOn: new Date('2026-11-29T00:00:00Z'),
  })
  expect(withoutPrefillMarker(url.toString())).not.toContain('fromAssessment')
})

test('a marker that is not a real day, or repeated junk, shows no note', () => {
  const read = (query: string) => readPrefillMarker(new URLSearchParams(query))
  expect(read('')).toBeNull()
  expect(read('fromAssessment=2026-02-30')).toBeNull()
  expect(read('fromAssessment=tomorrow')).toBeNull()
  expect(read('fromAssessment=2026-11-29%00')).toBeNull()
  expect(read('fromAssessment=none')).toEqual({ kind: 'none' })
  expect(carriesAssessmentFigures(new URL('https://wealthward.test/calculators/dividend'))).toBe(
    false,
  )
})
