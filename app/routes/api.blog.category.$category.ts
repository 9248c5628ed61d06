import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { apiPost, parsePageQuery } from '~/features/blog/api.server'
import { sliceListPage } from '~/lib/pagination'
import { publicCache } from '~/lib/http/cache-control'
import { CATEGORY_INFO, categoryFromSlug } from '~/features/blog/categories'
import { nextScheduledAt, publicPosts } from '~/features/blog/posts.server'
import { viewCountsOrNone } from '~/features/blog/views.server'
import type { Route } from './+types/api.blog.category.$category'

/** GET /api/blog/category/{category}?page&size: one category's posts, newest first (10 a page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const category = categoryFromSlug(params.category)
  if (!category)
    return jsonError(404, 'No such category.', {
      categories: CATEGORY_INFO.map((c) => c.slug),
    })
  const { page, size } = parsePageQuery(new URL(request.url), 10)
  const now = new Date()
  const [published, nextDue, views] = await Promise.all([
    publicPosts(db(), now),
    nextScheduledAt(db(), now),
    viewCountsOrNone(db()),
  ])
  const posts = published
    .filter((post) => post.category === category)
    .map((post) => apiPost(post, getConfig().SITE_URL, views))
  return Response.json(
    { category, ...sliceListPage(posts, page, size) },
    { headers: { 'Cache-Control': publicCache(nextDue, now) } },
  )
}

export function action() {
  return methodNotAllowed(['GET'])
}
