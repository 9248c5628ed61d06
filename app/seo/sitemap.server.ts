import type { ServerBuild } from 'react-router'

export interface SitemapHandle {
  /** false keeps a page out of the sitemap (noindex pages, utility pages). */
  sitemap?: boolean
}

/**
 * The indexable pages of the route table: routes with a page component, no dynamic segment,
 * and no `handle.sitemap === false` on the route or any layout around it.
 */
export function sitemapPaths(routes: ServerBuild['routes']): string[] {
  const fullPath = (id: string): string | null => {
    const route = routes[id]
    if (!route) return null
    // A layout kept out of the sitemap (the admin area) keeps its pages out too.
    if ((route.module as { handle?: SitemapHandle }).handle?.sitemap === false) return null
    const parent = route.parentId ? fullPath(route.parentId) : ''
    if (parent === null) return null
    const own = route.path ?? ''
    return `${parent.replace(/\/$/, '')}/${own}`.replace(/\/+/g, '/')
  }
  const paths = new Set<string>()
  for (const route of Object.values(routes)) {
    if (!route || route.id === 'root') continue
    const module = route.module as { default?: unknown; handle?: SitemapHandle }
    if (!module.default || module.handle?.sitemap === false) continue
    const path = fullPath(route.id)
    if (!path || /[:*]/.test(path)) continue
    paths.add(path === '/' ? '/' : path.replace(/\/$/, ''))
  }
  return [...paths].sort()
}

export interface SitemapEntry {
  path: string
  /** YYYY-MM-DD of the last change, when known. */
  lastmod?: string
}

export function sitemapXml(siteUrl: string, entries: readonly (string | SitemapEntry)[]) {
  const urls = entries
    .map((entry) => (typeof entry === 'string' ? { path: entry } : entry))
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${new URL(path, siteUrl).href}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
