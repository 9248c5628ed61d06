import fc from 'fast-check'
import { expect, test } from 'vitest'
import { seededRandom } from '../../../tests/seeded-random'
import {
  actionItemsFor,
  categoryFor,
  deriveFinancials,
  interp,
  methodStepFor,
  readinessLevelFor,
  recommendationFor,
  roundCategoryScore,
  scoreAssessment,
  scoreBreakdownFor,
  scoreCashFlow,
  scoreCreditHealth,
  scoreDebtManagement,
  scoreEmergencyFund,
  type AssessmentFinancials,
  type MethodStep,
} from './scoring'

// A visitor strong in every category; tests change only the figures they are about.
const financials = (overrides: Partial<AssessmentFinancials> = {}): AssessmentFinancials => ({
  annualIncome: 120_000,
  totalDebt: 0,
  emergencyFund: 60_000,
  monthlyExpenses: 5_000,
  investableAssets: 150_000,
  creditScore: 800,
  ...overrides,
})

// 120,000 a year is exactly 10,000 a month, so percentages of income are easy to build.
const TEN_K_A_MONTH = 120_000

// --- interp --------------------------------------------------------------------------------

const tent = [
  [0, 0],
  [10, 100],
  [20, 0],
] as const

test('given points, interp returns their y exactly at each x', () => {
  expect(interp(0, tent)).toBe(0)
  expect(interp(10, tent)).toBe(100)
  expect(interp(20, tent)).toBe(0)
})

test('given an x between two points, interp follows the straight line between them', () => {
  expect(interp(5, tent)).toBe(50)
  expect(interp(2.5, tent)).toBe(25)
  expect(interp(15, tent)).toBe(50)
  expect(interp(19, tent)).toBe(10)
})

test('given an x beyond either end, interp clamps to the end point', () => {
  expect(interp(-5, tent)).toBe(0)
  expect(
    interp(-1e9, [
      [0, 7],
      [1, 9],
    ]),
  ).toBe(7)
  expect(
    interp(25, [
      [0, 7],
      [1, 9],
    ]),
  ).toBe(9)
  expect(
    interp(Infinity, [
      [0, 7],
      [1, 9],
    ]),
  ).toBe(9)
})

test('given a single point, interp is that constant; given none, it throws', () => {
  expect(interp(-3, [[2, 4]])).toBe(4)
  expect(interp(99, [[2, 4]])).toBe(4)
  expect(() => interp(1, [])).toThrow()
})

// --- Rounding --------------------------------------------------------------------------------

test('given a category on a half point, it rounds up', () => {
  expect(roundCategoryScore(21.5)).toBe(22)
  expect(roundCategoryScore(0.5)).toBe(1)
  expect(roundCategoryScore(21.49)).toBe(21)
  expect(roundCategoryScore(21.51)).toBe(22)
})

test('given floating noise just under a half, it still rounds up', () => {
  expect(roundCategoryScore(2.5 - 4e-16)).toBe(3)
  expect(0.145 * 100).toBeLessThan(14.5)
  expect(roundCategoryScore(0.145 * 100)).toBe(15)
})

test('given a fund of 4.5 months, the emergency fund lands on 21.5 and scores 22', () => {
  expect(scoreEmergencyFund({ emergencyFund: 4_500, monthlyExpenses: 1_000 })).toBe(22)
})

test('given four categories on half points, the score is the sum of the rounded breakdown', () => {
  // Unrounded: 21.5 + 22.5 + 11.5 + 23.5 = 79; rounded each: 22 + 23 + 12 + 24 = 81.
  const input = financials({
    annualIncome: TEN_K_A_MONTH,
    totalDebt: 25_000, // 500 a month: 5% of income
    monthlyExpenses: 8_750, // leaves 750 free: 7.5% of income
    emergencyFund: 39_375, // 4.5 months
    creditScore: 770,
  })

  const result = scoreAssessment(input)

  expect(result.breakdown).toEqual({
    emergencyFund: 22,
    debtManagement: 23,
    cashFlow: 12,
    creditHealth: 24,
  })
  expect(result.score).toBe(81)
  expect(result.score).not.toBe(Math.round(21.5 + 22.5 + 11.5 + 23.5))
})

// --- Emergency fund: months of expenses (0,0) (1,8) (3,18) (6,25) ---------------------------

const fundScore = (months: number) =>
  scoreEmergencyFund({ emergencyFund: months * 1_000, monthlyExpenses: 1_000 })

test('given the emergency fund breakpoints, each scores its table value', () => {
  expect(fundScore(0)).toBe(0)
  expect(fundScore(1)).toBe(8)
  expect(fundScore(3)).toBe(18)
  expect(fundScore(6)).toBe(25)
})

test('given months between emergency fund breakpoints, the score is interpolated', () => {
  expect(fundScore(0.5)).toBe(4)
  expect(fundScore(2)).toBe(13)
  expect(fundScore(4.5)).toBe(22)
})

test('given more than six months saved, the emergency fund score stays at 25', () => {
  expect(fundScore(10)).toBe(25)
  expect(fundScore(600)).toBe(25)
})

test('given no monthly expenses, any fund scores 25 and no fund scores 0', () => {
  expect(scoreEmergencyFund({ emergencyFund: 1, monthlyExpenses: 0 })).toBe(25)
  expect(scoreEmergencyFund({ emergencyFund: 50_000, monthlyExpenses: 0 })).toBe(25)
  expect(scoreEmergencyFund({ emergencyFund: 0, monthlyExpenses: 0 })).toBe(0)
})

// --- Debt management: DTI % (0,25) (10,20) (20,12) (36,5) (50,0) ----------------------------

// At 10,000 a month, a DTI of d% is a payment of 100·d, which is 2% of a debt of 5,000·d.
const dtiScore = (dtiPercent: number) =>
  scoreDebtManagement({ annualIncome: TEN_K_A_MONTH, totalDebt: dtiPercent * 5_000 })

test('given the debt-to-income breakpoints, each scores its table value', () => {
  expect(dtiScore(0)).toBe(25)
  expect(dtiScore(10)).toBe(20)
  expect(dtiScore(20)).toBe(12)
  expect(dtiScore(36)).toBe(5)
  expect(dtiScore(50)).toBe(0)
})

test('given a DTI between breakpoints, the debt score is interpolated', () => {
  expect(dtiScore(5)).toBe(23) // 22.5
  expect(dtiScore(15)).toBe(16)
  expect(dtiScore(28)).toBe(9) // 8.5
  expect(dtiScore(43)).toBe(3) // 2.5
})

test('given a DTI above 50%, the debt score stays at 0', () => {
  expect(dtiScore(60)).toBe(0)
  expect(dtiScore(400)).toBe(0)
})

test('given no debt, the debt score is 25 whatever the income', () => {
  expect(scoreDebtManagement({ annualIncome: 0, totalDebt: 0 })).toBe(25)
  expect(scoreDebtManagement({ annualIncome: 40_000, totalDebt: 0 })).toBe(25)
})

test('given debt and no income, the debt score is 0', () => {
  expect(scoreDebtManagement({ annualIncome: 0, totalDebt: 100 })).toBe(0)
  // 5 a year rounds to 0 a month: no monthly income either.
  expect(scoreDebtManagement({ annualIncome: 5, totalDebt: 100 })).toBe(0)
})

// --- Cash flow: free rate % (0,0) (5,8) (10,15) (20,25) ---------------------------------------

// At 10,000 a month with no debt, a free rate of r% leaves 100·r free.
const cashFlowScore = (freePercent: number) =>
  scoreCashFlow({
    annualIncome: TEN_K_A_MONTH,
    totalDebt: 0,
    monthlyExpenses: 10_000 - freePercent * 100,
  })

test('given the free-rate breakpoints, each scores its table value', () => {
  expect(cashFlowScore(0)).toBe(0)
  expect(cashFlowScore(5)).toBe(8)
  expect(cashFlowScore(10)).toBe(15)
  expect(cashFlowScore(20)).toBe(25)
})

test('given a free rate between breakpoints, the cash flow score is interpolated', () => {
  expect(cashFlowScore(2.5)).toBe(4)
  expect(cashFlowScore(7.5)).toBe(12) // 11.5
  expect(cashFlowScore(15)).toBe(20)
})

test('given more than 20% free, the cash flow score stays at 25', () => {
  expect(cashFlowScore(50)).toBe(25)
  expect(cashFlowScore(100)).toBe(25)
})

test('given debt payments, they count against the free rate', () => {
  // 10,000 − 8,500 − 500 (2% of 25,000) = 1,000 free: 10%.
  expect(
    scoreCashFlow({ annualIncome: TEN_K_A_MONTH, totalDebt: 25_000, monthlyExpenses: 8_500 }),
  ).toBe(15)
})

test('given spending above income, free income floors at 0 and cash flow scores 0', () => {
  expect(scoreCashFlow({ annualIncome: 60_000, totalDebt: 0, monthlyExpenses: 9_000 })).toBe(0)
})

test('given no income, cash flow scores 0', () => {
  expect(scoreCashFlow({ annualIncome: 0, totalDebt: 0, monthlyExpenses: 0 })).toBe(0)
  expect(scoreCashFlow({ annualIncome: 0, totalDebt: 0, monthlyExpenses: 2_000 })).toBe(0)
})

// --- Credit health: (300,0) (580,8) (670,16) (740,22) (800,25) -------------------------------

const creditScore = (score: number | null) => scoreCreditHealth({ creditScore: score })

test('given the credit score breakpoints, each scores its table value', () => {
  expect(creditScore(300)).toBe(0)
  expect(creditScore(580)).toBe(8)
  expect(creditScore(670)).toBe(16)
  expect(creditScore(740)).toBe(22)
  expect(creditScore(800)).toBe(25)
})

test('given a credit score between breakpoints, the credit score points are interpolated', () => {
  expect(creditScore(440)).toBe(4)
  expect(creditScore(625)).toBe(12)
  expect(creditScore(705)).toBe(19)
  expect(creditScore(770)).toBe(24) // 23.5
})

test('given credit scores beyond the table, they clamp', () => {
  expect(creditScore(850)).toBe(25)
  expect(creditScore(250)).toBe(0)
})

test('given no credit score, credit health counts 12', () => {
  expect(creditScore(null)).toBe(12)
  expect(scoreCreditHealth({})).toBe(12)
})

// --- Readiness level -------------------------------------------------------------------------

test('given scores either side of each band edge, the readiness level changes at 25, 50 and 75', () => {
  expect(readinessLevelFor(0)).toBe('Getting Started')
  expect(readinessLevelFor(24)).toBe('Getting Started')
  expect(readinessLevelFor(25)).toBe('Building Foundations')
  expect(readinessLevelFor(49)).toBe('Building Foundations')
  expect(readinessLevelFor(50)).toBe('Nearly Ready')
  expect(readinessLevelFor(74)).toBe('Nearly Ready')
  expect(readinessLevelFor(75)).toBe('Investment Ready')
  expect(readinessLevelFor(100)).toBe('Investment Ready')
})

// --- Step of the 6-step method ---------------------------------------------------------------

test('given less than $1,000 saved, the step is 1 even with debt', () => {
  expect(methodStepFor(financials({ emergencyFund: 900, totalDebt: 20_000 }), 10)).toBe(1)
  expect(methodStepFor(financials({ emergencyFund: 999 }), 100)).toBe(1)
})

test('given the starter fund and any debt, the step is 2', () => {
  expect(methodStepFor(financials({ emergencyFund: 1_000, totalDebt: 100 }), 100)).toBe(2)
})

test('given no debt and under three months saved, the step is 3 even with a high score', () => {
  expect(methodStepFor(financials({ emergencyFund: 2_000, monthlyExpenses: 1_000 }), 100)).toBe(3)
})

test('given 2.99 months saved, the unrounded months keep the step at 3', () => {
  const input = financials({ emergencyFund: 2_990, monthlyExpenses: 1_000 })

  expect(deriveFinancials(input).emergencyFundMonths).toBe(3)
  expect(methodStepFor(input, 90)).toBe(3)
})

test('given a full fund, no debt and a score under 75, the step is 4', () => {
  expect(methodStepFor(financials({ emergencyFund: 3_000, monthlyExpenses: 1_000 }), 74)).toBe(4)
})

test('given no expenses, a fund of $1,000 or more counts as a full fund', () => {
  expect(methodStepFor(financials({ emergencyFund: 1_000, monthlyExpenses: 0 }), 60)).toBe(4)
})

test('given a score of 75 and under $100,000 invested, the step is 5', () => {
  expect(methodStepFor(financials({ investableAssets: 99_999 }), 75)).toBe(5)
})

test('given a score of 75 and $100,000 invested, the step is 6', () => {
  expect(methodStepFor(financials({ investableAssets: 100_000 }), 75)).toBe(6)
})

// --- Lead category ---------------------------------------------------------------------------

test('given a score of 75 and $25,000, the lead is HOT', () => {
  expect(categoryFor(75, 25_000)).toBe('HOT')
  expect(categoryFor(100, 5_000_000)).toBe('HOT')
})

test('given a ready score with too little to invest, or a rich visitor short of 75, the lead is WARM', () => {
  expect(categoryFor(75, 24_999)).toBe('WARM')
  expect(categoryFor(74, 1_000_000)).toBe('WARM')
  expect(categoryFor(49, 100_000)).toBe('WARM')
  expect(categoryFor(50, 0)).toBe('WARM')
})

test('given a score under 50 and under $100,000, the lead is COLD', () => {
  expect(categoryFor(49, 99_999)).toBe('COLD')
  expect(categoryFor(0, 0)).toBe('COLD')
})

// --- Derived values --------------------------------------------------------------------------

test('given an annual income, monthly income is a twelfth rounded to whole dollars', () => {
  expect(deriveFinancials(financials({ annualIncome: 50_000 })).monthlyIncome).toBe(4_167)
  expect(deriveFinancials(financials({ annualIncome: 50_010 })).monthlyIncome).toBe(4_168)
  expect(deriveFinancials(financials({ annualIncome: 49_990 })).monthlyIncome).toBe(4_166)
  expect(deriveFinancials(financials({ annualIncome: 0 })).monthlyIncome).toBe(0)
})

test('given a total debt, the assumed payment is 2% of it a month', () => {
  expect(deriveFinancials(financials({ totalDebt: 35_000 })).monthlyDebtPayment).toBe(700)
  expect(deriveFinancials(financials({ totalDebt: 12_345 })).monthlyDebtPayment).toBeCloseTo(246.9)
  expect(deriveFinancials(financials({ totalDebt: 0 })).monthlyDebtPayment).toBe(0)
})

test('given income, expenses and debt, free income is what is left, floored at 0', () => {
  const left = deriveFinancials(
    financials({ annualIncome: 60_000, monthlyExpenses: 3_000, totalDebt: 10_000 }),
  )
  expect(left.freeMonthlyIncome).toBe(1_800)
  expect(left.freeIncomePercent).toBe(36)

  const overspent = deriveFinancials(
    financials({ annualIncome: 60_000, monthlyExpenses: 6_000, totalDebt: 10_000 }),
  )
  expect(overspent.freeMonthlyIncome).toBe(0)
  expect(overspent.freeIncomePercent).toBe(0)
})

test('given debt and income, DTI is the payment as a percentage of income, one decimal', () => {
  // 700 of 5,000.
  expect(
    deriveFinancials(financials({ annualIncome: 60_000, totalDebt: 35_000 })).debtToIncomePercent,
  ).toBe(14)
  // 200 of 4,167 = 4.799…%.
  expect(
    deriveFinancials(financials({ annualIncome: 50_000, totalDebt: 10_000 })).debtToIncomePercent,
  ).toBe(4.8)
  expect(deriveFinancials(financials({ totalDebt: 0, annualIncome: 0 })).debtToIncomePercent).toBe(
    0,
  )
  expect(
    deriveFinancials(financials({ totalDebt: 5_000, annualIncome: 0 })).debtToIncomePercent,
  ).toBeNull()
})

test('given a fund and expenses, months saved has one decimal', () => {
  const months = (emergencyFund: number, monthlyExpenses: number) =>
    deriveFinancials(financials({ emergencyFund, monthlyExpenses })).emergencyFundMonths

  expect(months(2_500, 1_000)).toBe(2.5)
  expect(months(1_000, 3_000)).toBe(0.3)
  expect(months(2_000, 3_000)).toBe(0.7)
  expect(months(0, 3_000)).toBe(0)
  expect(months(0, 0)).toBe(0)
  expect(months(5_000, 0)).toBeNull()
  expect(months(1, 5e-309)).toBeNull()
})

test('given debt and free income, years to debt freedom uses half the free income', () => {
  // Payment 240; 5,000 − 3,760 − 240 = 1,000 free; 12,000 / 500 / 12 = 2.0 years.
  expect(
    deriveFinancials(
      financials({ annualIncome: 60_000, monthlyExpenses: 3_760, totalDebt: 12_000 }),
    ).yearsToDebtFreedom,
  ).toBe(2)
  // Payment 200; 5,000 − 3,300 − 200 = 1,500 free; 10,000 / 750 / 12 = 1.11 years.
  expect(
    deriveFinancials(
      financials({ annualIncome: 60_000, monthlyExpenses: 3_300, totalDebt: 10_000 }),
    ).yearsToDebtFreedom,
  ).toBe(1.1)
})

test('given debt and no free income, years to debt freedom is 999', () => {
  expect(
    deriveFinancials(financials({ annualIncome: 60_000, monthlyExpenses: 5_000, totalDebt: 1_000 }))
      .yearsToDebtFreedom,
  ).toBe(999)
  expect(
    deriveFinancials(financials({ annualIncome: 0, monthlyExpenses: 0, totalDebt: 1_000 }))
      .yearsToDebtFreedom,
  ).toBe(999)
})

test('given a debt that would take longer than 999 years, years to debt freedom caps at 999', () => {
  // 50,000 − 9,999 − 40,000 (2% of 2,000,000) leaves 1 free: 2,000,000 / 0.5 / 12 years.
  expect(
    deriveFinancials(
      financials({ annualIncome: 600_000, monthlyExpenses: 9_999, totalDebt: 2_000_000 }),
    ).yearsToDebtFreedom,
  ).toBe(999)
})

test('given no debt, years to debt freedom is 0 even with no free income', () => {
  expect(deriveFinancials(financials({ totalDebt: 0 })).yearsToDebtFreedom).toBe(0)
  expect(
    deriveFinancials(financials({ totalDebt: 0, annualIncome: 0, monthlyExpenses: 0 }))
      .yearsToDebtFreedom,
  ).toBe(0)
})

// --- Recommendation --------------------------------------------------------------------------

const stepInputs: Record<MethodStep, [AssessmentFinancials, number]> = {
  1: [financials({ emergencyFund: 800, totalDebt: 5_000 }), 30],
  2: [financials({ emergencyFund: 1_500, totalDebt: 20_000 }), 55],
  3: [financials({ emergencyFund: 4_000, monthlyExpenses: 2_000 }), 70],
  4: [financials({ emergencyFund: 9_000, monthlyExpenses: 3_000 }), 70],
  5: [financials({ investableAssets: 40_000 }), 90],
  6: [financials({ investableAssets: 250_000 }), 100],
}

test('given each step, the recommendation names it and links to the tool that helps', () => {
  const expected: Record<MethodStep, [string, string]> = {
    1: ['Starter emergency fund', '/calculators/emergency-fund'],
    2: ['Debt avalanche', '/calculators/debt-freedom'],
    3: ['Full emergency fund', '/calculators/emergency-fund'],
    4: ['Investment readiness', '/blog/investment-readiness-checklist'],
    5: ['Wealth acceleration', '/calculators/compound-interest'],
    6: ['Stay focused', '/blog?category=success-stories'],
  }
  for (const step of [1, 2, 3, 4, 5, 6] as const) {
    const [input, score] = stepInputs[step]
    expect(methodStepFor(input, score)).toBe(step)

    const recommendation = recommendationFor(step, input, deriveFinancials(input), score)

    expect(recommendation.step).toBe(step)
    expect(recommendation.title).toBe(expected[step][0])
    expect(recommendation.text).toContain(`Step ${step} of 6: ${expected[step][0]}.`)
    expect(recommendation.link.href).toBe(expected[step][1])
    expect(recommendation.link.label).not.toBe('')
    expect(recommendation.text).not.toMatch(/you should|will grow|guaranteed return/i)
  }
})

test('given step 4, the link is the readiness checklist article', () => {
  const [input, score] = stepInputs[4]
  expect(recommendationFor(4, input, deriveFinancials(input), score).link).toEqual({
    href: '/blog/investment-readiness-checklist',
    label: 'Read the readiness checklist',
  })
})

test('given step 2, the recommendation uses the visitor debt and payoff estimate', () => {
  // 10,000 − 5,000 − 400 = 4,600 free; 20,000 / 2,300 / 12 = 0.7 years.
  const [input, score] = stepInputs[2]
  const text = recommendationFor(2, input, deriveFinancials(input), score).text

  expect(text).toContain('$20,000 of debt')
  expect(text).toContain('$2,300 a month')
  expect(text).toContain('under a year')
})

test('given step 2 with no free income, the recommendation says so instead of a payoff time', () => {
  const input = financials({ emergencyFund: 1_500, totalDebt: 20_000, monthlyExpenses: 9_600 })
  const text = recommendationFor(2, input, deriveFinancials(input), 40).text

  expect(text).toContain('no free income')
  expect(text).not.toContain('999')
})

test('given step 3, the recommendation gives the three-to-six-month range in dollars', () => {
  const [input, score] = stepInputs[3]
  const text = recommendationFor(3, input, deriveFinancials(input), score).text

  expect(text).toContain('$4,000')
  expect(text).toContain('$6,000 to $12,000')
})

// --- Action items ----------------------------------------------------------------------------

const itemsFor = (input: AssessmentFinancials) => scoreAssessment(input).actionItems

test('given $800 saved and $3,500 expenses, the fund item names both milestones', () => {
  const items = itemsFor(financials({ emergencyFund: 800, monthlyExpenses: 3_500 }))

  expect(items[0]).toBe(
    'Build your emergency fund from $800 to $1,000 first, then toward $10,500 — three months of your $3,500 monthly expenses.',
  )
})

test('given debt payments at 14% of income, the debt item gives the share and the 10% target', () => {
  // 700 of 5,000 a month; 10% of income is a payment of 500, which is 2% of 25,000.
  const items = itemsFor(
    financials({ annualIncome: 60_000, totalDebt: 35_000, monthlyExpenses: 2_000 }),
  )
  const debtItem = items.find((item) => item.includes('debt score'))

  expect(debtItem).toContain('$700 a month')
  expect(debtItem).toContain('14%')
  expect(debtItem).toContain('$5,000 monthly income')
  expect(debtItem).toContain('$25,000')
})

test('given 15% of income free, the cash flow item gives the free amount and the gap to 20%', () => {
  const items = itemsFor(financials({ annualIncome: 60_000, monthlyExpenses: 4_250 }))

  expect(items[0]).toBe(
    'At 15% of your income free each month ($750), you are $250 a month away from the 20% ($1,000) that earns full marks for cash flow.',
  )
})

test('given expenses above income, the cash flow item names the monthly shortfall and says to cut spending first', () => {
  // $5,000 a month in, $5,600 out, no debt: $600 short every month.
  const items = itemsFor(financials({ annualIncome: 60_000, monthlyExpenses: 5_600 }))
  const cashFlow = items.find((item) => item.includes('shortfall'))

  expect(cashFlow).toBe(
    'Your monthly expenses ($5,600) come to $600 a month more than your $5,000 monthly income: a shortfall that savings or new debt has to cover. Closing it comes first: your expenses alone are $600 above your income, so start by cutting or pausing spending — the biggest fixed costs (housing, car, subscriptions) close a gap fastest, and avoid putting the difference on a credit card. Once you spend less than you earn, aim to keep $1,000 a month (20%) free.',
  )
  // Nothing advises saving a tenth of an income that is already overspent.
  expect(items.join(' ')).not.toContain('Automate a transfer')
})

test('given expenses within income but debt payments on top above it, the first step is the lenders', () => {
  // $5,000 in; $4,800 of expenses plus $400 (2% of $20,000) of debt payments: $200 short.
  const items = itemsFor(
    financials({ annualIncome: 60_000, monthlyExpenses: 4_800, totalDebt: 20_000 }),
  )
  const cashFlow = items.find((item) => item.includes('shortfall'))

  expect(cashFlow).toContain(
    'Your monthly expenses ($4,800) and estimated debt payments ($400, 2% of your debt) come to $200 a month more than your $5,000 monthly income',
  )
  expect(cashFlow).toContain('asking your lenders about a lower rate or a hardship plan')
})

test('given outgoings exactly equal to income, there is no shortfall, only nothing left free', () => {
  const items = itemsFor(financials({ annualIncome: 60_000, monthlyExpenses: 5_000 }))

  expect(items.join(' ')).not.toContain('shortfall')
  expect(items.join(' ')).toContain('use all of your $5,000 monthly income')
})

test('given the weakest category is credit, the first item is about the credit score', () => {
  const result = scoreAssessment(financials({ creditScore: 560 }))

  expect(result.breakdown.creditHealth).toBe(7)
  expect(result.actionItems[0]).toContain('credit score of 560')
  expect(result.actionItems[0]).toContain('reaching 580 would earn 8')
})

test('given several weak categories, items come weakest first', () => {
  const input = financials({
    annualIncome: 60_000, // 5,000 a month
    totalDebt: 30_000, // 600 a month: 12% → 18 points
    monthlyExpenses: 4_000, // 400 free: 8% → 12 points
    emergencyFund: 2_000, // 0.5 months → 4 points
    creditScore: 700, // 18.6 → 19 points
  })
  const result = scoreAssessment(input)

  expect(result.breakdown).toEqual({
    emergencyFund: 4,
    cashFlow: 12,
    debtManagement: 18,
    creditHealth: 19,
  })
  expect(result.actionItems).toHaveLength(4)
  expect(result.actionItems[0]).toContain('emergency fund from $2,000')
  expect(result.actionItems[1]).toContain('cash flow')
  expect(result.actionItems[2]).toContain('debt score')
  expect(result.actionItems[3]).toContain('credit score of 700')
})

test('given no credit score, an item suggests checking it for free', () => {
  const items = itemsFor(financials({ creditScore: null }))

  expect(items[0]).toContain('Check your credit score for free')
  expect(items.join(' ')).not.toContain('credit score of')
})

test('given a visitor strong everywhere, general items make up three', () => {
  const result = scoreAssessment(financials())

  expect(result.breakdown).toEqual({
    emergencyFund: 25,
    debtManagement: 25,
    cashFlow: 25,
    creditHealth: 25,
  })
  expect(result.actionItems).toHaveLength(3)
  expect(result.actionItems[0]).toContain('$150,000 of investable assets')
  expect(result.actionItems[1]).toContain('$1,000 (10% of your monthly income)')
  expect(result.actionItems[2]).toContain('score of 100')
})

test('given a visitor weak everywhere, there are at most five items', () => {
  const items = itemsFor({
    annualIncome: 0,
    totalDebt: 50_000,
    emergencyFund: 0,
    monthlyExpenses: 2_000,
    investableAssets: 0,
    creditScore: 320,
  })

  expect(items.length).toBeGreaterThanOrEqual(3)
  expect(items.length).toBeLessThanOrEqual(5)
  expect(items.join(' ')).toContain('$50,000')
})

test('given an emergency fund of three to six months, the item points to six months', () => {
  // 5.67 months: 24.2 points.
  const items = itemsFor(financials({ emergencyFund: 17_000, monthlyExpenses: 3_000 }))

  expect(items[0]).toBe(
    'Your $17,000 emergency fund covers 5.7 months of expenses; growing it to $18,000 — six months of your $3,000 monthly expenses — would max out your emergency fund score.',
  )
})

test('given the breakdown and derived figures directly, action items agree with the full result', () => {
  const input = financials({ emergencyFund: 800, totalDebt: 9_000, creditScore: null })
  const result = scoreAssessment(input)

  expect(actionItemsFor(input, scoreBreakdownFor(input), deriveFinancials(input))).toEqual(
    result.actionItems,
  )
})

// --- The whole assessment --------------------------------------------------------------------

test('given a typical visitor with card debt, the full result is consistent', () => {
  const result = scoreAssessment({
    annualIncome: 72_000, // 6,000 a month
    totalDebt: 18_000, // 360 a month: 6% → 22.2 → 22
    emergencyFund: 2_400, // 0.6 months → 4.8 → 5
    monthlyExpenses: 4_000, // 1,640 free: 27.3% → 25
    investableAssets: 5_000,
    creditScore: 690, // 17.7 → 18
  })

  expect(result.breakdown).toEqual({
    emergencyFund: 5,
    debtManagement: 22,
    cashFlow: 25,
    creditHealth: 18,
  })
  expect(result.score).toBe(70)
  expect(result.readinessLevel).toBe('Nearly Ready')
  expect(result.category).toBe('WARM')
  expect(result.step).toBe(2)
  expect(result.recommendation.link.href).toBe('/calculators/debt-freedom')
  expect(result.derived).toEqual({
    monthlyIncome: 6_000,
    monthlyDebtPayment: 360,
    freeMonthlyIncome: 1_640,
    freeIncomePercent: 27.3,
    debtToIncomePercent: 6,
    emergencyFundMonths: 0.6,
    yearsToDebtFreedom: 1.8,
  })
  expect(result.actionItems[0]).toContain('from $2,400 to $12,000')
})

// --- Properties ------------------------------------------------------------------------------

const dollars = (max: number) =>
  fc.oneof(fc.integer({ min: 0, max }), fc.double({ min: 0, max, noNaN: true }))

const validInput: fc.Arbitrary<AssessmentFinancials> = fc.record({
  annualIncome: dollars(5_000_000),
  totalDebt: dollars(2_000_000),
  emergencyFund: dollars(2_000_000),
  monthlyExpenses: dollars(200_000),
  investableAssets: dollars(50_000_000),
  creditScore: fc.option(fc.integer({ min: 300, max: 850 }), { nil: null }),
})

test('given any valid input, the score is an integer 0–100 that equals its breakdown', () => {
  fc.assert(
    fc.property(validInput, (input) => {
      const result = scoreAssessment(input)
      const parts = Object.values(result.breakdown)

      expect(Number.isInteger(result.score)).toBe(true)
      expect(result.score).toBeGreaterThanOrEqual(0)
      expect(result.score).toBeLessThanOrEqual(100)
      expect(result.score).toBe(parts.reduce((sum, part) => sum + part, 0))
      for (const part of parts) {
        expect(Number.isInteger(part)).toBe(true)
        expect(part).toBeGreaterThanOrEqual(0)
        expect(part).toBeLessThanOrEqual(25)
      }
      expect(result.readinessLevel).toBe(readinessLevelFor(result.score))
      expect([1, 2, 3, 4, 5, 6]).toContain(result.step)
    }),
    { numRuns: 500 },
  )
})

test('given any valid input, there are 3–5 action items and nothing is NaN', () => {
  fc.assert(
    fc.property(validInput, (input) => {
      const result = scoreAssessment(input)

      expect(result.actionItems.length).toBeGreaterThanOrEqual(3)
      expect(result.actionItems.length).toBeLessThanOrEqual(5)
      for (const value of Object.values(result.derived)) {
        if (value !== null) expect(Number.isFinite(value)).toBe(true)
      }
      const text = [...result.actionItems, result.recommendation.text].join('\n')
      expect(text).not.toMatch(/NaN|Infinity|∞|undefined|null/)
      // JSON turns NaN and Infinity into null, so a lossless round trip rules both out.
      expect(JSON.parse(JSON.stringify(result))).toEqual(result)
    }),
    { numRuns: 500 },
  )
})

test('money in the derived figures is exact to the cent', () => {
  // 2% of $1,253 is $25.06; as a float product it is 25.060000000000002.
  const derived = deriveFinancials({
    annualIncome: 60_000,
    totalDebt: 1_253,
    emergencyFund: 0,
    monthlyExpenses: 3_000,
    investableAssets: 0,
  })
  expect(derived.monthlyDebtPayment).toBe(25.06)
  expect(derived.freeMonthlyIncome).toBe(1_974.94)
})

test('1,000 random whole-dollar assessments: derived money equals the figure worked out in cents', () => {
  const random = seededRandom(2)
  const failures: string[] = []
  for (let run = 0; run < 1_000; run++) {
    const input = {
      annualIncome: random.int(0, 500_000),
      totalDebt: random.chance(0.3) ? 0 : random.int(0, 200_000),
      emergencyFund: random.int(0, 100_000),
      monthlyExpenses: random.int(0, 20_000),
      investableAssets: random.int(0, 1_000_000),
    }
    const derived = deriveFinancials(input)
    const monthlyIncome = Math.floor(input.annualIncome / 12 + 0.5)
    // Whole dollars: 2% of D dollars is 2·D cents; the free income is a whole number of cents.
    const paymentCents = 2 * input.totalDebt
    const freeCents = Math.max(0, monthlyIncome * 100 - input.monthlyExpenses * 100 - paymentCents)
    if (derived.monthlyIncome !== monthlyIncome) failures.push(`run ${run}: income`)
    if (derived.monthlyDebtPayment !== paymentCents / 100) failures.push(`run ${run}: payment`)
    if (derived.freeMonthlyIncome !== freeCents / 100) failures.push(`run ${run}: free income`)
  }
  expect(failures.slice(0, 5)).toEqual([])
})
