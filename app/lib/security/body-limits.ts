/**
 * The largest request body each route takes: the one place these numbers live. The server refuses
 * a larger body with 413 before reading it (a declared Content-Length), or as soon as a chunked
 * body goes past it, whatever the route; `parseBody` uses the same numbers.
 */
export const BODY_LIMITS = {
  /** A page's form. The longest real one, a partner application with its message, is under 10 KB. */
  form: 64 * 1024,
  /** A JSON API request. */
  json: 256 * 1024,
  /**
   * A whole article, from the admin blog editor or the blog API. The largest bundled article
   * (42 KB of Markdown) posts as 46 KB; the schemas allow 100,000 characters of Markdown or 200,000
   * of HTML, which is up to 900 KB for text written entirely outside ASCII and percent-encoded.
   */
  article: 1024 * 1024,
  /**
   * A batch of engagement events: browsers send at most 64 KB with `navigator.sendBeacon`, and the
   * tracker's batches of at most 50 events stay far below it.
   */
  analytics: 64 * 1024,
} as const

/** The routes (as written in app/routes.ts) that take a whole article. */
const ARTICLE_ROUTES = new Set([
  '/admin/blog/new',
  '/admin/blog/:postId',
  '/api/blog',
  '/api/blog/:id',
])

/** The body limit of a route, by its pattern (`/api/blog/:id`). */
export function bodyLimitFor(route: string): number {
  if (ARTICLE_ROUTES.has(route)) return BODY_LIMITS.article
  if (route === '/api/analytics/events') return BODY_LIMITS.analytics
  return route === '/api' || route.startsWith('/api/') ? BODY_LIMITS.json : BODY_LIMITS.form
}

/** Said to the client, in its own units: "64 KB", "1 MB". */
export function describeLimit(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`
}

/** The answer to a body over `bytes`: JSON `error` for the API, `text` for a page. */
export function bodyTooLarge(bytes: number) {
  return {
    status: 413 as const,
    error: `Request body is too large (limit ${describeLimit(bytes)}).`,
    text: `What you sent is too large for this page (limit ${describeLimit(bytes)}). Go back and shorten it.`,
  }
}
