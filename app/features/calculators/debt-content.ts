import { DEBT_DEFAULTS } from './debt-defaults'
import type { Faq } from './ui/calculator-page'

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

export const DEBT_FAQS: readonly Faq[] = [
  {
    question: 'What is the difference between the debt avalanche and the debt snowball?',
    answer:
      'Both pay the minimum on every debt and put all extra money on one debt at a time. The avalanche targets the highest interest rate (APR) first, which costs the least interest. The snowball targets the smallest balance first, so the first debt disappears sooner and you see progress early. The Strategy Comparison shows what the difference is for your debts.',
  },
  {
    question: 'Which payoff strategy should I choose?',
    answer:
      'If the comparison shows only a small difference, pick the one you will stick with: many people stay motivated by clearing small balances first. If the avalanche saves a lot, it is usually worth it. Use the custom order when something else matters more, such as a loan with a co-signer or a debt you want gone for personal reasons.',
  },
  {
    question: 'What happens when one debt is paid off?',
    answer:
      'Its minimum payment does not disappear from your budget: it rolls over to the next debt in your order, in the same month, together with your extra payment. Your total monthly payment stays the same until the last debt is gone, which is why each debt goes faster than the one before.',
  },
  {
    question: 'Why does the calculator say my debts will not be paid off?',
    answer:
      'When your payments are smaller than the interest that is added each month, the balance never goes down. The plan stops at 30 years (360 months) and says so. Raise the extra payment, or check that each minimum payment matches your statement.',
  },
  {
    question: 'Is this exactly what my lender will charge?',
    answer:
      'It is a close estimate. We add a month of interest at APR ÷ 12 before each payment, while many card issuers charge interest on the average daily balance, and rates, fees and minimums can change. Use the plan to compare choices, and your statements for exact amounts.',
  },
]

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
