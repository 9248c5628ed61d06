import { z } from 'zod'
import { CONTROL_CHARACTER, PLAIN_TEXT_MESSAGE } from '~/lib/fields'
import { BLOG_CATEGORIES } from './categories'
import { slugify } from './markdown'
import { MAX_POST_MARKDOWN, POST_STATUSES, type PostStatus } from './schema'
import { formatCount } from '~/lib/format'

/**
 * The admin editor's form: what it holds while someone types, how that becomes the body the
 * JSON API takes (BlogPostInputSchema, the one schema for writing a post), and how the schema's
 * complaints find their way back to the right input. Pure: the page uses it in the browser too.
 */

/** How many rows each list offers: the schema's maximum. */
export const LIST_LIMITS = { takeaways: 4, keyMetrics: 3, faqs: 10, relatedResources: 6 } as const

export interface PostFormValues {
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
    .max(MAX_POST_MARKDOWN, `Use at most ${formatCount(MAX_POST_MARKDOWN)} characters`),
})

/** The slug a new post gets from its title unless one is typed: the heading-id rule, 120 at most. */
export function slugFromTitle(title: string): string {
  return slugify(title)
    .slice(0, 120)
    .replace(/^-+|-+$/g, '')
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function rows<K extends string>(
  form: FormData,
  list: string,
  keys: readonly K[],
  limit: number,
): Record<K, string>[] {
  const result: Record<K, string>[] = []
  for (let i = 0; i < limit; i++) {
    const row = Object.fromEntries(
      keys.map((key) => [key, text(form, `${list}.${i}.${key}`)]),
    ) as Record<K, string>
    if (keys.some((key) => row[key].trim())) result.push(row)
  }
  return result
}

/** What the form holds, as posted. Blank rows of the lists are dropped. */
export function postFormValuesFrom(form: FormData): PostFormValues {
  const status = text(form, 'status')
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug'),
    subtitle: text(form, 'subtitle'),
    category: text(form, 'category'),
    metaDescription: text(form, 'metaDescription'),
    excerpt: text(form, 'excerpt'),
    keywords: text(form, 'keywords'),
    tags: text(form, 'tags'),
    featuredImage: text(form, 'featuredImage'),
    imageAlt: text(form, 'imageAlt'),
    imageCaption: text(form, 'imageCaption'),
    markdown: text(form, 'markdown'),
    status: (POST_STATUSES as readonly string[]).includes(status)
      ? (status as PostStatus)
      : 'draft',
    scheduledAt: text(form, 'scheduledAt'),
    isPinned: form.get('isPinned') === 'on',
    whyItMatters: text(form, 'whyItMatters'),
    takeaways: Array.from({ length: LIST_LIMITS.takeaways }, (_, i) =>
      text(form, `takeaways.${i}`),
    ).filter((takeaway) => takeaway.trim()),
    keyMetrics: rows(form, 'keyMetrics', ['value', 'label'], LIST_LIMITS.keyMetrics),
    faqs: rows(form, 'faqs', ['question', 'answer'], LIST_LIMITS.faqs),
    relatedResources: rows(
      form,
      'relatedResources',
      ['title', 'description', 'url'],
      LIST_LIMITS.relatedResources,
    ),
    cta: {
      title: text(form, 'cta.title'),
      description: text(form, 'cta.description'),
      buttonText: text(form, 'cta.buttonText'),
      link: text(form, 'cta.link'),
    },
  }
}

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
 * The schema's field errors keyed by the form's input names. Keywords and tags share one input
 * each, so an error in the third keyword becomes "Keyword 3: …" on the keywords input.
 */
export function postFormErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(fieldErrors)) {
    const item = /^(keywords|tags)\.(\d+)$/.exec(path)
    const name = item ? item[1]! : path === 'content' ? 'markdown' : path
    const text = item
      ? `${item[1] === 'keywords' ? 'Keyword' : 'Tag'} ${Number(item[2]) + 1}: ${message}`
      : message
    errors[name] ??= text
  }
  return errors
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
