import { trackingAllowed } from '~/features/analytics'

const LINK_COPIED = 'Link copied to clipboard!'
const COPY_FAILED = 'Could not copy the link. Copy it from the address bar.'

/**
 * The share bar (share-bar.tsx): a network's link opens a 600×400 window (a blocked popup leaves
 * the link to open a new tab, as without JavaScript), and Copy link copies the article's address
 * and says whether it could.
 */
export function startShareBar() {
  const bar = document.querySelector<HTMLElement>('[data-share-bar]')
  if (!bar) return
  const status = bar.querySelector<HTMLElement>('[role="status"]')
  const alert = bar.querySelector<HTMLElement>('[role="alert"]')
  bar.addEventListener('click', (event) => {
    const target = event.target as Element
    const link = target.closest<HTMLAnchorElement>('a[href]')
    if (link) {
      const popup = window.open(link.href, 'share', 'popup,width=600,height=400')
      if (popup) {
        popup.opener = null
        event.preventDefault()
      }
      return
    }
    if (!target.closest('[data-copy-link]')) return
    navigator.clipboard.writeText(bar.dataset.shareBar!).then(
      () => {
        if (alert) alert.textContent = ''
        if (status) status.textContent = LINK_COPIED
      },
      () => {
        if (status) status.textContent = ''
        if (alert) alert.textContent = COPY_FAILED
      },
    )
  })
}

/**
 * The glossary's letters (GlossaryIndex in article-body.tsx) scroll smoothly to their section (at
 * once under reduced motion), put it in the address and move focus there.
 */
export function startGlossaryIndex() {
  const index = document.querySelector('[data-glossary-index]')
  index?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]')
    const id = link?.hash.slice(1)
    const target = id ? document.getElementById(id) : null
    if (!target) return
    event.preventDefault()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
    window.history.replaceState(window.history.state, '', `#${id}`)
    target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  })
}

/**
 * Seed 001 §7: a view is sent once the article has loaded; a failure is only a warning. Not under
 * Global Privacy Control, Do Not Track or the analytics opt-out (the server would not count it).
 */
export function countView() {
  const slug = document.querySelector<HTMLElement>('article[data-article-slug]')?.dataset
    .articleSlug
  if (!slug || !trackingAllowed()) return
  fetch(`/api/blog/slug/${encodeURIComponent(slug)}/view`, { method: 'POST', keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn(`View not counted (${response.status})`)
    })
    .catch(() => console.warn('View not counted (network)'))
}
