import { formatDollars, formatPercent } from '~/lib/money'
import { MAX_YEARS_COVERED, type RetirementMilestone, type RetirementResult } from './retirement'
import { TableScroll } from './ui/table-scroll'

export function yearsCoveredText(years: number): string {
  if (years >= MAX_YEARS_COVERED) return `${MAX_YEARS_COVERED}+ years`
  return years === 1 ? '1 year' : `${years} years`
}

const percent = (value: number) => formatPercent(value, 1)

type MilestoneState = 'reached' | 'ahead' | 'aheadWithoutSavings'

/** Reached is about the visitor's age; a milestone still ahead also says whether money is left. */
export function milestoneState(milestone: RetirementMilestone): MilestoneState {
  if (milestone.reached) return 'reached'
  return milestone.hasSavings ? 'ahead' : 'aheadWithoutSavings'
}

export const MILESTONE_LOOK: Record<
  MilestoneState,
  { words: string; icon: string; badge: string; text: string }
> = {
  reached: { words: 'Reached', icon: '✓', badge: 'bg-green-700', text: 'text-green-800' },
  ahead: { words: 'Not reached yet', icon: '→', badge: 'bg-brand-700', text: 'text-slate-700' },
  aheadWithoutSavings: {
    words: 'Not reached yet: savings projected to have run out by then',
    icon: '!',
    badge: 'bg-amber-700',
    text: 'text-amber-900',
  },
}

function Timeline({ result }: { result: RetirementResult }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Retirement Timeline</h3>
      <p className="mt-1 text-sm text-slate-700">
        Projected savings on each birthday. A milestone is reached once you are that age; the ones
        ahead show what your plan projects for them.
      </p>
      {result.milestones.length === 0 ? (
        <p className="mt-3 text-slate-700">
          None of the milestone ages (40 to 75) fall between your current age and your life
          expectancy.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {result.milestones.map((milestone) => (
            <li
              key={milestone.age}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full font-bold text-white ${MILESTONE_LOOK[milestoneState(milestone)].badge}`}
              >
                {MILESTONE_LOOK[milestoneState(milestone)].icon}
              </span>
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-3 font-semibold text-slate-900">
                  <span>{milestone.label}</span>
                  <span className="tabular-nums">{formatDollars(milestone.value)}</span>
                  <span className={`text-sm ${MILESTONE_LOOK[milestoneState(milestone)].text}`}>
                    {MILESTONE_LOOK[milestoneState(milestone)].words}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">{milestone.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

function Scenarios({ result }: { result: RetirementResult }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Scenario Analysis</h3>
      <p className="mt-1 text-sm text-slate-700">
        The same plan with less or more saved each month and a lower or higher return. Your
        retirement lasts {yearsCoveredText(result.retirementYears)}.
      </p>
      <TableScroll label="Scenario analysis">
        <table className="w-full min-w-[32rem] text-right text-sm tabular-nums">
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 text-left">
                Scenario
              </th>
              <th scope="col" className="py-2">
                Monthly Savings
              </th>
              <th scope="col" className="py-2">
                Return Rate
              </th>
              <th scope="col" className="py-2">
                Final Balance
              </th>
              <th scope="col" className="py-2">
                Years Covered
              </th>
            </tr>
          </thead>
          <tbody>
            {result.scenarios.map((scenario) => (
              <tr
                key={scenario.name}
                className={`border-b border-slate-100 ${scenario.name === 'Current' ? 'bg-brand-50' : ''}`}
              >
                <th scope="row" className="py-2 pl-1 text-left font-medium">
                  {scenario.name}
                  {scenario.name === 'Current' ? (
                    <span className="font-normal text-slate-700"> (your plan)</span>
                  ) : null}
                </th>
                <td className="py-2">{formatDollars(scenario.monthlySavings)}</td>
                <td className="py-2">{percent(scenario.returnRate)}</td>
                <td className="py-2">{formatDollars(scenario.finalBalance)}</td>
                <td
                  className={`py-2 pr-1 font-semibold ${
                    scenario.coversRetirement ? 'text-green-800' : 'text-red-700'
                  }`}
                >
                  {yearsCoveredText(scenario.yearsCovered)}{' '}
                  {scenario.coversRetirement
                    ? '(covers)'
                    : `(${result.retirementYears - scenario.yearsCovered} short)`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  )
}

function YearByYear({ result }: { result: RetirementResult }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer font-semibold text-slate-900">
        Year-by-year projection ({result.yearlyProjection.length} birthdays)
      </summary>
      <TableScroll label="Year-by-year projection">
        <table className="w-full min-w-[36rem] text-right text-sm tabular-nums">
          <caption className="sr-only">
            Savings on each birthday, money added in the saving years and income taken out in the
            retirement years
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 text-left">
                Age
              </th>
              <th scope="col" className="py-2 text-left">
                Phase
              </th>
              <th scope="col" className="py-2">
                Balance
              </th>
              <th scope="col" className="py-2">
                Contributions
              </th>
              <th scope="col" className="py-2">
                Income needed
              </th>
              <th scope="col" className="py-2">
                Withdrawals
              </th>
            </tr>
          </thead>
          <tbody>
            {result.yearlyProjection.map((row) => (
              <tr key={row.age} className="border-b border-slate-100">
                <th scope="row" className="py-2 text-left font-medium">
                  {row.age}
                </th>
                <td className="py-2 text-left">{row.phase === 'saving' ? 'Saving' : 'Retired'}</td>
                <td className="py-2">{formatDollars(row.balance)}</td>
                <td className="py-2">{formatDollars(row.contributions)}</td>
                <td className="py-2">{formatDollars(row.withdrawal)}</td>
                <td className="py-2">{formatDollars(row.withdrawn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  )
}

/** Timeline, scenarios and the year-by-year table: the text alternative to the charts too. */
export function RetirementTables({ result }: { result: RetirementResult }) {
  return (
    <>
      <Timeline result={result} />
      <Scenarios result={result} />
      <YearByYear result={result} />
    </>
  )
}
