import { Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader } from '~/features/admin/admin-ui'
import { PostEditor, previewKeepsPageData } from '~/features/blog/post-editor'
import { editablePost, postEditorAction, previewOf } from '~/features/blog/post-editor.server'
import { postFormValuesOf } from '~/features/blog/post-form'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.blog.$postId'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const utc = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ')

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const row = await editablePost(db(), params.postId)
  const now = new Date()
  const live =
    row.status === 'published' ||
    (row.status === 'scheduled' && row.scheduledAt !== null && row.scheduledAt <= now)
  return {
    post: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      live,
      scheduledAt: row.scheduledAt ? utc(row.scheduledAt) : null,
      updatedAt: utc(row.updatedAt),
      version: row.updatedAt.toISOString(),
      htmlOnly: row.contentMarkdown === null,
    },
    values: postFormValuesOf(row),
    preview: previewOf({ ok: true, html: row.content }),
    saved: new URL(request.url).searchParams.get('saved') === '1',
    nowUtc: utc(now),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const row = await editablePost(db(), params.postId)
  return postEditorAction(db(), request, session, row)
}

export const shouldRevalidate = previewKeepsPageData

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData ? `Edit: ${loaderData.post.title}` : 'Edit Blog Post',
    description: 'Edit a blog post, preview it, and publish, schedule or pin it.',
    path: loaderData ? `/admin/blog/${loaderData.post.id}` : '/admin/blog',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

function savedMessage(post: { status: string; live: boolean; scheduledAt: string | null }) {
  if (post.live) return 'Saved. The post is on the blog.'
  if (post.status === 'scheduled')
    return `Saved. The post will appear on the blog at ${post.scheduledAt} UTC.`
  return 'Saved as a draft. It is not on the blog.'
}

export default function EditPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData
  const status = post.live
    ? 'On the blog'
    : post.status === 'scheduled'
      ? `Scheduled for ${post.scheduledAt} UTC`
      : 'Draft'
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/blog" className="font-semibold text-brand-700 underline">
          ← All posts
        </Link>
      </p>
      <AdminPageHeader
        title={`Edit: ${post.title}`}
        intro={`${status} · last saved ${post.updatedAt} UTC`}
      />
      {loaderData.saved && !actionData ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900"
        >
          {savedMessage(post)}{' '}
          {post.live ? (
            <Link to={`/blog/${post.slug}`} className="underline">
              View it
            </Link>
          ) : null}
        </p>
      ) : null}
      <PostEditor
        key={actionData?.values ? JSON.stringify(actionData.values) : post.version}
        mode="edit"
        values={actionData?.values ?? loaderData.values}
        fieldErrors={actionData?.fieldErrors ?? {}}
        formError={actionData?.formError ?? null}
        preview={actionData?.preview ?? loaderData.preview}
        htmlOnly={post.htmlOnly}
        nowUtc={loaderData.nowUtc}
      >
        {post.live ? (
          <Link to={`/blog/${post.slug}`} className="btn-secondary">
            View on the blog
          </Link>
        ) : null}
        <Link
          to={`/admin/blog/${post.id}/delete`}
          className="btn-secondary border-red-700 text-red-800 hover:bg-red-50"
        >
          Delete post…
        </Link>
      </PostEditor>
    </div>
  )
}
