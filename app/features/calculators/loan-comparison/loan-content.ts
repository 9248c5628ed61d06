import { formatDollars } from '~/lib/money'
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
