import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { BUNDLED_ARTICLE_COUNT } from '../../../tests/bundled-articles'
import { callPage, callRoute } from '../../../tests/route-call'
import { enableTwoFactor } from '../../../tests/factories'
import { setUpTestDatabase } from '../../../tests/test-database'
import { eq } from 'drizzle-orm'
import { blogViews, users } from '~/db/schema'

const { db } = await setUpTestDatabase()
const publishedRoute = await import('~/routes/api.blog.published')
const categoryRoute = await import('~/routes/api.blog.category.$category')
const searchRoute = await import('~/routes/api.blog.search')
const listPage = await import('~/routes/blog._index')
const slugRoute = await import('~/routes/api.blog.slug.$slug')
const viewRoute = await import('~/routes/api.blog.slug.$slug.view')
const createRoute = await import('~/routes/api.blog')
const postRoute = await import('~/routes/api.blog.$id')
const { createSession } = await import('~/features/auth/index.server')
const { recordView } = await import('./views.server')

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
const get = (path: string) => new Request(`http://localhost:3000${path}`)
type Page = {
  content: { slug: string; publishedDate: string; content: string; category: string }[]
  totalPages: number
  totalElements: number
}

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

test('published posts come newest first in pages of 100 by default', async () => {
  const response = await callRoute(publishedRoute.loader, get('/api/blog/published'))
  expect(response.status).toBe(200)
  const page = (await response.json()) as Page
  expect(page.totalElements).toBe(BUNDLED_ARTICLE_COUNT)
  expect(page.totalPages).toBe(1)
  expect(page.content).toHaveLength(BUNDLED_ARTICLE_COUNT)
  const dates = page.content.map((p) => p.publishedDate)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(response.headers.get('cache-control')).toContain('stale-while-revalidate')
})

test('page and size slice the list, and bad values are named', async () => {
  const all = (await (
    await callRoute(publishedRoute.loader, get('/api/blog/published'))
  ).json()) as Page
  const second = (await (
    await callRoute(publishedRoute.loader, get('/api/blog/published?page=1&size=10'))
  ).json()) as Page
  expect(second.totalPages).toBe(3)
  expect(second.content.map((p) => p.slug)).toEqual(all.content.slice(10, 20).map((p) => p.slug))
  const beyond = (await (
    await callRoute(publishedRoute.loader, get('/api/blog/published?page=9&size=10'))
  ).json()) as Page
  expect(beyond.content).toEqual([])

  const bad = await callRoute(publishedRoute.loader, get('/api/blog/published?page=-1&size=500'))
  expect(bad.status).toBe(400)
  expect((await bad.json()).fieldErrors).toEqual({
    page: 'Pages start at 0',
    size: 'At most 100 posts per page',
  })
})

test('a category answers its own posts, 10 to a page; an unknown category is a 404', async () => {
  const response = await callRoute(
    categoryRoute.loader,
    get('/api/blog/category/debt-elimination'),
    {
      category: 'debt-elimination',
    },
  )
  const page = (await response.json()) as Page & { category: string }
  expect(page.category).toBe('Debt Elimination')
  expect(page.totalElements).toBe(6)
  expect(new Set(page.content.map((p) => p.category))).toEqual(new Set(['Debt Elimination']))

  // The menus' query values and the category's name work too.
  for (const name of ['investing-basics', 'Investment Prep']) {
    const other = await callRoute(categoryRoute.loader, get('/api/blog/category/x?size=4'), {
      category: name,
    })
    const body = (await other.json()) as Page
    expect(body.totalElements).toBe(6)
    expect(body.content).toHaveLength(4)
    expect(body.totalPages).toBe(2)
  }

  const unknown = await callRoute(categoryRoute.loader, get('/api/blog/category/crypto'), {
    category: 'crypto',
  })
  expect(unknown.status).toBe(404)
  expect((await unknown.json()).error).toBe('No such category.')
})

test('search matches title, description and text, ignoring case, and needs a query', async () => {
  const search = async (query: string) =>
    (await (
      await callRoute(
        searchRoute.loader,
        get(`/api/blog/search?query=${encodeURIComponent(query)}`),
      )
    ).json()) as Page
  const avalanche = await search('AVALANCHE')
  expect(avalanche.content.map((p) => p.slug)).toContain('debt-snowball-vs-avalanche')
  // A word that appears only in an article's body.
  const body = await search('Explanation of Benefits')
  expect(body.content.map((p) => p.slug)).toContain('medical-debt-negotiation')
  // A word no article has finds nothing (a query with other, common words would find those).
  expect((await search('zzzzqx')).totalElements).toBe(0)

  const empty = await callRoute(searchRoute.loader, get('/api/blog/search?query=%20'))
  expect(empty.status).toBe(400)
  expect((await empty.json()).fieldErrors.query).toBeTruthy()
})

const searchSlugs = async (query: string) => {
  const response = await callRoute(
    searchRoute.loader,
    get(`/api/blog/search?query=${encodeURIComponent(query)}`),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as Page).content.map((p) => p.slug)
}

// Articles are rewritten from time to time: these name articles by the topic their slug keeps.
test('search "401k" puts the employer 401(k) match article first', async () => {
  expect((await searchSlugs('401k'))[0]).toBe('employer-401k-match')
})

test('search "401(k)" finds what "401k" and "401 k" find, in the same order', async () => {
  const found = await searchSlugs('401(k)')
  expect(found[0]).toBe('employer-401k-match')
  expect(await searchSlugs('401k')).toEqual(found)
  expect(await searchSlugs('401 k')).toEqual(found)
})

test('search "roth ira" puts Roth vs Traditional first', async () => {
  expect((await searchSlugs('roth ira'))[0]).toBe('roth-vs-traditional')
  expect((await searchSlugs('Roth IRAs'))[0]).toBe('roth-vs-traditional')
})

test('search "snowball" puts the snowball vs avalanche article first', async () => {
  expect((await searchSlugs('snowball'))[0]).toBe('debt-snowball-vs-avalanche')
})

test('search answers a query it cannot use with a 400 naming the problem', async () => {
  const refused = async (query: string) => {
    const response = await callRoute(
      searchRoute.loader,
      get(`/api/blog/search?query=${encodeURIComponent(query)}`),
    )
    expect(response.status, query).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    return (await response.json()) as { error: string; fieldErrors: { query: string } }
  }
  expect(await refused('x'.repeat(5000))).toEqual({
    error: 'The search is too long.',
    fieldErrors: { query: 'Use at most 100 characters' },
  })
  expect(await refused('roth\u0000ira')).toEqual({
    error: 'The search contains a control character.',
    fieldErrors: {
      query: 'Use one line of plain text, without invisible control characters',
    },
  })
  expect(await refused('?!.,;()-')).toEqual({
    error: 'The search has no letters or numbers.',
    fieldErrors: { query: 'Use at least one letter or number' },
  })
  const missing = await callRoute(searchRoute.loader, get('/api/blog/search'))
  expect(missing.status).toBe(400)
  expect((await missing.json()).error).toBe('Say what to search for.')
})

type ListData = {
  posts: { slug: string }[]
  total: number
  query: string
  searchError?: string
}
const listFor = async (search: string) => {
  const answer = await callPage<ListData>(listPage.loader, get(`/blog?${search}`))
  expect(answer.status).toBe(200)
  return answer.data!
}

test('the blog page ranks with the same search as the API, within the chosen category', async () => {
  const page = await listFor('q=401(k)')
  expect(page.posts[0]!.slug).toBe('employer-401k-match')
  expect(page.posts.map((p) => p.slug)).toEqual((await searchSlugs('401(k)')).slice(0, 12))
  const debt = await listFor('q=snowball&category=debt-elimination')
  expect(debt.posts[0]!.slug).toBe('debt-snowball-vs-avalanche')
  expect(debt.posts.map((p) => p.slug)).toEqual(
    (await searchSlugs('snowball')).filter((slug) => debt.posts.some((post) => post.slug === slug)),
  )
})

test('the blog page shows no results and says why for a search it cannot use', async () => {
  const punctuation = await listFor(`q=${encodeURIComponent('?!…')}`)
  expect(punctuation).toMatchObject({
    posts: [],
    total: 0,
    query: '?!…',
    searchError: 'Use at least one letter or number',
  })
  const long = 'retirement '.repeat(20).trim()
  const tooLong = await listFor(`q=${encodeURIComponent(long)}`)
  // What was typed stays in the box, whole.
  expect(tooLong).toMatchObject({
    posts: [],
    query: long,
    searchError: 'Use at most 100 characters',
  })
  const control = await listFor(`q=${encodeURIComponent('roth\u0000ira')}`)
  expect(control).toMatchObject({
    posts: [],
    query: 'rothira',
    searchError: 'Use one line of plain text, without invisible control characters',
  })
  // No search at all is the whole list.
  expect((await listFor('q=')).total).toBe(BUNDLED_ARTICLE_COUNT)
})

test('one post by slug carries its HTML with quiz placeholders; an unknown slug is a 404', async () => {
  const response = await callRoute(
    slugRoute.loader,
    get('/api/blog/slug/debt-snowball-vs-avalanche'),
    {
      slug: 'debt-snowball-vs-avalanche',
    },
  )
  const post = await response.json()
  expect(post).toMatchObject({
    id: 4,
    slug: 'debt-snowball-vs-avalanche',
    category: 'Debt Elimination',
    status: 'PUBLISHED',
    author: { name: 'Wealthward Editorial Team', title: 'Finance Expert', socialLinks: [] },
    featuredImage: 'http://localhost:3000/images/blog/debt-snowball-vs-avalanche-1200.webp',
  })
  expect(post.content).toContain('<h2 id="the-two-methods-in-plain-english">')
  expect(post.content).toContain('<!-- quiz:midpoint -->')
  expect(post.readTime).toBe(Math.ceil(post.wordCount / 200))
  expect(post.quizzes.final.options.length).toBeGreaterThan(1)

  const missing = await callRoute(slugRoute.loader, get('/api/blog/slug/nope'), { slug: 'nope' })
  expect(missing.status).toBe(404)
  expect(await missing.json()).toEqual({ error: 'Post not found' })
})

test('a view is not counted under Global Privacy Control, Do Not Track or the analytics opt-out', async () => {
  const view = (headers: Record<string, string>) =>
    callRoute(
      viewRoute.action,
      new Request('http://localhost:3000/api/blog/slug/credit-score-myths/view', {
        method: 'POST',
        headers: { 'User-Agent': BROWSER, ...headers },
      }),
      { slug: 'credit-score-myths' },
    )
  const signals: Record<string, string>[] = [
    { 'Sec-GPC': '1' },
    { DNT: '1' },
    { Cookie: 'ww_no_analytics=1' },
  ]
  for (const signal of signals) {
    const answer = await view(signal)
    expect(await answer.json(), JSON.stringify(signal)).toMatchObject({ views: 0, counted: false })
    expect(answer.headers.get('set-cookie')).toBeNull()
  }
  // The same browser without a signal is counted.
  expect(await (await view({ 'Sec-GPC': '0' })).json()).toMatchObject({ views: 1, counted: true })
})

test('a view counts once per visitor session, never for bots, and shows in the post', async () => {
  const view = (headers: Record<string, string>) =>
    callRoute(
      viewRoute.action,
      new Request('http://localhost:3000/api/blog/slug/sinking-funds/view', {
        method: 'POST',
        headers,
      }),
      { slug: 'sinking-funds' },
    )
  const first = await view({ 'User-Agent': BROWSER })
  expect(await first.json()).toEqual({ slug: 'sinking-funds', views: 1, counted: true })
  const cookie = first.headers.get('set-cookie')!
  expect(cookie).toBe('ww_viewed=sinking-funds; Path=/api/blog/slug; HttpOnly; SameSite=Lax')

  const again = await view({ 'User-Agent': BROWSER, Cookie: cookie.split(';')[0]! })
  expect(await again.json()).toEqual({ slug: 'sinking-funds', views: 1, counted: false })
  expect(again.headers.get('set-cookie')).toBeNull()

  const bot = await view({
    'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  expect((await bot.json()).counted).toBe(false)
  expect((await (await view({})).json()).counted).toBe(false)

  // Another visitor session counts again.
  expect((await (await view({ 'User-Agent': BROWSER })).json()).views).toBe(2)
  const post = await (
    await callRoute(slugRoute.loader, get('/api/blog/slug/sinking-funds'), {
      slug: 'sinking-funds',
    })
  ).json()
  expect(post.viewCount).toBe(2)

  const unknown = await callRoute(
    viewRoute.action,
    new Request('http://localhost:3000/api/blog/slug/nope/view', { method: 'POST' }),
    { slug: 'nope' },
  )
  expect(unknown.status).toBe(404)
  expect((await callRoute(viewRoute.loader, get('/api/blog/slug/x/view'))).status).toBe(405)
})

test('creating, changing and deleting posts is for admins only', async () => {
  const write = <Args>(
    handler: (args: Args) => unknown,
    path: string,
    method: string,
    headers: Record<string, string> = {},
    params: Record<string, string> = {},
  ) =>
    callRoute(
      handler,
      new Request(`http://localhost:3000${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ title: 'x' }),
      }),
      params,
    )

  const anonymous = await write(createRoute.action, '/api/blog', 'POST')
  expect(anonymous.status).toBe(401)
  expect((await anonymous.json()).error).toBe('Sign in to continue.')
  const user = await bearerFor('user')
  const advisor = await bearerFor('advisor')
  const admin = await bearerFor('admin')
  expect((await write(createRoute.action, '/api/blog', 'POST', user)).status).toBe(403)
  expect((await write(createRoute.action, '/api/blog', 'POST', advisor)).status).toBe(403)
  const invalid = await write(createRoute.action, '/api/blog', 'POST', admin)
  expect(invalid.status).toBe(400)
  expect((await invalid.json()).fieldErrors).toHaveProperty('slug')

  for (const method of ['PUT', 'DELETE']) {
    expect((await write(postRoute.action, '/api/blog/4', method, {}, { id: '4' })).status).toBe(401)
    expect((await write(postRoute.action, '/api/blog/4', method, user, { id: '4' })).status).toBe(
      403,
    )
    const bundled = await write(postRoute.action, '/api/blog/4', method, admin, { id: '4' })
    expect(bundled.status).toBe(409)
    expect((await bundled.json()).error).toContain('content/blog/debt-snowball-vs-avalanche.md')
    const missing = await write(postRoute.action, '/api/blog/999', method, admin, { id: '999' })
    expect(missing.status).toBe(404)
  }
})

test('views that arrive together are added by one statement, each counted once and in order', async () => {
  const slug = 'break-paycheck-cycle'
  let writes = 0
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'insert') writes++
      return Reflect.get(target, property, receiver)
    },
  })
  const view = () =>
    recordView(
      counted,
      new Request(`http://localhost:3000/api/blog/slug/${slug}/view`, {
        method: 'POST',
        headers: { 'User-Agent': BROWSER },
      }),
      slug,
      { secureCookie: false },
    )
  // The first goes alone; the four made while it is counted go together in the next statement.
  const outcomes = await Promise.all(Array.from({ length: 5 }, view))
  expect(outcomes.map((o) => [o.outcome, o.views])).toEqual([
    ['counted', 1],
    ['counted', 2],
    ['counted', 3],
    ['counted', 4],
    ['counted', 5],
  ])
  expect(writes).toBe(2)
  const [row] = await db.select().from(blogViews).where(eq(blogViews.slug, slug))
  expect(row?.views).toBe(5)
})
