import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { methodNotAllowed, parseBody } from '~/lib/http/json.server'
import { apiPost } from '~/features/blog/api.server'
import { BODY_LIMITS } from '~/lib/security/body-limits'
import { actorOf, requireApiAdmin } from '~/features/admin/access.server'
import { PostWriteError, createPost, postFromRow } from '~/features/blog/posts.server'
import { BlogPostInputSchema } from '~/features/blog/schema'
import type { Route } from './+types/api.blog'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/blog: an admin creates a post (401 without a session, 403 for other roles). The body is
 * validated (400 with fieldErrors), its HTML sanitised (or its Markdown rendered, then sanitised);
 * a slug a bundled article or another post uses is refused (409). The audit log records it.
 * Answers 201 with the post as the read API shows it.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const session = await requireApiAdmin(request)
  const { data: input } = await parseBody(request, BlogPostInputSchema, {
    maxBytes: BODY_LIMITS.article,
  })
  let row
  try {
    row = await createPost(db(), { actor: actorOf(session), input })
  } catch (error) {
    if (error instanceof PostWriteError) return error.toResponse()
    throw error
  }
  return Response.json(apiPost(postFromRow(row), getConfig().SITE_URL, new Map()), {
    status: 201,
    headers: { 'Cache-Control': 'no-store', Location: `/api/blog/${row.id}` },
  })
}
