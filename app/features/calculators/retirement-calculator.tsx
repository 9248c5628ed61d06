import { useMemo } from 'react'
import { formatCompactDollars, formatDollars } from '~/lib/money'
import type { XYSpec } from '~/ui/charts/chart'
import { readNumber } from './params'
import {
  RETIREMENT_DEFAULTS,
  RETIREMENT_FIELDS,
  calculateRetirement,
  parseRetirementParams,
  retirementParamsToSearch,
  withConsistentAges,
  type RetirementInput,
  type RetirementResult,
} from './retirement'
import { RetirementTables, yearsCoveredText } from './retirement-tables'
import { ResultActions, ResultStat } from './ui/calculator-page'
import { CalculatorFrame } from './ui/calculator-frame'
import { CHART_DESCRIPTION, ChartTabs } from './ui/chart-tabs'
import { XYChart } from '~/ui/charts/xy-chart'
import { NumberField } from './ui/number-field'
import { useChartTab } from './ui/use-chart-tab'
import { useQueryInputs } from './ui/use-query-inputs'
import { useCalculatorUse } from '~/features/analytics'

type ChartTab = 'balance' | 'income' | 'withdrawal'
const CHART_TABS = [
  { id: 'balance', label: 'Balance Over Time' },
  { id: 'income', label: 'Income vs Expenses' },
  { id: 'withdrawal', label: 'Withdrawal Phase' },
] as const satisfies readonly { id: ChartTab; label: string }[]

const LASTS_COLOR = '#15803d'
const RUNS_OUT_COLOR = '#d97706'

/**
 * The form shows the ages as typed, so that a crossed pair can be explained next to the field;
 * the math makes them consistent itself (calculateRetirement calls withConsistentAges).
 */
function parseFormInputs(params: URLSearchParams): RetirementInput {
  return {
    ...parseRetirementParams(params),
    currentAge: readNumber(params, 'age', RETIREMENT_FIELDS.currentAge),
    retirementAge: readNumber(params, 'retireAt', RETIREMENT_FIELDS.retirementAge),
    lifeExpectancy: readNumber(params, 'lifeExpectancy', RETIREMENT_FIELDS.lifeExpectancy),
  }
}

type AgeField = 'currentAge' | 'retirementAge' | 'lifeExpectancy'

/** What each age field has wrong compared with the others, and the age used instead. */
function ageProblems(inputs: RetirementInput): Partial<Record<AgeField, string>> {
  const used = withConsistentAges(inputs)
  const problems: Partial<Record<AgeField, string>> = {}
  if (used.currentAge !== inputs.currentAge)
    problems.currentAge = `At ${inputs.currentAge} there is no retirement age left to plan for (the calculator goes up to 100). Using age ${used.currentAge} for now.`
  if (used.retirementAge !== inputs.retirementAge)
    problems.retirementAge = `Retirement age must be after your current age (${used.currentAge}). Using ${used.retirementAge} for now.`
  if (used.lifeExpectancy !== inputs.lifeExpectancy)
    problems.lifeExpectancy = `Life expectancy must be after your retirement age (${used.retirementAge}). Using ${used.lifeExpectancy} for now.`
  return problems
}

/** What each chart tab draws; the figures are those of the tables below. */
export function retirementChart(tab: ChartTab, result: RetirementResult): XYSpec {
  const money = { formatTick: formatCompactDollars, formatValue: formatDollars }
  if (tab === 'income') {
    const rows = result.yearlyProjection
    return {
      ...money,
      stacked: true,
      labels: rows.map((row) => `Age ${row.age}`),
      series: [
        {
          kind: 'bar',
          label: 'Contributions',
          values: rows.map((row) => row.contributions),
          color: '#2563eb',
        },
        {
          kind: 'bar',
          label: 'Income paid from savings',
          values: rows.map((row) => row.withdrawn),
          color: '#0d9488',
        },
        {
          kind: 'bar',
          label: 'Income not covered',
          values: rows.map((row) => row.withdrawal - row.withdrawn),
          color: '#dc2626',
        },
      ],
    }
  }
  if (tab === 'withdrawal') {
    return {
      ...money,
      labels: result.withdrawalPhase.map((row) => `Year ${row.year}\n(age ${row.age})`),
      series: [
        {
          kind: 'line',
          label: 'Remaining balance',
          values: result.withdrawalPhase.map((row) => row.balance),
          color: result.isOnTrack ? LASTS_COLOR : RUNS_OUT_COLOR,
          fill: true,
        },
      ],
    }
  }
  const rows = result.yearlyProjection
  return {
    ...money,
    labels: rows.map((row) => `Age ${row.age}`),
    series: [
      {
        kind: 'line',
        label: 'Savings balance',
        values: rows.map((row) => row.balance),
        color: '#2563eb',
        fill: true,
      },
    ],
  }
}

function withdrawalSummary(result: RetirementResult, ages: RetirementInput): string {
  const last = result.withdrawalPhase.at(-1)
  if (result.isOnTrack)
    return `Your savings last: about ${formatDollars(last?.balance ?? 0)} is left at age ${ages.lifeExpectancy}.`
  if (result.yearsCovered === 0)
    return `Your savings run out in the first year: they cannot pay the full income even at age ${ages.retirementAge}.`
  const runsOutAt = ages.retirementAge + result.yearsCovered
  return `Your savings run out: they pay the full income for ${yearsCoveredText(result.yearsCovered)} and run short at age ${runsOutAt}, ${ages.lifeExpectancy - runsOutAt} years before your life expectancy.`
}

export function RetirementCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseFormInputs, retirementParamsToSearch)
  const chart = useChartTab(CHART_TABS, retirementParamsToSearch(inputs))
  const result = useMemo(() => calculateRetirement(inputs), [inputs])
  useCalculatorUse('retirement', inputs, Number.isFinite(result.retirementBalance))
  const used = useMemo(() => withConsistentAges(inputs), [inputs])
  const problems = ageProblems(inputs)
  const spec = useMemo(() => retirementChart(chart.tab, result), [chart.tab, result])
  const set =
    <K extends keyof RetirementInput>(key: K) =>
    (value: RetirementInput[K]) =>
      update({ ...inputs, [key]: value })

  const ageField = (field: AgeField, urlName: string, label: string, hint: string) => (
    <div>
      <NumberField
        name={urlName}
        label={label}
        value={inputs[field]}
        rule={RETIREMENT_FIELDS[field]}
        onValueChange={set(field)}
        hint={hint}
      />
      <p role="status" className="mt-1 text-sm font-medium text-amber-900 empty:hidden">
        {problems[field] ?? ''}
      </p>
    </div>
  )

  return (
    <CalculatorFrame
      submitLabel="Calculate Retirement Plan"
      onReset={() => {
        reset(RETIREMENT_DEFAULTS)
        chart.reset()
      }}
      resultsTitle="Your retirement plan"
      fields={
        <>
          {ageField('currentAge', 'age', 'Current age', '18 to 100')}
          {ageField(
            'retirementAge',
            'retireAt',
            'Retirement age',
            '50 to 100, after your current age',
          )}
          {ageField(
            'lifeExpectancy',
            'lifeExpectancy',
            'Life expectancy',
            '70 to 120, after your retirement age',
          )}
          <NumberField
            name="savings"
            label="Current savings"
            prefix="$"
            step={1000}
            value={inputs.currentSavings}
            rule={RETIREMENT_FIELDS.currentSavings}
            onValueChange={set('currentSavings')}
          />
          <NumberField
            name="monthly"
            label="Monthly contribution"
            prefix="$"
            step={100}
            value={inputs.monthlySavings}
            rule={RETIREMENT_FIELDS.monthlySavings}
            onValueChange={set('monthlySavings')}
          />
          <NumberField
            name="return"
            label="Expected annual return"
            suffix="%"
            step={0.5}
            value={inputs.expectedReturn}
            rule={RETIREMENT_FIELDS.expectedReturn}
            onValueChange={set('expectedReturn')}
          />
          <NumberField
            name="income"
            label="Desired annual retirement income"
            prefix="$"
            step={5000}
            value={inputs.desiredIncome}
            rule={RETIREMENT_FIELDS.desiredIncome}
            onValueChange={set('desiredIncome')}
            hint="In today’s dollars, per year"
          />
          <NumberField
            name="inflation"
            label="Inflation rate"
            suffix="%"
            step={0.5}
            value={inputs.inflation}
            rule={RETIREMENT_FIELDS.inflation}
            onValueChange={set('inflation')}
          />
        </>
      }
    >
      <div
        aria-live="polite"
        className={`rounded-xl p-4 ring-1 ${
          result.isOnTrack
            ? 'bg-green-50 text-green-900 ring-green-200'
            : 'bg-amber-50 text-amber-900 ring-amber-300'
        }`}
      >
        <p className="text-sm font-medium">Status</p>
        <p className="mt-1 flex items-center gap-2 text-2xl font-bold">
          <span aria-hidden="true">{result.isOnTrack ? '✓' : '!'}</span>
          <output name="status">{result.statusLabel}</output>
        </p>
        <output name="statusMessage" className="mt-1 block">
          {result.statusMessage}
        </output>
      </div>
      {result.recommendation ? (
        <div
          data-testid="recommendation"
          className="rounded-xl border-l-4 border-amber-600 bg-white p-4 ring-1 ring-slate-200"
        >
          <h3 className="font-bold text-slate-900">Recommendation</h3>
          <output name="recommendation" className="mt-1 block text-slate-800">
            {result.recommendation}
          </output>
          <p className="mt-2 text-sm text-slate-700">
            Retiring a little later, planning for a smaller income, or a higher return are the other
            levers: try them above and watch the status change.
          </p>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <ResultStat
          name="retirementBalance"
          label="Savings at Retirement"
          value={formatDollars(result.retirementBalance)}
          tone={result.isOnTrack ? 'green' : 'brand'}
          detail={`at age ${used.retirementAge}; about ${formatDollars(result.requiredBalance)} needed`}
        />
        <ResultStat
          name="requiredMonthlySavings"
          label="Required Monthly Savings"
          value={formatDollars(result.requiredMonthlySavings)}
          detail={`for the money to last to age ${used.lifeExpectancy}`}
        />
        <ResultStat
          name="adjustedRetirementIncome"
          label="Retirement Income Needed"
          value={formatDollars(result.adjustedRetirementIncome)}
          detail={`per year from age ${used.retirementAge}, rising with inflation (${formatDollars(inputs.desiredIncome)} in today’s dollars)`}
        />
        <ResultStat
          name="yearsToRetirement"
          label="Years to Retirement"
          value={String(result.yearsToRetirement)}
        />
        <ResultStat
          name="retirementYears"
          label="Years in Retirement"
          value={String(result.retirementYears)}
          detail={`from ${used.retirementAge} to ${used.lifeExpectancy}`}
        />
        <ResultStat
          name="totalContributions"
          label="Total Contributions"
          value={formatDollars(result.totalContributions)}
          detail="your monthly savings until retirement"
        />
      </div>
      <ResultActions inputs={retirementParamsToSearch(inputs)} saveAs="retirement" />

      <ChartTabs
        tabs={CHART_TABS}
        selected={chart.tab}
        onSelect={chart.select}
        hrefFor={chart.hrefFor}
        note={chart.tab === 'withdrawal' ? withdrawalSummary(result, used) : undefined}
      >
        {(title) => <XYChart {...spec} title={title} description={CHART_DESCRIPTION} />}
      </ChartTabs>

      <RetirementTables result={result} />
    </CalculatorFrame>
  )
}
