import { formatCount, formatDay, formatMonthName } from '~/lib/format'
import { XYChart } from '~/ui/charts/xy-chart'

const dateOf = (weekOf: string) => new Date(`${weekOf}T00:00:00Z`)

/**
 * Newsletter sign-ups per week as a bar chart drawn on the server; screen readers get the same
 * figures as a table.
 */
export function SignupsChart({ weeks }: { weeks: { weekOf: string; signups: number }[] }) {
  const total = weeks.reduce((sum, w) => sum + w.signups, 0)
  return (
    <figure>
      <figcaption className="text-sm text-slate-700">
        {total === 1 ? '1 sign-up' : `${formatCount(total)} sign-ups`} in the last {weeks.length}{' '}
        weeks. Weeks start on Monday (UTC); the last bar is this week so far.
      </figcaption>
      <div className="mt-3" data-testid="signups-chart">
        <XYChart
          title="Newsletter sign-ups per week"
          description="The figures are in the table that follows."
          labels={weeks.map((w) => {
            const date = dateOf(w.weekOf)
            return `${formatMonthName(date)} ${date.getUTCDate()}`
          })}
          series={[
            {
              kind: 'bar',
              label: 'Sign-ups',
              values: weeks.map((w) => w.signups),
              color: '#2563eb',
            },
          ]}
          integers
          legend="none"
          formatTick={formatCount}
          formatValue={formatCount}
          heightClass="h-48"
        />
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
