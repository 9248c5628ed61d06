import { expect, test } from 'vitest'
import { routeTable } from '../tests/route-table'
import { type RouteEntry, routeMatcher, routePath } from './route-match'

/** The route table of app/routes.ts as the build lists it, under the `root` route. */
function manifestOf(): Record<string, RouteEntry> {
  const manifest: Record<string, RouteEntry> = { root: { id: 'root', path: '' } }
  for (const entry of routeTable())
    manifest[entry.id] = {
      ...entry,
      module: { default: entry.kind === 'page' ? () => null : undefined, action: () => 0 },
    }
  return manifest
}

const match = routeMatcher(manifestOf())
const patternOf = (path: string) => match(path)?.pattern

test('every spelling of a path reaches the route its plain spelling reaches', () => {
  const cases: Record<string, string[]> = {
    '/api/newsletter/subscribe': [
      '/api/newsletter/subscribe',
      '/api/newsletter/subscribe/',
      '/API/Newsletter/SUBSCRIBE',
      '/api/newsletter/subscribe.data',
      '/api/newsletter/%73ubscribe',
    ],
    '/do-not-sell': [
      '/do-not-sell',
      '/do-not-sell/',
      '/DO-NOT-SELL',
      '/do-not-sell.data',
      '/do%2Dnot%2Dsell',
    ],
    '/forgot-password': ['/forgot-password.data', '/Forgot-Password/'],
    '/ria': ['/ria', '/ria/', '/ria.data', '/RIA'],
    '/': ['/', '/_root.data'],
    '/admin/leads/:leadId': ['/admin/leads/3f1c', '/ADMIN/leads/3f1c/', '/admin/leads/3f1c.data'],
    '/admin': ['/admin', '/admin/'],
  }
  for (const [pattern, spellings] of Object.entries(cases))
    for (const spelling of spellings) expect(patternOf(spelling), spelling).toBe(pattern)
})

test('paths no route names reach the catch-all routes; broken encoding does not throw', () => {
  expect(patternOf('/no/such/page')).toBe('/*')
  expect(patternOf('/api/no/such')).toBe('/api/*')
  expect(patternOf('/%E0%A4%A')).toBe('/*')
  expect(patternOf('/api/newsletter/%E0%A4%A')).toBe('/api/*')
  // An encoded slash stays part of its segment, as React Router reads it.
  expect(patternOf('/api%2Fnewsletter%2Fsubscribe')).toBe('/*')
})

test('a route says which methods it answers', () => {
  expect(match('/login')?.methods).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])
  expect(match('/login')?.id).toBe('routes/login')
})

test('the routed path drops .data and one trailing slash', () => {
  expect(routePath('/blog/x.data')).toBe('/blog/x')
  expect(routePath('/blog/')).toBe('/blog')
  expect(routePath('/_root.data')).toBe('/')
  expect(routePath('/')).toBe('/')
  // With React Router 8's data request URLs.
  expect(routePath('/blog/_.data', true)).toBe('/blog/')
  expect(routePath('/blog.data', true)).toBe('/blog')
  expect(routePath('/_.data', true)).toBe('/')
})
