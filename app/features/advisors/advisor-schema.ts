import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { US_STATE_CODES } from '~/features/assessment'
import {
  blankToUndefined,
  emailField,
  lineText,
  multilineText,
  websiteField,
  wholeNumber,
} from '~/lib/fields'
import { CRD_PATTERN, PHONE_PATTERN } from './application-schema'

/** Where an advisor's sign-in stands: none, invited (link unused), invite expired, or a password set. */
export type AdvisorAccountStatus = 'none' | 'invited' | 'invite-expired' | 'active'

const CRD_FORMAT_MESSAGE = 'A CRD number is 1 to 8 digits'
const CAPACITY_MESSAGE = 'Enter the leads a month the plan covers, from 1 to 200'
const MIN_ASSETS_MESSAGE = 'Enter the minimum investable assets in whole dollars, like 100000'

/**
 * An advisor as an administrator creates, edits or approves one. `currentCrd` is the advisor's
 * stored CRD when editing: it is accepted unchanged even when it is not plain digits (the demo
 * advisors' fictional `DEMO-` numbers), while any new value must be a real CRD number.
 */
export const advisorFormSchema = ({ currentCrd }: { currentCrd?: string } = {}) =>
  z.object({
    name: lineText('Enter the advisor’s name')
      .min(2, 'Enter the advisor’s name')
      .max(120, 'Keep the name under 120 characters'),
    firm: lineText('Enter the firm’s name')
      .min(2, 'Enter the firm’s name')
      .max(160, 'Keep the firm name under 160 characters'),
    crd: z
      .string({ error: 'Enter the firm’s CRD number' })
      .trim()
      .min(1, 'Enter the firm’s CRD number')
      .refine((crd) => crd === currentCrd || CRD_PATTERN.test(crd), CRD_FORMAT_MESSAGE),
    email: emailField('Enter the advisor’s email address'),
    phone: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(PHONE_PATTERN, 'Enter a phone number, like (555) 123-4567')
        .optional(),
    ),
    website: websiteField('Enter the website’s address, like example.com'),
    city: lineText('Enter the office’s city')
      .min(1, 'Enter the office’s city')
      .max(80, 'Keep the city under 80 characters'),
    state: z.enum(US_STATE_CODES, { error: 'Choose the office’s state' }),
    states: z.preprocess(
      (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
      z
        .array(z.enum(US_STATE_CODES, { error: 'Choose states from the list' }), {
          error: 'Choose at least one state the advisor serves',
        })
        .min(1, 'Choose at least one state the advisor serves')
        .transform((states) => [...new Set(states)].sort()),
    ),
    minAssets: z.preprocess(
      wholeNumber,
      z
        .number({ error: MIN_ASSETS_MESSAGE })
        .int(MIN_ASSETS_MESSAGE)
        .min(0, 'The minimum investable assets cannot be negative')
        .max(1_000_000_000, 'Enter an amount up to $1,000,000,000'),
    ),
    monthlyCapacity: z.preprocess(
      wholeNumber,
      z
        .number({ error: CAPACITY_MESSAGE })
        .int(CAPACITY_MESSAGE)
        .min(1, CAPACITY_MESSAGE)
        .max(200, CAPACITY_MESSAGE),
    ),
    bio: z.preprocess(
      blankToUndefined,
      multilineText().max(2000, 'Keep the bio under 2,000 characters').optional(),
    ),
  })

export type AdvisorInput = z.output<ReturnType<typeof advisorFormSchema>>

/** Creating an advisor also sets whether they receive leads from the start. */
export const newAdvisorSchema = () =>
  advisorFormSchema().extend({
    active: z.preprocess((value) => value === 'on' || value === true, z.boolean()),
  })

export type NewAdvisorInput = z.output<ReturnType<typeof newAdvisorSchema>>

/**
 * A posted advisor or decline form read with one of this module's schemas, in the action and in
 * the browser. The schemas read form text themselves (a blank optional field is missing,
 * "250,000" is a number, a ticked box is "on", a blank reason is too short), so Conform's own
 * coercion is left off: with it, "1e3" would pass as an amount, "-5" would get another message
 * than other amounts that are not whole dollars, and a blank reason would lose its "at least 10
 * characters".
 */
export const parseAdvisorForm = <Schema extends z.ZodType>(formData: FormData, schema: Schema) =>
  parseWithZod(formData, { schema, disableAutoCoercion: true })

/** What an advisor form shows: text fields as typed, `states` as a list, `active` as "on". */
export type AdvisorFormValues = {
  name: string
  firm: string
  crd: string
  email: string
  phone: string
  website: string
  city: string
  state: string
  states: string[]
  minAssets: string
  monthlyCapacity: string
  bio: string
  /** The create form only: "on" when ticked. */
  active?: string
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** A stored advisor in the edit form. */
export function advisorFormValues(advisor: {
  name: string
  firm: string
  crd: string
  email: string
  phone: string | null
  website: string | null
  city: string
  state: string
  states: string[]
  minAssets: number
  monthlyCapacity: number
  bio: string | null
}): AdvisorFormValues {
  return {
    name: advisor.name,
    firm: advisor.firm,
    crd: advisor.crd,
    email: advisor.email,
    phone: text(advisor.phone),
    website: text(advisor.website),
    city: advisor.city,
    state: advisor.state,
    states: [...advisor.states],
    minAssets: text(advisor.minAssets),
    monthlyCapacity: text(advisor.monthlyCapacity),
    bio: text(advisor.bio),
  }
}

/** What a firm told us on the partner form, as the admin's review reads it. */
export type AdvisorApplicationFacts = {
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

/**
 * An application as the advisor it would become: the contact is the advisor. The application
 * does not ask for the office's city; its state is prefilled when the firm serves one state.
 */
export function applicationFormValues(
  application: Omit<AdvisorApplicationFacts, 'message'>,
): AdvisorFormValues {
  return {
    name: application.contactName,
    firm: application.firmName,
    crd: application.crd,
    email: application.email,
    phone: text(application.phone),
    website: text(application.website),
    city: '',
    state: application.states.length === 1 ? application.states[0]! : '',
    states: [...application.states],
    minAssets: text(application.minAssets),
    monthlyCapacity: text(application.monthlyCapacity),
    bio: '',
  }
}

/** Field labels in form order, for the error summary. */
export const ADVISOR_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  firm: 'Firm',
  crd: 'CRD number',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  city: 'Office city',
  state: 'Office state',
  states: 'States served',
  minAssets: 'Minimum investable assets',
  monthlyCapacity: 'Monthly capacity',
  bio: 'Bio',
}

export const DeclineSchema = z.object({
  reason: z
    .string({ error: 'Tell the applicant why, in a sentence or two' })
    .trim()
    .min(10, 'Tell the applicant why, in a sentence or two (at least 10 characters)')
    .max(1000, 'Keep the reason under 1,000 characters'),
})
