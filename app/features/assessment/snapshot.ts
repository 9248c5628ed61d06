/**
 * The visitor's financial snapshot (seed 000 §3 "Locally stored user financials"): what they told
 * the assessment, kept in this browser only (snapshot-storage.ts) so the calculators can start from
 * their own numbers. This module builds one; its stored shape is FinancialSnapshotSchema.
 */
import { ASSESSMENT_DEBT_NAME, DEBT_DEFAULTS } from '~/features/calculators'
import { roundHalfAwayFromZero } from '~/lib/money'
import type { AssessmentInput } from './schema'
import { deriveFinancials } from './scoring'
import type { FinancialSnapshot } from './snapshot-schema'

export type { FinancialSnapshot }
export type SnapshotScore = NonNullable<FinancialSnapshot['score']>

/** What a calculator would fill in from a snapshot, completing "From your assessment on <date>: …". */
export interface SnapshotFill {
  text: string
  /** False when the snapshot has nothing for that calculator. */
  canUse: boolean
}

export const ASSESSMENT_DEBT_ID = 'assessment-total-debt'
export { ASSESSMENT_DEBT_NAME }

/** The assessment fields that are kept: no phone number, no consent choices, no tracking. */
export type SnapshotSource = Pick<
  AssessmentInput,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'age'
  | 'city'
  | 'state'
  | 'annualIncome'
  | 'totalDebt'
  | 'monthlyExpenses'
  | 'emergencyFund'
  | 'investableAssets'
  | 'creditScore'
>

// Figures kept to the cent; scoring already works them out in whole cents, this only guarantees it.
const toCents = (dollars: number) => roundHalfAwayFromZero(dollars, 2)

/**
 * The snapshot of one assessment. The derived figures come from the scoring module, so the
 * calculators start from the same numbers the score was computed from. The assessment asks only for
 * total debt, so the debts list is that one balance, at the assumed payment and the debt
 * calculator's default APR; with no debt the list is empty.
 */
export function snapshotFrom(
  input: SnapshotSource,
  lastUpdated: Date,
  score: SnapshotScore | null = null,
): FinancialSnapshot {
  const derived = deriveFinancials(input)
  const monthlyDebtPayments = toCents(derived.monthlyDebtPayment)
  return {
    hasData: true,
    profile: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      age: input.age,
      city: input.city,
      state: input.state,
    },
    financials: {
      annualIncome: input.annualIncome,
      monthlyIncome: derived.monthlyIncome,
      totalDebt: input.totalDebt,
      monthlyExpenses: input.monthlyExpenses,
      emergencyFund: input.emergencyFund,
      investableAssets: input.investableAssets,
      creditScore: input.creditScore ?? null,
      monthlyDebtPayments,
      freeMonthlyIncome: toCents(derived.freeMonthlyIncome),
    },
    debts:
      input.totalDebt > 0
        ? [
            {
              id: ASSESSMENT_DEBT_ID,
              name: ASSESSMENT_DEBT_NAME,
              balance: input.totalDebt,
              minimumPayment: monthlyDebtPayments,
              interestRate: DEBT_DEFAULTS.debt.rate,
            },
          ]
        : [],
    score,
    lastUpdated: lastUpdated.toISOString(),
  }
}
