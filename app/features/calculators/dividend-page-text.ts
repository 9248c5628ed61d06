import { MAX_CURRENT_YIELD } from './dividend'
import type { CalculatorPageText } from './ui/calculator-page'

/**
 * The dividend calculator page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const DIVIDEND_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    The calculator follows a number of shares rather than a balance. You buy shares with the initial
    investment at the start; the dividend per share starts at the dividend yield times the share
    price, and from then on price and dividend grow at their own rates. The share price grows a
    little every month so that it rises by the price growth rate over each year. Monthly additions
    buy shares at the end of each month at that month’s price. Dividends are paid quarterly (at the
    end of March, June, September and December) on the shares held at that moment, each a quarter of
    the year’s dividend per share; tax is withheld, and when reinvesting is on the rest buys shares
    at that day’s price. The dividend per share rises by the dividend growth rate at the start of
    each year after the first.
  </p>
  <p>
    Tax is taken from every dividend before anything is reinvested, at the flat rate you enter. With
    reinvesting off, the after-tax dividends are paid to you in cash: they count in Total Dividends
    and Total Return, but not in the portfolio value.
  </p>
  <p>
    Current yield is the year’s dividend per share divided by the share price at the start of that
    year. Yield on cost is the year’s dividends before tax divided by the money you have put in
    yourself (initial investment plus monthly additions; reinvested dividends are not counted), so
    it grows as the dividend grows. Monthly income is the final year’s after-tax dividends divided
    by 12.
  </p>
  <p>
    The current yield, the dividend per share divided by the share price at the start of a year, may
    not pass ${MAX_CURRENT_YIELD}%, the highest starting yield the calculator accepts. A dividend
    that grows faster than the share price raises the yield every year without end, until the
    projection would describe a company paying out more each year than it is worth. When your rates
    would take the yield past 25% within the time period, the calculator shows no figures: it names
    the year this would happen, the highest dividend growth rate that stays within the limit, and
    the period that does.
  </p>
  <p>
    Total return is the final portfolio value plus any dividends taken as cash, minus the money you
    put in. The compound annual growth rate is a money-weighted annual return: the single yearly
    rate at which every dollar, counted from the month you invested it, would grow into the final
    value plus the cash dividends (the internal rate of return of the monthly cash flows,
    annualized). Without monthly additions it equals the classic (final value ÷ initial
    investment)<sup>1/years</sup> − 1.
  </p>
  <p>
    Figures are before fund fees, inflation and any tax when you sell, and are shown in whole
    dollars; the CSV has them to the cent, with dividends before and after tax.
  </p>
`,
  faqs: [
    {
      question: 'What is a dividend yield?',
      answer:
        'The yearly dividends a share pays divided by its price. A stock trading at $50 that pays $2 a year in dividends yields 4%. Because the price moves every day, the yield moves too: when the price rises and the dividend stays the same, the yield falls.',
    },
    {
      question: 'What does reinvesting dividends (DRIP) do?',
      answer:
        'A dividend reinvestment plan uses each dividend to buy more shares instead of paying it to you in cash. Those new shares earn dividends of their own, so income and value compound. Switch Reinvest dividends off and on to see the difference for your numbers.',
    },
    {
      question: 'What is yield on cost?',
      answer:
        'A year’s dividends divided by the money you put in. If you invested $10,000 and the holding now pays $700 a year, your yield on cost is 7%, even if a new buyer today would get a much lower yield. It shows how a growing dividend rewards patience; it is not the return you would earn on new money.',
    },
    {
      question: 'How are dividends taxed in the United States?',
      answer:
        'In a regular brokerage account, qualified dividends are taxed at the federal long-term capital gains rates of 0%, 15% or 20% depending on your taxable income, and ordinary (nonqualified) dividends at your regular income tax rate (IRS Topic No. 404, 2026). Dividends are taxable in the year they are paid even when you reinvest them, and your state may tax them too. Higher earners may also owe the 3.8% net investment income tax (IRS Topic No. 559). Inside a 401(k) or IRA dividends are not taxed each year: use a tax rate of 0% to model one.',
    },
    {
      question: 'What dividend growth and price growth should I enter?',
      answer:
        'Nobody knows future returns, and past results do not predict them. Companies can cut or stop a dividend, and share prices can fall for years. Try a cautious case (for example 0% to 3% growth) next to a hopeful one, and make sure the plan still works for you in the cautious case.',
    },
    {
      question: 'Why is the Dividend Growth column higher than the growth rate I entered?',
      answer:
        'The column shows how much your own dividend income grew over the year before. Besides the raise in the dividend per share, it includes the dividends paid on the new shares you bought with monthly additions and reinvested dividends, so it is often well above the rate you entered, especially in the early years.',
    },
  ],
}
