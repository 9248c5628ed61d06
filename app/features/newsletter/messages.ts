/** Texts the newsletter forms show (seed 001 §8 and seed 000 §8); kept free of Zod for the browser bundle. */
export const NEWSLETTER_SUCCESS_MESSAGE = 'Success! Check your email for your free Excel tracker.'
export const NEWSLETTER_FAILURE_MESSAGE = 'Oops! Something went wrong. Please try again.'
