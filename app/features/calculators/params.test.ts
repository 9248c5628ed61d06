import { expect, test } from 'vitest'
import { readBoolean, readChoice, readNumber } from './params'

const q = (query: string) => new URLSearchParams(query)

test('a well-formed number inside its range is read as given', () => {
  expect(readNumber(q('rate=7.5'), 'rate', { min: 0, max: 30, fallback: 7 })).toBe(7.5)
})

test('missing, empty, malformed and out-of-range numbers fall back to the default', () => {
  const field = { min: 1, max: 50, integer: true, fallback: 20 }
  expect(readNumber(q(''), 'years', field)).toBe(20)
  expect(readNumber(q('years='), 'years', field)).toBe(20)
  expect(readNumber(q('years=abc'), 'years', field)).toBe(20)
  expect(readNumber(q('years=Infinity'), 'years', field)).toBe(20)
  expect(readNumber(q('years=0'), 'years', field)).toBe(20)
  expect(readNumber(q('years=51'), 'years', field)).toBe(20)
  expect(readNumber(q('years=2.5'), 'years', field)).toBe(20)
})

test('a value outside a closed list falls back', () => {
  const field = { oneOf: [1, 2, 4, 12, 365], fallback: 12 }
  expect(readNumber(q('frequency=365'), 'frequency', field)).toBe(365)
  expect(readNumber(q('frequency=3'), 'frequency', field)).toBe(12)
})

test('booleans accept only true and false', () => {
  expect(readBoolean(q('reinvest=false'), 'reinvest', true)).toBe(false)
  expect(readBoolean(q('reinvest=yes'), 'reinvest', true)).toBe(true)
})

test('choices accept only listed values', () => {
  const strategies = ['avalanche', 'snowball', 'custom'] as const
  expect(readChoice(q('strategy=snowball'), 'strategy', strategies, 'avalanche')).toBe('snowball')
  expect(readChoice(q('strategy=random'), 'strategy', strategies, 'avalanche')).toBe('avalanche')
})
