import type { Faq } from '../ui/calculator-page'

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

export const CREDIT_CARD_FAQS: readonly Faq[] = [
  {
    question: 'How is credit card interest worked out here?',
    answer:
      'Each month the interest is the balance times the APR divided by 12, charged before your payment. Most issuers actually charge a daily rate on the average daily balance, so your statement can differ by a few dollars; the months to payoff rarely change.',
  },
  {
    question: 'How do issuers set the minimum payment?',
    answer:
      'A common formula is the month’s interest plus 1% of the balance, or a fixed floor such as $25, whichever is more. Some issuers use 2% or 3% of the balance instead. Check your card agreement and enter its percentage and floor.',
  },
  {
    question: 'Why does paying only the minimum take so long?',
    answer:
      'Because the minimum shrinks as the balance shrinks, most of each payment goes to interest for years. Paying a fixed amount, even one only a little above today’s minimum, clears the card far sooner.',
  },
  {
    question: 'Is a balance transfer worth the fee?',
    answer:
      'Often, if you can pay the balance off during the 0% period. Enter the promotional months and the fee (commonly 3% to 5%) to compare. Any balance left when the promotion ends is charged the APR you enter from then on.',
  },
  {
    question: 'What if my payment does not cover the interest?',
    answer:
      'Then the balance never goes down, and the calculator says so rather than showing a date. Raise the payment above the monthly interest shown, or look at a lower-rate balance transfer.',
  },
]

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
