import { db } from '~/db/client.server'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { publicPostBySlug } from '~/features/blog/posts.server'
import { recordView } from '~/features/blog/views.server'
import { secureCookies } from '~/lib/security/cookies.server'
import type { Route } from './+types/api.blog.slug.$slug.view'

export function loader() {
  return methodNotAllowed(['POST'])
}

/**
 * POST /api/blog/slug/{slug}/view (no body): counts a view once per visitor session; bots are
 * answered but not counted.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const post = await publicPostBySlug(db(), params.slug)
  if (!post) return jsonError(404, 'Post not found')
  const result = await recordView(db(), request, post.slug, {
    secureCookie: secureCookies(context),
  })
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (result.setCookie) headers.set('Set-Cookie', result.setCookie)
  return Response.json(
    { slug: post.slug, views: result.views, counted: result.outcome === 'counted' },
    { headers },
  )
}
