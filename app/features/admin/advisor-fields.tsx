import { useId } from 'react'
import { US_STATES } from '~/features/assessment/us-states'
import { StatesFieldset } from '~/features/advisors/states-fieldset'
import { TextField } from '~/ui/form'
import type { AdvisorFormValues } from './advisor-values'

/**
 * The fields of an advisor, shared by the create, edit and approve forms. Values come back as
 * posted after an error, so nothing typed is lost.
 */
export function AdvisorFields({
  values,
  errors,
  showActive = false,
}: {
  values: AdvisorFormValues
  errors: Record<string, string>
  /** The create form also sets whether the advisor receives leads from the start. */
  showActive?: boolean
}) {
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : ''
  }
  const chosenStates = Array.isArray(values.states) ? values.states : []
  const ids = {
    stateError: useId(),
    bioError: useId(),
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="name"
        label="Name"
        autoComplete="off"
        required
        defaultValue={text('name')}
        error={errors.name}
      />
      <TextField
        name="firm"
        label="Firm"
        autoComplete="off"
        required
        defaultValue={text('firm')}
        error={errors.firm}
      />
      <TextField
        name="crd"
        label="CRD number"
        inputMode="numeric"
        autoComplete="off"
        required
        hint="The firm’s Central Registration Depository number, 1 to 8 digits. One advisor per number."
        defaultValue={text('crd')}
        error={errors.crd}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        required
        hint="Lead alerts go here; an invite creates the sign-in with this address."
        defaultValue={text('email')}
        error={errors.email}
      />
      <TextField
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="off"
        defaultValue={text('phone')}
        error={errors.phone}
      />
      <TextField
        name="website"
        label="Website (optional)"
        type="url"
        autoComplete="off"
        placeholder="https://"
        defaultValue={text('website')}
        error={errors.website}
      />
      <TextField
        name="city"
        label="Office city"
        autoComplete="off"
        required
        defaultValue={text('city')}
        error={errors.city}
      />
      <div>
        <label htmlFor="field-state" className="block text-sm font-semibold text-slate-800">
          Office state
        </label>
        <select
          id="field-state"
          name="state"
          required
          defaultValue={text('state')}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? ids.stateError : undefined}
          className={`field-input mt-1 ${errors.state ? 'border-red-700' : ''}`}
        >
          <option value="">Choose a state</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {errors.state ? (
          <p id={ids.stateError} className="mt-1 text-sm font-medium text-red-700">
            {errors.state}
          </p>
        ) : null}
      </div>
      <StatesFieldset
        className="sm:col-span-2"
        legend="States served"
        hint="Leads come only from the states ticked here, where the advisor is registered."
        chosen={chosenStates}
        error={errors.states}
      />
      <TextField
        name="minAssets"
        label="Minimum investable assets (US dollars)"
        inputMode="numeric"
        autoComplete="off"
        required
        hint="Leads with less to invest are not offered to this advisor. Whole dollars; 0 for any."
        defaultValue={text('minAssets')}
        error={errors.minAssets}
      />
      <TextField
        name="monthlyCapacity"
        label="Monthly capacity"
        type="number"
        min={1}
        max={200}
        step={1}
        required
        hint="Leads per calendar month the plan covers, from 1 to 200."
        defaultValue={text('monthlyCapacity')}
        error={errors.monthlyCapacity}
      />
      <div className="sm:col-span-2">
        <label htmlFor="field-bio" className="block text-sm font-semibold text-slate-800">
          Bio (optional)
        </label>
        <textarea
          id="field-bio"
          name="bio"
          rows={4}
          maxLength={2000}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? ids.bioError : undefined}
          className={`field-input mt-1 ${errors.bio ? 'border-red-700' : ''}`}
          defaultValue={text('bio')}
        />
        {errors.bio ? (
          <p id={ids.bioError} className="mt-1 text-sm font-medium text-red-700">
            {errors.bio}
          </p>
        ) : null}
      </div>
      {showActive ? (
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id="field-active"
            type="checkbox"
            name="active"
            defaultChecked={values.active === 'on'}
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
