import { z } from 'zod'
import { US_STATE_CODES } from '~/features/assessment'
import {
  blankToUndefined,
  EmailSchema,
  HoneypotSchema,
  lineText,
  multilineText,
  websiteField,
  wholeNumber,
} from '~/lib/fields'

const checked = (value: unknown) => value === true || value === 'on' || value === 'true'

/** A real CRD number (FINRA's Central Registration Depository): 1 to 8 digits. */
export const CRD_PATTERN = /^\d{1,8}$/
/** A US phone number as people type it. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,25}$/

/** One application to join the advisor network, from the `/ria` form or `POST /api/ria/applications`. */
export const AdvisorApplicationSchema = z.object({
  firmName: lineText('Enter your firm’s name')
    .min(2, 'Enter your firm’s name')
    .max(160, 'Please keep the firm name under 160 characters'),
  crd: z
    .string({ error: 'Enter your firm’s CRD number' })
    .trim()
    .min(1, 'Enter your firm’s CRD number')
    .regex(CRD_PATTERN, 'A CRD number is 1 to 8 digits'),
  contactName: lineText('Enter the name of the person we should contact')
    .min(2, 'Enter the name of the person we should contact')
    .max(120, 'Please keep the name under 120 characters'),
  email: EmailSchema,
  phone: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(PHONE_PATTERN, 'Enter a phone number, like (555) 123-4567').optional(),
  ),
  firmWebsite: websiteField('Enter your website’s address, like example.com'),
  states: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(US_STATE_CODES, { error: 'Choose states from the list' }), {
        error: 'Choose at least one state where your firm is registered',
      })
      .min(1, 'Choose at least one state where your firm is registered')
      .transform((states) => [...new Set(states)].sort()),
  ),
  minAssets: z.preprocess(
    wholeNumber,
    z
      .number({ error: 'Enter the minimum investable assets in whole dollars, like 100000' })
      .int('Enter the minimum investable assets in whole dollars, like 100000')
      .min(0, 'The minimum investable assets cannot be negative')
      .max(1_000_000_000, 'Enter an amount up to $1,000,000,000'),
  ),
  monthlyCapacity: z.preprocess(
    wholeNumber,
    z
      .number({ error: 'Enter how many leads a month you want, from 1 to 200' })
      .int('Enter how many leads a month you want, from 1 to 200')
      .min(1, 'Enter how many leads a month you want, from 1 to 200')
      .max(200, 'Enter how many leads a month you want, from 1 to 200'),
  ),
  message: z.preprocess(
    blankToUndefined,
    multilineText().max(2000, 'Please keep your message under 2,000 characters').optional(),
  ),
  registeredAdviser: z.preprocess(
    checked,
    z.literal(true, {
      error: 'Confirm that your firm is a registered investment adviser (SEC or state)',
    }),
  ),
  website: HoneypotSchema,
})

export type AdvisorApplicationInput = z.input<typeof AdvisorApplicationSchema>
export type AdvisorApplication = z.output<typeof AdvisorApplicationSchema>

export const APPLICATION_RECEIVED_MESSAGE =
  'Thank you. Your application is under review; we have emailed you a confirmation and will write again once it has been reviewed.'

/** Form fields in page order, for the error summary's labels. */
export const APPLICATION_FIELD_LABELS: Record<string, string> = {
  firmName: 'Firm name',
  crd: 'CRD number',
  contactName: 'Contact name',
  email: 'Business email',
  phone: 'Phone',
  firmWebsite: 'Website',
  states: 'States registered',
  minAssets: 'Minimum investable assets',
  monthlyCapacity: 'Monthly lead capacity',
  message: 'Message',
  registeredAdviser: 'Registration',
}

export { APPLICATION_STATUSES, type ApplicationStatus } from '~/db/vocabulary'
