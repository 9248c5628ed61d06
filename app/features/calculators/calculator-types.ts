import { CALCULATOR_LINKS } from '~/site'

/** The calculators whose results can be saved to an account (seed 001 §7: calculatorType). */
export const CALCULATOR_TYPES = [
  'debt-freedom',
  'compound-interest',
  'dividend',
  'retirement',
  'emergency-fund',
  'budget',
  'credit-card-payoff',
  'loan-comparison',
  'wealth-projection',
] as const

export type CalculatorType = (typeof CALCULATOR_TYPES)[number]

export function isCalculatorType(value: string): value is CalculatorType {
  return (CALCULATOR_TYPES as readonly string[]).includes(value)
}

/**
 * The short names clients may send for a calculator (seed 001 §7 uses them in newsletter sources),
 * and the calculator each stands for.
 */
export const CALCULATOR_SHORT_NAMES = {
  compound: 'compound-interest',
  debt: 'debt-freedom',
  dividend: 'dividend',
  retirement: 'retirement',
  emergency: 'emergency-fund',
  'credit-card': 'credit-card-payoff',
  loan: 'loan-comparison',
  wealth: 'wealth-projection',
} as const satisfies Record<string, CalculatorType>

/** A calculator's slug or short name, as the calculator it names; null for anything else. */
export function calculatorTypeFromName(name: string): CalculatorType | null {
  if (isCalculatorType(name)) return name
  const short = Object.entries(CALCULATOR_SHORT_NAMES).find(([shortName]) => shortName === name)
  return short ? short[1] : null
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

/** The CSV download of the calculator's table for these inputs (a share query string). */
export function calculatorCsvUrl(type: CalculatorType, inputs: string): string {
  return inputs ? `${calculatorPath(type)}/csv?${inputs}` : `${calculatorPath(type)}/csv`
}
