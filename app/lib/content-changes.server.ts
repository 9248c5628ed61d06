import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '~/db/client.server'

/**
 * Tells every serving process that what public pages show has changed (a post was published,
 * edited, unpublished or deleted), so that their page caches (docs/decisions/043) drop what they
 * keep. The change is announced with a PostgreSQL NOTIFY inside the writing transaction: it
 * reaches the processes only if the write commits, and every process on the database hears it.
 */
const CHANNEL = 'wealthward_content'

type Listener = () => void
const listeners = new Set<Listener>()

/** Calls `listener` after every committed change; returns the function that stops it. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Announces a change from inside the transaction that makes it. */
export async function announceContentChange(tx: Pick<Database, 'execute'>) {
  await tx.execute(sql`select pg_notify(${CHANNEL}, '')`)
}

/** Listens for announced changes (one per serving process); resolves with the stop function. */
export function watchContentChanges(database: Pick<DatabaseHandle, 'listen'>) {
  return database.listen(CHANNEL, () => {
    for (const listener of listeners) listener()
  })
}
