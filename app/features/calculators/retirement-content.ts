import { formatDollars } from '~/lib/money'
import type { Faq } from './ui/calculator-page'
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

export const RETIREMENT_FAQS: readonly Faq[] = [
  {
    question: 'How much do I need to retire?',
    answer:
      'It depends on the income you want, how long retirement lasts and what your savings earn along the way. This calculator works it out from your numbers: it raises the income you want by inflation until you retire, then finds the balance that pays it every year until your life expectancy. A quick cross-check is the 4% rule of thumb: multiply the yearly income you need from savings by 25.',
  },
  {
    question: 'Should I count Social Security?',
    answer:
      'The calculator does not add Social Security for you. If you expect a benefit, enter only the part of your income that your savings must cover. Your personal estimate is in your my Social Security account at ssa.gov, and it changes with the age at which you claim.',
  },
  {
    question: 'What return and inflation should I enter?',
    answer:
      'Use a return you consider realistic for your whole mix of investments after fees, not the best recent year. Many planners test 5% to 7% for a stock-heavy mix and lower figures for bonds and cash. Inflation has averaged roughly 3% a year over the long run in the US, but it varies. Try a few values: the Scenario Analysis table shows how much they matter.',
  },
  {
    question: 'Why is the retirement income shown so much higher than what I entered?',
    answer:
      'You enter the income in today’s dollars. By the time you retire, prices will have risen, so the calculator shows the same spending power in the dollars of your first retirement year. At 3% inflation, prices roughly double in 24 years.',
  },
  {
    question: 'What does “Years Covered” mean?',
    answer:
      'The number of full retirement years your projected savings can pay for, with the income rising by inflation each year and the rest of the money still earning your expected return. If it is at least the number of years between retirement and life expectancy, the plan covers your retirement.',
  },
  {
    question: 'Are taxes included?',
    answer:
      'No. The figures are before income taxes and investment fees. Withdrawals from traditional 401(k)s and IRAs are taxed as income, while qualified Roth withdrawals are not, so if most of your savings are pre-tax, aim for a somewhat higher income to allow for tax.',
  },
]

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
