import type { ServerBuild } from 'react-router'

export interface SitemapHandle {
  /** false keeps a page out of the sitemap (noindex pages, utility pages). */
  sitemap?: boolean
}

/**
 * The indexable pages of the route table: routes with a page component, no dynamic segment,
 * and no `handle.sitemap === false`.
 */
export function sitemapPaths(routes: ServerBuild['routes']): string[] {
  const fullPath = (id: string): string | null => {
    const route = routes[id]
    if (!route) return null
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

export function sitemapXml(siteUrl: string, paths: readonly string[]) {
  const urls = paths
    .map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
