export const CREDIT_CARD_PAGE = {
  path: '/calculators/credit-card-payoff',
  name: 'Credit Card Payoff Calculator',
  title: 'Credit Card Payoff Calculator',
  description:
    'See how long a credit card takes to pay off and what it costs in interest, at a fixed payment or by a target date, compared with paying only the minimum. With 0% promotions and transfer fees.',
  keywords: [
    'credit card payoff calculator',
    'credit card minimum payment',
    'balance transfer calculator',
    'credit card interest calculator',
  ],
}

export const CREDIT_CARD_RELATED = [
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Several debts? Compare avalanche and snowball.',
  },
  {
    to: '/calculators/budget',
    label: 'Budget Calculator',
    hint: 'Find room in your budget for a bigger payment.',
  },
  {
    to: '/calculators/emergency-fund',
    label: 'Emergency Fund Calculator',
    hint: 'A cash cushion keeps new charges off the card.',
  },
] as const
