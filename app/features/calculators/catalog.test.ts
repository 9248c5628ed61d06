import { expect, test } from 'vitest'
import { CALCULATOR_LINKS } from '~/site'
import { CALCULATOR_CATALOG, canonicalCalculatorPath } from './catalog'

test('singular and short names map to the calculators’ real paths', () => {
  expect(canonicalCalculatorPath('debt')).toBe('/calculators/debt-freedom')
  expect(canonicalCalculatorPath('retirement')).toBe('/calculators/retirement')
  expect(canonicalCalculatorPath('credit-card-payoff')).toBe('/calculators/credit-card-payoff')
  expect(canonicalCalculatorPath('budget')).toBe('/calculators/budget')
  expect(canonicalCalculatorPath('a/b')).toBe('/calculators/a%2Fb')
  expect(canonicalCalculatorPath('loan-comparison')).toBe('/calculators/loan-comparison')
  expect(canonicalCalculatorPath('wealth-projection')).toBe('/calculators/wealth-projection')
})

test('every calculator in the navigation has a question and a description', () => {
  expect(CALCULATOR_CATALOG.map((entry) => entry.to)).toEqual(CALCULATOR_LINKS.map((l) => l.to))
  expect(CALCULATOR_CATALOG.map((entry) => entry.to)).toContain('/calculators/budget')
  for (const entry of CALCULATOR_CATALOG) {
    expect(entry.question).toMatch(/\?$/)
    expect(entry.blurb.length).toBeGreaterThan(40)
  }
})
