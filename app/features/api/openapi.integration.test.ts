import { expect, test } from 'vitest'
import { callRoute } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'

// Route modules open the database when called: each file gets its own.
await setUpTestDatabase()
const { default: routes } = await import('~/routes')
const { API_ENDPOINTS } = await import('./endpoints')
const openApiRoute = await import('~/routes/api.openapi[.]json')

interface RouteEntry {
  path?: string
  file: string
  children?: RouteEntry[]
}
const flatten = (entries: readonly RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])

/** Every /api route of app/routes.ts but the catch-all, which answers 404 to anything. */
const apiRoutes = flatten(routes as RouteEntry[]).filter(
  (entry) => entry.path?.startsWith('api/') && entry.path !== 'api/*',
)

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * The methods a route module answers, asked of the module itself: GET runs its loader, the others
 * its action, without credentials or a valid body. Anything but a 405 (401, 400, 404, 200…)
 * means the method is the route's.
 */
async function methodsOf(entry: RouteEntry): Promise<string[]> {
  const module = (await import(
    /* @vite-ignore */ new URL(`../../${entry.file}`, import.meta.url).href
  )) as {
    loader?: (args: unknown) => unknown
    action?: (args: unknown) => unknown
  }
  const params: Record<string, string> = {}
  const url = `/${entry.path!.replace(/:(\w+)/g, (_, name: string) => {
    params[name] = name === 'provider' ? 'google' : '00000000-0000-4000-8000-000000000000'
    return params[name]
  })}`
  const accepted: string[] = []
  for (const method of METHODS) {
    const handler = method === 'GET' ? module.loader : module.action
    if (!handler) continue
    const request = new Request(`http://localhost:3000${url}`, {
      method,
      ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
    })
    const response = await callRoute(handler, request, params)
    if (response.status !== 405) accepted.push(method)
  }
  return accepted
}

test('routes.ts has API routes to check', () => {
  expect(apiRoutes.length).toBeGreaterThan(30)
})

test.each(apiRoutes.map((entry) => ({ path: `/${entry.path}`, entry })))(
  '$path is in the document with each method its module answers',
  async ({ path, entry }) => {
    const documented = API_ENDPOINTS.find((endpoint) => endpoint.path === path)
    expect(documented, `${path} has an entry in features/api/endpoints.ts`).toBeDefined()
    const methods = documented!.operations.map((operation) => operation.method.toUpperCase())
    expect(methods.sort()).toEqual((await methodsOf(entry)).sort())
  },
)

test('the document names no path that routes.ts does not have', () => {
  const known = new Set(apiRoutes.map((entry) => `/${entry.path}`))
  for (const endpoint of API_ENDPOINTS) expect(known).toContain(endpoint.path)
})

test('GET /api/openapi.json answers the document as cacheable JSON', async () => {
  const response = await callRoute(
    openApiRoute.loader,
    new Request('http://localhost:3000/api/openapi.json'),
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json')
  expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  const document = (await response.json()) as {
    openapi: string
    components: { securitySchemes: { sessionCookie: { name: string } } }
  }
  expect(document.openapi).toBe('3.1.0')
  expect(document.components.securitySchemes.sessionCookie.name).toBe('ww_session')
})
