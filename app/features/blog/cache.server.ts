import { sessionTokenFrom } from '~/features/auth/index.server'

/**
 * Cache-Control for the blog's public answers: its pages, its feed and its read API. They are the
 * same for every anonymous visitor, so a shared cache may keep them, but never long enough to hide
 * a post an editor has just published, unpublished or deleted:
 * - browsers ask again on every visit (`max-age=0`), so a reload shows the change at once;
 * - a shared cache keeps a copy for a minute at most, and never past the moment the next scheduled
 *   post is due, so that post appears on time without a restart; while it fetches a fresh copy it
 *   may answer with the old one for another minute at most.
 * A signed-in visitor's page is never stored (the server says so for every signed-in answer).
 */
export const SHARED_CACHE_SECONDS = 60
export const PRIVATE_PAGE_CACHE = 'private, no-store'

export function publicBlogCache(nextDueAt: Date | null, now = new Date()): string {
  const untilDue = nextDueAt
    ? Math.max(0, Math.floor((nextDueAt.getTime() - now.getTime()) / 1000))
    : Infinity
  const shared = Math.min(SHARED_CACHE_SECONDS, untilDue)
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`
}

export function blogPageCacheControl(
  request: Request,
  nextDueAt: Date | null,
  now = new Date(),
): string {
  return sessionTokenFrom(request) ? PRIVATE_PAGE_CACHE : publicBlogCache(nextDueAt, now)
}
