import { expect, test } from 'vitest'
import { financialSnapshot } from '../../../tests/factories'
import { debtParamsToSearch, MAX_DEBTS, parseDebtParams, planDebtPayoff } from './debt'
import {
  canonicalDebtSearch,
  currentMonth,
  debtLabel,
  debtsFromSnapshot,
  describeDebtFill,
  formatMonth,
  formatMonths,
  formatShortMonth,
  formatYearsAndMonths,
} from './debt-form'

const q = (pairs: [string, string][]) => new URLSearchParams(pairs)

/** The fields one card sends when the form is submitted without JavaScript. */
const card = (name: string, balance: string, rate: string, minimum: string): [string, string][] => [
  ['debtName', name],
  ['debtBalance', balance],
  ['debtRate', rate],
  ['debtMinimum', minimum],
]

const debtsOf = (search: string | null) =>
  parseDebtParams(new URLSearchParams(search ?? '')).debts.map((debt) => debt.name)

test('a canonical or hand-made link is left alone', () => {
  expect(canonicalDebtSearch(q([]))).toBeNull()
  expect(
    canonicalDebtSearch(
      q([
        ['debt', 'Visa|1000|20|50'],
        ['extra', '100'],
      ]),
    ),
  ).toBeNull()
})

test('the default page sent without JavaScript becomes the canonical query of the same plan', () => {
  const search = canonicalDebtSearch(
    q([
      ...card('Credit Card', '5000', '18.99', '150'),
      ['strategy', 'avalanche'],
      ['extra', '500'],
    ]),
  )
  expect(search).toBe('debt=Credit+Card%7C5000%7C18.99%7C150&strategy=avalanche&extra=500')
  const start = { year: 2026, month: 1 }
  expect(planDebtPayoff({ ...parseDebtParams(new URLSearchParams(search ?? '')), start })).toEqual(
    planDebtPayoff({ ...parseDebtParams(new URLSearchParams('')), start }),
  )
})

test('typed amounts may carry dollar signs, commas and percent signs; a pipe in a name is kept out', () => {
  const search = canonicalDebtSearch(
    q([...card('Chase|Visa', '$5,000', '18.99%', ' 150 '), ['extra', '$1,200']]),
  )
  expect(parseDebtParams(new URLSearchParams(search ?? ''))).toEqual({
    debts: [{ name: 'Chase/Visa', balance: 5000, rate: 18.99, minimum: 150 }],
    strategy: 'avalanche',
    extra: 1200,
    oneOffs: [],
  })
})

test('Add Another Debt appends an empty debt, up to the limit', () => {
  const added = canonicalDebtSearch(q([...card('Visa', '1000', '20', '50'), ['addDebt', '1']]))
  expect(parseDebtParams(new URLSearchParams(added ?? '')).debts).toEqual([
    { name: 'Visa', balance: 1000, rate: 20, minimum: 50 },
    { name: 'Debt 2', balance: 0, rate: 0, minimum: 0 },
  ])
  const full = Array.from({ length: MAX_DEBTS }, (_, i) => card(`D${i}`, '1', '1', '1')).flat()
  expect(debtsOf(canonicalDebtSearch(q([...full, ['addDebt', '1']])))).toHaveLength(MAX_DEBTS)
})

test('Remove drops the card whose button was pressed, but never the last one', () => {
  const three = [
    ...card('A', '1', '1', '1'),
    ...card('B', '2', '2', '2'),
    ...card('C', '3', '3', '3'),
  ]
  expect(debtsOf(canonicalDebtSearch(q([...three, ['removeDebt', '1']])))).toEqual(['A', 'C'])
  expect(
    debtsOf(canonicalDebtSearch(q([...card('A', '1', '1', '1'), ['removeDebt', '0']]))),
  ).toEqual(['A'])
})

test('the index of a pressed button counts cards as sent, even next to a card that will be refused', () => {
  const cards = [
    ...card('A', '1', '1', '1'),
    ...card('Bad', 'lots', '1', '1'),
    ...card('C', '3', '3', '3'),
  ]
  expect(debtsOf(canonicalDebtSearch(q([...cards, ['removeDebt', '2']])))).toEqual(['A'])
})

test('Move up and Move down swap a card with its neighbour; at the ends nothing moves', () => {
  const three = [
    ...card('A', '1', '1', '1'),
    ...card('B', '2', '2', '2'),
    ...card('C', '3', '3', '3'),
  ]
  const move = (name: string, index: string) =>
    debtsOf(canonicalDebtSearch(q([...three, ['strategy', 'custom'], [name, index]])))
  expect(move('moveDebtUp', '2')).toEqual(['A', 'C', 'B'])
  expect(move('moveDebtDown', '0')).toEqual(['B', 'A', 'C'])
  expect(move('moveDebtUp', '0')).toEqual(['A', 'B', 'C'])
  expect(move('moveDebtDown', '2')).toEqual(['A', 'B', 'C'])
  expect(move('moveDebtDown', '7')).toEqual(['A', 'B', 'C'])
  expect(move('moveDebtDown', '-1')).toEqual(['A', 'B', 'C'])
})

test('debt labels fall back to the position for a blank name', () => {
  expect(debtLabel('  Visa ', 0)).toBe('Visa')
  expect(debtLabel('   ', 2)).toBe('Debt 3')
})

test('the current month is read in UTC, so a server and a browser agree', () => {
  expect(currentMonth(new Date('2026-12-31T23:30:00-05:00'))).toEqual({ year: 2027, month: 1 })
  expect(currentMonth(new Date('2026-03-01T00:00:00Z'))).toEqual({ year: 2026, month: 3 })
})

test('months read as words', () => {
  expect(formatMonth({ year: 2027, month: 8 })).toBe('August 2027')
  expect(formatShortMonth({ year: 2027, month: 12 })).toBe('Dec 2027')
  expect(formatMonths(1)).toBe('1 month')
  expect(formatMonths(9)).toBe('9 months')
  expect(formatYearsAndMonths(9)).toBeNull()
  expect(formatYearsAndMonths(12)).toBe('1 year')
  expect(formatYearsAndMonths(27)).toBe('2 years 3 months')
  expect(formatYearsAndMonths(360)).toBe('30 years')
})

test('saved assessment numbers become one card, and the line says what is assumed', () => {
  // $12,000 of debt: 2% a month is $240.
  const snapshot = financialSnapshot({ totalDebt: 12_000 })

  expect(debtsFromSnapshot(snapshot)).toEqual([
    { name: 'Total debt from my assessment', balance: 12_000, rate: 18.99, minimum: 240 },
  ])
  expect(describeDebtFill(snapshot)).toEqual({
    text: 'one debt of $12,000 (your total debt) with a $240 minimum payment (2% of the balance) at 18.99% APR (this calculator’s default rate), in place of the debts listed below.',
    canUse: true,
  })
  // The cards survive the trip through the page address.
  const debts = debtsFromSnapshot(snapshot)
  expect(
    parseDebtParams(debtParamsToSearch({ debts, strategy: 'avalanche', extra: 0 })).debts,
  ).toEqual(debts)
})

test('saved numbers with no debt offer nothing to fill in', () => {
  const snapshot = financialSnapshot({ totalDebt: 0 })

  expect(debtsFromSnapshot(snapshot)).toEqual([])
  expect(describeDebtFill(snapshot)).toEqual({
    text: 'you had no debt, so there is nothing to fill in here.',
    canUse: false,
  })
})
