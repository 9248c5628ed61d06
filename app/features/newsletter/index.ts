/** What other features use of this feature (safe in the browser). */
export { Confetti, CONFETTI_MS } from './confetti'
export { NEWSLETTER_SUCCESS_MESSAGE } from './messages'
export { type NewsletterSource, NewsletterSubscribeSchema } from './schema'
export {
  NEWSLETTER_ACTION,
  useNewsletterSubscribe,
  useOutcomeFocus,
} from './use-newsletter-subscribe'
