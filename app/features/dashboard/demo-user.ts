/**
 * The demo account added by the demo seed (DECISIONS §6), with a short history so the dashboard
 * has something to show. The person is invented; the address is under the reserved .test domain.
 * The scores are worked out by the real scoring from three sets of numbers, and the saved
 * calculations by the real calculators.
 */
import type { AssessmentFinancials } from '~/features/assessment'
import type { CalculatorType } from '~/features/calculators'
import { compoundParamsToSearch } from '~/features/calculators'
import { debtParamsToSearch } from '~/features/calculators'
import { emergencyParamsToSearch } from '~/features/calculators'

export const DEMO_USER = {
  email: 'demo@wealthward.test',
  password: 'wealthward-demo-1',
  firstName: 'Demo',
  lastName: 'User',
  goals: ['debt-free', 'emergency', 'invest'],
} as const

/** The demo user's assessments, oldest first, with how many days ago each was taken. */
export const DEMO_ASSESSMENTS: readonly { daysAgo: number; numbers: AssessmentFinancials }[] = [
  {
    daysAgo: 180,
    numbers: {
      annualIncome: 62_000,
      totalDebt: 18_500,
      emergencyFund: 600,
      monthlyExpenses: 3_400,
      investableAssets: 0,
      creditScore: 640,
    },
  },
  {
    daysAgo: 95,
    numbers: {
      annualIncome: 64_000,
      totalDebt: 11_200,
      emergencyFund: 2_500,
      monthlyExpenses: 3_300,
      investableAssets: 0,
      creditScore: 672,
    },
  },
  {
    daysAgo: 14,
    numbers: {
      annualIncome: 66_000,
      totalDebt: 4_300,
      emergencyFund: 6_000,
      monthlyExpenses: 3_300,
      investableAssets: 2_000,
      creditScore: 705,
    },
  },
]

/** Saved calculations, oldest first, as each calculator's share query. */
export const DEMO_CALCULATIONS: readonly {
  daysAgo: number
  calculatorType: CalculatorType
  inputs: string
}[] = [
  {
    daysAgo: 170,
    calculatorType: 'debt-freedom',
    inputs: debtParamsToSearch({
      debts: [
        { name: 'Store card', balance: 3_200, rate: 26.99, minimum: 95 },
        { name: 'Visa', balance: 6_800, rate: 21.5, minimum: 170 },
        { name: 'Car loan', balance: 8_500, rate: 7.9, minimum: 260 },
      ],
      strategy: 'avalanche',
      extra: 300,
    }).toString(),
  },
  {
    daysAgo: 60,
    calculatorType: 'emergency-fund',
    inputs: emergencyParamsToSearch({
      housing: 1_450,
      utilities: 210,
      food: 560,
      transportation: 380,
      insurance: 290,
      other: 410,
      goalMonths: 6,
      currentFund: 2_500,
      monthlySavings: 400,
    }),
  },
  {
    daysAgo: 7,
    calculatorType: 'compound-interest',
    inputs: compoundParamsToSearch({
      initial: 2_000,
      monthly: 300,
      rate: 7,
      years: 25,
      frequency: 12,
    }),
  },
]
