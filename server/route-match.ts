/**
 * Which route of the app a request reaches, worked out the way React Router will: `.data` (its data
 * requests) and one trailing slash dropped, percent-encoding decoded, capitals ignored. Limits are
 * keyed on the route this finds, so no spelling of a path escapes its route's limits.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

export interface MatchedRoute {
  /** The route's id in the build, such as `routes/api.leads.capture`. */
  id: string
  /** The route's path from the root as app/routes.ts writes it: `/api/ria/leads/:id`, `/*`. */
  pattern: string
  /** The methods it answers: GET and HEAD when it renders or loads, the writing ones with an action. */
  methods: string[]
}

type RouteManifest = ServerBuild['routes']

/** The fields of a build's route that matching needs (app/routes.ts gives the same for tests). */
export interface RouteEntry {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  module?: { loader?: unknown; action?: unknown; default?: unknown }
}

const READ_METHODS = ['GET', 'HEAD']
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

export function routeMatcher(
  manifest: RouteManifest | Record<string, RouteEntry | undefined>,
  future: { v8_trailingSlashAwareDataRequests?: boolean } = {},
) {
  const entries = Object.values(manifest).filter(Boolean) as RouteEntry[]
  const children = new Map<string, RouteEntry[]>()
  for (const entry of entries) {
    const siblings = children.get(entry.parentId ?? '') ?? []
    siblings.push(entry)
    children.set(entry.parentId ?? '', siblings)
  }
  const tree = (parentId: string): RouteObject[] =>
    (children.get(parentId) ?? []).map((entry) =>
      entry.index
        ? { id: entry.id, index: true, path: entry.path, caseSensitive: entry.caseSensitive }
        : {
            id: entry.id,
            path: entry.path,
            caseSensitive: entry.caseSensitive,
            children: tree(entry.id),
          },
    )
  const routes = tree('')
  const byId = new Map(entries.map((entry) => [entry.id, entry]))

  // React Router ranks the whole table on every call (about a millisecond on a busy machine): the
  // paths seen most are remembered, a bounded number of them.
  const seen = new Map<string, MatchedRoute | null>()
  return function match(rawPath: string): MatchedRoute | null {
    if (seen.has(rawPath)) return seen.get(rawPath)!
    if (seen.size >= 1000) seen.clear()
    const found = matchUncached(rawPath)
    seen.set(rawPath, found)
    return found
  }

  function matchUncached(rawPath: string): MatchedRoute | null {
    const path = routePath(rawPath, future.v8_trailingSlashAwareDataRequests === true)
    const matches = matchRoutes(routes, { pathname: decodablePath(path) })
    const leaf = matches?.at(-1)
    if (!matches || !leaf) return null
    const pattern = `/${matches
      .map((m) => m.route.path)
      .filter(Boolean)
      .join('/')}`.replace(/\/{2,}/g, '/')
    const module = byId.get(leaf.route.id!)?.module ?? {}
    const methods = [
      ...(module.loader || module.default ? READ_METHODS : []),
      ...(module.action ? WRITE_METHODS : []),
    ]
    return { id: leaf.route.id!, pattern, methods: methods.length ? methods : READ_METHODS }
  }
}

/**
 * The path React Router routes: without `.data` (`/_root.data` is `/`) and one trailing slash; with
 * the future flag `v8_trailingSlashAwareDataRequests`, `/x/_.data` is `/x/` and the slash stays.
 */
export function routePath(rawPath: string, trailingSlashAware = false): string {
  let path = rawPath
  if (trailingSlashAware) {
    path = path.endsWith('/_.data') ? path.slice(0, -'_.data'.length) : path.replace(/\.data$/, '')
    return path || '/'
  }
  if (path === '/_root.data') path = '/'
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length)
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1)
  return path || '/'
}

/**
 * React Router matches a path it cannot decode as written, every segment undecoded (and warns on
 * the console); the same match, without the warning, is that of the path with its `%` escaped.
 */
function decodablePath(path: string): string {
  try {
    for (const segment of path.split('/')) decodeURIComponent(segment)
    return path
  } catch {
    return path.replaceAll('%', '%25')
  }
}
