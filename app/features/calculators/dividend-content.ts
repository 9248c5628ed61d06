export const DIVIDEND_PAGE = {
  path: '/calculators/dividend',
  name: 'Dividend Calculator',
  title: 'Dividend Calculator',
  description:
    'Project the dividend income an investment could pay you, with or without reinvesting (DRIP), after tax. See yield on cost, monthly income and a year-by-year breakdown you can download.',
  keywords: [
    'dividend calculator',
    'dividend income calculator',
    'DRIP calculator',
    'dividend reinvestment calculator',
    'yield on cost',
    'dividend growth calculator',
  ],
}

export const DIVIDEND_RELATED = [
  {
    to: '/calculators/compound-interest',
    label: 'Compound Interest Calculator',
    hint: 'See how steady deposits grow at a fixed rate.',
  },
  {
    to: '/calculators/retirement',
    label: 'Retirement Calculator',
    hint: 'Check whether your savings can fund retirement.',
  },
  {
    to: '/calculators/debt-freedom',
    label: 'Debt Freedom Calculator',
    hint: 'Clear high-interest debt before chasing yield.',
  },
] as const

export interface DividendTip {
  title: string
  body: string
  /** Worked examples: calculator inputs as a query string, reproducing the figures in `body`. */
  examples?: readonly { label: string; search: string }[]
}

/** Tips and strategy notes shown under the calculator; education, not advice. */
export const DIVIDEND_TIPS: readonly DividendTip[] = [
  {
    title: 'Let reinvested dividends do the compounding',
    body: 'Many brokers can reinvest dividends automatically, often into fractional shares, at no extra cost. Every reinvested dividend buys shares that pay dividends of their own. The trade-off: in a taxable account you owe tax on those dividends each year even though you never touched the cash.',
  },
  {
    title: 'Beware of yield traps',
    body: 'An unusually high yield is often a warning, not a bargain: it usually means the share price has fallen because investors expect trouble, and a dividend cut may follow. Before buying for the yield, look at how much of its earnings and cash flow the company pays out, how much debt it carries and whether it kept paying through past downturns.',
  },
  {
    title: 'Favor growth you can count on over the biggest yield',
    body: 'A modest yield that rises every year can pay more in the long run than a high yield that stands still. In this calculator, $10,000 with no additions, 5% price growth, 15% tax and dividends reinvested: a 2.5% yield growing 8% a year pays about the same as a 5% yield growing 1% a year in year 13, and by year 25 it pays $2,740 a year against $1,044. Neither growth rate is guaranteed, so try your own pair.',
    examples: [
      {
        label: '2.5% yield growing 8% a year',
        search:
          'initial=10000&yield=2.5&monthly=0&dividendGrowth=8&priceGrowth=5&years=25&reinvest=true&tax=15',
      },
      {
        label: '5% yield growing 1% a year',
        search:
          'initial=10000&yield=5&monthly=0&dividendGrowth=1&priceGrowth=5&years=25&reinvest=true&tax=15',
      },
    ],
  },
  {
    title: 'Diversify across companies and sectors',
    body: 'High yields cluster in a few industries, such as utilities, real estate trusts and energy. Owning a handful of similar companies ties your income to one part of the economy. A broad, low-cost index fund or a diversified dividend fund spreads the risk across hundreds of companies.',
  },
  {
    title: 'Mind where you hold dividend payers',
    body: 'Qualified dividends get the lower long-term capital gains rates; ordinary dividends, including most real estate investment trust (REIT) dividends, are taxed at your regular income tax rate. Holding high-yield and REIT funds inside a 401(k) or IRA, where dividends are not taxed each year, can leave more to compound.',
  },
  {
    title: 'Build the base first',
    body: 'Dividends are not guaranteed and stocks can fall sharply. An emergency fund and paying off high-interest credit card debt come before investing for income: a 20% card rate costs far more than a 3% or 4% yield earns.',
  },
]

/**
 * What the page fills in from an Investment Readiness assessment (prefill.ts), completing "Filled
 * in from your Investment Readiness assessment of <date>: ". Without amounts: they may have changed.
 */
export const DIVIDEND_PREFILL_NOTE =
  'your investable assets as the initial investment. The other figures are this calculator’s examples.'
