import { getConfig } from '~/config.server'
import { API_COMPONENTS, API_ENDPOINTS } from '~/features/api/endpoints'
import { methodNotAllowed } from '~/lib/http/json.server'
import { buildOpenApiDocument } from '~/features/api/openapi'
import { SITE_COOKIES, cookieName } from '~/lib/security/site-cookies'

let document: string | undefined

/** GET /api/openapi.json: the OpenAPI 3.1 document of the API, built once per start. */
export function loader() {
  const siteUrl = getConfig().SITE_URL
  const secure = siteUrl.startsWith('https:')
  document ??= JSON.stringify(
    buildOpenApiDocument(
      API_ENDPOINTS,
      {
        siteUrl,
        sessionCookie: cookieName(SITE_COOKIES.session, secure),
        leadCookie: cookieName(SITE_COOKIES.lead, secure),
      },
      API_COMPONENTS,
    ),
  )
  return new Response(document, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=300',
    },
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
