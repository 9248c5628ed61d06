import { and, eq, gt, lte, min, or } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { blogPosts } from '~/db/schema'
import { isUniqueViolation } from '~/db/errors'
import { jsonError } from '~/lib/http/json.server'
import type { Actor } from '~/features/admin/index.server'
import { recordAudit } from '~/features/admin/index.server'
import { announceContentChange } from '~/lib/content-changes.server'
import { logWarning } from '~/lib/log.server'
import { avatarColor } from './author'
import type { BlogCategory } from './categories'
import { WORDS_PER_MINUTE, allPosts, mergePosts, postBySlug, type BlogPost } from './content.server'
import { countWords } from './markdown'
import { renderPostMarkdown, sanitizePostBody } from './post-body.server'
import { textOfSanitizedHtml } from './sanitize.server'
import type { BlogPostInput } from './schema'

/**
 * Posts written through the admin API, stored in `blog_posts`, and the public list that merges them
 * with the bundled articles. A bundled article wins a slug: the API refuses a bundled slug, and the
 * merge drops a database post whose slug a bundled article has since taken. Drafts never show; a
 * scheduled post shows from its `scheduledAt` on, checked on every request, so no restart is needed.
 */
export type BlogPostRow = typeof blogPosts.$inferSelect

const dateOf = (value: Date) => value.toISOString().slice(0, 10)

/** A database post as the pages and the API use it (the same shape as a bundled article). */
export function postFromRow(row: BlogPostRow): BlogPost {
  const text = textOfSanitizedHtml(row.content)
  const wordCount = countWords(text)
  const publishedDate = dateOf(row.publishedAt ?? row.scheduledAt ?? row.createdAt)
  const updatedDate = dateOf(row.updatedAt)
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    category: row.category as BlogCategory,
    publishedDate,
    ...(updatedDate > publishedDate ? { updatedDate } : {}),
    metaDescription: row.metaDescription,
    excerpt: row.excerpt,
    keywords: row.keywords,
    tags: row.tags,
    ...(row.whyItMatters ? { whyItMatters: row.whyItMatters } : {}),
    takeaways: row.takeaways ?? [],
    keyMetrics: row.keyMetrics ?? [],
    faqs: row.faqs ?? [],
    relatedResources: row.relatedResources ?? [],
    ...(row.cta ? { cta: row.cta } : {}),
    ...(row.imageAlt ? { imageAlt: row.imageAlt } : {}),
    ...(row.imageCaption ? { imageCaption: row.imageCaption } : {}),
    wordCount,
    readTime: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
    segments: [{ kind: 'html', html: row.content }],
    headings: [],
    text,
    links: [],
    quizMarkers: [],
    // No generated card exists for a database post; without a featured image the page shows the
    // category placeholder.
    image: {
      src: row.featuredImage ?? '',
      srcSet: '',
      width: 1200,
      height: 630,
      alt: row.imageAlt ?? '',
    },
    avatarColor: avatarColor(row.id),
    source: 'database',
    publication: {
      status: row.status,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      isPinned: row.isPinned,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  }
}

const isPublicAt = (now: Date) =>
  or(
    eq(blogPosts.status, 'published'),
    and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.scheduledAt, now)),
  )

/** Database posts the public may read at `now`. */
export async function publishedDatabasePosts(db: Database, now = new Date()): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).where(isPublicAt(now))
  return rows.map(postFromRow)
}

function warnUnavailable(error: unknown) {
  logWarning('blog database posts unavailable', {
    error: error instanceof Error ? error.message : String(error),
  })
}

/**
 * Every post the public may read, newest first: the bundled articles and the published database
 * posts. If the database cannot answer, the bundled articles still are the blog.
 */
export async function publicPosts(db: Database, now = new Date()): Promise<BlogPost[]> {
  try {
    return mergePosts(allPosts(), await publishedDatabasePosts(db, now))
  } catch (error) {
    warnUnavailable(error)
    return [...allPosts()]
  }
}

/**
 * When the next scheduled post becomes public, so caches can stop before it; null when none is
 * waiting or the database cannot say.
 */
export async function nextScheduledAt(db: Database, now = new Date()): Promise<Date | null> {
  try {
    const [row] = await db
      .select({ at: min(blogPosts.scheduledAt) })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.scheduledAt, now)))
    return row?.at ?? null
  } catch (error) {
    warnUnavailable(error)
    return null
  }
}

/** The post the public may read at this slug: the bundled article, else a published database post. */
export async function publicPostBySlug(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<BlogPost | undefined> {
  const bundled = postBySlug(slug)
  if (bundled) return bundled
  try {
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), isPublicAt(now)))
    return row ? postFromRow(row) : undefined
  } catch (error) {
    warnUnavailable(error)
    return undefined
  }
}

/** The stored post with this id, whatever its status (for the admin API). */
export async function databasePostById(db: Database, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id))
  return row
}

/** The bundled article with this id, if any (they are changed in content/blog, not by the API). */
export function bundledPostById(id: number): BlogPost | undefined {
  return allPosts().find((post) => post.id === id)
}

/**
 * A write the service refuses: 400 for a body that fails a rule the schema cannot check, 409 for a
 * slug in use. `fieldErrors` name the fields, for a form or the API's `{ error, fieldErrors }`.
 */
export class PostWriteError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message)
    this.name = 'PostWriteError'
  }

  toResponse() {
    return jsonError(this.status, this.message, { fieldErrors: this.fieldErrors })
  }
}

const slugTaken = () =>
  new PostWriteError(409, 'Another post already uses this slug; choose another.', {
    slug: 'Another post already uses this slug',
  })

/** The stored body: Markdown rendered and sanitised, or HTML sanitised. */
function bodyOf(input: BlogPostInput) {
  const field = input.markdown !== undefined ? 'markdown' : 'content'
  const body =
    input.markdown !== undefined
      ? renderPostMarkdown(input.markdown)
      : sanitizePostBody(input.content ?? '')
  if (!body.ok)
    throw new PostWriteError(400, 'Some fields need your attention.', { [field]: body.error })
  return { content: body.html, contentMarkdown: input.markdown ?? null }
}

/**
 * The row values for a post: the body rendered and sanitised, and the publication date set when
 * the post is first published (a scheduled post's date is its schedule). Throws a 400 when no
 * text is left after sanitising, and a 409 when a bundled article has the slug.
 */
function rowValues(input: BlogPostInput, existing: BlogPostRow | undefined, now: Date) {
  if (postBySlug(input.slug))
    throw new PostWriteError(409, 'A bundled article already uses this slug; choose another.', {
      slug: 'A bundled article already uses this slug',
    })
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null
  const publishedAt =
    input.status === 'published'
      ? ((existing?.status === 'published' ? existing.publishedAt : null) ?? now)
      : input.status === 'scheduled'
        ? scheduledAt
        : null
  return {
    slug: input.slug,
    title: input.title,
    subtitle: input.subtitle ?? null,
    category: input.category,
    metaDescription: input.metaDescription,
    excerpt: input.excerpt,
    keywords: input.keywords,
    tags: input.tags,
    featuredImage: input.featuredImage ?? null,
    imageAlt: input.imageAlt ?? null,
    imageCaption: input.imageCaption ?? null,
    ...bodyOf(input),
    status: input.status,
    scheduledAt: input.status === 'scheduled' ? scheduledAt : null,
    publishedAt,
    isPinned: input.isPinned,
    whyItMatters: input.whyItMatters ?? null,
    takeaways: input.takeaways ?? null,
    keyMetrics: input.keyMetrics ?? null,
    faqs: input.faqs ?? null,
    relatedResources: input.relatedResources ?? null,
    cta: input.cta ?? null,
    updatedAt: now,
  }
}

async function slugUsedByAnother(db: Database, slug: string, id?: number) {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
  return row !== undefined && row.id !== id
}

/** The fields an edit can change, for the audit log's list of what changed. */
const EDITABLE_FIELDS = [
  'slug',
  'title',
  'subtitle',
  'category',
  'metaDescription',
  'excerpt',
  'keywords',
  'tags',
  'featuredImage',
  'imageAlt',
  'imageCaption',
  'content',
  'whyItMatters',
  'takeaways',
  'keyMetrics',
  'faqs',
  'relatedResources',
  'cta',
] as const satisfies readonly (keyof BlogPostRow)[]

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * The audit entries for a write: one per verb, so the log can be filtered by publishing,
 * scheduling or pinning. Details name what changed, never the text itself.
 */
export function postAuditEntries(before: BlogPostRow | undefined, after: BlogPostRow) {
  const title = `“${after.title}”`
  const entry = (action: string, summary: string, details?: Record<string, unknown>) => ({
    action,
    targetType: 'blog_post',
    targetId: String(after.id),
    summary,
    ...(details ? { details } : {}),
  })
  const entries = []
  if (!before) {
    entries.push(
      entry('post.create', `Created ${title}`, { slug: after.slug, status: after.status }),
    )
  } else {
    const changed = EDITABLE_FIELDS.filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    )
    if (changed.length) entries.push(entry('post.update', `Edited ${title}`, { fields: changed }))
  }
  const statusBefore = before?.status
  if (after.status === 'published' && statusBefore !== 'published')
    entries.push(entry('post.publish', `Published ${title}`, { slug: after.slug }))
  if (
    after.status === 'scheduled' &&
    (statusBefore !== 'scheduled' ||
      before?.scheduledAt?.getTime() !== after.scheduledAt?.getTime())
  )
    entries.push(
      entry('post.schedule', `Scheduled ${title} for ${utc(after.scheduledAt!)}`, {
        scheduledAt: after.scheduledAt!.toISOString(),
      }),
    )
  if (after.status === 'draft' && statusBefore && statusBefore !== 'draft')
    entries.push(entry('post.unpublish', `Moved ${title} back to draft`, { from: statusBefore }))
  if (after.isPinned !== (before?.isPinned ?? false))
    entries.push(
      entry('post.pin', `${after.isPinned ? 'Pinned' : 'Unpinned'} ${title}`, {
        pinned: after.isPinned,
      }),
    )
  // Saving without a change still leaves a trace of who saved it.
  if (before && entries.length === 0)
    entries.push(entry('post.update', `Saved ${title} without changes`, { fields: [] }))
  return entries
}

/** Writes a post and its audit entries together, or neither. */
async function writeWithAudit(
  db: Database,
  actor: Actor,
  write: (tx: Database) => Promise<{ before?: BlogPostRow; after: BlogPostRow }>,
) {
  try {
    return await db.transaction(async (tx) => {
      const { before, after } = await write(tx)
      for (const entry of postAuditEntries(before, after)) await recordAudit(tx, actor, entry)
      await announceContentChange(tx)
      return after
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken()
    throw error
  }
}

export interface PostWrite {
  actor: Actor
  input: BlogPostInput
  now?: Date
}

/** Stores a new post (audited); throws a PostWriteError for a refused body or slug. */
export async function createPost(
  db: Database,
  { actor, input, now = new Date() }: PostWrite,
): Promise<BlogPostRow> {
  const values = rowValues(input, undefined, now)
  return writeWithAudit(db, actor, async (tx) => {
    if (await slugUsedByAnother(tx, values.slug)) throw slugTaken()
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...values, createdAt: now })
      .returning()
    return { after: row! }
  })
}

/** Replaces a stored post (audited); undefined when no stored post has the id. */
export async function updatePost(
  db: Database,
  { actor, id, input, now = new Date() }: PostWrite & { id: number },
): Promise<BlogPostRow | undefined> {
  const existing = await databasePostById(db, id)
  if (!existing) return undefined
  const values = rowValues(input, existing, now)
  return writeWithAudit(db, actor, async (tx) => {
    if (await slugUsedByAnother(tx, values.slug, id)) throw slugTaken()
    const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning()
    return { before: existing, after: row! }
  })
}

/** Deletes a stored post (audited); false when no stored post has the id. */
export async function deletePost(
  db: Database,
  { actor, id }: { actor: Actor; id: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning()
    if (!row) return false
    await recordAudit(tx, actor, {
      action: 'post.delete',
      targetType: 'blog_post',
      targetId: String(row.id),
      summary: `Deleted “${row.title}”`,
      details: { slug: row.slug, status: row.status },
    })
    await announceContentChange(tx)
    return true
  })
}
