import { useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import {
  AssessmentForm,
  CAPTURE_FAILED_MESSAGE,
  fieldErrorsFrom,
  type FormValues,
  type Tracking,
} from './assessment-form'
import { AssessmentResults } from './assessment-results'
import type { LeadResponse } from './response'
import { snapshotFrom } from './snapshot'
import { saveSnapshot } from './snapshot-storage'
import {
  needsZeroExpensesConfirmation,
  ZERO_EXPENSES_FIELD,
  ZERO_EXPENSES_MESSAGE,
} from './zero-expenses'

/** What the page's action answers for the form posted without JavaScript. */
export type AssessmentActionData =
  | { ok: true; lead: LeadResponse; phoneConsent: boolean }
  | {
      ok: false
      fieldErrors: Record<string, string>
      formError: string | null
      values: FormValues
    }

/**
 * The form's schema (with zod, most of this page's script) loads when the visitor starts on the
 * form, not with the page; submitting waits for it if it has not arrived yet.
 */
const loadSchema = () => import('./schema').then((module) => module.SubmissionFormSchema)

interface Outcome {
  lead: LeadResponse
  phoneConsent: boolean
  /** The numbers and score were saved in this browser for the calculators. */
  savedInBrowser: boolean
}

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; this does not). */
function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The assessment: form → Calculating (button disabled) → results → 'Take Assessment Again'.
 * With JavaScript the form is checked in the browser, then sent to POST /api/leads/capture and
 * the results replace the form; without it the page's action does the same work.
 */
export function Assessment({
  tracking,
  againHref,
  idempotencyKey,
  offerMatching,
  prefill,
  actionData,
}: {
  tracking: Tracking
  againHref: string
  /** The form's Idempotency-Key for a post without JavaScript (see AssessmentForm). */
  idempotencyKey: string
  /** A signed-in user's name and email, filled in for them. */
  prefill: FormValues
  /** Show "Match me with advisors anyway" (Global Privacy Control, or after an opt-out). */
  offerMatching: boolean
  actionData: AssessmentActionData | undefined
}) {
  const navigation = useNavigation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [errors, setErrors] = useState<Record<string, string> | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // A new key gives an empty form after 'Take Assessment Again'.
  const [formKey, setFormKey] = useState(0)
  const [matchingOffered, setMatchingOffered] = useState(offerMatching)
  // Once $0 expenses were queried, the box to confirm them stays until the form starts again.
  const [zeroAsked, setZeroAsked] = useState(false)
  // The same answers sent again (a retry after a lost reply) reuse their Idempotency-Key, so they
  // are stored once; changed answers get a new key.
  const lastSent = useRef<{ payload: string; key: string } | null>(null)

  const posted = actionData?.ok === false ? actionData : null
  const shown = outcome ?? (actionData?.ok ? actionData : null)

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const raw = Object.fromEntries(new FormData(event.currentTarget))
    let parsed
    try {
      parsed = (await loadSchema()).safeParse(raw)
    } catch {
      setFormError(CAPTURE_FAILED_MESSAGE)
      return
    }
    if (!parsed.success) {
      setFormError(null)
      setErrors(fieldErrorsFrom(parsed.error))
      return
    }
    if (needsZeroExpensesConfirmation(parsed.data.monthlyExpenses, raw[ZERO_EXPENSES_FIELD])) {
      setFormError(null)
      setZeroAsked(true)
      setErrors({ monthlyExpenses: ZERO_EXPENSES_MESSAGE })
      return
    }
    setErrors({})
    setFormError(null)
    setBusy(true)
    // Seed 000 §4: the fields are saved locally before the lead call, the score once it answers.
    // "Just show my score" has no name or place to keep, so nothing is saved for it.
    const submission = parsed.data
    const snapshot =
      submission.matching === 'advisors' ? snapshotFrom(submission, new Date()) : null
    if (snapshot) saveSnapshot(snapshot)
    const payload = JSON.stringify(submission)
    if (lastSent.current?.payload !== payload)
      lastSent.current = { payload, key: newIdempotencyKey() }
    try {
      const response = await fetch('/api/leads/capture', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': lastSent.current.key,
        },
        body: payload,
      })
      if (response.ok) {
        const lead = (await response.json()) as LeadResponse
        const score = {
          total: lead.score,
          category: lead.category,
          readinessLevel: lead.readinessLevel,
        }
        setOutcome({
          lead,
          phoneConsent: submission.matching === 'advisors' && submission.phoneConsent,
          savedInBrowser: snapshot ? saveSnapshot({ ...snapshot, score }) : false,
        })
        return
      }
      const body = (await response.json().catch(() => null)) as {
        fieldErrors?: Record<string, string>
      } | null
      if (response.status === 400 && body?.fieldErrors) setErrors(body.fieldErrors)
      else setFormError(CAPTURE_FAILED_MESSAGE)
    } catch {
      setFormError(CAPTURE_FAILED_MESSAGE)
    } finally {
      setBusy(false)
    }
  }

  function startAgain() {
    if (shown?.lead.matchingWithheld === 'gpc') setMatchingOffered(true)
    lastSent.current = null
    setOutcome(null)
    setErrors(null)
    setFormError(null)
    setZeroAsked(false)
    setFormKey((key) => key + 1)
  }

  if (shown) {
    return (
      <AssessmentResults
        lead={shown.lead}
        phoneConsent={shown.phoneConsent}
        savedInBrowser={outcome?.savedInBrowser ?? false}
        againHref={againHref}
        onAgain={startAgain}
      />
    )
  }
  return (
    <AssessmentForm
      key={formKey}
      values={posted?.values ?? prefill}
      errors={errors ?? posted?.fieldErrors ?? {}}
      formError={formError ?? posted?.formError ?? null}
      busy={busy || navigation.state === 'submitting'}
      tracking={tracking}
      idempotencyKey={idempotencyKey}
      offerMatching={matchingOffered || posted?.values.confirmMatching === 'on'}
      askZeroExpenses={
        zeroAsked ||
        posted?.fieldErrors.monthlyExpenses === ZERO_EXPENSES_MESSAGE ||
        posted?.values[ZERO_EXPENSES_FIELD] === 'on'
      }
      onSubmit={(event) => void handleSubmit(event)}
      onFocus={() => void loadSchema().catch(() => undefined)}
    />
  )
}
