import type { CalculatorPageText } from '../ui/calculator-page'

/**
 * The credit-card payoff calculator page's reading matter: its "How we calculate", as HTML, and its questions and
 * answers. The page's loader sends them with the page, so they are not part of the page's script;
 * a navigation inside the site loads this module as a chunk of its own
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export const CREDIT_CARD_PAGE_TEXT: CalculatorPageText = {
  method: `
  <p>
    Each month interest is charged first, then your payment is taken off. Monthly interest = balance
    × APR / 12. During a 0% promotional period no interest is charged; after it, the APR you enter
    applies to whatever is left. A balance-transfer fee is that percentage of the balance, added to
    what you owe on day one. A payment is never more than is owed, so the last one is usually
    smaller.
  </p>
  <p>
    With a fixed payment <em>P</em>, a balance <em>B</em> and monthly rate <em>r</em>, the card is
    paid off after <em>n</em> = −ln(1 − <em>rB</em>/<em>P</em>) / ln(1 + <em>r</em>) months, rounded
    up. The payment that clears it in <em>n</em> months is <em>P</em> = <em>rB</em> / (1 − (1 +
    <em>r</em>)<sup>−n</sup>); with <em>m</em> promotional months first it is <em>B</em> /
    (<em>m</em> + (1 − (1 + <em>r</em>)<sup>−(n−m)</sup>) / <em>r</em>). We round that payment up to
    the next whole dollar, so paying it clears the card in time.
  </p>
  <p>
    The minimum payment is the month’s interest plus the percentage of the balance you enter (1% by
    default), or the floor you enter ($25 by default), whichever is more, and never more than is
    owed. If a payment does not cover the interest the balance never goes down, and we say so
    instead of giving a date; no schedule runs longer than 50 years (600 months). Interest is worked
    out to fractions of a cent and shown in whole dollars; the schedule and its CSV show cents. Real
    issuers usually charge a daily rate on the average daily balance, so a statement can differ
    slightly.
  </p>
`,
  faqs: [
    {
      question: 'How is credit card interest worked out here?',
      answer:
        'Each month the interest is the balance times the APR divided by 12, charged before your payment. Most issuers actually charge a daily rate on the average daily balance, so your statement can differ by a few dollars; the months to payoff rarely change.',
    },
    {
      question: 'How do issuers set the minimum payment?',
      answer:
        'A common formula is the month’s interest plus 1% of the balance, or a fixed floor such as $25, whichever is more. Some issuers use 2% or 3% of the balance instead. Check your card agreement and enter its percentage and floor.',
    },
    {
      question: 'Why does paying only the minimum take so long?',
      answer:
        'Because the minimum shrinks as the balance shrinks, most of each payment goes to interest for years. Paying a fixed amount, even one only a little above today’s minimum, clears the card far sooner.',
    },
    {
      question: 'Is a balance transfer worth the fee?',
      answer:
        'Often, if you can pay the balance off during the 0% period. Enter the promotional months and the fee (commonly 3% to 5%) to compare. Any balance left when the promotion ends is charged the APR you enter from then on.',
    },
    {
      question: 'What if my payment does not cover the interest?',
      answer:
        'Then the balance never goes down, and the calculator says so rather than showing a date. Raise the payment above the monthly interest shown, or look at a lower-rate balance transfer.',
    },
  ],
}
