import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import { db } from '~/db/client.server'
import { ArticlePage } from '~/features/blog/article-page'
import { EDITORIAL_AUTHOR } from '~/features/blog/author'
import { blogPageCacheControl } from '~/features/blog/cache.server'
import { categoryInfo } from '~/features/blog/categories'
import { articleView, relatedPosts, summaryOf } from '~/features/blog/content.server'
import { PostNotFound } from '~/features/blog/post-not-found'
import { nextScheduledAt, publicPostBySlug, publicPosts } from '~/features/blog/posts.server'
import { RSS_LINK } from '~/features/blog/rss'
import { viewCountsOrNone } from '~/features/blog/views.server'
import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd } from '~/seo/json-ld'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { DEFAULT_SOCIAL_IMAGE } from '~/site'
import { RouteErrorPage } from '~/ui/route-error-page'
import type { Route } from './+types/blog.$slug'
import { loadAsDocument, type PageScriptHandle } from '~/ui/page-script'

export async function loader({ request, params }: Route.LoaderArgs) {
  const now = new Date()
  const post = await publicPostBySlug(db(), params.slug, now)
  if (!post) throw data(null, { status: 404 })
  const [posts, views, nextDue] = await Promise.all([
    publicPosts(db(), now),
    viewCountsOrNone(db()),
    nextScheduledAt(db(), now),
  ])
  const related = relatedPosts(post, posts, views)
  return data(
    { post: articleView(post), related: related.map(summaryOf) },
    { headers: { 'Cache-Control': blogPageCacheControl(request, nextDue, now) } },
  )
}

// Read, not worked with: the page runs its own script, not React (docs/decisions/060).
export const handle: PageScriptHandle = { pageScript: 'article' }
export const clientLoader = loadAsDocument

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-cache' }
}

export const links: Route.LinksFunction = () => [RSS_LINK]

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const siteUrl = siteUrlFrom(matches)
  const post = loaderData?.post
  if (!post)
    return pageMeta({
      title: 'Post Not Found',
      description: 'We could not find an article at this address. Browse all articles on the blog.',
      path: location.pathname,
      siteUrl,
      robots: 'noindex, follow',
    })
  const path = `/blog/${post.slug}`
  return pageMeta({
    title: post.title,
    description: post.metaDescription,
    keywords: post.keywords,
    path,
    siteUrl,
    type: 'article',
    ...(post.image.src ? { image: { path: post.image.src, alt: post.title } } : {}),
    jsonLd: [
      blogPostingJsonLd(siteUrl, {
        path,
        title: post.title,
        description: post.metaDescription,
        imagePath: post.image.src || DEFAULT_SOCIAL_IMAGE,
        publishedDate: post.publishedDate,
        updatedDate: post.updatedDate,
        authorName: EDITORIAL_AUTHOR.name,
        wordCount: post.wordCount,
        readTime: post.readTime,
        category: post.category,
        keywords: post.keywords,
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.category, path: `/blog?category=${categoryInfo(post.category).query}` },
        { name: post.title, path },
      ]),
      faqPageJsonLd(post.faqs),
    ],
    extra: [
      { property: 'article:published_time', content: post.publishedDate },
      { property: 'article:modified_time', content: post.updatedDate ?? post.publishedDate },
      { property: 'article:section', content: post.category },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ],
  })
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage post={loaderData.post} related={loaderData.related} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />
  return <RouteErrorPage error={error} />
}
