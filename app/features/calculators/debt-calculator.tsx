import { useMemo, useRef, useState } from 'react'
import { SavedNumbersPanel } from '~/features/assessment'
import {
  compareStrategies,
  debtParamsToSearch,
  parseDebtParams,
  planDebtPayoff,
  type DebtInput,
  type Strategy,
  type YearMonth,
} from './debt'
import { DebtCards } from './debt-cards'
import { OneOffPayments } from './debt-one-offs'
import { DEBT_CHART_TABS, debtChart } from './debt-charts'
import { DEBT_FIELD_RULES, debtsFromSnapshot, describeDebtFill } from './debt-form'
import { PayoffOrder, PlanStats, PlanSummary } from './debt-results'
import { PaymentSchedule, StrategyComparisonTable } from './debt-tables'
import { ResultActions } from './ui/calculator-page'
import { ChartTabs } from './ui/chart-tabs'
import { XYChart } from '~/ui/charts/xy-chart'
import { NumberField } from './ui/number-field'
import { InvalidFieldsProvider, StaleResults, useInvalidFields } from './ui/stale-results'
import { useChartTab } from './ui/use-chart-tab'
import { useQueryInputs } from './ui/use-query-inputs'
import { useCalculatorUse } from '~/features/analytics'

const STRATEGY_OPTIONS = [
  { value: 'avalanche', label: 'Avalanche — highest interest first' },
  { value: 'snowball', label: 'Snowball — smallest balance first' },
  { value: 'custom', label: 'Custom order — the order listed' },
] as const satisfies readonly { value: Strategy; label: string }[]

// Module-level so that useQueryInputs' update callback keeps its identity.
const toSearch = (input: DebtInput) => debtParamsToSearch(input).toString()

/**
 * The debt freedom calculator. `start` is the current month, given by the route so that the server
 * and the browser agree on it; the plan's first payment is in the month after.
 */
export function DebtCalculator({ start }: { start: YearMonth }) {
  const { inputs, update } = useQueryInputs(parseDebtParams, toSearch)
  const chartTab = useChartTab(DEBT_CHART_TABS, toSearch(inputs))
  // A new key gives the cards fresh drafts and keys when the whole list is replaced.
  const [cardsKey, setCardsKey] = useState(0)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const plan = useMemo(() => planDebtPayoff({ ...inputs, start }), [inputs, start])
  const comparison = useMemo(
    () => compareStrategies(inputs.debts, inputs.extra, start, inputs.oneOffs),
    [inputs.debts, inputs.extra, start, inputs.oneOffs],
  )
  const chart = useMemo(
    () => debtChart(chartTab.tab, plan, inputs.debts, start),
    [chartTab.tab, plan, inputs.debts, start],
  )
  const hasDebt = plan.totalDebt > 0
  const { stale, report } = useInvalidFields()
  // A plan counts as a result when there is debt and it finishes within 360 months.
  useCalculatorUse('debt-freedom', inputs, hasDebt && plan.finished)

  return (
    <InvalidFieldsProvider value={report}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[24rem_1fr]">
        <SavedNumbersPanel
          describe={describeDebtFill}
          onUse={(snapshot) => {
            update({ ...inputs, debts: debtsFromSnapshot(snapshot) })
            setCardsKey((key) => key + 1)
          }}
        />
        <form
          method="get"
          className="h-fit min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-labelledby="inputs-heading"
          onSubmit={(event) => {
            // With JavaScript results are already current; without it the GET form reloads the page with them.
            event.preventDefault()
            resultsRef.current?.focus()
          }}
        >
          {/* Enter in a field submits through the first submit button in the form; without this one
            that would be a card's Remove or Move button. */}
          <button type="submit" hidden tabIndex={-1}>
            Calculate Payoff Plan
          </button>
          <h2 id="inputs-heading" className="text-lg font-bold text-slate-900">
            Your debts
          </h2>
          <DebtCards
            key={cardsKey}
            debts={inputs.debts}
            strategy={inputs.strategy}
            onDebtsChange={(debts) => update({ ...inputs, debts })}
          />
          <div>
            <label htmlFor="strategy" className="block text-sm font-semibold text-slate-800">
              Payoff strategy
            </label>
            <select
              id="strategy"
              name="strategy"
              value={inputs.strategy}
              onChange={(event) => update({ ...inputs, strategy: event.target.value as Strategy })}
              className="field-input mt-1"
            >
              {STRATEGY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <NumberField
            name="extra"
            label="Extra Monthly Payment"
            prefix="$"
            step={50}
            value={inputs.extra}
            rule={DEBT_FIELD_RULES.extra}
            hint="Paid on top of all the minimums every month"
            onValueChange={(extra) => update({ ...inputs, extra })}
          />
          <OneOffPayments
            oneOffs={inputs.oneOffs ?? []}
            start={start}
            onChange={(oneOffs) => update({ ...inputs, oneOffs })}
          />
          <div className="no-print pt-1">
            <button type="submit" className="btn-primary w-full">
              Calculate Payoff Plan
            </button>
          </div>
        </form>

        <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
          <h2
            id="results-heading"
            ref={resultsRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900"
          >
            Your payoff plan
          </h2>
          <StaleResults stale={stale} className="space-y-8">
            <div className="space-y-4">
              <PlanSummary plan={plan} />
              {hasDebt ? <PlanStats plan={plan} extra={inputs.extra} /> : null}
              {hasDebt ? <ResultActions inputs={toSearch(inputs)} saveAs="debt-freedom" /> : null}
            </div>

            {hasDebt ? (
              <>
                <PayoffOrder plan={plan} start={start} />

                <ChartTabs
                  tabs={DEBT_CHART_TABS}
                  selected={chartTab.tab}
                  onSelect={chartTab.select}
                  hrefFor={chartTab.hrefFor}
                  note={
                    chartTab.tab === 'balance'
                      ? 'Bar colours: green when 90% or more of the debt is paid off, amber from 50%, red below 50%.'
                      : undefined
                  }
                >
                  {(title) => (
                    <XYChart
                      {...chart}
                      title={title}
                      description="The same figures are in the monthly schedule below."
                    />
                  )}
                </ChartTabs>

                <PaymentSchedule plan={plan} start={start} />

                <StrategyComparisonTable comparison={comparison} plan={plan} start={start} />
              </>
            ) : null}
          </StaleResults>
        </section>
      </div>
    </InvalidFieldsProvider>
  )
}
