import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { apiPost } from '~/features/blog/api.server'
import { BODY_LIMITS } from '~/lib/security/body-limits'
import { actorOf, requireApiAdmin } from '~/features/admin/access.server'
import {
  PostWriteError,
  bundledPostById,
  databasePostById,
  deletePost,
  postFromRow,
  updatePost,
} from '~/features/blog/posts.server'
import { BlogPostInputSchema } from '~/features/blog/schema'
import { viewCount } from '~/features/blog/views.server'
import type { Route } from './+types/api.blog.$id'

export function loader() {
  return methodNotAllowed(['PUT', 'DELETE'])
}

/**
 * PUT /api/blog/{id} replaces a stored post (200 with the post); DELETE removes it (204). Admins
 * only (401 without a session, 403 for other roles); the audit log records each change. A bundled
 * article is changed in content/blog, not through the API (409); an id no post has is 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE')
    return methodNotAllowed(['PUT', 'DELETE'])
  const session = await requireApiAdmin(request)
  const actor = actorOf(session)
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined
  if (id === undefined) return jsonError(404, 'Post not found')
  const bundled = bundledPostById(id)
  if (bundled)
    return jsonError(
      409,
      `This article is bundled with the site; change content/blog/${bundled.slug}.md instead.`,
      { slug: bundled.slug, source: bundled.source },
    )
  if (request.method === 'DELETE') {
    if (!(await deletePost(db(), { actor, id }))) return jsonError(404, 'Post not found')
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }
  if (!(await databasePostById(db(), id))) return jsonError(404, 'Post not found')
  const { data: input } = await parseBody(request, BlogPostInputSchema, {
    maxBytes: BODY_LIMITS.article,
  })
  let row
  try {
    row = await updatePost(db(), { actor, id, input })
  } catch (error) {
    if (error instanceof PostWriteError) return error.toResponse()
    throw error
  }
  if (!row) return jsonError(404, 'Post not found')
  const views = new Map([[row.slug, await viewCount(db(), row.slug)]])
  return Response.json(apiPost(postFromRow(row), getConfig().SITE_URL, views), {
    headers: { 'Cache-Control': 'no-store' },
  })
}
