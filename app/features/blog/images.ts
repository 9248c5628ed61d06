/** Where an article's generated featured image lives, in two widths (made by scripts/make-blog-images.ts). */
export const FEATURED_IMAGE_WIDTHS = [480, 800, 1200] as const
export const FEATURED_IMAGE_RATIO = 630 / 1200

export interface FeaturedImage {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
}

export function featuredImagePath(slug: string, width: (typeof FEATURED_IMAGE_WIDTHS)[number]) {
  return `/images/blog/${slug}-${width}.webp`
}

export function featuredImage(post: { slug: string; imageAlt?: string }): FeaturedImage {
  return {
    src: featuredImagePath(post.slug, 1200),
    srcSet: FEATURED_IMAGE_WIDTHS.map((w) => `${featuredImagePath(post.slug, w)} ${w}w`).join(', '),
    width: 1200,
    height: 630,
    // The generated card repeats the title shown beside it, so it is decorative unless described.
    alt: post.imageAlt ?? '',
  }
}
