import { routes } from 'virtual:react-router/server-build'
import { getConfig } from '~/config.server'
import { sitemapPaths, sitemapXml } from '~/seo/sitemap.server'

export function loader() {
  const xml = sitemapXml(getConfig().SITE_URL, sitemapPaths(routes))
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
