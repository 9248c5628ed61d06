/**
 * A featured image that fails to load gives way to its placeholder (seed 001 §8), on pages with
 * React and without: post-image.tsx renders both, the placeholder hidden, and this swaps them. The
 * error event does not bubble, so the document hears it while it is captured; an image that failed
 * before this ran is found by a look at every one.
 */
const IMAGE = 'img[data-post-image]'

function showPlaceholder(img: HTMLImageElement) {
  const placeholder = img.nextElementSibling
  if (!(placeholder instanceof HTMLElement) || !placeholder.hasAttribute('data-image-placeholder'))
    return
  img.hidden = true
  placeholder.hidden = false
}

let started = false

export function startImageFallbacks() {
  if (started) return
  started = true
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(IMAGE))
        showPlaceholder(event.target)
    },
    true,
  )
  for (const img of document.querySelectorAll<HTMLImageElement>(IMAGE)) {
    if (img.complete && img.naturalWidth === 0) showPlaceholder(img)
  }
}
