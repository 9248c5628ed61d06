import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/features/api/json.server'
import { apiPost, pageOf, parsePageQuery } from '~/features/blog/api.server'
import { publicBlogCache } from '~/features/blog/cache.server'
import { searchPosts } from '~/features/blog/content.server'
import { nextScheduledAt, publicPosts } from '~/features/blog/posts.server'
import { viewCountsOrNone } from '~/features/blog/views.server'
import type { Route } from './+types/api.blog.search'

/**
 * GET /api/blog/search?query=…&page&size: posts whose title, meta description or text contain
 * every word of the query, ignoring case; newest first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = (url.searchParams.get('query') ?? '').trim()
  if (!query)
    return jsonError(400, 'Say what to search for.', {
      fieldErrors: { query: 'Enter a word or phrase to search for' },
    })
  if (query.length > 100)
    return jsonError(400, 'The search is too long.', {
      fieldErrors: { query: 'Use at most 100 characters' },
    })
  const { page, size } = parsePageQuery(url, 100)
  const now = new Date()
  const [published, nextDue, views] = await Promise.all([
    publicPosts(db(), now),
    nextScheduledAt(db(), now),
    viewCountsOrNone(db()),
  ])
  const posts = searchPosts(published, query).map((post) =>
    apiPost(post, getConfig().SITE_URL, views),
  )
  return Response.json(
    { query, ...pageOf(posts, page, size) },
    { headers: { 'Cache-Control': publicBlogCache(nextDue, now) } },
  )
}

export function action() {
  return methodNotAllowed(['GET'])
}
