/** What other features use of this feature (safe in the browser). */
export { useCalculatorUse } from './calculator-use'
export { trackingAllowed } from './client'
export {
  CONTENT_READ_SCROLL,
  CONTENT_READ_SECONDS,
  CONTENT_RETURN_AWAY_SECONDS,
  isMeasuredPath,
  LINK_TEXT_MAX,
  QUICK_BOUNCE_SECONDS,
  READING_MILESTONES,
  SCROLL_THRESHOLDS,
} from './engagement'
export { EventBatchSchema, parseBatch } from './schema'
