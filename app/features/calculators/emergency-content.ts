import type { Faq } from './ui/calculator-page'

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

export const EMERGENCY_FAQS: readonly Faq[] = [
  {
    question: 'How much should I keep in an emergency fund?',
    answer:
      'A common guideline is 3 to 6 months of essential expenses. Aim for the lower end if your income is steady and your household has more than one earner; aim higher if you are self-employed, paid on commission, or the only earner with people depending on you. If that feels out of reach, start with a $1,000 starter fund: it covers many smaller surprises and keeps them off a credit card.',
  },
  {
    question: 'Which expenses should I count?',
    answer:
      'Only the costs you would still have to pay if your income stopped tomorrow: rent or mortgage, utilities, groceries, getting to work, insurance premiums, minimum debt payments, childcare and medicine. Leave out things you could pause in a crisis, such as eating out, travel and most subscriptions.',
  },
  {
    question: 'Where should I keep my emergency fund?',
    answer:
      'Somewhere safe and easy to reach within a day or two, but separate from the checking account you spend from. A high-yield savings account at an FDIC-insured bank (or an NCUA-insured credit union) is a popular choice: deposits are insured up to $250,000 per depositor, per bank, per ownership category, and you earn some interest. Rates change often, so compare the APY banks offer today.',
  },
  {
    question: 'Should I build an emergency fund or pay off debt first?',
    answer:
      'Many people do both in stages. First save a $1,000 starter fund so a small emergency does not add new debt. Then put your extra money toward high-interest debt such as credit cards. Once that is gone, grow the fund to 3 months of expenses or more. The Debt Freedom Calculator shows how fast your debts could go.',
  },
  {
    question: 'Should I invest my emergency fund in stocks?',
    answer:
      'Generally no. Stock prices can fall sharply and stay down for months or years, and that can happen at the same time as layoffs. An emergency fund is meant to be there in full on the day you need it, so it belongs in insured savings rather than the market. Money beyond your target can be invested for longer-term goals.',
  },
  {
    question: 'What should I do after I use my emergency fund?',
    answer:
      'Using it is exactly what it is for, so there is no reason to feel bad. Once the emergency is over, make rebuilding the fund your first goal again: go back to your regular monthly transfer and consider pausing extra debt payments or investing until it is refilled. Enter your new balance here to see how long that will take.',
  },
]

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
