import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { apiPost } from '~/features/blog/api.server'
import { publicCache } from '~/lib/http/cache-control'
import { nextScheduledAt, publicPostBySlug } from '~/features/blog/posts.server'
import { viewCountsOrNone } from '~/features/blog/views.server'
import type { Route } from './+types/api.blog.slug.$slug'

/** GET /api/blog/slug/{slug}: one post, or 404 'Post not found' (seed 001 §8). */
export async function loader({ params }: Route.LoaderArgs) {
  const now = new Date()
  const post = await publicPostBySlug(db(), params.slug, now)
  if (!post) return jsonError(404, 'Post not found')
  const [views, nextDue] = await Promise.all([viewCountsOrNone(db()), nextScheduledAt(db(), now)])
  return Response.json(apiPost(post, getConfig().SITE_URL, views), {
    headers: { 'Cache-Control': publicCache(nextDue, now) },
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
