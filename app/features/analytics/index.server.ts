/** What other features use of this feature on the server. */
export { analyticsRefusal } from './events.server'
