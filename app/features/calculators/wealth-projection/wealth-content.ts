import { DEBT_DEFAULTS } from '../debt-defaults'
import { formatDollars } from '~/lib/money'
import type { Faq } from '../ui/calculator-page'
import type { MilestoneYears, Scenario } from './wealth'

export const WEALTH_PAGE = {
  path: '/calculators/wealth-projection',
  name: 'Wealth Projection Calculator',
  title: 'Wealth Projection Calculator',
  description:
    'Project your net worth year by year from what you own, what you owe and what you save, in today’s dollars and future dollars, with a low and high range and the year you pass each milestone.',
  keywords: [
    'net worth calculator',
    'wealth projection calculator',
    'net worth projection',
    'future net worth',
    'inflation adjusted net worth',
  ],
}

export const WEALTH_FAQS: readonly Faq[] = [
  {
    question: 'What are “today’s dollars”?',
    answer:
      'Future amounts divided by the inflation between now and then, so that they buy what that amount buys today. At 2.5% inflation, $1,000,000 in 30 years buys about what $477,000 buys today. Milestones are counted in today’s dollars, so reaching $1M means $1M of today’s buying power.',
  },
  {
    question: 'Is the low to high range a forecast of the worst and best case?',
    answer:
      'No. It is the same projection with the returns of your investments, retirement accounts and home equity lowered and raised by the spread you choose, every year alike. Real returns jump around from year to year, and a bad decade can fall outside the range. It shows how much the result depends on the return, not how likely each line is.',
  },
  {
    question: 'How are my debts handled?',
    answer:
      'Your debts are paid down at the monthly payment you enter, with interest at their rate added each month first. When they are paid off, the payment stops: if you will invest it instead, add it to your monthly saving. If the payment does not cover the interest, the debt grows and the calculator says so.',
  },
  {
    question: 'Should I include my home and my mortgage?',
    answer:
      'Enter your home equity, what the home is worth less the mortgage, and leave the mortgage out of the debts so it is not counted twice. The equity grows at the home return you enter; paying down the mortgage would add to it, which this projection leaves out.',
  },
  {
    question: 'Are taxes and fees included?',
    answer:
      'No. Returns are before taxes and fund fees. To allow for them, lower the expected returns. Retirement accounts are projected at their full value, before the tax due when you take money out.',
  },
]

export const WEALTH_RELATED = [
  {
    to: '/calculators/retirement',
    label: 'Retirement Calculator',
    hint: 'Will your savings last through retirement?',
  },
  {
    to: '/calculators/loan-comparison',
    label: 'Loan Comparison Calculator',
    hint: 'Find the cheapest of your loan offers.',
  },
  {
    to: '/calculators/compound-interest',
    label: 'Compound Interest Calculator',
    hint: 'See one balance grow with monthly deposits.',
  },
] as const

/** When a milestone is passed in one scenario, in words. */
export function milestoneYearText(milestone: MilestoneYears, scenario: Scenario, years: number) {
  const year = milestone.years[scenario]
  if (year === 0) return 'Now'
  if (year === null) return `Not by year ${years}`
  return `Year ${year}`
}

/** "$1,000,000" as a milestone's heading. */
export const milestoneLabel = (milestone: MilestoneYears) => formatDollars(milestone.amount)

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** "9 months", "3 years", "3 years 10 months". */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  if (years === 0) return plural(rest, 'month')
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`
}

/**
 * What the page fills in from an Investment Readiness assessment (prefill.ts), completing "Filled
 * in from your Investment Readiness assessment of <date>: ". Without amounts: they may have changed.
 */
export const WEALTH_PREFILL_NOTE = `your emergency fund as cash, your investable cash as investments, your total debt, and what your income before tax leaves each month after expenses as monthly saving. The debt’s ${DEBT_DEFAULTS.debt.rate}% rate and its payment of 2% a month are assumptions, not your answers. Retirement accounts and home equity start at $0: the assessment does not ask about them.`
