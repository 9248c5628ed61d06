import { calculatorMeta } from '~/features/calculators/meta'
import { CreditCardCalculator } from '~/features/calculators/credit-card-payoff/credit-card-calculator'
import {
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

/** The page's reading matter, in a module of its own (docs/decisions/052). */
const pageText = async () =>
  (await import('~/features/calculators/credit-card-payoff/credit-card-page-text'))
    .CREDIT_CARD_PAGE_TEXT

// The page's "How we calculate" and questions are sent with the page; a navigation inside the site
// loads them in the browser, with no call to the server (docs/decisions/052).
export const loader = pageText
export const clientLoader = pageText

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  calculatorMeta({
    ...CREDIT_CARD_PAGE,
    faqs: loaderData?.faqs ?? [],
    siteUrl: siteUrlFrom(matches),
  })

export default function CreditCardPayoffPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalculatorHeader
        title={CREDIT_CARD_PAGE.title}
        intro="Enter your card’s balance and APR, then a monthly payment or the number of months you want to be debt-free in. See when the card is paid off, what it costs in interest, and how that compares with paying only the minimum."
      />
      <CreditCardCalculator />
      <HowWeCalculate html={loaderData.method} />
      <CalculatorPageEnd
        faqs={loaderData.faqs}
        related={CREDIT_CARD_RELATED}
        bannerMessage="Card debt first, investing next. Your free Investment Readiness score shows where you stand."
        newsletterSource="calculator-credit-card"
      />
    </>
  )
}
