import { getFormProps, useForm } from '@conform-to/react'
import { Form } from 'react-router'
import { US_STATES } from '~/features/assessment'
import { DeclineSchema, parseAdvisorForm, type AdvisorApplicationFacts } from '~/features/advisors'
import type { FormAnswer } from '~/lib/form-answer'
import { ErrorSummary, TextAreaField, useLastResult } from '~/ui/form'
import { formatCount } from '~/lib/format'
import { formatDollars } from '~/lib/money'

const STATUS_CLASS: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-slate-200 text-slate-900',
}

export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${
        STATUS_CLASS[status] ?? 'bg-slate-100 text-slate-900'
      }`}
    >
      {status[0]?.toUpperCase()}
      {status.slice(1)}
    </span>
  )
}

const STATE_NAMES = new Map<string, string>(US_STATES)

/** What the firm told us on the partner form. */
export function ApplicationFacts({ application }: { application: AdvisorApplicationFacts }) {
  const a = application
  const rows: [string, React.ReactNode][] = [
    ['Firm', a.firmName],
    [
      'CRD number',
      <>
        {a.crd}{' '}
        <a
          href={`https://adviserinfo.sec.gov/firm/summary/${encodeURIComponent(a.crd)}`}
          className="font-semibold text-brand-700 underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          Check on the SEC’s adviser search (opens in a new tab)
        </a>
      </>,
    ],
    ['Contact', a.contactName],
    [
      'Email',
      <a key="email" href={`mailto:${a.email}`} className="break-all text-brand-700 underline">
        {a.email}
      </a>,
    ],
    ['Phone', a.phone ?? 'Not given'],
    ['Website', a.website ? <span className="break-all">{a.website}</span> : 'Not given'],
    ['States', a.states.map((code) => STATE_NAMES.get(code) ?? code).join(', ')],
    ['Minimum investable assets', formatDollars(a.minAssets)],
    ['Leads a month', formatCount(a.monthlyCapacity)],
    ['Message', a.message ? <span className="whitespace-pre-line">{a.message}</span> : 'None'],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Declining asks for the reason the applicant will read; writing it is the confirmation step.
 * `answer`: the action's answer to a refused decline (its problems and the reason as typed).
 */
export function DeclineForm({ answer, busy }: { answer: FormAnswer | null; busy: boolean }) {
  const lastResult = useLastResult(answer)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseAdvisorForm(formData, DeclineSchema),
  })
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} labels={{ reason: 'Reason' }} />
      <input type="hidden" name="intent" value="decline" />
      <TextAreaField
        field={fields.reason}
        label="Reason"
        hint="Emailed to the applicant as written, with our thanks, so write it for them."
        rows={4}
        maxLength={1000}
        required
      />
      <button type="submit" className="btn-secondary" disabled={busy}>
        Decline and email the applicant
      </button>
    </Form>
  )
}
