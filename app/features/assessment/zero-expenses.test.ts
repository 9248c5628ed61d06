import { expect, test } from 'vitest'
import { needsZeroExpensesConfirmation } from './zero-expenses'

test('$0 of monthly expenses needs the box ticked; any other figure does not', () => {
  expect(needsZeroExpensesConfirmation(0, undefined)).toBe(true)
  expect(needsZeroExpensesConfirmation(0, '')).toBe(true)
  expect(needsZeroExpensesConfirmation(0, 'on')).toBe(false)
  expect(needsZeroExpensesConfirmation(1, undefined)).toBe(false)
  expect(needsZeroExpensesConfirmation(2900, undefined)).toBe(false)
})
