import { Fragment, useId, useMemo, useState } from 'react'
import { SavedNumbersPanel } from '~/features/assessment'
import {
  EMERGENCY_DEFAULTS,
  EMERGENCY_FIELDS,
  GOAL_LABELS,
  GOAL_MONTHS,
  calculateEmergency,
  describeEmergencyFill,
  emergencyInputFromSnapshot,
  emergencyParamsToSearch,
  parseEmergencyParams,
  type EmergencyInput,
  type EmergencyResult,
  type GoalMonths,
} from './emergency'
import { EMERGENCY_CHART_TABS, EmergencyCharts } from './emergency-charts'
import { useChartTab } from './ui/use-chart-tab'
import {
  ExpenseBreakdownTable,
  GoalTimelineTable,
  ProgressTable,
  ScenarioTable,
} from './emergency-tables'
import { formatDollars, formatPercent } from '~/lib/money'
import { ResultActions, ResultStat } from './ui/calculator-page'
import { NumberField } from './ui/number-field'
import { useQueryInputs } from './ui/use-query-inputs'
import { CalculatorFrame } from './ui/calculator-frame'
import { useCalculatorUse } from '~/features/analytics'

const EXPENSE_FIELDS = [
  { key: 'housing', label: 'Housing', hint: 'Rent or mortgage, property tax, HOA', step: 100 },
  { key: 'utilities', label: 'Utilities', hint: 'Power, water, gas, phone, internet', step: 50 },
  { key: 'food', label: 'Food', hint: 'Groceries and essential meals', step: 50 },
  { key: 'transportation', label: 'Transportation', hint: 'Car payment, fuel, transit', step: 50 },
  { key: 'insurance', label: 'Insurance', hint: 'Health, car, home or renters, life', step: 50 },
  { key: 'other', label: 'Other', hint: 'Minimum debt payments, childcare, medicine', step: 50 },
] as const

function duration(months: number) {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts = []
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`)
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`)
  return parts.join(' ')
}

function monthsToGoalDetail(result: EmergencyResult, monthlySavings: number) {
  if (result.monthsToGoal === null)
    return 'You are not adding anything to the fund each month, so it never reaches the goal. Enter a monthly savings amount to see how long it would take.'
  if (result.monthsToGoal === 0) return 'Your fund already covers this goal.'
  const time = result.monthsToGoal >= 12 ? ` (${duration(result.monthsToGoal)})` : ''
  return `saving ${formatDollars(monthlySavings)} a month${time}`
}

function ProgressCard({ result, currentFund }: { result: EmergencyResult; currentFund: number }) {
  const id = useId()
  const shown = formatPercent(result.progressPercent, 1)
  const summary =
    result.targetAmount === 0
      ? 'No expenses entered yet, so there is nothing to save for.'
      : result.amountNeeded === 0
        ? `Fully funded: ${formatDollars(currentFund)} saved for a ${formatDollars(result.targetAmount)} target.`
        : `${formatDollars(currentFund)} saved of your ${formatDollars(result.targetAmount)} target.`
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-medium">
          Progress to goal
        </p>
        <output
          name="progressPercent"
          aria-labelledby={`${id}-label`}
          className="text-2xl font-bold tabular-nums"
        >
          {shown}
        </output>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={result.progressBarPercent}
        aria-valuetext={`${shown} of your goal`}
        className="mt-2 h-4 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${result.amountNeeded === 0 ? 'bg-green-600' : 'bg-brand-600'}`}
          style={{ width: `${result.progressBarPercent}%` }}
        />
      </div>
      <p className="mt-2 text-sm">{summary}</p>
    </div>
  )
}

export function EmergencyCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseEmergencyParams, emergencyParamsToSearch)
  const chart = useChartTab(EMERGENCY_CHART_TABS, emergencyParamsToSearch(inputs))
  // A new key drops whatever was half-typed in the fields when saved numbers replace them all.
  const [fieldsKey, setFieldsKey] = useState(0)
  const result = useMemo(() => calculateEmergency(inputs), [inputs])
  useCalculatorUse('emergency-fund', inputs, Number.isFinite(result.targetAmount))
  const set =
    <K extends keyof EmergencyInput>(key: K) =>
    (value: EmergencyInput[K]) =>
      update({ ...inputs, [key]: value })

  return (
    <CalculatorFrame
      notice={
        <SavedNumbersPanel
          describe={describeEmergencyFill}
          onUse={(snapshot) => {
            update(emergencyInputFromSnapshot(inputs, snapshot))
            setFieldsKey((key) => key + 1)
          }}
        />
      }
      submitLabel="Calculate My Plan"
      onReset={() => {
        reset(EMERGENCY_DEFAULTS)
        chart.reset()
      }}
      resultsTitle="Your emergency fund plan"
      fields={
        <Fragment key={fieldsKey}>
          <fieldset className="space-y-4">
            <legend className="text-base font-bold text-slate-900">
              Essential monthly expenses
            </legend>
            {EXPENSE_FIELDS.map((field) => (
              <NumberField
                key={field.key}
                name={field.key}
                label={field.label}
                hint={field.hint}
                prefix="$"
                step={field.step}
                value={inputs[field.key]}
                rule={EMERGENCY_FIELDS[field.key]}
                onValueChange={set(field.key)}
              />
            ))}
          </fieldset>
          <div>
            <label htmlFor="goal-months" className="block text-sm font-semibold text-slate-800">
              Emergency fund goal
            </label>
            <select
              id="goal-months"
              name="months"
              value={inputs.goalMonths}
              onChange={(event) => set('goalMonths')(Number(event.target.value) as GoalMonths)}
              className="field-input mt-1"
            >
              {GOAL_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {months} months ({GOAL_LABELS[months]})
                </option>
              ))}
            </select>
          </div>
          <NumberField
            name="current"
            label="Current emergency fund"
            prefix="$"
            step={100}
            value={inputs.currentFund}
            rule={EMERGENCY_FIELDS.currentFund}
            onValueChange={set('currentFund')}
          />
          <NumberField
            name="savings"
            label="Monthly savings"
            hint="What you can add to the fund each month"
            prefix="$"
            step={50}
            value={inputs.monthlySavings}
            rule={EMERGENCY_FIELDS.monthlySavings}
            onValueChange={set('monthlySavings')}
          />
        </Fragment>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2" aria-live="polite">
        <ResultStat
          name="targetAmount"
          label="Target Amount"
          value={formatDollars(result.targetAmount)}
          tone="brand"
          detail={`${inputs.goalMonths} months of expenses (${GOAL_LABELS[inputs.goalMonths]})`}
        />
        <ResultStat
          name="monthlyExpenses"
          label="Monthly Expenses"
          value={formatDollars(result.monthlyExpenses)}
          detail="essential costs each month"
        />
        <ResultStat
          name="amountNeeded"
          label="Amount Still Needed"
          value={formatDollars(result.amountNeeded)}
          detail={`after the ${formatDollars(inputs.currentFund)} you have saved`}
        />
        <ResultStat
          name="monthsToGoal"
          label="Months to Goal"
          value={result.monthsToGoal === null ? 'N/A' : String(result.monthsToGoal)}
          tone={result.monthsToGoal === 0 ? 'green' : 'plain'}
          detail={monthsToGoalDetail(result, inputs.monthlySavings)}
        />
        <ProgressCard result={result} currentFund={inputs.currentFund} />
      </div>

      {result.recommendations.length > 0 ? (
        <div
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="recommendations"
        >
          <h3 className="text-lg font-bold">Recommendations</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5">
            {result.recommendations.map((item) => (
              <li key={item.rule}>{item.text}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <ResultActions inputs={emergencyParamsToSearch(inputs)} saveAs="emergency-fund" />
      <EmergencyCharts result={result} chart={chart} />
      <ScenarioTable
        result={result}
        currentFund={inputs.currentFund}
        monthlySavings={inputs.monthlySavings}
      />
      <GoalTimelineTable result={result} />
      <ExpenseBreakdownTable result={result} />
      <ProgressTable result={result} />
    </CalculatorFrame>
  )
}
