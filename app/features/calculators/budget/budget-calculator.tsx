import { useMemo } from 'react'
import { Link } from 'react-router'
import { useCalculatorUse } from '~/features/analytics'
import { formatDollars, formatPercent } from '~/lib/money'
import { Chart } from '~/ui/charts/chart'
import { CalculatorFrame } from '../ui/calculator-frame'
import { ResultActions, ResultStat } from '../ui/calculator-page'
import { CHART_DESCRIPTION, ChartTabs } from '../ui/chart-tabs'
import { NumberField } from '../ui/number-field'
import { TableScroll } from '../ui/table-scroll'
import { useChartTab } from '../ui/use-chart-tab'
import { useQueryInputs } from '../ui/use-query-inputs'
import {
  BUDGET_CATEGORIES,
  BUDGET_DEFAULTS,
  BUDGET_FIELDS,
  GROUP_LABELS,
  GUIDELINE_PERCENT,
  budgetParamsToSearch,
  calculateBudget,
  debtFreedomSearch,
  describeAdvice,
  emergencyFundSearch,
  parseBudgetParams,
  type BudgetCategory,
  type BudgetInput,
} from './budget'
import { BUDGET_CHART_TABS, budgetChart } from './budget-charts'

const HINTS: Partial<Record<BudgetCategory, string>> = {
  housing: 'Rent or mortgage, property tax, HOA',
  transport: 'Car payment, fuel, transit, parking',
  food: 'Groceries (eating out goes in Personal)',
  debt: 'The minimum due on cards and loans',
  extraDebt: 'Anything you pay above the minimums',
  savings: 'Emergency fund, retirement, other goals',
  personal: 'Eating out, shopping, subscriptions, fun',
}

const share = (value: number | null) => (value === null ? '–' : formatPercent(value, 1))

export function BudgetCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseBudgetParams, budgetParamsToSearch)
  const search = budgetParamsToSearch(inputs)
  const chart = useChartTab(BUDGET_CHART_TABS, search)
  const result = useMemo(() => calculateBudget(inputs), [inputs])
  useCalculatorUse('budget', inputs, result.income > 0)
  const spec = useMemo(() => budgetChart(chart.tab, result), [chart.tab, result])
  const set = (key: keyof BudgetInput) => (value: number) => update({ ...inputs, [key]: value })
  const shortfall = result.surplus < 0

  return (
    <CalculatorFrame
      submitLabel="Check My Budget"
      onReset={() => {
        reset(BUDGET_DEFAULTS)
        chart.reset()
      }}
      resultsTitle="Your budget"
      fields={
        <>
          <NumberField
            name="income"
            label="Monthly take-home pay"
            prefix="$"
            hint="After tax: what reaches your account"
            value={inputs.income}
            rule={BUDGET_FIELDS.income}
            onValueChange={set('income')}
          />
          <fieldset className="space-y-4">
            <legend className="text-sm font-bold text-slate-900">Monthly spending</legend>
            {BUDGET_CATEGORIES.map((category) => (
              <NumberField
                key={category.key}
                name={category.key}
                label={category.label}
                prefix="$"
                hint={HINTS[category.key]}
                value={inputs[category.key]}
                rule={BUDGET_FIELDS[category.key]}
                onValueChange={set(category.key)}
              />
            ))}
          </fieldset>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-live="polite">
        <ResultStat
          name="surplus"
          label={shortfall ? 'Monthly shortfall' : 'Left over each month'}
          value={formatDollars(Math.abs(result.surplus))}
          tone={shortfall ? 'red' : 'green'}
          detail={
            shortfall
              ? 'you plan to spend more than you take home'
              : `of ${formatDollars(result.income)} take-home pay`
          }
        />
        <ResultStat
          name="totalPlanned"
          label="Total planned"
          value={formatDollars(result.totalPlanned)}
          detail="spending, debt payments and savings"
        />
        {result.groups.map((group) => (
          <ResultStat
            key={group.group}
            name={`${group.group}Share`}
            label={GROUP_LABELS[group.group]}
            value={share(group.share)}
            tone={group.group === 'savings' ? 'brand' : 'plain'}
            detail={`${formatDollars(group.amount)} a month; guideline ${GUIDELINE_PERCENT[group.group]}%`}
          />
        ))}
      </div>

      <div
        className={`rounded-xl p-4 ring-1 ${result.advice.kind === 'on-track' ? 'bg-green-50 ring-green-200' : 'bg-amber-50 ring-amber-200'}`}
      >
        <h3 className="font-bold text-slate-900">What to change first</h3>
        <p className="mt-1 text-slate-800">
          <output name="advice">{describeAdvice(result.advice)}</output>
        </p>
      </div>

      <ResultActions inputs={search} saveAs="budget" />

      <ChartTabs
        tabs={BUDGET_CHART_TABS}
        selected={chart.tab}
        onSelect={chart.select}
        hrefFor={chart.hrefFor}
        note="Needs are blue, wants amber and savings with extra debt payments green; grey is money not yet given a job."
      >
        {(title) => <Chart spec={spec} title={title} description={CHART_DESCRIPTION} />}
      </ChartTabs>

      <div>
        <h3 className="text-xl font-bold text-slate-900">Your budget by category</h3>
        <TableScroll label="Your budget by category">
          <table className="w-full min-w-[32rem] text-right text-sm tabular-nums">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 text-left">
                  Category
                </th>
                <th scope="col" className="py-2 pl-4">
                  Amount
                </th>
                <th scope="col" className="py-2 pl-4">
                  Share of pay
                </th>
                <th scope="col" className="py-2 pl-4 text-left">
                  Guideline group
                </th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((line) => (
                <tr key={line.key} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-left font-medium">
                    {line.label}
                    {line.key === 'extraDebt' ? (
                      <Link
                        to={`/calculators/debt-freedom?${debtFreedomSearch(inputs)}`}
                        className="no-print mt-0.5 block text-sm font-normal text-brand-800 underline"
                      >
                        Plan your payoff with this extra payment
                      </Link>
                    ) : null}
                    {line.key === 'debt' ? (
                      <Link
                        to={`/calculators/debt-freedom?${debtFreedomSearch(inputs)}`}
                        className="no-print mt-0.5 block text-sm font-normal text-brand-800 underline"
                      >
                        Compare payoff plans for your debts
                      </Link>
                    ) : null}
                    {line.key === 'savings' ? (
                      <Link
                        to={`/calculators/emergency-fund?${emergencyFundSearch(inputs)}`}
                        className="no-print mt-0.5 block text-sm font-normal text-brand-800 underline"
                      >
                        Size your emergency fund from these figures
                      </Link>
                    ) : null}
                  </th>
                  <td className="py-2 pl-4">{formatDollars(line.amount)}</td>
                  <td className="py-2 pl-4">{share(line.share)}</td>
                  <td className="py-2 pl-4 text-left">{GROUP_LABELS[line.group]}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-300 font-semibold">
                <th scope="row" className="py-2 text-left">
                  Total planned
                </th>
                <td className="py-2">{formatDollars(result.totalPlanned)}</td>
                <td className="py-2">
                  {share(result.income > 0 ? (result.totalPlanned / result.income) * 100 : null)}
                </td>
                <td />
              </tr>
              <tr className="font-semibold">
                <th scope="row" className="py-2 text-left">
                  {shortfall ? 'Shortfall' : 'Left over'}
                </th>
                <td className="py-2">{formatDollars(Math.abs(result.surplus))}</td>
                <td className="py-2">
                  {share(
                    result.income > 0 ? (Math.abs(result.surplus) / result.income) * 100 : null,
                  )}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </div>

      <div>
        <h3 className="text-xl font-bold text-slate-900">Against the 50/30/20 guideline</h3>
        <TableScroll label="Against the 50/30/20 guideline">
          <table className="w-full min-w-[32rem] text-right text-sm tabular-nums">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 text-left">
                  Group
                </th>
                <th scope="col" className="py-2">
                  Your budget
                </th>
                <th scope="col" className="py-2">
                  Guideline
                </th>
                <th scope="col" className="py-2">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody>
              {result.groups.map((group) => (
                <tr key={group.group} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-left font-medium">
                    {group.label} ({GUIDELINE_PERCENT[group.group]}%)
                  </th>
                  <td className="py-2">
                    {formatDollars(group.amount)} ({share(group.share)})
                  </td>
                  <td className="py-2">{formatDollars(group.guideline)}</td>
                  <td className="py-2">
                    {group.difference === 0
                      ? 'On the guideline'
                      : `${formatDollars(Math.abs(group.difference))} ${group.difference > 0 ? 'over' : 'under'}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </CalculatorFrame>
  )
}
