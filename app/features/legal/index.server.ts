/** What other features use of this feature on the server. */
export { anonymiseLeads, DELETED_VALUE, emailFingerprint } from './delete-person.server'
