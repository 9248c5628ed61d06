import { and, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { blogPosts } from '~/db/schema'
import { allPosts } from './content.server'
import { POST_STATUSES, type PostStatus } from './schema'
import { viewCounts } from './views.server'
import { likePattern } from '~/lib/list-query'
import { totalPages } from '~/lib/pagination'

/**
 * The admin list of every post: the database posts (newest change first), then the bundled
 * articles (newest first), which are read-only here.
 */
export const ADMIN_POST_FILTERS = ['all', ...POST_STATUSES, 'bundled'] as const
export type AdminPostFilter = (typeof ADMIN_POST_FILTERS)[number]

export const ADMIN_POSTS_PAGE_SIZE = 50

/** The list's filters, from its query string. Bad values are dropped, not refused. */
export const AdminPostQuerySchema = z.object({
  status: z.enum(ADMIN_POST_FILTERS).catch('all'),
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(0).max(10_000).catch(0),
})
export type AdminPostQuery = z.infer<typeof AdminPostQuerySchema>

export function adminPostQueryFrom(params: URLSearchParams): AdminPostQuery {
  return AdminPostQuerySchema.parse({
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? '',
    page: params.get('page') ?? 0,
  })
}

export interface AdminPostRow {
  id: number
  source: 'bundled' | 'database'
  title: string
  slug: string
  status: PostStatus
  /** Whether the public can read it now (a scheduled post is, once its time has come). */
  live: boolean
  isPinned: boolean
  scheduledAt: string | null
  /** YYYY-MM-DD; null for a draft. */
  publishedDate: string | null
  /** ISO time for a database post; YYYY-MM-DD for a bundled article. */
  updatedAt: string
  views: number
}

export async function listAdminPosts(db: Database, query: AdminPostQuery, now = new Date()) {
  const where: SQL[] = []
  if (query.status !== 'all' && query.status !== 'bundled')
    where.push(eq(blogPosts.status, query.status))
  if (query.q) where.push(ilike(blogPosts.title, likePattern(query.q)))
  const [stored, views] = await Promise.all([
    query.status === 'bundled'
      ? []
      : db
          .select({
            id: blogPosts.id,
            title: blogPosts.title,
            slug: blogPosts.slug,
            status: blogPosts.status,
            isPinned: blogPosts.isPinned,
            scheduledAt: blogPosts.scheduledAt,
            publishedAt: blogPosts.publishedAt,
            updatedAt: blogPosts.updatedAt,
          })
          .from(blogPosts)
          .where(where.length ? and(...where) : undefined)
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id)),
    viewCounts(db),
  ])
  const words = query.q.toLowerCase()
  const bundled =
    query.status === 'all' || query.status === 'bundled'
      ? allPosts().filter((post) => post.title.toLowerCase().includes(words))
      : []
  const rows: AdminPostRow[] = [
    ...stored.map((row) => {
      const { status } = row
      return {
        id: row.id,
        source: 'database' as const,
        title: row.title,
        slug: row.slug,
        status,
        live:
          status === 'published' ||
          (status === 'scheduled' && row.scheduledAt !== null && row.scheduledAt <= now),
        isPinned: row.isPinned,
        scheduledAt: row.scheduledAt?.toISOString() ?? null,
        publishedDate: row.publishedAt?.toISOString().slice(0, 10) ?? null,
        updatedAt: row.updatedAt.toISOString(),
        views: views.get(row.slug) ?? 0,
      }
    }),
    ...bundled.map((post) => ({
      id: post.id,
      source: 'bundled' as const,
      title: post.title,
      slug: post.slug,
      status: 'published' as const,
      live: true,
      isPinned: false,
      scheduledAt: null,
      publishedDate: post.publishedDate,
      updatedAt: post.updatedDate ?? post.publishedDate,
      views: views.get(post.slug) ?? 0,
    })),
  ]
  const size = ADMIN_POSTS_PAGE_SIZE
  return {
    content: rows.slice(query.page * size, query.page * size + size),
    totalElements: rows.length,
    totalPages: totalPages(rows.length, size),
    page: query.page,
  }
}
