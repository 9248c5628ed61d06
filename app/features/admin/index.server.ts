/** What other features use of this feature on the server. */
export { type Actor, actorOf } from './access.server'
export { recordAudit } from './audit.server'
export { loadAdminDashboard, periodStarts } from './dashboard.server'
