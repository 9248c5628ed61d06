import { z } from 'zod'
import { EmailSchema, HoneypotSchema } from '~/features/validation/fields'

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
  'calculator-general',
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
