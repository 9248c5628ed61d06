import { z } from 'zod'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { storeEvents } from '~/features/analytics/events.server'
import { parseBatch } from '~/features/analytics/schema'
import { BODY_LIMITS } from '~/lib/security/body-limits'
import type { Route } from './+types/api.analytics.events'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/analytics/events: a batch of engagement events from the site's tracker, as JSON (also
 * sent as text/plain, which is how `navigator.sendBeacon` sends a string). Answers 204; stores
 * nothing under Global Privacy Control, Do Not Track or the opt-out cookie, nor for bots.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, z.unknown(), {
    allowTextPlain: true,
    maxBytes: BODY_LIMITS.analytics,
  })
  const batch = parseBatch(data)
  if ('error' in batch)
    return jsonError(400, batch.error, batch.fieldErrors ? { fieldErrors: batch.fieldErrors } : {})
  await storeEvents(db(), request, context.clientIp, batch.events)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
