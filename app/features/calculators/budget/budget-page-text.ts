import type { CalculatorPageText } from '../ui/calculator-page'

/**
 * The budget calculator page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const BUDGET_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Each line is put in one of the guideline’s three groups. <strong>Needs</strong> (50% of
    take-home pay): housing, transport, food, utilities, insurance and the minimum payments on your
    debts, which you must pay whatever happens. <strong>Wants</strong> (30%): personal spending and
    other. <strong>Savings and extra debt payments</strong> (20%): savings and anything you pay on
    debts above the minimums, since both raise your net worth.
  </p>
  <p>
    A group’s share is its total divided by your take-home pay; its guideline is 50%, 30% or 20% of
    that pay. What is left over is take-home pay minus every line, savings included; a negative
    figure is a shortfall. Amounts are added to the cent and shown in whole dollars.
  </p>
  <p>
    What to change first: of needs and wants, the group furthest over its guideline in dollars, and
    its largest line, with the cut that would bring the group back within the guideline (at most the
    whole line). Savings above 20% is never a problem. When neither group is over, a shortfall comes
    first, then savings below 20%.
  </p>
  <p>
    The links carry your figures over. The emergency fund calculator gets housing, utilities, food,
    transport, insurance, your minimum debt payments (as its “other” essential expenses, since they
    stay due when income stops) and your savings line as the monthly amount saved; the fund you
    already have is not asked here, so enter it there. The debt freedom calculator gets your extra
    debt payment; enter each debt’s balance and rate there.
  </p>
`,
  faqs: [
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
  ],
}
