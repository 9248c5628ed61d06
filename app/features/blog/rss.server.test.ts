import { expect, test } from 'vitest'
import { BUNDLED_ARTICLE_COUNT } from '../../../tests/bundled-articles'
import { allPosts } from './content.server'
import { rssFeed } from './rss.server'

test('the feed lists every article, newest first, with escaped text and absolute links', () => {
  const xml = rssFeed('https://ww.example', allPosts())
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
  expect(xml.match(/<item>/g)).toHaveLength(BUNDLED_ARTICLE_COUNT)
  expect(xml).toContain(
    '<atom:link href="https://ww.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
  )
  const first = allPosts()[0]!
  expect(xml.indexOf(`<link>https://ww.example/blog/${first.slug}</link>`)).toBeLessThan(
    xml.indexOf(`<link>https://ww.example/blog/${allPosts()[1]!.slug}</link>`),
  )
  expect(xml).toContain('<pubDate>Wed, 17 Sep 2025 00:00:00 GMT</pubDate>')
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
})
