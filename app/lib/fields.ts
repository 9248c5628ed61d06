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

/**
 * Control characters: the C0 and C1 ranges and DEL. Text never needs them, PostgreSQL refuses NUL,
 * and the others hide text from people reading it. Multi-line text (messages, article Markdown)
 * keeps tab, line feed and carriage return; one line of text (names, titles) refuses those too.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_CHARACTER_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/

export const ONE_LINE_MESSAGE = 'Use one line of plain text, without tabs or line breaks'
export const PLAIN_TEXT_MESSAGE = 'Remove the invisible control characters from this text'

/** One line of text typed into a form, trimmed. `missing`: the message when it is absent. */
export const lineText = (missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .trim()
    .refine((value) => !CONTROL_CHARACTER_OR_LINE_BREAK.test(value), ONE_LINE_MESSAGE)

/** Text that may run over several lines (a message, a bio, Markdown), trimmed. */
export const multilineText = (missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .trim()
    .refine((value) => !CONTROL_CHARACTER.test(value), PLAIN_TEXT_MESSAGE)

/**
 * A website address as people type it: "example.com" and "www.example.com/about" get
 * `https://` in front; an address with http or https is kept as typed. Blank is a missing value.
 * `invalid`: the message for anything that is still not a web address (another scheme, no dot in
 * the host name, spaces).
 */
export const websiteField = (invalid: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value)
      if (typeof blank !== 'string') return blank
      const address = blank.trim()
      return /^[a-z][a-z\d+.-]*:/i.test(address) ? address : `https://${address}`
    },
    z
      .url({ protocol: /^https?$/, hostname: /^[^.]+(\.[^.]+)+$/, error: invalid })
      .max(300, 'That web address is too long')
      .optional(),
  )
