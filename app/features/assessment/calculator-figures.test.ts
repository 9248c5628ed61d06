import { expect, test } from 'vitest'
import { assessmentFigures } from './calculator-figures'

test('an assessment’s answers become the calculators’ figures, with the payment the score assumes', () => {
  const at = new Date('2026-11-29T10:00:00Z')
  expect(
    assessmentFigures(
      {
        age: 41,
        annualIncome: 60_000,
        totalDebt: 12_345,
        monthlyExpenses: 3_000,
        emergencyFund: 2_500,
        investableAssets: 0,
        creditScore: null,
      },
      at,
    ),
  ).toEqual({
    assessedAt: at,
    age: 41,
    totalDebt: 12_345,
    monthlyExpenses: 3_000,
    emergencyFund: 2_500,
    investableAssets: 0,
    // 2% of $12,345, and $5,000 − $3,000 − $246.90 left each month.
    monthlyDebtPayment: 246.9,
    freeMonthlyIncome: 1_753.1,
  })
})
