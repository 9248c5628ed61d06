import { SITE_NAME } from '~/site'
import type { BlogPost } from './content.server'
import { RSS_PATH } from './rss'

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** RFC 822 date, as RSS 2.0 wants it. */
const rssDate = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString()

/** RSS 2.0 feed of the posts given (newest first), with their excerpts. */
export function rssFeed(siteUrl: string, posts: readonly BlogPost[]): string {
  const blogUrl = new URL('/blog', siteUrl).href
  const newest = posts
    .map((post) => post.updatedDate ?? post.publishedDate)
    .sort()
    .at(-1)
  const items = posts
    .map((post) => {
      const url = new URL(`/blog/${post.slug}`, siteUrl).href
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${rssDate(post.publishedDate)}</pubDate>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        '    </item>',
      ].join('\n')
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${SITE_NAME} Blog`)}</title>
    <link>${blogUrl}</link>
    <atom:link href="${new URL(RSS_PATH, siteUrl).href}" rel="self" type="application/rss+xml"/>
    <description>Plain-English articles on getting out of debt, budgeting and investing for beginners in the United States.</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${rssDate(newest)}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`
}
