/**
 * An assessment's answers as the figures the calculators can be filled in with (the mapping to
 * each calculator is the calculators' own: features/calculators/prefill.ts). Pure.
 */
import type { AssessmentFigures } from '~/features/calculators'
import { roundHalfAwayFromZero } from '~/lib/money'
import { deriveFinancials, type AssessmentFinancials } from './scoring'

// The derived figures to the cent, as the score works them out.
const toCents = (dollars: number) => roundHalfAwayFromZero(dollars, 2)

export function assessmentFigures(
  answers: AssessmentFinancials & { age: number },
  assessedAt: Date,
): AssessmentFigures {
  const derived = deriveFinancials(answers)
  return {
    assessedAt,
    age: answers.age,
    totalDebt: answers.totalDebt,
    monthlyExpenses: answers.monthlyExpenses,
    emergencyFund: answers.emergencyFund,
    investableAssets: answers.investableAssets,
    monthlyDebtPayment: toCents(derived.monthlyDebtPayment),
    freeMonthlyIncome: toCents(derived.freeMonthlyIncome),
  }
}
