import { expect, test } from 'vitest'
import { inputsGiven } from './calculator-use'

test('the inputs given are the query fields with a value other than 0 or an empty list', () => {
  expect(inputsGiven('initial=10000&monthly=0&rate=7&years=&frequency=12')).toBe(3)
  expect(inputsGiven('?debts=%5B%5D&extra=0')).toBe(0)
  expect(inputsGiven('debts=%5B%7B%22balance%22%3A500%7D%5D&extra=50')).toBe(2)
  expect(inputsGiven('')).toBe(0)
})
