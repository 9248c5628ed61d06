import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { idempotencyKeys } from '~/db/schema'
import { jsonError } from './json.server'

const KEY_PATTERN = /^[\w.:-]{8,200}$/

/**
 * `Idempotency-Key` support: the first successful answer for a key is stored, and the same request
 * with the same key gets that answer again instead of being processed twice. Reusing a key for a
 * different request is refused with 422.
 */
export async function withIdempotency(
  db: Database,
  request: Request,
  body: unknown,
  handle: () => Promise<{ status: number; body: unknown }>,
): Promise<Response> {
  const key = request.headers.get('idempotency-key')
  if (key === null) {
    const answer = await handle()
    return Response.json(answer.body, {
      status: answer.status,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  if (!KEY_PATTERN.test(key)) {
    return jsonError(400, 'Idempotency-Key must be 8 to 200 letters, digits, or . _ : -')
  }
  const scopedKey = `${new URL(request.url).pathname}:${key}`
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex')
  const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, scopedKey))
  if (stored) {
    if (stored.requestHash !== requestHash) {
      return jsonError(422, 'This Idempotency-Key was already used for a different request.')
    }
    return Response.json(stored.body, {
      status: stored.status,
      headers: { 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
    })
  }
  const answer = await handle()
  if (answer.status < 300) {
    await db
      .insert(idempotencyKeys)
      .values({ key: scopedKey, requestHash, status: answer.status, body: answer.body })
      .onConflictDoNothing()
  }
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}
