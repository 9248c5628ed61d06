/** What other features use of this feature (safe in the browser). */
export { emailLayout, escapeHtml } from './html'
