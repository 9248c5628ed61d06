import { Form, Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Table } from '~/features/admin/admin-ui'
import {
  adminPostQueryFrom,
  listAdminPosts,
  type AdminPostFilter,
  type AdminPostRow,
} from '~/features/blog/admin-posts.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.blog._index'
import { formatCount, formatDay, formatUtcDateTime } from '~/lib/format'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = new URL(request.url).searchParams
  const query = adminPostQueryFrom(params)
  return {
    query,
    page: await listAdminPosts(db(), query),
    deleted: params.get('deleted') === '1',
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Blog Posts',
    description: 'Every blog post: write, schedule, publish, pin and delete.',
    path: '/admin/blog',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

const FILTER_LABELS: Record<AdminPostFilter, string> = {
  all: 'All posts',
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published (written here)',
  bundled: 'Bundled with the site',
}

/** A database time with its hour, or a bundled article's day. */
const when = (value: string) => (value.length === 10 ? formatDay(value) : formatUtcDateTime(value))

export default function AdminBlogPage({ loaderData }: Route.ComponentProps) {
  const { query, page, deleted } = loaderData
  const pageHref = (n: number) => {
    const params = new URLSearchParams()
    if (query.status !== 'all') params.set('status', query.status)
    if (query.q) params.set('q', query.q)
    if (n > 0) params.set('page', String(n))
    const search = params.toString()
    return search ? `/admin/blog?${search}` : '/admin/blog'
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AdminPageHeader
          title="Blog"
          intro="Posts written here, and the articles bundled with the site (read-only). Times are UTC."
        />
        <Link to="/admin/blog/new" className="btn-primary">
          New post
        </Link>
      </div>
      {deleted ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900"
        >
          The post was deleted.
        </p>
      ) : null}

      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[14rem_1fr_auto]"
      >
        <label className="block text-sm font-semibold text-slate-800">
          Show
          <select name="status" defaultValue={query.status} className="field-input mt-1">
            {Object.entries(FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Title contains
          <input name="q" type="search" defaultValue={query.q} className="field-input mt-1" />
        </label>
        <div className="flex items-end gap-3">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          <Link to="/admin/blog" className="btn-secondary">
            Clear
          </Link>
        </div>
      </Form>

      <p role="status" className="text-slate-700" data-testid="post-count">
        {page.totalElements === 1 ? '1 post' : `${formatCount(page.totalElements)} posts`}
        {page.totalPages > 1 ? ` · page ${page.page + 1} of ${page.totalPages}` : ''}
      </p>

      {page.content.length ? (
        <Table caption="Blog posts">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              <th scope="col">Updated</th>
              <th scope="col" className="text-right">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((post) => (
              <tr key={`${post.source}-${post.id}`}>
                <td className="min-w-64">
                  {post.source === 'database' ? (
                    <Link
                      to={`/admin/blog/${post.id}`}
                      className="inline-flex min-h-6 font-semibold text-brand-700 underline"
                    >
                      {post.title}
                    </Link>
                  ) : (
                    <span className="font-semibold text-slate-900">{post.title}</span>
                  )}
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                    {post.source === 'bundled' ? <Badge tone="slate">Bundled</Badge> : null}
                    {post.isPinned ? <Badge tone="brand">Pinned</Badge> : null}
                    {post.live ? (
                      <Link
                        to={`/blog/${post.slug}`}
                        className="inline-flex min-h-6 items-center text-brand-700 underline"
                        aria-label={`View “${post.title}” on the blog`}
                      >
                        View
                      </Link>
                    ) : (
                      <span>/blog/{post.slug}</span>
                    )}
                  </div>
                </td>
                <td className="whitespace-nowrap">
                  <StatusBadge post={post} />
                </td>
                <td className="whitespace-nowrap">{dateOf(post)}</td>
                <td className="whitespace-nowrap">{when(post.updatedAt)}</td>
                <td className="text-right">{formatCount(post.views)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="text-slate-700">No posts match these filters.</p>
      )}

      {page.totalPages > 1 ? (
        <nav aria-label="Pages of posts" className="flex gap-3">
          {page.page > 0 ? (
            <Link to={pageHref(page.page - 1)} className="btn-secondary">
              Previous
            </Link>
          ) : null}
          {page.page + 1 < page.totalPages ? (
            <Link to={pageHref(page.page + 1)} className="btn-secondary">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}

function dateOf(post: AdminPostRow) {
  if (post.status === 'scheduled' && post.scheduledAt) return when(post.scheduledAt)
  if (post.publishedDate) return formatDay(post.publishedDate)
  return '—'
}

const TONES = {
  slate: 'bg-slate-100 text-slate-900',
  brand: 'bg-brand-100 text-brand-900',
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-900',
} as const

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${TONES[tone]}`}>{children}</span>
  )
}

function StatusBadge({ post }: { post: AdminPostRow }) {
  if (post.status === 'draft') return <Badge tone="slate">Draft</Badge>
  if (post.status === 'scheduled')
    return (
      <Badge tone={post.live ? 'green' : 'amber'}>
        {post.live ? 'Scheduled · live' : 'Scheduled'}
      </Badge>
    )
  return <Badge tone="green">Published</Badge>
}
