import { CALCULATOR_LINKS } from '~/site'

/** The calculators whose results can be saved to an account (seed 001 §7: calculatorType). */
export const CALCULATOR_TYPES = [
  'debt-freedom',
  'compound-interest',
  'dividend',
  'retirement',
  'emergency-fund',
] as const

export type CalculatorType = (typeof CALCULATOR_TYPES)[number]

export function isCalculatorType(value: string): value is CalculatorType {
  return (CALCULATOR_TYPES as readonly string[]).includes(value)
}

export const calculatorPath = (type: CalculatorType) => `/calculators/${type}`

/** The calculator's name as the navigation shows it. */
export function calculatorName(type: CalculatorType): string {
  return CALCULATOR_LINKS.find((link) => link.to === calculatorPath(type))?.label ?? type
}

/** The calculator page with the saved inputs: the same address its 'Copy link' gives. */
export function calculationUrl(type: CalculatorType, inputs: string): string {
  return inputs ? `${calculatorPath(type)}?${inputs}` : calculatorPath(type)
}
