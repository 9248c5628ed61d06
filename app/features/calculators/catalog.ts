import { CALCULATOR_LINKS } from '~/site'

/** What each calculator answers, for the calculators index (same order as the navigation). */
const QUESTIONS: Record<
  (typeof CALCULATOR_LINKS)[number]['to'],
  { question: string; blurb: string }
> = {
  '/calculators/debt-freedom': {
    question: 'When will I be debt-free, and which debt should I pay first?',
    blurb:
      'Compare the avalanche and snowball methods with your own debts, see your debt-free date and the interest an extra payment saves.',
  },
  '/calculators/dividend': {
    question: 'How much income could my dividend investments pay me?',
    blurb:
      'Project portfolio value and dividend income with reinvestment, dividend growth and taxes, year by year.',
  },
  '/calculators/compound-interest': {
    question: 'How much will my savings grow?',
    blurb:
      'See a starting balance and monthly deposits grow, compare compounding frequencies and track milestones.',
  },
  '/calculators/retirement': {
    question: 'Am I saving enough for retirement?',
    blurb:
      'Check whether your savings will last through retirement, and how much you would need to save each month if not.',
  },
  '/calculators/emergency-fund': {
    question: 'How big should my emergency fund be, and how long will it take?',
    blurb:
      'Size your safety net from your real monthly costs and see how long it takes at different savings rates.',
  },
  '/calculators/budget': {
    question: 'Where does my pay go, and what should I change first?',
    blurb:
      'Compare your spending with the 50/30/20 guideline, see your surplus or shortfall and the line to change first.',
  },
  '/calculators/credit-card-payoff': {
    question: 'How long will my credit card take to pay off?',
    blurb:
      'See your payoff date and interest at a fixed payment or a target date, against paying only the minimum.',
  },
  '/calculators/loan-comparison': {
    question: 'Which loan offer is really the cheapest?',
    blurb:
      'Compare two to four loans with their points and fees: monthly payment, total cost, APR with fees, and when higher fees pay for themselves.',
  },
  '/calculators/wealth-projection': {
    question: 'What could my net worth be in 10, 20 or 30 years?',
    blurb:
      'Project what you own and owe year by year, in today’s dollars, with a low-to-high range and the year you pass each milestone.',
  },
}

export const CALCULATOR_CATALOG = CALCULATOR_LINKS.map((link) => ({
  ...link,
  ...QUESTIONS[link.to],
}))

/**
 * Older and singular spellings that links elsewhere use, and where they live now
 * (`/calculator/x` → `/calculators/x`; "debt" is the debt freedom calculator).
 */
export function canonicalCalculatorPath(name: string): string {
  const slug = name === 'debt' ? 'debt-freedom' : name
  return `/calculators/${encodeURIComponent(slug)}`
}
