/** What other features use of this feature on the server. */
export {
  advisorAccount,
  type AdvisorAccountStatus,
  prepareAdvisorInvite,
  sendAdvisorInvite,
} from './invites.server'
