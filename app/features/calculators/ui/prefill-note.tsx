import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { calculatorPath, type CalculatorType } from '../calculator-types'
import { readPrefillMarker } from '../prefill-marker'
import { formatLongDay } from '~/lib/format'

/**
 * Where the figures came from (`filled` says which, from the calculator's content module), when the page was opened with the visitor's assessment figures (its
 * address carries the marker, decision 050), with a link that clears them. A signed-in visitor
 * without the marker gets the link that fills them in; nothing is filled without that click.
 * Rendered on the server from the address, so it works without JavaScript.
 */
export function PrefillNote({ type, filled }: { type: CalculatorType; filled: string }) {
  const location = useLocation()
  const root = useRouteLoaderData<{ user: unknown }>('root')
  const marker = readPrefillMarker(new URLSearchParams(location.search))
  const clear = (
    // A full load: the calculator's state starts again from its defaults.
    <Link to={calculatorPath(type)} reloadDocument className="font-semibold underline">
      Clear them
    </Link>
  )
  let content: React.ReactNode = null
  if (marker?.kind === 'filled') {
    content = (
      <p>
        Filled in from your Investment Readiness assessment of{' '}
        <time dateTime={marker.assessedOn.toISOString().slice(0, 10)}>
          {formatLongDay(marker.assessedOn)}
        </time>
        : {filled} Change anything. {clear}
      </p>
    )
  } else if (marker?.kind === 'none') {
    content = (
      <p>
        Nothing was filled in: your latest assessment saved to your account kept no figures for this
        calculator.{' '}
        <Link to="/investment-readiness" className="font-semibold underline">
          Take the assessment
        </Link>
      </p>
    )
  } else if (root?.user) {
    content = (
      <p>
        <a href={`${calculatorPath(type)}/from-assessment`} className="font-semibold underline">
          Use my assessment figures
        </a>{' '}
        from my latest Investment Readiness assessment.
      </p>
    )
  }
  if (!content) return null
  return (
    <aside
      aria-label="Your assessment figures"
      className="no-print mx-auto mt-6 max-w-6xl px-4 text-slate-800"
      data-testid="prefill-note"
    >
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-4">{content}</div>
    </aside>
  )
}
