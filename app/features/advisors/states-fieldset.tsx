import { useId } from 'react'
import { US_STATES } from '~/features/assessment'

/**
 * A checkbox for each of the 50 states, posted as repeated `states` fields: where an advisor is
 * registered and takes leads from. The first box has the id `field-states`, so an error summary
 * can link to the group.
 */
export function StatesFieldset({
  legend,
  hint,
  chosen,
  error,
  className,
}: {
  legend: string
  hint: string
  chosen: readonly string[]
  error?: string
  className?: string
}) {
  const hintId = useId()
  const errorId = useId()
  const ticked = new Set(chosen)
  return (
    <fieldset className={className} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="block text-sm font-semibold text-slate-800">{legend}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {US_STATES.map(([code, name], i) => (
          <label key={code} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="states"
              value={code}
              id={i === 0 ? 'field-states' : undefined}
              defaultChecked={ticked.has(code)}
              className="h-4 w-4 shrink-0 accent-brand-600"
            />
            {name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
