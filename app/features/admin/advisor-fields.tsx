import type { FormMetadata } from '@conform-to/react'
import type { AdvisorFormValues } from '~/features/advisors'
import { US_STATES } from '~/features/assessment'
import { StatesFieldset } from '~/features/advisors'
import { FieldMessage, TextAreaField, TextField, firstError } from '~/ui/form'

/** The fields of an advisor form: Conform's metadata from `useForm<AdvisorFormValues>`. */
export type AdvisorFieldset = ReturnType<FormMetadata<AdvisorFormValues, string[]>['getFieldset']>

/** A field's value as text (for a select). */
const textOf = (field: { initialValue?: unknown }) =>
  typeof field.initialValue === 'string' ? field.initialValue : ''

/**
 * The fields of an advisor, shared by the create, edit and approve forms. Values come back as
 * posted after an error, so nothing typed is lost.
 */
export function AdvisorFields({
  fields,
  showActive = false,
}: {
  fields: AdvisorFieldset
  /** The create form also sets whether the advisor receives leads from the start. */
  showActive?: boolean
}) {
  const stateError = firstError(fields.state)
  const chosenStates = [fields.states.initialValue ?? []]
    .flat()
    .filter((code): code is string => typeof code === 'string')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={fields.name} label="Name" autoComplete="off" required />
      <TextField field={fields.firm} label="Firm" autoComplete="off" required />
      <TextField
        field={fields.crd}
        label="CRD number"
        inputMode="numeric"
        autoComplete="off"
        required
        hint="The firm’s Central Registration Depository number, 1 to 8 digits. One advisor per number."
      />
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="off"
        required
        hint="Lead alerts go here; an invite creates the sign-in with this address."
      />
      <TextField field={fields.phone} label="Phone (optional)" type="tel" autoComplete="off" />
      <TextField
        field={fields.website}
        label="Website (optional)"
        type="url"
        autoComplete="off"
        placeholder="https://"
      />
      <TextField field={fields.city} label="Office city" autoComplete="off" required />
      <div>
        <label htmlFor="field-state" className="block text-sm font-semibold text-slate-800">
          Office state
        </label>
        <select
          key={fields.state.key}
          id="field-state"
          name={fields.state.name}
          form={fields.state.formId}
          required
          defaultValue={textOf(fields.state)}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? fields.state.errorId : undefined}
          className={`field-input mt-1 ${stateError ? 'border-red-700' : ''}`}
        >
          <option value="">Choose a state</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <FieldMessage id={fields.state.errorId} message={stateError} />
      </div>
      <StatesFieldset
        key={fields.states.key}
        className="sm:col-span-2"
        legend="States served"
        hint="Leads come only from the states ticked here, where the advisor is registered."
        chosen={chosenStates}
        error={firstError(fields.states)}
      />
      <TextField
        field={fields.minAssets}
        label="Minimum investable assets (US dollars)"
        inputMode="numeric"
        autoComplete="off"
        required
        hint="Leads with less to invest are not offered to this advisor. Whole dollars; 0 for any."
      />
      <TextField
        field={fields.monthlyCapacity}
        label="Monthly capacity"
        type="number"
        min={1}
        max={200}
        step={1}
        required
        hint="Leads per calendar month the plan covers, from 1 to 200."
      />
      <TextAreaField
        field={fields.bio}
        label="Bio (optional)"
        rows={4}
        maxLength={2000}
        className="sm:col-span-2"
      />
      {showActive ? (
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            key={fields.active.key}
            id="field-active"
            type="checkbox"
            name={fields.active.name}
            form={fields.active.formId}
            defaultChecked={fields.active.initialValue === 'on'}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <label htmlFor="field-active" className="text-slate-800">
            Active: offer this advisor new leads from now on
          </label>
        </div>
      ) : null}
    </div>
  )
}
