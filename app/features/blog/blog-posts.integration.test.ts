import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { BUNDLED_ARTICLE_COUNT } from '../../../tests/bundled-articles'
import { callRoute } from '../../../tests/route-call'
import { enableTwoFactor } from '../../../tests/factories'
import { setUpTestDatabase } from '../../../tests/test-database'
import { users } from '~/db/schema'

const { db } = await setUpTestDatabase()
const createRoute = await import('~/routes/api.blog')
const postRoute = await import('~/routes/api.blog.$id')
const publishedRoute = await import('~/routes/api.blog.published')
const slugRoute = await import('~/routes/api.blog.slug.$slug')
const searchRoute = await import('~/routes/api.blog.search')
const categoryRoute = await import('~/routes/api.blog.category.$category')
const rssRoute = await import('~/routes/blog.rss.xml')
const articleRoute = await import('~/routes/blog.$slug')
const { createSession } = await import('~/features/auth/index.server')
const { publicPosts, publicPostBySlug } = await import('~/features/blog/posts.server')
const { getDatabase } = await import('~/db/client.server')
const { onContentChange, watchContentChanges } = await import('~/lib/content-changes.server')

type ApiPost = {
  id: number
  slug: string
  title: string
  content: string
  status: string
  scheduledAt: string | null
  wordCount: number
  readTime: number
  source: string
  subtitle: string | null
  featuredImage: string | null
}
type Page = { content: ApiPost[]; totalElements: number }

async function bearerFor(role: 'user' | 'advisor' | 'admin') {
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Test',
      lastName: role,
      role,
    })
    .returning()
  // The admin API requires two-step verification of administrators.
  if (role === 'admin') await enableTwoFactor(db, user!.id)
  const { token } = await createSession(db, user!, { persistent: false, secure: false })
  return { Authorization: `Bearer ${token}` }
}

const admin = await bearerFor('admin')

const unique = () => randomBytes(3).toString('hex')

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: `tax-refund-plan-${unique()}`,
    title: 'What to do with a tax refund',
    category: 'Budgeting',
    metaDescription:
      'A simple order for spending a federal tax refund: emergency fund, high-interest debt, then retirement savings.',
    excerpt: 'A refund is a chance to catch up. Here is an order that works for most households.',
    keywords: ['tax refund', 'budgeting'],
    tags: ['Taxes'],
    content:
      '<h2>Start with the emergency fund</h2><p>Put the first part of a refund into savings you can reach quickly.</p>',
    status: 'published',
    ...overrides,
  }
}

function send(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = admin,
  params: Record<string, string> = {},
) {
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return path === '/api/blog'
    ? callRoute(createRoute.action, request)
    : callRoute(postRoute.action, request, params)
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/blog', postBody(overrides))
  expect(response.status).toBe(201)
  return (await response.json()) as ApiPost
}

const get = (path: string) => new Request(`http://localhost:3000${path}`)

/** The article page's status: its loader throws `data(null, { status: 404 })` for a missing post. */
async function articleStatus(slug: string) {
  try {
    return (await callRoute(articleRoute.loader, get(`/blog/${slug}`), { slug })).status
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status
  }
}

test('an admin creates, replaces and deletes a post', async () => {
  const created = await create()
  expect(created.id).toBeGreaterThanOrEqual(1000)
  expect(created.status).toBe('PUBLISHED')
  expect(created.source).toBe('database')
  expect(created.subtitle).toBeNull()
  expect(created.featuredImage).toBeNull()
  expect(created.wordCount).toBe(18)
  expect(created.readTime).toBe(1)

  const path = `/api/blog/${created.id}`
  const params = { id: String(created.id) }
  const replaced = await send(
    'PUT',
    path,
    postBody({ slug: created.slug, title: 'What to do with a tax refund in 2026' }),
    admin,
    params,
  )
  expect(replaced.status).toBe(200)
  expect(((await replaced.json()) as ApiPost).title).toBe('What to do with a tax refund in 2026')
  const read = await callRoute(slugRoute.loader, get(`/api/blog/slug/${created.slug}`), {
    slug: created.slug,
  })
  expect(((await read.json()) as ApiPost).title).toBe('What to do with a tax refund in 2026')

  const deleted = await send('DELETE', path, undefined, admin, params)
  expect(deleted.status).toBe(204)
  expect(await deleted.text()).toBe('')
  expect((await send('DELETE', path, undefined, admin, params)).status).toBe(404)
  const gone = await callRoute(slugRoute.loader, get(`/api/blog/slug/${created.slug}`), {
    slug: created.slug,
  })
  expect(gone.status).toBe(404)
})

test('every write that commits tells the serving processes, so their page caches drop old pages', async () => {
  const stopWatching = await watchContentChanges(getDatabase())
  let heard = 0
  const stopListening = onContentChange(() => heard++)
  const heardAfter = async (count: number) => {
    await expect.poll(() => heard, { timeout: 5_000 }).toBe(count)
  }
  try {
    const created = await create()
    await heardAfter(1)
    const params = { id: String(created.id) }
    const path = `/api/blog/${created.id}`
    const replaced = await send('PUT', path, postBody({ slug: created.slug }), admin, params)
    expect(replaced.status).toBe(200)
    await heardAfter(2)
    // A write refused inside its transaction (a slug another post has) announces nothing.
    const other = await create()
    await heardAfter(3)
    const refused = await send('PUT', path, postBody({ slug: other.slug }), admin, params)
    expect(refused.status).toBe(409)
    expect((await send('DELETE', path, undefined, admin, params)).status).toBe(204)
    await heardAfter(4)
  } finally {
    stopListening()
    await stopWatching()
  }
})

test('only admins write: 401 without a session, 403 for other roles', async () => {
  const created = await create()
  const params = { id: String(created.id) }
  const anonymous = await send('POST', '/api/blog', postBody(), {})
  expect(anonymous.status).toBe(401)
  expect(anonymous.headers.get('content-type')).toContain('application/json')
  for (const role of ['user', 'advisor'] as const) {
    const headers = await bearerFor(role)
    expect((await send('POST', '/api/blog', postBody(), headers)).status).toBe(403)
    expect((await send('PUT', `/api/blog/${created.id}`, postBody(), headers, params)).status).toBe(
      403,
    )
    expect(
      (await send('DELETE', `/api/blog/${created.id}`, undefined, headers, params)).status,
    ).toBe(403)
  }
  expect((await send('DELETE', `/api/blog/${created.id}`, undefined, {}, params)).status).toBe(401)
})

test('the body is validated field by field', async () => {
  const response = await send(
    'POST',
    '/api/blog',
    postBody({
      slug: 'Not A Slug',
      category: 'Crypto',
      status: 'scheduled',
      featuredImage: 'javascript:alert(1)',
      extra: true,
    }),
  )
  expect(response.status).toBe(400)
  const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> }
  expect(Object.keys(fieldErrors)).toEqual(
    expect.arrayContaining(['slug', 'category', 'featuredImage', 'form']),
  )
  const scheduled = await send('POST', '/api/blog', postBody({ status: 'scheduled' }))
  expect(scheduled.status).toBe(400)
  expect(((await scheduled.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty(
    'scheduledAt',
  )
  const empty = await send('POST', '/api/blog', postBody({ content: '<script>alert(1)</script>' }))
  expect(empty.status).toBe(400)
  expect(((await empty.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty('content')
})

test('HTML is sanitised before it is stored', async () => {
  const created = await create({
    content: [
      '<h2 onclick="steal()">Heading</h2>',
      '<script>document.cookie</script>',
      '<p style="color:red">Safe <b>text</b> <img src="x" onerror="alert(1)"></p>',
      '<p><a href="javascript:alert(1)">bad link</a> <a href="https://irs.gov" target="_blank" onmouseover="x()">IRS</a> <a href="/calculators">tools</a> <a href="mailto:help@example.com">mail</a></p>',
      '<iframe src="https://evil.example"></iframe><style>body{}</style>',
    ].join(''),
  })
  const html = created.content
  expect(html).not.toMatch(
    /script|onclick|onerror|onmouseover|style|iframe|<img|javascript:|target/i,
  )
  expect(html).toContain('<h2>Heading</h2>')
  expect(html).toContain('<strong>text</strong>')
  expect(html).toContain('<a rel="noopener">bad link</a>')
  expect(html).toContain('<a href="https://irs.gov" rel="noopener">IRS</a>')
  expect(html).toContain('<a href="/calculators" rel="noopener">tools</a>')
  expect(html).toContain('<a href="mailto:help@example.com" rel="noopener">mail</a>')
  expect(created.content).not.toContain('document.cookie')
})

test('a bundled slug is refused, and bundled articles cannot be written', async () => {
  const taken = await send('POST', '/api/blog', postBody({ slug: 'debt-snowball-vs-avalanche' }))
  expect(taken.status).toBe(409)
  expect(((await taken.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty('slug')

  const first = await create()
  const duplicate = await send('POST', '/api/blog', postBody({ slug: first.slug }))
  expect(duplicate.status).toBe(409)
  const other = await create()
  const renamed = await send(
    'PUT',
    `/api/blog/${other.id}`,
    postBody({ slug: first.slug }),
    admin,
    {
      id: String(other.id),
    },
  )
  expect(renamed.status).toBe(409)

  for (const method of ['PUT', 'DELETE']) {
    const bundled = await send(method, '/api/blog/4', postBody(), admin, { id: '4' })
    expect(bundled.status).toBe(409)
  }
})

test('drafts never show; scheduled posts show from their date', async () => {
  const draft = await create({ status: 'draft' })
  const future = await create({ status: 'scheduled', scheduledAt: '2999-01-01T09:00:00Z' })
  const past = await create({ status: 'scheduled', scheduledAt: '2024-01-01T09:00:00Z' })
  expect(future.status).toBe('SCHEDULED')
  expect(future.scheduledAt).toBe('2999-01-01T09:00:00.000Z')

  const slugs = (await publicPosts(db)).map((post) => post.slug)
  expect(slugs).not.toContain(draft.slug)
  expect(slugs).not.toContain(future.slug)
  expect(slugs).toContain(past.slug)
  expect(await publicPostBySlug(db, draft.slug)).toBeUndefined()

  // The scheduled post appears once its time has come, without anything else changing.
  const later = new Date('2999-01-01T09:00:00Z')
  expect((await publicPosts(db, later)).map((post) => post.slug)).toContain(future.slug)
  expect((await publicPostBySlug(db, future.slug, later))?.publishedDate).toBe('2999-01-01')

  expect(await articleStatus(draft.slug)).toBe(404)
  expect(await articleStatus(past.slug)).toBe(200)
  const api = await callRoute(slugRoute.loader, get(`/api/blog/slug/${future.slug}`), {
    slug: future.slug,
  })
  expect(api.status).toBe(404)
})

test('published database posts merge into the read API, search, categories and RSS', async () => {
  const word = `zq${unique()}`
  const post = await create({
    category: 'Investment Prep',
    content: `<p>Index funds and the ${word} rule explained for beginners.</p>`,
  })

  const published = (await (
    await callRoute(publishedRoute.loader, get('/api/blog/published'))
  ).json()) as Page
  expect(published.content.map((p) => p.slug)).toContain(post.slug)
  expect(published.content.filter((p) => p.source === 'bundled')).toHaveLength(
    BUNDLED_ARTICLE_COUNT,
  )
  // Newest first: a post published today comes before every bundled article.
  expect(published.content[0]!.source).toBe('database')

  const search = await callRoute(searchRoute.loader, get(`/api/blog/search?query=${word}`))
  expect(((await search.json()) as Page).content.map((p) => p.slug)).toEqual([post.slug])

  const category = await callRoute(
    categoryRoute.loader,
    get('/api/blog/category/investment-prep?size=100'),
    { category: 'investment-prep' },
  )
  expect(((await category.json()) as Page).content.map((p) => p.slug)).toContain(post.slug)

  const rss = await callRoute(rssRoute.loader, get('/blog/rss.xml'))
  expect(await rss.text()).toContain(`/blog/${post.slug}</link>`)

  const page = await callRoute(articleRoute.loader, get(`/blog/${post.slug}`), { slug: post.slug })
  expect(page.status).toBe(200)
  expect(page.headers.get('cache-control')).toContain('s-maxage')
  const data = (await page.json()) as {
    post: { segments: { html: string }[]; quizzes?: unknown }
  }
  expect(data.post.segments[0]!.html).toContain(word)
  expect(data.post.quizzes).toBeUndefined()
})
