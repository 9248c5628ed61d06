/** What other features use of this feature on the server. */
export {
  findSubscriberByEmail,
  sendWelcomeEmail,
  subscribe,
  unsubscribeEmail,
} from './newsletter.server'
export { signupsPerWeek } from './subscribers.server'
