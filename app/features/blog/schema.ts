import { z } from 'zod'
import { POST_STATUSES, type PostStatus } from '~/db/vocabulary'
import { CONTROL_CHARACTER, PLAIN_TEXT_MESSAGE } from '~/lib/fields'
import { BLOG_CATEGORIES } from './categories'
import { formatCount } from '~/lib/format'

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write dates as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'Not a real calendar date')

/** No control characters; line breaks are allowed (a FAQ answer may run over lines). */
const plainText = (value: string) => !CONTROL_CHARACTER.test(value)

const Text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(plainText, PLAIN_TEXT_MESSAGE)
    .min(min, min === 1 ? 'Fill this in' : `Use at least ${min} characters`)
    .max(max, `Use at most ${max} characters`)

/** A list of at most `max` items, saying so in the editor's words. */
const most = (max: number, things: string) => `Use at most ${max} ${things}`

/** A site path (`/blog/…`, `/calculators/…`) or an https address. */
export const LinkTargetSchema = z
  .string()
  .regex(
    /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/,
    'Use a site path starting with / or an https:// address',
  )

export const QuizOptionSchema = z.strictObject({
  text: Text(1, 300),
  correct: z.boolean(),
  explanation: Text(1, 600),
})

export const QuizSchema = z.strictObject({
  title: Text(1, 80),
  question: Text(5, 400),
  options: z
    .array(QuizOptionSchema)
    .min(2)
    .max(6)
    .refine((options) => options.some((o) => o.correct), 'At least one option must be correct'),
  successMessage: Text(1, 300),
  reward: Text(1, 300).optional(),
})
export type Quiz = z.infer<typeof QuizSchema>

/**
 * The front matter of a bundled article (seed 001 §3 plus the editorial plan's summary fields).
 * Strict: a misspelt field name is an error, not a silently missing value.
 */
export const ArticleFrontMatterSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase words joined by hyphens'),
  title: Text(10, 120),
  subtitle: Text(10, 200),
  category: z.enum(BLOG_CATEGORIES),
  publishedDate: DateStringSchema,
  updatedDate: DateStringSchema.optional(),
  metaDescription: Text(50, 170),
  excerpt: Text(20, 300),
  keywords: z.array(Text(2, 80)).min(1).max(12),
  tags: z.array(Text(2, 40)).min(1).max(8),
  // Seed 001 §9: why-it-matters 31–149 characters, takeaways 21–149, up to 3 metrics.
  whyItMatters: Text(31, 149),
  takeaways: z.array(Text(21, 149)).min(3).max(4),
  keyMetrics: z
    .array(z.strictObject({ value: Text(1, 16), label: Text(3, 100) }))
    .min(1)
    .max(3),
  faqs: z
    .array(z.strictObject({ question: Text(5, 200), answer: Text(20, 1200) }))
    .min(3)
    .max(6),
  relatedResources: z
    .array(
      z.strictObject({ title: Text(3, 120), description: Text(5, 300), url: LinkTargetSchema }),
    )
    .min(1)
    .max(6),
  cta: z.strictObject({
    title: Text(3, 100),
    description: Text(5, 300),
    buttonText: Text(2, 40),
    link: LinkTargetSchema,
  }),
  imageAlt: Text(3, 200).optional(),
  imageCaption: Text(3, 300).optional(),
  quizzes: z
    .strictObject({ midpoint: QuizSchema.optional(), final: QuizSchema.optional() })
    .optional(),
})
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatterSchema>

export { POST_STATUSES, type PostStatus }

/** The largest article body the API accepts, in characters of HTML. */
export const MAX_POST_HTML = 200_000
/** The largest article body written in Markdown, in characters. */
export const MAX_POST_MARKDOWN = 100_000

/** A site path for an uploaded or generated image: `/images/…`, no host, no scheme. */
const SitePathSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)[^\s"'<>\\]*$/, 'Use a site path starting with /, such as /images/blog/x.webp')

/**
 * A post written through the admin API (POST /api/blog, PUT /api/blog/{id}: a PUT replaces the
 * whole post) or the admin editor. The same field rules as a bundled article's front matter, except
 * that the summary fields are optional. The body comes once: `content` as HTML, or `markdown` in
 * the bundled articles' Markdown (rendered by the same renderer); either way it is sanitised
 * before it is stored. Strict: a misspelt field is named, not silently dropped.
 */
export const BlogPostInputSchema = z
  .strictObject({
    slug: z
      .string()
      .trim()
      .max(120, 'Use at most 120 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase words joined by hyphens'),
    title: Text(10, 120),
    subtitle: Text(10, 200).optional(),
    category: z.enum(BLOG_CATEGORIES, `Choose one of: ${BLOG_CATEGORIES.join(', ')}`),
    metaDescription: Text(50, 170),
    excerpt: Text(20, 300),
    keywords: z.array(Text(2, 80)).min(1, 'Add at least one keyword').max(12, most(12, 'keywords')),
    tags: z.array(Text(2, 40)).max(8, most(8, 'tags')).default([]),
    featuredImage: SitePathSchema.optional(),
    imageAlt: Text(3, 200).optional(),
    imageCaption: Text(3, 300).optional(),
    content: z
      .string()
      .refine(plainText, PLAIN_TEXT_MESSAGE)
      .min(1, 'Write the article')
      .max(MAX_POST_HTML)
      .optional(),
    markdown: z
      .string()
      .refine(plainText, PLAIN_TEXT_MESSAGE)
      .max(MAX_POST_MARKDOWN, `Use at most ${formatCount(MAX_POST_MARKDOWN)} characters`)
      .optional(),
    status: z.enum(POST_STATUSES, `Choose one of: ${POST_STATUSES.join(', ')}`).default('draft'),
    scheduledAt: z.iso
      .datetime({ offset: true, message: 'Use an ISO date and time, e.g. 2026-03-01T09:00:00Z' })
      .optional(),
    isPinned: z.boolean().default(false),
    whyItMatters: Text(31, 149).optional(),
    takeaways: z.array(Text(21, 149)).max(4, most(4, 'takeaways')).optional(),
    keyMetrics: z
      .array(z.strictObject({ value: Text(1, 16), label: Text(3, 100) }))
      .max(3, most(3, 'metrics'))
      .optional(),
    faqs: z
      .array(z.strictObject({ question: Text(5, 200), answer: Text(20, 1200) }))
      .max(10, most(10, 'questions'))
      .optional(),
    relatedResources: z
      .array(
        z.strictObject({ title: Text(3, 120), description: Text(5, 300), url: LinkTargetSchema }),
      )
      .max(6, most(6, 'resources'))
      .optional(),
    cta: z
      .strictObject({
        title: Text(3, 100),
        description: Text(5, 300),
        buttonText: Text(2, 40),
        link: LinkTargetSchema,
      })
      .optional(),
  })
  .superRefine((post, ctx) => {
    if (post.content !== undefined && post.markdown !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['markdown'],
        message: 'Send the body once: content (HTML) or markdown, not both',
      })
    else if (post.markdown !== undefined && post.markdown.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['markdown'], message: 'Write the article' })
    else if (post.content === undefined && post.markdown === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: 'Write the article: content (HTML) or markdown',
      })
    if (post.status === 'scheduled' && !post.scheduledAt)
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledAt'],
        message: 'Give the date and time to publish a scheduled post',
      })
  })
export type BlogPostInput = z.infer<typeof BlogPostInputSchema>
