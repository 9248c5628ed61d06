/** What other features use of this feature on the server. */
export { findSubscriberByEmail, signUp, subscribe, unsubscribeEmail } from './newsletter.server'
export { signupsPerWeek } from './subscribers.server'
