/** Texts the newsletter forms show (seed 001 §8 and seed 000 §8); kept free of Zod for the browser bundle. */
export const NEWSLETTER_SUCCESS_MESSAGE = 'Success! Check your email for your free Excel tracker.'
export const NEWSLETTER_FAILURE_MESSAGE = 'Oops! Something went wrong. Please try again.'
export const NEWSLETTER_TOO_MANY_MESSAGE =
  'Too many sign-up attempts from this connection. Please wait a few minutes and try again.'

/** What the /newsletter action answers a form's fetcher, or its own page after a plain post. */
export type NewsletterAnswer =
  | { ok: true; message: string }
  | {
      ok: false
      fieldErrors: Record<string, string>
      formError: string | null
      /** As posted, for the page to show again (never with a fetcher's failure of its own). */
      values?: { email: string; source: string; returnTo: string }
    }
