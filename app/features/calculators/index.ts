/** What other features use of this feature (safe in the browser). */
export {
  calculationUrl,
  CALCULATOR_SHORT_NAMES,
  CALCULATOR_TYPES,
  calculatorName,
  type CalculatorType,
  calculatorTypeFromName,
  isCalculatorType,
} from './calculator-types'
export { COMPOUND_DEFAULTS, compoundParamsToSearch, parseCompoundParams } from './compound'
export { debtParamsToSearch, parseDebtParams } from './debt'
export { ASSESSMENT_DEBT_NAME, DEBT_DEFAULTS } from './debt-defaults'
export { DIVIDEND_DEFAULTS, parseDividendParams } from './dividend'
export { EMERGENCY_DEFAULTS, emergencyParamsToSearch, parseEmergencyParams } from './emergency'
export { readInputObject } from './input-schemas'
export { parseLoanParams } from './loan-comparison/loan'
export { parseWealthParams, WEALTH_DEFAULTS } from './wealth-projection/wealth'
export { type AssessmentFigures, prefillHref, prefillLinks } from './prefill'
export { carriesAssessmentFigures, PREFILL_PARAM, withoutPrefillMarker } from './prefill-marker'
export { parseRetirementParams, RETIREMENT_DEFAULTS } from './retirement'
export { describeCalculation, type SavedCalculationData } from './saved-calculation'
export { TableScroll } from './ui/table-scroll'
export {
  HHS_POVERTY_GUIDELINE,
  IRS_LIMITS,
  IRS_MILEAGE,
  RETIREMENT_STATISTICS,
} from './yearly-figures'
