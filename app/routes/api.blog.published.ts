import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { methodNotAllowed } from '~/lib/http/json.server'
import { apiPost, parsePageQuery } from '~/features/blog/api.server'
import { sliceListPage } from '~/lib/pagination'
import { publicCache } from '~/lib/http/cache-control'
import { nextScheduledAt, publicPosts } from '~/features/blog/posts.server'
import { viewCountsOrNone } from '~/features/blog/views.server'
import type { Route } from './+types/api.blog.published'

/** GET /api/blog/published?page&size: every published post, newest first (size 100 by default). */
export async function loader({ request }: Route.LoaderArgs) {
  const { page, size } = parsePageQuery(new URL(request.url), 100)
  const now = new Date()
  const [published, nextDue, views] = await Promise.all([
    publicPosts(db(), now),
    nextScheduledAt(db(), now),
    viewCountsOrNone(db()),
  ])
  const posts = published.map((post) => apiPost(post, getConfig().SITE_URL, views))
  return Response.json(sliceListPage(posts, page, size), {
    headers: { 'Cache-Control': publicCache(nextDue, now) },
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
