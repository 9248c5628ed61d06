import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { db } from '~/db/client.server'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader } from '~/features/admin/admin-ui'
import { editablePost } from '~/features/blog/post-editor.server'
import { deletePost } from '~/features/blog/posts.server'
import { viewCount } from '~/features/blog/views.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.blog.$postId.delete'
import { readFormData } from '~/lib/http/form.server'
import { formatCount } from '~/lib/format'

const DeleteSchema = z.object({ intent: z.literal('delete', 'Press Delete post to confirm') })

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** The second step of deleting a post: what will go, and a button that confirms it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const row = await editablePost(db(), params.postId)
  return {
    post: { id: row.id, title: row.title, slug: row.slug, status: row.status },
    views: await viewCount(db(), row.slug),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const row = await editablePost(db(), params.postId)
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!parsed.success) return data({ formError: parsed.error.issues[0]!.message }, { status: 400 })
  await deletePost(db(), { actor: actorOf(session), id: row.id })
  throw redirect('/admin/blog?deleted=1')
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData ? `Delete: ${loaderData.post.title}` : 'Delete Blog Post',
    description: 'Confirm that a blog post should be deleted.',
    path: loaderData ? `/admin/blog/${loaderData.post.id}/delete` : '/admin/blog',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function DeletePostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, views } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="max-w-2xl space-y-5">
      <AdminPageHeader title="Delete this post?" />
      <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-5">
        <p className="text-lg font-bold">“{post.title}”</p>
        <p className="mt-2">
          {post.status === 'draft'
            ? 'It is a draft, so readers have never seen it.'
            : `Its address, /blog/${post.slug}, will answer “Post not found”.`}{' '}
          It has {views === 1 ? '1 view' : `${formatCount(views)} views`}. Deleting cannot be
          undone; to take it off the blog but keep it, make it a draft instead.
        </p>
        {actionData?.formError ? (
          <p role="alert" className="mt-3 font-semibold">
            {actionData.formError}
          </p>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="delete"
            className="btn-primary bg-red-700 hover:bg-red-800"
            disabled={busy}
          >
            {busy ? 'Deleting…' : 'Delete post'}
          </button>
          <Link to={`/admin/blog/${post.id}`} className="btn-secondary">
            Keep it
          </Link>
        </Form>
      </div>
    </div>
  )
}
