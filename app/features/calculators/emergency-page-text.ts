import type { CalculatorPageText } from './ui/calculator-page'

/**
 * The emergency fund calculator page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const EMERGENCY_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Monthly expenses are the sum of the six categories you enter. Your target is monthly expenses ×
    the number of months you choose (3, 6, 9 or 12). The amount still needed is the target minus
    your current fund, and never less than $0. Amounts are added to the cent, and rounded only when
    shown: to whole dollars, with half a dollar rounded up.
  </p>
  <p>
    Months to goal = amount still needed ÷ monthly savings, rounded up to a whole month. With $0 a
    month the goal is never reached, so it shows N/A. Progress = current fund ÷ target × 100, shown
    to one decimal; it can pass 100% when you have saved more than the target, but the bar stops at
    full.
  </p>
  <p>
    Savings are added at the end of each month and earn no interest in these figures, so real
    balances may grow a little faster. The progress chart runs until you reach the target or for 24
    months, whichever comes first. The goal timeline and the savings scenarios use the same rule for
    $1,000 and for 1, 3, 6 and 12 months of expenses, less what you already have.
  </p>
  <p>
    Recommendations appear when one of these is true:
  </p>
  <ul class="list-disc space-y-1 pl-6">
    <li>
      you have less than a quarter of your target: build a $1,000 starter fund quickly (or keep adding
      to it, if you have one);
    </li>
    <li>
      your essential expenses are over $5,000 a month: look for costs to cut;
    </li>
    <li>
      you save less than 10% of your monthly expenses: aim for at least 10%;
    </li>
    <li>
      your goal is under 6 months and you are more than halfway there: consider 6 months;
    </li>
    <li>
      reaching the goal would take more than 24 months: save more each month.
    </li>
  </ul>
  <p>
    Figures are shown in whole dollars; the CSV download has them to the cent. This is education,
    not personal financial advice.
  </p>
`,
  faqs: [
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
  ],
}
