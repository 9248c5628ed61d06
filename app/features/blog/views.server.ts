import { eq, sql } from 'drizzle-orm'
import { isbot } from 'isbot'
import { batchedPerDatabase, countsInOrder, tally } from '~/db/batched'
import type { Database } from '~/db/client.server'
import { blogViews } from '~/db/schema'
import { analyticsRefusal } from '~/features/analytics/index.server'
import { SITE_COOKIES } from '~/lib/security/site-cookies'
import { logWarning } from '~/lib/log.server'
import { readSiteCookie, siteCookie } from '~/lib/security/cookies.server'

/**
 * Article view counts (seed 001 §7: a view is sent after the post loads). One view per visitor
 * session: a browser-session cookie, scoped to the view endpoint, lists the posts this browser has
 * already been counted for. Bots are not counted. Counts live in the database so every copy of
 * the server adds to the same number.
 */
/** Enough for a long reading session; the oldest entries drop off first. */
export const MAX_REMEMBERED_VIEWS = 100

export function viewedSlugs(request: Request): string[] {
  const value = readSiteCookie(request, SITE_COOKIES.viewed)
  if (value === null) return []
  return value.split('.').filter((slug) => /^[a-z0-9-]{1,120}$/.test(slug))
}

/** `secure`: from `secureCookies(context)`, true when the request came over HTTPS. */
export function viewedCookie(slugs: readonly string[], secure: boolean): string {
  const value = slugs.slice(-MAX_REMEMBERED_VIEWS).join('.')
  // No Max-Age: the cookie ends with the browser session.
  return siteCookie(SITE_COOKIES.viewed, value, { secure })
}

export type ViewOutcome = 'counted' | 'already-counted' | 'bot' | 'not-measured'

/**
 * Counts a view of `slug` unless this visitor session was counted already, the client is a bot,
 * or the browser refuses measurement (Global Privacy Control, Do Not Track, the analytics opt-out).
 * Returns the outcome, the post's count and, when it changed, the cookie to set.
 */
export async function recordView(
  db: Database,
  request: Request,
  slug: string,
  options: { secureCookie: boolean },
): Promise<{ outcome: ViewOutcome; views: number; setCookie?: string }> {
  if (analyticsRefusal(request))
    return { outcome: 'not-measured', views: await viewCount(db, slug) }
  const userAgent = request.headers.get('user-agent') ?? ''
  if (!userAgent || isbot(userAgent)) return { outcome: 'bot', views: await viewCount(db, slug) }
  const seen = viewedSlugs(request)
  if (seen.includes(slug)) return { outcome: 'already-counted', views: await viewCount(db, slug) }
  return {
    outcome: 'counted',
    views: await addView(db, slug),
    setCookie: viewedCookie([...seen, slug], options.secureCookie),
  }
}

/**
 * Adds one view of a post. An article on a news site's front page brings hundreds of readers a
 * second, each view a change to the same row: views that arrive while a count is in flight are
 * added together by the next statement (batchedPerDatabase), each given the count it would have
 * had alone, instead of queueing one by one for that row.
 */
const addView = batchedPerDatabase(async (db, slugs: readonly string[]) => {
  const same = (slug: string) => slug
  const rows = tally(slugs, same).map(({ hit, count }) => ({ slug: hit, views: count }))
  const counted = await db
    .insert(blogViews)
    .values(rows)
    .onConflictDoUpdate({
      target: blogViews.slug,
      set: { views: sql`${blogViews.views} + excluded.views`, updatedAt: sql`now()` },
    })
    .returning({ slug: blogViews.slug, views: blogViews.views })
  return countsInOrder(slugs, same, new Map(counted.map((row) => [row.slug, row.views])))
})

export async function viewCount(db: Database, slug: string): Promise<number> {
  const [row] = await db
    .select({ views: blogViews.views })
    .from(blogViews)
    .where(eq(blogViews.slug, slug))
  return row?.views ?? 0
}

/** Every post's count, by slug (posts never viewed are absent: 0). */
export async function viewCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ slug: blogViews.slug, views: blogViews.views }).from(blogViews)
  return new Map(rows.map((row) => [row.slug, row.views]))
}

/** The counts for ordering Keep Learning; an article still renders (newest first) if they fail. */
export async function viewCountsOrNone(db: Database): Promise<Map<string, number>> {
  try {
    return await viewCounts(db)
  } catch (error) {
    logWarning('blog view counts unavailable', {
      error: error instanceof Error ? error.message : String(error),
    })
    return new Map()
  }
}
