import { useId, useRef, useState } from 'react'
import { NumberField } from '../ui/number-field'
import {
  LOAN_FIELDS,
  LOAN_FORM_ACTIONS,
  MAX_LOANS,
  MAX_NAME_LENGTH,
  MAX_TERM_MONTHS,
  MIN_LOANS,
  TERM_UNITS,
  loanLabel,
  newLoan,
  type Loan,
  type TermUnit,
} from './loan'

const smallButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50'

/** A term kept when its unit changes: 360 months become 30 years, 5 years 60 months. */
function convertTerm(term: number, to: TermUnit): number {
  if (to === 'months') return Math.min(MAX_TERM_MONTHS, term * 12)
  return Math.min(MAX_TERM_MONTHS / 12, Math.max(1, Math.round(term / 12)))
}

/**
 * The loans being compared, one card each. The add and remove buttons are also submit buttons of
 * the page's GET form, so the list can be edited without JavaScript (applyLoanFormAction); with
 * JavaScript the click is handled here and the form is not sent.
 */
export function LoanCards({
  loans,
  onLoansChange,
}: {
  loans: readonly Loan[]
  onLoansChange: (loans: Loan[]) => void
}) {
  const baseId = useId()
  // React keys that follow each card through removals, so typed drafts stay with their loan.
  const nextKey = useRef(loans.length)
  const [keys, setKeys] = useState(() => loans.map((_, i) => i))
  const [announcement, setAnnouncement] = useState('')

  const set = (index: number, change: Partial<Loan>) =>
    onLoansChange(loans.map((loan, i) => (i === index ? { ...loan, ...change } : loan)))

  return (
    <div className="space-y-4">
      {loans.map((loan, index) => {
        const key = keys[index] ?? index
        const id = `${baseId}-${key}`
        return (
          <fieldset key={key} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{loanLabel(loan, index)}</legend>
            <div>
              <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-slate-800">
                Name
              </label>
              <input
                id={`${id}-name`}
                name="name"
                type="text"
                autoComplete="off"
                maxLength={MAX_NAME_LENGTH}
                value={loan.name}
                onChange={(event) => set(index, { name: event.target.value })}
                className="field-input mt-1"
              />
            </div>
            <NumberField
              name="amount"
              label="Amount borrowed"
              prefix="$"
              value={loan.amount}
              rule={LOAN_FIELDS.amount}
              onValueChange={(amount) => set(index, { amount })}
            />
            <NumberField
              name="apr"
              label="Interest rate (APR)"
              suffix="%"
              step={0.01}
              value={loan.apr}
              rule={LOAN_FIELDS.apr}
              onValueChange={(apr) => set(index, { apr })}
            />
            <div className="grid grid-cols-[1fr_auto] items-end gap-2">
              <NumberField
                name="term"
                label="Term"
                value={loan.term}
                rule={{
                  ...LOAN_FIELDS.term,
                  max: loan.unit === 'years' ? MAX_TERM_MONTHS / 12 : MAX_TERM_MONTHS,
                }}
                onValueChange={(term) => set(index, { term })}
              />
              <div>
                <label htmlFor={`${id}-unit`} className="sr-only">
                  Term unit
                </label>
                <select
                  id={`${id}-unit`}
                  name="unit"
                  value={loan.unit}
                  onChange={(event) => {
                    const unit = TERM_UNITS.find((u) => u === event.target.value) ?? loan.unit
                    set(index, { unit, term: convertTerm(loan.term, unit) })
                  }}
                  className="field-input"
                >
                  {TERM_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <NumberField
              name="points"
              label="Points (% of the amount)"
              suffix="%"
              step={0.125}
              value={loan.points}
              rule={LOAN_FIELDS.points}
              hint="Paid upfront; 1 point is 1% of the amount"
              onValueChange={(points) => set(index, { points })}
            />
            <NumberField
              name="fees"
              label="Fees"
              prefix="$"
              value={loan.fees}
              rule={LOAN_FIELDS.fees}
              hint="Origination and other lender fees, paid upfront"
              onValueChange={(fees) => set(index, { fees })}
            />
            {loans.length > MIN_LOANS ? (
              <button
                type="submit"
                name={LOAN_FORM_ACTIONS.remove}
                value={index}
                className={`${smallButton} no-print`}
                onClick={(event) => {
                  event.preventDefault()
                  setKeys(keys.filter((_, i) => i !== index))
                  onLoansChange(loans.filter((_, i) => i !== index))
                  setAnnouncement(`Removed ${loanLabel(loan, index)}.`)
                }}
              >
                Remove {loanLabel(loan, index)}
              </button>
            ) : null}
          </fieldset>
        )
      })}
      {loans.length < MAX_LOANS ? (
        <button
          type="submit"
          name={LOAN_FORM_ACTIONS.add}
          value="1"
          className={`${smallButton} no-print w-full`}
          onClick={(event) => {
            event.preventDefault()
            const loan = newLoan(loans.length + 1)
            setKeys([...keys, nextKey.current++])
            onLoansChange([...loans, loan])
            setAnnouncement(`Added ${loan.name}.`)
          }}
        >
          Add a loan
        </button>
      ) : (
        <p className="text-sm text-slate-700">You can compare up to {MAX_LOANS} loans.</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
