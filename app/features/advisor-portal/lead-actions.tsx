import { getFormProps, useForm } from '@conform-to/react'
import { useId, useMemo, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { z } from 'zod'
import {
  ErrorSummary,
  FieldMessage,
  TextAreaField,
  TextField,
  fieldId,
  useLastResult,
} from '~/ui/form'
import { Card } from './lead-detail'
import type { LeadActionData, LeadIntent } from '~/features/leads'
import { LocalTime, MeetingTime } from './local-time'
import { instantToZonedTime } from './meeting-time'
import type {
  ConvertFormSchema,
  MeetingFormSchema,
  NoteFormSchema,
  ReturnRequestSchema,
  StatusFormSchema,
} from './portal-schema'
import { advisorTimeZone } from './time-zones'
import { formatDay } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import { STATUS_LABELS } from './portal-format'
import { canScheduleMeeting } from '~/features/leads'
import { RETURN_REASONS, type AdvisorLeadDetail, type LeadStatus } from './portal-types'

const FIELD_LABELS: Record<string, string> = {
  status: 'New status',
  expectedAnnualRevenue: 'Expected annual revenue',
  meetingAt: 'Meeting date and time',
  note: 'Note',
  reason: 'Reason',
  details: 'Details',
}

/** This form's answer, if the last form sent was this one. */
function answerFor(action: LeadActionData | undefined, intent: LeadIntent) {
  return action?.intent === intent ? action : undefined
}

/**
 * One lead form on Conform (decision 039): the action reads it with its schema, and a refused
 * answer's field problems and values come back through `lastResult`, with or without JavaScript.
 * The schema is not run in the browser before sending: Zod and Conform's parser would add about
 * 29 KB gzipped to the page (decision 032), and every problem is one round trip away on a page
 * only signed-in advisors use. A refusal of the whole
 * change (`formError`, such as a move the pipeline does not allow) is said by the card's live
 * region instead, which stays on the page when the form itself goes away.
 */
function useLeadForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  answer: LeadActionData | undefined,
) {
  const refused = useMemo(
    () =>
      answer && !answer.ok ? { fieldErrors: answer.fieldErrors, values: answer.values } : undefined,
    [answer],
  )
  const lastResult = useLastResult(refused)
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({ lastResult })
  return { form, fields, lastResult }
}

/** What a select needs of a Conform field. */
interface SelectFieldMeta {
  name: string
  key?: string
  formId: string
  initialValue?: unknown
  errors?: string[]
}

/** A labelled select with its problem under it, wired up like the shared text fields. */
function SelectField({
  field,
  label,
  children,
}: {
  field: SelectFieldMeta
  label: string
  children: ReactNode
}) {
  const errorId = useId()
  const error = field.errors?.[0]
  return (
    <div>
      <label htmlFor={fieldId(field.name)} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        key={field.key}
        id={fieldId(field.name)}
        name={field.name}
        form={field.formId}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`field-input mt-1 ${error ? 'border-red-700' : ''}`}
      >
        {children}
      </select>
      <FieldMessage id={errorId} message={error} />
    </div>
  )
}

/**
 * A live region that is always on the page, so the result of a form is announced: a success as
 * a status, a refusal of the whole change as an alert. Field problems are in the form's error
 * summary instead.
 */
function FormMessage({ answer }: { answer: LeadActionData | undefined }) {
  const failed = answer && !answer.ok && Boolean(answer.formError)
  return (
    <div role={failed ? 'alert' : 'status'}>
      {answer && (answer.ok || failed) ? (
        <p
          className={`mt-3 rounded-lg border p-3 text-sm font-medium ${
            answer.ok
              ? 'border-green-300 bg-green-50 text-green-900'
              : 'border-red-300 bg-red-50 text-red-900'
          }`}
        >
          {answer.message}
          {answer.ok && answer.contactLink ? (
            <>
              {' '}
              <a
                href={answer.contactLink.href}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
              >
                {answer.contactLink.label}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}

function useBusy(intent: LeadIntent) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function SubmitButton({
  intent,
  label,
  busyLabel,
  secondary = false,
}: {
  intent: LeadIntent
  label: string
  busyLabel: string
  secondary?: boolean
}) {
  const busy = useBusy(intent)
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={secondary ? 'btn-secondary' : 'btn-primary'}
    >
      {busy ? busyLabel : label}
    </button>
  )
}

/** Contact by email (always) and by phone (only with the visitor's phone consent). */
export function ContactCard({
  lead,
  action,
}: {
  lead: AdvisorLeadDetail
  action: LeadActionData | undefined
}) {
  const answer = answerFor(action, 'contact')
  return (
    <Card id="contact" title="Contact">
      <dl className="space-y-2">
        <div>
          <dt className="text-sm font-semibold text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">{lead.email}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">Phone</dt>
          <dd className="text-slate-900">
            {lead.phoneConsentWithdrawnAt
              ? `Do not call or text: consent withdrawn on ${formatDay(lead.phoneConsentWithdrawnAt)}`
              : (lead.phone ?? 'Phone contact not permitted')}
          </dd>
        </div>
      </dl>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="contact" />
        <ContactButton channel="email" label="Contact by email" />
        {lead.phone ? <ContactButton channel="phone" label="Contact by phone" /> : null}
      </Form>
      <p className="mt-2 text-sm text-slate-600">
        We record each contact in the lead’s history, then give you the link to write or call.
        {lead.phone
          ? null
          : lead.phoneConsentWithdrawnAt
            ? ' The visitor withdrew consent to calls and texts: email only.'
            : ' The visitor did not agree to calls or texts: email only.'}
      </p>
      <FormMessage answer={answer} />
    </Card>
  )
}

function ContactButton({ channel, label }: { channel: 'email' | 'phone'; label: string }) {
  const navigation = useNavigation()
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'contact' &&
    navigation.formData.get('channel') === channel
  return (
    <button type="submit" name="channel" value={channel} disabled={busy} className="btn-primary">
      {busy ? 'Recording…' : label}
    </button>
  )
}

/** Status changes (only the ones the pipeline allows now), conversion and meetings. */
export function PipelineCard({
  lead,
  officeState,
  action,
}: {
  lead: AdvisorLeadDetail
  /** The advisor's office state: the meeting is typed and shown in its time zone. */
  officeState: string
  action: LeadActionData | undefined
}) {
  const statusAnswer = answerFor(action, 'status')
  const convertAnswer = answerFor(action, 'convert')
  const meetingAnswer = answerFor(action, 'meeting')
  const plainMoves = lead.nextStatuses.filter((status) => status !== 'CONVERTED')
  const canConvert = lead.nextStatuses.includes('CONVERTED')
  return (
    <Card id="pipeline" title="Pipeline">
      <p className="text-slate-800">
        Status: <span className="font-semibold">{STATUS_LABELS[lead.status]}</span>
        {lead.expectedAnnualRevenue !== null
          ? `, expected revenue ${formatDollars(lead.expectedAnnualRevenue)} a year`
          : null}
      </p>
      <FormMessage answer={statusAnswer ?? convertAnswer} />
      {lead.nextStatuses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {`A ${STATUS_LABELS[lead.status].toLowerCase()} lead stays ${STATUS_LABELS[lead.status].toLowerCase()}: its status can no longer change.`}
        </p>
      ) : null}

      {plainMoves.length ? (
        <StatusForm key={statusAnswer?.doneAt} moves={plainMoves} answer={statusAnswer} />
      ) : null}

      {canConvert ? (
        <ConvertForm key={`convert-${convertAnswer?.doneAt ?? ''}`} answer={convertAnswer} />
      ) : null}

      <MeetingForm lead={lead} officeState={officeState} answer={meetingAnswer} />
    </Card>
  )
}

function StatusForm({
  moves,
  answer,
}: {
  moves: LeadStatus[]
  answer: LeadActionData | undefined
}) {
  const { form, fields, lastResult } = useLeadForm<typeof StatusFormSchema>(answer)
  return (
    <Form method="post" className="mt-4 space-y-3" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} labels={FIELD_LABELS} />
      <SelectField field={fields.status} label="Change status">
        {/* No status is preselected: moving a lead (to Lost, say) is always a choice. */}
        <option value="" disabled>
          Choose a status
        </option>
        {moves.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SubmitButton intent="status" label="Update status" busyLabel="Updating…" />
    </Form>
  )
}

function ConvertForm({ answer }: { answer: LeadActionData | undefined }) {
  const { form, fields, lastResult } = useLeadForm<typeof ConvertFormSchema>(answer)
  return (
    <Form
      method="post"
      className="mt-5 space-y-3 border-t border-slate-200 pt-4"
      {...getFormProps(form)}
    >
      <h3 className="font-semibold text-slate-900">Mark as converted</h3>
      <ErrorSummary form={form} lastResult={lastResult} labels={FIELD_LABELS} />
      <TextField
        field={fields.expectedAnnualRevenue}
        label="Expected annual revenue (whole dollars)"
        hint="What this client should bring your firm in a year. It feeds your ROI."
        inputMode="numeric"
        autoComplete="off"
      />
      <SubmitButton intent="convert" label="Mark as converted" busyLabel="Saving…" />
    </Form>
  )
}

function MeetingForm({
  lead,
  officeState,
  answer,
}: {
  lead: AdvisorLeadDetail
  officeState: string
  answer: LeadActionData | undefined
}) {
  // The advisor's time zone, from their office: the same before and after the page's script runs.
  const timeZone = advisorTimeZone(officeState)
  const allowed = canScheduleMeeting(lead.status)
  const current = lead.meetingScheduledAt
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Meeting</h3>
      <p className="mt-1 text-sm text-slate-800">
        {current ? (
          <>
            Scheduled for{' '}
            <MeetingTime iso={current} officeState={officeState} leadState={lead.state} />
          </>
        ) : (
          'No meeting scheduled.'
        )}
      </p>
      <FormMessage answer={answer} />
      {allowed ? (
        <MeetingFields key={answer?.doneAt} answer={answer} timeZone={timeZone} current={current} />
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {lead.status === 'NEW'
            ? 'You can schedule a meeting once you have contacted the lead.'
            : 'Meetings can be scheduled while a lead is contacted, nurturing or qualified.'}
        </p>
      )}
    </div>
  )
}

function MeetingFields({
  answer,
  timeZone,
  current,
}: {
  answer: LeadActionData | undefined
  timeZone: string
  current: string | null
}) {
  const { form, fields, lastResult } = useLeadForm<typeof MeetingFormSchema>(answer)
  const typed = fields.meetingAt.initialValue
  return (
    <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} labels={FIELD_LABELS} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <TextField
        // A new time from the server (after saving) replaces what the field was given before.
        key={current ?? 'none'}
        field={fields.meetingAt}
        label={current ? 'Move the meeting to' : 'Schedule a meeting'}
        hint={`Date and time in ${timeZone === 'UTC' ? 'UTC' : `your time zone (${timeZone})`}.`}
        type="datetime-local"
        defaultValue={
          typeof typed === 'string'
            ? typed
            : current
              ? instantToZonedTime(current, timeZone)
              : undefined
        }
      />
      <SubmitButton intent="meeting" label="Save meeting" busyLabel="Saving…" secondary />
    </Form>
  )
}

/** Notes are the advisor's own; the visitor never sees them. */
export function NotesCard({
  lead,
  action,
}: {
  lead: AdvisorLeadDetail
  action: LeadActionData | undefined
}) {
  const answer = answerFor(action, 'note')
  const notes = lead.events.filter((event) => event.type === 'NOTE')
  return (
    <Card id="notes" title="Notes">
      <NoteForm key={answer?.doneAt} answer={answer} />
      <FormMessage answer={answer} />
      {notes.length ? (
        <ol className="mt-4 space-y-3">
          {notes.map((note, index) => (
            <li key={`${index}-${note.at}`} className="rounded-lg bg-slate-50 p-3">
              <p className="break-words whitespace-pre-line text-slate-900">{note.note}</p>
              <p className="mt-1 text-sm text-slate-600">
                <LocalTime iso={note.at} />
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-700">No notes yet.</p>
      )}
    </Card>
  )
}

function NoteForm({ answer }: { answer: LeadActionData | undefined }) {
  const { form, fields, lastResult } = useLeadForm<typeof NoteFormSchema>(answer)
  return (
    <Form method="post" className="space-y-3" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} labels={FIELD_LABELS} />
      <TextAreaField field={fields.note} label="Add a note" rows={3} maxLength={2000} />
      <SubmitButton intent="note" label="Save note" busyLabel="Saving…" secondary />
    </Form>
  )
}

const RETURN_STATUS_TEXT = {
  pending: 'Pending: we review each request and email you our decision.',
  credited: 'Credited: this lead no longer counts against your subscription.',
  declined: 'Declined.',
} as const

/** Asking for a lead to be credited back; afterwards, where the request stands. */
export function ReturnCard({
  lead,
  action,
}: {
  lead: AdvisorLeadDetail
  action: LeadActionData | undefined
}) {
  const answer = answerFor(action, 'return')
  const request = lead.returnRequest
  return (
    <Card id="return" title="Request a return">
      <FormMessage answer={answer} />
      {request ? (
        <div>
          <dl className="mt-2 space-y-2 text-slate-800">
            <div>
              <dt className="text-sm font-semibold text-slate-700">Reason</dt>
              <dd>
                {RETURN_REASONS.find((reason) => reason.value === request.reason)?.label ??
                  request.reason}
              </dd>
            </div>
            {request.details ? (
              <div>
                <dt className="text-sm font-semibold text-slate-700">Details</dt>
                <dd className="break-words whitespace-pre-line">{request.details}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm font-semibold text-slate-700">Requested</dt>
              <dd>{formatDay(request.requestedAt)}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-700">Status</dt>
              <dd className="font-semibold text-slate-900">{RETURN_STATUS_TEXT[request.status]}</dd>
            </div>
            {request.decisionNote ? (
              <div>
                <dt className="text-sm font-semibold text-slate-700">Our note</dt>
                <dd className="break-words whitespace-pre-line">{request.decisionNote}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : lead.status === 'CONVERTED' ? (
        <p className="text-slate-700">A lead that became your client cannot be returned.</p>
      ) : (
        <ReturnForm answer={answer} />
      )}
    </Card>
  )
}

function ReturnForm({ answer }: { answer: LeadActionData | undefined }) {
  const { form, fields, lastResult } = useLeadForm<typeof ReturnRequestSchema>(answer)
  return (
    <Form method="post" className="space-y-3" {...getFormProps(form)}>
      <p className="text-sm text-slate-700">
        If this lead should not count against your subscription, tell us why. One request per lead.
      </p>
      <ErrorSummary form={form} lastResult={lastResult} labels={FIELD_LABELS} />
      <SelectField field={fields.reason} label="Reason">
        <option value="" disabled>
          Choose a reason
        </option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField field={fields.details} label="Details (optional)" rows={3} maxLength={1000} />
      <SubmitButton intent="return" label="Request a return" busyLabel="Sending…" secondary />
    </Form>
  )
}
