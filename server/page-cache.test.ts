import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  type CachedPage,
  etagOf,
  inlineScriptHashes,
  matchesEtag,
  PageCache,
  sharedMaxAge,
} from './page-cache'

function page(html: string, expiresAt = Date.now() + 60_000): CachedPage {
  const body = Buffer.from(html)
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    contentSecurityPolicy: "script-src 'self'",
    body,
    etag: etagOf(body),
    expiresAt,
  }
}

test('a page is served until it expires, then rendered again', () => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000 })
  cache.set('/privacy', page('<p>policy</p>', 5_000))
  expect(cache.get('/privacy', 4_999)?.body.toString()).toBe('<p>policy</p>')
  expect(cache.get('/privacy', 5_000)).toBeUndefined()
  expect(cache.size).toBe(0)
})

test('the oldest pages go first when the count or the bytes pass their limits', () => {
  const cache = new PageCache({ maxEntries: 3, maxBytes: 25 })
  for (const path of ['/a', '/b', '/c', '/d']) cache.set(path, page('12345'))
  expect(cache.get('/a')).toBeUndefined()
  expect(cache.size).toBe(3)
  cache.set('/big', page('x'.repeat(20)))
  expect(cache.bytes).toBeLessThanOrEqual(25)
  expect(cache.get('/big')).toBeDefined()
  expect(cache.get('/b')).toBeUndefined()
  // A page larger than the whole cache is not kept at all.
  cache.set('/huge', page('x'.repeat(26)))
  expect(cache.get('/huge')).toBeUndefined()
  cache.clear()
  expect([cache.size, cache.bytes]).toEqual([0, 0])
})

test('only a public answer may be kept, for its s-maxage', () => {
  expect(sharedMaxAge('public, max-age=0, s-maxage=60, stale-while-revalidate=60')).toBe(60)
  expect(sharedMaxAge('public, max-age=300')).toBe(300)
  expect(sharedMaxAge('public, max-age=0, s-maxage=0')).toBe(0)
  expect(sharedMaxAge('private, no-store')).toBe(0)
  expect(sharedMaxAge('public, no-store, s-maxage=60')).toBe(0)
  expect(sharedMaxAge('s-maxage=60')).toBe(0)
  expect(sharedMaxAge('public, s-maxage=soon')).toBe(0)
  expect(sharedMaxAge(null)).toBe(0)
})

test('each inline script is allowed by the hash of its exact text; scripts with a src are not', () => {
  const first = 'window.__reactRouterContext = {"a":"</b>"};'
  const second = '\n  import("/assets/entry.js");\n'
  const html = `<head><script>${first}</script><script src="/assets/x.js"></script></head>
    <body><SCRIPT type="module">${second}</SCRIPT><script>${first}</script></body>`
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)])
  expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
})

test('If-None-Match matches the ETag, in a list, weak or as *', () => {
  const etag = etagOf(Buffer.from('<p>x</p>'))
  expect(etag).not.toBe(etagOf(Buffer.from('<p>y</p>')))
  expect(matchesEtag(etag, etag)).toBe(true)
  expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true)
  expect(matchesEtag('*', etag)).toBe(true)
  expect(matchesEtag('"other"', etag)).toBe(false)
  expect(matchesEtag(undefined, etag)).toBe(false)
})
