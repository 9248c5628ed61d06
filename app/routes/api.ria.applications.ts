import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import {
  APPLICATION_RECEIVED_MESSAGE,
  AdvisorApplicationSchema,
} from '~/features/advisors/application-schema'
import { submitApplication } from '~/features/advisors/applications.server'
import type { Route } from './+types/api.ria.applications'

export function loader() {
  return methodNotAllowed(['POST'])
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { data } = await parseBody(request, AdvisorApplicationSchema)
  const { id } = await submitApplication(db(), data, { siteUrl: getConfig().SITE_URL })
  return Response.json(
    { id, message: APPLICATION_RECEIVED_MESSAGE },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}
