import type { CalculatorPageText } from './ui/calculator-page'

/**
 * The compound interest calculator page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const COMPOUND_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Contributions are added at the end of each month. A nominal annual rate <em>r</em> compounded
    <em>n</em> times a year is turned into the equivalent monthly rate <em>i</em> = (1 +
    <em>r</em>/<em>n</em>)<sup><em>n</em>/12</sup> − 1, so daily, quarterly and annual compounding
    are all handled exactly.
  </p>
  <p>
    The balance after <em>t</em> years is <em>P</em>(1 + <em>i</em>)<sup>12<em>t</em></sup> +
    <em>PMT</em> × ((1 + <em>i</em>)<sup>12<em>t</em></sup> − 1) / <em>i</em>, where <em>P</em> is
    the initial investment and <em>PMT</em> the monthly contribution. At 0% the balance is simply
    what you put in.
  </p>
  <p>
    Effective annual rate = (1 + <em>r</em>/<em>n</em>)<sup><em>n</em></sup> − 1. Return on
    investment is interest earned divided by total contributions. Figures are before taxes, fees and
    inflation, and are shown in whole dollars; the CSV has them to the cent.
  </p>
`,
  faqs: [
    {
      question: 'What is compound interest?',
      answer:
        'Interest earned on your interest. Each period the interest is added to the balance, so the next period’s interest is calculated on a larger amount. Over long periods this snowballing effect does most of the work.',
    },
    {
      question: 'Does compounding daily instead of monthly make a big difference?',
      answer:
        'Less than most people think. At 7% a year, monthly compounding gives an effective annual rate of about 7.23% and daily about 7.25%. Time in the market and the amount you add each month matter far more. The Compare Frequencies tab shows the difference for your numbers.',
    },
    {
      question: 'What rate of return should I use?',
      answer:
        'For a high-yield savings account use its advertised APY. For a diversified stock index fund, many planners use 5% to 7% a year after inflation for long periods, but returns vary widely from year to year and past performance does not guarantee future results.',
    },
    {
      question: 'Are taxes and fees included?',
      answer:
        'No. The calculator shows growth before taxes, fund fees and inflation. To allow for fees, lower the rate by the fund’s expense ratio; to see today’s dollars, lower it by the inflation rate you expect.',
    },
    {
      question: 'When are the monthly contributions added?',
      answer:
        'At the end of each month, the way most automatic transfers work. The first contribution therefore earns interest from the second month on.',
    },
  ],
}
