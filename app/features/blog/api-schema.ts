import { z } from 'zod'
import { BLOG_CATEGORIES } from './categories'

/**
 * What the blog API answers, for the OpenAPI document; the post a client writes is
 * BlogPostInputSchema in schema.ts. Kept equal to `apiPost` by a type test in
 * features/api/openapi.test.ts.
 */
const QuizAnswerSchema = z.object({
  title: z.string(),
  question: z.string(),
  options: z.array(z.object({ text: z.string(), correct: z.boolean(), explanation: z.string() })),
  successMessage: z.string(),
  reward: z.string().optional(),
})

export const ApiPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  category: z.enum(BLOG_CATEGORIES),
  metaDescription: z.string(),
  excerpt: z.string(),
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable().describe('An absolute address.'),
  imageAlt: z.string(),
  imageCaption: z.string().nullable(),
  content: z.string().describe('The body as sanitised HTML; a quiz’s place is an HTML comment.'),
  publishedDate: z.string().describe('YYYY-MM-DD'),
  updatedDate: z.string().nullable(),
  readTime: z.number().int().describe('Minutes.'),
  wordCount: z.number().int(),
  viewCount: z.number().int(),
  author: z.object({
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    initials: z.string(),
    avatarColor: z.string(),
    url: z.string(),
    socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })).readonly(),
  }),
  whyItMatters: z.string().nullable(),
  takeaways: z.array(z.string()),
  keyMetrics: z.array(z.object({ value: z.string(), label: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  relatedResources: z.array(
    z.object({ title: z.string(), description: z.string(), url: z.string() }),
  ),
  cta: z
    .object({
      title: z.string(),
      description: z.string(),
      buttonText: z.string(),
      link: z.string(),
    })
    .nullable(),
  quizzes: z
    .object({ midpoint: QuizAnswerSchema.optional(), final: QuizAnswerSchema.optional() })
    .nullable(),
  status: z.enum(['DRAFT', 'SCHEDULED', 'PUBLISHED']),
  scheduledAt: z.string().nullable(),
  isPinned: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  source: z.enum(['bundled', 'database']),
})

/** A page of posts, counted from 0 (Spring-style). */
export const PostPageSchema = z.object({
  content: z.array(ApiPostSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})

/** GET /api/blog/search. */
export const PostSearchPageSchema = PostPageSchema.extend({
  query: z.string().describe('The query as it was read.'),
})

/** GET /api/blog/category/{category}. */
export const CategoryPageSchema = PostPageSchema.extend({ category: z.enum(BLOG_CATEGORIES) })

/** POST /api/blog/slug/{slug}/view. */
export const ViewCountSchema = z.object({
  slug: z.string(),
  views: z.number().int(),
  counted: z.boolean().describe('False for a repeat view in this session, or a bot.'),
})
