/**
 * Profile completion (seed 000 §2: firstName, email, goals, investment readiness score and
 * calculator history), 20% for each part. Pure, so the dashboard and the API agree.
 */
export interface CompletionInput {
  firstName: string
  email: string
  goals: readonly string[]
  investmentReadinessScore: number | null
  calculatorHistoryCount: number
}

export type CompletionPart =
  'firstName' | 'email' | 'goals' | 'readinessScore' | 'calculatorHistory'

export interface CompletionItem {
  part: CompletionPart
  label: string
  done: boolean
}

export interface ProfileCompletion {
  /** 0, 20, 40, 60, 80 or 100. */
  percent: number
  items: CompletionItem[]
}

const POINTS_PER_PART = 20

export function profileCompletion(input: CompletionInput): ProfileCompletion {
  const items: CompletionItem[] = [
    { part: 'firstName', label: 'Add your first name', done: input.firstName.trim() !== '' },
    { part: 'email', label: 'Add your email address', done: input.email.trim() !== '' },
    { part: 'goals', label: 'Choose at least one goal', done: input.goals.length > 0 },
    {
      part: 'readinessScore',
      label: 'Get your Investment Readiness score',
      done: input.investmentReadinessScore !== null,
    },
    {
      part: 'calculatorHistory',
      label: 'Save a calculation',
      done: input.calculatorHistoryCount > 0,
    },
  ]
  return { percent: items.filter((item) => item.done).length * POINTS_PER_PART, items }
}
