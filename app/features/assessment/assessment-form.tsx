import { getFormProps, useForm } from '@conform-to/react'
import { useEffect, useId, useState } from 'react'
import { Form, Link } from 'react-router'
import {
  DISCLOSURE_TEXT,
  INTRODUCE_LABEL,
  PHONE_CONSENT_LABEL,
  PHONE_CONSENT_TEXT,
  SCORE_ONLY_LABEL,
} from '~/features/legal'
import type { FormAnswer } from '~/lib/form-answer'
import { ErrorSummary, FieldMessage, firstError, TextField, useLastResult } from '~/ui/form'
import { HoneypotField } from '~/ui/honeypot-field'
import { useLazyValidation } from '~/ui/lazy-validation'
import { useHydrated } from '~/ui/use-hydrated'
import type { AssessmentInput, Submission } from './schema'
import { US_STATES } from './us-states'
import {
  ZERO_EXPENSES_CONFIRM_LABEL,
  ZERO_EXPENSES_FIELD,
  ZERO_EXPENSES_MESSAGE,
} from './zero-expenses'

/** Seed 000 §8: what the visitor sees when the lead call fails; the form stays as typed. */
export const CAPTURE_FAILED_MESSAGE =
  'An error occurred while calculating your score. Please try again.'

/** A form posted again after it was used for other answers (back button, old tab); nothing was stored. */
export const FORM_ALREADY_SENT_MESSAGE =
  'This form had already been sent with other answers, so these were not sent. Check them and press Get My Score again.'

/** Where the visitor came from, sent as hidden fields (the page URL's utm_* or the schema defaults). */
export interface Tracking {
  source: string
  medium: string
  campaign: string
}

/** What the visitor typed, as strings, so a re-shown form loses nothing. */
export type FormValues = Partial<Record<string, string>>

// The schema (and Zod) loads on the first focus in the form, not with the page.
const loadAssessmentCheck = () =>
  import('./assessment-validation').then((module) => module.validateAssessment)

/** The form's fields (the schema's, and the choice), each as typed. */
type FieldName = keyof AssessmentInput | 'matching'

type DollarField = {
  name: FieldName
  label: string
  hint: string
}

const MONEY_FIELDS: readonly DollarField[] = [
  {
    name: 'annualIncome',
    label: 'Annual income',
    hint: 'Your yearly income before tax, in dollars',
  },
  {
    name: 'monthlyExpenses',
    label: 'Monthly expenses',
    hint: 'What you spend in a typical month, including rent or mortgage',
  },
  {
    name: 'totalDebt',
    label: 'Total debt',
    hint: 'Credit cards, car and student loans, personal loans; leave out your mortgage',
  },
  {
    name: 'emergencyFund',
    label: 'Emergency fund',
    hint: 'Cash set aside for emergencies, in savings or checking',
  },
  {
    name: 'investableAssets',
    label: 'Investable assets',
    hint: 'Cash you could invest today, outside retirement accounts',
  },
]

export interface AssessmentFormProps {
  /** What the fields start with: a signed-in user's name and email, or what was posted. */
  values: FormValues
  /** The action's answer with problems (posted without JavaScript, or through the fetcher). */
  answer: FormAnswer | null
  busy: boolean
  tracking: Tracking
  /** The Idempotency-Key of the form posted without JavaScript, sent as a hidden field. */
  idempotencyKey: string
  /** Ask whether to be matched although the browser sends Global Privacy Control (or after an opt-out). */
  offerMatching: boolean
  /** With JavaScript: the form, checked with its schema, to be sent in the background. */
  onSend: (form: HTMLFormElement, submission: Submission) => void
}

/**
 * The Investment Readiness form, on the site's one form pattern (docs/decisions/039): a plain POST
 * to the page's action, which reads it with `validateAssessment`, so it works without JavaScript.
 * With JavaScript, Conform checks it in the browser with the same function before `onSend`; the
 * check loads on the first focus in the form, and a submit before it has arrived waits for it,
 * since the page saves the checked numbers in the browser before sending.
 */
export function AssessmentForm({
  values,
  answer,
  busy,
  tracking,
  idempotencyKey,
  offerMatching,
  onSend,
}: AssessmentFormProps) {
  const disclosureId = useId()
  const lastResult = useLastResult(answer)
  const { onValidate, preload, ready } = useLazyValidation(loadAssessmentCheck)
  // A submit while the check was still loading: sent again once it is there.
  const [waiting, setWaiting] = useState(false)
  const [checkFailed, setCheckFailed] = useState(false)
  const [form, fields] = useForm<Record<FieldName, string>, Submission>({
    lastResult,
    onValidate,
    defaultValue: values,
    onSubmit(event, { submission }) {
      event.preventDefault()
      if (busy || waiting) return
      setCheckFailed(false)
      if (submission?.status === 'success') {
        onSend(event.currentTarget, submission.value)
        return
      }
      setWaiting(true)
      ready().catch(() => {
        setWaiting(false)
        setCheckFailed(true)
      })
    },
  })
  useEffect(() => {
    if (!waiting || !onValidate) return
    setWaiting(false)
    const element = document.getElementById(form.id)
    if (element instanceof HTMLFormElement) element.requestSubmit()
  }, [waiting, onValidate, form.id])

  const error = (name: FieldName) => firstError(fields[name])
  // Once $0 expenses were queried, the box to confirm them stays until the form starts again.
  const zeroQueried = error('monthlyExpenses') === ZERO_EXPENSES_MESSAGE
  const [zeroAsked, setZeroAsked] = useState(values[ZERO_EXPENSES_FIELD] === 'on')
  if (zeroQueried && !zeroAsked) setZeroAsked(true)
  const askZeroExpenses = zeroAsked || zeroQueried

  // Contact details and the consent boxes are asked for only when the visitor wants introductions.
  const [choice, setChoice] = useState(values.matching)
  // Without JavaScript nothing can show them again, so they stay on the page (labelled as needed
  // for introductions only, and ignored for score only).
  const hydrated = useHydrated()
  const introductions = !hydrated || choice !== 'score-only'
  // Hidden and disabled rather than removed: nothing typed there is sent for score only, and it is
  // all still there if the visitor changes their mind.
  const contact = { disabled: !introductions, className: introductions ? undefined : 'hidden' }
  const field = (name: FieldName) => ({ field: fields[name] })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-analytics="assessment"
      onFocus={preload}
      aria-labelledby="assessment-form-heading"
      className="space-y-8"
    >
      <h2 id="assessment-form-heading" className="sr-only">
        Your details
      </h2>
      <ErrorSummary
        form={form}
        lastResult={lastResult}
        message={checkFailed ? CAPTURE_FAILED_MESSAGE : null}
      />

      <input type="hidden" name="source" value={tracking.source} />
      <input type="hidden" name="medium" value={tracking.medium} />
      <input type="hidden" name="campaign" value={tracking.campaign} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <HoneypotField id="assessment-website" />

      <MatchingChoice
        value={choice}
        error={error('matching')}
        onChange={(value) => setChoice(value)}
      />

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <legend className="px-1 text-xl font-bold text-slate-900">About you</legend>
        {introductions ? (
          <p className="mt-1 text-sm text-slate-600">
            Your name, email, phone, city and state are only for introducing you to advisors. With “
            {SCORE_ONLY_LABEL}” leave them blank: we ignore them and store none of them.
          </p>
        ) : null}
        <div className="mt-2 grid gap-5 sm:grid-cols-2">
          <TextField
            {...field('firstName')}
            {...contact}
            label="First name"
            autoComplete="given-name"
            required
          />
          <TextField
            {...field('lastName')}
            {...contact}
            label="Last name"
            autoComplete="family-name"
            required
          />
          <TextField
            {...field('email')}
            {...contact}
            label="Email"
            type="email"
            autoComplete="email"
            required
            hint="Your results and the advisors’ names are sent here"
          />
          <TextField
            {...field('phone')}
            {...contact}
            label="Phone (optional)"
            type="tel"
            autoComplete="tel-national"
            hint="10-digit US number"
          />
          <TextField
            {...field('age')}
            label="Age"
            inputMode="numeric"
            autoComplete="off"
            required
            hint="You must be 18 or older"
          />
          <TextField
            {...field('city')}
            {...contact}
            label="City"
            autoComplete="address-level2"
            required
          />
          <StateSelect defaultValue={values.state} error={error('state')} {...contact} />
        </div>
      </fieldset>

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <legend className="px-1 text-xl font-bold text-slate-900">Your finances</legend>
        <p className="mt-1 text-sm text-slate-600">
          Whole dollars; commas and a $ sign are fine. Enter 0 where something does not apply.
        </p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {MONEY_FIELDS.map((money) => (
            <div key={money.name}>
              <TextField
                {...field(money.name)}
                label={money.label}
                hint={money.hint}
                inputMode="numeric"
                autoComplete="off"
                required
              />
              {money.name === 'monthlyExpenses' && askZeroExpenses ? (
                <div className="mt-2 flex items-start gap-3">
                  <input
                    id={`field-${ZERO_EXPENSES_FIELD}`}
                    name={ZERO_EXPENSES_FIELD}
                    type="checkbox"
                    defaultChecked={values[ZERO_EXPENSES_FIELD] === 'on'}
                    className="mt-0.5 size-6 shrink-0 accent-brand-600"
                  />
                  <label htmlFor={`field-${ZERO_EXPENSES_FIELD}`} className="text-slate-800">
                    {ZERO_EXPENSES_CONFIRM_LABEL}
                  </label>
                </div>
              ) : null}
            </div>
          ))}
          <TextField
            {...field('creditScore')}
            label="Credit score (optional)"
            hint="300 to 850; leave blank if you don’t know it"
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </fieldset>

      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        {offerMatching ? (
          <div className={`mb-5 border-b border-slate-200 pb-5 ${contact.className ?? ''}`}>
            <div className="flex items-start gap-3">
              <input
                id="field-confirmMatching"
                name="confirmMatching"
                disabled={contact.disabled}
                type="checkbox"
                defaultChecked={values.confirmMatching === 'on'}
                aria-describedby="confirmMatching-hint"
                className="mt-0.5 size-6 shrink-0 accent-brand-600"
              />
              <label htmlFor="field-confirmMatching" className="font-medium text-slate-900">
                Match me with advisors anyway
              </label>
            </div>
            <p id="confirmMatching-hint" className="mt-1 pl-9 text-sm text-slate-600">
              Your browser asks websites not to sell or share your information (Global Privacy
              Control), or you asked us not to. Leave this unticked and you get your score, but we
              won’t pass your details to any advisor.
            </p>
          </div>
        ) : null}
        <div className={`mb-5 ${contact.className ?? ''}`}>
          <div className="flex items-start gap-3">
            <input
              id="field-phoneConsent"
              name="phoneConsent"
              disabled={contact.disabled}
              type="checkbox"
              defaultChecked={values.phoneConsent === 'on'}
              aria-describedby="phoneConsent-text"
              className="mt-0.5 size-6 shrink-0 accent-brand-600"
            />
            <label htmlFor="field-phoneConsent" className="font-medium text-slate-900">
              {PHONE_CONSENT_LABEL}
            </label>
          </div>
          <p id="phoneConsent-text" className="mt-1 pl-9 text-sm leading-6 text-slate-700">
            {PHONE_CONSENT_TEXT}
          </p>
        </div>
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start">
          <button
            type="submit"
            className="btn-primary shrink-0"
            disabled={busy || waiting}
            aria-describedby={disclosureId}
          >
            {busy || waiting ? 'Calculating…' : 'Get My Score'}
          </button>
          <p
            id={disclosureId}
            data-disclosure="lead-sharing"
            className="text-sm leading-6 text-slate-700"
          >
            {DISCLOSURE_TEXT}{' '}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              Privacy policy
            </Link>
          </p>
        </div>
      </div>
    </Form>
  )
}

/** "What would you like?": the visitor's own choice, before submit, with nothing chosen for them. */
function MatchingChoice({
  value,
  error,
  onChange,
}: {
  value: string | undefined
  error?: string
  onChange: (value: string) => void
}) {
  const errorId = useId()
  const options = [
    {
      value: 'score-only',
      label: SCORE_ONLY_LABEL,
      hint: 'Your score, level, next step and actions. Nothing is shared with any advisor, and no name or email is needed.',
    },
    {
      value: 'advisors',
      label: INTRODUCE_LABEL,
      hint: 'The same results. If they qualify, we also share your details with up to 5 registered investment advisors, who pay Wealthward for introductions and may contact you.',
    },
  ] as const
  return (
    <fieldset
      id="field-matching"
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <legend className="px-1 text-xl font-bold text-slate-900">What would you like?</legend>
      <FieldMessage id={errorId} message={error} />
      <div className="mt-2 space-y-3">
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={`field-matching-${option.value}`}
              name="matching"
              type="radio"
              value={option.value}
              defaultChecked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={`matching-${option.value}-hint`}
              className="mt-0.5 size-6 shrink-0 accent-brand-600"
            />
            <div>
              <label
                htmlFor={`field-matching-${option.value}`}
                className="font-semibold text-slate-900"
              >
                {option.label}
              </label>
              <p id={`matching-${option.value}-hint`} className="text-sm text-slate-700">
                {option.hint}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

function StateSelect({
  defaultValue,
  error,
  disabled,
  className,
}: {
  defaultValue?: string
  error?: string
  disabled?: boolean
  className?: string
}) {
  const errorId = useId()
  return (
    <div className={className}>
      <label htmlFor="field-state" className="block text-sm font-semibold text-slate-800">
        State
      </label>
      <select
        id="field-state"
        name="state"
        disabled={disabled}
        required
        autoComplete="address-level1"
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`field-input mt-1 ${error ? 'border-red-700' : ''}`}
      >
        <option value="">Select State</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name} ({code})
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} message={error} />
    </div>
  )
}
