import { Link, data } from 'react-router'
import { db } from '~/db/client.server'
import { blogPageCacheControl } from '~/features/blog/cache.server'
import {
  BlogPagination,
  BlogSearch,
  CategoryFilters,
  blogListHref,
} from '~/features/blog/blog-filters'
import { BlogNewsletter } from '~/features/blog/blog-newsletter'
import { CATEGORY_INFO, categoryOfFilter, filterFromQuery } from '~/features/blog/categories'
import { pinnedFirst, summaryOf, type BlogPost } from '~/features/blog/content.server'
import { FeaturedCarousel } from '~/features/blog/featured-carousel'
import { pageFromQuery, pageOf } from '~/lib/pagination'
import { PostCard } from '~/features/blog/post-card'
import { nextScheduledAt, publicPosts } from '~/features/blog/posts.server'
import { RSS_LINK } from '~/features/blog/rss'
import { parseSearchQuery } from '~/features/blog/search'
import { searchPosts } from '~/features/blog/search.server'
import { CONTROL_CHARACTER_OR_LINE_BREAK } from '~/lib/fields'
import { breadcrumbJsonLd } from '~/seo/json-ld'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/blog._index'

/** Seed 001 §9: the carousel shows the 6 newest posts. */
const FEATURED_COUNT = 6

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const filter = filterFromQuery(url.searchParams.get('category'))
  const query = (url.searchParams.get('q') ?? '').trim()
  const status = url.searchParams.get('newsletter')
  const now = new Date()
  const [published, nextDue] = await Promise.all([
    publicPosts(db(), now),
    nextScheduledAt(db(), now),
  ])
  // A pinned post leads the carousel and the list; the rest follow newest first. Search results
  // come best match first instead (the same search as GET /api/blog/search).
  const posts = pinnedFirst(published)
  const category = categoryOfFilter(filter)
  const inCategory = (list: BlogPost[]) =>
    category ? list.filter((post) => post.category === category) : list
  const search = query ? parseSearchQuery(query) : undefined
  const found = !search
    ? inCategory(posts)
    : search.ok
      ? inCategory(searchPosts(published, search.query))
      : []
  const { items, ...pagination } = pageOf(found, pageFromQuery(url.searchParams.get('page')))
  return data(
    {
      // The carousel leads the first page only.
      featured: pagination.page === 1 ? posts.slice(0, FEATURED_COUNT).map(summaryOf) : [],
      posts: items.map(summaryOf),
      total: found.length,
      pinned: items.some((post) => post.publication?.isPinned),
      pagination,
      filter,
      // Shown back in the search box as typed, less any invisible control character.
      query: query.replace(new RegExp(CONTROL_CHARACTER_OR_LINE_BREAK.source, 'gu'), ''),
      searchError: search && !search.ok ? search.message : undefined,
      newsletterSubscribed: status === 'subscribed',
    },
    { headers: { 'Cache-Control': blogPageCacheControl(request, nextDue, now) } },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-cache' }
}

export const links: Route.LinksFunction = () => [RSS_LINK]

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches)
  const info = CATEGORY_INFO.find((c) => c.filter === loaderData?.filter)
  const page = loaderData?.pagination.page ?? 1
  const title = `${info ? `${info.category} Articles` : 'Financial Education Blog'}${page > 1 ? ` (page ${page})` : ''}`
  return pageMeta({
    title,
    description: info
      ? `Plain-English ${info.category.toLowerCase()} articles for Americans getting out of debt and starting to invest: worked examples, dated figures and free calculators.`
      : 'Plain-English articles on getting out of debt, budgeting, credit, taxes and investing for beginners in the United States, with worked examples and free calculators.',
    path: blogListHref(loaderData?.filter ?? 'all', '', page),
    siteUrl,
    // Search results are for visitors, not for search engines.
    robots: loaderData?.query ? 'noindex, follow' : undefined,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ],
  })
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const {
    featured,
    posts,
    total,
    pinned,
    pagination,
    filter,
    query,
    searchError,
    newsletterSubscribed,
  } = loaderData
  const category = categoryOfFilter(filter)
  const resultHeading = category ?? 'All articles'
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-8">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
            Financial Education Blog
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Plain-English guides to getting out of debt, budgeting, credit, taxes and investing,
            with worked examples you can check in our free calculators.
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 py-10">
        {featured.length ? <FeaturedCarousel posts={featured} /> : null}

        <section
          id="articles"
          aria-labelledby="articles-heading"
          className={featured.length ? 'mt-14 scroll-mt-24' : 'scroll-mt-24'}
        >
          <h2 id="articles-heading" className="text-2xl font-bold text-slate-900">
            {resultHeading}
          </h2>
          <div className="mt-4 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
            <CategoryFilters active={filter} query={query} />
            <BlogSearch active={filter} query={query} error={searchError} />
          </div>
          <p role="status" className="mt-5 text-slate-700" data-testid="result-count">
            {searchError
              ? `No search was run: ${searchError.toLowerCase()}.`
              : resultSummary(total, query, category, pagination, pinned)}
          </p>
          {posts.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4">
              {searchError ? 'Change the search' : 'Try fewer or different words'}, or{' '}
              <Link className="font-semibold text-brand-700 underline" to="/blog">
                browse all articles
              </Link>
              .
            </p>
          )}
          <BlogPagination
            filter={filter}
            query={query}
            page={pagination.page}
            pageCount={pagination.pageCount}
          />
        </section>

        <div className="mt-14">
          <BlogNewsletter noScriptSubscribed={newsletterSubscribed} />
        </div>
      </div>
    </>
  )
}

function resultSummary(
  count: number,
  query: string,
  category: string | undefined,
  { pageCount, first, last }: { pageCount: number; first: number; last: number },
  pinned: boolean,
) {
  const articles = `${count} ${count === 1 ? 'article' : 'articles'}`
  const where = category ? ` in ${category}` : ''
  const shown = pageCount > 1 ? ` Showing ${first}–${last}.` : ''
  if (query)
    return `${articles}${where} matching “${query}”${count > 1 ? ', best match first' : ''}.${shown}`
  return `${articles}${where}, ${pinned ? 'pinned first, then ' : ''}newest first.${shown}`
}
