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
