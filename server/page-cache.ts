/**
 * Anonymous pages kept in the process (docs/decisions/043). A page that is the same for every
 * visitor who is not signed in says so with `Cache-Control: public, s-maxage=N`; its HTML is then
 * rendered once and served from memory for N seconds (or until the content changes), with an ETag
 * so a browser that has it gets a 304. Inline scripts on such pages are allowed by their hashes
 * instead of a per-response nonce, so one copy of the HTML serves every visitor.
 */
import { createHash } from 'node:crypto'

export interface CachedPage {
  status: number
  /** The answer's own headers (Content-Type, Cache-Control, Link…), as sent. */
  headers: [string, string][]
  /** The Content-Security-Policy that allows exactly this HTML's inline scripts. */
  contentSecurityPolicy: string
  body: Buffer
  etag: string
  /** When the page stops being served from memory (ms since the epoch). */
  expiresAt: number
}

export interface PageCacheLimits {
  /** Pages kept at most: the oldest goes first (a URL spelled many ways cannot fill memory). */
  maxEntries: number
  /** Bytes of HTML kept at most. */
  maxBytes: number
}

export class PageCache {
  readonly #pages = new Map<string, CachedPage>()
  #bytes = 0
  readonly limits: PageCacheLimits

  constructor(limits: PageCacheLimits) {
    this.limits = limits
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.#pages.get(key)
    if (!page) return undefined
    if (page.expiresAt <= now) {
      this.delete(key)
      return undefined
    }
    return page
  }

  set(key: string, page: CachedPage) {
    if (page.body.byteLength > this.limits.maxBytes) return
    this.delete(key)
    this.#pages.set(key, page)
    this.#bytes += page.body.byteLength
    for (const [oldest] of this.#pages) {
      if (this.#pages.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break
      this.delete(oldest)
    }
  }

  delete(key: string) {
    const page = this.#pages.get(key)
    if (!page) return
    this.#pages.delete(key)
    this.#bytes -= page.body.byteLength
  }

  clear() {
    this.#pages.clear()
    this.#bytes = 0
  }

  get size() {
    return this.#pages.size
  }

  get bytes() {
    return this.#bytes
  }
}

/**
 * How long a shared cache may keep an answer, from its Cache-Control: `s-maxage` (or `max-age`)
 * of a `public` answer; 0 for anything else (private, no-store, no-cache, or no header).
 */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=')
      return [name, value] as const
    }),
  )
  if (!directives.has('public')) return 0
  for (const refusal of ['private', 'no-store', 'no-cache']) if (directives.has(refusal)) return 0
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The CSP source of each inline script in the HTML (`'sha256-…'` of its text, as the browser
 * computes it). Scripts with a `src` are left out: 'strict-dynamic' lets the hashed ones load them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** A strong validator for the body. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
}

/** Whether an If-None-Match header names the ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
