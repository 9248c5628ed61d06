import { useEffect, useRef, useState } from 'react'
import { useFetcher, useNavigation } from 'react-router'
import { AssessmentForm, type FormValues, type Tracking } from './assessment-form'
import { AssessmentResults, type CalculatorLink } from './assessment-results'
import type { LeadResponse } from '~/features/leads'
import type { Submission } from './schema'
import { snapshotFrom } from './snapshot'
import { saveSnapshot } from './snapshot-storage'

/** What the page's action answers, to the form posted with or without JavaScript. */
export type AssessmentActionData =
  | {
      ok: true
      lead: LeadResponse
      phoneConsent: boolean
      /** The calculators the visitor's own figures fill, each with its address (decision 050). */
      calculatorLinks: CalculatorLink[]
    }
  | {
      ok: false
      fieldErrors: Record<string, string>
      formError: string | null
      values: FormValues
    }

interface Outcome {
  lead: LeadResponse
  phoneConsent: boolean
  calculatorLinks: CalculatorLink[]
  /** The numbers and score were saved in this browser for the calculators. */
  savedInBrowser: boolean
}

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; this does not). */
function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The fields "Just show my score" sends: what the score needs, and nothing about the person. The
 * same names as ScoreOnlySchema's (schema.test.ts checks), listed here so the page loads no Zod.
 */
export const SCORE_ONLY_FIELDS = new Set([
  'age',
  'annualIncome',
  'totalDebt',
  'emergencyFund',
  'monthlyExpenses',
  'investableAssets',
  'creditScore',
  'source',
  'medium',
  'campaign',
  'website',
  'matching',
])

/**
 * The form as it will be sent: for "Just show my score", without the name, contact details and
 * consent boxes the visitor may have typed before choosing it.
 */
function formToSend(form: HTMLFormElement): FormData {
  const formData = new FormData(form)
  if (formData.get('matching') === 'score-only')
    for (const name of [...new Set(formData.keys())])
      if (!SCORE_ONLY_FIELDS.has(name)) formData.delete(name)
  return formData
}

/** What was sent, kept until the answer arrives. */
interface Pending {
  snapshot: ReturnType<typeof snapshotFrom> | null
  phoneConsent: boolean
}

/**
 * The assessment: form → Calculating (button disabled) → results → 'Take Assessment Again'.
 * The form posts to the page's action. With JavaScript it is checked in the browser first and
 * sent through a fetcher, so the results replace the form without a page load; without it the
 * browser posts it and the page comes back with the results.
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
  const fetcher = useFetcher<AssessmentActionData>()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // A new key gives an empty form after 'Take Assessment Again'.
  const [formKey, setFormKey] = useState(0)
  const [matchingOffered, setMatchingOffered] = useState(offerMatching)
  // The same answers sent again (a retry after a lost reply) reuse their Idempotency-Key, so they
  // are stored once; changed answers get a new key.
  const lastSent = useRef<{ payload: string; key: string } | null>(null)
  const pending = useRef<Pending | null>(null)

  const posted = actionData?.ok === false ? actionData : null
  const shown = outcome ?? (actionData?.ok ? actionData : null)
  // The problems to show beside the form as typed: the fetcher's answer, or the posted form's.
  const answer = fetcher.data?.ok === false ? fetcher.data : posted

  // The fetcher's answer with the results.
  useEffect(() => {
    const answer = fetcher.data
    const sent = pending.current
    if (fetcher.state !== 'idle' || !answer || !sent) return
    pending.current = null
    if (!answer.ok) return
    const score = {
      total: answer.lead.score,
      category: answer.lead.category,
      readinessLevel: answer.lead.readinessLevel,
    }
    setOutcome({
      lead: answer.lead,
      phoneConsent: answer.phoneConsent,
      calculatorLinks: answer.calculatorLinks,
      savedInBrowser: sent.snapshot ? saveSnapshot({ ...sent.snapshot, score }) : false,
    })
  }, [fetcher.state, fetcher.data])

  const busy = fetcher.state !== 'idle' || navigation.state === 'submitting'

  /** The form, checked in the browser, sent through the fetcher. */
  function send(form: HTMLFormElement, submission: Submission) {
    if (busy) return
    // Seed 000 §4: the fields are saved locally before the lead call, the score once it answers.
    // "Just show my score" has no name or place to keep, so nothing is saved for it.
    const snapshot =
      submission.matching === 'advisors' ? snapshotFrom(submission, new Date()) : null
    if (snapshot) saveSnapshot(snapshot)
    const formData = formToSend(form)
    formData.delete('idempotencyKey')
    const payload = new URLSearchParams(
      [...formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ).toString()
    if (lastSent.current?.payload !== payload)
      lastSent.current = { payload, key: newIdempotencyKey() }
    formData.set('idempotencyKey', lastSent.current.key)
    pending.current = {
      snapshot,
      phoneConsent: submission.matching === 'advisors' && submission.phoneConsent,
    }
    void fetcher.submit(formData, { method: 'post' })
  }

  function startAgain() {
    if (shown?.lead.matchingWithheld === 'gpc') setMatchingOffered(true)
    lastSent.current = null
    setOutcome(null)
    setFormKey((key) => key + 1)
  }

  if (shown) {
    return (
      <AssessmentResults
        lead={shown.lead}
        phoneConsent={shown.phoneConsent}
        calculatorLinks={shown.calculatorLinks}
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
      answer={answer}
      busy={busy}
      tracking={tracking}
      idempotencyKey={idempotencyKey}
      offerMatching={matchingOffered || posted?.values.confirmMatching === 'on'}
      onSend={send}
    />
  )
}
