import { Link } from 'react-router'
import { DIVIDEND_PAGE, DIVIDEND_TIPS } from './dividend-content'

/** Tips and strategy notes under the calculator. */
export function DividendGuide() {
  return (
    <section aria-labelledby="tips-heading" className="no-print mx-auto max-w-6xl px-4 py-10">
      <h2 id="tips-heading" className="text-2xl font-bold text-slate-900">
        Dividend investing: tips and strategy
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {DIVIDEND_TIPS.map((tip) => (
          <li key={tip.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-900">{tip.title}</h3>
            <p className="mt-2 text-slate-700">{tip.body}</p>
            {tip.examples ? (
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                <span>Open in the calculator:</span>
                {tip.examples.map((example) => (
                  // The calculator reads its inputs from the URL when the page loads.
                  <Link
                    key={example.search}
                    to={`${DIVIDEND_PAGE.path}?${example.search}`}
                    reloadDocument
                    className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2"
                  >
                    {example.label}
                  </Link>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        This page is education, not personalized investment or tax advice. Projections assume steady
        rates that real markets never deliver; dividends can be cut and prices can fall.
      </p>
    </section>
  )
}
