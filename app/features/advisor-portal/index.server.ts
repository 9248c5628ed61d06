/** What other features use of this feature on the server. */
export { type AdvisorAccess, type advisorProfile } from './access.server'
