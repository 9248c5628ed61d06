export const EMERGENCY_PAGE = {
  path: '/calculators/emergency-fund',
  name: 'Emergency Fund Calculator',
  title: 'Emergency Fund Calculator',
  description:
    'Work out how much to keep in your emergency fund from your essential monthly costs, see how long it will take to save it, and compare what different monthly amounts would do.',
  keywords: [
    'emergency fund calculator',
    'how much emergency fund do I need',
    'months of expenses savings',
    'rainy day fund calculator',
  ],
}

export const EMERGENCY_RELATED = [
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Plan your way out of high-interest debt.',
  },
  {
    to: '/calculators/retirement',
    label: 'Retirement Calculator',
    hint: 'The next goal once your safety net is in place.',
  },
  {
    to: '/calculators/budget',
    label: 'Budget Calculator',
    hint: 'Find the money to save each month.',
  },
] as const

/**
 * What the page fills in from an Investment Readiness assessment (prefill.ts), completing "Filled
 * in from your Investment Readiness assessment of <date>: ". Without amounts: they may have changed.
 */
export const EMERGENCY_PREFILL_NOTE =
  'your monthly expenses, all under Other (the assessment asked for one total), your emergency fund, and what your income leaves each month after expenses and debt payments as monthly savings.'
