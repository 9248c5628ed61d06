import { useId } from 'react'
import { Form } from 'react-router'
import { US_STATES } from '~/features/assessment/us-states'
import { FormError } from '~/features/auth/auth-ui'
import { ErrorSummary } from '~/ui/form'
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
export function ApplicationFacts({
  application,
}: {
  application: {
    firmName: string
    crd: string
    contactName: string
    email: string
    phone: string | null
    website: string | null
    states: string[]
    minAssets: number
    monthlyCapacity: number
    message: string | null
  }
}) {
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

/** Declining asks for the reason the applicant will read; writing it is the confirmation step. */
export function DeclineForm({
  errors,
  formError,
  reason,
  busy,
}: {
  errors: Record<string, string>
  formError: string | null
  reason: string
  busy: boolean
}) {
  const hint = useId()
  const error = useId()
  return (
    <Form method="post" noValidate className="space-y-4">
      <ErrorSummary errors={errors} labels={{ reason: 'Reason' }} />
      <FormError message={formError} />
      <input type="hidden" name="intent" value="decline" />
      <div>
        <label htmlFor="field-reason" className="block text-sm font-semibold text-slate-800">
          Reason
        </label>
        <p id={hint} className="mt-0.5 text-sm text-slate-600">
          Emailed to the applicant as written, with our thanks, so write it for them.
        </p>
        <textarea
          id="field-reason"
          name="reason"
          rows={4}
          maxLength={1000}
          required
          defaultValue={reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={[hint, errors.reason ? error : null].filter(Boolean).join(' ')}
          className={`field-input mt-1 ${errors.reason ? 'border-red-700' : ''}`}
        />
        {errors.reason ? (
          <p id={error} className="mt-1 text-sm font-medium text-red-700">
            {errors.reason}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-secondary" disabled={busy}>
        Decline and email the applicant
      </button>
    </Form>
  )
}
