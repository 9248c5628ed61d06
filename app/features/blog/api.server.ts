import { z } from 'zod'
import { fieldErrorsOf, jsonError } from '~/lib/http/json.server'
import { EDITORIAL_AUTHOR } from './author'
import type { BlogPost } from './content.server'

/**
 * The blog's JSON API shapes (seed 001 §7, under /api/blog). Posts carry the fields the seed's pages
 * read; lists come as Spring-style pages: `{ content, totalPages, totalElements }`.
 */
export const MAX_PAGE_SIZE = 100

export function pageQuerySchema(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int('Use a whole number').min(0, 'Pages start at 0').default(0),
    size: z.coerce
      .number()
      .int('Use a whole number')
      .min(1, 'Ask for at least 1 post')
      .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} posts per page`)
      .default(defaultSize),
  })
}

/** Reads `page` and `size` from the query string; throws a 400 naming the bad one. */
export function parsePageQuery(url: URL, defaultSize: number) {
  const raw: Record<string, string> = {}
  for (const key of ['page', 'size']) {
    const value = url.searchParams.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  const parsed = pageQuerySchema(defaultSize).safeParse(raw)
  if (!parsed.success)
    throw jsonError(400, 'Some query parameters need your attention.', {
      fieldErrors: fieldErrorsOf(parsed.error),
    })
  return parsed.data
}

/** One post as the API returns it. */
export function apiPost(post: BlogPost, siteUrl: string, views: ReadonlyMap<string, number>) {
  const html = post.segments
    .map((segment) =>
      segment.kind === 'html' ? segment.html : `<!-- quiz:${segment.position} -->\n`,
    )
    .join('')
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    subtitle: post.subtitle ?? null,
    category: post.category,
    metaDescription: post.metaDescription,
    excerpt: post.excerpt,
    keywords: post.keywords,
    tags: post.tags,
    featuredImage: post.image.src ? new URL(post.image.src, siteUrl).href : null,
    imageAlt: post.image.alt,
    imageCaption: post.imageCaption ?? null,
    content: html,
    publishedDate: post.publishedDate,
    updatedDate: post.updatedDate ?? null,
    readTime: post.readTime,
    wordCount: post.wordCount,
    viewCount: views.get(post.slug) ?? 0,
    author: {
      name: EDITORIAL_AUTHOR.name,
      title: EDITORIAL_AUTHOR.title,
      bio: EDITORIAL_AUTHOR.bio,
      initials: EDITORIAL_AUTHOR.initials,
      avatarColor: post.avatarColor,
      url: new URL(EDITORIAL_AUTHOR.url, siteUrl).href,
      socialLinks: EDITORIAL_AUTHOR.socialLinks,
    },
    whyItMatters: post.whyItMatters ?? null,
    takeaways: post.takeaways,
    keyMetrics: post.keyMetrics,
    faqs: post.faqs,
    relatedResources: post.relatedResources,
    cta: post.cta ?? null,
    quizzes: post.quizzes ?? null,
    status: (post.publication?.status ?? 'published').toUpperCase() as
      'DRAFT' | 'SCHEDULED' | 'PUBLISHED',
    scheduledAt: post.publication?.scheduledAt ?? null,
    isPinned: post.publication?.isPinned ?? false,
    createdAt: post.publication?.createdAt ?? null,
    updatedAt: post.publication?.updatedAt ?? null,
    source: post.source,
  }
}
