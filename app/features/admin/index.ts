/** What other features use of this feature (safe in the browser). */
export { Panel, Table } from './admin-ui'
export { ConfirmPanel, StatusBadge } from './list-ui'
