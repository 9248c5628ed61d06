import { data } from 'react-router'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { isTimeZone, zonedTimeToInstant } from '~/features/advisor-portal/meeting-time'
import type { AdvisorAccess } from '~/features/advisor-portal/access.server'
import {
  ContactSchema,
  LeadChangeSchema,
  ReturnRequestSchema,
} from '~/features/advisor-portal/portal-schema'
import { formatDateTime } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import { STATUS_LABELS } from '~/features/advisor-portal/portal-format'
import { changeAdvisorLead, recordAdvisorContact, requestLeadReturn } from './advisor-leads.server'
import type { LeadChangeOutcome } from '~/features/advisor-portal/portal-types'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'

export type LeadIntent = 'status' | 'convert' | 'meeting' | 'note' | 'contact' | 'return'
const INTENTS = ['status', 'convert', 'meeting', 'note', 'contact', 'return'] as const

/** What a form on the lead page gets back: a message for that form, or the fields to fix. */
export interface LeadActionData {
  intent: LeadIntent | null
  ok: boolean
  message: string
  fieldErrors?: Record<string, string>
  /** What was typed, so a refused form shows it again. */
  values?: Record<string, string>
  /** After a contact is recorded: the mailto: or tel: link to use now. */
  contactLink?: { href: string; label: string }
  /** Different after every success, so the form that was sent starts empty again. */
  doneAt?: string
}

const answer = (body: LeadActionData, status = 200) => data(body, { status })

/** The 404 that a lead unknown and a lead matched to another advisor answer alike. */
export function leadNotFound(): Response {
  return new Response('Lead not found', { status: 404, statusText: 'Not Found' })
}

/**
 * Field problems keyed by field; a problem with the whole change (the schema's "send something"
 * rule) belongs to the form's one field.
 */
function fieldErrorsFor(error: z.ZodError, field: string): Record<string, string> {
  const { form, ...errors } = fieldErrorsOf(error)
  return form && !errors[field] ? { ...errors, [field]: form } : errors
}

/**
 * The meeting form: a wall-clock time in the advisor's time zone. Which times are allowed (a
 * meeting may be logged after it happened) is the portal module's rule.
 */
export const MeetingFormSchema = z
  .object({
    meetingAt: z
      .string({ error: 'Choose the meeting date and time' })
      .trim()
      .min(1, 'Choose the meeting date and time'),
    timeZone: z.string().trim().max(100).default('UTC'),
  })
  .transform((form, ctx) => {
    const timeZone = form.timeZone || 'UTC'
    if (!isTimeZone(timeZone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['meetingAt'],
        message: 'Your browser sent a time zone we do not know; reload the page and try again',
      })
      return z.NEVER
    }
    const instant = zonedTimeToInstant(form.meetingAt, timeZone)
    if (!instant) {
      ctx.addIssue({
        code: 'custom',
        path: ['meetingAt'],
        message: 'Enter a date and time, like 06/02/2026 2:30 PM',
      })
      return z.NEVER
    }
    return { meetingAt: instant.toISOString(), timeZone }
  })

function textFields(formData: FormData, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, formText(formData.get(name))]))
}

/**
 * The lead page's forms, told apart by `intent`; each works as a plain POST without JavaScript.
 * Every change goes through the portal module, which scopes it to this advisor: a lead that is
 * not theirs answers 404 exactly like one that does not exist.
 */
export async function leadPageAction(
  db: Database,
  request: Request,
  advisor: Pick<AdvisorAccess, 'advisorId' | 'actor'>,
  leadId: string,
) {
  const formData = await readFormData(request)
  const intent = INTENTS.find((value) => value === formData.get('intent')) ?? null
  const { advisorId, actor } = advisor

  /** A refused form: its fields to fix (400), or the module's reason (409, 400). */
  const refused = (
    intent: LeadIntent,
    values: Record<string, string>,
    problem: { fieldErrors: Record<string, string> } | { status: number; error: string },
  ) =>
    'fieldErrors' in problem
      ? answer(
          {
            intent,
            ok: false,
            message: 'Please fix the problem below.',
            fieldErrors: problem.fieldErrors,
            values,
          },
          400,
        )
      : answer({ intent, ok: false, message: problem.error, values }, problem.status)

  /** The module's answer: 404 for someone else's lead; the message for the form otherwise. */
  const settle = (
    intent: LeadIntent,
    values: Record<string, string>,
    outcome: LeadChangeOutcome,
    success: (
      lead: Extract<LeadChangeOutcome, { ok: true }>['lead'],
    ) => Omit<LeadActionData, 'intent' | 'ok' | 'doneAt'>,
  ) => {
    if (outcome.ok)
      return answer({
        intent,
        ok: true,
        doneAt: new Date().toISOString(),
        ...success(outcome.lead),
      })
    if (outcome.status === 404) throw leadNotFound()
    return refused(intent, values, outcome)
  }

  switch (intent) {
    case 'status': {
      const values = textFields(formData, ['status'])
      if (!values.status)
        return refused(intent, values, { fieldErrors: { status: 'Choose the new status' } })
      const parsed = LeadChangeSchema.safeParse({ status: values.status })
      if (!parsed.success)
        return refused(intent, values, { fieldErrors: fieldErrorsFor(parsed.error, 'status') })
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, parsed.data)
      return settle(intent, values, outcome, (lead) => ({
        message: `Status changed to ${STATUS_LABELS[lead.status]}.`,
      }))
    }
    case 'convert': {
      const values = textFields(formData, ['expectedAnnualRevenue'])
      const parsed = LeadChangeSchema.safeParse({
        status: 'CONVERTED',
        expectedAnnualRevenue: values.expectedAnnualRevenue,
      })
      if (!parsed.success)
        return refused(intent, values, {
          fieldErrors: fieldErrorsFor(parsed.error, 'expectedAnnualRevenue'),
        })
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, parsed.data)
      return settle(intent, values, outcome, (lead) => ({
        message: `Marked as converted, with ${formatDollars(lead.expectedAnnualRevenue ?? 0)} of expected revenue a year.`,
      }))
    }
    case 'meeting': {
      const values = textFields(formData, ['meetingAt', 'timeZone'])
      const form = MeetingFormSchema.safeParse(values)
      if (!form.success)
        return refused(intent, values, { fieldErrors: fieldErrorsFor(form.error, 'meetingAt') })
      const parsed = LeadChangeSchema.safeParse({ meetingAt: form.data.meetingAt })
      if (!parsed.success)
        return refused(intent, values, { fieldErrors: fieldErrorsFor(parsed.error, 'meetingAt') })
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, parsed.data)
      return settle(intent, values, outcome, () => ({
        message: `Meeting saved for ${formatDateTime(form.data.meetingAt, form.data.timeZone)}.`,
      }))
    }
    case 'note': {
      const values = textFields(formData, ['note'])
      if (!values.note?.trim())
        return refused(intent, values, { fieldErrors: { note: 'Write the note before saving it' } })
      const parsed = LeadChangeSchema.safeParse({ note: values.note })
      if (!parsed.success)
        return refused(intent, values, { fieldErrors: fieldErrorsFor(parsed.error, 'note') })
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, parsed.data)
      return settle(intent, values, outcome, () => ({ message: 'Note saved.' }))
    }
    case 'contact': {
      const values = textFields(formData, ['channel'])
      const parsed = ContactSchema.safeParse(values)
      if (!parsed.success)
        return refused(intent, values, { fieldErrors: fieldErrorsFor(parsed.error, 'channel') })
      const { channel } = parsed.data
      const outcome = await recordAdvisorContact(db, advisorId, leadId, actor, channel)
      return settle(intent, values, outcome, (lead) => ({
        message: `Contact by ${channel} recorded.`,
        contactLink: contactLinkFor(lead, channel),
      }))
    }
    case 'return': {
      const values = textFields(formData, ['reason', 'details'])
      const parsed = ReturnRequestSchema.safeParse({
        reason: values.reason,
        details: values.details?.trim() ? values.details : undefined,
      })
      if (!parsed.success)
        return refused(intent, values, { fieldErrors: fieldErrorsFor(parsed.error, 'reason') })
      const outcome = await requestLeadReturn(db, advisorId, leadId, actor, parsed.data)
      return settle(intent, values, outcome, () => ({
        message: 'Return requested. We review every request and email you the decision.',
      }))
    }
    default:
      return answer({ intent: null, ok: false, message: 'Choose an action on the page.' }, 400)
  }
}

/** The link the page offers once a contact is recorded. */
export function contactLinkFor(
  lead: { email: string; phone: string | null; firstName: string },
  channel: 'email' | 'phone',
): LeadActionData['contactLink'] {
  if (channel === 'phone' && lead.phone) {
    const digits = lead.phone.replace(/\D/g, '')
    const dial = digits.length === 10 ? `+1${digits}` : digits
    return { href: `tel:${dial}`, label: `Call ${lead.phone}` }
  }
  const subject = encodeURIComponent('Your Investment Readiness results')
  return { href: `mailto:${lead.email}?subject=${subject}`, label: `Write to ${lead.email}` }
}
