/**
 * The financial snapshot's stored shape (snapshot.ts builds one), and reading it back from the
 * browser. It brings zod, so pages load this module only once they know something is saved.
 */
import { z } from 'zod'
import { AssessmentSchema } from './schema'
import type { LeadCategory, ReadinessLevel } from './scoring'
import { clearSnapshot, readSnapshotText } from './snapshot-storage'

const fields = AssessmentSchema.shape

// Derived figures (monthly income, the assumed debt payment, free income) are dollars and cents.
const amount = z.number().min(0).max(1_000_000_000)

/**
 * The stored snapshot. Profile and input amounts reuse the assessment's own field rules, so a saved
 * value is always one the form would have accepted.
 */
export const FinancialSnapshotSchema = z.object({
  hasData: z.literal(true),
  profile: z.object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    age: fields.age,
    city: fields.city,
    state: fields.state,
  }),
  financials: z.object({
    annualIncome: fields.annualIncome,
    monthlyIncome: amount,
    totalDebt: fields.totalDebt,
    monthlyExpenses: fields.monthlyExpenses,
    emergencyFund: fields.emergencyFund,
    investableAssets: fields.investableAssets,
    creditScore: fields.creditScore.nullable().transform((score) => score ?? null),
    monthlyDebtPayments: amount,
    freeMonthlyIncome: amount,
  }),
  debts: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        name: z.string().max(80),
        balance: amount,
        minimumPayment: amount,
        interestRate: z.number().min(0).max(100),
      }),
    )
    .max(20),
  score: z
    .object({
      total: z.number().int().min(0).max(100),
      category: z.enum(['HOT', 'WARM', 'COLD'] as const satisfies readonly LeadCategory[]),
      readinessLevel: z.enum([
        'Investment Ready',
        'Nearly Ready',
        'Building Foundations',
        'Getting Started',
      ] as const satisfies readonly ReadinessLevel[]),
    })
    .nullable(),
  lastUpdated: z.iso.datetime(),
})

export type FinancialSnapshot = z.output<typeof FinancialSnapshotSchema>

/**
 * The snapshot saved in this browser, or null when there is none, storage is unavailable, or what
 * is stored cannot be read (corrupt, or written in an older shape). An unreadable entry is removed,
 * so the page does not try to read it again on every visit.
 */
export function loadSnapshot(): FinancialSnapshot | null {
  const text = readSnapshotText()
  if (text === null) return null
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    clearSnapshot()
    return null
  }
  const parsed = FinancialSnapshotSchema.safeParse(stored)
  if (parsed.success) return parsed.data
  clearSnapshot()
  return null
}
