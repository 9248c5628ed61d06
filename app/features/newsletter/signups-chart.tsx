import { formatCount, formatDay, formatMonthName } from '~/lib/format'

const dateOf = (weekOf: string) => new Date(`${weekOf}T00:00:00Z`)

/**
 * Newsletter sign-ups per week as CSS bars. The bars are decoration for sighted readers (each
 * carries its number); screen readers get the same figures as a table.
 */
export function SignupsChart({ weeks }: { weeks: { weekOf: string; signups: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.signups))
  const total = weeks.reduce((sum, w) => sum + w.signups, 0)
  return (
    <figure>
      <figcaption className="text-sm text-slate-700">
        {total === 1 ? '1 sign-up' : `${formatCount(total)} sign-ups`} in the last {weeks.length}{' '}
        weeks. Weeks start on Monday (UTC); the last bar is this week so far.
      </figcaption>
      <div
        aria-hidden="true"
        className="mt-3 flex h-48 items-stretch gap-1 sm:gap-2"
        data-testid="signups-chart"
      >
        {weeks.map((w) => {
          const date = dateOf(w.weekOf)
          return (
            <div key={w.weekOf} className="flex min-w-0 flex-1 flex-col items-center">
              <span className="text-xs font-semibold text-slate-900">{w.signups}</span>
              <div className="relative mt-0.5 w-full max-w-10 flex-1 border-b border-slate-400">
                <span
                  className="absolute inset-x-0 bottom-0 rounded-t bg-brand-600"
                  style={{ height: `${(w.signups / max) * 100}%` }}
                />
              </div>
              <span className="mt-1 text-center text-[0.7rem] leading-tight text-slate-700">
                {formatMonthName(date)}
                <br />
                {date.getUTCDate()}
              </span>
            </div>
          )
        })}
      </div>
      {/* A table ignores overflow, so the wrapper is what hides it. */}
      <div className="sr-only">
        <table>
          <caption>Newsletter sign-ups per week, last {weeks.length} weeks</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Sign-ups</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekOf}>
                <td>{formatDay(dateOf(w.weekOf))}</td>
                <td>{formatCount(w.signups)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
