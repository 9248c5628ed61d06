import { useEffect, useId, useRef, useState } from 'react'
import { addMonths, MAX_ONE_OFFS, type OneOffPayment, type YearMonth } from './debt'
import {
  DEBT_FIELD_RULES,
  DEBT_FORM_ACTIONS,
  formatMonth,
  newOneOff,
  ONE_OFF_FORM_FIELDS,
} from './debt-form'
import { NumberField } from './ui/number-field'

const removeButton =
  'ml-auto inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-slate-50'

/**
 * One-off extra payments ("snowflakes"): a tax refund or a bonus paid on top of the plan in one
 * month. Like the debt cards, its buttons are submit buttons of the page's GET form, so rows can be
 * added and removed without JavaScript (canonicalDebtSearch); with JavaScript the click is handled
 * here. Rows are keyed by position: a row's fields follow its values when one above is removed.
 */
export function OneOffPayments({
  oneOffs,
  start,
  onChange,
}: {
  oneOffs: readonly OneOffPayment[]
  start: YearMonth
  onChange: (oneOffs: OneOffPayment[]) => void
}) {
  const baseId = useId()
  const list = useRef<HTMLOListElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  // After an edit of the list: the row whose first field takes focus, or -1 for the add button.
  const focusRow = useRef<number | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    const row = focusRow.current
    focusRow.current = null
    if (row === null) return
    const input = list.current?.querySelectorAll('li')[row]?.querySelector('input')
    ;(input ?? addButton.current)?.focus()
  })

  function add() {
    if (oneOffs.length >= MAX_ONE_OFFS) return
    focusRow.current = oneOffs.length
    onChange([...oneOffs, newOneOff()])
    setAnnouncement(`Added one-off payment ${oneOffs.length + 1}.`)
  }

  function remove(index: number) {
    focusRow.current = oneOffs.length > 1 ? Math.min(index, oneOffs.length - 2) : -1
    onChange(oneOffs.filter((_, i) => i !== index))
    setAnnouncement(`Removed one-off payment ${index + 1}.`)
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">One-off extra payments</legend>
      <p className="text-xs text-slate-600">
        A tax refund or a bonus, paid once on top of your plan in the month you choose. Month 1 is{' '}
        {formatMonth(addMonths(start, 1))}.
      </p>
      {oneOffs.length > 0 ? (
        <ol ref={list} className="space-y-3">
          {oneOffs.map((oneOff, index) => (
            <li key={index} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
              <p className="text-sm font-bold text-slate-900">One-off payment {index + 1}</p>
              <div className="mt-2 grid grid-cols-2 gap-3">
                <NumberField
                  name={ONE_OFF_FORM_FIELDS.month}
                  label="Plan month"
                  step={1}
                  value={oneOff.month}
                  rule={DEBT_FIELD_RULES.oneOffMonth}
                  onValueChange={(month) =>
                    onChange(oneOffs.map((o, i) => (i === index ? { ...o, month } : o)))
                  }
                />
                <NumberField
                  name={ONE_OFF_FORM_FIELDS.amount}
                  label="Amount"
                  prefix="$"
                  step={100}
                  value={oneOff.amount}
                  rule={DEBT_FIELD_RULES.oneOffAmount}
                  onValueChange={(amount) =>
                    onChange(oneOffs.map((o, i) => (i === index ? { ...o, amount } : o)))
                  }
                />
              </div>
              <div className="no-print mt-2 flex">
                <button
                  type="submit"
                  name={DEBT_FORM_ACTIONS.removeOneOff}
                  value={index}
                  className={removeButton}
                  onClick={(event) => {
                    event.preventDefault()
                    remove(index)
                  }}
                >
                  Remove<span className="sr-only"> one-off payment {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="no-print">
        <button
          ref={addButton}
          type="submit"
          name={DEBT_FORM_ACTIONS.addOneOff}
          value="1"
          className="btn-secondary w-full"
          disabled={oneOffs.length >= MAX_ONE_OFFS}
          aria-describedby={`${baseId}-limit`}
          onClick={(event) => {
            event.preventDefault()
            add()
          }}
        >
          <span aria-hidden="true">+&nbsp;</span>Add a One-Off Payment
        </button>
        <p id={`${baseId}-limit`} className="mt-1 text-xs text-slate-600">
          Up to {MAX_ONE_OFFS} one-off payments.
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
