import { PrefillNote } from '~/features/calculators/ui/prefill-note'
import { DividendCalculator } from '~/features/calculators/dividend-calculator'
import {
  DIVIDEND_FAQS,
  DIVIDEND_PAGE,
  DIVIDEND_RELATED,
  DIVIDEND_PREFILL_NOTE,
} from '~/features/calculators/dividend-content'
import { DividendGuide } from '~/features/calculators/dividend-guide'
import { DIVIDEND_TIMING, DIVIDEND_YIELD_LIMIT } from '~/features/calculators/dividend'
import { calculatorMeta } from '~/features/calculators/meta'
import {
  CalculatorHeader,
  CalculatorPageEnd,
  HowWeCalculate,
} from '~/features/calculators/ui/calculator-page'
import { siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators.dividend'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta({ ...DIVIDEND_PAGE, faqs: DIVIDEND_FAQS, siteUrl: siteUrlFrom(matches) })

export default function DividendPage() {
  return (
    <>
      <CalculatorHeader
        title={DIVIDEND_PAGE.title}
        intro="Enter what you invest, the dividend yield and how fast the dividend and share price grow to see the income your investment could pay you, year by year, with or without reinvesting."
      />
      <PrefillNote type="dividend" filled={DIVIDEND_PREFILL_NOTE} />
      <DividendCalculator />
      <DividendGuide />
      <HowWeCalculate>
        <p>
          The calculator follows a number of shares rather than a balance. You buy shares with the
          initial investment at the start; the dividend per share starts at the dividend yield times
          the share price, and from then on price and dividend grow at their own rates.{' '}
          {DIVIDEND_TIMING}
        </p>
        <p>
          Tax is taken from every dividend before anything is reinvested, at the flat rate you
          enter. With reinvesting off, the after-tax dividends are paid to you in cash: they count
          in Total Dividends and Total Return, but not in the portfolio value.
        </p>
        <p>
          Current yield is the year’s dividend per share divided by the share price at the start of
          that year. Yield on cost is the year’s dividends before tax divided by the money you have
          put in yourself (initial investment plus monthly additions; reinvested dividends are not
          counted), so it grows as the dividend grows. Monthly income is the final year’s after-tax
          dividends divided by 12.
        </p>
        <p>{DIVIDEND_YIELD_LIMIT}</p>
        <p>
          Total return is the final portfolio value plus any dividends taken as cash, minus the
          money you put in. The compound annual growth rate is a money-weighted annual return: the
          single yearly rate at which every dollar, counted from the month you invested it, would
          grow into the final value plus the cash dividends (the internal rate of return of the
          monthly cash flows, annualized). Without monthly additions it equals the classic (final
          value ÷ initial investment)
          <sup>1/years</sup> − 1.
        </p>
        <p>
          Figures are before fund fees, inflation and any tax when you sell, and are shown in whole
          dollars; the CSV has them to the cent, with dividends before and after tax.
        </p>
      </HowWeCalculate>
      <CalculatorPageEnd
        faqs={DIVIDEND_FAQS}
        related={DIVIDEND_RELATED}
        bannerMessage="Dividends grow best on a solid base. Your free Investment Readiness score shows whether you are ready to invest or should build savings and pay down debt first."
        newsletterSource="calculator-dividend"
      />
    </>
  )
}
