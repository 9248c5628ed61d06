import { Link } from 'react-router'
import { EDITORIAL_AUTHOR } from './author'
import { AuthorAvatar } from './author-avatar'
import { categoryInfo } from './categories'
import { CategoryBadge } from './category-badge'
import { formatReadTime } from './format'
import type { ArticleView } from './post-types'
import { formatLongDay } from '~/lib/format'

/** Breadcrumb (Home / Blog / category), title, subtitle and byline of an article. */
export function ArticleHeader({ post }: { post: ArticleView }) {
  const crumb = 'inline-flex min-h-6 items-center underline-offset-2 hover:underline'
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pt-6 pb-8">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className={crumb}>
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/blog" className={crumb}>
                Blog
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={`/blog?category=${categoryInfo(post.category).query}`} className={crumb}>
                {post.category}
              </Link>
            </li>
          </ol>
        </nav>
        <div className="mt-5">
          <CategoryBadge category={post.category} />
        </div>
        <h1 className="mt-3 text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">
          {post.title}
        </h1>
        {post.subtitle ? <p className="mt-3 text-lg text-slate-700">{post.subtitle}</p> : null}
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-700">
          <a href="#about-the-author" className="flex items-center gap-3 rounded-md">
            <AuthorAvatar color={post.avatarColor} />
            <span>
              <span className="block font-semibold text-slate-900">{EDITORIAL_AUTHOR.name}</span>
              <span className="block">{EDITORIAL_AUTHOR.title}</span>
            </span>
          </a>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <span>
              Published{' '}
              <time dateTime={post.publishedDate}>{formatLongDay(post.publishedDate)}</time>
            </span>
            {post.updatedDate ? (
              <span>
                Updated <time dateTime={post.updatedDate}>{formatLongDay(post.updatedDate)}</time>
              </span>
            ) : null}
            <span>{formatReadTime(post.readTime)}</span>
          </p>
        </div>
      </div>
    </header>
  )
}
