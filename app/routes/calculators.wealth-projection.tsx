import { calculatorMeta } from '~/features/calculators/meta'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { WealthCalculator } from '~/features/calculators/wealth-projection/wealth-calculator'
import {
  WEALTH_FAQS,
  WEALTH_PAGE,
  WEALTH_PREFILL_NOTE,
  WEALTH_RELATED,
} from '~/features/calculators/wealth-projection/wealth-content'
import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { publicPageHeaders } from '~/lib/http/cache-control'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.wealth-projection'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...WEALTH_PAGE, faqs: WEALTH_FAQS, siteUrl: siteUrlFrom(matches) })

export default function WealthProjectionPage() {
  return (
    <>
      <CalculatorHeader
        title={WEALTH_PAGE.title}
        intro="Enter what you own, what you owe and what you save each month to see your net worth year by year, in today’s dollars and in future dollars, and when you pass the milestones you choose."
      />
      <PrefillNote type="wealth-projection" filled={WEALTH_PREFILL_NOTE} />
      <WealthCalculator />
      <HowWeCalculate>
        <p>
          Each kind of asset grows at its own expected return, an effective yearly rate <em>r</em>{' '}
          turned into the monthly rate (1 + <em>r</em>)<sup>1/12</sup> − 1. Your monthly saving is
          added to your investments at the end of every month. After <em>t</em> years an amount{' '}
          <em>A</em> has grown to <em>A</em>(1 + <em>r</em>)
          <sup>
            <em>t</em>
          </sup>
          , and a monthly saving <em>S</em> to <em>S</em> × ((1 + <em>i</em>)
          <sup>
            12<em>t</em>
          </sup>{' '}
          − 1) / <em>i</em> at the investments’ monthly rate <em>i</em>.
        </p>
        <p>
          Debts are paid down month by month: interest at their rate ÷ 12 is added, then your
          monthly payment is taken off, never more than is owed. When they are paid off the payment
          stops; it is not moved to your saving. A payment that does not cover the interest lets the
          debt grow, and we say so. Home equity is taken to be net of the mortgage and grows at the
          home return; the mortgage’s own paydown is not modeled, so leave the mortgage out of your
          debts.
        </p>
        <p>
          Net worth is everything you own less what you owe. The expected line uses your returns;
          the low and high lines lower and raise the returns of investments, retirement accounts and
          home equity by the range you set, every year alike (cash keeps its rate in all three).
          This is a range of steady returns, not a forecast of chances: real returns vary from year
          to year.
        </p>
        <p>
          Future dollars are divided by (1 + inflation)
          <sup>
            <em>t</em>
          </sup>{' '}
          to give today’s dollars. A milestone is passed in the first year whose end net worth in
          today’s dollars reaches it. Figures are before taxes and fees, shown in whole dollars; the
          CSV has them to the cent.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={WEALTH_FAQS}
        related={WEALTH_RELATED}
        bannerMessage="A projection is only as good as the plan behind it. Your free Investment Readiness score shows what to do next."
        newsletterSource="calculator-general"
      />
    </>
  )
}
