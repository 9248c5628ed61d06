import { z } from 'zod'

/** Field schemas shared by every form and endpoint that takes the same kind of value. */
export const emailField = (missing = 'Enter your email address') =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, 'That email address is too long')
    .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' }))
    .transform((email) => email.toLowerCase())

export const EmailSchema = emailField()

/** Hidden field that people never fill in; bots that fill every field give themselves away. */
export const HoneypotSchema = z.string().max(500).optional()

/** An empty or blank form field is a missing value. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** A whole number typed into a form ("250,000", "$250000") or sent as a JSON number. */
export const wholeNumber = (value: unknown) => {
  if (typeof value !== 'string') return value
  const cleaned = value.replace(/[$,\s]/g, '')
  if (cleaned === '') return undefined
  return /^\d+$/.test(cleaned) ? Number(cleaned) : value
}
