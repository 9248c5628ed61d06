import { z } from 'zod'
import { EmailSchema, HoneypotSchema, lineText } from '~/lib/fields'

import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '~/db/vocabulary'

export { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind }

export const OptOutSchema = z.object({
  email: EmailSchema,
  fullName: lineText().max(120, 'Please keep your name under 120 characters').optional(),
  // A form posted before the choice existed is an opt-out.
  kind: z
    .enum(PRIVACY_REQUEST_KINDS, { error: 'Choose what you would like us to do' })
    .default('do-not-sell'),
  website: HoneypotSchema,
})

export const PRIVACY_REQUEST_STATUSES = ['open', 'handled', 'all'] as const

/** The filters of the admin list of privacy requests; it opens on the requests still to do. */
export const PrivacyRequestFiltersSchema = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUSES).catch('open'),
  kind: z.enum(PRIVACY_REQUEST_KINDS).optional().catch(undefined),
  q: z.string().trim().max(254).optional().catch(undefined),
})
export type PrivacyRequestFilters = z.infer<typeof PrivacyRequestFiltersSchema>

/** The forms of `/admin/privacy`, told apart by `intent`. */
export const MarkHandledSchema = z.object({
  intent: z.literal('handle'),
  id: z.uuid({ error: 'Choose a request' }),
})

export const PreviewDeletionSchema = z.object({
  intent: z.literal('preview-deletion'),
  email: EmailSchema,
})

export const DeletePersonSchema = z.object({
  intent: z.literal('delete-person'),
  email: EmailSchema,
})

/** What deleting a person's data would touch, shown before it is done. */
export interface DeletionPreview {
  email: string
  leads: number
  advisors: number
  subscription: boolean
  /** 'user': the account is deleted; 'advisor'/'admin': partner and staff accounts are kept. */
  account: 'none' | 'user' | 'advisor' | 'admin'
  emailsLogged: number
  openRequests: number
}
