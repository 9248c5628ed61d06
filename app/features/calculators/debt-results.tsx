import {
  addMonths,
  UNFINISHED_MESSAGES,
  unfinishedDetails,
  type DebtPlan,
  type YearMonth,
} from './debt'
import { debtLabel, formatMonth, formatMonths, formatYearsAndMonths } from './debt-form'
import { formatDollars } from '~/lib/money'
import { ResultStat } from './ui/calculator-page'

/** The sentence at the top of the results, read out when it changes. */
export function PlanSummary({ plan }: { plan: DebtPlan }) {
  let content: React.ReactNode
  if (plan.totalDebt === 0) {
    content = (
      <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
        Enter a balance above $0 for at least one debt to see your payoff plan.
      </p>
    )
  } else if (!plan.finished || !plan.debtFreeDate) {
    content = (
      <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {UNFINISHED_MESSAGES[plan.unfinishedReason ?? 'longer-than-360-months']}
        </p>
        {unfinishedDetails(plan).map((sentence) => (
          <p key={sentence} className="mt-1">
            {sentence}
          </p>
        ))}
      </div>
    )
  } else {
    content = (
      <p className="rounded-xl bg-green-50 p-4 text-lg text-green-900">
        You can be debt-free by <strong>{formatMonth(plan.debtFreeDate)}</strong>,{' '}
        {formatMonths(plan.monthsToPayoff)} from now, paying {formatDollars(plan.monthlyPayment)} a
        month.
      </p>
    )
  }
  return (
    <div aria-live="polite" data-testid="plan-summary">
      {content}
    </div>
  )
}

export function PlanStats({ plan, extra }: { plan: DebtPlan; extra: number }) {
  const finished = plan.finished && plan.debtFreeDate !== null
  const minimums = plan.monthlyPayment - extra
  return (
    // Seven figures: on wide screens the date leads its row and the two savings share the last.
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-6">
      <Cell className="sm:col-span-2 xl:col-span-4">
        <ResultStat
          name="debtFreeDate"
          label="Debt-Free Date"
          value={
            finished && plan.debtFreeDate ? formatMonth(plan.debtFreeDate) : 'Not within 30 years'
          }
          detail={finished ? `${formatMonths(plan.monthsToPayoff)} from now` : 'Payments too low'}
          tone={finished ? 'brand' : 'red'}
        />
      </Cell>
      <Cell className="xl:col-span-2">
        <ResultStat
          name="monthsToPayoff"
          label="Time to Payoff"
          value={finished ? formatMonths(plan.monthsToPayoff) : 'More than 360 months'}
          detail={finished ? (formatYearsAndMonths(plan.monthsToPayoff) ?? undefined) : undefined}
        />
      </Cell>
      <Cell className="xl:col-span-2">
        <ResultStat name="totalDebt" label="Total Debt" value={formatDollars(plan.totalDebt)} />
      </Cell>
      <Cell className="xl:col-span-2">
        {finished ? (
          <ResultStat
            name="totalInterest"
            label="Total Interest"
            value={formatDollars(plan.totalInterest)}
            detail="paid over the whole plan"
          />
        ) : (
          // Interest that was charged but never paid is not "paid": it is owed, and said so.
          <ResultStat
            name="interestPaid"
            label="Interest Paid"
            value={formatDollars(plan.interestPaid)}
            detail={
              formatDollars(plan.unpaidInterest) === '$0'
                ? 'in the first 30 years'
                : `in the first 30 years; another ${formatDollars(plan.unpaidInterest)} of interest is added to what you owe`
            }
            tone="red"
          />
        )}
      </Cell>
      <Cell className="xl:col-span-2">
        <ResultStat
          name="monthlyPayment"
          label="Monthly Payment"
          value={formatDollars(plan.monthlyPayment)}
          detail={`${formatDollars(minimums)} in minimums + ${formatDollars(extra)} extra`}
        />
      </Cell>
      <Cell className="xl:col-span-3">
        {plan.interestSaved !== null ? (
          <ResultStat
            name="interestSaved"
            label="Interest Saved"
            value={formatDollars(plan.interestSaved)}
            detail="compared with paying only the minimums"
            tone="green"
          />
        ) : (
          <ResultStat
            name="interestSaved"
            label="Interest Saved"
            value="None"
            detail="a plan that does not pay off your debts saves no interest"
          />
        )}
      </Cell>
      <Cell className="xl:col-span-3">
        {plan.monthsSaved !== null ? (
          <ResultStat
            name="monthsSaved"
            label="Months Saved"
            value={formatMonths(plan.monthsSaved)}
            detail={
              plan.minimumOnly.finished
                ? 'sooner than paying only the minimums'
                : 'at least: the minimums alone would take more than 30 years'
            }
            tone="green"
          />
        ) : (
          <ResultStat
            name="monthsSaved"
            label="Months Saved"
            value="None"
            detail="this plan does not finish within 30 years"
          />
        )}
      </Cell>
      {plan.withoutOneOffs ? (
        <Cell className="sm:col-span-2 xl:col-span-6">
          <OneOffEffect plan={plan} />
        </Cell>
      ) : null}
    </div>
  )
}

/**
 * What the one-off payments do: the plan against the same plan without them. Shown only when the
 * plan has one-off payments.
 */
function OneOffEffect({ plan }: { plan: DebtPlan }) {
  const without = plan.withoutOneOffs
  if (!without) return null
  const paid = formatDollars(plan.oneOffsPaid)
  let detail: string
  if (plan.finished && without.finished) {
    const interest = Math.max(0, without.totalInterest - plan.totalInterest)
    const months = Math.max(0, without.monthsToPayoff - plan.monthsToPayoff)
    detail = `save ${formatDollars(interest)} of interest and ${formatMonths(months)} compared with the same plan without them`
  } else if (plan.finished) {
    detail = 'let the plan finish within 30 years; without them it would not'
  } else {
    detail = 'are not enough for the plan to finish within 30 years'
  }
  return (
    <ResultStat
      name="oneOffEffect"
      label="One-Off Payments"
      value={paid}
      detail={detail}
      tone={plan.finished ? 'green' : undefined}
    />
  )
}

/** A grid cell whose card fills the row's height. */
function Cell({ className, children }: { className: string; children: React.ReactNode }) {
  return <div className={`${className} [&>div]:h-full`}>{children}</div>
}

export function PayoffOrder({ plan, start }: { plan: DebtPlan; start: YearMonth }) {
  const paidOff = new Set(plan.payoffOrder.map((step) => step.debtIndex))
  const unpaid = plan.balancesByDebt.filter((series) => !paidOff.has(series.debtIndex))
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900">Payoff Order</h3>
      <ol className="mt-3 space-y-2">
        {plan.payoffOrder.map((step, position) => (
          <li
            key={step.debtIndex}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {position + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">
                {debtLabel(step.name, step.debtIndex)}
              </span>
              <span className="block text-sm text-slate-700">
                Paid off in {formatMonth(step.date)} (month {step.month})
              </span>
            </span>
          </li>
        ))}
        {unpaid.map((series) => (
          <li
            key={series.debtIndex}
            className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-red-700 font-bold text-white"
            >
              !
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">
                {debtLabel(series.name, series.debtIndex)}
              </span>
              <span className="block text-sm text-red-900">
                Not paid off by {formatMonth(addMonths(start, plan.monthsToPayoff))}:{' '}
                {formatDollars(series.balances.at(-1) ?? 0)} still owed
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
