import type { BlogCategory } from './categories'
import type { FeaturedImage } from './images'
import type { BodySegment, Heading } from './markdown'
import type { ArticleFrontMatter } from './schema'

/** What a list, card or carousel slide needs of a post. */
export interface BlogPostSummary {
  id: number
  slug: string
  title: string
  excerpt: string
  category: BlogCategory
  publishedDate: string
  updatedDate?: string
  readTime: number
  image: FeaturedImage
  avatarColor: string
}

/**
 * A post's own fields. Bundled articles always have them all; a post written through the admin API
 * may leave these out (and has empty lists where it gives no FAQs, takeaways, metrics or resources).
 */
export type OptionalPostField = 'subtitle' | 'whyItMatters' | 'cta'
export type PostFields = Omit<ArticleFrontMatter, OptionalPostField> &
  Partial<Pick<ArticleFrontMatter, OptionalPostField>>

/** What the article page needs of a post (the body as HTML segments, no search text). */
export interface ArticleView extends Omit<PostFields, 'imageAlt'> {
  readTime: number
  wordCount: number
  image: FeaturedImage
  avatarColor: string
  segments: BodySegment[]
  /** The glossary's letter sections (## A … ## Z), for its A-to-Z index; empty elsewhere. */
  letterSections: Heading[]
}
