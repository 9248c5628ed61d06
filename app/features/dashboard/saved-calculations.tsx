import { useRef } from 'react'
import { Form, Link } from 'react-router'
import { CALCULATOR_LINKS } from '~/site'
import { calculatorName } from '~/features/calculators'
import type { DashboardActionData } from './dashboard-actions.server'
import type { DashboardData } from './dashboard.server'
import { Card, SectionMessage } from './dashboard-overview'
import { formatDay } from '~/lib/format'

/** Saved calculations, newest first: each reopens its calculator with the saved inputs. */
export function SavedCalculations({
  calculations,
  total,
  action,
  notice,
}: {
  calculations: DashboardData['calculations']
  total: number
  action: DashboardActionData | undefined
  notice: string | null
}) {
  return (
    <Card id="saved-calculations" title="Saved calculations" className="lg:col-span-2">
      {notice ? (
        <p role="status" className="mb-3 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      <SectionMessage action={action} intent="delete-calculation" takeFocus />
      {calculations.length === 0 ? (
        <div>
          <p className="text-slate-700">
            Nothing saved yet. Open a calculator and choose <strong>Save to my dashboard</strong>{' '}
            under the results to keep them here.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {CALCULATOR_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="btn-secondary">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {total > calculations.length ? (
            <p className="mb-3 text-sm text-slate-700">
              Showing your latest {calculations.length} of {total}. Download your data to get them
              all.
            </p>
          ) : null}
          <ul className="space-y-4">
            {calculations.map((item) => {
              const name = calculatorName(item.calculatorType)
              const saved = formatDay(item.timestamp)
              return (
                <li
                  key={item.id}
                  className="rounded-xl border border-slate-200 p-4"
                  aria-labelledby={`calc-${item.id}`}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`calc-${item.id}`} className="font-semibold text-slate-900">
                      {name}
                    </h3>
                    <p className="text-sm text-slate-700">
                      Saved <time dateTime={item.timestamp}>{saved}</time>
                    </p>
                  </div>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
                    {item.data.summary.map((entry) => (
                      <div key={entry.label} className="min-w-0">
                        <dt className="inline text-sm text-slate-700">{entry.label}: </dt>
                        <dd className="inline text-sm font-semibold break-words text-slate-900">
                          {entry.value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Link to={item.url} className="btn-secondary">
                      Open
                      <span className="sr-only">
                        {' '}
                        {name} saved {saved}
                      </span>
                      <span aria-hidden="true">&nbsp;in calculator</span>
                    </Link>
                    <DeleteCalculation id={item.id} name={name} saved={saved} />
                  </div>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </Card>
  )
}

/**
 * Delete asks first: the button opens a confirmation (`<details>`, so it works without
 * JavaScript) whose own button deletes. 'Keep it' closes it again.
 */
function DeleteCalculation({ id, name, saved }: { id: string; name: string; saved: string }) {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const what = `${name} saved ${saved}`
  return (
    <details ref={detailsRef} className="w-full sm:w-auto">
      <summary
        ref={summaryRef}
        className="btn-secondary cursor-pointer list-none text-red-800 [&::-webkit-details-marker]:hidden"
      >
        Delete
        <span className="sr-only"> {what}</span>
      </summary>
      <div className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3">
        <p className="text-sm text-slate-900">
          Delete the {name} calculation saved {saved}? This cannot be undone.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="delete-calculation" />
            <input type="hidden" name="id" value={id} />
            <button type="submit" className="btn-secondary text-red-800">
              Yes, delete
              <span className="sr-only"> {what}</span>
            </button>
          </Form>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              if (detailsRef.current) detailsRef.current.open = false
              summaryRef.current?.focus()
            }}
          >
            Keep it
          </button>
        </div>
      </div>
    </details>
  )
}
