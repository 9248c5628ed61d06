import { randomUUID } from 'node:crypto'

const STATES = ['OH', 'CA', 'TX', 'FL', 'NY', 'PA', 'GA', 'NC', 'MI', 'IL']

/**
 * The `i`-th of a series of distinct, valid assessments (JSON) for the load benchmarks, varied
 * across states, incomes, debts and credit scores; its email starts with `prefix.`, so a benchmark
 * can count its own leads.
 */
export function benchAssessment(i: number, prefix: string): string {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: `Visitor${i}`,
    email: `${prefix}.${i}.${randomUUID()}@example.com`,
    age: 30 + (i % 40),
    city: 'Springfield',
    state: STATES[i % STATES.length],
    annualIncome: 60_000 + (i % 10) * 15_000,
    totalDebt: (i % 3) * 8_000,
    emergencyFund: 5_000 + (i % 7) * 5_000,
    monthlyExpenses: 3_500,
    investableAssets: (i % 5) * 60_000,
    creditScore: 640 + (i % 20) * 10,
    emailConsent: true,
  })
}
