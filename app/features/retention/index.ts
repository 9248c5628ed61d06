/** What other features use of this feature (safe in the browser). */
export { describePeriod, RETENTION, RETENTION_SCHEDULE } from './schedule'
