import type { CalculatorPageText } from '../ui/calculator-page'

/**
 * The loan comparison page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const LOAN_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Each loan is a fixed-rate loan repaid in equal monthly payments. With a monthly rate <em>r</em>
    = APR ÷ 12 and <em>n</em> months, the payment on an amount <em>L</em> is <em>P</em> =
    <em>rL</em> / (1 − (1 + <em>r</em>)<sup>−<em>n</em></sup>); at 0% it is <em>L</em> / <em>n</em>.
    Each month’s interest is the balance × <em>r</em>, the rest of the payment repays the balance,
    and the last payment clears what is left.
  </p>
  <p>
    Points (a percentage of the amount) and fees (in dollars) are taken as paid upfront, at closing
    or out of the money you receive; they are not added to the loan, and interest is charged on the
    full amount. Total interest is every payment less the amount; total cost is every payment plus
    the points and fees.
  </p>
  <p>
    The APR with fees is the yearly rate at which your payments exactly repay what you received, the
    amount less the points and fees: we solve (1 − (1 + <em>i</em>)<sup>−<em>n</em></sup>) /
    <em>i</em> × <em>P</em> = <em>L</em> − fees for the monthly rate <em>i</em> by Newton’s method,
    falling back to halving the interval where a step would leave it, and show 12 × <em>i</em>, the
    way US lenders state APR. Without points or fees it equals the interest rate.
  </p>
  <p>
    The cheapest loan is the one with the lowest total cost; loans whose totals are equal to the
    cent tie, and all of them are named. For every two loans with different upfront costs, the
    break-even month is the first month by whose end the loan with the higher upfront costs has cost
    no more in all (its upfront costs plus its payments so far) than the other. If it never catches
    up we say so, and if it catches up but its payments run longer, we name the month from which it
    costs more again. Figures are shown in whole dollars; the CSV has them to the cent.
  </p>
`,
  faqs: [
    {
      question: 'Why is the APR with fees higher than the interest rate?',
      answer:
        'Because you pay the points and fees at the start, you have less money in hand than the amount you repay interest on. The APR with fees is the yearly rate at which your monthly payments exactly repay what you actually received, so it counts the fees as part of the cost of borrowing.',
    },
    {
      question: 'Should I pay points to get a lower rate?',
      answer:
        'Points pay off only if you keep the loan past the break-even month, when the lower payments have made up for the money paid upfront. If you may sell, move or refinance before then, the loan without points usually costs less. The calculator shows that month for your loans.',
    },
    {
      question: 'Which loan does the calculator call the cheapest?',
      answer:
        'The loan with the lowest total cost: every payment plus the points and fees paid upfront, over the whole term. When two loans cost the same to the cent, both are named. A cheaper total can still come with a higher monthly payment, for example on a shorter term, so look at both.',
    },
    {
      question: 'Are the fees added to the loan?',
      answer:
        'No. The calculator treats points and fees as paid upfront, at closing or out of the amount you receive, and charges interest on the full amount borrowed. If your lender adds the fees to the balance instead, enter the larger amount as the loan and 0 as the fees.',
    },
    {
      question: 'Does it include taxes, insurance or prepayment?',
      answer:
        'No. It compares fixed-rate loans repaid with equal monthly payments over their full term. Property taxes, insurance, private mortgage insurance, variable rates and paying early are not included.',
    },
  ],
}
