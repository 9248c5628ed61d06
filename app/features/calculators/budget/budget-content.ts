import type { Faq } from '../ui/calculator-page'

export const BUDGET_PAGE = {
  path: '/calculators/budget',
  name: 'Budget Calculator',
  title: 'Budget Calculator',
  description:
    'Split your monthly take-home pay into needs, wants and savings, compare it with the 50/30/20 guideline, see your surplus or shortfall and the one line to change first.',
  keywords: [
    'budget calculator',
    '50/30/20 budget',
    'monthly budget planner',
    'needs wants savings',
  ],
}

export const BUDGET_FAQS: readonly Faq[] = [
  {
    question: 'What is the 50/30/20 rule?',
    answer:
      'A simple way to split take-home pay, made popular by Elizabeth Warren and Amelia Warren Tyagi in the book All Your Worth (2005): about 50% on needs, 30% on wants and 20% on savings and paying down debt faster. It is a starting point, not a law: in a high-cost city needs often take more than half.',
  },
  {
    question: 'Why do minimum debt payments count as needs, but extra payments as savings?',
    answer:
      'The minimum is a bill you must pay to avoid fees and damage to your credit, like rent. Anything above it shrinks what you owe, which improves your net worth exactly as saving does, so it counts towards the 20%.',
  },
  {
    question: 'Should I enter my pay before or after tax?',
    answer:
      'After: the amount that reaches your bank account each month. Money taken from your paycheck for a 401(k) is already saved; you can leave it out of both pay and savings, or add it to both.',
  },
  {
    question: 'Where do subscriptions, gifts and eating out go?',
    answer:
      'In Personal or Other, which count as wants. Groceries go in Food (a need); restaurants and takeout are better put in Personal so that the split shows what you could cut.',
  },
  {
    question: 'What if my needs are well over 50%?',
    answer:
      'That is common with high rent or a car loan. Housing and transport are the largest levers but the slowest to change; in the meantime keep wants low enough that you still save something each month, even if it is less than 20%.',
  },
]

export const BUDGET_RELATED = [
  {
    to: '/calculators/emergency-fund',
    label: 'Emergency Fund Calculator',
    hint: 'How many months of essentials should you keep?',
  },
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Put your extra payment to work on your debts.',
  },
  {
    to: '/calculators/credit-card-payoff',
    label: 'Credit Card Payoff Calculator',
    hint: 'See when one card is paid off.',
  },
] as const
