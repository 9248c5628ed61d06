import { db } from '~/db/client.server'
import { serverActionOr } from '~/lib/http/fetcher'
import {
  fetcherAction,
  fieldErrorsOf,
  jsonError,
  methodNotAllowed,
  parseBody,
} from '~/lib/http/json.server'
import { requireApiUser } from '~/features/auth/session.server'
import { listCalculations, saveCalculation } from '~/features/dashboard/calculator-history.server'
import { HistoryPageSchema, SaveCalculationSchema } from '~/features/dashboard/schema'
import type { Route } from './+types/api.user.calculator-history'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/user/calculator-history?limit=&offset=: the user's saved calculations, newest first,
 * as a list (limit 1–100, default 50); the total is in the X-Total-Count header.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireApiUser(request)
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const page = HistoryPageSchema.safeParse(query)
  if (!page.success) {
    return jsonError(400, 'Some query parameters need your attention.', {
      fieldErrors: fieldErrorsOf(page.error),
    })
  }
  const { items, total } = await listCalculations(db(), user.id, page.data)
  return Response.json(items, { headers: { ...NO_STORE, 'X-Total-Count': String(total) } })
}

/**
 * POST /api/user/calculator-history {calculatorType, data, timestamp?} → the saved item (201).
 * `data` is `{inputs: <share query string>}` or a flat object of the calculator's inputs;
 * calculatorType is its slug or short name (see SaveCalculationSchema). The same result as the
 * latest saved for that calculator is not stored again: that item comes back with
 * `duplicate: true` (200).
 */
export const action = fetcherAction(async ({ request }: Route.ActionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const { data } = await parseBody(request, SaveCalculationSchema)
  const { saved, duplicate } = await saveCalculation(db(), user.id, data)
  return Response.json(
    { ...saved, duplicate },
    { status: duplicate ? 200 : 201, headers: NO_STORE },
  )
})

/** The calculators' Save button: an answer that never arrived reads as a failed save. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, { error: 'The calculation could not be saved.' })
}
