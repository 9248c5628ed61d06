import { DEBT_DEFAULTS } from '../debt-defaults'
import { formatDollars } from '~/lib/money'
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
