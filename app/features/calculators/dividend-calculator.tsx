import { useId, useMemo } from 'react'
import {
  DIVIDEND_DEFAULTS,
  DIVIDEND_FIELDS,
  calculateDividend,
  dividendParamsToSearch,
  parseDividendParams,
  type DividendInput,
  type DividendProblem,
  type DividendResult,
} from './dividend'
import { DividendBreakdown, DividendStatistics } from './dividend-breakdown'
import { CHART_TABS, dividendChart, type ChartTab } from './dividend-charts'
import { formatDollars, formatPercent } from '~/lib/money'
import { ResultActions, ResultStat } from './ui/calculator-page'
import { CalculatorFrame } from './ui/calculator-frame'
import { ChartTabs } from './ui/chart-tabs'
import { XYChart } from '~/ui/charts/xy-chart'
import { NumberField } from './ui/number-field'
import { useChartTab } from './ui/use-chart-tab'
import { useQueryInputs } from './ui/use-query-inputs'
import { useCalculatorUse } from '~/features/analytics'

const percent = (value: number) => formatPercent(value)
const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`

/** Total return in dollars with its percentage beside it: both are headline results. */
function TotalReturnStat({ amount, percentage }: { amount: number; percentage: number }) {
  const id = useId()
  const tone =
    amount < 0 ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-green-50 text-green-900 ring-green-200'
  return (
    <div className={`rounded-xl p-4 ring-1 ${tone}`}>
      <p id={id} className="text-sm font-medium">
        Total Return
      </p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <output name="totalReturn" aria-labelledby={id} className="text-2xl font-bold tabular-nums">
          {formatDollars(amount)}
        </output>
        <span className="text-base font-semibold tabular-nums">
          (
          <output name="totalReturnPercent" aria-label="Total return in percent">
            {percent(percentage)}
          </output>
          )
        </span>
      </p>
      <p className="mt-1 text-sm">{amount < 0 ? 'loss' : 'gain'} on the money you put in</p>
    </div>
  )
}

export function DividendCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseDividendParams, dividendParamsToSearch)
  const chart = useChartTab(CHART_TABS, dividendParamsToSearch(inputs))
  const outcome = useMemo(() => calculateDividend(inputs), [inputs])
  // Inputs the model refuses (its message is shown instead of figures) are not a result.
  useCalculatorUse('dividend', inputs, outcome.ok)
  const set =
    <K extends keyof DividendInput>(key: K) =>
    (value: DividendInput[K]) =>
      update({ ...inputs, [key]: value })

  return (
    <CalculatorFrame
      submitLabel="Calculate Dividend Income"
      onReset={() => {
        reset(DIVIDEND_DEFAULTS)
        chart.reset()
      }}
      resultsTitle="Investment Summary"
      fields={
        <>
          <NumberField
            name="initial"
            label="Initial investment"
            prefix="$"
            value={inputs.initial}
            rule={DIVIDEND_FIELDS.initial}
            onValueChange={set('initial')}
          />
          <NumberField
            name="yield"
            label="Dividend yield"
            suffix="%"
            step={0.1}
            value={inputs.dividendYield}
            rule={DIVIDEND_FIELDS.dividendYield}
            onValueChange={set('dividendYield')}
            hint="Yearly dividends ÷ share price"
          />
          <NumberField
            name="monthly"
            label="Monthly addition"
            prefix="$"
            value={inputs.monthly}
            rule={DIVIDEND_FIELDS.monthly}
            onValueChange={set('monthly')}
          />
          <NumberField
            name="dividendGrowth"
            label="Dividend growth rate"
            suffix="%"
            step={0.1}
            value={inputs.dividendGrowth}
            rule={DIVIDEND_FIELDS.dividendGrowth}
            onValueChange={set('dividendGrowth')}
            hint="Yearly raise of the dividend per share"
          />
          <NumberField
            name="priceGrowth"
            label="Share price growth rate"
            suffix="%"
            step={0.1}
            value={inputs.priceGrowth}
            rule={DIVIDEND_FIELDS.priceGrowth}
            onValueChange={set('priceGrowth')}
            hint="Yearly change of the share price; may be negative"
          />
          <NumberField
            name="years"
            label="Time period (years)"
            value={inputs.years}
            rule={DIVIDEND_FIELDS.years}
            onValueChange={set('years')}
            hint="1 to 50 years"
          />
          <NumberField
            name="tax"
            label="Dividend tax rate"
            suffix="%"
            step={0.1}
            value={inputs.taxRate}
            rule={DIVIDEND_FIELDS.taxRate}
            onValueChange={set('taxRate')}
            hint="0% inside a 401(k) or IRA"
          />
          <div className="flex items-start gap-3">
            <input
              id="reinvest"
              name="reinvest"
              type="checkbox"
              value="true"
              checked={inputs.reinvest}
              onChange={(event) => update({ ...inputs, reinvest: event.target.checked })}
              aria-describedby="reinvest-hint"
              className="mt-0.5 size-6 shrink-0 accent-brand-600"
            />
            {/* An unticked box sends nothing. The query parser reads the first value, so this
              fallback follows the box: ticked sends "true" first, unticked only "false". */}
            <input type="hidden" name="reinvest" value="false" />
            <div>
              <label htmlFor="reinvest" className="block text-sm font-semibold text-slate-800">
                Reinvest dividends (DRIP)
              </label>
              <p id="reinvest-hint" className="text-xs text-slate-600">
                When off, dividends are paid to you in cash
              </p>
            </div>
          </div>
        </>
      }
    >
      {outcome.ok ? (
        <DividendFigures inputs={inputs} result={outcome.result} chart={chart} />
      ) : (
        <DividendRefusal problem={outcome.problem} />
      )}
    </CalculatorFrame>
  )
}

/** What the calculator says instead of figures when the model does not hold for the inputs. */
export function DividendRefusal({ problem }: { problem: DividendProblem }) {
  return (
    <div
      role="alert"
      data-testid="dividend-refusal"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">These rates are outside what the calculator can project</p>
      <p className="mt-1">{problem.message}</p>
    </div>
  )
}

function DividendFigures({
  inputs,
  result,
  chart,
}: {
  inputs: DividendInput
  result: DividendResult
  chart: ReturnType<typeof useChartTab<ChartTab>>
}) {
  const spec = useMemo(
    () => dividendChart(chart.tab, result.yearlyBreakdown),
    [chart.tab, result.yearlyBreakdown],
  )
  return (
    <>
      {/* Very large inputs give long dollar figures: let them wrap instead of widening the page. */}
      <div
        className="grid gap-3 [overflow-wrap:anywhere] sm:grid-cols-2 xl:grid-cols-3"
        aria-live="polite"
      >
        <ResultStat
          name="totalInvested"
          label="Total Invested"
          value={formatDollars(result.totalInvested)}
          detail="initial investment plus monthly additions"
        />
        <ResultStat
          name="finalValue"
          label="Final Portfolio Value"
          value={formatDollars(result.finalValue)}
          tone="brand"
          detail={
            inputs.reinvest
              ? `after ${yearsText(inputs.years)}`
              : `after ${yearsText(inputs.years)}, not counting dividends taken as cash`
          }
        />
        <ResultStat
          name="totalDividends"
          label="Total Dividends Received"
          value={formatDollars(result.totalDividends)}
          tone="green"
          detail={`after ${inputs.taxRate}% tax`}
        />
        <ResultStat
          name="finalYearDividends"
          label="Final-Year Dividend Income"
          value={formatDollars(result.finalYearDividends)}
          detail={`after tax, in year ${inputs.years}`}
        />
        <TotalReturnStat amount={result.totalReturn} percentage={result.totalReturnPercent} />
        <ResultStat
          name="cagr"
          label="Compound Annual Growth Rate"
          value={percent(result.cagr)}
          detail="money-weighted, per year"
        />
        <ResultStat
          name="yieldOnCost"
          label="Yield on Cost"
          value={percent(result.yieldOnCost)}
          detail="final-year dividends before tax ÷ total invested"
        />
        <ResultStat
          name="monthlyIncome"
          label="Monthly Dividend Income"
          value={formatDollars(result.monthlyIncome)}
          detail="final year, after tax"
        />
      </div>
      <ResultActions inputs={dividendParamsToSearch(inputs)} saveAs="dividend" autoSave />

      <ChartTabs
        tabs={CHART_TABS}
        selected={chart.tab}
        onSelect={chart.select}
        hrefFor={chart.hrefFor}
      >
        {(title) => (
          <XYChart
            {...spec}
            title={title}
            description={'The same figures are in the yearly breakdown table below.'}
          />
        )}
      </ChartTabs>

      <DividendStatistics input={inputs} result={result} />
      <DividendBreakdown rows={result.yearlyBreakdown} taxRate={inputs.taxRate} />
    </>
  )
}
