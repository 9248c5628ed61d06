import { useId } from 'react'
import { formatReadTime } from './format'
import type { ArticleView } from './post-types'

/**
 * The article summary card (seed 001 §2, named honestly: DECISIONS §1): read time, why it matters,
 * up to 3 key metrics and the key takeaways, which open on request. Everything comes from the
 * article's front matter; a database post without a why-it-matters line shows its excerpt, and
 * metrics or takeaways it lacks are left out.
 */
export function ArticleSummary({ post }: { post: ArticleView }) {
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      data-testid="article-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
          Article summary
        </h2>
        <p className="text-sm font-semibold text-brand-800">{formatReadTime(post.readTime)}</p>
      </div>
      {post.whyItMatters ? (
        <p className="mt-2 text-slate-800">
          <span className="font-semibold">Why it matters: </span>
          {post.whyItMatters}
        </p>
      ) : (
        <p className="mt-2 text-slate-800">{post.excerpt}</p>
      )}
      {post.keyMetrics.length > 0 ? (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          {post.keyMetrics.slice(0, 3).map((metric) => (
            <div
              key={metric.label}
              className="flex flex-col-reverse justify-end rounded-xl bg-white p-3 ring-1 ring-brand-100"
            >
              <dt className="mt-1 text-sm text-slate-700">{metric.label}</dt>
              <dd className="text-2xl font-bold text-brand-800">{metric.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {post.takeaways.length > 0 ? (
        <details className="group mt-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
            <span aria-hidden="true" className="transition group-open:rotate-90">
              ▸
            </span>
            Key takeaways ({post.takeaways.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {post.takeaways.map((takeaway) => (
              <li key={takeaway}>{takeaway}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
