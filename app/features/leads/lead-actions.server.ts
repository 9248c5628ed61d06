import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'
import type { Database } from '~/db/client.server'
import type { AdvisorAccess } from '~/features/advisor-portal/index.server'
import {
  ContactSchema,
  ConvertFormSchema,
  MeetingFormSchema,
  NoteFormSchema,
  ReturnRequestSchema,
  StatusFormSchema,
} from '~/features/advisor-portal'
import type { LeadChangeOutcome } from '~/features/advisor-portal'
import { problemsOf } from '~/lib/form-answer'
import { formatDateTime } from '~/lib/zoned-time'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'
import { formatDollars } from '~/lib/money'
import { changeAdvisorLead, recordAdvisorContact, requestLeadReturn } from './advisor-leads.server'
import { STATUS_LABELS } from './labels'

export type LeadIntent = 'status' | 'convert' | 'meeting' | 'note' | 'contact' | 'return'
const INTENTS = ['status', 'convert', 'meeting', 'note', 'contact', 'return'] as const

/**
 * What a form on the lead page gets back (decision 039's `{ fieldErrors, formError, values }`,
 * with the form it answers): the fields to fix, or the lead service's refusal as `formError`, or
 * the message of a change made.
 */
export interface LeadActionData {
  intent: LeadIntent | null
  ok: boolean
  /** The success message, the refusal, or "Please fix the problem below." */
  message: string
  /** The first problem of each field. */
  fieldErrors: Record<string, string>
  /** A refusal of the whole change (the lead service's answer: 409, 400). */
  formError: string | null
  /** What was typed, so a refused form shows it again. */
  values: Record<string, string>
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

/** The form's fields as typed (text only), to show them again after a refusal. */
function valuesOf(payload: Record<string, unknown>, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, formText(payload[name])]))
}

type Refusal = Extract<LeadChangeOutcome, { ok: false }>

/**
 * The lead page's forms, told apart by `intent`; each works as a plain POST without JavaScript
 * and is read with its own schema. Every change goes through the lead service, which scopes it to
 * this advisor: a lead that is not theirs answers 404 exactly like one that does not exist.
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

  /**
   * Reads the form with its schema: the parsed input, or the 400 answer naming the fields to fix.
   */
  function read<Schema extends z.ZodType>(
    intent: LeadIntent,
    schema: Schema,
    names: readonly string[],
  ) {
    const submission = parseWithZod(formData, { schema })
    const values = valuesOf(submission.payload, names)
    if (submission.status === 'success')
      return { ok: true as const, values, input: submission.value }
    return {
      ok: false as const,
      values,
      refused: answer(
        {
          intent,
          ok: false,
          message: 'Please fix the problem below.',
          ...problemsOf(submission),
          values,
        },
        400,
      ),
    }
  }

  /** The service's answer: 404 for someone else's lead; the message for the form otherwise. */
  const settle = (
    intent: LeadIntent,
    values: Record<string, string>,
    outcome: LeadChangeOutcome,
    success: (
      lead: Extract<LeadChangeOutcome, { ok: true }>['lead'],
    ) => Pick<LeadActionData, 'message' | 'contactLink'>,
  ) => {
    if (outcome.ok)
      return answer({
        intent,
        ok: true,
        fieldErrors: {},
        formError: null,
        values: {},
        doneAt: new Date().toISOString(),
        ...success(outcome.lead),
      })
    if (outcome.status === 404) throw leadNotFound()
    const { status, error }: Refusal = outcome
    return answer(
      { intent, ok: false, message: error, fieldErrors: {}, formError: error, values },
      status,
    )
  }

  switch (intent) {
    case 'status': {
      const form = read(intent, StatusFormSchema, ['status'])
      if (!form.ok) return form.refused
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, form.input)
      return settle(intent, form.values, outcome, (lead) => ({
        message: `Status changed to ${STATUS_LABELS[lead.status]}.`,
      }))
    }
    case 'convert': {
      const form = read(intent, ConvertFormSchema, ['expectedAnnualRevenue'])
      if (!form.ok) return form.refused
      const change = { status: 'CONVERTED' as const, ...form.input }
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, change)
      return settle(intent, form.values, outcome, (lead) => ({
        message: `Marked as converted, with ${formatDollars(lead.expectedAnnualRevenue ?? 0)} of expected revenue a year.`,
      }))
    }
    case 'meeting': {
      const form = read(intent, MeetingFormSchema, ['meetingAt', 'timeZone'])
      if (!form.ok) return form.refused
      const { meetingAt, timeZone } = form.input
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, { meetingAt })
      return settle(intent, form.values, outcome, () => ({
        message: `Meeting saved for ${formatDateTime(meetingAt, timeZone)}.`,
      }))
    }
    case 'note': {
      const form = read(intent, NoteFormSchema, ['note'])
      if (!form.ok) return form.refused
      const outcome = await changeAdvisorLead(db, advisorId, leadId, actor, form.input)
      return settle(intent, form.values, outcome, () => ({ message: 'Note saved.' }))
    }
    case 'contact': {
      const form = read(intent, ContactSchema, ['channel'])
      if (!form.ok) return form.refused
      const { channel } = form.input
      const outcome = await recordAdvisorContact(db, advisorId, leadId, actor, channel)
      return settle(intent, form.values, outcome, (lead) => ({
        message: `Contact by ${channel} recorded.`,
        contactLink: contactLinkFor(lead, channel),
      }))
    }
    case 'return': {
      const form = read(intent, ReturnRequestSchema, ['reason', 'details'])
      if (!form.ok) return form.refused
      const outcome = await requestLeadReturn(db, advisorId, leadId, actor, form.input)
      return settle(intent, form.values, outcome, () => ({
        message: 'Return requested. We review every request and email you the decision.',
      }))
    }
    default: {
      const message = 'Choose an action on the page.'
      return answer(
        { intent: null, ok: false, message, fieldErrors: {}, formError: message, values: {} },
        400,
      )
    }
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
