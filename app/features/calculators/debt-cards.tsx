import { useEffect, useId, useRef, useState } from 'react'
import { MAX_DEBTS, MAX_NAME_LENGTH, type Debt, type Strategy } from './debt'
import {
  DEBT_FIELD_RULES,
  DEBT_FORM_ACTIONS,
  DEBT_FORM_FIELDS,
  debtLabel,
  newDebt,
} from './debt-form'
import { NumberField } from './ui/number-field'

interface CardElements {
  name?: HTMLInputElement | null
  up?: HTMLButtonElement | null
  down?: HTMLButtonElement | null
}

const smallButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50'

/**
 * The editable list of debts. Every button is also a submit button of the page's GET form, so the
 * list can be edited without JavaScript (see canonicalDebtSearch); with JavaScript the click is
 * handled here and the form is not sent.
 */
export function DebtCards({
  debts,
  strategy,
  onDebtsChange,
}: {
  debts: readonly Debt[]
  strategy: Strategy
  onDebtsChange: (debts: Debt[]) => void
}) {
  const baseId = useId()
  // React keys that follow each card through moves and removals, so typed drafts stay with it.
  const nextKey = useRef(debts.length)
  const [keys, setKeys] = useState(() => debts.map((_, i) => i))
  const elements = useRef(new Map<number, CardElements>())
  const pendingFocus = useRef<(() => void) | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    pendingFocus.current?.()
    pendingFocus.current = null
  })

  const element = (key: number) => {
    let entry = elements.current.get(key)
    if (!entry) {
      entry = {}
      elements.current.set(key, entry)
    }
    return entry
  }

  function change(nextDebts: Debt[], nextKeys: number[], focus?: () => void) {
    pendingFocus.current = focus ?? null
    setKeys(nextKeys)
    onDebtsChange(nextDebts)
  }

  function add() {
    if (debts.length >= MAX_DEBTS) return
    const key = nextKey.current++
    const debt = newDebt(debts.length + 1)
    change([...debts, debt], [...keys, key], () => {
      const input = elements.current.get(key)?.name
      input?.focus()
      input?.select()
    })
    setAnnouncement(`Added ${debt.name}.`)
  }

  function remove(index: number) {
    const removed = debts[index]
    if (!removed || debts.length <= 1) return
    // The card that takes its place, or the one above when the last card goes.
    const neighbour = keys[index + 1] ?? keys[index - 1]
    elements.current.delete(keys[index] ?? -1)
    change(
      debts.filter((_, i) => i !== index),
      keys.filter((_, i) => i !== index),
      () => {
        if (neighbour !== undefined) elements.current.get(neighbour)?.name?.focus()
      },
    )
    const left = debts.length - 1
    setAnnouncement(
      `Removed ${debtLabel(removed.name, index)}. ${left} ${left === 1 ? 'debt' : 'debts'} left.`,
    )
  }

  function move(index: number, delta: -1 | 1) {
    const target = index + delta
    const moving = debts[index]
    const other = debts[target]
    const movingKey = keys[index]
    const otherKey = keys[target]
    if (!moving || !other || movingKey === undefined || otherKey === undefined) return
    const nextDebts = [...debts]
    nextDebts[target] = moving
    nextDebts[index] = other
    const nextKeys = [...keys]
    nextKeys[target] = movingKey
    nextKeys[index] = otherKey
    const last = debts.length - 1
    change(nextDebts, nextKeys, () => {
      // Keep focus on the same button of the moved card; at the top or bottom that button is
      // disabled, so the other direction takes it.
      const card = elements.current.get(movingKey)
      const atEnd = delta === -1 ? target === 0 : target === last
      const button = delta === -1 ? (atEnd ? card?.down : card?.up) : atEnd ? card?.up : card?.down
      button?.focus()
    })
    setAnnouncement(
      `Moved ${debtLabel(moving.name, index)} to position ${target + 1} of ${debts.length}.`,
    )
  }

  function edit(index: number, patch: Partial<Debt>) {
    onDebtsChange(debts.map((debt, i) => (i === index ? { ...debt, ...patch } : debt)))
  }

  const custom = strategy === 'custom'
  const canRemove = debts.length > 1

  return (
    <div className="space-y-4">
      {custom ? (
        <p className="text-sm text-slate-700">
          Custom order: the extra payment goes to the first debt until it is paid off, then to the
          next. Use Move up and Move down to change the order.
        </p>
      ) : null}
      <ol className="space-y-4">
        {debts.map((debt, index) => {
          const key = keys[index] ?? index
          const label = debtLabel(debt.name, index)
          const nameId = `${baseId}-name-${key}`
          return (
            <li key={key}>
              <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                <legend className="px-1 text-sm font-bold text-slate-900">Debt {index + 1}</legend>
                <div className="grid grid-cols-2 gap-3">
                  <div className="col-span-2">
                    <label htmlFor={nameId} className="block text-sm font-semibold text-slate-800">
                      Name
                    </label>
                    <input
                      id={nameId}
                      ref={(input) => {
                        element(key).name = input
                      }}
                      name={DEBT_FORM_FIELDS.name}
                      type="text"
                      autoComplete="off"
                      maxLength={MAX_NAME_LENGTH}
                      value={debt.name}
                      onChange={(event) => edit(index, { name: event.target.value })}
                      className="field-input mt-1"
                    />
                  </div>
                  <NumberField
                    name={DEBT_FORM_FIELDS.balance}
                    label="Balance"
                    prefix="$"
                    step={100}
                    value={debt.balance}
                    rule={DEBT_FIELD_RULES.balance}
                    onValueChange={(balance) => edit(index, { balance })}
                  />
                  <NumberField
                    name={DEBT_FORM_FIELDS.rate}
                    label="APR"
                    suffix="%"
                    step={0.1}
                    value={debt.rate}
                    rule={DEBT_FIELD_RULES.rate}
                    onValueChange={(rate) => edit(index, { rate })}
                  />
                  <div className="col-span-2">
                    <NumberField
                      name={DEBT_FORM_FIELDS.minimum}
                      label="Minimum Payment"
                      prefix="$"
                      step={10}
                      value={debt.minimum}
                      rule={DEBT_FIELD_RULES.minimum}
                      onValueChange={(minimum) => edit(index, { minimum })}
                    />
                  </div>
                </div>
                <details className="mt-3" open={(debt.promoMonths ?? 0) > 0}>
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    Promotional period (for example 0% on a balance transfer)
                  </summary>
                  <div className="mt-2 grid grid-cols-2 gap-3">
                    <NumberField
                      name={DEBT_FORM_FIELDS.promoMonths}
                      label="Months left at it"
                      step={1}
                      value={debt.promoMonths ?? 0}
                      rule={DEBT_FIELD_RULES.promoMonths}
                      hint="0 for none"
                      onValueChange={(promoMonths) =>
                        edit(index, { promoMonths, promoRate: debt.promoRate ?? 0 })
                      }
                    />
                    <NumberField
                      name={DEBT_FORM_FIELDS.promoRate}
                      label="Promotional rate"
                      suffix="%"
                      step={0.1}
                      value={debt.promoRate ?? 0}
                      rule={DEBT_FIELD_RULES.promoRate}
                      hint="Then the APR above"
                      onValueChange={(promoRate) => edit(index, { promoRate })}
                    />
                  </div>
                </details>
                {custom || canRemove ? (
                  <div className="no-print mt-3 flex flex-wrap gap-2">
                    {custom ? (
                      <>
                        <button
                          type="submit"
                          name={DEBT_FORM_ACTIONS.moveUp}
                          value={index}
                          ref={(button) => {
                            element(key).up = button
                          }}
                          disabled={index === 0}
                          className={smallButton}
                          onClick={(event) => {
                            event.preventDefault()
                            move(index, -1)
                          }}
                        >
                          <span aria-hidden="true">↑&nbsp;</span>Move up
                          <span className="sr-only"> {label}</span>
                        </button>
                        <button
                          type="submit"
                          name={DEBT_FORM_ACTIONS.moveDown}
                          value={index}
                          ref={(button) => {
                            element(key).down = button
                          }}
                          disabled={index === debts.length - 1}
                          className={smallButton}
                          onClick={(event) => {
                            event.preventDefault()
                            move(index, 1)
                          }}
                        >
                          <span aria-hidden="true">↓&nbsp;</span>Move down
                          <span className="sr-only"> {label}</span>
                        </button>
                      </>
                    ) : null}
                    {canRemove ? (
                      <button
                        type="submit"
                        name={DEBT_FORM_ACTIONS.remove}
                        value={index}
                        className={`${smallButton} ml-auto text-red-800`}
                        onClick={(event) => {
                          event.preventDefault()
                          remove(index)
                        }}
                      >
                        Remove<span className="sr-only"> {label}</span>
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="no-print">
        <button
          type="submit"
          name={DEBT_FORM_ACTIONS.add}
          value="1"
          className="btn-secondary w-full"
          disabled={debts.length >= MAX_DEBTS}
          aria-describedby={`${baseId}-limit`}
          onClick={(event) => {
            event.preventDefault()
            add()
          }}
        >
          <span aria-hidden="true">+&nbsp;</span>Add Another Debt
        </button>
        <p id={`${baseId}-limit`} className="mt-1 text-xs text-slate-600">
          {debts.length >= MAX_DEBTS
            ? `You have listed the most debts the calculator takes (${MAX_DEBTS}).`
            : `Up to ${MAX_DEBTS} debts.`}
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
