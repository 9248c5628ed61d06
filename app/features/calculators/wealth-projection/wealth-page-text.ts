import type { CalculatorPageText } from '../ui/calculator-page'

/**
 * The wealth projection page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const WEALTH_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Each kind of asset grows at its own expected return, an effective yearly rate <em>r</em> turned
    into the monthly rate (1 + <em>r</em>)<sup>1/12</sup> − 1. Your monthly saving is added to your
    investments at the end of every month. After <em>t</em> years an amount <em>A</em> has grown to
    <em>A</em>(1 + <em>r</em>)<sup><em>t</em></sup>, and a monthly saving <em>S</em> to <em>S</em> ×
    ((1 + <em>i</em>)<sup>12<em>t</em></sup> − 1) / <em>i</em> at the investments’ monthly rate
    <em>i</em>.
  </p>
  <p>
    Debts are paid down month by month: interest at their rate ÷ 12 is added, then your monthly
    payment is taken off, never more than is owed. When they are paid off the payment stops; it is
    not moved to your saving. A payment that does not cover the interest lets the debt grow, and we
    say so. Home equity is taken to be net of the mortgage and grows at the home return; the
    mortgage’s own paydown is not modeled, so leave the mortgage out of your debts.
  </p>
  <p>
    Net worth is everything you own less what you owe. The expected line uses your returns; the low
    and high lines lower and raise the returns of investments, retirement accounts and home equity
    by the range you set, every year alike (cash keeps its rate in all three). This is a range of
    steady returns, not a forecast of chances: real returns vary from year to year.
  </p>
  <p>
    Future dollars are divided by (1 + inflation)<sup><em>t</em></sup> to give today’s dollars. A
    milestone is passed in the first year whose end net worth in today’s dollars reaches it. Figures
    are before taxes and fees, shown in whole dollars; the CSV has them to the cent.
  </p>
`,
  faqs: [
    {
      question: 'What are “today’s dollars”?',
      answer:
        'Future amounts divided by the inflation between now and then, so that they buy what that amount buys today. At 2.5% inflation, $1,000,000 in 30 years buys about what $477,000 buys today. Milestones are counted in today’s dollars, so reaching $1M means $1M of today’s buying power.',
    },
    {
      question: 'Is the low to high range a forecast of the worst and best case?',
      answer:
        'No. It is the same projection with the returns of your investments, retirement accounts and home equity lowered and raised by the spread you choose, every year alike. Real returns jump around from year to year, and a bad decade can fall outside the range. It shows how much the result depends on the return, not how likely each line is.',
    },
    {
      question: 'How are my debts handled?',
      answer:
        'Your debts are paid down at the monthly payment you enter, with interest at their rate added each month first. When they are paid off, the payment stops: if you will invest it instead, add it to your monthly saving. If the payment does not cover the interest, the debt grows and the calculator says so.',
    },
    {
      question: 'Should I include my home and my mortgage?',
      answer:
        'Enter your home equity, what the home is worth less the mortgage, and leave the mortgage out of the debts so it is not counted twice. The equity grows at the home return you enter; paying down the mortgage would add to it, which this projection leaves out.',
    },
    {
      question: 'Are taxes and fees included?',
      answer:
        'No. Returns are before taxes and fund fees. To allow for them, lower the expected returns. Retirement accounts are projected at their full value, before the tax due when you take money out.',
    },
  ],
}
