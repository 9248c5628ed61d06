import type { CalculatorPageText } from './ui/calculator-page'

/**
 * The debt calculator page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const DEBT_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Each month, interest is added to every debt first: its balance × APR ÷ 12. Then every debt
    receives its minimum payment, and the rest of your monthly budget (your extra payment) goes to
    the first debt in your payoff order. A payment never exceeds what a debt still owes.
  </p>
  <p>
    When a debt is paid off, whatever it no longer needs, its minimum and any leftover, goes to the
    next debt in the order in the same month. Your total monthly payment therefore stays the same,
    the sum of all minimums plus the extra payment (and any one-off payment in its month), until the
    last month, when you pay only what is left.
  </p>
  <p>
    The avalanche orders debts by interest rate, highest first; when two rates are equal, the
    smaller balance comes first. The snowball orders them by starting balance, smallest first; when
    two balances are equal, the higher rate comes first. Debts that tie on both keep the order you
    listed them in. The custom order is exactly the order of your list.
  </p>
  <p>
    A one-off payment is added in its month (month 1 is your first payment) to what your budget has
    left after the minimums, and goes down your payoff order like the extra payment. Only what your
    debts still owe is used.
  </p>
  <p>
    A promotional rate (such as 0% on a balance transfer) is charged for the months you give, from
    your first payment; then the debt’s APR applies. Deferred-interest offers, which charge the
    promotion’s interest if the balance is not cleared in time, are not modelled. While a promotion
    runs, the avalanche orders debts by the rate charged that month, checked every month: a debt at
    0% waits behind debts that charge interest and moves up when its promotion ends; equal rates
    keep the usual order. The snowball and custom orders do not change.
  </p>
  <p>
    “Interest saved” and “months saved” compare your plan with paying only each debt’s own minimum,
    with no extra payment, no one-off payments and nothing rolled over, and with the same
    promotional rates, which belong to the debts. Both are followed for at most 30 years (360
    months); a plan that would take longer says so instead of showing a date, and shows no interest
    or months saved, since a plan that does not clear the debt saves nothing. For such a plan we
    count as interest paid only the interest your payments cover (each payment goes to its debt’s
    interest first); interest they do not cover is added to what you owe, and we say how much, and
    from which month the balance grows. Debts with a zero balance are left out. The first payment is
    made next month. Amounts are shown in whole dollars; the CSV has them to the cent.
  </p>
`,
  faqs: [
    {
      question: 'What is the difference between the debt avalanche and the debt snowball?',
      answer:
        'Both pay the minimum on every debt and put all extra money on one debt at a time. The avalanche targets the highest interest rate (APR) first, which costs the least interest. The snowball targets the smallest balance first, so the first debt disappears sooner and you see progress early. The Strategy Comparison shows what the difference is for your debts.',
    },
    {
      question: 'Which payoff strategy should I choose?',
      answer:
        'If the comparison shows only a small difference, pick the one you will stick with: many people stay motivated by clearing small balances first. If the avalanche saves a lot, it is usually worth it. Use the custom order when something else matters more, such as a loan with a co-signer or a debt you want gone for personal reasons.',
    },
    {
      question: 'What happens when one debt is paid off?',
      answer:
        'Its minimum payment does not disappear from your budget: it rolls over to the next debt in your order, in the same month, together with your extra payment. Your total monthly payment stays the same until the last debt is gone, which is why each debt goes faster than the one before.',
    },
    {
      question: 'Why does the calculator say my debts will not be paid off?',
      answer:
        'When your payments are smaller than the interest that is added each month, the balance never goes down. The plan stops at 30 years (360 months) and says so. Raise the extra payment, or check that each minimum payment matches your statement.',
    },
    {
      question: 'Is this exactly what my lender will charge?',
      answer:
        'It is a close estimate. We add a month of interest at APR ÷ 12 before each payment, while many card issuers charge interest on the average daily balance, and rates, fees and minimums can change. Use the plan to compare choices, and your statements for exact amounts.',
    },
  ],
}
