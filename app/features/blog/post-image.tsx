import { useEffect } from 'react'
import { categoryInfo, type BlogCategory } from './categories'
import { startImageFallbacks } from './image-fallback'
import type { FeaturedImage } from './images'

/**
 * An article's featured image; if it fails to load (seed 001 §8) a placeholder in the category's
 * colour takes its place, at the same size so nothing moves. Both are in the markup, the
 * placeholder hidden: image-fallback.ts swaps them, on pages with React (started here) and on
 * those that run their own script.
 */
export function PostImage(props: {
  image: FeaturedImage
  category: BlogCategory
  sizes: string
  className?: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
}) {
  useEffect(() => startImageFallbacks(), [])

  const shape = `aspect-[1200/630] w-full ${props.className ?? ''}`
  const color = categoryInfo(props.category).color
  // A post without a featured image shows the placeholder from the start.
  const placeholder = (hidden: boolean) => (
    <div
      hidden={hidden}
      data-image-placeholder=""
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
  if (!props.image.src) return placeholder(false)
  return (
    <>
      <img
        src={props.image.src}
        srcSet={props.image.srcSet || undefined}
        sizes={props.sizes}
        width={props.image.width}
        height={props.image.height}
        alt={props.image.alt}
        loading={props.loading ?? 'lazy'}
        decoding="async"
        fetchPriority={props.fetchPriority}
        data-post-image=""
        className={`${shape} bg-slate-100 object-cover`}
      />
      {placeholder(true)}
    </>
  )
}
