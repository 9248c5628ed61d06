import { lt } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leadOwnerProofs, leadUpdateRequests } from '~/db/schema'
import {
  KEPT_AFTER_EXPIRY_MS,
  sweepExpiredIdempotencyKeys,
} from '~/features/api/idempotency.server'
import { logError } from '~/features/observability/log.server'

/** How often a serving process deletes what has expired. */
const SWEEP_EVERY_MS = 60 * 60 * 1000

/**
 * Deletes, 7 days after they expired (DECISIONS §11), the browser proofs bound to leads, the
 * answers that waited for an owner's confirmation (used or not, with their link's hash), and the
 * Idempotency-Keys with the answers they held.
 */
export async function sweepExpiredLeadRecords(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS)
  await db.delete(leadUpdateRequests).where(lt(leadUpdateRequests.expiresAt, before))
  await db.delete(leadOwnerProofs).where(lt(leadOwnerProofs.expiresAt, before))
  await sweepExpiredIdempotencyKeys(db, now)
}

let timer: NodeJS.Timeout | undefined

/** Sweeps now and then every hour, in the background of a serving process. */
export function startExpiredRecordSweeps(db: () => Database) {
  if (timer) return
  const run = () => {
    sweepExpiredLeadRecords(db()).catch((error: unknown) =>
      logError(error, { msg: 'expired lead records not swept' }),
    )
  }
  timer = setInterval(run, SWEEP_EVERY_MS)
  timer.unref()
  run()
}

export function stopExpiredRecordSweeps() {
  clearInterval(timer)
  timer = undefined
}
