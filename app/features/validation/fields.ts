import { z } from 'zod'

/** Field schemas shared by every form and endpoint that takes the same kind of value. */
export const EmailSchema = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'That email address is too long')
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' }))
  .transform((email) => email.toLowerCase())

/** Hidden field that people never fill in; bots that fill every field give themselves away. */
export const HoneypotSchema = z.string().max(500).optional()
