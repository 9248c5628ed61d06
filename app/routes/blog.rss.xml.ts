import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { publicCache } from '~/lib/http/cache-control'
import { nextScheduledAt, publicPosts } from '~/features/blog/posts.server'
import { rssFeed } from '~/features/blog/rss.server'

/** GET /blog/rss.xml: the RSS 2.0 feed of every article. */
export async function loader() {
  const now = new Date()
  const [posts, nextDue] = await Promise.all([publicPosts(db(), now), nextScheduledAt(db(), now)])
  return new Response(rssFeed(getConfig().SITE_URL, posts), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': publicCache(nextDue, now),
    },
  })
}
