import type { CalculatorPageText } from './ui/calculator-page'

/**
 * The retirement calculator page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const RETIREMENT_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Until retirement, current savings grow once a year at the expected return and monthly savings
    are added at the end of each month and grow monthly at one twelfth of it. The income you want is
    in today’s dollars: it is raised by inflation every year until retirement and keeps rising with
    inflation during retirement, so it buys the same each year. Each retirement year’s income is
    taken out at the start of that year and the rest keeps earning the expected return.
  </p>
  <p>
    Savings at retirement = <em>S</em>(1 + <em>r</em>)<sup><em>n</em></sup> + <em>M</em> × ((1 +
    <em>r</em>/12)<sup>12<em>n</em></sup> − 1) / (<em>r</em>/12), where <em>S</em> is your current
    savings, <em>M</em> the monthly contribution, <em>r</em> the expected annual return and
    <em>n</em> the years until retirement. The income needed in the first retirement year is your
    desired income × (1 + <em>i</em>)<sup><em>n</em></sup>, where <em>i</em> is inflation.
  </p>
  <p>
    The savings you need on the day you retire are the sum of every retirement year’s income, each
    discounted back at the expected return. You are on track when your projected savings pay the
    full income for every year until your life expectancy. Required monthly savings is the monthly
    amount that makes the money last that long, rounded up to the next whole dollar so that saving
    the figure shown works; the recommendation is the difference from what you save now, also
    rounded up.
  </p>
  <p>
    In the retirement timeline, a milestone is reached once you are that age. The ones still ahead
    show the savings your plan projects for that birthday, and a warning when the savings are
    projected to have run out by then.
  </p>
  <p>
    Scenarios change only the monthly savings (80%, 120% or 150% of yours) and the return (2 points
    lower, 1 or 2 points higher, never below 0%). If the retirement age is not after your current
    age, or life expectancy is not after retirement, the calculator uses the ages it tells you
    beside those fields. Social Security and pensions are not added: enter only the income your
    savings must provide. Figures are before taxes and fees, and are shown in whole dollars; the CSV
    has them to the cent.
  </p>
`,
  faqs: [
    {
      question: 'How much do I need to retire?',
      answer:
        'It depends on the income you want, how long retirement lasts and what your savings earn along the way. This calculator works it out from your numbers: it raises the income you want by inflation until you retire, then finds the balance that pays it every year until your life expectancy. A quick cross-check is the 4% rule of thumb: multiply the yearly income you need from savings by 25.',
    },
    {
      question: 'Should I count Social Security?',
      answer:
        'The calculator does not add Social Security for you. If you expect a benefit, enter only the part of your income that your savings must cover. Your personal estimate is in your my Social Security account at ssa.gov, and it changes with the age at which you claim.',
    },
    {
      question: 'What return and inflation should I enter?',
      answer:
        'Use a return you consider realistic for your whole mix of investments after fees, not the best recent year. Many planners test 5% to 7% for a stock-heavy mix and lower figures for bonds and cash. Inflation has averaged roughly 3% a year over the long run in the US, but it varies. Try a few values: the Scenario Analysis table shows how much they matter.',
    },
    {
      question: 'Why is the retirement income shown so much higher than what I entered?',
      answer:
        'You enter the income in today’s dollars. By the time you retire, prices will have risen, so the calculator shows the same spending power in the dollars of your first retirement year. At 3% inflation, prices roughly double in 24 years.',
    },
    {
      question: 'What does “Years Covered” mean?',
      answer:
        'The number of full retirement years your projected savings can pay for, with the income rising by inflation each year and the rest of the money still earning your expected return. If it is at least the number of years between retirement and life expectancy, the plan covers your retirement.',
    },
    {
      question: 'Are taxes included?',
      answer:
        'No. The figures are before income taxes and investment fees. Withdrawals from traditional 401(k)s and IRAs are taxed as income, while qualified Roth withdrawals are not, so if most of your savings are pre-tax, aim for a somewhat higher income to allow for tax.',
    },
  ],
}
