export const COMPOUND_PAGE = {
  path: '/calculators/compound-interest',
  name: 'Compound Interest Calculator',
  title: 'Compound Interest Calculator',
  description:
    'See how a starting balance and monthly deposits grow with compound interest. Compare compounding frequencies, see growth milestones, and download the year-by-year table.',
  keywords: [
    'compound interest calculator',
    'investment growth calculator',
    'monthly contribution calculator',
    'effective annual rate',
  ],
}

export const COMPOUND_RELATED = [
  {
    to: '/calculators/retirement',
    label: 'Retirement Calculator',
    hint: 'Will your savings last through retirement?',
  },
  {
    to: '/calculators/dividend',
    label: 'Dividend Calculator',
    hint: 'Project dividend income with reinvestment.',
  },
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Compound interest in reverse: your debts.',
  },
] as const

/**
 * What the page fills in from an Investment Readiness assessment (prefill.ts), completing "Filled
 * in from your Investment Readiness assessment of <date>: ". Without amounts: they may have changed.
 */
export const COMPOUND_PREFILL_NOTE =
  'your investable assets as the initial investment. The other figures are this calculator’s examples.'
