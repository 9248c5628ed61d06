import { Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader } from '~/features/admin/admin-ui'
import { PostEditor, previewKeepsPageData } from '~/features/blog/post-editor'
import { postEditorAction } from '~/features/blog/post-editor.server'
import { EMPTY_POST_FORM } from '~/features/blog/post-form'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.blog.new'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { nowUtc: new Date().toISOString().slice(0, 16).replace('T', ' ') }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  return postEditorAction(db(), request, session)
}

export const shouldRevalidate = previewKeepsPageData

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'New Blog Post',
    description: 'Write a blog post in Markdown, preview it and publish or schedule it.',
    path: '/admin/blog/new',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function NewPostPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/blog" className="font-semibold text-brand-700 underline">
          ← All posts
        </Link>
      </p>
      <AdminPageHeader
        title="New post"
        intro="Write the article in Markdown. Nothing is public until you publish or schedule it."
      />
      <PostEditor
        key={actionData?.values ? JSON.stringify(actionData.values) : 'new'}
        mode="new"
        values={actionData?.values ?? EMPTY_POST_FORM}
        fieldErrors={actionData?.fieldErrors ?? {}}
        formError={actionData?.formError ?? null}
        preview={actionData?.preview ?? null}
        htmlOnly={false}
        nowUtc={loaderData.nowUtc}
      />
    </div>
  )
}
