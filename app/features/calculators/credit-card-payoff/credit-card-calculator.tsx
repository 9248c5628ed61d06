import { useMemo } from 'react'
import { useCalculatorUse } from '~/features/analytics'
import { formatDollars, formatNumber } from '~/lib/money'
import { XYChart } from '~/ui/charts/xy-chart'
import { CalculatorFrame } from '../ui/calculator-frame'
import { ResultActions, ResultStat } from '../ui/calculator-page'
import { CHART_DESCRIPTION } from '../ui/chart-tabs'
import { NumberField } from '../ui/number-field'
import { PaymentSchedule } from '../ui/payment-schedule'
import { useQueryInputs } from '../ui/use-query-inputs'
import {
  CREDIT_CARD_DEFAULTS,
  CREDIT_CARD_FIELDS,
  PAYOFF_MODES,
  calculateCreditCard,
  creditCardParamsToSearch,
  formatDuration,
  parseCreditCardParams,
  type CreditCardInput,
  type PayoffMode,
  type PayoffPlan,
} from './credit-card'
import { payoffChart } from './credit-card-charts'

const MODE_LABELS: Record<PayoffMode, string> = {
  payment: 'A fixed monthly payment',
  target: 'Pay it off in a set number of months',
}

const cents = (amount: number) => `$${formatNumber(amount, 2)}`

/** How long a plan takes, or that it never ends. */
function payoffTime(plan: PayoffPlan): string {
  if (plan.outcome.kind === 'paid-off') return formatDuration(plan.outcome.months)
  if (plan.outcome.kind === 'never') return 'Never paid off'
  return 'Over 50 years'
}

/** Why a plan never clears the card, in the visitor's own figures. */
export function planProblem(plan: PayoffPlan, who: string): string | null {
  if (plan.outcome.kind === 'never') {
    const { payment, interest, month } = plan.outcome
    return `${who} of ${cents(payment)} does not cover the ${cents(interest)} of interest charged in month ${month}, so the balance never goes down: never paid off at this payment. Pay more than the interest each month.`
  }
  if (plan.outcome.kind === 'too-long') {
    return `${who} leaves ${formatDollars(plan.outcome.remaining)} still owed after 50 years: not paid off within 50 years at this payment.`
  }
  return null
}

export function CreditCardCalculator() {
  const { inputs, update, reset } = useQueryInputs(parseCreditCardParams, creditCardParamsToSearch)
  const search = creditCardParamsToSearch(inputs)
  const result = useMemo(() => calculateCreditCard(inputs), [inputs])
  useCalculatorUse('credit-card-payoff', inputs, result.plan.outcome.kind === 'paid-off')
  const chart = useMemo(() => payoffChart(result), [result])
  const set =
    <K extends keyof CreditCardInput>(key: K) =>
    (value: CreditCardInput[K]) =>
      update({ ...inputs, [key]: value })
  const target = inputs.mode === 'target'
  const problem = planProblem(result.plan, target ? 'The payment' : 'Your payment')
  const minimumProblem = planProblem(result.minimumOnly, 'The minimum payment')
  const rows = result.plan.rows

  return (
    <CalculatorFrame
      submitLabel="Calculate Payoff"
      onReset={() => reset(CREDIT_CARD_DEFAULTS)}
      resultsTitle="Your payoff plan"
      fields={
        <>
          <NumberField
            name="balance"
            label="Card balance"
            prefix="$"
            value={inputs.balance}
            rule={CREDIT_CARD_FIELDS.balance}
            onValueChange={set('balance')}
          />
          <NumberField
            name="apr"
            label="APR"
            suffix="%"
            step={0.01}
            value={inputs.apr}
            rule={CREDIT_CARD_FIELDS.apr}
            onValueChange={set('apr')}
          />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">How you want to pay</legend>
            <div className="mt-1 space-y-1">
              {PAYOFF_MODES.map((mode) => (
                <label key={mode} className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name="mode"
                    value={mode}
                    checked={inputs.mode === mode}
                    onChange={() => update({ ...inputs, mode })}
                    className="size-4"
                  />
                  {MODE_LABELS[mode]}
                </label>
              ))}
            </div>
          </fieldset>
          <NumberField
            name="payment"
            label="Monthly payment"
            prefix="$"
            hint="Used with a fixed monthly payment"
            value={inputs.payment}
            rule={CREDIT_CARD_FIELDS.payment}
            onValueChange={set('payment')}
          />
          <NumberField
            name="targetMonths"
            label="Months to pay it off"
            hint="Used with a set number of months (1 to 600)"
            value={inputs.targetMonths}
            rule={CREDIT_CARD_FIELDS.targetMonths}
            onValueChange={set('targetMonths')}
          />
          <fieldset className="space-y-4 pt-2">
            <legend className="text-sm font-bold text-slate-900">
              The issuer’s minimum payment
            </legend>
            <NumberField
              name="minPercent"
              label="Percent of the balance, plus interest"
              suffix="%"
              step={0.1}
              value={inputs.minPercent}
              rule={CREDIT_CARD_FIELDS.minPercent}
              onValueChange={set('minPercent')}
            />
            <NumberField
              name="minFloor"
              label="At least"
              prefix="$"
              value={inputs.minFloor}
              rule={CREDIT_CARD_FIELDS.minFloor}
              onValueChange={set('minFloor')}
            />
          </fieldset>
          <fieldset className="space-y-4 pt-2">
            <legend className="text-sm font-bold text-slate-900">
              0% promotion or balance transfer (optional)
            </legend>
            <NumberField
              name="promoMonths"
              label="Months at 0% APR"
              hint="0 if there is no promotion"
              value={inputs.promoMonths}
              rule={CREDIT_CARD_FIELDS.promoMonths}
              onValueChange={set('promoMonths')}
            />
            <NumberField
              name="transferFee"
              label="Balance transfer fee"
              suffix="%"
              step={0.1}
              hint="Added to the balance on day one"
              value={inputs.transferFee}
              rule={CREDIT_CARD_FIELDS.transferFee}
              onValueChange={set('transferFee')}
            />
          </fieldset>
        </>
      }
    >
      {problem ? (
        <p className="rounded-xl bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-200">
          <output name="planProblem">{problem}</output>
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-live="polite">
        <ResultStat
          name="payoffTime"
          label="Time to pay off"
          value={payoffTime(result.plan)}
          tone={result.plan.outcome.kind === 'paid-off' ? 'brand' : 'red'}
          detail={
            target
              ? `your target: within ${formatDuration(inputs.targetMonths)}`
              : 'at your fixed payment'
          }
        />
        <ResultStat
          name="planPayment"
          label={target ? 'Payment needed each month' : 'Your monthly payment'}
          value={formatDollars(result.planPayment)}
          detail={target ? 'rounded up to the dollar' : undefined}
        />
        <ResultStat
          name="totalInterest"
          label="Total interest"
          value={formatDollars(result.plan.totalInterest)}
          detail={
            result.plan.outcome.kind === 'paid-off'
              ? `${formatDollars(result.plan.totalPaid)} paid in all`
              : 'charged before the plan stops'
          }
        />
        <ResultStat
          name="minimumTime"
          label="Paying only the minimum"
          value={payoffTime(result.minimumOnly)}
          tone={result.minimumOnly.outcome.kind === 'paid-off' ? 'plain' : 'red'}
          detail={`first minimum ${formatDollars(result.firstMinimum)}`}
        />
        <ResultStat
          name="minimumInterest"
          label="Interest paying only the minimum"
          value={formatDollars(result.minimumOnly.totalInterest)}
          detail={
            result.minimumOnly.outcome.kind === 'paid-off'
              ? undefined
              : 'and still owing after that'
          }
        />
        <ResultStat
          name="interestSaved"
          label="Interest saved by your plan"
          value={result.interestSaved === null ? 'N/A' : formatDollars(result.interestSaved)}
          tone="green"
          detail={
            result.monthsSaved === null
              ? 'one of the plans never finishes'
              : result.monthsSaved > 0
                ? `and ${formatDuration(result.monthsSaved)} sooner`
                : undefined
          }
        />
      </div>
      {minimumProblem ? <p className="text-slate-800">{minimumProblem}</p> : null}
      {inputs.transferFee > 0 ? (
        <p className="text-slate-800">
          With the {formatNumber(inputs.transferFee, 2)}% transfer fee you start owing{' '}
          {formatDollars(result.startingBalance)}.
        </p>
      ) : null}

      <ResultActions inputs={search} saveAs="credit-card-payoff" />

      {chart.series.length > 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 break-inside-avoid">
          <h3 className="text-lg font-bold text-slate-900">Balance over time</h3>
          <XYChart {...chart} title="Balance over time chart" description={CHART_DESCRIPTION} />
        </div>
      ) : null}

      <div>
        <h3 className="text-xl font-bold text-slate-900">Monthly schedule</h3>
        {rows.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {result.plan.outcome.kind === 'paid-off'
              ? 'Nothing is owed, so there is nothing to pay.'
              : 'No payment in this plan brings the balance down, so there is no schedule.'}
          </p>
        ) : (
          <details
            className="mt-2 rounded-xl border border-slate-200 bg-white p-4"
            open={rows.length <= 36}
          >
            <summary className="min-h-11 cursor-pointer font-semibold text-slate-900">
              {rows.length} {rows.length === 1 ? 'month' : 'months'} of payments
            </summary>
            <PaymentSchedule
              rows={rows}
              label="Monthly schedule"
              caption="Payment, interest, principal and balance owed after each month"
              format={cents}
              minWidth="min-w-[32rem]"
            />
          </details>
        )}
      </div>
    </CalculatorFrame>
  )
}
