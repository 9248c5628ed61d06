import { DEBT_DEFAULTS } from './debt-defaults'

export const DEBT_PAGE = {
  path: '/calculators/debt-freedom',
  name: 'Debt Freedom Calculator',
  title: 'Debt Freedom Calculator',
  description:
    'List your debts and see your debt-free date. Compare the debt avalanche and debt snowball payoff strategies, see the interest an extra payment saves, and download the month-by-month payoff schedule.',
  keywords: [
    'debt payoff calculator',
    'debt free date calculator',
    'debt avalanche vs snowball',
    'debt snowball calculator',
    'debt avalanche calculator',
    'credit card payoff calculator',
  ],
}

export const DEBT_RELATED = [
  {
    to: '/calculators/emergency-fund',
    label: 'Emergency Fund Calculator',
    hint: 'Build a cushion so new surprises stay off your cards.',
  },
  {
    to: '/calculators/compound-interest',
    label: 'Compound Interest Calculator',
    hint: 'See what your debt payments could grow into once you invest them.',
  },
  {
    to: '/calculators/retirement',
    label: 'Retirement Calculator',
    hint: 'Check whether your savings are on track after you are debt-free.',
  },
] as const

/**
 * What the page fills in from an Investment Readiness assessment (prefill.ts), completing "Filled
 * in from your Investment Readiness assessment of <date>: ". Without amounts: they may have changed.
 */
export const DEBT_PREFILL_NOTE = `your total debt, as one debt. Its ${DEBT_DEFAULTS.debt.rate}% APR (this calculator’s example rate) and its minimum payment (2% of the balance, what the assessment assumes) are not from your answers: enter each debt with the figures on its statement.`
