import type { Debt, Strategy } from './debt'

/**
 * What the debt freedom calculator starts with. A module of its own so that the assessment, which
 * assumes this APR for the total debt it saves, does not load the payoff math with it.
 */
export const DEBT_DEFAULTS = {
  debt: { name: 'Credit Card', balance: 5000, rate: 18.99, minimum: 150 },
  strategy: 'avalanche',
  extra: 500,
} as const satisfies { debt: Debt; strategy: Strategy; extra: number }

/** The one debt filled in from an assessment, which asks only for a total. */
export const ASSESSMENT_DEBT_NAME = 'Total debt from my assessment'
