import { Link } from 'react-router'
import { CALCULATOR_CATALOG } from '~/features/calculators/catalog'
import { ReadinessBanner } from '~/features/calculators/ui/calculator-page'
import { breadcrumbJsonLd } from '~/seo/json-ld'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/calculators._index'
import { loadAsDocument, type PageScriptHandle } from '~/ui/page-script'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

// A list of links: the page runs the legal pages' script, not React (docs/decisions/060).
export const handle: PageScriptHandle = { pageScript: 'page' }
export const clientLoader = loadAsDocument
// A (server) loader, without which React Router would not render the page on the server once it
// has a clientLoader.
export const loader = () => null

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return pageMeta({
    title: 'Free Financial Calculators',
    description:
      'Free calculators for paying off debt, building an emergency fund, compound growth, dividend income and retirement. Shareable links, CSV downloads and the formulas explained.',
    keywords: [
      'financial calculators',
      'debt payoff calculator',
      'compound interest calculator',
      'retirement calculator',
      'emergency fund calculator',
    ],
    path: '/calculators',
    siteUrl,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Calculators', path: '/calculators' },
      ]),
    ],
  })
}

export default function CalculatorsIndex() {
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
            Free Financial Calculators
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Plain answers to the money questions that matter, worked out with your own numbers.
            Every calculator shows its formulas, keeps your inputs in a link you can save or share,
            and never asks for your email to see results.
          </p>
        </div>
      </header>
      <section aria-label="All calculators" className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {CALCULATOR_CATALOG.map((calculator) => (
            <li
              key={calculator.to}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 className="text-xl font-bold text-slate-900">{calculator.label}</h2>
              <p className="mt-2 font-semibold text-brand-800">{calculator.question}</p>
              <p className="mt-2 flex-1 text-slate-700">{calculator.blurb}</p>
              <Link to={calculator.to} className="btn-primary mt-4 self-start">
                Open the {calculator.label.replace(/ Calculator$/, '').toLowerCase()} calculator
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ReadinessBanner message="The calculators answer one question each. The free Investment Readiness score looks at the whole picture and tells you which step to take next." />
    </>
  )
}
