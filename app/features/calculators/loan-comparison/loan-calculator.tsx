import { useMemo, useState } from 'react'
import { useCalculatorUse } from '~/features/analytics'
import { XYChart } from '~/ui/charts/xy-chart'
import { CalculatorFrame } from '../ui/calculator-frame'
import { ResultActions } from '../ui/calculator-page'
import { CHART_DESCRIPTION, ChartTabs } from '../ui/chart-tabs'
import { useChartTab } from '../ui/use-chart-tab'
import { useQueryInputs } from '../ui/use-query-inputs'
import {
  LOAN_DEFAULTS,
  compareLoans,
  loanLabel,
  loanParamsToSearch,
  parseLoanParams,
  type Loan,
} from './loan'
import { LoanCards } from './loan-cards'
import { LOAN_CHART_TABS, loanChart } from './loan-charts'
import { breakEvenSentence, cheapestSentence } from './loan-content'
import { AmortizationSchedule, LoanComparisonTable, type ComputedLoan } from './loan-tables'

export function LoanCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseLoanParams, loanParamsToSearch)
  const search = loanParamsToSearch(inputs)
  const chart = useChartTab(LOAN_CHART_TABS, search)
  // A new key gives the cards fresh drafts and keys when the whole list is replaced (reset).
  const [cardsKey, setCardsKey] = useState(0)
  const comparison = useMemo(() => compareLoans(inputs), [inputs])
  const computed: ComputedLoan[] = comparison.outcomes.flatMap((outcome, index) =>
    outcome.ok
      ? [{ index, label: loanLabel(inputs.loans[index] as Loan, index), result: outcome.result }]
      : [],
  )
  const problems = comparison.outcomes.flatMap((outcome, index) =>
    outcome.ok ? [] : [`${loanLabel(inputs.loans[index] as Loan, index)}: ${outcome.problem}`],
  )
  useCalculatorUse('loan-comparison', inputs, computed.length >= 2)
  const spec = useMemo(
    () =>
      computed.length > 0
        ? loanChart(
            chart.tab,
            computed.map((loan) => ({
              ...loan,
              amount: inputs.loans[loan.index]?.amount ?? 0,
            })),
          )
        : null,
    [chart.tab, computed, inputs.loans],
  )

  return (
    <CalculatorFrame
      submitLabel="Compare Loans"
      onReset={() => {
        reset(LOAN_DEFAULTS)
        setCardsKey((key) => key + 1)
        chart.reset()
      }}
      resultsTitle="Your loans compared"
      fields={
        <>
          {/* Enter in a field submits through the first submit button of the form; without this
            one that would be a card's Remove button. */}
          <button type="submit" hidden tabIndex={-1}>
            Compare Loans
          </button>
          <LoanCards
            key={cardsKey}
            loans={inputs.loans}
            onLoansChange={(loans) => update({ loans })}
          />
        </>
      }
    >
      {problems.length > 0 ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {computed.length > 0 ? (
        <>
          <div className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
            <p className="text-sm font-medium">Lowest total cost</p>
            <output name="cheapest" className="mt-1 block text-lg font-bold">
              {cheapestSentence(inputs.loans, comparison)}
            </output>
          </div>
          <LoanComparisonTable loans={computed} cheapest={comparison.cheapest} />
          <ResultActions inputs={search} saveAs="loan-comparison" />

          <div>
            <h3 className="text-xl font-bold text-slate-900">Break-even</h3>
            {comparison.breakEvens.length === 0 ? (
              <p className="mt-2 text-slate-700">
                <output name="breakEven">
                  {computed.length < 2
                    ? 'No break-even to find: fewer than two of the loans could be worked out.'
                    : 'No break-even to find: the loans have the same upfront costs, so none has fees to earn back.'}
                </output>
              </p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {comparison.breakEvens.map((pair) => (
                  <li key={`${pair.higherUpfront}-${pair.other}`}>
                    <output name="breakEven">{breakEvenSentence(inputs.loans, pair)}</output>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {spec ? (
            <ChartTabs
              tabs={LOAN_CHART_TABS}
              selected={chart.tab}
              onSelect={chart.select}
              hrefFor={chart.hrefFor}
              note={
                chart.tab === 'cost'
                  ? 'Each line starts at the loan’s points and fees; where two lines cross is a break-even month.'
                  : undefined
              }
            >
              {(title) => <XYChart {...spec} title={title} description={CHART_DESCRIPTION} />}
            </ChartTabs>
          ) : null}

          <div className="space-y-3">
            <h3 className="text-xl font-bold text-slate-900">Amortization schedules</h3>
            {computed.map((loan) => (
              <AmortizationSchedule key={loan.index} loan={loan} />
            ))}
          </div>
        </>
      ) : null}
    </CalculatorFrame>
  )
}
