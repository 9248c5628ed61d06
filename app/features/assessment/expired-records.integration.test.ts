import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody } from '../../../tests/factories'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { idempotencyKeys, leadOwnerProofs, leads, leadUpdateRequests } from '~/db/schema'

const { db } = await setUpTestDatabase()
const capture = await import('~/routes/api.leads.capture')
const { sweepExpiredLeadRecords } = await import('./expired-records.server')

const DAY = 86_400_000

test('proofs, waiting answers and idempotency keys are deleted 7 days after they expire, not before', async () => {
  const body = assessmentBody({ state: 'VT' })
  const send = (headers: Record<string, string> = {}) =>
    callRoute(
      (args: Parameters<typeof capture.action>[0]) =>
        capture.action({ ...args, pattern: '/api/leads/capture' }),
      jsonRequest('/api/leads/capture', body, { headers }),
    )
  await send({ 'Idempotency-Key': 'sweep-key-0001' })
  await send()
  const [lead] = await db.select().from(leads).where(eq(leads.email, body.email))
  const count = async () => ({
    proofs: (await db.select().from(leadOwnerProofs).where(eq(leadOwnerProofs.leadId, lead!.id)))
      .length,
    requests: (
      await db.select().from(leadUpdateRequests).where(eq(leadUpdateRequests.leadId, lead!.id))
    ).length,
    keys: (await db.select().from(idempotencyKeys)).length,
  })
  expect(await count()).toEqual({ proofs: 1, requests: 1, keys: 1 })

  // Everything above expires within 24 hours.
  await sweepExpiredLeadRecords(db, new Date(Date.now() + 7 * DAY))
  expect(await count()).toEqual({ proofs: 1, requests: 1, keys: 1 })
  await sweepExpiredLeadRecords(db, new Date(Date.now() + 8 * DAY + 60_000))
  expect(await count()).toEqual({ proofs: 0, requests: 0, keys: 0 })
  expect(await db.select().from(leads).where(eq(leads.id, lead!.id))).toHaveLength(1)
})
