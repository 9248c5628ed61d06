import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { apiPost, parsePageQuery } from '~/features/blog/api.server'
import { sliceListPage } from '~/lib/pagination'
import { publicCache } from '~/lib/http/cache-control'
import { nextScheduledAt, publicPosts } from '~/features/blog/posts.server'
import { parseSearchQuery } from '~/features/blog/search'
import { searchPosts } from '~/features/blog/search.server'
import { viewCountsOrNone } from '~/features/blog/views.server'
import type { Route } from './+types/api.blog.search'

/**
 * GET /api/blog/search?query=…&page&size: the public posts that match the query, best match first
 * (the blog page's search; see features/blog/search.ts). A query that is empty, over 100
 * characters, holds a control character or has no letter or number is a 400 naming the problem.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const parsed = parseSearchQuery(url.searchParams.get('query'))
  if (!parsed.ok) return jsonError(400, parsed.error, { fieldErrors: { query: parsed.message } })
  const { page, size } = parsePageQuery(url, 100)
  const now = new Date()
  const [published, nextDue, views] = await Promise.all([
    publicPosts(db(), now),
    nextScheduledAt(db(), now),
    viewCountsOrNone(db()),
  ])
  const posts = searchPosts(published, parsed.query).map((post) =>
    apiPost(post, getConfig().SITE_URL, views),
  )
  return Response.json(
    { query: parsed.query.text, ...sliceListPage(posts, page, size) },
    { headers: { 'Cache-Control': publicCache(nextDue, now) } },
  )
}

export function action() {
  return methodNotAllowed(['GET'])
}
