import { sessionTokenFrom } from '~/features/auth/index.server'
import { PRIVATE_PAGE_CACHE, publicCache } from '~/lib/http/cache-control'

/** The blog's pages: public (until the next scheduled post is due) unless the visitor is signed in. */
export function blogPageCacheControl(
  request: Request,
  nextDueAt: Date | null,
  now = new Date(),
): string {
  return sessionTokenFrom(request) ? PRIVATE_PAGE_CACHE : publicCache(nextDueAt, now)
}
