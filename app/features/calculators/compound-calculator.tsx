import { useMemo } from 'react'
import {
  COMPOUND_DEFAULTS,
  COMPOUND_FIELDS,
  COMPOUNDING_FREQUENCIES,
  COMPOUNDING_LABELS,
  calculateCompound,
  compoundParamsToSearch,
  parseCompoundParams,
  type CompoundInput,
  type CompoundYear,
} from './compound'
import { formatCompactDollars, formatDollars, formatPercent } from '~/lib/money'
import type { XYSpec } from '~/ui/charts/chart'
import { ResultActions, ResultStat } from './ui/calculator-page'
import { CHART_DESCRIPTION, ChartTabs } from './ui/chart-tabs'
import { XYChart } from '~/ui/charts/xy-chart'
import { NumberField } from './ui/number-field'
import { CalculatorFrame } from './ui/calculator-frame'
import { TableScroll } from './ui/table-scroll'
import { useChartTab } from './ui/use-chart-tab'
import { useQueryInputs } from './ui/use-query-inputs'
import { useCalculatorUse } from '~/features/analytics'

type ChartTab = 'growth' | 'split' | 'frequencies'
const CHART_TABS = [
  { id: 'growth', label: 'Total Growth' },
  { id: 'split', label: 'Contribution vs Interest' },
  { id: 'frequencies', label: 'Compare Frequencies' },
] as const satisfies readonly { id: ChartTab; label: string }[]

const percent = (value: number) => formatPercent(value)
const FREQUENCY_COLORS = ['#94a3b8', '#0ea5e9', '#16a34a', '#2563eb', '#db2777']

/** What each chart tab draws (the figures are those of the tables below). */
export function compoundChart(
  tab: ChartTab,
  rows: readonly CompoundYear[],
  comparison: ReturnType<typeof calculateCompound>['frequencyComparison'],
): XYSpec {
  const labels = rows.map((row) => `Year ${row.year}`)
  const money = { formatTick: formatCompactDollars, formatValue: formatDollars }
  if (tab === 'split') {
    return {
      labels,
      stacked: true,
      ...money,
      series: [
        {
          kind: 'bar',
          label: 'Contributions',
          values: rows.map((r) => r.contributions),
          color: '#93c5fd',
        },
        {
          kind: 'bar',
          label: 'Interest',
          values: rows.map((r) => Math.max(0, r.interest)),
          color: '#16a34a',
        },
      ],
    }
  }
  if (tab === 'frequencies') {
    return {
      labels,
      ...money,
      series: comparison.map((c, i) => ({
        kind: 'line',
        label: c.label,
        values: c.balances,
        color: FREQUENCY_COLORS[i % FREQUENCY_COLORS.length] ?? '#2563eb',
      })),
    }
  }
  return {
    labels,
    ...money,
    series: [
      {
        kind: 'line',
        label: 'Balance',
        values: rows.map((r) => r.balance),
        color: '#2563eb',
        fill: true,
      },
      {
        kind: 'line',
        label: 'Contributions',
        values: rows.map((r) => r.contributions),
        color: '#64748b',
        dashed: true,
      },
    ],
  }
}

export function CompoundCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseCompoundParams, compoundParamsToSearch)
  const search = compoundParamsToSearch(inputs)
  const chart = useChartTab(CHART_TABS, search)
  const result = useMemo(() => calculateCompound(inputs), [inputs])
  useCalculatorUse('compound-interest', inputs, Number.isFinite(result.futureValue))
  const spec = useMemo(
    () => compoundChart(chart.tab, result.yearlyData, result.frequencyComparison),
    [chart.tab, result],
  )
  const set =
    <K extends keyof CompoundInput>(key: K) =>
    (value: CompoundInput[K]) =>
      update({ ...inputs, [key]: value })

  return (
    <CalculatorFrame
      submitLabel="Calculate Growth"
      onReset={() => {
        reset(COMPOUND_DEFAULTS)
        chart.reset()
      }}
      resultsTitle="Your results"
      fields={
        <>
          <NumberField
            name="initial"
            label="Initial investment"
            prefix="$"
            value={inputs.initial}
            rule={COMPOUND_FIELDS.initial}
            onValueChange={set('initial')}
          />
          <NumberField
            name="monthly"
            label="Monthly contribution"
            prefix="$"
            value={inputs.monthly}
            rule={COMPOUND_FIELDS.monthly}
            onValueChange={set('monthly')}
          />
          <NumberField
            name="rate"
            label="Annual interest rate"
            suffix="%"
            step={0.1}
            value={inputs.rate}
            rule={COMPOUND_FIELDS.rate}
            onValueChange={set('rate')}
          />
          <NumberField
            name="years"
            label="Time period (years)"
            value={inputs.years}
            rule={COMPOUND_FIELDS.years}
            onValueChange={set('years')}
            hint="1 to 50 years"
          />
          <div>
            <label htmlFor="frequency" className="block text-sm font-semibold text-slate-800">
              Compounding frequency
            </label>
            <select
              id="frequency"
              name="frequency"
              value={inputs.frequency}
              onChange={(event) =>
                update({
                  ...inputs,
                  frequency: Number(event.target.value) as CompoundInput['frequency'],
                })
              }
              className="field-input mt-1"
            >
              {COMPOUNDING_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {COMPOUNDING_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-live="polite">
        <ResultStat
          name="futureValue"
          label="Future Value"
          value={formatDollars(result.futureValue)}
          tone="brand"
          detail={`after ${inputs.years} ${inputs.years === 1 ? 'year' : 'years'}`}
        />
        <ResultStat
          name="totalContributions"
          label="Total Contributions"
          value={formatDollars(result.totalContributions)}
        />
        <ResultStat
          name="interestEarned"
          label="Interest Earned"
          value={formatDollars(result.interestEarned)}
          tone="green"
        />
        <ResultStat
          name="effectiveRate"
          label="Effective Annual Rate"
          value={percent(result.effectiveRate)}
        />
        <ResultStat
          name="roi"
          label="Return on Investment"
          value={percent(result.roi)}
          detail="interest as a share of what you put in"
        />
      </div>
      <ResultActions inputs={compoundParamsToSearch(inputs)} saveAs="compound-interest" />

      <ChartTabs
        tabs={CHART_TABS}
        selected={chart.tab}
        onSelect={chart.select}
        hrefFor={chart.hrefFor}
      >
        {(title) => <XYChart {...spec} title={title} description={CHART_DESCRIPTION} />}
      </ChartTabs>

      <div>
        <h3 className="text-xl font-bold text-slate-900">Growth Milestones</h3>
        <TableScroll label="Growth milestones">
          <table className="w-full min-w-[32rem] text-right text-sm tabular-nums">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 text-left">
                  Year
                </th>
                <th scope="col" className="py-2">
                  Balance
                </th>
                <th scope="col" className="py-2">
                  Contributions
                </th>
                <th scope="col" className="py-2">
                  Interest
                </th>
                <th scope="col" className="py-2">
                  Growth %
                </th>
              </tr>
            </thead>
            <tbody>
              {result.milestones.map((row) => (
                <tr key={row.year} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-left font-medium">
                    {row.year}
                  </th>
                  <td className="py-2">{formatDollars(row.balance)}</td>
                  <td className="py-2">{formatDollars(row.contributions)}</td>
                  <td className="py-2">{formatDollars(row.interest)}</td>
                  <td className="py-2">{percent(row.growth)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>

      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="min-h-11 cursor-pointer font-semibold text-slate-900">
          Year-by-year table ({result.yearlyData.length} years)
        </summary>
        <TableScroll label="Year-by-year table">
          <table className="w-full min-w-[32rem] text-right text-sm tabular-nums">
            <caption className="sr-only">
              Balance, contributions and interest at the end of each year
            </caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 text-left">
                  Year
                </th>
                <th scope="col" className="py-2">
                  Balance
                </th>
                <th scope="col" className="py-2">
                  Contributions
                </th>
                <th scope="col" className="py-2">
                  Interest
                </th>
                {result.frequencyComparison.map((c) => (
                  <th key={c.frequency} scope="col" className="py-2">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.yearlyData.map((row, index) => (
                <tr key={row.year} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-left font-medium">
                    {row.year}
                  </th>
                  <td className="py-2">{formatDollars(row.balance)}</td>
                  <td className="py-2">{formatDollars(row.contributions)}</td>
                  <td className="py-2">{formatDollars(row.interest)}</td>
                  {result.frequencyComparison.map((c) => (
                    <td key={c.frequency} className="py-2">
                      {formatDollars(c.balances[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </CalculatorFrame>
  )
}
