/** What other features use of this feature (safe in the browser). */
export { burstConfetti } from './confetti'
export { NEWSLETTER_SUCCESS_MESSAGE } from './messages'
export { type NewsletterSource, NewsletterSubscribeSchema } from './schema'
export { NEWSLETTER_ACTION } from './subscribe'
export { useNewsletterSubscribe, useOutcomeFocus } from './use-newsletter-subscribe'
