/**
 * Cache-Control for public answers: pages and feeds that are the same for every visitor who is not
 * signed in. A shared cache (a CDN, and the server's own page cache, docs/decisions/043) may keep
 * them, but never long enough to hide a change an editor has just made:
 * - browsers ask again on every visit (`max-age=0`), and get a 304 when nothing changed;
 * - a shared cache keeps a copy for a minute at most, and never past the moment the next scheduled
 *   post is due, so that post appears on time without a restart; while it fetches a fresh copy it
 *   may answer with the old one for another minute at most.
 * A signed-in visitor's answer is never stored: the server replaces this header on every one.
 */
export const SHARED_CACHE_SECONDS = 60
export const PRIVATE_PAGE_CACHE = 'private, no-store'

export function publicCache(nextDueAt: Date | null = null, now = new Date()): string {
  const untilDue = nextDueAt
    ? Math.max(0, Math.floor((nextDueAt.getTime() - now.getTime()) / 1000))
    : Infinity
  const shared = Math.min(SHARED_CACHE_SECONDS, untilDue)
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`
}

/** The `headers` export of a page whose answer is the same for every anonymous visitor. */
export const publicPageHeaders = () => ({ 'Cache-Control': publicCache() })
