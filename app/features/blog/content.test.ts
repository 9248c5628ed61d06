import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import routeTable from '~/routes'
import { BLOG_CATEGORIES } from './categories'
import { allPosts, parseArticle, type BlogPost } from './content.server'
import { FEATURED_IMAGE_WIDTHS, featuredImagePath } from './images'
import { QUIZ_POSITIONS } from './markdown'

/**
 * The content lint: every bundled article parses, carries every field, is long enough, sits in a
 * real category, and links only to pages that exist.
 */
const CONTENT_DIR = path.resolve('content/blog')
const files = readdirSync(CONTENT_DIR).filter((name) => name.endsWith('.md'))
const posts = allPosts()
const bySlug = new Map(posts.map((post) => [post.slug, post]))

// Seed 001 §3: published dates seen run from 2024-03-18 to 2025-09-17.
const FIRST_DATE = '2024-03-18'
const LAST_DATE = '2025-09-17'

interface RouteEntry {
  path?: string
  index?: boolean
  file: string
  children?: RouteEntry[]
}

/** Static paths of the page routes (route modules written in .tsx; .ts modules are resources or redirects). */
function pagePaths(): Set<string> {
  const paths = new Set<string>()
  const walk = (entries: readonly RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = `${prefix}/${entry.path ?? ''}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1')
      if (entry.file.endsWith('.tsx') && !/[:*]/.test(full)) paths.add(full)
      if (entry.children) walk(entry.children, full)
    }
  }
  walk(routeTable, '')
  return paths
}
const PAGES = pagePaths()

/** Why an internal link does not resolve, or null when it does. */
function linkProblem(href: string, from: BlogPost): string | null {
  if (/^https?:\/\//.test(href)) return href.startsWith('https://') ? null : 'use https'
  if (href.startsWith('mailto:')) return null
  const url = new URL(href, `http://site/blog/${from.slug}`)
  const pathname = url.pathname
  const hash = decodeURIComponent(url.hash.slice(1))
  const article = /^\/blog\/([^/]+)$/.exec(pathname)
  if (article) {
    const target = bySlug.get(article[1]!)
    if (!target) return 'no article has this slug'
    if (hash && !target.headings.some((h) => h.id === hash)) return `no heading #${hash} there`
    return null
  }
  if (!PAGES.has(pathname)) return 'no page at this path'
  if (hash) return 'anchors are checked only inside articles'
  return null
}

test('every article file parses, with all its required fields', () => {
  const problems: string[] = []
  for (const file of files) {
    try {
      parseArticle(file, readFileSync(path.join(CONTENT_DIR, file), 'utf8'))
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  expect(problems).toEqual([])
  expect(files.length).toBeGreaterThan(0)
  expect(posts).toHaveLength(files.length)
})

test('each file is named after its slug, and slugs and ids are unique', () => {
  for (const post of posts) expect(files).toContain(`${post.slug}.md`)
  expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length)
  expect(posts.map((p) => p.id).sort((a, b) => a - b)).toEqual(
    Array.from({ length: posts.length }, (_, i) => i + 1),
  )
})

test('the seed’s ids, slugs and categories are kept', () => {
  const seed = [
    'hidden-cost-car-payments',
    'student-loans-slavery',
    'credit-card-debt-enemy',
    'debt-snowball-vs-avalanche',
    'medical-debt-negotiation',
    'break-paycheck-cycle',
    'compound-interest-explained',
    'credit-score-myths',
    'psychology-of-money',
    'inflation-wealth-killer',
    'tax-brackets-explained',
    'essential-financial-terms',
  ]
  seed.forEach((slug, index) => {
    const post = bySlug.get(slug)
    expect(post?.id, slug).toBe(index + 1)
    expect(post?.category, slug).toBe(index < 6 ? 'Debt Elimination' : 'Financial Literacy')
  })
  for (const slug of [
    'fifty-thirty-twenty-rule',
    'student-debt-rebellion',
    'how-student-loans-work',
  ])
    expect(bySlug.has(slug), slug).toBe(true)
})

test('six articles in each of the five categories', () => {
  for (const category of BLOG_CATEGORIES) {
    expect(
      posts.filter((p) => p.category === category).map((p) => p.slug),
      category,
    ).toHaveLength(6)
  }
})

test('every article has at least 1,500 words and a read time of words / 200, rounded up', () => {
  for (const post of posts) {
    expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(1500)
    expect(post.readTime, post.slug).toBe(Math.ceil(post.wordCount / 200))
  }
})

test('dates fall in the seed’s range, and an update is later than publishing and not in the future', () => {
  const today = new Date().toISOString().slice(0, 10)
  for (const post of posts) {
    expect(post.publishedDate >= FIRST_DATE && post.publishedDate <= LAST_DATE, post.slug).toBe(
      true,
    )
    if (post.updatedDate) {
      expect(post.updatedDate > post.publishedDate, post.slug).toBe(true)
      expect(post.updatedDate <= today, post.slug).toBe(true)
    }
  }
})

test('quiz markers and quiz data match in both directions', () => {
  for (const post of posts) {
    for (const position of QUIZ_POSITIONS) {
      expect(post.quizMarkers.includes(position), `${post.slug}: ${position} marker`).toBe(
        Boolean(post.quizzes?.[position]),
      )
    }
  }
  const withQuizzes = posts
    .filter((p) => p.quizzes)
    .map((p) => p.slug)
    .sort()
  expect(withQuizzes).toEqual([
    'debt-snowball-vs-avalanche',
    'essential-financial-terms',
    'inflation-wealth-killer',
    'student-loans-slavery',
  ])
})

test('every link in the body, related resources and calls to action resolves', () => {
  const problems: string[] = []
  for (const post of posts) {
    const targets = [
      ...post.links,
      ...post.relatedResources.map((r) => r.url),
      ...(post.cta ? [post.cta.link] : []),
    ]
    for (const href of targets) {
      const problem = linkProblem(href, post)
      if (problem) problems.push(`${post.slug}: ${href} (${problem})`)
    }
  }
  expect(problems).toEqual([])
})

test('each article links to at least two other articles', () => {
  for (const post of posts) {
    const articles = new Set(
      [...post.links, ...post.relatedResources.map((r) => r.url)]
        .filter((href) => /^\/blog\/[^/?#]+/.test(href))
        .map((href) => href.split(/[?#]/)[0])
        .filter((href) => href !== `/blog/${post.slug}`),
    )
    expect(articles.size, post.slug).toBeGreaterThanOrEqual(2)
  }
})

test('success stories say at the top that they are illustrative composites', () => {
  for (const post of posts.filter((p) => p.category === 'Success Stories')) {
    expect(post.text.slice(0, 1500), post.slug).toMatch(/Illustrative composite/i)
  }
})

test('success story titles say they are illustrative, so none reads as news about a real person', () => {
  const stories = posts.filter((p) => p.category === 'Success Stories')
  expect(stories.length).toBeGreaterThan(0)
  for (const post of stories) expect(post.title, post.slug).toMatch(/^Illustrative case study: /i)
})

test('the glossary has a section for each letter it covers, in order', () => {
  const glossary = bySlug.get('essential-financial-terms')!
  const letters = glossary.headings.filter((h) => h.depth === 2 && /^[A-Z]$/.test(h.text))
  expect(letters.length).toBeGreaterThanOrEqual(24)
  expect(letters.map((h) => h.text)).toEqual([...letters.map((h) => h.text)].sort())
})

test('the link check itself rejects paths with no page behind them', () => {
  const post = posts[0]!
  expect(linkProblem('/blog/no-such-article', post)).toBe('no article has this slug')
  expect(linkProblem('/calculators/no-such-calculator', post)).toBe('no page at this path')
  expect(linkProblem('/calculator/debt-freedom', post)).toBe('no page at this path')
  expect(linkProblem('http://example.com/', post)).toBe('use https')
  expect(linkProblem('/blog/essential-financial-terms#z', post)).toBeNull()
  expect(linkProblem('/blog/essential-financial-terms#nope', post)).toBe('no heading #nope there')
  expect(linkProblem('/calculators/debt-freedom?extra=300', post)).toBeNull()
  expect(posts.reduce((sum, p) => sum + p.links.length, 0)).toBeGreaterThan(100)
})

/** Width and height of a WebP file (simple lossy, lossless or extended format). */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP')
    return null
  const chunk = file.toString('ascii', 12, 16)
  if (chunk === 'VP8 ')
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X')
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 }
  return null
}

test('every article has its generated featured image in each width (run scripts/make-blog-images.ts)', () => {
  const problems: string[] = []
  for (const post of posts) {
    for (const width of FEATURED_IMAGE_WIDTHS) {
      const file = path.join('public', featuredImagePath(post.slug, width))
      let size: ReturnType<typeof webpSize> = null
      try {
        size = webpSize(readFileSync(file))
      } catch {
        problems.push(`${file} is missing`)
        continue
      }
      const height = Math.round((width * 630) / 1200)
      if (!size || size.width !== width || size.height !== height)
        problems.push(`${file} is not a ${width}×${height} WebP image`)
    }
  }
  expect(problems).toEqual([])
})
