import { formatDollars } from '~/lib/money'
import { FIGURES_YEAR, IRS_LIMITS, RETIREMENT_STATISTICS } from './yearly-figures'

export const RETIREMENT_PAGE = {
  path: '/calculators/retirement',
  name: 'Retirement Calculator',
  title: 'Retirement Calculator',
  description:
    'Find out whether your savings will last through retirement. See your balance at retirement, the income you will need after inflation, the monthly savings that close any gap, and how other scenarios compare.',
  keywords: [
    'retirement calculator',
    'retirement savings calculator',
    'how much do I need to retire',
    'retirement income calculator',
    '401(k) calculator',
  ],
}

export const RETIREMENT_RELATED = [
  {
    to: '/calculators/compound-interest',
    label: 'Compound Interest Calculator',
    hint: 'See how steady monthly investing grows over time.',
  },
  {
    to: '/calculators/emergency-fund',
    label: 'Emergency Fund Calculator',
    hint: 'Build the cushion that keeps retirement savings untouched.',
  },
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Clear high-interest debt and free up money to save.',
  },
] as const

export const RETIREMENT_CHECKLIST = [
  'Contribute at least enough to get your employer’s full 401(k) or 403(b) match.',
  'Keep an emergency fund so you never have to raid retirement savings.',
  'Pay off high-interest debt, such as credit cards, before investing beyond the match.',
  'Check your Social Security estimate in your my Social Security account at ssa.gov.',
  'Review your investment mix and fund fees at least once a year.',
  'Raise your contribution rate with each pay raise, and use catch-up contributions from age 50.',
] as const

/** Labels for the statistics the page may show; figures and sources come from yearly-figures. */
const STATISTIC_LABELS: Record<keyof typeof RETIREMENT_STATISTICS, string> = {
  averageRetirementAge: 'Average retirement age',
  savingsAmericansSayTheyNeed: 'What Americans say they need to retire comfortably',
  averageSocialSecurityMonthly: 'Average Social Security retirement benefit',
  healthcareCostPerPerson: 'Estimated retirement healthcare costs for one person retiring at 65',
  shareWithNothingSavedPercent: 'Share of Americans with nothing saved for retirement',
}

const STATISTIC_FORMATS: Record<keyof typeof RETIREMENT_STATISTICS, (value: number) => string> = {
  averageRetirementAge: (value) => String(value),
  savingsAmericansSayTheyNeed: (value) => formatDollars(value),
  averageSocialSecurityMonthly: (value) => `${formatDollars(value)}/mo`,
  healthcareCostPerPerson: (value) => formatDollars(value),
  shareWithNothingSavedPercent: (value) => `${value}%`,
}

export interface StatisticCard {
  label: string
  value: string
  note?: string
  /** Publisher and study, with the year the figure describes. */
  source: string
}

/** The source with its year, unless the source already names that year. */
function sourceWithYear(source: string, year: number): string {
  return source.includes(String(year)) ? source : `${source}, ${year}`
}

// Figures still marked unconfirmed in yearly-figures are left out until someone finds their source.
const sourcedStatistics = (
  Object.keys(RETIREMENT_STATISTICS) as (keyof typeof RETIREMENT_STATISTICS)[]
).flatMap((key): StatisticCard[] => {
  const statistic: { value: number; source: string; year: number } = RETIREMENT_STATISTICS[key]
  if (statistic.source.startsWith('Unconfirmed')) return []
  return [
    {
      label: STATISTIC_LABELS[key],
      value: STATISTIC_FORMATS[key](statistic.value),
      source: sourceWithYear(statistic.source, statistic.year),
    },
  ]
})

export const RETIREMENT_STATISTIC_CARDS: readonly StatisticCard[] = [
  {
    label: `${FIGURES_YEAR} 401(k) contribution limit`,
    value: formatDollars(IRS_LIMITS.elective401k),
    note: `Up ${formatDollars(IRS_LIMITS.elective401kIncrease)} from ${IRS_LIMITS.year - 1}`,
    source: `IRS, ${IRS_LIMITS.year}`,
  },
  ...sourcedStatistics,
]

/**
 * What the page fills in from an Investment Readiness assessment (prefill.ts), completing "Filled
 * in from your Investment Readiness assessment of <date>: ". Without amounts: they may have changed.
 */
export const RETIREMENT_PREFILL_NOTE =
  'your age. The assessment did not ask about retirement savings, so the other figures are this calculator’s examples.'
