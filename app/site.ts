/**
 * Site-wide copy and navigation that the owner may change in one place.
 * Marketing claims live here as copy, never computed or presented as live figures.
 */
export const SITE_NAME = 'Wealthward'
export const SITE_TAGLINE = 'Escape Debt. Build Wealth. Live Free.'
export const SITE_DESCRIPTION =
  'Free tools and plain-English lessons for Americans getting out of debt and starting to invest: debt payoff and investing calculators, a free Investment Readiness score, and a weekly newsletter.'
/**
 * How long the Investment Readiness assessment takes, said the same way wherever the site says it:
 * 13 questions (7 about you, 6 about your money), most people need a moment to look up a figure.
 */
export const ASSESSMENT_MINUTES = 3
export const ASSESSMENT_DURATION = `about ${ASSESSMENT_MINUTES} minutes`

export const THEME_COLOR = '#2563eb'
export const DEFAULT_SOCIAL_IMAGE = '/og-default.png'

export const CALCULATOR_LINKS = [
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Compare payoff strategies',
  },
  {
    to: '/calculators/dividend',
    label: 'Dividend Calculator',
    hint: 'Track dividend income and growth',
  },
  {
    to: '/calculators/compound-interest',
    label: 'Compound Interest',
    hint: 'Calculate investment growth',
  },
  { to: '/calculators/retirement', label: 'Retirement Savings', hint: 'See if you are on track' },
  { to: '/calculators/emergency-fund', label: 'Emergency Fund', hint: 'Build your safety net' },
  { to: '/calculators/budget', label: 'Budget Calculator', hint: 'Check your 50/30/20 split' },
  {
    to: '/calculators/credit-card-payoff',
    label: 'Credit Card Payoff',
    hint: 'See when your card is paid off',
  },
  { to: '/calculators/loan-comparison', label: 'Loan Comparison', hint: 'Find the cheapest loan' },
  {
    to: '/calculators/wealth-projection',
    label: 'Wealth Projection',
    hint: 'Project your net worth',
  },
] as const

export const BLOG_CATEGORY_LINKS = [
  { to: '/blog?category=debt-elimination', label: 'Debt Elimination' },
  { to: '/blog?category=financial-education', label: 'Financial Literacy' },
  { to: '/blog?category=budgeting', label: 'Budgeting' },
  { to: '/blog?category=investing-basics', label: 'Investment Prep' },
  { to: '/blog?category=success-stories', label: 'Success Stories' },
] as const

export const MOBILE_BLOG_CATEGORY_LINKS = [
  { to: '/blog?category=debt-elimination', label: 'Debt Elimination' },
  { to: '/blog?category=financial-education', label: 'Financial Education' },
  { to: '/blog?category=investing-basics', label: 'Investing Basics' },
  { to: '/blog?category=retirement-planning', label: 'Retirement Planning' },
] as const

export const POPULAR_POST_LINKS = [
  { to: '/blog/hidden-cost-car-payments', label: 'The Hidden Cost of Car Payments' },
  {
    to: '/blog/student-debt-rebellion',
    label: 'Illustrative case: clearing $68,000 of student loans',
  },
  { to: '/blog/how-student-loans-work', label: 'How Student Loans Work' },
] as const
