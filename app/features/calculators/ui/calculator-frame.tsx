import { useRef } from 'react'
import { InvalidFieldsProvider, StaleResults, useInvalidFields } from './stale-results'

/**
 * The two columns of a calculator: the inputs form and the results. The form is a plain GET form,
 * so without JavaScript "Calculate" reloads the page with the inputs in the URL and the server
 * renders the results. With JavaScript the results are already current, so it moves focus to them.
 * While a field holds a value it cannot use, the results are marked out of date.
 */
export function CalculatorFrame(props: {
  /** Shown above both columns, e.g. the saved assessment numbers. */
  notice?: React.ReactNode
  fields: React.ReactNode
  submitLabel: string
  onReset: () => void
  resultsTitle: string
  children: React.ReactNode
}) {
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const { stale, report } = useInvalidFields()
  return (
    <InvalidFieldsProvider value={report}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[22rem_1fr]">
        {props.notice}
        <form
          method="get"
          className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-labelledby="inputs-heading"
          onSubmit={(event) => {
            event.preventDefault()
            resultsRef.current?.focus()
          }}
        >
          <h2 id="inputs-heading" className="text-lg font-bold text-slate-900">
            Your numbers
          </h2>
          {props.fields}
          <div className="no-print flex flex-wrap gap-2 pt-2">
            <button type="submit" className="btn-primary">
              {props.submitLabel}
            </button>
            <button type="button" className="btn-secondary" onClick={props.onReset}>
              Reset Calculator
            </button>
          </div>
        </form>

        <section aria-labelledby="results-heading" className="min-w-0 space-y-6">
          <h2
            id="results-heading"
            ref={resultsRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900"
          >
            {props.resultsTitle}
          </h2>
          <StaleResults stale={stale} className="space-y-6">
            {props.children}
          </StaleResults>
        </section>
      </div>
    </InvalidFieldsProvider>
  )
}
