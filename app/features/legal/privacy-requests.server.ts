import type { Database } from '~/db/client.server'
import { privacyOptOuts } from '~/db/schema'

/** Records a "Do Not Sell or Share" request; every request is kept (a repeat is harmless proof). */
export async function recordOptOut(
  db: Database,
  input: { email: string; fullName?: string; source: 'form' | 'gpc' },
) {
  const [row] = await db
    .insert(privacyOptOuts)
    .values({ email: input.email, fullName: input.fullName || null, source: input.source })
    .returning({ id: privacyOptOuts.id, createdAt: privacyOptOuts.createdAt })
  return row
}
