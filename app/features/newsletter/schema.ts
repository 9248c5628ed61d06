import { z } from 'zod'
import { EmailSchema, HoneypotSchema } from '~/lib/fields'

/** Where a sign-up came from (seed 001 §7: calculator-{type}; plus the site's own forms). */
export const NEWSLETTER_SOURCES = [
  'home',
  'blog',
  'article',
  'footer',
  'calculator-debt',
  'calculator-dividend',
  'calculator-compound',
  'calculator-retirement',
  'calculator-emergency',
  'calculator-budget',
  'calculator-credit-card',
  'calculator-general',
  'signup',
  'dashboard',
] as const

export const NewsletterSubscribeSchema = z.object({
  email: EmailSchema,
  source: z.enum(NEWSLETTER_SOURCES, { error: 'Unknown sign-up source' }).default('home'),
  /** Honeypot (see HoneypotSchema). */
  website: HoneypotSchema,
  /** Where a form posted without JavaScript returns to; a same-site path only. */
  returnTo: z.string().max(200).optional(),
})

export type NewsletterSubscribeInput = z.infer<typeof NewsletterSubscribeSchema>
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** The filters of the admin subscriber list (and its CSV), from the query string. Odd values are dropped. */
export const SubscriberFiltersSchema = z.object({
  q: z.string().trim().max(254).optional().catch(undefined),
  status: z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined),
  source: z.enum(NEWSLETTER_SOURCES).optional().catch(undefined),
})
export type SubscriberFilters = z.infer<typeof SubscriberFiltersSchema>

/** The admin's unsubscribe form. */
export const AdminUnsubscribeSchema = z.object({
  intent: z.literal('unsubscribe'),
  id: z.uuid({ error: 'Choose a subscriber to unsubscribe' }),
})
