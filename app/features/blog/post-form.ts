import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { CONTROL_CHARACTER, PLAIN_TEXT_MESSAGE } from '~/lib/fields'
import { formText } from '~/lib/http/form-text'
import { BLOG_CATEGORIES } from './categories'
import { slugify } from './markdown'
import { BlogPostInputSchema, MAX_POST_MARKDOWN, POST_STATUSES, type PostStatus } from './schema'
import { formatCount } from '~/lib/format'

/**
 * The admin editor's form: what it holds while someone types, and its schema, which reads the
 * posted form into the body the JSON API takes and checks it with the API's own schema
 * (BlogPostInputSchema, the one schema for writing a post), naming each problem by the input that
 * caused it. Pure: the page uses it in the browser too.
 */

/** How many rows each list offers: the schema's maximum. */
export const LIST_LIMITS = { takeaways: 4, keyMetrics: 3, faqs: 10, relatedResources: 6 } as const

export type PostFormValues = {
  title: string
  slug: string
  subtitle: string
  category: string
  metaDescription: string
  excerpt: string
  /** Comma-separated. */
  keywords: string
  /** Comma-separated. */
  tags: string
  featuredImage: string
  imageAlt: string
  imageCaption: string
  markdown: string
  status: PostStatus
  /** `YYYY-MM-DDTHH:MM`, in UTC (what a datetime-local input holds). */
  scheduledAt: string
  isPinned: boolean
  whyItMatters: string
  takeaways: string[]
  keyMetrics: { value: string; label: string }[]
  faqs: { question: string; answer: string }[]
  relatedResources: { title: string; description: string; url: string }[]
  cta: { title: string; description: string; buttonText: string; link: string }
}

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  slug: '',
  subtitle: '',
  category: '',
  metaDescription: '',
  excerpt: '',
  keywords: '',
  tags: '',
  featuredImage: '',
  imageAlt: '',
  imageCaption: '',
  markdown: '',
  status: 'draft',
  scheduledAt: '',
  isPinned: false,
  whyItMatters: '',
  takeaways: [],
  keyMetrics: [],
  faqs: [],
  relatedResources: [],
  cta: { title: '', description: '', buttonText: '', link: '' },
}

/** The preview of a body: the HTML the site will publish, or the renderer's complaint. */
export type PostPreview =
  { ok: true; html: string; wordCount: number; readTime: number } | { ok: false; error: string }

/** What the editor's action answers. */
export interface EditorActionData {
  intent: 'preview' | 'save'
  /** What the form held (null for the preview the browser asks for while someone types). */
  values: PostFormValues | null
  preview: PostPreview | null
  fieldErrors: Record<string, string>
  formError: string | null
}

/** The editor's buttons: show the preview, or save. */
export const PostIntentSchema = z.enum(['preview', 'save'], 'Choose Preview or Save')

/** A preview request: the Markdown alone (the browser sends it while someone types). */
export const PostPreviewSchema = z.object({
  markdown: z
    .string()
    .refine((value) => !CONTROL_CHARACTER.test(value), PLAIN_TEXT_MESSAGE)
    .max(MAX_POST_MARKDOWN, `Use at most ${formatCount(MAX_POST_MARKDOWN)} characters`)
    .default(''),
})

/** The slug a new post gets from its title unless one is typed: the heading-id rule, 120 at most. */
export function slugFromTitle(title: string): string {
  return slugify(title)
    .slice(0, 120)
    .replace(/^-+|-+$/g, '')
}

/** Any posted value, or none: every input of the form is read, never required. */
const posted = z.unknown().optional()

/** One posted text input: its text, or empty when it is missing (or a file). */
const text = posted.transform((value) => formText(value))

/** A posted group of inputs (`cta.title` …, or the rows of a list) as Conform reads it. */
const group = (posted: unknown): Record<string, unknown> =>
  posted !== null && typeof posted === 'object' ? (posted as Record<string, unknown>) : {}

/**
 * The rows of a list posted as `list.0`, `list.1` … (Conform reads them as an object keyed by the
 * row number), the first `limit` of them.
 */
const numbered = (posted: unknown, limit: number) =>
  Array.from({ length: limit }, (_, i) => group(posted)[String(i)])

/** A list of one-line texts (`takeaways.0` …): blank ones dropped. */
const lines = (limit: number) =>
  posted.transform((posted) =>
    numbered(posted, limit)
      .map((value) => formText(value))
      .filter((line) => line.trim()),
  )

/** A list of rows of texts (`faqs.0.question` …): rows left wholly blank are dropped. */
function rows<K extends string>(keys: readonly K[], limit: number) {
  return posted.transform((posted) =>
    numbered(posted, limit)
      .map((cells) => {
        const record = group(cells)
        return Object.fromEntries(keys.map((key) => [key, formText(record[key])])) as Record<
          K,
          string
        >
      })
      .filter((row) => keys.some((key) => row[key].trim())),
  )
}

/**
 * What the form holds, as posted (Conform's payload). Blank rows of the lists are dropped, an
 * unknown status is a draft, a ticked box is "on".
 */
export const PostFormValuesSchema = z.object({
  title: text,
  slug: text,
  subtitle: text,
  category: text,
  metaDescription: text,
  excerpt: text,
  keywords: text,
  tags: text,
  featuredImage: text,
  imageAlt: text,
  imageCaption: text,
  markdown: text,
  status: posted.transform((value): PostStatus =>
    (POST_STATUSES as readonly unknown[]).includes(value) ? (value as PostStatus) : 'draft',
  ),
  scheduledAt: text,
  isPinned: posted.transform((value) => value === 'on'),
  whyItMatters: text,
  takeaways: lines(LIST_LIMITS.takeaways),
  keyMetrics: rows(['value', 'label'], LIST_LIMITS.keyMetrics),
  faqs: rows(['question', 'answer'], LIST_LIMITS.faqs),
  relatedResources: rows(['title', 'description', 'url'], LIST_LIMITS.relatedResources),
  cta: posted.transform((posted) => {
    const cta = group(posted)
    return {
      title: formText(cta.title),
      description: formText(cta.description),
      buttonText: formText(cta.buttonText),
      link: formText(cta.link),
    }
  }),
})

/** A stored post as the form shows it. */
export function postFormValuesOf(post: {
  title: string
  slug: string
  subtitle: string | null
  category: string
  metaDescription: string
  excerpt: string
  keywords: string[]
  tags: string[]
  featuredImage: string | null
  imageAlt: string | null
  imageCaption: string | null
  contentMarkdown: string | null
  status: PostStatus
  scheduledAt: Date | null
  isPinned: boolean
  whyItMatters: string | null
  takeaways: string[] | null
  keyMetrics: { value: string; label: string }[] | null
  faqs: { question: string; answer: string }[] | null
  relatedResources: { title: string; description: string; url: string }[] | null
  cta: { title: string; description: string; buttonText: string; link: string } | null
}): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    subtitle: post.subtitle ?? '',
    category: post.category,
    metaDescription: post.metaDescription,
    excerpt: post.excerpt,
    keywords: post.keywords.join(', '),
    tags: post.tags.join(', '),
    featuredImage: post.featuredImage ?? '',
    imageAlt: post.imageAlt ?? '',
    imageCaption: post.imageCaption ?? '',
    markdown: post.contentMarkdown ?? '',
    status: post.status,
    scheduledAt: post.scheduledAt ? post.scheduledAt.toISOString().slice(0, 16) : '',
    isPinned: post.isPinned,
    whyItMatters: post.whyItMatters ?? '',
    takeaways: post.takeaways ?? [],
    keyMetrics: post.keyMetrics ?? [],
    faqs: post.faqs ?? [],
    relatedResources: post.relatedResources ?? [],
    cta: post.cta ?? EMPTY_POST_FORM.cta,
  }
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** A blank optional text is left out, so the schema sees "not given" rather than "too short". */
const optional = (value: string) => (value.trim() ? value : undefined)

/**
 * The JSON API's body for these values. An empty slug becomes the title's. A UTC date and time
 * from the form becomes an ISO timestamp. `keepContent` is the stored HTML of a post that has no
 * Markdown source (it came through the API): with the Markdown left empty, the body stays as it is.
 */
export function postInputFrom(values: PostFormValues, options: { keepContent?: string } = {}) {
  const anyCta = Object.values(values.cta).some((value) => value.trim())
  const scheduledAt = values.scheduledAt.trim()
  const body =
    options.keepContent !== undefined && !values.markdown.trim()
      ? { content: options.keepContent }
      : { markdown: values.markdown }
  return {
    title: values.title,
    slug: values.slug.trim() || slugFromTitle(values.title),
    subtitle: optional(values.subtitle),
    category: values.category,
    metaDescription: values.metaDescription,
    excerpt: values.excerpt,
    keywords: list(values.keywords),
    tags: list(values.tags),
    featuredImage: optional(values.featuredImage),
    imageAlt: optional(values.imageAlt),
    imageCaption: optional(values.imageCaption),
    ...body,
    status: values.status,
    scheduledAt:
      values.status !== 'scheduled' || !scheduledAt
        ? undefined
        : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(scheduledAt)
          ? `${scheduledAt.length === 16 ? `${scheduledAt}:00` : scheduledAt}Z`
          : scheduledAt,
    isPinned: values.isPinned,
    whyItMatters: optional(values.whyItMatters),
    takeaways: values.takeaways.length ? values.takeaways : undefined,
    keyMetrics: values.keyMetrics.length ? values.keyMetrics : undefined,
    faqs: values.faqs.length ? values.faqs : undefined,
    relatedResources: values.relatedResources.length ? values.relatedResources : undefined,
    cta: anyCta ? values.cta : undefined,
  }
}

/**
 * A problem of the API's schema as the form shows it: the input it belongs to, and its message.
 * Paths come as `faqs.0.question` or, from Conform, `faqs[0].question`; inputs are named with
 * dots. Keywords and tags share one input each, so a problem with the third keyword becomes
 * "Keyword 3: …" on the keywords input; the body's problems go to the Markdown.
 */
function onInput(path: string, message: string): [string, string] {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1')
  const item = /^(keywords|tags)\.(\d+)$/.exec(dotted)
  if (item)
    return [
      item[1]!,
      `${item[1] === 'keywords' ? 'Keyword' : 'Tag'} ${Number(item[2]) + 1}: ${message}`,
    ]
  return [dotted === 'content' ? 'markdown' : dotted, message]
}

/** The schema's field errors (path → message) keyed by the form's input names, first one kept. */
export function postFormErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [name, text] = onInput(path, message)
    errors[name] ??= text
  }
  return errors
}

/**
 * The editor's schema: the posted form (Conform's payload) read as PostFormValuesSchema, turned
 * into the API's body (postInputFrom) and checked with the API's schema. `keepContent`: the stored
 * HTML of a post without Markdown, kept while the Markdown is left empty.
 */
export const postFormSchema = (options: { keepContent?: string } = {}) =>
  PostFormValuesSchema.transform(
    // Typed as the API's input: the API's schema checks it next.
    (values) => postInputFrom(values, options) as z.input<typeof BlogPostInputSchema>,
  ).pipe(BlogPostInputSchema)

/**
 * A posted editor form read with `postFormSchema`, in the action and in the browser, with each
 * problem named by its input (`keywords`, `faqs.0.question`, `markdown`), so the error summary
 * links to it and the input shows it. The schema reads form text itself (a missing input is
 * empty), so Conform's own coercion is left off.
 */
export function parsePostForm(formData: FormData, options: { keepContent?: string } = {}) {
  const submission = parseWithZod(formData, {
    schema: postFormSchema(options),
    disableAutoCoercion: true,
  })
  if (submission.status === 'success') return submission
  const rename = (error: Record<string, string[] | null>) => {
    const named: Record<string, string[] | null> = {}
    for (const [path, messages] of Object.entries(error)) {
      const [name] = onInput(path, '')
      if (name in named) continue
      named[name] = messages?.map((message) => onInput(path, message)[1]) ?? null
    }
    return named
  }
  return {
    ...submission,
    error: submission.error && rename(submission.error),
    reply: (...args: Parameters<typeof submission.reply>) => {
      const result = submission.reply(...args)
      return { ...result, error: result.error && rename(result.error) }
    },
  }
}

/** What the form held, as the page shows it again: PostFormValuesSchema on the posted form. */
export function postFormValuesFrom(formData: FormData): PostFormValues {
  const submission = parseWithZod(formData, {
    schema: PostFormValuesSchema,
    disableAutoCoercion: true,
  })
  // Every input reads as text, so this schema accepts any form.
  return submission.status === 'success' ? submission.value : EMPTY_POST_FORM
}

const LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Slug',
  subtitle: 'Subtitle',
  category: 'Category',
  metaDescription: 'Meta description',
  excerpt: 'Excerpt',
  keywords: 'Keywords',
  tags: 'Tags',
  featuredImage: 'Featured image',
  imageAlt: 'Image description',
  imageCaption: 'Image caption',
  markdown: 'Article',
  status: 'Status',
  scheduledAt: 'Publish at',
  whyItMatters: 'Why it matters',
  takeaways: 'Takeaway',
  keyMetrics: 'Key metric',
  faqs: 'FAQ',
  relatedResources: 'Related resource',
  cta: 'Call to action',
  value: 'figure',
  label: 'label',
  question: 'question',
  answer: 'answer',
  description: 'description',
  url: 'link',
  buttonText: 'button text',
  link: 'link',
}

/** The label of an input by its name (`faqs.1.answer` → "FAQ 2 answer"), for the error summary. */
export function postFieldLabel(name: string): string {
  const [list, index, field] = name.split('.')
  const base = LABELS[list!] ?? name
  if (index === undefined) return base
  if (/^\d+$/.test(index)) {
    const numbered = `${base} ${Number(index) + 1}`
    return field ? `${numbered} ${LABELS[field] ?? field}` : numbered
  }
  return `${base} ${LABELS[index] ?? index}`
}

export { BLOG_CATEGORIES, POST_STATUSES }
