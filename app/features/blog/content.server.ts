import { avatarColor, EDITORIAL_AUTHOR } from './author'
import { parseFrontMatter } from './front-matter'
import { featuredImage, type FeaturedImage } from './images'
import { countWords, type BodySegment, type Heading, type QuizPosition } from './markdown'
import { renderMarkdown } from './markdown.server'
import type { ArticleView, BlogPostSummary, PostFields } from './post-types'
import { ArticleFrontMatterSchema } from './schema'

/**
 * The bundled articles: Markdown files in content/blog, bundled into the server build as text and
 * parsed and rendered to HTML once, on first use, then held in memory for every request. Parsing is
 * strict (see front-matter.ts, markdown.ts and the schema), so a broken article stops the server at
 * start-up with the file and line, and fails the content tests.
 */

/** Seed 001 §9: reading speed for the summary card's read time. */
export const WORDS_PER_MINUTE = 200

export interface BlogPost extends PostFields {
  wordCount: number
  /** Minutes: words / 200, rounded up. */
  readTime: number
  segments: BodySegment[]
  headings: Heading[]
  /** The body's plain text, for search. */
  text: string
  links: string[]
  quizMarkers: QuizPosition[]
  image: FeaturedImage
  avatarColor: string
  /** Where the post came from: the bundled files, or the database (written through the admin API). */
  source: 'bundled' | 'database'
  /** A database post's publication state (bundled articles are always published). */
  publication?: {
    status: 'draft' | 'scheduled' | 'published'
    scheduledAt: string | null
    isPinned: boolean
    createdAt: string
    updatedAt: string
  }
}

export class ArticleError extends Error {
  constructor(file: string, cause: unknown) {
    super(`${file}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'ArticleError'
  }
}

/** Parses one article file; throws an ArticleError naming the file and the problem. */
export function parseArticle(file: string, source: string): BlogPost {
  try {
    const { data, body, bodyLine } = parseFrontMatter(source)
    const parsed = ArticleFrontMatterSchema.safeParse(data)
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
      )
      throw new Error(`front matter: ${problems.join('; ')}`)
    }
    const rendered = renderMarkdown(body, bodyLine)
    const wordCount = countWords(rendered.text)
    return {
      ...parsed.data,
      ...rendered,
      wordCount,
      readTime: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
      image: featuredImage(parsed.data),
      avatarColor: avatarColor(parsed.data.id),
      source: 'bundled',
    }
  } catch (error) {
    throw new ArticleError(file, error)
  }
}

/** Newest first by published date (seed 001 §2), then by id so the order is stable. */
export function byNewest(a: { publishedDate: string; id: number }, b: typeof a) {
  return b.publishedDate.localeCompare(a.publishedDate) || b.id - a.id
}

let cache: { posts: BlogPost[]; bySlug: Map<string, BlogPost> } | undefined

function load() {
  if (!cache) {
    // The article files, bundled into the build as text.
    const files = import.meta.glob<string>('/content/blog/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const posts = Object.entries(files)
      .map(([file, source]) => parseArticle(file.replace(/^\//, ''), source))
      .sort(byNewest)
    const bySlug = new Map<string, BlogPost>()
    for (const post of posts) {
      if (bySlug.has(post.slug)) throw new Error(`Two articles use the slug "${post.slug}".`)
      bySlug.set(post.slug, post)
    }
    cache = { posts, bySlug }
  }
  return cache
}

/** Every bundled article, newest first. Public pages read `publicPosts` (posts.server.ts). */
export function allPosts(): readonly BlogPost[] {
  return load().posts
}

/** The bundled article with this slug. */
export function postBySlug(slug: string): BlogPost | undefined {
  return load().bySlug.get(slug)
}

/** Bundled articles and published database posts, newest first; a bundled slug wins. */
export function mergePosts(
  bundled: readonly BlogPost[],
  database: readonly BlogPost[],
): BlogPost[] {
  const taken = new Set(bundled.map((post) => post.slug))
  return [...bundled, ...database.filter((post) => !taken.has(post.slug))].sort(byNewest)
}

/** Pinned posts first (newest pinned first), then the rest in their order. */
export function pinnedFirst(posts: readonly BlogPost[]): BlogPost[] {
  const pinned = posts.filter((post) => post.publication?.isPinned)
  return pinned.length
    ? [...pinned, ...posts.filter((post) => !post.publication?.isPinned)]
    : [...posts]
}

export function summaryOf(post: BlogPost): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    publishedDate: post.publishedDate,
    ...(post.updatedDate ? { updatedDate: post.updatedDate } : {}),
    readTime: post.readTime,
    image: post.image,
    avatarColor: post.avatarColor,
  }
}

/** A glossary is an article with a `## A` … `## Z` section for (nearly) every letter. */
const MIN_LETTER_SECTIONS = 10

export function articleView(post: BlogPost): ArticleView {
  const {
    text: _text,
    links: _links,
    quizMarkers: _markers,
    headings,
    source: _source,
    publication: _publication,
    imageAlt: _alt,
    ...view
  } = post
  const letters = headings.filter((h) => h.depth === 2 && /^[A-Z]$/.test(h.text))
  return { ...view, letterSections: letters.length >= MIN_LETTER_SECTIONS ? letters : [] }
}

/**
 * Keep Learning (seed 001 §7): up to `limit` other posts, same category first, then the most
 * viewed, then the newest.
 */
export function relatedPosts(
  post: Pick<BlogPost, 'slug' | 'category'>,
  posts: readonly BlogPost[],
  views: ReadonlyMap<string, number>,
  limit = 3,
): BlogPost[] {
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, same: other.category === post.category ? 1 : 0 }))
    .sort(
      (a, b) =>
        b.same - a.same ||
        (views.get(b.other.slug) ?? 0) - (views.get(a.other.slug) ?? 0) ||
        byNewest(a.other, b.other),
    )
    .slice(0, limit)
    .map(({ other }) => other)
}

export { EDITORIAL_AUTHOR }
export type { ArticleView, BlogPostSummary }
