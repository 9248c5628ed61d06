/**
 * The six steps of the method and the illustrative stories that go with them, shown on the home
 * page and the dashboard. Kept apart from \`site.ts\` (which every page loads for its header and
 * footer) so that other pages do not carry them.
 */

export const METHOD_STEPS = [
  {
    step: 1,
    title: 'Starter Emergency Fund',
    text: 'Set aside $1,000 first, so a flat tire or a doctor’s bill never goes on a credit card.',
    to: '/calculators/emergency-fund',
    action: 'Plan your starter fund',
  },
  {
    step: 2,
    title: 'Debt Avalanche',
    text: 'List every debt and pay the highest interest rate first while keeping up the minimums on the rest.',
    to: '/calculators/debt-freedom',
    action: 'See your debt-free date',
  },
  {
    step: 3,
    title: 'Full Emergency Fund',
    text: 'Grow your cushion to three to six months of essential expenses once the high-interest debt is gone.',
    to: '/calculators/emergency-fund',
    action: 'Size your full fund',
  },
  {
    step: 4,
    title: 'Investment Readiness',
    text: 'Learn how accounts, risk and fees work, and check that your foundations are solid before you invest.',
    to: '/blog?category=financial-education',
    action: 'Read the basics',
  },
  {
    step: 5,
    title: 'Wealth Acceleration',
    text: 'Invest steadily in low-cost, diversified funds and use tax-advantaged accounts to keep more of the growth.',
    to: '/blog?category=investing-basics',
    action: 'Start investing wisely',
  },
  {
    step: 6,
    title: 'Stay Focused',
    text: 'Automate the plan, review it once a year, and learn from people who walked the same road.',
    to: '/blog?category=success-stories',
    action: 'Read their stories',
  },
] as const

/**
 * Composite examples written to show what the method can look like; not real customers. Each is
 * described by its situation, never by a name and a city, so none reads as a real person's review.
 */
export const ILLUSTRATIVE_TESTIMONIALS = [
  {
    id: 'couple-credit-cards',
    initials: 'A',
    persona: 'A couple with two car loans and three credit cards',
    debtEliminated: 38_400,
    monthlyInvesting: 650,
    quote:
      'Seeing a real debt-free date turned a vague worry into a plan. Paying the 24% card first saved us more than I expected.',
  },
  {
    id: 'single-earner-starter-fund',
    initials: 'B',
    persona: 'A single earner who lived paycheck to paycheck',
    debtEliminated: 21_750,
    monthlyInvesting: 400,
    quote:
      'The starter fund was the turning point. The next car repair went on savings instead of a card, and I kept going.',
  },
  {
    id: 'graduate-student-loans',
    initials: 'C',
    persona: 'A graduate with four student loans',
    debtEliminated: 52_300,
    monthlyInvesting: 900,
    quote:
      'I used to think investing was for other people. Now the same amount that went to loans goes into index funds every month.',
  },
] as const
