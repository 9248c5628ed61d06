import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useHydrated } from '~/ui/use-hydrated'
import { EDITORIAL_AUTHOR } from './author'
import { AuthorAvatar } from './author-avatar'
import { CategoryBadge } from './category-badge'
import { formatReadTime } from './format'
import { PostImage } from './post-image'
import type { BlogPostSummary } from './post-types'
import { usePrefersReducedMotion } from './use-reduced-motion'
import { formatLongDay } from '~/lib/format'

/** Seed 001 §9: the carousel moves on every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000

/**
 * The featured posts as an auto-rotating carousel (WAI-ARIA carousel pattern): a control to stop
 * and start the rotation, previous and next with wrap-around, a picker button per slide. Rotation
 * pauses while the pointer is over the carousel or keyboard focus is in it, never starts for
 * visitors who asked for reduced motion, and every manual move starts the 5-second wait again.
 * Without JavaScript the first slide shows; every featured post is in the grid below as well.
 */
export function FeaturedCarousel({ posts }: { posts: readonly BlogPostSummary[] }) {
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rotationButton = useRef<HTMLButtonElement>(null)
  const id = useId()
  const count = posts.length

  const playing = userPlaying ?? !reducedMotion
  const rotating = hydrated && playing && !hovered && !focused && count > 1

  // Keyed on the index, so a manual move restarts the wait as well.
  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [rotating, index, count])

  if (count === 0) return null
  const show = (next: number) => setIndex(((next % count) + count) % count)

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={`${id}-heading`}
      className="relative"
      data-testid="featured-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Focus on the rotation control itself does not pause: that is where it is switched on.
        if (event.target !== rotationButton.current) setFocused(true)
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (!next || !event.currentTarget.contains(next) || next === rotationButton.current)
          setFocused(false)
      }}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
          Featured articles
        </h2>
        <button
          ref={rotationButton}
          type="button"
          className={`btn-secondary min-h-11 px-4 text-sm ${hydrated ? '' : 'invisible'}`}
          onClick={() => setUserPlaying(!playing)}
          aria-controls={`${id}-slides`}
          data-testid="carousel-rotation"
        >
          {playing ? 'Pause' : 'Play'}
          <span className="sr-only"> slide show</span>
        </button>
      </div>

      <div id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'} className="mt-4">
        {posts.map((post, i) => (
          <div
            key={post.slug}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
            data-testid="carousel-slide"
          >
            <Slide post={post} first={i === 0} />
          </div>
        ))}
      </div>

      <div className={`mt-4 flex items-center justify-center gap-3 ${hydrated ? '' : 'invisible'}`}>
        <button
          type="button"
          className="btn-secondary min-h-11 min-w-11 px-3"
          aria-controls={`${id}-slides`}
          onClick={() => show(index - 1)}
        >
          <span aria-hidden="true">←</span>
          <span className="sr-only">Previous slide</span>
        </button>
        <div className="flex items-center gap-1">
          {posts.map((post, i) => (
            <button
              key={post.slug}
              type="button"
              aria-controls={`${id}-slides`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-3 w-3 rounded-full border-2 border-brand-700 ${i === index ? 'bg-brand-700' : 'bg-white group-hover:bg-brand-100'}`}
              />
              <span className="sr-only">{`Slide ${i + 1}: ${post.title}`}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn-secondary min-h-11 min-w-11 px-3"
          aria-controls={`${id}-slides`}
          onClick={() => show(index + 1)}
        >
          <span aria-hidden="true">→</span>
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </section>
  )
}

function Slide({ post, first }: { post: BlogPostSummary; first: boolean }) {
  return (
    <article className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2 md:items-center">
      <PostImage
        image={post.image}
        category={post.category}
        sizes="(min-width: 1152px) 33rem, (min-width: 768px) 46vw, 92vw"
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        className="rounded-xl"
      />
      <div className="flex flex-col">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <CategoryBadge category={post.category} />
          <span>{formatReadTime(post.readTime)}</span>
        </div>
        <h3 className="mt-3 text-xl leading-snug font-bold text-slate-900 sm:text-2xl">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-800">
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 text-slate-700">{post.excerpt}</p>
        <div className="mt-4 flex items-center gap-3 text-sm text-slate-700">
          <AuthorAvatar color={post.avatarColor} size="sm" />
          <span>
            <span className="font-semibold text-slate-900">{EDITORIAL_AUTHOR.name}</span>
            <span className="block">
              <time dateTime={post.publishedDate}>{formatLongDay(post.publishedDate)}</time>
            </span>
          </span>
        </div>
        <p className="mt-auto pt-5">
          <Link to={`/blog/${post.slug}`} className="btn-primary">
            Read More<span className="sr-only">: {post.title}</span>
          </Link>
        </p>
      </div>
    </article>
  )
}
