import { formatDollars } from '~/lib/money'
import type { Faq } from '../ui/calculator-page'
import { loanLabel, type BreakEven, type LoanComparison, type Loan } from './loan'

export const LOAN_PAGE = {
  path: '/calculators/loan-comparison',
  name: 'Loan Comparison Calculator',
  title: 'Loan Comparison Calculator',
  description:
    'Compare two to four loans side by side: monthly payment, total interest, total cost and the APR including points and fees, with amortization schedules and the month higher upfront fees pay for themselves.',
  keywords: [
    'loan comparison calculator',
    'compare loans',
    'APR with fees calculator',
    'mortgage points break-even',
    'amortization schedule',
  ],
}

export const LOAN_FAQS: readonly Faq[] = [
  {
    question: 'Why is the APR with fees higher than the interest rate?',
    answer:
      'Because you pay the points and fees at the start, you have less money in hand than the amount you repay interest on. The APR with fees is the yearly rate at which your monthly payments exactly repay what you actually received, so it counts the fees as part of the cost of borrowing.',
  },
  {
    question: 'Should I pay points to get a lower rate?',
    answer:
      'Points pay off only if you keep the loan past the break-even month, when the lower payments have made up for the money paid upfront. If you may sell, move or refinance before then, the loan without points usually costs less. The calculator shows that month for your loans.',
  },
  {
    question: 'Which loan does the calculator call the cheapest?',
    answer:
      'The loan with the lowest total cost: every payment plus the points and fees paid upfront, over the whole term. When two loans cost the same to the cent, both are named. A cheaper total can still come with a higher monthly payment, for example on a shorter term, so look at both.',
  },
  {
    question: 'Are the fees added to the loan?',
    answer:
      'No. The calculator treats points and fees as paid upfront, at closing or out of the amount you receive, and charges interest on the full amount borrowed. If your lender adds the fees to the balance instead, enter the larger amount as the loan and 0 as the fees.',
  },
  {
    question: 'Does it include taxes, insurance or prepayment?',
    answer:
      'No. It compares fixed-rate loans repaid with equal monthly payments over their full term. Property taxes, insurance, private mortgage insurance, variable rates and paying early are not included.',
  },
]

export const LOAN_RELATED = [
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Plan the payoff of the debts you already have.',
  },
  {
    to: '/calculators/wealth-projection',
    label: 'Wealth Projection Calculator',
    hint: 'See where your net worth is heading.',
  },
  {
    to: '/calculators/compound-interest',
    label: 'Compound Interest Calculator',
    hint: 'What the money you save on interest could grow to.',
  },
] as const

/** "A", "A and B", "A, B and C". */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}

/** The headline: which loan costs least in all, or which tie. */
export function cheapestSentence(loans: readonly Loan[], comparison: LoanComparison): string {
  const [first] = comparison.cheapest
  const outcome = first === undefined ? undefined : comparison.outcomes[first]
  if (first === undefined || !outcome?.ok) return 'No loan can be compared: see the messages above.'
  const total = formatDollars(outcome.result.totalCost)
  const names = comparison.cheapest.map((index) => loanLabel(loans[index] as Loan, index))
  if (names.length === 1) return `${names[0] ?? ''} costs the least: ${total} in all.`
  return `${joinNames(names)} tie for the lowest cost: ${total} each in all.`
}

/** One break-even pair in words. */
export function breakEvenSentence(loans: readonly Loan[], pair: BreakEven): string {
  const high = loanLabel(loans[pair.higherUpfront] as Loan, pair.higherUpfront)
  const other = loanLabel(loans[pair.other] as Loan, pair.other)
  const extra = formatDollars(pair.extraUpfront)
  if (pair.month === null) {
    return `${high} costs ${extra} more upfront than ${other} and never makes it up: it costs more in total at every month.`
  }
  const base = `The ${extra} higher upfront costs of ${high} are paid back by month ${pair.month}, when it has cost no more in all than ${other}.`
  if (pair.costsMoreFrom === null) return base
  return `${base} From month ${pair.costsMoreFrom} it costs more again, because its payments go on for longer.`
}
