import { useEffect, useId, useMemo, useState } from 'react'
import { useCalculatorUse } from '~/features/analytics'
import { formatDollars } from '~/lib/money'
import { XYChart } from '~/ui/charts/xy-chart'
import { CalculatorFrame } from '../ui/calculator-frame'
import { ResultActions, ResultStat } from '../ui/calculator-page'
import { CHART_DESCRIPTION, ChartTabs } from '../ui/chart-tabs'
import { NumberField } from '../ui/number-field'
import { useReportInvalid } from '../ui/stale-results'
import { TableScroll } from '../ui/table-scroll'
import { useChartTab } from '../ui/use-chart-tab'
import { useQueryInputs } from '../ui/use-query-inputs'
import {
  MAX_MILESTONES,
  SCENARIOS,
  WEALTH_DEFAULTS,
  WEALTH_FIELDS,
  parseWealthParams,
  projectWealth,
  readMilestones,
  wealthParamsToSearch,
  type WealthInput,
} from './wealth'
import { WEALTH_CHART_TABS, wealthChart } from './wealth-charts'
import { formatDuration, milestoneLabel, milestoneYearText } from './wealth-content'

const SCENARIO_NAMES = { low: 'Low', expected: 'Expected', high: 'High' } as const

/** The milestones as one line of text: "100000 250000 …", checked as it is typed. */
function MilestonesField({
  value,
  onValueChange,
}: {
  value: readonly number[]
  onValueChange: (milestones: number[]) => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(value.join(' '))
  const [error, setError] = useState<string | null>(null)
  useReportInvalid(id, error !== null)
  useEffect(() => {
    setDraft((current) =>
      readMilestones(current)?.join(' ') === value.join(' ') ? current : value.join(' '),
    )
    setError(null)
  }, [value])
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Milestones (today’s dollars)
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Up to {MAX_MILESTONES} amounts separated by spaces, e.g. 100000 250000 1,000,000
      </p>
      <input
        id={id}
        name="milestones"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
          const milestones = readMilestones(event.target.value)
          if (milestones === null) {
            setError(
              `Enter up to ${MAX_MILESTONES} amounts from $1 to $1,000,000,000,000, separated by spaces`,
            )
            return
          }
          setError(null)
          onValueChange(milestones)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`field-input mt-1 ${error ? 'border-red-700' : ''}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  )
}

export function WealthCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseWealthParams, wealthParamsToSearch)
  const search = wealthParamsToSearch(inputs)
  const chart = useChartTab(WEALTH_CHART_TABS, search)
  const result = useMemo(() => projectWealth(inputs), [inputs])
  useCalculatorUse('wealth-projection', inputs, Number.isFinite(result.final.nominal.expected))
  const spec = useMemo(() => wealthChart(chart.tab, result.yearly), [chart.tab, result])
  const set =
    <K extends keyof WealthInput>(key: K) =>
    (value: WealthInput[K]) =>
      update({ ...inputs, [key]: value })
  const money = (key: keyof typeof WEALTH_FIELDS, label: string, hint?: string) => (
    <NumberField
      name={key}
      label={label}
      prefix="$"
      value={inputs[key]}
      rule={WEALTH_FIELDS[key]}
      hint={hint}
      onValueChange={set(key)}
    />
  )
  const percent = (key: keyof typeof WEALTH_FIELDS, label: string, hint?: string) => (
    <NumberField
      name={key}
      label={label}
      suffix="%"
      step={0.1}
      value={inputs[key]}
      rule={WEALTH_FIELDS[key]}
      hint={hint}
      onValueChange={set(key)}
    />
  )
  const years = `${inputs.years} ${inputs.years === 1 ? 'year' : 'years'}`
  const debtFree =
    result.debtFreeMonth === 0
      ? 'No debt'
      : result.debtFreeMonth === null
        ? `Not within ${years}`
        : formatDuration(result.debtFreeMonth)

  return (
    <CalculatorFrame
      submitLabel="Project My Net Worth"
      onReset={() => {
        reset(WEALTH_DEFAULTS)
        chart.reset()
      }}
      resultsTitle="Your projected net worth"
      fields={
        <>
          <Group legend="What you own today">
            {money('cash', 'Cash and savings')}
            {money('investments', 'Investments', 'Brokerage accounts, funds and shares')}
            {money('retirement', 'Retirement accounts', '401(k), IRA and similar')}
            {money('homeEquity', 'Home equity', 'What your home is worth less the mortgage')}
          </Group>
          <Group legend="What you owe">
            {money('debt', 'Debts', 'Cards, loans and other debts; not the mortgage')}
            {percent('debtRate', 'Interest rate on debts')}
            {money('debtPayment', 'Monthly debt payment')}
          </Group>
          <Group legend="Saving and growth">
            {money('monthlySaving', 'Monthly saving', 'Added to your investments every month')}
            {percent('cashReturn', 'Cash return (a year)')}
            {percent('investmentReturn', 'Investment return (a year)')}
            {percent('retirementReturn', 'Retirement account return (a year)')}
            {percent('homeReturn', 'Home value growth (a year)')}
            {percent(
              'spread',
              'Range: returns lower and higher by',
              'Percentage points, for the low and high lines',
            )}
            {percent('inflation', 'Inflation (a year)')}
            <NumberField
              name="years"
              label="Years to project"
              value={inputs.years}
              rule={WEALTH_FIELDS.years}
              hint="1 to 50 years"
              onValueChange={set('years')}
            />
          </Group>
          <MilestonesField value={inputs.milestones} onValueChange={set('milestones')} />
        </>
      }
    >
      {result.debtGrows ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          Your debt payment does not cover the interest on your debts, so what you owe grows every
          month. Raise the payment above {formatDollars((inputs.debt * inputs.debtRate) / 1200)} a
          month to start paying it down.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-live="polite">
        <ResultStat
          name="netWorthToday"
          label="Net worth today"
          value={formatDollars(result.netWorthToday)}
        />
        <ResultStat
          name="netWorthReal"
          label={`In ${years}, in today’s dollars`}
          value={formatDollars(result.final.real.expected)}
          tone="brand"
          detail={`range ${formatDollars(result.final.real.low)} to ${formatDollars(result.final.real.high)}`}
        />
        <ResultStat
          name="netWorthNominal"
          label={`In ${years}, in future dollars`}
          value={formatDollars(result.final.nominal.expected)}
          detail={`range ${formatDollars(result.final.nominal.low)} to ${formatDollars(result.final.nominal.high)}`}
        />
        <ResultStat name="debtFree" label="Debt-free in" value={debtFree} tone="green" />
      </div>
      <ResultActions inputs={search} saveAs="wealth-projection" />

      <ChartTabs
        tabs={WEALTH_CHART_TABS}
        selected={chart.tab}
        onSelect={chart.select}
        hrefFor={chart.hrefFor}
        note={`The low and high lines use returns ${inputs.spread} percentage points below and above yours for investments, retirement accounts and home equity.`}
      >
        {(title) => <XYChart {...spec} title={title} description={CHART_DESCRIPTION} />}
      </ChartTabs>

      {result.milestones.length > 0 ? (
        <div>
          <h3 className="text-xl font-bold text-slate-900">Milestones</h3>
          <p className="mt-1 text-sm text-slate-700">
            The first year whose end net worth, in today’s dollars, reaches each amount (“Now”: it
            already does).
          </p>
          <TableScroll label="Milestones">
            <table className="w-full min-w-[20rem] text-right text-sm tabular-nums">
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="py-2 text-left">
                    Net worth
                  </th>
                  {SCENARIOS.map((scenario) => (
                    <th key={scenario} scope="col" className="py-2 pl-3">
                      {SCENARIO_NAMES[scenario]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.milestones.map((milestone) => (
                  <tr key={milestone.amount} className="border-b border-slate-100">
                    <th scope="row" className="py-2 text-left font-medium">
                      {milestoneLabel(milestone)}
                    </th>
                    {SCENARIOS.map((scenario) => (
                      <td key={scenario} className="py-2 pl-3">
                        <output name={`milestone-${milestone.amount}-${scenario}`}>
                          {milestoneYearText(milestone, scenario, inputs.years)}
                        </output>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ) : null}

      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="min-h-11 cursor-pointer font-semibold text-slate-900">
          Year-by-year table ({result.yearly.length - 1} years)
        </summary>
        <TableScroll label="Year-by-year table">
          <table className="w-full min-w-[40rem] text-right text-sm tabular-nums">
            <caption className="sr-only">
              Net worth at the end of each year, low, expected and high in today’s dollars, and
              expected in future dollars, with the debt still owed
            </caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 text-left">
                  Year
                </th>
                <th scope="col" className="py-2 pl-3">
                  Low (today’s $)
                </th>
                <th scope="col" className="py-2 pl-3">
                  Expected (today’s $)
                </th>
                <th scope="col" className="py-2 pl-3">
                  High (today’s $)
                </th>
                <th scope="col" className="py-2 pl-3">
                  Expected (future $)
                </th>
                <th scope="col" className="py-2 pl-3">
                  Debt owed
                </th>
              </tr>
            </thead>
            <tbody>
              {result.yearly.map((row) => (
                <tr key={row.year} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-left font-medium">
                    {row.year === 0 ? 'Today' : row.year}
                  </th>
                  <td className="py-2 pl-3">{formatDollars(row.real.low)}</td>
                  <td className="py-2 pl-3">{formatDollars(row.real.expected)}</td>
                  <td className="py-2 pl-3">{formatDollars(row.real.high)}</td>
                  <td className="py-2 pl-3">{formatDollars(row.nominal.expected)}</td>
                  <td className="py-2 pl-3">{formatDollars(row.debt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </CalculatorFrame>
  )
}
