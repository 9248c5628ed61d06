import type { MetaDescriptor } from 'react-router'
import { DEFAULT_SOCIAL_IMAGE, SITE_NAME } from '~/site'

export interface PageMetaInput {
  /** The page's own title; the site name is appended after a bar. */
  title: string
  description: string
  keywords?: readonly string[]
  /** Path of the canonical URL, e.g. `/terms`. */
  path: string
  /** Absolute origin from SITE_URL, e.g. `https://example.com`. */
  siteUrl: string
  robots?: string
  image?: { path: string; alt: string }
  type?: 'website' | 'article'
  jsonLd?: readonly object[]
  /** Further tags, e.g. `article:published_time`. */
  extra?: readonly MetaDescriptor[]
}

export const DEFAULT_ROBOTS = 'index, follow'

export function fullTitle(title: string) {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`
}

/** Every page's metadata, built one way: title, description, canonical, robots, Open Graph, Twitter, JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title)
  const canonical = new URL(input.path, input.siteUrl).href
  const image = input.image ?? {
    path: DEFAULT_SOCIAL_IMAGE,
    alt: `${SITE_NAME}: escape debt, build wealth`,
  }
  const imageUrl = new URL(image.path, input.siteUrl).href
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { name: 'robots', content: input.robots ?? DEFAULT_ROBOTS },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  if (input.extra) tags.push(...input.extra)
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') })
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  return tags
}

type MatchWithData = { id: string; loaderData?: unknown; data?: unknown } | undefined

/** SITE_URL as the root loader handed it to the page (meta functions run in the browser too). */
export function siteUrlFrom(matches: readonly MatchWithData[]): string {
  const root = matches.find((match) => match?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined
  if (!data?.siteUrl) throw new Error('The root loader did not provide siteUrl')
  return data.siteUrl
}
