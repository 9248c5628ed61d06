import { routes } from 'virtual:react-router/server-build'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { publicPosts } from '~/features/blog/posts.server'
import { sitemapPaths, sitemapXml } from '~/seo/sitemap.server'

export async function loader() {
  const articles = (await publicPosts(db())).map((post) => ({
    path: `/blog/${post.slug}`,
    lastmod: post.updatedDate ?? post.publishedDate,
  }))
  const xml = sitemapXml(getConfig().SITE_URL, [...sitemapPaths(routes), ...articles])
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
