import { createHash } from 'node:crypto'
import { eq, lte } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { idempotencyKeys } from '~/db/schema'
import { DAY_MS } from '~/lib/time'

const KEY_PATTERN = /^[\w.:-]{8,200}$/

export const IDEMPOTENCY_KEY_ERROR = 'Idempotency-Key must be 8 to 200 letters, digits, or . _ : -'
export const IDEMPOTENCY_KEY_REUSED_ERROR =
  'This Idempotency-Key was already used for a different request.'

/** A key answers the same request for a day; after that the same key starts a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = DAY_MS

export const isValidIdempotencyKey = (key: string) => KEY_PATTERN.test(key)

/** What one request stands for: its scope (endpoint, client, key) and its body, both hashed. */
export interface IdempotencyClaim {
  scope: string
  requestHash: string
}

/** An answer as stored for a key and replayed for it. */
export interface StoredAnswer<Body> {
  status: number
  body: Body
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * The claim a request makes with its key. `endpoint` is the route pattern the router matched
 * (`/api/leads/capture` however the URL was spelled); `client` is the signed-in user, else the
 * client's address, so two clients never share a key; `body` is the parsed request.
 */
export function idempotencyClaim(input: {
  key: string
  endpoint: string
  client: string
  body: unknown
}): IdempotencyClaim {
  if (!input.endpoint) throw new Error('An idempotent endpoint needs its route pattern')
  return {
    scope: sha256(JSON.stringify([input.endpoint, input.client, input.key])),
    requestHash: sha256(JSON.stringify(input.body)),
  }
}

/**
 * Whose key it is: the signed-in user, else the email address a submission is for (already
 * lower-cased by its schema), else the network address. A retry of a submission whose answer was
 * lost may come through another network address (a phone that moved from Wi-Fi to mobile data,
 * another copy of the site behind another proxy), and it must replay the answer rather than submit
 * again (docs/decisions/053-idempotency-keys-scoped-to-the-email.md).
 */
export function idempotencyClient(who: {
  userId: string | null | undefined
  email: string | undefined
  clientIp: string
}) {
  if (who.userId) return `user:${who.userId}`
  if (who.email) return `email:${who.email}`
  return `address:${who.clientIp}`
}

export type IdempotentOutcome<Body, Value> =
  | { kind: 'done'; answer: StoredAnswer<Body>; value: Value }
  | { kind: 'replay'; answer: StoredAnswer<Body> }
  | { kind: 'key-reused' }

/**
 * Runs `work` once per claim. Without a claim it simply runs. With one, a transaction first claims
 * the key by inserting its row (an expired row is taken over); `work` then runs inside that same
 * transaction and its answer is written to the row before the commit. So the key, the work and the
 * answer are committed together or not at all:
 * - a concurrent request with the same key waits on the row and then replays the answer;
 * - a retry after the commit (an answer lost on the way) is a pure replay;
 * - a failure rolls the claim back with everything else, and a retry runs anew;
 * - the same key with a different body is `key-reused` (HTTP 422).
 * `Body` is what this endpoint stores: a replay hands back the JSON the endpoint itself wrote.
 */
export async function runIdempotent<Body, Value>(
  db: Database,
  claim: IdempotencyClaim | null,
  work: (db: Database) => Promise<{ answer: StoredAnswer<Body>; value: Value }>,
  now = new Date(),
): Promise<IdempotentOutcome<Body, Value>> {
  if (!claim) return { kind: 'done', ...(await work(db)) }
  const outcome = await db.transaction(async (tx): Promise<IdempotentOutcome<Body, Value>> => {
    const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS)
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key: claim.scope, requestHash: claim.requestHash, createdAt: now, expiresAt })
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: {
          requestHash: claim.requestHash,
          status: null,
          body: null,
          createdAt: now,
          expiresAt,
        },
        setWhere: lte(idempotencyKeys.expiresAt, now),
      })
      .returning({ key: idempotencyKeys.key })
    if (!claimed.length) {
      // Another request holds or held this key and has committed: its row is final.
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, claim.scope))
      if (!stored || stored.status === null || stored.body === null)
        throw new Error('Idempotency key row has no answer')
      if (stored.requestHash !== claim.requestHash) return { kind: 'key-reused' }
      const body = JSON.parse(stored.body) as Body
      return { kind: 'replay', answer: { status: stored.status, body } }
    }
    const done = await work(tx)
    await tx
      .update(idempotencyKeys)
      .set({ status: done.answer.status, body: JSON.stringify(done.answer.body) })
      .where(eq(idempotencyKeys.key, claim.scope))
    return { kind: 'done', ...done }
  })
  return outcome
}

/** The HTTP answer for an outcome's stored answer; a replay says so in `Idempotent-Replayed`. */
export function idempotentJson<Body>(
  answer: StoredAnswer<Body>,
  options: { replayed?: boolean; headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(options.headers)
  headers.set('Cache-Control', 'no-store')
  if (options.replayed) headers.set('Idempotent-Replayed', 'true')
  return Response.json(answer.body, { status: answer.status, headers })
}
