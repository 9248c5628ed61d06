import { useEffect, useRef, useState } from 'react'
import { categoryInfo, type BlogCategory } from './categories'
import type { FeaturedImage } from './images'

/**
 * An article's featured image; if it fails to load (seed 001 §8) a placeholder in the category's
 * colour takes its place, at the same size so nothing moves.
 */
export function PostImage(props: {
  image: FeaturedImage
  category: BlogCategory
  sizes: string
  className?: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
}) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)

  // An image that failed before React hydrated never fires onError for us.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  const shape = `aspect-[1200/630] w-full ${props.className ?? ''}`
  // A post without a featured image shows the placeholder from the start.
  if (failed || !props.image.src) {
    const color = categoryInfo(props.category).color
    return (
      <div
        className={`${shape} flex items-center justify-center p-4 text-center text-lg font-semibold text-white`}
        style={{ background: `linear-gradient(135deg, ${color}, #0f172a)` }}
        data-testid="image-placeholder"
        {...(props.image.alt
          ? { role: 'img', 'aria-label': props.image.alt }
          : { 'aria-hidden': true })}
      >
        {props.category}
      </div>
    )
  }
  return (
    <img
      ref={ref}
      src={props.image.src}
      srcSet={props.image.srcSet || undefined}
      sizes={props.sizes}
      width={props.image.width}
      height={props.image.height}
      alt={props.image.alt}
      loading={props.loading ?? 'lazy'}
      decoding="async"
      fetchPriority={props.fetchPriority}
      onError={() => setFailed(true)}
      className={`${shape} bg-slate-100 object-cover`}
    />
  )
}
