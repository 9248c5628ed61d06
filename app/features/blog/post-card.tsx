import { Link } from 'react-router'
import { CategoryBadge } from './category-badge'
import type { BlogPostSummary } from './post-types'
import { formatReadTime } from './format'
import { PostImage } from './post-image'
import { formatLongDay } from '~/lib/format'

/** A post in a grid: image, coloured category badge, read time, title, excerpt and date. */
export function PostCard({
  post,
  headingLevel = 'h3',
}: {
  post: BlogPostSummary
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <PostImage
        image={post.image}
        category={post.category}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <CategoryBadge category={post.category} />
          <span>{formatReadTime(post.readTime)}</span>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-slate-900">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-800"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={post.publishedDate}>{formatLongDay(post.publishedDate)}</time>
        </p>
      </div>
    </article>
  )
}
