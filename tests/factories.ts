import { randomBytes } from 'node:crypto'
import type { Database } from '~/db/client.server'
import { advisors } from '~/db/schema'

/** Inserts an advisor; every field can be overridden. */
export async function createAdvisor(
  db: Database,
  overrides: Partial<typeof advisors.$inferInsert> = {},
) {
  const id = randomBytes(4).toString('hex')
  const [row] = await db
    .insert(advisors)
    .values({
      name: `Test Advisor ${id}`,
      firm: `Test Firm ${id}`,
      crd: `TEST-${id}`,
      email: `advisor.${id}@example.com`,
      city: 'Columbus',
      state: 'OH',
      states: ['OH'],
      minAssets: 0,
      monthlyCapacity: 20,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('advisor not inserted')
  return row
}

/** A valid assessment body: a strong profile (HOT) unless overridden. */
export function assessmentBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jordan',
    lastName: 'Example',
    email: `jordan.${randomBytes(4).toString('hex')}@example.com`,
    phone: '(614) 555-0134',
    age: 38,
    city: 'Columbus',
    state: 'OH',
    annualIncome: 120_000,
    totalDebt: 0,
    emergencyFund: 40_000,
    monthlyExpenses: 5_000,
    investableAssets: 150_000,
    creditScore: 780,
    emailConsent: true,
    source: 'investment-readiness-calculator',
    medium: 'organic',
    campaign: 'website',
    ...overrides,
  }
}
