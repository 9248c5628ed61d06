import type { BlogPost } from './content.server'
import { textOfSanitizedHtml } from './sanitize.server'
import {
  combineIndex,
  compareHits,
  indexDocument,
  searchIndex,
  type DocumentIndex,
  type SearchDocument,
  type SearchIndex,
  type SearchQuery,
} from './search'

/**
 * The one search of the blog, for its page and its API: the public posts ranked for a query
 * (search.ts says how). The index is built once per content version, the set of posts the public
 * can read: a bundled article is the same object for the life of the process, and a database post
 * is known by its id and the time it was last saved. Publishing, editing, unpublishing or deleting
 * a post, or a scheduled post coming due, makes a new version, and the next search builds its index.
 * The costly part, reading each post's words, is kept per post: a new version reads only the posts
 * it has not seen.
 */

/** What a search reads of a post: the article's text in the four weighted fields. */
export function searchDocumentOf(post: BlogPost): SearchDocument {
  return {
    title: post.title,
    headings: post.source === 'database' ? headingsOfHtml(post) : post.headings.map((h) => h.text),
    summary: [
      post.subtitle ?? '',
      post.metaDescription,
      post.excerpt,
      ...post.keywords,
      ...post.tags,
    ],
    body: [
      post.text,
      post.whyItMatters ?? '',
      ...post.takeaways,
      ...post.faqs.flatMap((faq) => [faq.question, faq.answer]),
    ],
  }
}

/** A database post keeps its body as sanitised HTML; its h2–h4 are its headings. */
function headingsOfHtml(post: BlogPost): string[] {
  const headings: string[] = []
  for (const segment of post.segments) {
    if (segment.kind !== 'html') continue
    for (const match of segment.html.matchAll(/<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1>/gi))
      headings.push(textOfSanitizedHtml(match[2]!))
  }
  return headings
}

/** A bundled article's place in this process (its object never changes while the process runs). */
const bundledKeys = new WeakMap<BlogPost, string>()
let nextBundledKey = 0

function keyOf(post: BlogPost): string {
  if (post.source === 'database') return `d${post.id}@${post.publication?.updatedAt ?? ''}`
  let key = bundledKeys.get(post)
  if (!key) {
    key = `b${nextBundledKey++}`
    bundledKeys.set(post, key)
  }
  return key
}

interface CachedIndex {
  version: string
  /** The posts' keys in the index's order. */
  keys: string[]
  index: SearchIndex
}

let cached: CachedIndex | undefined
/** Each post's words, by its key: kept for the posts of the current version only. */
let documents = new Map<string, DocumentIndex>()

/**
 * The index of these posts: the one already built when the content version is the same (whatever
 * order the posts come in), else a new one, which replaces it.
 */
export function searchIndexFor(posts: readonly BlogPost[]): SearchIndex {
  return cachedIndexFor(posts, posts.map(keyOf)).index
}

function cachedIndexFor(posts: readonly BlogPost[], keys: string[]): CachedIndex {
  const sorted = keys
    .map((key, i) => ({ key, post: posts[i]! }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const version = sorted.map((entry) => entry.key).join(' ')
  if (cached?.version !== version) {
    const kept = new Map<string, DocumentIndex>()
    for (const { key, post } of sorted)
      kept.set(key, documents.get(key) ?? indexDocument(searchDocumentOf(post)))
    documents = kept
    cached = {
      version,
      keys: sorted.map((entry) => entry.key),
      index: combineIndex(sorted.map((entry) => kept.get(entry.key)!)),
    }
  }
  return cached
}

/**
 * The posts that match the query, best first: more of its words, then the higher score, then the
 * order the posts came in (newest first from `publicPosts`).
 */
export function searchPosts(posts: readonly BlogPost[], query: SearchQuery): BlogPost[] {
  const keys = posts.map(keyOf)
  const { keys: indexed, index } = cachedIndexFor(posts, keys)
  const position = new Map(keys.map((key, i) => [key, i]))
  return searchIndex(index, query)
    .map((hit) => ({ hit, at: position.get(indexed[hit.document]!)! }))
    .sort((a, b) => compareHits(a.hit, b.hit) || a.at - b.at)
    .map(({ at }) => posts[at]!)
}
