import { calculatorMeta } from '~/features/calculators/meta'
import { CreditCardCalculator } from '~/features/calculators/credit-card-payoff/credit-card-calculator'
import {
  CREDIT_CARD_FAQS,
  CREDIT_CARD_PAGE,
  CREDIT_CARD_RELATED,
} from '~/features/calculators/credit-card-payoff/credit-card-content'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.credit-card-payoff'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...CREDIT_CARD_PAGE, faqs: CREDIT_CARD_FAQS, siteUrl: siteUrlFrom(matches) })

export default function CreditCardPayoffPage() {
  return (
    <>
      <CalculatorHeader
        title={CREDIT_CARD_PAGE.title}
        intro="Enter your card’s balance and APR, then a monthly payment or the number of months you want to be debt-free in. See when the card is paid off, what it costs in interest, and how that compares with paying only the minimum."
      />
      <CreditCardCalculator />
      <HowWeCalculate>
        <p>
          Each month interest is charged first, then your payment is taken off. Monthly interest =
          balance × APR / 12. During a 0% promotional period no interest is charged; after it, the
          APR you enter applies to whatever is left. A balance-transfer fee is that percentage of
          the balance, added to what you owe on day one. A payment is never more than is owed, so
          the last one is usually smaller.
        </p>
        <p>
          With a fixed payment <em>P</em>, a balance <em>B</em> and monthly rate <em>r</em>, the
          card is paid off after <em>n</em> = −ln(1 − <em>rB</em>/<em>P</em>) / ln(1 + <em>r</em>)
          months, rounded up. The payment that clears it in <em>n</em> months is <em>P</em> ={' '}
          <em>rB</em> / (1 − (1 + <em>r</em>)<sup>−n</sup>); with <em>m</em> promotional months
          first it is <em>B</em> / (<em>m</em> + (1 − (1 + <em>r</em>)<sup>−(n−m)</sup>) /{' '}
          <em>r</em>). We round that payment up to the next whole dollar, so paying it clears the
          card in time.
        </p>
        <p>
          The minimum payment is the month’s interest plus the percentage of the balance you enter
          (1% by default), or the floor you enter ($25 by default), whichever is more, and never
          more than is owed. If a payment does not cover the interest the balance never goes down,
          and we say so instead of giving a date; no schedule runs longer than 50 years (600
          months). Interest is worked out to fractions of a cent and shown in whole dollars; the
          schedule and its CSV show cents. Real issuers usually charge a daily rate on the average
          daily balance, so a statement can differ slightly.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={CREDIT_CARD_FAQS}
        related={CREDIT_CARD_RELATED}
        bannerMessage="Card debt first, investing next. Your free Investment Readiness score shows where you stand."
        newsletterSource="calculator-credit-card"
      />
    </>
  )
}
