import type { Faq } from './ui/calculator-page'

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

export const COMPOUND_FAQS: readonly Faq[] = [
  {
    question: 'What is compound interest?',
    answer:
      'Interest earned on your interest. Each period the interest is added to the balance, so the next period’s interest is calculated on a larger amount. Over long periods this snowballing effect does most of the work.',
  },
  {
    question: 'Does compounding daily instead of monthly make a big difference?',
    answer:
      'Less than most people think. At 7% a year, monthly compounding gives an effective annual rate of about 7.23% and daily about 7.25%. Time in the market and the amount you add each month matter far more. The Compare Frequencies tab shows the difference for your numbers.',
  },
  {
    question: 'What rate of return should I use?',
    answer:
      'For a high-yield savings account use its advertised APY. For a diversified stock index fund, many planners use 5% to 7% a year after inflation for long periods, but returns vary widely from year to year and past performance does not guarantee future results.',
  },
  {
    question: 'Are taxes and fees included?',
    answer:
      'No. The calculator shows growth before taxes, fund fees and inflation. To allow for fees, lower the rate by the fund’s expense ratio; to see today’s dollars, lower it by the inflation rate you expect.',
  },
  {
    question: 'When are the monthly contributions added?',
    answer:
      'At the end of each month, the way most automatic transfers work. The first contribution therefore earns interest from the second month on.',
  },
]

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
