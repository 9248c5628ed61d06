import { expect, test } from 'vitest'
import { allPosts } from './content.server'
import { postFromRow, type BlogPostRow } from './posts.server'
import { searchQueryOf } from './search'
import { searchIndexFor, searchPosts } from './search.server'

/**
 * The search over the bundled articles. Articles are rewritten from time to time, so these look
 * for topics their titles and slugs will keep, not for phrases of their text.
 */
const bundled = allPosts()
const firstFor = (query: string, posts = bundled) =>
  searchPosts(posts, searchQueryOf(query)).map((post) => post.slug)

test('every spelling of 401(k) puts the employer match article first', () => {
  for (const spelling of ['401k', '401(k)', '401 k', '401K plan'])
    expect(firstFor(spelling)[0], spelling).toBe('employer-401k-match')
})

test('"roth ira" puts Roth vs Traditional first, and every result has one of the words', () => {
  const results = searchPosts(bundled, searchQueryOf('roth ira'))
  expect(results[0]!.slug).toBe('roth-vs-traditional')
  expect(results.length).toBeLessThan(bundled.length)
})

test('"snowball" and "snowballing" put the snowball vs avalanche article first', () => {
  expect(firstFor('snowball')[0]).toBe('debt-snowball-vs-avalanche')
  expect(firstFor('Snowballing')[0]).toBe('debt-snowball-vs-avalanche')
})

test('a word no article has finds nothing', () => {
  expect(firstFor('qwertyuiop')).toEqual([])
})

const row = (overrides: Partial<BlogPostRow>): BlogPostRow => ({
  id: 5000,
  slug: 'zebra-budgets',
  title: 'A plain post about planning',
  subtitle: null,
  category: 'Budgeting',
  metaDescription: 'A post written through the admin area, for the search tests to find.',
  excerpt: 'A post written through the admin area.',
  keywords: ['planning'],
  tags: ['budget'],
  featuredImage: null,
  imageAlt: null,
  imageCaption: null,
  content: '<h2>The quokka method</h2><p>Some text about planning a month.</p>',
  contentMarkdown: null,
  status: 'published',
  scheduledAt: null,
  publishedAt: new Date('2026-01-02T00:00:00Z'),
  isPinned: false,
  faqs: null,
  relatedResources: null,
  cta: null,
  whyItMatters: null,
  takeaways: null,
  keyMetrics: null,
  createdAt: new Date('2026-01-02T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
  ...overrides,
})

test('the index is built once per content version, whatever order the posts come in', () => {
  const stored = postFromRow(row({}))
  const posts = [...bundled, stored]
  const first = searchIndexFor(posts)
  expect(searchIndexFor(posts)).toBe(first)
  expect(searchIndexFor([...posts].reverse())).toBe(first)
  // The same stored post read again (a new object, as on every request) is the same version.
  expect(searchIndexFor([...bundled, postFromRow(row({}))])).toBe(first)

  // An edit saves a new updatedAt: a new version, and the search sees the new text.
  const edited = postFromRow(
    row({
      content: '<h2>The wombat method</h2><p>Some text about planning a month.</p>',
      updatedAt: new Date('2026-01-03T00:00:00Z'),
    }),
  )
  expect(searchIndexFor([...bundled, edited])).not.toBe(first)
  expect(firstFor('wombat', [...bundled, edited])).toEqual(['zebra-budgets'])
  expect(firstFor('quokka', [...bundled, edited])).toEqual([])

  // A post leaving the public list is a new version too.
  expect(searchIndexFor(bundled)).not.toBe(searchIndexFor([...bundled, edited]))
})

test('a stored post is found by its headings, and ranks by them above a body match', () => {
  const heading = postFromRow(row({ id: 5001, slug: 'heading-post' }))
  const body = postFromRow(
    row({
      id: 5002,
      slug: 'body-post',
      content: '<h2>Other things</h2><p>A quokka appears once in this text about planning.</p>',
    }),
  )
  expect(firstFor('quokka', [...bundled, body, heading])).toEqual(['heading-post', 'body-post'])
})

test('results are the posts passed in, in their order where the score ties', () => {
  const a = postFromRow(row({ id: 5003, slug: 'twin-a', content: '<p>Platypus.</p>' }))
  const b = postFromRow(row({ id: 5004, slug: 'twin-b', content: '<p>Platypus.</p>' }))
  expect(firstFor('platypus', [a, b])).toEqual(['twin-a', 'twin-b'])
  expect(firstFor('platypus', [b, a])).toEqual(['twin-b', 'twin-a'])
  const results = searchPosts([a, b], searchQueryOf('platypus'))
  expect(results[0]).toBe(a)
})
